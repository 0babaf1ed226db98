"""The numbered schema migrations: each takes a database of the previous version, built from that
version's schema as it was released (tests/fixtures/schemas/vN.sql, copied from git history) and
filled with the bundled corpus, to its own version, keeping everything and deriving its new
contents; the list has no gap and ends at SCHEMA_VERSION."""

from __future__ import annotations

import contextlib
import hashlib
import re
import sqlite3
from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest

from rulesdb.storage.migrations import MIGRATIONS, first_migration_from, migrations_after
from rulesdb.storage.migrations.migration import Migration
from rulesdb.storage.store import (
    SCHEMA_VERSION,
    DatabaseKind,
    create_database,
    inspect_database,
    schema_fingerprint,
    schema_sql,
)
from rulesdb.storage.upgrades import apply_migration, upgradable, upgrade

SCHEMAS = Path(__file__).resolve().parents[1] / "fixtures" / "schemas"
# The fingerprint every released database of a version records. A new version's entry is added
# with its migration; the current one changes only with SCHEMA_VERSION.
RELEASED_FINGERPRINTS = {2: "9b54176d742dab68", 3: "b2f02035f1d61e98", 4: "8559c60f20b6213c"}


def schema_of(version: int) -> str:
    """The schema of `version` as released: this build's for the current version."""
    if version == SCHEMA_VERSION:
        return schema_sql()
    return (SCHEMAS / f"v{version}.sql").read_text(encoding="utf-8")


def stored_tables(connection: sqlite3.Connection) -> list[str]:
    """The main database's tables that hold rows (the full-text indexes' own tables included,
    the virtual tables over them not)."""
    rows = connection.execute(
        "SELECT name FROM main.sqlite_master"
        " WHERE type = 'table' AND sql NOT LIKE 'CREATE VIRTUAL%'"
    ).fetchall()
    return [str(name) for (name,) in rows]


def old_database(path: Path, version: int, content: Path) -> sqlite3.Connection:
    """A database of `version`, as a release of it made, holding what `content` holds in the
    tables that version has."""
    connection = sqlite3.connect(path)
    connection.executescript(schema_of(version))
    connection.execute(f"PRAGMA user_version = {version}")
    connection.execute(f"ATTACH DATABASE '{content}' AS content")
    for table in stored_tables(connection):
        # The full-text indexes' own tables are copied like any other: the index comes along.
        connection.execute(f'INSERT OR REPLACE INTO main."{table}" SELECT * FROM content."{table}"')
    connection.execute(
        "UPDATE meta SET value = ? WHERE key = 'schema_fingerprint'",
        (RELEASED_FINGERPRINTS[version],),
    )
    connection.commit()
    connection.execute("DETACH DATABASE content")
    return connection


def normalised_schema(connection: sqlite3.Connection) -> list[tuple[str, str, str, str]]:
    """sqlite_master without what does not make a schema: order, root pages, comments, spacing."""
    rows = connection.execute("SELECT type, name, tbl_name, sql FROM sqlite_master").fetchall()
    return sorted(
        (kind, name, table, " ".join(re.sub(r"--[^\n]*", "", sql or "").split()))
        for kind, name, table, sql in rows
    )


def table_rows(connection: sqlite3.Connection) -> dict[str, Counter[tuple[object, ...]]]:
    """Every stored table's rows."""
    return {
        name: Counter(connection.execute(f'SELECT * FROM "{name}"').fetchall())
        for name in stored_tables(connection)
    }


@contextlib.contextmanager
def fresh_database(path: Path) -> Iterator[sqlite3.Connection]:
    with contextlib.closing(create_database(path)) as connection:
        yield connection


def test_the_migrations_are_numbered_one_after_another_up_to_schema_version() -> None:
    # Bumping SCHEMA_VERSION without adding its migration fails here.
    versions = [migration.version for migration in MIGRATIONS]
    assert versions == list(range(versions[0], SCHEMA_VERSION + 1))
    assert migrations_after(SCHEMA_VERSION) == ()
    assert migrations_after(versions[0] - 1) == MIGRATIONS


def test_this_build_writes_the_schema_released_as_schema_version() -> None:
    # Any edit of schema.sql (a comment too) changes the fingerprint, and every database made
    # before it would be rebuilt: schema.sql changes with a new version and its migration.
    assert schema_fingerprint() == RELEASED_FINGERPRINTS[SCHEMA_VERSION]


@pytest.mark.parametrize("migration", MIGRATIONS, ids=lambda m: f"to-{m.version}")
def test_each_migration_starts_from_its_previous_release(migration: Migration) -> None:
    previous = migration.version - 1
    assert first_migration_from(previous) is migration
    assert migration.previous_fingerprint == RELEASED_FINGERPRINTS[previous]
    # The fixture is that release's schema.sql byte for byte.
    fixture = hashlib.sha256(schema_of(previous).encode("utf-8")).hexdigest()[:16]
    assert fixture == RELEASED_FINGERPRINTS[previous]


@pytest.mark.parametrize("migration", MIGRATIONS, ids=lambda m: f"to-{m.version}")
def test_a_migration_keeps_everything_and_makes_its_own_version(
    migration: Migration, tmp_path: Path, bundled_db: Path
) -> None:
    with contextlib.closing(
        old_database(tmp_path / "old.sqlite3", migration.version - 1, bundled_db)
    ) as connection:
        before = table_rows(connection)
        apply_migration(connection, migration)
        connection.commit()
        after = table_rows(connection)
        assert connection.execute("PRAGMA user_version").fetchone()[0] == migration.version
        assert {table: after[table] for table in before} == before
        assert set(after) > set(before)
        with contextlib.closing(sqlite3.connect(":memory:")) as target:
            target.executescript(schema_of(migration.version))
            assert normalised_schema(connection) == normalised_schema(target)


def test_schema_3_finds_the_rules_the_wiki_restates(tmp_path: Path, bundled_db: Path) -> None:
    (to_3,) = [migration for migration in MIGRATIONS if migration.version == 3]
    with contextlib.closing(old_database(tmp_path / "v2.sqlite3", 2, bundled_db)) as connection:
        apply_migration(connection, to_3)
        migrated = Counter(connection.execute("SELECT * FROM restatements").fetchall())
        index = connection.execute(
            "SELECT tbl_name FROM sqlite_master WHERE name = 'restatements_section'"
        ).fetchone()
    with contextlib.closing(sqlite3.connect(bundled_db)) as built:
        # What a build of the same records derives.
        expected = Counter(built.execute("SELECT * FROM restatements").fetchall())
    assert index == ("restatements",)
    assert len(expected) > 0 and migrated == expected


def test_a_schema_2_database_is_walked_to_the_current_schema(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = tmp_path / "v2.sqlite3"
    old_database(path, 2, bundled_db).close()
    state = inspect_database(path)
    assert state.kind is DatabaseKind.OLDER and state.detail == "schema 2" and upgradable(state)
    with contextlib.closing(sqlite3.connect(path)) as connection:
        upgrade(connection, state)
        connection.commit()
        with fresh_database(tmp_path / "fresh.sqlite3") as fresh:
            assert normalised_schema(connection) == normalised_schema(fresh)
    assert inspect_database(path).kind is DatabaseKind.CURRENT


def test_a_database_older_than_the_first_migration_is_rebuilt_instead(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = tmp_path / "v1.sqlite3"
    old_database(path, 2, bundled_db).close()
    too_old = MIGRATIONS[0].version - 2
    with contextlib.closing(sqlite3.connect(path)) as connection:
        connection.execute(f"PRAGMA user_version = {too_old}")
    state = inspect_database(path)
    assert state.kind is DatabaseKind.OLDER and not upgradable(state)
    with (
        contextlib.closing(sqlite3.connect(path)) as connection,
        pytest.raises(ValueError, match=f"no upgrade from schema {too_old}$"),
    ):
        upgrade(connection, state)


def test_a_development_build_of_the_current_version_is_not_upgraded(tmp_path: Path) -> None:
    path = tmp_path / "dev.sqlite3"
    with fresh_database(path) as connection:
        connection.execute(
            "UPDATE meta SET value = 'd0d0d0d0d0d0d0d0' WHERE key = 'schema_fingerprint'"
        )
        connection.commit()
    state = inspect_database(path)
    assert state.kind is DatabaseKind.OLDER
    assert state.detail == f"schema {SCHEMA_VERSION}, fingerprint d0d0d0d0d0d0d0d0"
    assert not upgradable(state)
