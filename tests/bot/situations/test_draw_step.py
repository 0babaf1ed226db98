"""A draw step told as where the story stands: the turn's draw is the step's own (504.1), so a
story that reaches the step is read with its draw ("my library is empty and it's my draw step"),
and one whose draw step the reader cannot tie to a draw gets no verdict rather than being played
without the draw that decides it (it was 'keeps_playing' for an empty library)."""

from __future__ import annotations

import pytest

from bot.application.situations import Situation, read_situation, verdict_for
from bot.application.situations.model import Draw

READ = [
    ("My library is empty and it's my draw step. Do I lose?", "loses"),
    ("I have 0 cards in library, and it's my draw step. Do I lose?", "loses"),
    ("I have 0 cards in my library. It's my draw step. Do I lose?", "loses"),
    ("My opponent has 0 cards in library and it's his draw step. Do I win?", "wins"),
    ("I have 3 cards in library and it's my draw step. Do I lose?", "keeps_playing"),
    # 「自分のドロー・ステップになりました」: the same, in Japanese (phrases.py)
    ("ライブラリー0枚で自分のドロー・ステップになりました。負けますか？", "loses"),
]

NO_VERDICT = [
    # The step named, no draw the reader ties to it: the draw would be lost unread.
    "Empty library, my draw step. Do I lose?",
    "My library is empty and we're in my draw step now. Do I lose?",
    "If I get to my draw step with an empty library, do I lose?",
    "I have 0 cards in library and it's my draw step, but I have Laboratory Maniac. Do I lose?",
    # (whose draw step it is not said)
    "ライブラリーが0枚のままドローステップを迎えました。負けですか？",
]


@pytest.mark.parametrize(("question", "expected"), READ)
def test_a_draw_step_told_as_the_last_clause_is_the_turns_draw(
    question: str, expected: str
) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None, question
    assert verdict.asker == expected


@pytest.mark.parametrize("question", NO_VERDICT)
def test_a_draw_step_with_no_draw_read_gets_no_verdict(question: str) -> None:
    assert verdict_for(question, []) is None


def test_a_draw_asked_after_the_step_is_the_steps_own_draw() -> None:
    question = "My library is empty and it's my draw step. Do I lose when I draw?"
    situation = read_situation(question, [])
    assert isinstance(situation, Situation)
    assert [e for e in situation.events if isinstance(e, Draw)] == [Draw("you", 1)]
