"""English stories whose read facts the words put in doubt: a figure taken back ("wait no"), a
life total kept from changing, damage prevented or turned aside, a replacement told, a card
held by a player no word names. Each was given a verdict before (most of them wrong): each gets
none now, and beside it the same story told plainly keeps its verdict."""

from __future__ import annotations

import pytest

from bot.application.situation_verdict import refusal
from bot.application.situations import verdict_for

LICH = ["Nefarious Lich"]
ANGEL = ["Platinum Angel"]
MANIAC = ["Laboratory Maniac"]

# (the story in doubt, the same story told plainly, the cards, the plain story's verdict)
PAIRS = [
    # A correction: both amounts were played (3 and 2 dealt: 'loses').
    (
        "I'm at 5. Opp hits me for 3, wait no, for 2. Alive?",
        "I'm at 5. Opp hits me for 2. Alive?",
        [],
        "keeps_playing",
    ),
    (
        "I'm at 5, opp bolts me, sorry, I mean shocks me for 2. Am I dead?",
        "I'm at 5, opp shocks me for 2. Am I dead?",
        [],
        "keeps_playing",
    ),
    (
        "Opp is at 4. I hit them for 3, correction, for 4. Do I win?",
        "Opp is at 4. I hit them for 4. Do I win?",
        [],
        "wins",
    ),
    (
        "I'm at 1. I gain 3 life, then opp hits me for 3. Wait, no, he hit me for 4. Alive?",
        "I'm at 1. I gain 3 life, then opp hits me for 4. Alive?",
        [],
        "loses",
    ),
    (
        "Opponent is at 3. My Impact Tremors trigger deals 1 damage to each opponent... no wait,"
        " just the one opponent, it deals 2 to them. Do I win?",
        "Opponent is at 3. My Impact Tremors trigger deals 2 damage to them. Do I win?",
        [],
        "keeps_playing",
    ),
    (
        # The taken-back total was read as the asker's, and the Pestilence as doing nothing.
        "Both of us at 1 life, my opponent activates Pestilence, but wait, no, I was actually at"
        " 3. Who wins?",
        "Both of us at 1 life, my opponent activates Pestilence and it hits both players for 1 at"
        " the same time. Who wins?",
        [],
        "draw",
    ),
    # A life total kept from changing: the damage was played.
    (
        "I'm at 3, I can't lose life this turn, opp bolts me. Dead?",
        "I'm at 3, opp bolts me. Dead?",
        [],
        "loses",
    ),
    (
        "Opp at 3, I bolt them but their life total can't change. Win?",
        "Opp at 3, I bolt them. Win?",
        [],
        "wins",
    ),
    (
        "Opp is at 4 and I hit them for 5 but they can't lose life. Do I win?",
        "Opp is at 4 and I hit them for 5. Do I win?",
        [],
        "wins",
    ),
    (
        "I'm at 3 and opp bolts me, but my life total can't change. Dead?",
        "I'm at 3 and opp bolts me. Dead?",
        [],
        "loses",
    ),
    (
        # The gain was played although the story forbids it.
        "I'm at 1, I can't gain life, I gain 3 life then opp hits me for 3. Alive?",
        "I'm at 1. I gain 3 life, then opp hits me for 3. Alive?",
        [],
        "keeps_playing",
    ),
    # Damage prevented, shielded or turned aside: it was played in full.
    (
        "Quick q: opponent at 4, I hit them for 2 twice, but they have a prevention shield. Is"
        " that lethal?",
        "Quick q: opponent at 4, I hit them for 2 twice. Is that lethal?",
        [],
        "wins",
    ),
    (
        "I'm at 3 and opp bolts me but I have a shield counter. Dead?",
        "I'm at 3 and opp bolts me. No shields, nothing. Dead?",
        [],
        "loses",
    ),
    (
        "I'm at 3 and opp bolts me, but I deflect it. Dead?",
        "I'm at 3 and opp bolts me. Dead?",
        [],
        "loses",
    ),
    (
        "I'm at 3 and opp bolts me, but I have a ward of 2 mana. Dead?",
        "I'm at 3 and opp bolts me. Dead?",
        [],
        "loses",
    ),
    (
        "I'm at 4 and take 5 damage, but I gain that much life instead. Dead?",
        "I'm at 4 and take 5 damage. Dead?",
        [],
        "loses",
    ),
    # A number read in two pieces ("at 1", "0 poison"): the opponent at 1 life.
    (
        "I have opp at 10 poison. Do I win?",
        "Opp is at 10 poison. Do I win?",
        [],
        "wins",
    ),
    # Counters on the asker read as the opponent's.
    (
        "I have Lich's Mirror. Opp has 10 poison counters on me. What happens?",
        "I have Lich's Mirror. Opp has 10 poison counters. What happens?",
        ["Lich's Mirror"],
        "wins",
    ),
    # An event told in a question, in a statement's order: the story was played without it.
    (
        "I'm on 3. I bolt myself? Am I dead?",
        "I'm on 3. I bolt myself for 3. Am I dead?",
        [],
        "loses",
    ),
    (
        "I'm at 3. He pings me twice? Dead?",
        "I'm at 3. He pings me for 1 twice. Dead?",
        [],
        "keeps_playing",
    ),
    (
        "Opp is at 2. I drain him? Do I win?",
        "Opp is at 2. I drain him for 2. Do I win?",
        [],
        "wins",
    ),
    (
        "I'm at 2. Opp sacrifices a creature to his Blood Artist? Dead?",
        "I'm at 2. Opp's Blood Artist drains me for 2. Dead?",
        [],
        "loses",
    ),
    # A card held by a player no word names: read as the asker's.
    (
        "What happens when a player with Nefarious Lich would lose life?",
        "Nefarious Lich on my side, 8 cards in my graveyard. Opp's Shivan Dragon hits me for 5."
        " Thoughts?",
        LICH,
        "keeps_playing",
    ),
    (
        "What happens when a player with Platinum Angel takes 20 damage at 3 life?",
        "I have Platinum Angel out. I'm at 3 and take 20 damage. What happens?",
        ANGEL,
        "keeps_playing",
    ),
    (
        "Any player with Laboratory Maniac who draws from an empty library wins, right?",
        "I have Laboratory Maniac out and draw from my empty library. I win, right?",
        MANIAC,
        "wins",
    ),
]


@pytest.mark.parametrize(("doubted", "plain", "cards", "expect"), PAIRS)
def test_a_story_in_doubt_gets_no_verdict(
    doubted: str, plain: str, cards: list[str], expect: str
) -> None:
    assert verdict_for(doubted, cards) is None


@pytest.mark.parametrize(("doubted", "plain", "cards", "expect"), PAIRS)
def test_the_same_story_told_plainly_keeps_its_verdict(
    doubted: str, plain: str, cards: list[str], expect: str
) -> None:
    verdict = verdict_for(plain, cards)
    assert verdict is not None and verdict.asker == expect


# The guards' words where they put nothing in doubt: an outcome asked in a statement's order,
# counters on their holder, a "wait" or a "sorry" that takes nothing back, a prohibition on a
# gain no one gains, the Angel's "can't lose", "instead" asked about.
KEPT = [
    ("My teammate in 2HG conceded. I'm holding Platinum Angel out. Our team lost?", ANGEL, "loses"),
    ("Opp has 3 poison counters on him. I give him 7 more. Do I win?", [], "wins"),
    ("I have 3 poison counters on me and opp gives me 7 more. Dead?", [], "loses"),
    ("Wait, I'm at 3 and opp bolts me. Dead?", [], "loses"),
    ("Ok wait. I'm at 3 and opp bolts me. Dead?", [], "loses"),
    ("Sorry for the noob question. I'm at 3 and opp bolts me. Dead?", [], "loses"),
    ("I'm at 3 and opp bolts me, sorry if this is obvious. Dead?", [], "loses"),
    ("I mean, I'm at 3 and opp bolts me. Dead?", [], "loses"),
    ("I'm at 3 and take 5 from opp. I can't gain life anyway. Dead?", [], "loses"),
    (
        "2HG at the prerelease. My teammate got tilted and conceded for our team while I have"
        " Platinum Angel in play. Angel says I can't lose... does our team still lose?",
        ANGEL,
        "loses",
    ),
    (
        "2HG nail-biter: one of the opposing heads has Laboratory Maniac and draws from an empty"
        " library to win. But my teammate has Platinum Angel out. Do they win? Do they lose for"
        " decking instead?",
        [*MANIAC, *ANGEL],
        "keeps_playing",
    ),
]


@pytest.mark.parametrize(("question", "cards", "expect"), KEPT)
def test_the_guard_words_that_doubt_nothing_keep_the_verdict(
    question: str, cards: list[str], expect: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == expect


# A question that asks when ("which step", "right away") is not answered by who loses; "right?"
# and "right there" beside an outcome still ask it.
@pytest.mark.parametrize(
    ("question", "asks_the_outcome"),
    [
        ("I'm at 3 and opp bolts me. Which step do I lose in?", False),
        ("I'm at 3 and opp bolts me. What phase does the game end in?", False),
        ("I'm at 3 and opp bolts me. Do state-based actions check right away?", False),
        ("I'm at 3 and opp bolts me. I'm dead, right?", True),
        ("I'm at -3 and opp Murders my Angel. Do I drop dead right there?", True),
        ("I'm at 3 and opp bolts me. Am I out right now?", True),
    ],
)
def test_a_question_of_when_gets_no_verdict(question: str, asks_the_outcome: bool) -> None:
    assert (refusal(question) is None) is asks_the_outcome
    if asks_the_outcome:
        return
    # The story itself is read and played: the refusal alone keeps the verdict out.
    assert verdict_for(question.replace(question.split(". ")[-1], "Dead?"), []) is not None
