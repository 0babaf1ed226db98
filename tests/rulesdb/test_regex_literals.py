"""Strings every match of an expression holds: a text without them is passed over without trying
the expression, and finds what trying it finds."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from rulesdb.text import question_type
from rulesdb.text.question_type import stated_kinds
from rulesdb.text.regex_literals import HeldStrings, held_by_every_match


@pytest.mark.parametrize(
    ("pattern", "held"),
    [
        (r"\bscoop\b", ("scoop",)),
        (r"死[にな]|死亡する?の?[?？]|生き残", ("死", "死亡す", "生き残")),
        (r"(?<!self )\b(?:at|to)\s+(?:0|zero)\b", ("at", "to")),  # the longer
        (r"(?:ab)+c?", ("ab",)),
        (r"x(?=y)y", ("xy",)),
        (r"a?|b", None),  # may match nothing
        (r"\d+ life", (" life",)),
        (r"(?i)scoop", None),  # a case-insensitive pattern: its letters in any case
        (r"(?i:scoop)s", ("s",)),
    ],
)
def test_strings_every_match_holds(pattern: str, held: tuple[str, ...] | None) -> None:
    assert held_by_every_match(re.compile(pattern)) == held


def test_rules_state_the_kinds_they_state_when_tried_in_full(full_db: Path) -> None:
    with sqlite3.connect(full_db) as connection:
        texts = [row[0] for row in connection.execute("SELECT folded FROM documents")]
    kinds = frozenset(question_type._STATES)
    for text in texts:
        tried = sum(1 for cue in question_type._STATES.values() if cue.search(text))
        assert stated_kinds(text, kinds) == tried, text


def test_the_strings_a_text_holds_are_found_by_their_first_two_characters() -> None:
    strings = HeldStrings(["life", "lif", "li", "l", "らいふ", "ら", "ife", "life", "", "xx"])
    assert strings.said("my life") == {"life", "lif", "li", "l", "ife", ""}
    assert strings.said("らいふ0") == {"らいふ", "ら", ""}
    assert strings.said("lip") == {"li", "l", ""}
    assert strings.said("") == {""}
    assert HeldStrings([]).said("life") == set()
