"""Strings every match of an expression holds: a text without them is passed over without trying
the expression, and finds what trying it finds."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from rulesdb.text import question_type
from rulesdb.text.question_type import stated_kinds
from rulesdb.text.regex_literals import (
    HeldStrings,
    Need,
    held_by_every_match,
    holds,
    is_need,
    need_strings,
    needed_by_every_match,
)


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


@pytest.mark.parametrize(
    ("pattern", "need"),
    [
        (r"\bscoop\b", "scoop"),
        (r"死[にな]|死亡する?の?[?？]|生き残", {"any": ["死", "死亡す", "生き残"]}),
        (r"\blife(?: total)? (?:is|was) 0", {"all": ["life", " ", {"any": ["is", "was"]}, " 0"]}),
        (r"(?:ab)+c?", "ab"),
        (r"x(?=y)y", {"all": ["y", "xy"]}),  # what a lookahead asserts is held too
        (r"^(?=.*\bwho wins\b)(?=.*\bcan'?t\b).*\bcan\b", {"all": ["who wins", "can", "t"]}),
        (r"(?<!not )\bcan\b(?!t)|unkillable", {"any": ["can", "unkillable"]}),
        (r"a?|b", None),  # may match nothing
        (r"(?i)scoop", None),
        (r"(?i:scoop)s", "s"),
    ],
)
def test_what_every_match_needs(pattern: str, need: Need | None) -> None:
    assert needed_by_every_match(re.compile(pattern)) == need
    assert is_need(need) or need is None


def test_a_need_holds_when_the_strings_said_meet_it() -> None:
    need: Need = {"all": ["life", {"any": ["is", "was"]}]}
    assert holds(need, {"life", "was"}) and holds(None, set())
    assert not holds(need, {"life"}) and not holds(need, {"is", "was"})
    assert need_strings(need) == {"life", "is", "was"}
    assert not is_need({"all": ["life"], "any": ["x"]}) and not is_need({"all": [3]})


def test_rules_state_the_kinds_they_state_when_tried_in_full(full_db: Path) -> None:
    with sqlite3.connect(full_db) as connection:
        texts = [row[0] for row in connection.execute("SELECT folded FROM documents")]
    kinds = frozenset(question_type._STATES)
    for text in texts:
        tried = sum(1 for cue in question_type._STATES.values() if cue.regex.search(text))
        assert stated_kinds(text, kinds) == tried, text


def test_the_strings_a_text_holds_are_found_by_their_first_two_characters() -> None:
    strings = HeldStrings(["life", "lif", "li", "l", "らいふ", "ら", "ife", "life", "", "xx"])
    assert strings.said("my life") == {"life", "lif", "li", "l", "ife", ""}
    assert strings.said("らいふ0") == {"らいふ", "ら", ""}
    assert strings.said("lip") == {"li", "l", ""}
    assert strings.said("") == {""}
    assert HeldStrings([]).said("life") == set()
