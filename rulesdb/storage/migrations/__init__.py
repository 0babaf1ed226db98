"""The numbered schema migrations, oldest first: migration N takes a database whose
`PRAGMA user_version` is N-1 to N, with the statements written out for that step (never read
back from schema.sql) and the derived contents its new objects need. Adding a version to
schema.sql means adding its migration here, in a module of its own; the oldest version listed
here, minus one, is the oldest database that is upgraded rather than rebuilt."""

from __future__ import annotations

from rulesdb.storage.migrations.migration import Migration
from rulesdb.storage.migrations.v3_restatements import RESTATEMENTS
from rulesdb.storage.migrations.v4_card_names import CARD_NAMES

MIGRATIONS: tuple[Migration, ...] = (RESTATEMENTS, CARD_NAMES)


def migrations_after(version: int) -> tuple[Migration, ...]:
    """The migrations a database of `version` goes through, in order."""
    return tuple(migration for migration in MIGRATIONS if migration.version > version)


def first_migration_from(version: int) -> Migration | None:
    """The migration that starts from `version`, if this build has one."""
    return next((m for m in MIGRATIONS if m.version == version + 1), None)
