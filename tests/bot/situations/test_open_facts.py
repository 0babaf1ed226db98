"""Facts a story leaves open, played every way they may be (bot/application/situations/
open_facts/), the verdict standing only where every play gives the asker the same outcome and
saying which fact was open; where the open fact decides the outcome, no verdict (a wrong
verdict is worse than none):

- a clause whose player no word says ("Opponent is at 20. Conceded.", 「相手のライブラリーは0枚。
  1枚引いた」), played with each player of the game;
- a permanent told present with its verb left out ("Transcendence on the board", 「場に《白金の
  天使》。」), its verbed twin's ownerless permanent, whose the readings leave open;
- clauses an order word tells out of order ("before that", 「先に」), played at each point.

Stories written for this branch, the way players write them (none from the situation sets),
with the traps beside them; and the bounds of the plays.
"""

from __future__ import annotations

import pytest

from bot.application.situations import (
    Situation,
    Unreadable,
    Verdict,
    judge,
    read_situation,
    verdict_for,
    verdict_or_reason,
)
from bot.application.situations.model import LifeBecomes
from bot.application.situations.open_facts.agreement import MOST_OPEN_SEATS, weigh_fact
from bot.application.situations.open_facts.order import OpenOrder, reorderings
from bot.application.situations.open_facts.whose import open_slot, seatings
from bot.application.situations.pattern_kit import Clause
from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]
MANIAC = ["Laboratory Maniac"]

# Whose the open clause is changes nothing: the verdict, with a note saying so.
AGREED: list[tuple[str, list[str], str]] = [
    ("Opponent is at 20 and scoops. Gained 5 life earlier that turn. Do I win?", [], "wins"),
    ("My opponent concedes. Was at 3 life anyway. Do I win?", [], "wins"),
    ("my opp just conceded lol. was at 7 life btw. so i win right?", [], "wins"),
    (
        "I'm at 0 life with Platinum Angel. Opponent is at 10. Gained 3 life. Do I lose?",
        ANGEL,
        "keeps_playing",
    ),
    ("相手のライフは20。ライフを3点得た。相手が投了した。勝ち？", [], "wins"),
    ("相手のライブラリーは0枚。1枚引いた。その後相手が投了した。勝ち？", [], "wins"),
]

# Whose it is decides the outcome: no verdict, whichever reading is the likelier.
DEPENDS: list[tuple[str, list[str]]] = [
    ("My opponent is at 2 life. Took 2 damage. Do I win?", []),
    ("Opponent at 5. Lost 5 life. Do I win?", []),
    ("Opponent is at 1 life. Took 1 damage. Did I win?", []),
    ("Opponent is at 20. Conceded. Do I win?", []),
    ("Opponent has 0 cards in library. Drew a card at my end step. Win?", []),
    (
        "The opponent is at 20 and has 9 poison counters. Gets 1 more poison counter. Do I win?",
        [],
    ),
    ("Opponent conceded. Was at 0 life with Platinum Angel at the time. Do I win?", ANGEL),
    ("The opponent is at 2. Drew a card with an empty library. Did I win?", []),
    ("4 player game, my opponent is at 3. Took 3. Do I win?", []),
    ("Commander game. Opponent conceded. Was at 12 life. Do I win?", []),
    ("4-player game. Opponent A is at 3. Conceded. Do I win?", []),
    ("相手のライブラリーは0枚。1枚引いた。勝ち？", []),
    ("相手のライブラリーは0枚。カードを1枚引いた。勝ちですか？", []),
    ("ライブラリーが0枚の状態で相手が1枚引きました。勝ちですか？", []),
    ("相手のライフは2。2点失った。勝ち？", []),
    ("相手のライフは2。2点のダメージを受けた。勝ち？", []),
    ("相手のライフは5。5点失った。負け？", []),
    ("相手の毒カウンターは9個。毒カウンターが1個置かれた。勝ち？", []),
]

# The same words where the story says whose it is: the verdict it always had.
SAID: list[tuple[str, list[str], str]] = [
    ("My opponent is at 2 life. He took 2 damage. Do I win?", [], "wins"),
    ("My opponent is at 20 and conceded. Do I win?", [], "wins"),
    ("Opponent at 5, I'm at 5. I lost 5 life. Do I win?", [], "loses"),
    ("相手のライブラリーは0枚。相手が1枚引いた。勝ち？", [], "wins"),
    ("相手のライフは2。相手が2点失った。勝ち？", [], "wins"),
]


@pytest.mark.parametrize(("question", "cards", "asker"), AGREED)
def test_a_clause_whose_player_changes_nothing_gets_the_verdict(
    question: str, cards: list[str], asker: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == asker
    assert "the same whichever player it is" in verdict.summary_en
    assert "どのプレイヤーのことでも結論は変わりません" in verdict.summary_ja
    assert any("(whose, not said) played as each player's" in a for a in verdict.assumptions)


@pytest.mark.parametrize(("question", "cards"), DEPENDS)
def test_a_clause_whose_player_decides_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert asker_outcome(question, cards) is None


@pytest.mark.parametrize(("question", "cards", "asker"), SAID)
def test_a_clause_whose_player_is_said_keeps_its_verdict(
    question: str, cards: list[str], asker: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == asker
    assert not any("whose, not said" in a for a in verdict.assumptions)


def test_the_open_clause_is_played_with_every_player_the_asker_first() -> None:
    situation = read_situation("My opponent concedes. Was at 3 life anyway. Do I win?", [])
    assert not isinstance(situation, Unreadable) and situation.open_fact is not None
    (other,) = situation.open_fact.played
    told = [(e.player, e.value) for e in situation.events if isinstance(e, LifeBecomes)]
    played = [(e.player, e.value) for e in other.events if isinstance(e, LifeBecomes)]
    assert (told, played) == ([("you", 3)], [("opponent", 3)])


def test_a_refusal_says_whose_clause_was_open() -> None:
    situation = read_situation("Opponent is at 20. Conceded. Do I win?", [])
    assert not isinstance(situation, Unreadable) and situation.open_fact is not None
    refused = verdict_or_reason("Opponent is at 20. Conceded. Do I win?", [])
    assert isinstance(refused, Unreadable)
    assert refused.reason == "whose is 'conceded'? (the outcome depends on it)"


def _open(position: int) -> Clause:
    return Clause("life_change", position, position + 1, open_slot(position), numbers=(-1,))


def test_seatings_are_bounded() -> None:
    """Two open clauses in a game of two: four plays; in a game of four, more than the bound
    allows (each open clause multiplies the plays by the players): refused (None)."""
    two = seatings([_open(0), _open(1)], ["you", "opponent"])
    assert two is not None and len(two) == 4
    assert [c.player for c in two[0]] == ["you", "you"]
    assert seatings([_open(0), _open(1)], ["you", "opponent", "opponent2", "opponent3"]) is None
    assert seatings([_open(0), _open(1), _open(2)], ["you", "opponent"]) is None


def test_a_clause_that_carried_the_open_subject_is_seated_with_it() -> None:
    carried = Clause("lost", 5, 6, open_slot(0))
    seated = seatings([_open(0), carried], ["you", "opponent"])
    assert seated is not None
    assert [[c.player for c in each] for each in seated] == [["you", "you"], ["opponent"] * 2]


# A permanent told present with its verb left out, as chat does ("Transcendence on the board",
# "Platinum Angel in play"), is its verbed twin's ownerless permanent: the same verdict, played
# with each player controlling it (structure/claims.py, owners/readings.py).
VERBLESS = [
    ("I'm at -3, Transcendence on the board. Do I lose?", "Transcendence"),
    ("I'm at 0. Platinum Angel in play. Do I lose?", "Platinum Angel"),
    ("Opponent at 0, Platinum Angel in play. Do I win?", "Platinum Angel"),
    (
        "Laboratory Maniac on the battlefield. I draw from an empty library. Do I win?",
        "Laboratory Maniac",
    ),
    ("Lich's Mirror on the battlefield. I'm at 1, take 3 damage. Do I lose?", "Lich's Mirror"),
    (
        "Phyrexian Unlife on the battlefield, I'm at -2. Opponent hits me for 10. Am I dead?",
        "Phyrexian Unlife",
    ),
    ("Abyssal Persecutor on the battlefield. I'm at -3. Do I lose?", "Abyssal Persecutor"),
    ("Platinum Angel out. I'm at 0 life. Do I lose?", "Platinum Angel"),
    (
        "Transcendence on the battlefield and I'm at -3, opponent is at 20. Do I lose?",
        "Transcendence",
    ),
    (
        "Platinum Angel on the battlefield, my opponent destroys it. I'm at 0. Do I lose?",
        "Platinum Angel",
    ),
]


@pytest.mark.parametrize(("question", "card"), VERBLESS)
def test_a_permanent_told_present_without_a_verb_is_its_verbed_twins(
    question: str, card: str
) -> None:
    twin = question.replace(f"{card} ", f"{card} is ", 1)
    told = asker_outcome(question, [card])
    assert told is not None and told == asker_outcome(twin, [card])


# The same words where the card is not told present, or whose it is may be said another way.
VERBLESS_TRAPS = [
    "I'm at 0 life and no Platinum Angel on the battlefield. Do I lose?",
    "Opponent at 0. Platinum Angel on the battlefield? Did I win?",
    "I'm at 0 life. Platinum Angel on the battlefield last turn, but it got destroyed. Do I lose?",
    "Platinum Angel on the battlefield, but it's my opponent's. I'm at 0. Do I lose?",
    "What if Platinum Angel on the battlefield, I'm at 0 life. Do I lose?",
    "I'm at 0, Platinum Angel on the battlefield, opponent at 0 too. Who wins?",
    "Platinum Angel on the battlefield. I'm at 0 and opponent is at 0. What happens?",
]


@pytest.mark.parametrize("question", VERBLESS_TRAPS)
def test_a_verbless_presence_that_may_mean_otherwise_gets_no_verdict(question: str) -> None:
    assert asker_outcome(question, ["Platinum Angel"]) is None


# The same in Japanese: 「(相手の)場に《…》。」 is 「(相手の)場に《…》がいる。」.
VERBLESS_JA = [
    ("場に《白金の天使》。ライフ0。負け？", "場に《白金の天使》がいる。ライフ0。負け？", ANGEL),
    (
        "相手の場に《深淵の迫害者》。相手のライフ-3。勝ち？",
        "相手の場に《深淵の迫害者》がいる。相手のライフ-3。勝ち？",
        ["Abyssal Persecutor"],
    ),
    (
        "相手の戦場には《深淵の迫害者》。相手のライフは-2。勝ちですか？",
        "相手の戦場には《深淵の迫害者》がいる。相手のライフは-2。勝ちですか？",
        ["Abyssal Persecutor"],
    ),
    (
        "相手の場に《白金の天使》。自分のライフは0。負け？",
        "相手の場に《白金の天使》がいる。自分のライフは0。負け？",
        ANGEL,
    ),
    (
        "戦場に《研究室の偏執狂》。ライブラリー0枚でドローした。勝ち？",
        "戦場に《研究室の偏執狂》がいる。ライブラリー0枚でドローした。勝ち？",
        MANIAC,
    ),
]


@pytest.mark.parametrize(("question", "twin", "cards"), VERBLESS_JA)
def test_a_japanese_permanent_told_present_without_a_verb_is_its_verbed_twins(
    question: str, twin: str, cards: list[str]
) -> None:
    told = asker_outcome(question, cards)
    assert told is not None and told == asker_outcome(twin, cards)


@pytest.mark.parametrize(
    "question",
    [
        "場に《白金の天使》はいない。ライフ0。負け？",
        "場に《白金の天使》を出す前にライフ0になった。負け？",
        "場に《白金の天使》？ライフ0だけど負け？",
        "場に《白金の天使》。自分も相手もライフ0。どうなる？",
    ],
)
def test_a_japanese_verbless_presence_that_may_mean_otherwise_gets_no_verdict(
    question: str,
) -> None:
    assert asker_outcome(question, ANGEL) is None


# An order word the engine does not read ("before that", 「先に」): the clauses of its sentence
# played at each point of the story; a verdict only where every point gives the same.
ORDER_AGREED = [
    ("Opponent at 2. He conceded before I bolted him. Did I win?", "wins"),
    ("Opponent has 9 poison. He got 1 more poison counter before he conceded. Did I win?", "wins"),
    ("My opponent is at 0. Before he went to 0 he conceded. Did I win?", "wins"),
    ("相手のライフは3。先に相手が投了していた。勝ち？", "wins"),
    ("ライフ5で3点受けた。先に2点回復していた。負け？", "keeps_playing"),
    ("自分の毒カウンターは9個。先に相手が投了していた。負け？", "wins"),
]
ORDER_DEPENDS = [
    "Opponent conceded. Took 4 damage before that. Did I win?",
    "I'm at 2. Took 3 before that. Do I lose?",
    "Before my opponent conceded, I was at 0 life. Do I win?",
    "I went to 0 life before my opponent conceded. Did I win?",
    "My opponent conceded before I went to 0 life. Did I win?",
    "I'm at 1. I gained 3 life before my opponent bolted me. Do I survive?",
    "I'm at 1. My opponent bolted me before I gained 3 life. Do I survive?",
    "I'm at 3. Before that I gained 2 life. Opponent bolts me. Do I lose?",
    "Opponent is at 1. Before that he gained 5 life. I bolt him. Did I win?",
    "My opponent drew from an empty library before I conceded. Who wins?",
    "Before I drew from my empty library, my opponent conceded. Did I win?",
    "自分のライフが0になったけど、先に相手が投了していた。負け？",
    "先に相手が投了して、その後自分のライフが0になった。勝ち？",
    # too many orders to play (two clauses moved among three)
    "I'm at 5 and my opponent is at 5. I take 5 before he takes 5. Who wins?",
]
# "before" said alone is "earlier", and a card held is no point of time: refused as before.
ORDER_REFUSED = [
    ("I had Platinum Angel before. I'm at 0 now. Do I lose?", ANGEL),
    ("I had Platinum Angel before that. I'm at 0 now. Do I lose?", ANGEL),
    ("I'm at 0 life now. Before that, Platinum Angel was on the battlefield. Do I lose?", ANGEL),
    # a card held beside clauses told out of order: read as held from the start, whenever it came
    ("先にライフが0になっていた。その後《白金の天使》を出した。負け？", ANGEL),
    ("I'm at 1 with Platinum Angel. Before that I lost 5 life. Do I lose?", ANGEL),
]


@pytest.mark.parametrize(("question", "asker"), ORDER_AGREED)
def test_a_clause_told_out_of_order_that_changes_nothing_gets_the_verdict(
    question: str, asker: str
) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == asker
    assert "the verdict is the same at each point of the story" in verdict.summary_en
    assert "話のどの時点のことでも結論は変わりません" in verdict.summary_ja


@pytest.mark.parametrize("question", ORDER_DEPENDS)
def test_a_clause_told_out_of_order_that_decides_gets_no_verdict(question: str) -> None:
    refused = verdict_or_reason(question, [])
    assert isinstance(refused, Unreadable)


@pytest.mark.parametrize(("question", "cards"), ORDER_REFUSED)
def test_an_order_word_beside_a_card_held_or_said_alone_is_refused(
    question: str, cards: list[str]
) -> None:
    refused = verdict_or_reason(question, cards)
    assert isinstance(refused, Unreadable)
    assert refused.reason in {
        "the engine cannot settle this: 'before'",
        "the engine cannot settle this: '先に'",
    }


def _told(kind: str, at: int) -> Clause:
    return Clause(kind, at, at + 1, "you", numbers=(1,))


def test_the_orders_are_bounded_the_story_as_told_first() -> None:
    """A clause moved among two others: three points; two among two: twelve, beyond the bound
    (MOST_ORDERS), refused (None). What the question asks stays where it is."""
    query = Clause("query", 9, 10)
    told = [_told("life_is", 0), _told("damage", 2), _told("life_change", 4), query]
    one = OpenOrder((3, 4), frozenset({(4, 5, "life_change")}))
    orders = reorderings(told, one)
    assert orders is not None and orders[0] == told
    assert [[c.kind for c in order if c.kind != "query"] for order in orders] == [
        ["life_is", "damage", "life_change"],
        ["life_change", "life_is", "damage"],
        ["life_is", "life_change", "damage"],
    ]
    assert all(query in order for order in orders)
    two = OpenOrder((3, 4), frozenset({(4, 5, "life_change"), (2, 3, "damage")}))
    assert reorderings([*told, _told("draw", 6)], two) is None


def test_plays_beyond_the_seat_bound_are_not_played() -> None:
    """The other plays may cost at most MOST_OPEN_SEATS players' games: beyond, the story is
    refused without a play judged."""
    situation = read_situation("My opponent concedes. Was at 3 life anyway. Do I win?", [])
    assert not isinstance(situation, Unreadable) and situation.open_fact is not None
    verdict = judge(situation)
    assert verdict is not None
    judged: list[Situation] = []

    def judging(play: Situation) -> Verdict | None:
        judged.append(play)
        return verdict

    fact = situation.open_fact
    within = weigh_fact(verdict, fact, judging, lambda play: MOST_OPEN_SEATS)
    assert isinstance(within, Verdict) and judged == list(fact.played)
    judged.clear()
    beyond = weigh_fact(verdict, fact, judging, lambda play: MOST_OPEN_SEATS + 1)
    assert beyond == "whose is 'at 3 life'? (in too many ways to play it)" and not judged


def test_a_player_leaving_the_game_told_with_no_subject_is_not_seated_among_many() -> None:
    """In a game of three or more, "conceded" with no subject may be every opponent's: played
    for each player alone it would agree on 'keeps playing', which it is not; refused."""
    leaving = Clause("concede", 0, 1, open_slot(0))
    assert seatings([leaving], ["you", "opponent", "opponent2"]) is None
    assert seatings([leaving], ["you", "opponent"]) is not None
    assert seatings([_open(0)], ["you", "opponent", "opponent2"]) is not None
