"""The asker's outcome of a question, as the situation tests assert it."""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.situations import verdict_for


def asker_outcome(question: str, cards: Sequence[str] = ()) -> str | None:
    """The verdict's outcome for the asker, or None where there is no verdict."""
    verdict = verdict_for(question, list(cards))
    return None if verdict is None else verdict.asker
