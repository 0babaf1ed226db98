"""The newest English rules' words are stored when the rules are written and read back as the
words the rules' text gives; a database without them, with words stored for other rules or for
another shortest word, has them read from the rules' text."""

from __future__ import annotations

import contextlib
import re
import sqlite3
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from rulesdb.derived.rule_words import RULE_WORDS_KEY, read_rule_words, words_in
from rulesdb.storage.store import open_read_only_async
from rulesdb.text.casual_words import SPELT_MIN_LETTERS
from tests.rulesdb.corpus import SUBGAME_END, english_2023, store, wiki_page


@pytest.fixture
def rules_db(tmp_path: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    store(path, [wiki_page(), english_2023()])
    return path


def stored_value(path: Path) -> str | None:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        row = connection.execute("SELECT value FROM meta WHERE key = ?", (RULE_WORDS_KEY,))
        found = row.fetchone()
    return None if found is None else str(found[0])


def set_stored_value(path: Path, value: str | None) -> None:
    with contextlib.closing(sqlite3.connect(path)) as connection, connection:
        connection.execute("DELETE FROM meta WHERE key = ?", (RULE_WORDS_KEY,))
        if value is not None:
            connection.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)", (RULE_WORDS_KEY, value)
            )


async def read(path: Path, shortest: int = SPELT_MIN_LETTERS) -> frozenset[str]:
    db = await open_read_only_async(path)
    try:
        return await read_rule_words(db, shortest)
    finally:
        await db.close()


def test_words_in_takes_lowered_words_of_the_shortest_length_or_more() -> None:
    assert words_in(["The Subgame ends; a player's LIBRARY."], 5) == {
        "subgame",
        "player",
        "library",
    }
    assert words_in(["The Subgame ends"], 4) == {"subgame", "ends"}


# Letters, the two characters lowered to ASCII letters, others beyond ASCII, and separators.
_TEXT = st.text(
    alphabet=st.sampled_from("aBzZqé’İKÅ -;.\n日ß\u0307Ως") | st.characters(), max_size=40
)


@given(texts=st.lists(_TEXT, max_size=4), shortest=st.integers(1, 6))
def test_words_in_are_the_runs_of_letters_of_the_lowered_text(
    texts: list[str], shortest: int
) -> None:
    # The definition, searched in the lowered string (how the words were read before they were
    # cut as bytes).
    expected = frozenset(re.findall(rf"[a-z]{{{shortest},}}", " ".join(texts).lower()))
    assert words_in(texts, shortest) == expected


def test_words_in_lowers_the_kelvin_sign_and_the_dotted_capital_i_as_a_string_does() -> None:
    assert words_in(["\u212aeeper of the L\u0130BRARY"], 2) == {
        "keeper",
        "of",
        "the",
        "li",
        "brary",
    }


async def test_a_write_stores_the_words_the_newest_english_rules_say(rules_db: Path) -> None:
    value = stored_value(rules_db)
    assert value is not None
    header, _, words = value.partition("\n")
    assert header.startswith(f"{SPELT_MIN_LETTERS} 20231013:")
    assert {"subgame", "shuffles", "library", "supplementary"} <= set(words.split())
    assert "その他のルール" not in words  # the Japanese rules are no English words
    assert await read(rules_db) == words_in([SUBGAME_END], SPELT_MIN_LETTERS) | {
        "additional",
        "rules",
        "subgames",
        "allows",
        "players",
        "magic",
        "shahrazad",
        "decks",
        "return",
        "supplementary",
    }


async def test_the_stored_words_are_what_is_read(rules_db: Path) -> None:
    value = stored_value(rules_db)
    assert value is not None
    set_stored_value(rules_db, value + " storedonly")
    assert "storedonly" in await read(rules_db)


async def test_a_database_without_them_reads_them_from_the_rules(rules_db: Path) -> None:
    stored = await read(rules_db)
    set_stored_value(rules_db, None)
    assert await read(rules_db) == stored


async def test_words_stored_for_other_rules_or_another_length_are_not_used(
    rules_db: Path,
) -> None:
    value = stored_value(rules_db)
    assert value is not None
    header, _, words = value.partition("\n")
    from_rules = await read(rules_db)
    # Stored for the rules as they were before one more rule was written (by an older build).
    shortest, _, built_from = header.partition(" ")
    edition, count, largest = built_from.split(":")
    stale = f"{shortest} {edition}:{int(count) - 1}:{largest}\n{words} storedonly"
    set_stored_value(rules_db, stale)
    assert await read(rules_db) == from_rules
    # Stored for another shortest word: read again for the one asked.
    set_stored_value(rules_db, f"{header}\n{words} storedonly")
    assert await read(rules_db, SPELT_MIN_LETTERS + 1) == words_in(
        [*from_rules], SPELT_MIN_LETTERS + 1
    )


async def test_a_database_without_english_rules_stores_and_reads_none(tmp_path: Path) -> None:
    path = tmp_path / "wiki.sqlite3"
    store(path, [wiki_page()])
    assert stored_value(path) is not None
    assert await read(path) == frozenset()
