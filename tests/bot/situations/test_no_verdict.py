"""Questions that must get no verdict: a wrong verdict is worse than none. Each is unreadable for
a reason the reader names (an unmodelled card, not a situation, a topic the engine cannot
express, words no pattern reads, a number or card whose player is not told, two readings)."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for

ANGEL = ["Platinum Angel"]
# (question, recognised cards, a word of the reason)
CASES: list[tuple[str, list[str], str]] = [
    # cards the engine does not model
    ("I'm at 0 life with Lightning Bolt in hand", ["Lightning Bolt"], "does not model"),
    ("ライフ0で象牙の仮面がある", ["Ivory Mask"], "does not model"),
    # not a situation: definitions and procedures
    ("What is Platinum Angel?", ANGEL, "not a situation"),
    ("白金の天使とは", ANGEL, "not a situation"),
    ("How do I cast Shahrazad?", ["Shahrazad"], "not a situation"),
    ("サブゲームのやり方を教えてください", [], "not a situation"),
    # the stack, priority, triggers, targets, combat, simultaneity
    ("I'm at 0 life with Angel's Grace on the stack", ["Angel's Grace"], "cannot settle"),
    ("Can I respond to the trigger while at 0 life?", [], "cannot settle"),
    ("ライフ0で、対応して白金の天使を出せますか", ANGEL, "cannot settle"),
    ("I block with Platinum Angel and go to 0 life", ANGEL, "cannot settle"),
    ("相手と同時にライフが0になった", [], "cannot settle"),
    # numbers and cards whose player is not told
    ("I'm at 0 life. Platinum Angel.", ANGEL, "controls"),
    # two readings: "the Angel" when two Angels are named; an open player count that matters
    ("I'm at 0 life with the Angel", ["Platinum Angel", "Exquisite Archangel"], "not understood"),
    # words no pattern reads, including negations
    ("I'm not at 0 life", [], "not understood"),
    # A destruction that did not happen is no event; the Angel's place is then not told.
    ("白金の天使が破壊されなかった。ライフ0", ANGEL, "controls"),
    ("EVILMARKERZQX", [], "no situation"),
    # a subgame without its card; commander damage whose split decides it
    ("In the subgame I lost", [], "Shahrazad"),
    ("EDH: 30 commander damage split between two commanders", [], "split"),
    # "we" without teams; a teammate outside Two-Headed Giant
    ("We are at 0 life", [], "teams"),
    ("My teammate concedes", [], "teammate"),
    # a permanent that leaves or changes hands told by a pronoun: what happened is not read
    ("I'm at 0 life with Platinum Angel. It leaves the battlefield. Am I dead?", ANGEL, "leaves"),
    (
        "Opponent sitting at 0 with his Abyssal Persecutor; I control it now. Do I win?",
        ["Abyssal Persecutor"],
        "control",
    ),
    # a card in a graveyard or moved there by words no pattern reads; another game's story
    (
        "I have Laboratory Maniac in my graveyard and draw from an empty library. Do I win?",
        ["Laboratory Maniac"],
        "no place",
    ),
    ("My Platinum Angel is in my graveyard and I'm at 0 life. Am I alive?", ANGEL, "no place"),
    ("My Platinum Angel went to the graveyard and I'm at 0 life. Am I alive?", ANGEL, "no place"),
    ("墓地に《白金の天使》があって、ライフ0です。負け？", ANGEL, "no place"),
    (
        "《研究室の偏執狂》が墓地にある状態で、空のライブラリーから引きました。勝ち？",
        ["Laboratory Maniac"],
        "no place",
    ),
    ("I'm at 3. Last game I took 5 from a Fireball. Am I dead now?", [], "no place"),
    # (an event told as earlier than a total told before it is played both ways, and stands
    # only if both agree: test_story_gaps.py)
    # a card whose ability triggers on combat damage, beside damage not told as its own
    # (told as its attack, it is its combat damage: test_placing.py)
    (
        "I'm at 20. My opponent has Phage the Untouchable. I take 4 damage. Am I fine?",
        ["Phage the Untouchable"],
        "dealt combat damage",
    ),
    (
        "ライフは20です。相手の場に《触れられざる者フェイジ》がいます。4点のダメージを受けました。大丈夫？",
        ["Phage the Untouchable"],
        "dealt combat damage",
    ),
    # a permanent gone, taken or swept away by words no pattern reads (a board wipe beside a
    # permanent that is no creature: its reach is not told, events/wipes.py)
    (
        "I'm at -2 with Platinum Angel and Lich's Mirror. Opponent plays a board wipe. Do I lose?",
        [*ANGEL, "Lich's Mirror"],
        "play",
    ),
    ("I'm at 0 life with Platinum Angel. The Angel is gone now. Do I lose?", ANGEL, "befell"),
    (
        "I'm at 0 life with Platinum Angel. I lost my Angel to a removal spell. Do I lose?",
        ANGEL,
        "befell",
    ),
    ("I'm at 0 life with Platinum Angel. My opponent took my Angel. Do I lose?", ANGEL, "befell"),
    (
        "I'm at 0 life with Platinum Angel, but it's no longer on the battlefield. Do I lose?",
        ANGEL,
        "no longer",
    ),
    # (a wipe beside a permanent that is no creature: events/wipes.py reads it beside creatures)
    (
        "ライフ-2で《白金の天使》と《リッチの鏡》がいます。相手がラスを撃ちました。負け？",
        [*ANGEL, "Lich's Mirror"],
        "撃ち",
    ),
    (
        "ライフ-2で《白金の天使》と《リッチの鏡》がいます。相手が盤面をリセットしました。負け？",
        [*ANGEL, "Lich's Mirror"],
        "リセット",
    ),
    ("ライフ0で《白金の天使》がいます。天使が手札に戻りました。負け？", ANGEL, "戻り"),
    ("ライフ0で《白金の天使》がいます。天使がいなくなりました。負け？", ANGEL, "いなくな"),
    (
        "ライフ0で《白金の天使》をコントロールしています。天使が相手のコントロールになりました。負け？",
        ANGEL,
        "コントロール",
    ),
    # a can't-lose effect told without a card the engine knows
    ("I'm at 0 life but I have an emblem that says I can't lose. Do I lose?", [], "no card"),
    ("ライフ0ですが、負けない効果があります。負け？", [], "no card"),
    # what the engine does not play, in any inflection
    ("I have 9 poison counters. My opponent proliferates. Dead?", [], "proliferates"),
    ("I'm at 0 cards in library. I skip my draw. Am I out?", [], "skip"),
    ("ライブラリー0枚で、ドローをスキップしました。負け？", [], "スキップ"),
    # a player the words do not say: not the asker's by default
    ("4-player game: a player concedes. I'm at 5. Am I still in?", [], "which player"),
    ("Someone concedes in our 4-player game. Am I still in?", [], "which player"),
    ("Nobody conceded. I'm at 1. Dead?", [], "which player"),
    ("4人戦で、誰かが投了しました。私はまだゲームに残ってますか？", [], "which player"),
    # a total told in the past after the events: before them, or what they left?
    (
        "My opponent cast Shahrazad and I lost the subgame. I was at 1. Am I out?",
        ["Shahrazad"],
        "in the past",
    ),
    # (told in one sentence after a few events, each placing is played: test_story_gaps.py)
    (
        "相手がシャハラザードを唱えて、私はサブゲームに負けました。私のライフは1でした。負け？",
        ["Shahrazad"],
        "in the past",
    ),
    # a total the question reckons for a player the story gives none
    ("相手の《白金の天使》を除去したら、相手のライフは-2なので勝ちですか？", ANGEL, "reckoned"),
    # a te-form's negative: not drawn yet, not destroyed, not conceded
    ("ライブラリーが0枚ですが、まだ引いていません。負け？", [], "negated"),
    ("ライブラリー0枚。まだドローしてはいません。負けですか？", [], "negated"),
    (
        "天使は破壊されていません。ライフ0で《白金の天使》をコントロールしています。負け？",
        ANGEL,
        "negated",
    ),
    ("相手は投了していません。2人対戦で相手のライフ1。勝ち？", [], "negated"),
    # "his" Angel in a game of four where two opponents are named: which one's is not said
    (
        "4-player game. Opponent A at -5 with Platinum Angel, opponent B at 3. I destroy his"
        " Angel. Do I win?",
        ANGEL,
        "they",
    ),
]


@pytest.mark.parametrize(("question", "cards", "reason"), CASES, ids=[c[0][:40] for c in CASES])
def test_no_verdict(question: str, cards: list[str], reason: str) -> None:
    read = read_situation(question, cards)
    assert isinstance(read, Unreadable)
    assert reason in read.reason
    assert verdict_for(question, cards) is None


def test_a_verdict_that_rests_on_an_unsaid_graveyard_is_none() -> None:
    # Immortal Coil: "When there are no cards in your graveyard, you lose the game." Whether a
    # player who only drew a card loses depends on a graveyard the question never mentions.
    question = "I control Immortal Coil and I draw a card. Do I lose?"
    assert not isinstance(read_situation(question, ["Immortal Coil"]), Unreadable)
    assert verdict_for(question, ["Immortal Coil"]) is None
    # Said, it decides: with cards in the graveyard the Coil does not trigger.
    said = "I control Immortal Coil, my graveyard has 5 cards and I draw a card. Do I lose?"
    verdict = verdict_for(said, ["Immortal Coil"])
    assert verdict is None or verdict.asker == "keeps_playing"


def test_an_open_player_count_that_decides_gives_no_verdict() -> None:
    # Two players: the asker wins; four: the others play on. The question did not say.
    question = "EDH, my opponent concedes, do I win?"
    assert not isinstance(read_situation(question, []), Unreadable)
    assert verdict_for(question, []) is None


def test_an_open_player_count_that_does_not_decide_gives_a_verdict() -> None:
    verdict = verdict_for("EDH: I concede", [])
    assert verdict is not None and verdict.asker == "loses"


def test_a_subgame_the_story_leaves_running_gives_no_verdict() -> None:
    question = "My opponent casts Shahrazad. In the subgame I take 3 damage. What happens?"
    assert not isinstance(read_situation(question, ["Shahrazad"]), Unreadable)
    assert verdict_for(question, ["Shahrazad"]) is None


@pytest.mark.parametrize(
    "question",
    ["I have Transcendence out. Am I ok?", "《超越》が場にあります。負けますか？"],
)
def test_a_permanent_that_reads_an_unsaid_life_gives_no_verdict(question: str) -> None:
    # Transcendence loses at 20 life or more: at the starting 20 the asker loses, at a low life
    # they play on. The question never says the life, so the verdict would rest on the default.
    assert verdict_for(question, ["Transcendence"]) is None


def test_a_permanent_that_reads_a_told_life_gives_its_verdict() -> None:
    verdict = verdict_for("I'm at 25 with Transcendence. Do I lose?", ["Transcendence"])
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # 相手 as the subject kept through the te-form, or the unsaid asker's: the asker loses
        # at 0 life under the opponent's Angel, or the opponent keeps playing under their own.
        ("相手が白金の天使を出していて、ライフが0になった", ANGEL),
        # The asker at 1 loses half of it in the main game; the opponent losing does not.
        ("ライフ1の状態で相手がシャハラザードを唱えて、サブゲームで負けました", ["Shahrazad"]),
    ],
)
def test_two_readings_of_whose_a_clause_is_that_disagree_give_no_verdict(
    question: str, cards: list[str]
) -> None:
    read = read_situation(question, cards)
    assert not isinstance(read, Unreadable) and len(read.alternatives) == 1
    assert verdict_for(question, cards) is None


def test_a_verdict_that_rests_on_unsaid_permanents_is_none() -> None:
    # Lich: "Whenever you're dealt damage, sacrifice that many nontoken permanents. If you
    # can't, you lose the game." Whether the opponent can depends on permanents never told.
    question = "My opponent is at 2 and controls Lich. I deal 4 to him. Win?"
    assert not isinstance(read_situation(question, ["Lich"]), Unreadable)
    assert verdict_for(question, ["Lich"]) is None
