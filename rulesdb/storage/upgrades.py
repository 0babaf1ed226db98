"""Upgrading an older judgebot database in place, when this build knows the way from its schema.

Rebuilding an older database from the sources it records loses what a command cannot read again
without fetching (a synced wiki: hours of polite requests). When the newer schema only adds
tables and indexes whose contents are derived from what the database already holds, the older
database is copied, given the new objects and their contents, and stamped with the new version
and fingerprint instead, through the locked atomic writer like any other write.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable

from rulesdb.derived.restatements import rebuild_restatements
from rulesdb.storage.store import (
    SCHEMA_VERSION,
    DatabaseKind,
    DatabaseState,
    schema_fingerprint,
    schema_sql,
)

Step = Callable[[sqlite3.Connection], None]

_CREATE_RE = re.compile(
    r"CREATE\s+(?:VIRTUAL\s+)?(?:TABLE|INDEX)\s+(?:IF\s+NOT\s+EXISTS\s+)?(\w+)", re.IGNORECASE
)

# (schema version, fingerprint) of an older database -> what makes it current. Schema 2 (the
# fingerprint of every database built before the wiki's restated rules) lacks `restatements`.
_STEPS: dict[tuple[int, str], Step] = {
    (2, "9b54176d742dab68"): rebuild_restatements,
}


def upgradable(state: DatabaseState) -> bool:
    """Whether an older database can be made current in place."""
    return (
        state.kind is DatabaseKind.OLDER
        and state.version is not None
        and state.fingerprint is not None
        and (state.version, state.fingerprint) in _STEPS
    )


def _statements() -> list[str]:
    # The schema has no semicolons inside its statements (nor in its comments).
    without_comments = re.sub(r"--[^\n]*", "", schema_sql())
    return [part.strip() for part in without_comments.split(";") if part.strip()]


def upgrade(connection: sqlite3.Connection, state: DatabaseState) -> None:
    """Make the copy of an `upgradable` database current: the schema's objects it lacks, their
    contents, the new version and fingerprint. Raises ValueError for any other database."""
    if not upgradable(state):
        raise ValueError(f"{state.path}: no upgrade from {state.detail or state.kind.value}")
    assert state.version is not None and state.fingerprint is not None
    present = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    wanted: set[str] = set()
    for statement in _statements():
        created = _CREATE_RE.match(statement)
        if created is None:
            continue
        wanted.add(created.group(1))
        if created.group(1) not in present:
            connection.execute(statement)
    missing = wanted - {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
    if missing:
        raise ValueError(f"{state.path}: the upgrade left out {sorted(missing)}")
    _STEPS[(state.version, state.fingerprint)](connection)
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    connection.execute(
        "UPDATE meta SET value = ? WHERE key = 'schema_fingerprint'", (schema_fingerprint(),)
    )
