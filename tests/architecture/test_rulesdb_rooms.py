"""rulesdb's rooms and the arrows between them (see rulesdb/__init__.py): `text` at the bottom
imports no other room; the shared shapes at the top import only each other; the derived tables,
storage, the vectors, the search and the lookups build upward; the database facade on top."""

from __future__ import annotations

from tests.architecture.house import (
    arrows_in_use,
    crowded_folders,
    cycle_in,
    forbidden_arrows,
    imports,
    long_functions,
    long_modules,
    modules,
    rooms_on_disk,
)

PACKAGE = "rulesdb"
# room -> the rooms it may import, and does: no other arrow exists.
ALLOWED: dict[str, set[str]] = {
    "text": set(),
    "records": set(),
    "card_records": set(),
    "answers": set(),
    "errors": set(),
    "provenance": set(),
    "edition_alignment": {"records"},
    "editions": set(),
    "derived": {"edition_alignment", "editions", "records", "text"},
    "storage": {"card_records", "derived", "records", "text"},
    "meaning": {"editions", "storage"},
    "search": {"answers", "derived", "editions", "meaning", "text"},
    "lookup": {"answers", "derived", "editions", "errors", "search", "text"},
    "contents": {"storage"},
    "database": {
        "answers",
        "derived",
        "editions",
        "lookup",
        "meaning",
        "provenance",
        "search",
        "storage",
        "text",
    },
}


def test_every_room_is_stated() -> None:
    assert rooms_on_disk(PACKAGE) == set(ALLOWED)


def test_modules_functions_and_folders_keep_the_house_sizes() -> None:
    assert long_modules(PACKAGE) == {}
    assert long_functions(PACKAGE) == {}
    assert crowded_folders(PACKAGE) == {}


def test_rooms_import_exactly_the_allowed_rooms() -> None:
    assert forbidden_arrows(PACKAGE, ALLOWED) == {}
    # every allowed arrow is a real one, so the list stays tight
    assert arrows_in_use(PACKAGE, ALLOWED) == ALLOWED


def test_the_rooms_have_no_cycle() -> None:
    assert cycle_in(ALLOWED) is None


def test_text_reads_no_database() -> None:
    # What text means is decided without SQLite, so every room can lean on it.
    for path in modules(f"{PACKAGE}/text"):
        assert not {"sqlite3", "aiosqlite"} & imports(path), path


def test_the_search_writes_nothing() -> None:
    # A read never writes: the search and the lookups never import the storage room's writers.
    for room in ("search", "lookup"):
        for path in modules(f"{PACKAGE}/{room}"):
            assert not {m for m in imports(path) if m.startswith("rulesdb.storage")}, path
