"""The fetch records a database keeps from the last crawl (the writer stores them with the pages
they describe, `RecordWriter.remember_fetch`)."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from rulesdb.records import FetchRecord
from rulesdb.storage.store import is_current, read_only_uri


def stored_fetch_records(path: Path) -> list[FetchRecord]:
    """Every fetch record of the database at `path`; none when it is not a current database
    (a crawl then starts afresh)."""
    if not is_current(path):
        return []
    with contextlib.closing(sqlite3.connect(read_only_uri(path), uri=True)) as connection:
        rows = connection.execute(
            "SELECT url, etag, last_modified, status, content_hash FROM fetch_meta"
        ).fetchall()
    return [FetchRecord(*row) for row in rows]
