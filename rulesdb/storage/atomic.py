"""Writing the database so that a failed or interrupted ingest leaves the previous one intact.

Every write holds the writer lock (rulesdb.storage.writer_lock) and goes to a new file next to the
database (a copy of it, made after the lock is taken, when adding to it); only a complete,
committed file replaces the old one, with an atomic rename (at the path a symlink leads to). Only
a path that is absent, empty or holds a judgebot database is ever written.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import stat
from collections.abc import Iterator
from pathlib import Path

from rulesdb.storage.staging import remove_staging, remove_stale_staging, staging_path
from rulesdb.storage.store import (
    DatabaseKind,
    DatabaseState,
    DatabaseStateError,
    configure_writer,
    create_database,
    inspect_database,
    page_problems,
)
from rulesdb.storage.upgrades import upgradable, upgrade
from rulesdb.storage.write_errors import DatabaseAccessError, access_problem, as_write_error
from rulesdb.storage.writer_lock import LockPolicy, writer_lock

# What a rebuild may replace: nothing of value is lost (an older or damaged judgebot database
# is rebuilt from its recorded sources by the caller).
REPLACEABLE = {
    DatabaseKind.ABSENT,
    DatabaseKind.EMPTY,
    DatabaseKind.CURRENT,
    DatabaseKind.OLDER,
    DatabaseKind.DAMAGED,
}
# What an addition may start from: a damaged database has nothing trustworthy to copy.
EXTENDABLE = REPLACEABLE - {DatabaseKind.DAMAGED}


def read_only_reason(path: Path, what: str) -> str | None:
    """Why `path` (a file or directory) may not be written, or None. Mode bits count even for
    root, who could write anyway: a read-only file or directory says its owner wants it kept."""
    if os.statvfs(path).f_flag & os.ST_RDONLY:
        return "read-only file system"
    if not os.access(path, os.W_OK) or not stat.S_IMODE(path.stat().st_mode) & 0o222:
        return f"the {what} is read-only"
    return None


def _writable_parent(path: Path) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise DatabaseAccessError(path.parent, access_problem(error)) from error
    reason = read_only_reason(path.parent, "directory")
    if reason is not None:
        raise DatabaseAccessError(path.parent, reason)


def writable_state(path: Path, *, keep_existing: bool) -> DatabaseState:
    """The state of `path`, if this write may replace it; otherwise why not (raised)."""
    state = inspect_database(path)
    if state.kind not in (EXTENDABLE if keep_existing else REPLACEABLE):
        raise DatabaseStateError(state)
    reason = None if state.kind is DatabaseKind.ABSENT else read_only_reason(path, "file")
    if reason is not None:
        raise DatabaseAccessError(path, reason)
    if keep_existing and state.is_current:
        damage = page_problems(path)
        if damage:
            raise DatabaseStateError(
                DatabaseState(path, DatabaseKind.DAMAGED, "; ".join(damage), state.version)
            )
    return state


def _reserve(staging: Path) -> None:
    try:
        os.close(os.open(staging, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644))
    except OSError as error:
        raise DatabaseAccessError(staging.parent, access_problem(error)) from error


def _open_staging(path: Path, staging: Path, *, copy: bool) -> sqlite3.Connection:
    if not copy:
        return create_database(staging)
    connection = sqlite3.connect(staging)
    with contextlib.closing(sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)) as c:
        c.backup(connection)
    configure_writer(connection)
    return connection


@contextlib.contextmanager
def replacing_database(
    path: Path, *, keep_existing: bool, lock: LockPolicy | None = None
) -> Iterator[sqlite3.Connection]:
    """A connection to the next version of `path`; it replaces `path` when the block succeeds.

    With `keep_existing`, the next version starts as a copy of the current database (when it is
    a current one, or an older one `rulesdb.storage.upgrades` upgrades in the copy); otherwise it
    starts empty. A full disk raises DatabaseWriteError, a path that may not be written
    DatabaseStateError or DatabaseAccessError, a busy lock with `wait=False`
    DatabaseBusyError; the previous database is unchanged in every case. A symlink is
    followed: its target is locked and replaced (renaming over the link itself would turn it
    into a file and leave the target stale).
    """
    path = Path(os.path.realpath(path))
    _writable_parent(path)
    with writer_lock(path, lock or LockPolicy()):
        state = writable_state(path, keep_existing=keep_existing)
        remove_stale_staging(path)
        staging = staging_path(path)
        _reserve(staging)
        connection: sqlite3.Connection | None = None
        try:
            # An older database this build can upgrade is carried over, not rebuilt.
            upgrading = keep_existing and upgradable(state)
            connection = _open_staging(
                path, staging, copy=keep_existing and (state.is_current or upgrading)
            )
            if upgrading:
                upgrade(connection, state)
            yield connection
            connection.commit()
            connection.execute("VACUUM")
            connection.close()
            os.replace(staging, path)
        except BaseException as error:
            if connection is not None:
                connection.close()
            remove_staging(staging)
            write_error = as_write_error(path, error)
            if write_error is not None:
                raise write_error from error
            raise


def upgrade_in_place(path: Path, *, lock: LockPolicy | None = None) -> None:
    """Make an older database that `rulesdb.storage.upgrades` knows current, keeping all it
    holds."""
    state = inspect_database(path)
    if not upgradable(state):
        raise DatabaseStateError(state)
    with replacing_database(path, keep_existing=True, lock=lock):
        pass
