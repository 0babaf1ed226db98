"""The engine and rulesdb each read rule numbers (the engine may not import rulesdb): both must
agree on every number of the four official rules files and on hand-picked forms."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.rule_citations import is_rule_number, rule_sort_key
from rulesdb.text.rule_numbers import parse_rule_number, sort_key
from scraper.official.cr_text import parse_rules_file
from tests.shared_data import CR_FILES, official_rules_files

# Both accept, unchanged.
CANONICAL = ["100", "104.3", "104.3a", "104.3j", "724.5c", "903.10a", "999.99z", "702.190b"]
# Neither accepts as a canonical number (rulesdb may still read some of them as typed input).
MALFORMED = [
    "", "1000", "99", "099", "724.", "724.5.", "724.5aa", "724.a", "724.5.1", "724-5",
    "7245", "724,5", "724.5A", " 724.5", "724.5 ", "CR 724.5", "７２４．５", "724.0a5",
]  # fmt: skip
# Where the grammars differ on purpose: rulesdb also reads chapters and any letter a user types;
# the engine cites sections and below, in letters the rules use (never l or o).
RULESDB_ONLY = ["7", "724.5l", "724.5o", "724.05"]


def _rulesdb_canonical(text: str) -> bool:
    return parse_rule_number(text) == text


def _numbers_below_chapters(path: Path) -> list[str]:
    return [rule.number for rule in parse_rules_file(path).rules if rule.kind != "chapter"]


@pytest.mark.parametrize("number", CANONICAL)
def test_both_accept_canonical_numbers(number: str) -> None:
    assert is_rule_number(number)
    assert _rulesdb_canonical(number)
    assert rule_sort_key(number) == sort_key(number)


@pytest.mark.parametrize("text", MALFORMED)
def test_both_reject_malformed_numbers(text: str) -> None:
    assert not is_rule_number(text)
    assert not _rulesdb_canonical(text)


@pytest.mark.parametrize("text", RULESDB_ONLY)
def test_known_differences_stay_as_documented(text: str) -> None:
    assert _rulesdb_canonical(text)
    assert not is_rule_number(text)


def test_engine_numbers_are_a_subset_of_rulesdb_numbers() -> None:
    from engine.rule_citations import ALL_RULES

    assert all(_rulesdb_canonical(rule) for rule in ALL_RULES)


@pytest.mark.parametrize("name", CR_FILES)
def test_grammars_agree_on_every_number_of_the_rules_file(name: str) -> None:
    path = next(p for p in official_rules_files() if p.name == name)
    numbers = _numbers_below_chapters(path)
    assert len(numbers) > 2000
    assert [n for n in numbers if not is_rule_number(n)] == []
    assert [n for n in numbers if not _rulesdb_canonical(n)] == []
    assert sorted(numbers, key=rule_sort_key) == sorted(numbers, key=sort_key) == numbers
