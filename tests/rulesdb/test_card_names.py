"""The card name index is stored when the cards are written and read back as the very index the
cards make; a missing, stale or damaged stored index is never used."""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.derived.card_names import (
    ARRAYS_CHECKSUM,
    CARD_ROWS,
    STARTS_CHECKSUM,
    card_name_entries,
    read_card_names,
    rebuild_card_names,
)
from rulesdb.search.name_index import NameIndex, load_card_index
from rulesdb.storage.migrations import MIGRATIONS
from rulesdb.storage.store import open_read_only_async
from rulesdb.storage.upgrades import apply_migration
from rulesdb.text.name_columns import JoinedNames, NameColumns, name_columns
from tests.rulesdb.test_migrations import old_database

QUESTIONS = ["Platinum Angle", "白金の天使", "プラチナ", "Lab Man", "シャハラザード", "Persecutor"]


def built_index(path: Path) -> NameIndex:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return NameIndex(card_name_entries(connection.execute(CARD_ROWS)))


def name_columns_of(path: Path) -> NameColumns:
    with contextlib.closing(sqlite3.connect(path)) as connection:
        return name_columns(card_name_entries(connection.execute(CARD_ROWS)))


async def stored_columns(path: Path) -> NameColumns:
    """The columns the database at `path` stores (it must store them)."""
    db = await open_read_only_async(path)
    try:
        stored = await read_card_names(db)
    finally:
        await db.close()
    assert stored is not None
    return stored


def same_index(read: NameIndex, built: NameIndex) -> None:
    assert list(read._labels) == list(built._labels)
    assert list(read._aliases) == list(built._aliases)
    assert list(read._key_names) == list(built._key_names)
    assert read._alias_keys == built._alias_keys
    assert read.sounds().english == built.sounds().english and read._sorted == built._sorted
    assert read.sounds().by_sound() == built.sounds().by_sound()
    assert list(read._postings) == list(built._postings)
    for gram, postings in built._postings.items():
        assert read._postings[gram].tolist() == postings.tolist()
    for question in QUESTIONS:
        assert read.search(question, limit=5) == built.search(question, limit=5)
        assert read.prefix(question[:3]) == built.prefix(question[:3])
        assert read.exact(question) == built.exact(question)
        assert read.sounded_in(question) == built.sounded_in(question)
        assert read.abbreviated_in(question) == built.abbreviated_in(question)


async def test_a_build_stores_the_index_the_cards_make(bundled_db: Path) -> None:
    db = await open_read_only_async(bundled_db)
    try:
        stored = await read_card_names(db)
        assert stored is not None and len(stored.keys) > 10
        same_index(NameIndex.from_columns(stored), built_index(bundled_db))
    finally:
        await db.close()


@pytest.mark.skipif(sys.byteorder != "little", reason="a big-endian machine reorders a copy")
async def test_the_stored_positions_are_read_without_a_copy(bundled_db: Path) -> None:
    """The positions are views of the bytes SQLite returned (a search's process copied 5 MB
    of them, with 30,000 cards, into memory it had not touched), and index as the built ones."""
    stored = await stored_columns(bundled_db)
    built = name_columns_of(bundled_db)
    for part in ("alias_keys", "english_keys", "offsets", "postings", "order"):
        read, made = getattr(stored, part), getattr(built, part)
        assert isinstance(read, memoryview), part
        assert read.tolist() == made.tolist() and read[1:3].tolist() == made[1:3].tolist()


async def test_a_search_cuts_out_the_names_it_reads_and_splits_no_column(
    tmp_path: Path, bundled_db: Path
) -> None:
    """The stored columns are read as one string each with where each name starts: a search
    for a card cuts out the names it reads and splits no column (with 30,000 cards they are
    220,000 names); an index stored before the starts were, or whose starts do not match their
    checksum, splits a column when it is first read, and reads the same index."""
    stored = await stored_columns(bundled_db)
    columns: dict[str, Sequence[str]] = {
        "keys": stored.keys,
        "labels": stored.labels,
        "aliases": stored.aliases,
        "words": stored.words,
        "place_words": stored.places.words,
    }
    assert all(isinstance(names, JoinedNames) for names in columns.values())
    index = NameIndex.from_columns(stored)
    assert [match.label for match in index.search("Platinum Angle", limit=1)] == [
        "白金の天使/Platinum Angel"
    ]
    assert index.exact("白金の天使") == "card:Platinum Angel"
    index.abbreviated_in("can Persecutor and Platinum Angel")
    split = [part for part, names in columns.items() if getattr(names, "_names", 1) is not None]
    assert split == []
    for name, damage in [
        ("before-starts", f"DELETE FROM card_names WHERE part = '{STARTS_CHECKSUM}'"),
        ("damaged-starts", "UPDATE card_names SET data = X'00000000' WHERE part = 'labels'"),
    ]:
        db = await open_read_only_async(damaged_copy(bundled_db, tmp_path, name, damage))
        try:
            split_when_read = await read_card_names(db)
        finally:
            await db.close()
        assert split_when_read is not None, name
        same_index(NameIndex.from_columns(split_when_read), built_index(bundled_db))


def with_a_card_written_after(built: Path, folder: Path) -> Path:
    """A copy of `built` with one card more than its stored names were made from."""
    path = folder / "changed.sqlite3"
    shutil.copyfile(built, path)
    with contextlib.closing(sqlite3.connect(path)) as connection:
        connection.execute("INSERT INTO cards (ref, en) VALUES ('card:zz', 'Zyzzyva Qux')")
        connection.commit()
    return path


async def test_cards_written_after_the_index_was_stored_are_not_missed(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = with_a_card_written_after(bundled_db, tmp_path)
    db = await open_read_only_async(path)
    try:
        assert await read_card_names(db) is None  # stale: built from other cards
        index = await load_card_index(db)
        assert index.exact("Zyzzyva Qux") == "card:zz"
    finally:
        await db.close()


async def test_a_damaged_index_is_refused_and_the_index_built_instead(
    tmp_path: Path, bundled_db: Path
) -> None:
    damages = [
        "UPDATE card_names SET data = substr(data, 1, length(data) - 4) WHERE part = 'postings'",
        "UPDATE card_names SET data = CAST(X'FFFFFF7F' || substr(data, 5) AS BLOB)"
        " WHERE part = 'postings'",
        "UPDATE card_names SET text = text || char(0) || 'extra' WHERE part = 'aliases'",
        "DELETE FROM card_names WHERE part = 'order'",
        "UPDATE card_names SET data = NULL WHERE part = 'offsets'",
    ]
    for number, damage in enumerate(damages):
        path = tmp_path / f"damaged-{number}.sqlite3"
        shutil.copyfile(bundled_db, path)
        with contextlib.closing(sqlite3.connect(path)) as connection:
            connection.execute(damage)
            connection.commit()
        db = await open_read_only_async(path)
        try:
            assert await read_card_names(db) is None, damage
            same_index(await load_card_index(db), built_index(path))
        finally:
            await db.close()


def damaged_copy(built: Path, folder: Path, name: str, *statements: str) -> Path:
    path = folder / f"{name}.sqlite3"
    shutil.copyfile(built, path)
    with contextlib.closing(sqlite3.connect(path)) as connection:
        for statement in statements:
            connection.execute(statement)
        connection.commit()
    return path


async def test_an_index_stored_before_its_checksum_is_checked_position_by_position(
    tmp_path: Path, bundled_db: Path
) -> None:
    without = f"DELETE FROM card_names WHERE part = '{ARRAYS_CHECKSUM}'"
    out_of_range = (
        # (|| makes text of blobs: cast back, or the damage is a type, not a position)
        "UPDATE card_names SET data = CAST(substr(data, 1, 4) || X'FFFFFF7F' || substr(data, 9)"
        " AS BLOB) WHERE part = 'postings'"
    )
    for name, damages, usable in [
        ("unchecked", [without], True),
        ("unchecked-damaged", [without, out_of_range], False),
        ("checked-damaged", [out_of_range], False),
    ]:
        db = await open_read_only_async(damaged_copy(bundled_db, tmp_path, name, *damages))
        try:
            stored = await read_card_names(db)
            assert (stored is not None) is usable, name
            if stored is not None:
                same_index(NameIndex.from_columns(stored), built_index(bundled_db))
        finally:
            await db.close()


def test_schema_4_stores_the_card_names_a_build_stores(tmp_path: Path, bundled_db: Path) -> None:
    (to_4,) = [migration for migration in MIGRATIONS if migration.version == 4]
    with contextlib.closing(old_database(tmp_path / "v3.sqlite3", 3, bundled_db)) as connection:
        apply_migration(connection, to_4)
        migrated = connection.execute("SELECT * FROM card_names ORDER BY part").fetchall()
        migrated_aliases = connection.execute("SELECT * FROM card_exact_names").fetchall()
    with contextlib.closing(sqlite3.connect(bundled_db)) as built:
        expected = built.execute("SELECT * FROM card_names ORDER BY part").fetchall()
        aliases = built.execute("SELECT * FROM card_exact_names").fetchall()
    assert len(expected) == 19 and migrated == expected
    assert len(aliases) > 10 and sorted(migrated_aliases) == sorted(aliases)


def test_a_name_that_cannot_be_stored_leaves_the_index_to_the_readers(tmp_path: Path) -> None:
    with contextlib.closing(sqlite3.connect(":memory:")) as connection:
        connection.executescript(
            "CREATE TABLE cards (id INTEGER PRIMARY KEY, ref TEXT, en TEXT, ja TEXT);"
            "CREATE TABLE card_names (part TEXT PRIMARY KEY, count INTEGER NOT NULL,"
            " text TEXT, data BLOB) WITHOUT ROWID;"
            "CREATE TABLE card_exact_names (folded TEXT PRIMARY KEY, ref TEXT NOT NULL)"
            " WITHOUT ROWID;"
        )
        connection.execute("INSERT INTO cards (ref, en) VALUES ('card:a', ?)", ("Odd\x00Name",))
        rebuild_card_names(connection)
        assert connection.execute("SELECT count(*) FROM card_names").fetchone() == (0,)


async def test_a_card_asked_for_by_its_exact_name_is_found_without_the_catalog(
    bundled_db: Path,
) -> None:
    database = await RulesDatabase.open(bundled_db)
    try:
        for name in [
            "白金の天使",
            "Platinum Angel",
            "platinum  angel",
            "ＰＬＡＴＩＮＵＭ ＡＮＧＥＬ",
        ]:
            ref = await database.card_named(name)
            assert ref is not None, name
            answer = await database.describe_card(ref)
            assert answer["en"] == "Platinum Angel"
        assert await database.card_named("Platinum Angle") is None  # a typo: the catalog's
        assert await database.card_named("   ") is None
        assert database.loaded_parts() == frozenset()
        catalog = await database.catalog()
        assert await catalog.card("白金の天使") == answer
        built = built_index(bundled_db)
        for alias in built._aliases:
            assert await database.card_named(alias) == built.exact_folded(alias)
    finally:
        await database.close()


async def test_exact_names_of_other_cards_than_the_stored_ones_are_not_trusted(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = with_a_card_written_after(bundled_db, tmp_path)
    database = await RulesDatabase.open(path)
    try:
        assert await database.card_named("Platinum Angel") is None
    finally:
        await database.close()


async def test_whether_the_stored_exact_names_are_the_cards_is_read_once(bundled_db: Path) -> None:
    # The database does not change under an open RulesDatabase: counting every card again for
    # each exact-name lookup (a bot's every /card) would read the same answer each time.
    database = await RulesDatabase.open(bundled_db)
    statements: list[str] = []
    try:
        await database.connection.set_trace_callback(statements.append)
        assert await database.card_named("Platinum Angel") == "card:Platinum Angel"
        counted = [s for s in statements if "count(*)" in s]
        assert len(counted) == 1
        statements.clear()
        assert await database.card_named("白金の天使") == "card:Platinum Angel"
        assert await database.card_named("Platinum Angle") is None
        assert statements and not [s for s in statements if "count(*)" in s]
    finally:
        await database.close()
