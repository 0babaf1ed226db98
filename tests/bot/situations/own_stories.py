"""A set of our own stories (JSON lines with `id`, `q`, `cards`, `expect` and `split`, the half
its text's sha256 puts it in) and the verdicts the reader gives them: what the tests of a set
hold it to (its split as written, no wrong verdict in either half)."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from pathlib import Path

from bot.application.situations import Unreadable
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.verdict import verdict_or_reason
from engine import simulate

Story = dict[str, object]


def stories(path: Path) -> list[Story]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


def half(question: str) -> str:
    """The half a story falls in, fixed by its text before any reading: the first byte of its
    sha256, even for the tuning half."""
    return "tune" if hashlib.sha256(question.encode()).digest()[0] % 2 == 0 else "heldout"


def judged_by(question: str, names: list[str], texts: Sequence[OracleCard]) -> str | None:
    """The asker's verdict on `question` with the cards `names` and their `texts`, None where
    there is none; a verdict's scenario must be valid engine input."""
    verdict = verdict_or_reason(question, names, list(texts))
    if isinstance(verdict, Unreadable):
        return None
    simulate(verdict.scenario)
    return verdict.asker


def outcome(story: Story, texts: Sequence[OracleCard]) -> str:
    """The asker's verdict on the story, "none" where there is none; `texts`: the Oracle texts
    the search would give, of the cards the story names."""
    cards = [str(c) for c in story["cards"]]  # type: ignore[attr-defined]
    named = [t for t in texts if t.name in cards]
    verdict = verdict_or_reason(str(story["q"]), cards, named)
    return "none" if isinstance(verdict, Unreadable) else verdict.asker


def wrong_verdicts(told: list[Story], split: str, texts: Sequence[OracleCard]) -> list[str]:
    """The ids of the stories of `split` that get a verdict other than their label."""
    return [
        str(s["id"])
        for s in told
        if s["split"] == split and outcome(s, texts) not in {"none", s["expect"]}
    ]
