"""English stories that got a wrong verdict, found by rewording the tuning questions: the
asker's turn told without its draw, an event only tried or nearly done, a card in a hand read
as in play, two players "both" at a total. Each must get the right verdict or none (a wrong
verdict is worse than none), and the wordings they were reworded from keep their verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for

ANGEL = ["Platinum Angel"]


def _asker(question: str, cards: list[str]) -> str | None:
    """The asker's verdict, or None when there is none."""
    verdict = verdict_for(question, cards)
    return None if verdict is None else verdict.asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', though the turn's draw is what the question turns on
        ("My library is empty and it's my turn now. Do I lose?", [], None),
        ("My library is empty and my turn is starting. Do I lose?", [], None),
        # the tuning wording, with the draw told; another turn, another number
        (
            "My library is empty and it's my draw step. I have 12 life and a full grip. "
            "Do I lose when I draw?",
            [],
            "loses",
        ),
        ("My library is empty and it's my opponent's turn. Do I lose?", [], "keeps_playing"),
        ("It's turn 5, I'm at 4 life and take 4 damage. Do I lose?", [], "loses"),
    ],
)
def test_the_askers_turn_told_without_its_draw_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert _asker(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', the removal played as if it had happened
        (
            "I was at -3 with Platinum Angel out. Then opponent tries to Murder the Angel but it "
            "fizzles. Do I die?",
            ANGEL,
            None,
        ),
        (
            "I was at -3 with Platinum Angel out. Opponent is about to Murder the Angel. Do I die?",
            ANGEL,
            None,
        ),
        (
            "I was at -3 with Platinum Angel out. Opponent almost Murdered the Angel. Do I die?",
            ANGEL,
            None,
        ),
        (
            "Running Immortal Coil. Graveyard had exactly 2 cards when my opponent threatened to "
            "deal me 3 damage. What happens?",
            ["Immortal Coil"],
            None,
        ),
        # main: 'keeps_playing', the Angel in a hand read as in play
        (
            "I was at -3 with Platinum Angel in my hand. Then opponent passes the turn. Do I die?",
            ANGEL,
            None,
        ),
        # main: 'loses', only the asker's total read of two
        (
            "Me and my buddy are both at 1 life and a spectator's Pestilence hits both players "
            "for 1 at the same time. Who wins?",
            [],
            None,
        ),
        # the tuning wordings, and the same words of what did happen
        (
            "I was at -3 with Platinum Angel out. Then opponent Murders the Angel. Do I die?",
            ANGEL,
            "loses",
        ),
        (
            "Running Immortal Coil. Graveyard had exactly 2 cards when my opponent dealt me 3 "
            "damage. What happens?",
            ["Immortal Coil"],
            "loses",
        ),
        (
            "Both of us at 1 life, my opponent activates Pestilence and it hits both players for 1 "
            "at the same time. Who wins?",
            [],
            "draw",
        ),
        (
            "We're both at 1 life and my Pestilence hits both players for 1 at the same time. "
            "Who wins?",
            [],
            "draw",
        ),
    ],
)
def test_what_was_only_tried_or_lies_elsewhere_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert _asker(question, cards) == asker
