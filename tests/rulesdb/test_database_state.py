"""`inspect_database`: what a database path holds, read without writing anything; the writer's
refusals, lock and staging cleanup (rulesdb.storage.atomic)."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path

import pytest

from rulesdb.storage.atomic import replacing_database
from rulesdb.storage.staging import remove_stale_staging
from rulesdb.storage.store import (
    SCHEMA_VERSION,
    DatabaseKind,
    DatabaseStateError,
    inspect_database,
    page_problems,
)
from rulesdb.storage.write_errors import DatabaseBusyError
from rulesdb.storage.writer_lock import LockPolicy, writer_lock
from tests.rulesdb.corpus import english_2023, store, wiki_page
from tests.rulesdb.damage import corrupt_a_table_page, dead_pid


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    store(path, [wiki_page(), english_2023()])
    return path


def test_each_kind_of_path_is_told_apart(tmp_path: Path, db: Path) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("notes\n", encoding="utf-8")
    binary = tmp_path / "blob.bin"
    binary.write_bytes(bytes(range(256)))
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    foreign = tmp_path / "foreign.sqlite3"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE notes (x)")
    kinds = {
        tmp_path / "missing.sqlite3": DatabaseKind.ABSENT,
        empty: DatabaseKind.EMPTY,
        db: DatabaseKind.CURRENT,
        text: DatabaseKind.NOT_SQLITE,
        binary: DatabaseKind.NOT_SQLITE,
        foreign: DatabaseKind.FOREIGN_SQLITE,
        tmp_path: DatabaseKind.DIRECTORY,
    }
    assert {path: inspect_database(path).kind for path in kinds} == kinds
    assert inspect_database(text).detail == "text"
    assert inspect_database(binary).detail == "binary data"
    assert inspect_database(foreign).detail == "another SQLite database"
    assert text.read_text(encoding="utf-8") == "notes\n"


def test_older_newer_and_truncated_databases(tmp_path: Path, db: Path) -> None:
    newer, older, truncated = (tmp_path / name for name in ("newer", "older", "truncated"))
    for copy in (newer, older, truncated):
        copy.write_bytes(db.read_bytes())
    with sqlite3.connect(newer) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with sqlite3.connect(older) as connection:
        connection.execute("UPDATE meta SET value = 'older' WHERE key = 'schema_fingerprint'")
    truncated.write_bytes(db.read_bytes()[: db.stat().st_size // 2])
    assert (inspect_database(newer).kind, inspect_database(newer).version) == (
        DatabaseKind.NEWER,
        SCHEMA_VERSION + 1,
    )
    assert inspect_database(older).kind is DatabaseKind.OLDER
    state = inspect_database(truncated)
    assert state.kind is DatabaseKind.DAMAGED and "truncated" in state.detail


def test_corrupt_pages_are_found_by_the_page_check(db: Path) -> None:
    assert page_problems(db) == []
    corrupt_a_table_page(db)
    assert inspect_database(db).kind is DatabaseKind.CURRENT  # the header is intact
    assert page_problems(db)


@pytest.mark.parametrize("keep", [True, False])
def test_a_writer_never_replaces_what_is_not_a_judgebot_database(
    tmp_path: Path, keep: bool
) -> None:
    text = tmp_path / "notes.txt"
    text.write_text("notes\n", encoding="utf-8")
    with pytest.raises(DatabaseStateError) as refused, replacing_database(text, keep_existing=keep):
        pytest.fail("the block must not run")
    assert refused.value.state.kind is DatabaseKind.NOT_SQLITE
    assert text.read_text(encoding="utf-8") == "notes\n"
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_stale_staging_files_of_dead_processes_are_removed(db: Path) -> None:
    stale = db.with_name(f".{db.name}.{dead_pid()}.staging")
    stale.write_bytes(b"x" * 5000)
    journal = stale.with_name(stale.name + "-journal")
    journal.write_bytes(b"y" * 100)
    alive = db.with_name(f".{db.name}.{os.getppid()}.staging")
    alive.write_bytes(b"z")
    other = db.with_name(".other.sqlite3.1.staging")
    other.write_bytes(b"z")
    assert remove_stale_staging(db) == (2, 5100)
    assert not stale.exists() and not journal.exists()
    assert alive.exists() and other.exists()


def test_a_second_writer_fails_at_once_without_waiting(db: Path) -> None:
    with (
        writer_lock(db, LockPolicy()),
        pytest.raises(DatabaseBusyError) as busy,
        replacing_database(db, keep_existing=True, lock=LockPolicy(wait=False)),
    ):
        pytest.fail("the block must not run")
    assert busy.value.holder == os.getpid()


def test_the_lock_file_is_there_only_while_a_writer_holds_it(db: Path) -> None:
    lock_file = db.with_name(f".{db.name}.lock")
    with writer_lock(db, LockPolicy()):
        assert lock_file.read_text(encoding="ascii") == f"{os.getpid()}\n"
    assert not lock_file.exists()
