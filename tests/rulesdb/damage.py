"""Ways to damage a database file, and a pid no process has, for the database-safety tests."""

from __future__ import annotations

import sqlite3
from pathlib import Path


def dead_pid() -> int:
    """A pid no process has (pid_max is at most 2**22 on Linux)."""
    return 2**22 + 17


def corrupt_a_table_page(db: Path) -> None:
    """Overwrites the page header of the last page (table or index data), leaving the schema
    and the file header alone."""
    with sqlite3.connect(db) as connection:
        page_size = connection.execute("PRAGMA page_size").fetchone()[0]
        pages = connection.execute("PRAGMA page_count").fetchone()[0]
    with db.open("r+b") as file:
        file.seek((pages - 1) * page_size)
        file.write(b"\xff" * 16)
