"""Rule-number suggestions score only the numbers that can be among the best, and suggest
exactly what scoring every number would."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from rapidfuzz import fuzz

from rulesdb.editions import Editions
from rulesdb.lookup.rule_suggestions import shared_start
from rulesdb.lookup.rules_lookup import RulesLookup
from rulesdb.text.rule_numbers import parse_rule_number, sort_key

NUMBERS = sorted(
    [
        *(f"{section}" for section in range(100, 130)),
        *(f"{section}.{rule}" for section in (103, 104, 704, 724, 728) for rule in range(1, 12)),
        *(f"104.3{letter}" for letter in "abcdefghijk"),
        *(f"704.5{letter}" for letter in "abcdefghijklmnopqrstuvwxyz"),
        "1",
        "7",
    ],
    key=sort_key,
)


def every_number_scored(numbers: list[str], text: str, limit: int = 5) -> list[str]:
    """The suggestions as defined: every number scored, best shared start, then similarity."""
    wanted = parse_rule_number(text) or text.strip().lower()
    scored = [(shared_start(n, wanted), fuzz.ratio(n, wanted), n) for n in numbers]
    scored.sort(key=lambda item: (-item[0], -item[1], sort_key(item[2])))
    return [number for shared, ratio, number in scored[:limit] if shared > 0 or ratio > 60]


def lookup() -> RulesLookup:
    nothing: Any = None
    return RulesLookup(nothing, Editions([]), NUMBERS)


async def test_known_inputs() -> None:
    rules = lookup()
    for text in ["724.9", "704.5zz", "104.3", "1", "999", "", "rule 72", "abc", "7045a", "128.1"]:
        assert await rules.suggestions(text) == every_number_scored(NUMBERS, text), text
    assert (await rules.suggestions("724.99"))[:2] == ["724.9", "724.1"]


@settings(max_examples=300, deadline=None)
@given(st.text(alphabet="0123456789.abz ", max_size=8), st.integers(min_value=1, max_value=8))
def test_the_same_as_scoring_every_number(text: str, limit: int) -> None:
    import asyncio

    found = asyncio.run(lookup().suggestions(text, limit))
    assert found == every_number_scored(NUMBERS, text, limit)
