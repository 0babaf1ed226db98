"""A variant's cue is compiled only for a text holding one of the strings every match of it
holds, and finds what trying every cue finds."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from rulesdb.text import variants
from rulesdb.text.regex_literals import held_by_every_match


def test_the_strings_written_for_each_cue_are_what_its_expression_needs() -> None:
    # Stale after a change to a cue: write its strings again from held_by_every_match.
    for variant in variants._CUES:
        assert variants._CUE_HELD[variant] == held_by_every_match(variants.cue_pattern(variant))


def test_a_text_naming_no_variant_compiles_no_cue() -> None:
    variants.cue_pattern.cache_clear()
    assert variants.named_variants("what does deathtouch do with trample, again?") == frozenset()
    assert variants.cue_pattern.cache_info().currsize == 0
    assert variants.named_variants("in a 2hg game, do we share life?") >= {
        variants.TWO_HEADED_GIANT
    }
    assert 0 < variants.cue_pattern.cache_info().currsize < len(variants._CUES)


def test_the_rules_texts_name_the_variants_trying_every_cue_names(full_db: Path) -> None:
    with sqlite3.connect(full_db) as connection:
        texts = [row[0] for row in connection.execute("SELECT folded FROM documents")]
    for text in texts:
        tried = {v for v in variants._CUES if variants.cue_pattern(v).search(text)}
        assert {v for v in variants._CUES if variants._cued(v, text)} == tried, text
