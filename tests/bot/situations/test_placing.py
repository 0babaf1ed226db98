"""Modelled cards placed the way players tell them (structure/placing.py, story.py), the stack
and effect words a story's own words settle (structure/settled.py), and the guards beside them:
a spell that may be in hand, a spell cast after the events it is told as the reason for, a
spell with nothing to copy, and a loss a cast spell leaves waiting for a later step."""

from __future__ import annotations

import pytest

from bot.application.situations import read_situation, verdict_for

GRACE = ["Angel's Grace"]
ANGEL = ["Platinum Angel"]
COUNTDOWN = ["The Countdown Is at One"]
PHAGE = ["Phage the Untouchable"]

# (question, recognised cards, the asker's outcome)
ANSWERED: list[tuple[str, list[str], str]] = [
    # an instant told as in effect, used, or resolved under its caster's possessive
    (
        "Thanks to my Angel's Grace I can't lose this turn. I'm at 3 and take 10 damage. "
        "Am I alive?",
        GRACE,
        "keeps_playing",
    ),
    ("I used Angel's Grace at 4 life, then took 9 damage. Am I alive?", GRACE, "keeps_playing"),
    (
        "ライフ3で《天使の嗜み》を使いました。そのあと8点のダメージを受けました。負けますか？",
        GRACE,
        "keeps_playing",
    ),
    (
        "ライフ3です。私の《天使の嗜み》が解決してから8点のダメージを受けました。負けますか？",
        GRACE,
        "keeps_playing",
    ),
    # ... in the turn the story is told in, or whose it is
    (
        "相手の《天使の嗜み》で、相手はこのターン負けません。相手のライフは2で、私が10点"
        "与えました。勝ちますか？",
        GRACE,
        "keeps_playing",
    ),
    # a subgame spell cast in the passive; a permanent told before its controller
    (
        "Shahrazad got cast by my opponent. I lost the subgame. I'm at 10 in the main game. "
        "What happens?",
        ["Shahrazad"],
        "keeps_playing",
    ),
    ("Platinum Angel is out on my side. I'm at -2. Do I lose?", ANGEL, "keeps_playing"),
    # short and katakana names, and a Japanese name with a full-width digit
    (
        "I lost the Countdown subgame and I'm at 2. Opponent deals 1 damage to me. Do I lose?",
        COUNTDOWN,
        "loses",
    ),
    (
        "相手が《エンター・ザ・ダンジョン》を唱えてサブゲームが始まりました。サブゲームで負けました。"
        "メインのライフは3です。どうなりますか？",
        [],
        "keeps_playing",
    ),
    (
        "《カウントダウン残り１》のサブゲームで負けました。メインのライフは2で、相手から1点の"
        "ダメージを受けました。負けますか？",
        COUNTDOWN,
        "loses",
    ),
    # lifelink told as the reason for a gain the story states
    (
        "I'm at 10 life. I gained 5 life (lifelink) and then took 14 damage. Do I lose?",
        [],
        "keeps_playing",
    ),
    (
        "I'm at 10. I gained 5 life from lifelink, and then I took 16 damage. Am I dead?",
        [],
        "loses",
    ),
    (
        "ライフ10です。絆魂で5点回復して、そのあと16点のダメージを受けました。負けますか？",
        [],
        "loses",
    ),
    # a modelled card's trigger beside an unmodelled card that only deals damage
    (
        "I'm at 14 with Transcendence. Opponent's Lava Spike deals 3 damage to me. "
        "Transcendence triggers. Do I lose?",
        ["Transcendence", "Lava Spike"],
        "keeps_playing",
    ),
    (
        "ライフ14で《卓絶》があります。相手の《溶岩の撃ち込み》で3点のダメージを受けて、"
        "《卓絶》が誘発しました。負けますか？",
        ["Transcendence", "Lava Spike"],
        "keeps_playing",
    ),
    # doubled damage told as what The Countdown Is at One does
    (
        "I lost The Countdown Is at One subgame. The Countdown says damage to the loser is "
        "doubled. I'm at 5 in the main game and opponent deals 3 damage to me. Dead?",
        COUNTDOWN,
        "loses",
    ),
    # "in response to" where the text's order is the order things resolved
    (
        "My library is empty and I'm at 0 life with Platinum Angel. Opponent destroyed my "
        "Platinum Angel in response to my draw spell, then I drew from my empty library. "
        "Do I lose?",
        ANGEL,
        "loses",
    ),
    (
        "私の呪文に対応して、相手が《白金の天使》を破壊しました。その後、空のライブラリーから"
        "ドローしました。負けますか？",
        ANGEL,
        "loses",
    ),
    # the main game's total under its owner's possessive or topic is theirs, not the asker's
    (
        "私が《シャハラザード》を撃ちました。サブゲームで相手が投了しました。相手のメインのライフは"
        "1です。勝ちますか？",
        ["Shahrazad"],
        "wins",
    ),
    (
        "相手が《シャハラザード》を撃ちました。相手はメインのライフが1で、サブゲームで負けました。"
        "勝ちますか？",
        ["Shahrazad"],
        "wins",
    ),
    # a creature whose combat damage makes a player lose, told attacking in the damage's sentence
    (
        "Phage the Untouchable attacked me and I took 4 damage. I'm at 20. Do I lose?",
        PHAGE,
        "loses",
    ),
    (
        "相手の《触れられざる者フェイジ》に殴られて4点受けました。ライフは20です。負けますか？",
        PHAGE,
        "loses",
    ),
    # a draw from an empty library in the polite past is no plain draw
    (
        "《白金の天使》が破壊されました。その後、空のライブラリーからドローしました。負けますか？",
        ANGEL,
        "loses",
    ),
]


@pytest.mark.parametrize(
    ("question", "cards", "asker"), ANSWERED, ids=[c[0][:40] for c in ANSWERED]
)
def test_a_card_placed_as_players_tell_it_is_played(
    question: str, cards: list[str], asker: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None, read_situation(question, cards)
    assert verdict.asker == asker


# (question, recognised cards): each must get no verdict
REFUSED: list[tuple[str, list[str]]] = [
    # a spell held may be in hand; one told as the reason after the events was cast when?
    ("I have Angel's Grace and I'm at 1. Opponent deals 5 damage to me. Do I survive?", GRACE),
    ("I'm at 1 with Angel's Grace. Opponent deals 5 damage to me. Do I survive?", GRACE),
    (
        "My Angel's Grace is in my hand and I'm at 1. Opponent deals 5 damage to me. Do I survive?",
        GRACE,
    ),
    (
        "ライフ1で、私の《天使の嗜み》がまだ手札にあります。相手から5点のダメージを受けました。"
        "負けますか？",
        GRACE,
    ),
    ("I took 10 damage but I'm at 1 thanks to Angel's Grace. Do I lose?", GRACE),
    ("I'm at 2 with Angel's Grace resolved this turn. Opponent deals 6 damage to me.", GRACE),
    # a permanent is not "used" as a spell (at no player: no activation is read either,
    # events/activations.py); Fork with nothing the story lets it copy
    ("I used Door to Nothingness. Do they lose?", ["Door to Nothingness"]),
    ("They cast Fork on my Lightning Bolt and I'm at 3. Dead?", ["Fork", "Lightning Bolt"]),
    # a loss a cast spell leaves for a later step: the story stops before it
    ("I cast Glorious End. Do I lose?", ["Glorious End"]),
    ("相手のターンに《栄光の幕切れ》を撃ちました。負けますか？", ["Glorious End"]),
    ("I'm at 3. I cast Angel's Grace and then lose 5 life. Do I lose?", GRACE),
    ("I cast Pact of Negation. Do I lose?", ["Pact of Negation"]),
    # the stack where the text's order is not the order of resolution and the words do not
    # settle it (those that do: test_stack_order.py)
    (
        "I cast a draw spell with my library at 0. In response, opponent destroyed my "
        "Platinum Angel. Do I lose?",
        ANGEL,
    ),
    (
        "I'm at 0 life with Platinum Angel and my library is empty. I cast a draw spell. "
        "Opponent destroyed my Platinum Angel in response to that, then I drew from my empty "
        "library. Do I lose?",
        ANGEL,
    ),
    # Phage's damage not told as combat damage, or damage beside it not told as its; Etrata's
    # hit counters are not told
    ("I'm at 20. Opponent's Phage deals 4 damage to me with its ability. Do I lose?", PHAGE),
    ("Opponent has Phage out. I take 3 damage. Do I lose?", PHAGE),
    (
        "相手の《触れられざる者フェイジ》が、格闘させる呪文でこっちに4点の（戦闘じゃない）"
        "ダメージを与えてきました。負けますか？",
        PHAGE,
    ),
    ("My Etrata hits my opponent for 3. Do they lose?", ["Etrata, the Silencer"]),
    # Glorious End's "your next end step" when whose turn it was is not told
    (
        "相手は《栄光の幕切れ》を撃ちました。相手のライフは5です。ターンが終わったら勝ちますか？",
        ["Glorious End"],
    ),
    # a spell of a turn told in another turn than the story's events (on main too)
    (
        "前のターンに《天使の嗜み》を撃ちました。今ライフ1で、相手に3点のダメージを受けました。"
        "負けますか？",
        GRACE,
    ),
    ("Last turn I cast Angel's Grace. Now I'm at 1 and take 3 damage. Do I lose?", GRACE),
    # a draw from a library not said to be empty is no loss (on main, read as decked)
    ("ライフ5です。ライブラリーからカードを1枚引いた。負けますか？", []),
    # a permanent "used" had an ability activated, which is not read
    ("相手が《空虚への扉》を使いました。負けますか？", ["Door to Nothingness"]),
    ("《試練に臨むギデオン》を使いました。ライフ0です。負けますか？", ["Gideon of the Trials"]),
    # lifelink whose gain is not told; doubling by an unmodelled card; another card's trigger
    (
        "I'm at 10. I gained 3 life and my lifelink guy hit them for 4. Then I took 14 damage. "
        "Am I dead?",
        [],
    ),
    (
        "I lost the Countdown subgame. Damage to me is doubled by Furnace of Rath. I'm at 5 in "
        "the main game and take 3 damage. Dead?",
        [*COUNTDOWN, "Furnace of Rath"],
    ),
    (
        "I'm at 14 with Transcendence. Opponent's Lava Spike deals 3 damage to me and "
        "Sheoldred triggers. Do I lose?",
        ["Transcendence", "Lava Spike"],
    ),
    # Lich in katakana: read, and its sacrifices are open
    ("私はリッチを出していて、ライフ0で2点のダメージを受けました。負けますか？", ["Lich"]),
    # ... and not recognised by the search, it is a card nothing placed
    ("私はリッチを出していて、ライフ0で2点のダメージを受けました。負けますか？", []),
]


@pytest.mark.parametrize(("question", "cards"), REFUSED, ids=[c[0][:40] for c in REFUSED])
def test_an_unsettled_placing_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert verdict_for(question, cards) is None, read_situation(question, cards)
