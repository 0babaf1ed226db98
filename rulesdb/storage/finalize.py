"""What every write ends with: derived tables rebuilt from the stored records."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime

from rulesdb.derived.card_names import rebuild_card_names
from rulesdb.derived.lineage import rebuild_lineage
from rulesdb.derived.rule_words import rebuild_rule_words
from rulesdb.derived.search_index import rebuild_search_index
from rulesdb.derived.terms import rebuild_terms
from rulesdb.storage.writer import RecordWriter


def finalize_database(connection: sqlite3.Connection) -> None:
    RecordWriter(connection).remove_orphans()
    rebuild_lineage(connection)
    rebuild_terms(connection)
    rebuild_search_index(connection)
    rebuild_card_names(connection)
    rebuild_rule_words(connection)
    connection.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES ('built_at', ?)",
        (datetime.now(UTC).isoformat(timespec="seconds"),),
    )
