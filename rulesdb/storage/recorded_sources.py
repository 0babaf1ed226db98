"""The sources a database records (`sources.locator`): what a rebuild of an older database
re-reads so that nothing ingested is lost."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from rulesdb.storage.store import read_only_uri


def recorded_locators(path: Path) -> list[str]:
    """Every source locator the database at `path` records, oldest first; none when it cannot
    be read (a database too damaged to say)."""
    try:
        with contextlib.closing(sqlite3.connect(read_only_uri(path), uri=True)) as connection:
            rows = connection.execute("SELECT locator FROM sources ORDER BY id").fetchall()
    except sqlite3.Error:
        return []
    return [str(row[0]) for row in rows]
