"""An expression screened by the strings its every match holds (rulesdb.text.regex_literals.
ScreenedPattern) has those strings written beside it: they are what its expression needs, it is
compiled only for a text holding one, and it finds what trying it in full finds."""

from __future__ import annotations

import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from bot.application import situation_rules
from rulesdb.text import question_type, variants
from rulesdb.text.regex_literals import ScreenedPattern, held_by_every_match


def screened_patterns(module: ModuleType) -> dict[str, ScreenedPattern]:
    """The module's screened expressions, alone or in a table, by their names."""
    found: dict[str, ScreenedPattern] = {}
    for name, value in vars(module).items():
        if isinstance(value, ScreenedPattern):
            found[name] = value
        elif isinstance(value, dict):
            found |= {
                f"{name}[{key}]": item
                for key, item in value.items()
                if isinstance(item, ScreenedPattern)
            }
    return found


MODULES = (variants, situation_rules, question_type)
PATTERNS = {
    f"{module.__name__}.{name}": pattern
    for module in MODULES
    for name, pattern in screened_patterns(module).items()
}


def test_every_module_screens_its_expressions() -> None:
    assert len(screened_patterns(variants)) == len(variants._CUES)
    assert len(screened_patterns(situation_rules)) == len(situation_rules._EVENTS) + 3


@pytest.mark.parametrize("name", sorted(PATTERNS))
def test_the_strings_written_are_what_the_expression_needs(name: str) -> None:
    # Stale after a change to the expression: write its strings again (held_by_every_match).
    pattern = PATTERNS[name]
    assert pattern.held == held_by_every_match(re.compile(pattern.source))


def test_a_text_holding_none_of_the_strings_compiles_nothing() -> None:
    pattern = ScreenedPattern(r"\bscoop(?:ed)?\b", ("scoop",))
    assert not pattern.search("i conceded") and not pattern.compiled
    assert not pattern.search("scoops") and pattern.compiled
    assert pattern.search("he scooped")
    assert ScreenedPattern(r"a?", None).search("")


def test_a_question_naming_no_variant_compiles_no_cue() -> None:
    """In a new process (this one's tests have compiled them): a question holding none of the
    cues' strings compiles none; one naming Two-Headed Giant compiles its cue, not all ten."""
    probe = (
        "from rulesdb.text import variants as v\n"
        "v.named_variants('what does deathtouch do with trample, again?')\n"
        "print(sorted(n for n, p in v._CUE_PATTERNS.items() if p.compiled))\n"
        "v.named_variants('in a 2hg game do we share life?')\n"
        "print(sorted(n for n, p in v._CUE_PATTERNS.items() if p.compiled))\n"
    )
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == ["[]", f"[{variants.TWO_HEADED_GIANT!r}]"]


def test_the_rules_texts_are_read_as_trying_every_expression_reads_them(full_db: Path) -> None:
    with sqlite3.connect(full_db) as connection:
        texts = [row[0] for row in connection.execute("SELECT folded FROM documents")]
    for text in texts:
        for name, pattern in PATTERNS.items():
            assert pattern.search(text) == bool(re.search(pattern.source, text)), (name, text)
