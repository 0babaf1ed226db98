"""Schema 4: the card name index stored as columns, and each folded name with its card
(rulesdb.derived.card_names), built from the cards a schema-3 database already holds."""

from __future__ import annotations

import sqlite3

from rulesdb.storage.migrations.migration import Migration


def _derive(connection: sqlite3.Connection) -> None:
    # Imported when a database is upgraded, not by every command that checks whether one is due.
    from rulesdb.derived.card_names import rebuild_card_names

    rebuild_card_names(connection)


CARD_NAMES = Migration(
    version=4,
    previous_fingerprint="b2f02035f1d61e98",
    statements=(
        """CREATE TABLE card_names (
    part  TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    text  TEXT,
    data  BLOB
) WITHOUT ROWID""",
        """CREATE TABLE card_exact_names (
    folded TEXT PRIMARY KEY,
    ref    TEXT NOT NULL
) WITHOUT ROWID""",
    ),
    derive=_derive,
)
