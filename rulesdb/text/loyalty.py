"""A planeswalker's loyalty abilities as its Oracle text writes them: "[−8]: Draw seven cards."
in English, 「-7：…」 (no brackets, a full-width colon) in its Japanese printing; and the words
players call the one of the highest cost by (its "ultimate", 奥義), for the search's names and the
composed answer's sentence alike."""

from __future__ import annotations

import re
from collections.abc import Iterable

# What players call a planeswalker's loyalty ability of the highest cost, its "ultimate": English
# words (whole words, "Karn's ult") and Japanese ones (奥義能力 too).
ULTIMATE_WORDS_EN = frozenset("ult ults ulti ultimate ultimates".split())
ULTIMATE_WORDS_JA = ("奥義", "アルティメット")
# (Said anywhere in a question: "ults" and "ultis" too, as the answer has always read them.)
_ULTIMATE_ASKED = re.compile(r"\bult(?:imate|i)?s?\b|" + "|".join(ULTIMATE_WORDS_JA), re.IGNORECASE)
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


def asks_ultimate(text: str) -> bool:
    """Whether `text` says a planeswalker's ultimate ("ult", "ultimate", 奥義, アルティメット)."""
    return _ULTIMATE_ASKED.search(text) is not None
