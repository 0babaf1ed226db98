"""Writing the database so that a failed or interrupted ingest leaves the previous one intact.

Every write goes to a new file next to the database (a copy of it when adding to it); only a
complete, committed file replaces the old one, with an atomic rename.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from rulesdb.store import configure_writer, create_database, is_current


@contextlib.contextmanager
def replacing_database(path: Path, *, keep_existing: bool) -> Iterator[sqlite3.Connection]:
    """A connection to the next version of `path`; it replaces `path` when the block succeeds.

    With `keep_existing`, the next version starts as a copy of the current database (when it is
    a current one); otherwise it starts empty.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    staging = path.with_name(f".{path.name}.{os.getpid()}.staging")
    staging.unlink(missing_ok=True)
    if keep_existing and is_current(path):
        connection = sqlite3.connect(staging)
        with contextlib.closing(sqlite3.connect(path)) as current:
            current.backup(connection)
        configure_writer(connection)
    else:
        connection = create_database(staging)
    try:
        yield connection
        connection.commit()
        connection.execute("VACUUM")
        connection.close()
        os.replace(staging, path)
    except BaseException:
        connection.close()
        staging.unlink(missing_ok=True)
        raise
