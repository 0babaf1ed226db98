"""Stories the reader once refused for a small gap, read where a judge reads them certainly,
and their look-alikes that still get no verdict (or another): the turn a spell of a turn is
cast in, a permanent leaving with the player who conceded, ..."""

from __future__ import annotations

import pytest

from bot.application.situation_verdict import refusal
from bot.application.situations import verdict_for

GRACE = ["Angel's Grace"]
PERSECUTOR = ["Abyssal Persecutor"]
ANGEL = ["Platinum Angel"]
LAB = ["Laboratory Maniac"]

VERDICTS: list[tuple[str, list[str], str]] = [
    # "until end of turn" is how long Angel's Grace lasts, not the turn ending before the blow
    (
        "I cast Angel's Grace (can't lose this turn, until end of turn). I'm at 2, then I take "
        "5 damage. Do I lose right now?",
        GRACE,
        "keeps_playing",
    ),
    (
        "I cast Angel's Grace. Until the end of the turn I can't lose. I'm at 2 and take 5. "
        "Do I lose?",
        GRACE,
        "keeps_playing",
    ),
    # ... and a turn's end told after the blow is still one
    (
        "I cast Angel's Grace until end of turn. Then at end of turn I'm at -3. Do I lose?",
        GRACE,
        "loses",
    ),
    # whose turn it is, told as a sentence of its own
    (
        "It's my opponent's turn. I'm at 2, I cast Angel's Grace and they burn me for 4. Am I out?",
        GRACE,
        "keeps_playing",
    ),
    (
        "相手のターンです。ライフ2で《天使の嗜み》を唱えて、5点受けました。負け？",
        GRACE,
        "keeps_playing",
    ),
    ("相手ターンにライフ2で《天使の嗜み》を唱えて、5点受けました。負け？", GRACE, "keeps_playing"),
    (
        "自ターンに《天使の嗜み》を唱えて、ライフ2から5点受けました。負けますか？",
        GRACE,
        "keeps_playing",
    ),
    ("On my own turn I cast Angel's Grace at 2 life and took 5. Lose?", GRACE, "keeps_playing"),
    (
        "During my opponents turn I cast Angel's Grace at 2 and take 5 damage. Lose?",
        GRACE,
        "keeps_playing",
    ),
    # one turn told by its number: the turn the story is in
    (
        "Turn 5, I'm at 2. I cast Angel's Grace, then opp hits me for 3. Am I still in?",
        GRACE,
        "keeps_playing",
    ),
    (
        "It's turn 6. I'm at 2, I cast Angel's Grace and opponent deals 4 damage to me. Do I lose?",
        GRACE,
        "keeps_playing",
    ),
    (
        "3ターン目に《天使の嗜み》を撃ちました。ライフ2で5点受けました。負けますか？",
        GRACE,
        "keeps_playing",
    ),
    # a permanent that leaves with the player who conceded (800.4a): its effect ends with it
    (
        "4-player EDH. Opponent A controls Abyssal Persecutor, which has been keeping me alive at "
        "-3. Then A gets frustrated and scoops. Persecutor leaves with him. Am I dead now?",
        PERSECUTOR,
        "loses",
    ),
    (
        "4-player EDH. Opponent A controls Abyssal Persecutor and I'm at -3. Persecutor leaves "
        "the battlefield. Then A scoops. Am I dead now?",
        PERSECUTOR,
        "loses",
    ),
    (
        "4人対戦。相手の《白金の天使》のおかげで相手はライフ-4でも生きてました。相手が投了して"
        "天使が戦場を離れました。自分はライフ5、どうなる？",
        ANGEL,
        "keeps_playing",
    ),
    # an event told as earlier than the totals, which hold either way
    (
        "Both players at 3, opponent takes 3 from my creature. They also had Platinum Angel "
        "destroyed earlier. Win?",
        ANGEL,
        "wins",
    ),
    # where the story is not, said to say where it is
    (
        "My opponent cast Shahrazad. I lost the subgame. Now, not in the subgame but back in "
        "the main game, I'm at 1. Am I out?",
        ["Shahrazad"],
        "keeps_playing",
    ),
    (
        "相手がシャハラザードを唱えました。サブゲームではなく、メインゲームで私のライフは1点です。"
        "サブゲームで負けたらどうなりますか？",
        ["Shahrazad"],
        "loses",
    ),
    # libraries told with the card that starts a subgame are the ones it begins with
    (
        "シャハラザードで両方のライブラリーが7枚未満（自分3枚、相手6枚）だったので、サブゲームは"
        "引き分けになるらしいです。メインゲームのライフは自分も相手も1点でした。どうなるんですか？",
        ["Shahrazad"],
        "draw",
    ),
    (
        "相手がシャハラザードを唱えた時、私のライブラリーは5枚、相手のライブラリーは20枚でした。"
        "メインゲームのライフは私が2、相手が10です。どうなりますか？",
        ["Shahrazad"],
        "keeps_playing",
    ),
    (
        "相手がシャハラザードを唱えた時、私のライブラリーは5枚、相手のライブラリーは20枚でした。"
        "メインゲームのライフは私が1、相手が10です。どうなりますか？",
        ["Shahrazad"],
        "loses",
    ),
    # an empty library in the words players use (it was played full: 'keeps playing')
    ("I have a Lab Maniac out, library empty, I draw. win?", LAB, "wins"),
    ("I control Laboratory Maniac. My deck is empty and I draw. Win?", LAB, "wins"),
    ("I control Laboratory Maniac. Deck empty, I draw a card. Win?", LAB, "wins"),
    (
        "I have Laboratory Maniac on the battlefield, no cards left in library, I draw a card. "
        "Do I win?",
        LAB,
        "wins",
    ),
    ("My opponent has Laboratory Maniac, library empty, and draws. Do I lose?", LAB, "loses"),
    ("Opponent has no cards left in his deck. He draws. Do I win?", [], "wins"),
    ("I'm at 5 with an empty hand and I draw a card. Do I lose?", [], "keeps_playing"),
    # a board told by what it is, no card's name: nothing the engine needs to know
    (
        "I'm at 4, opponent has a bunch of creatures out and hits me for 4. Do I lose?",
        [],
        "loses",
    ),
    (
        "opponent has untapped creatures on board. I'm at 2 and they hit me for 2. dead?",
        [],
        "loses",
    ),
    (
        "I'm at 3 and opponent has a big board out. He hits me for 2. Am I alive?",
        [],
        "keeps_playing",
    ),
    ("My opponent has everything out. I'm at 2, they ping me for 2. Lose?", [], "loses"),
    # a total asked with, that no event before it could change: the player's all along
    ("4-player game. Opponent conceded. Am I still alive with 2 life?", [], "keeps_playing"),
    ("4人戦で相手が投了しました。私はライフ1ですが大丈夫ですか？", [], "keeps_playing"),
    ("4人戦で相手が投了しました。ライフ3で大丈夫ですか？", [], "keeps_playing"),
    ("4人戦で相手が投了しました。ライフ3の私はまだ続けられますか？", [], "keeps_playing"),
    # a card whose katakana holds another's (「リッチ」): read as itself, not as where Lich is
    (
        "リッチズ・ミラーを出しています。ライフ2で5点受けました。どうなりますか？",
        [],
        "keeps_playing",
    ),
    (
        "《リッチズ・ミラー》が場にある状態で、ライフ1で3点のダメージを受けました。負けますか？",
        [],
        "keeps_playing",
    ),
    # "What's the result?" asks the outcome, not a definition
    ("I'm at 3, opponent bolts me. What's the result?", [], "loses"),
    (
        "We both had less than seven cards in our libraries (I had 4, they had 3) when they "
        "resolved Shahrazad, and we were both at 1 life in the main game. What's the final result?",
        ["Shahrazad"],
        "draw",
    ),
    # two players: the concession ends the game
    (
        "1v1, opponent has Abyssal Persecutor and I'm at -3. He concedes and the Persecutor "
        "leaves. Do I win or lose?",
        PERSECUTOR,
        "wins",
    ),
]

# A total told in the past after the events: played where told and before each event, the
# verdict stands only if every placing gives it.
PLACED: list[tuple[str, str | None]] = [
    ("I took 3 damage. I had 5 life. Am I dead?", "keeps_playing"),
    ("Opponent bolted me for 3. I was at 10. Am I dead?", "keeps_playing"),
    ("I attacked my opponent for 4. He was at 10. Did I win?", "keeps_playing"),
    ("相手に3点のダメージを受けました。ライフは10でした。負けですか？", "keeps_playing"),
    # before the blow it kills, after it it does not
    ("I took 3 damage. I had 3 life. Am I dead?", None),
    ("Opponent bolted me for 3, I had 2 life. dead?", None),
    ("I attacked my opponent for 4. He was at 4. Did I win?", None),
    ("相手に3点のダメージを受けました。ライフは3でした。負けですか？", None),
    # told in the present after the blow, the total is no past one to place: the asker may
    # mean the life the blow hit, and the low life it may be plays it so
    ("Opponent has a 3/3 out and hits me for 3. I'm at 3. Dead?", None),
    ("相手に3点殴られました。ライフは3です。負け？", None),
    # an event told as earlier than a total told before it: the total may be what it left
    ("I'm at 3. I already took 5 damage this turn. Am I dead?", None),
    ("I'm at 2 now. Last turn I lost 4 life. Am I out?", None),
    ("ライフは3です。さっき5点のダメージを受けました。負け？", None),
    ("ライフ3です。前のターンに4点失いました。生きてる？", None),
    ("I'm at 5 life after taking 3 damage. Am I alive?", "keeps_playing"),
    # a placing where the story then tells what did not happen (a loss it supposes) is not
    # the asker's: the other stands
    (
        "3人戦です。全員に2点のダメージを与えました。相手2人はライフ2、自分はライフ10でした。"
        "相手2人が負けたら勝ちですか？",
        "wins",
    ),
    ("I dealt 3 damage to my opponent. He was at 3. If he loses, do I win?", "wins"),
    # ... and where every placing does, none stands
    (
        "3人戦です。全員に2点のダメージを与えました。相手2人はライフ5、自分はライフ10でした。"
        "相手2人が負けたら勝ちですか？",
        None,
    ),
    ("I dealt 3 damage to my opponent. He was at 5. If he loses, do I win?", None),
    # a loss told and read by nothing
    ("I bolted my opponent for 3. He was at 5 and lost. Do I win?", None),
    # before the first blow, between them, or after both
    ("My opponent hit me for 5 and then I gained 2 life. I was at 4 life. Am I dead?", None),
    # a blow "for 20" to a life told after it as 20: at a high life before it, the asker lives
    ("On turn 3 my opponent hit me for 20. I was at 20. Do I lose?", None),
]

REFUSED: list[tuple[str, list[str]]] = [
    # a turn before or after the story's
    ("Last turn I cast Angel's Grace. Now I'm at 1 and take 3 damage. Do I lose?", GRACE),
    (
        "I cast Angel's Grace at 2 life, took 5 damage, then next turn I gained 10 life. "
        "Am I alive?",
        GRACE,
    ),
    ("On turn 3 I cast Angel's Grace at 2 life and take 5. Then turn 4 comes. Lose?", GRACE),
    # two turns told by their numbers, or one counted back from now
    (
        "On turn 3 I cast Angel's Grace at 2 life and took 5. On turn 3 that is. Lose?",
        GRACE,
    ),
    (
        "3ターン目に《天使の嗜み》を撃って、4ターン目にライフ2で5点受けました。負けますか？",
        GRACE,
    ),
    ("I cast Angel's Grace 2 turns ago, now I'm at 2 and take 5. Do I lose?", GRACE),
    # two turns, told by whose they are
    (
        "On my opponent's turn I cast Angel's Grace at 2 life. Then on my turn I take 5 damage. "
        "Do I lose?",
        GRACE,
    ),
    (
        "相手のターンに《天使の嗜み》を唱えて、自分のターンにライフ2で5点受けました。負けますか？",
        GRACE,
    ),
    (
        "I cast Slaughter Pact on my opponent's turn. Then on my turn I'm at 3. Lose?",
        ["Slaughter Pact"],
    ),
    ("相手ターンに《天使の嗜み》を唱えて、自ターンにライフ2で5点受けました。負けますか？", GRACE),
    ("On opps turn I cast Angel's Grace at 2, then on my turn I take 5. Lose?", GRACE),
    # a subgame negated with no main game said instead
    ("Opponent cast Shahrazad. I'm not in the subgame yet. I'm at 2. Do I lose?", ["Shahrazad"]),
    (
        "Opponent cast Shahrazad. I didn't lose in the subgame, I won it. I'm at 3 in the main "
        "game. What happens?",
        ["Shahrazad"],
    ),
    # a library told in the subgame, or in a sentence of its own: before its draw or after?
    (
        "相手がシャハラザードを唱えて、サブゲームで私のライブラリーは3枚でした。"
        "メインゲームのライフは私が1です。どうなりますか？",
        ["Shahrazad"],
    ),
    (
        "My opponent cast Shahrazad. I had 4 cards in my library. I'm at 2 life in the main "
        "game. What happens?",
        ["Shahrazad"],
    ),
    # an empty library no reading takes: played full, it was 'keeps playing'
    ("I have Laboratory Maniac on the battlefield, out of cards, I draw. Do I win?", LAB),
    ("My library isn't empty. I draw. Do I lose?", []),
    ("My deck is almost empty, I draw. Do I lose?", []),
    # a permanent by a name no modelled card has, written without capitals
    ("opp has a tarmogoyf out and hits me for 4, I'm at 4. dead?", []),
    ("I'm at 5 and opponent has the same deck out, hits me for 3. Dead?", []),
    ("I'm at 2 and opp has worship out. He bolts me for 3. Do I lose?", []),
    # a total asked with after an event that could change it: start or result? (and one
    # whose player is unread was dropped: 'keeps playing' at 10 poison, or at 1 life after
    # losing a subgame)
    ("Opponent bolts me. Am I dead at 3 life?", []),
    ("相手に3点与えました。相手のライフは-2なので勝ち？", []),
    ("I draw a card from my library. Do I lose with 10 poison counters?", []),
    (
        "Opponent casts Shahrazad and I concede the subgame. Do I lose at 1 life in the main game?",
        ["Shahrazad"],
    ),
    # ... in Japanese, the unsaid asker's (「ライフ0で負けますか？」 was 'keeps playing' on main)
    ("カードを1枚引きました。毒カウンター10個で負けますか？", []),
    ("カードを1枚引きました。ライフ0で負けますか？", []),
    # a total that loses by itself, asked with: what kept the player in is untold
    ("相手が投了しました。ライフ0の私は負けますか？", []),
    ("4-player game. Opponent conceded. Am I still alive with 0 life?", []),
    ("Opponent concedes. Do I lose at -3 life?", []),
    ("4人戦で相手が投了しました。私はライフ0ですが大丈夫ですか？", []),
    # 「リッチ」 alone, no card recognised: which card, and where?
    ("リッチを出している状態で、ライフ0です。3点ダメージを受けたら負けますか？", []),
    # a definition still asked with "what's", and libraries told after a subgame's card in a
    # sentence of their own (before its opening draw, or after?)
    ("What's the ruling on Platinum Angel at 0 life?", ANGEL),
    ("I'm at 0 life with Platinum Angel. What's going on with my life total?", ANGEL),
    (
        "お互いライフ1で、相手がシャハラザードを唱えました。私のライブラリーは3枚、相手の"
        "ライブラリーは4枚でした。結果は？",
        ["Shahrazad"],
    ),
    # an extra turn
    (
        "Opponent took an extra turn with Alchemist's Gambit. At the end of that turn do they "
        "lose?",
        ["Alchemist's Gambit"],
    ),
]


@pytest.mark.parametrize(("question", "cards", "expect"), VERDICTS)
def test_a_story_read_past_its_gap_gets_its_verdict(
    question: str, cards: list[str], expect: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == expect


@pytest.mark.parametrize(("question", "cards"), REFUSED)
def test_a_look_alike_left_open_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert verdict_for(question, cards) is None


@pytest.mark.parametrize(("question", "expect"), PLACED)
def test_a_total_told_after_the_events_holds_wherever_placed(
    question: str, expect: str | None
) -> None:
    verdict = verdict_for(question, [])
    assert (verdict.asker if verdict else None) == expect


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("I'm at 3, opponent bolts me. What's the outcome here?", True),
        ("Opponent's at 1 and I hit for 3, what's the verdict?", True),
        ("相手のライフは3で、私が《稲妻》を撃ちました。結果はどうなりますか？", True),
        ("結果的に、相手に5点与えました。相手のライフは10です。何点残りますか？", False),
    ],
)
def test_the_result_outcome_or_verdict_asked_is_the_outcome(question: str, asks: bool) -> None:
    assert (refusal(question) is None) == asks
