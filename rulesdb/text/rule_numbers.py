"""Rule numbers in every form a user types them.

`724.5a`, `CR 724.5`, `rule 724.5.`, `７２４．５ａ` are all rule 724.5a. The engine keeps its own,
narrower grammar (`engine.rule_citations`); `tests/test_rule_number_agreement.py` checks that the
two agree on every number of the official rules files.
"""

from __future__ import annotations

import functools
import re
import unicodedata

# 1-9 is a chapter, 100-999 a section, 724.5 a rule, 724.5a a subrule.
_CANONICAL_RE = re.compile(r"^(?:[1-9]|[1-9]\d{2})(?:\.\d{1,3}[a-z]?)?$")
_PREFIX_RE = re.compile(
    r"^(?:comprehensive\s+rules?|cr|rules?|総合ルール|ルール|規則)\s*[:#]?\s*", re.IGNORECASE
)
_IN_TEXT_RE = re.compile(
    r"(?<![\w.])(?:(?:cr|rules?|総合ルール|ルール)\s*[:#]?\s*)?"
    r"([1-9]\d{2}(?:\.\d{1,3}[a-z]?)?)\.?(?![\w])",
    re.IGNORECASE,
)
_LETTER_RE = re.compile(r"^(\d+\.\d+)([a-z])$")


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip().lower()


# The same few thousand numbers are parsed and sorted again and again (every walkthrough cites
# two dozen rules, every rule lists its children): both are pure, so their results are kept,
# a bounded number of them (what users type is parsed too: at most a few hundred KB).
@functools.lru_cache(maxsize=4096)
def parse_rule_number(text: str) -> str | None:
    """The canonical number (`724.5a`) of a string that is only a rule reference, else None."""
    folded = _fold(text)
    folded = _PREFIX_RE.sub("", folded).strip()
    folded = folded.rstrip(".").strip()
    folded = re.sub(r"\s+", "", folded)
    if _CANONICAL_RE.match(folded):
        return folded
    return None


def find_rule_numbers(text: str) -> list[str]:
    """Rule numbers of sections and below (`104.3b`, `724`) mentioned anywhere in a question."""
    seen: list[str] = []
    for match in _IN_TEXT_RE.finditer(_fold(text)):
        number = match.group(1)
        if number not in seen:
            seen.append(number)
    return seen


def parent_of(number: str) -> str | None:
    """724.5a -> 724.5 -> 724 -> 7 -> None."""
    letter = _LETTER_RE.match(number)
    if letter:
        return letter.group(1)
    if "." in number:
        return number.split(".", 1)[0]
    if len(number) == 3:
        return number[0]
    return None


# (Compiled once: every command sorts the 3,400 rule numbers of its database when it opens it.)
_SUBRULE_RE = re.compile(r"(\d*)([a-z]?)")


@functools.lru_cache(maxsize=16384)
def sort_key(number: str) -> tuple[int, int, str]:
    head, _, tail = number.partition(".")
    digits = _SUBRULE_RE.match(tail)
    sub = int(digits.group(1)) if digits and digits.group(1) else -1
    letter = digits.group(2) if digits else ""
    return (int(head) if head.isdigit() else 0, sub, letter)


def is_subrule_of(number: str, ancestor: str) -> bool:
    current: str | None = number
    while current is not None:
        if current == ancestor:
            return True
        current = parent_of(current)
    return False


def numeric_position(number: str) -> int:
    """An integer that orders numbers as sort_key does (for storing an order)."""
    head, sub, letter = sort_key(number)
    return head * 1_000_000 + (sub + 1) * 100 + (ord(letter) - 96 if letter else 0)


def parent_number(number: str) -> str | None:
    """The rule a rule belongs to: 704.5a -> 704.5, 704.5 -> 704; a section's chapter is no
    rule, so 704 -> None (`parent_of` goes on to the chapter)."""
    return parent_of(number) if "." in number else None
