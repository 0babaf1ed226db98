"""English stories that got a wrong verdict, found by rewording the tuning questions (the
asker's turn told without its draw, ...). Each must get the right verdict or none (a wrong
verdict is worse than none), and the wordings they were reworded from keep their verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for


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
