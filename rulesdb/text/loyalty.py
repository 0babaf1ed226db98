"""A planeswalker's loyalty abilities as its Oracle text writes them: "[−8]: Draw seven cards."
in English, 「-7：…」 (no brackets, a full-width colon) in its Japanese printing."""

from __future__ import annotations

import re
from collections.abc import Iterable

_COST = re.compile(r"\[?([+−\-–]?)(\d+|X)\]?\s*[:：]")
_MINUS = frozenset("−-–")


def loyalty_cost(line: str) -> int | None:
    """What a line's loyalty ability does to its planeswalker's loyalty (−8 for "[−8]:", +1 for
    "+1：", 0 for "[0]:" and X), or None for a line that is no loyalty ability."""
    match = _COST.match(line.strip())
    if match is None:
        return None
    amount = int(match.group(2)) if match.group(2).isdigit() else 0
    return -amount if match.group(1) in _MINUS else amount


def loyalty_abilities(lines: Iterable[str]) -> int:
    """How many of the lines are loyalty abilities (a planeswalker's text has two or more)."""
    return sum(loyalty_cost(line) is not None for line in lines)
