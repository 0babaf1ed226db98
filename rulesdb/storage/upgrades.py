"""Upgrading an older judgebot database in place, when this build knows the way from its schema.

Rebuilding an older database from the sources it records loses what a command cannot read again
without fetching (a synced wiki: hours of polite requests). When every newer schema only adds
tables and indexes whose contents are derived from what the database already holds, the older
database is copied and walked through the numbered migrations (rulesdb.storage.migrations) from
its `PRAGMA user_version` to SCHEMA_VERSION, then stamped with this build's fingerprint, through
the locked atomic writer like any other write.
"""

from __future__ import annotations

import contextlib
import sqlite3

from rulesdb.storage.migrations import first_migration_from, migrations_after
from rulesdb.storage.migrations.migration import Migration
from rulesdb.storage.store import (
    SCHEMA_VERSION,
    DatabaseKind,
    DatabaseState,
    schema_fingerprint,
    schema_sql,
)


def upgradable(state: DatabaseState) -> bool:
    """Whether an older database can be made current in place: a migration starts from its
    version and trusts its fingerprint (a development build's database of the same version
    has another shape), and the migrations reach SCHEMA_VERSION without a gap."""
    if state.kind is not DatabaseKind.OLDER or state.version is None:
        return False
    first = first_migration_from(state.version)
    if first is None or first.previous_fingerprint != state.fingerprint:
        return False
    steps = [migration.version for migration in migrations_after(state.version)]
    return steps == list(range(state.version + 1, SCHEMA_VERSION + 1))


def _object_names(connection: sqlite3.Connection) -> set[str]:
    return {str(row[0]) for row in connection.execute("SELECT name FROM sqlite_master")}


def _schema_object_names() -> set[str]:
    """The tables and indexes a database created by this build holds."""
    with contextlib.closing(sqlite3.connect(":memory:")) as fresh:
        fresh.executescript(schema_sql())
        return _object_names(fresh)


def apply_migration(connection: sqlite3.Connection, migration: Migration) -> None:
    """One step: the migration's objects, their contents, its version."""
    for statement in migration.statements:
        connection.execute(statement)
    migration.derive(connection)
    connection.execute(f"PRAGMA user_version = {migration.version}")


def upgrade(connection: sqlite3.Connection, state: DatabaseState) -> None:
    """Make the copy of an `upgradable` database current: each migration's objects and their
    contents, version by version, then this build's fingerprint. Raises ValueError for any
    other database."""
    if not upgradable(state):
        raise ValueError(f"{state.path}: no upgrade from {state.detail or state.kind.value}")
    assert state.version is not None
    for migration in migrations_after(state.version):
        apply_migration(connection, migration)
    missing = _schema_object_names() - _object_names(connection)
    if missing:
        raise ValueError(f"{state.path}: the upgrade left out {sorted(missing)}")
    connection.execute(
        "UPDATE meta SET value = ? WHERE key = 'schema_fingerprint'", (schema_fingerprint(),)
    )
