"""Why a write to the database did not happen; the previous database is intact in every case."""

from __future__ import annotations

import errno
import sqlite3
from pathlib import Path

from rulesdb.storage.store import DatabaseError

_SQLITE_IOERR = 10
_SQLITE_FULL = 13
_NO_SPACE_ERRNOS = {errno.ENOSPC, errno.EFBIG, errno.EDQUOT}


class DatabaseAccessError(DatabaseError):
    """The database's file or directory cannot be written (read-only, permissions, mount)."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"cannot write {path}: {problem}")
        self.path = path
        self.problem = problem


class DatabaseBusyError(RuntimeError):
    """Another process holds the writer lock and the caller asked not to wait."""

    def __init__(self, path: Path, holder: int | None) -> None:
        super().__init__(f"{path} is being written by another process (pid {holder})")
        self.path = path
        self.holder = holder


class DatabaseWriteError(RuntimeError):
    """Writing the next database failed half-way (disk full, file size limit, I/O error)."""

    def __init__(self, path: Path, problem: str) -> None:
        super().__init__(f"could not write {path}: {problem}")
        self.path = path
        self.problem = problem


def access_problem(error: OSError) -> str:
    if error.errno == errno.EROFS:
        return "read-only file system"
    return (error.strerror or str(error)).lower()


def as_write_error(path: Path, error: BaseException) -> DatabaseWriteError | None:
    """The storage failure behind `error`, if it is one. SQLite reports a full disk as
    SQLITE_FULL but a file-size limit (EFBIG) only as an I/O error, so both are named."""
    if isinstance(error, OSError) and error.errno in _NO_SPACE_ERRNOS:
        return DatabaseWriteError(path, f"no space left on device ({error.strerror})")
    if isinstance(error, sqlite3.Error):
        code = getattr(error, "sqlite_errorcode", None)
        if code is None:
            return None
        if code & 0xFF == _SQLITE_FULL:
            return DatabaseWriteError(path, f"no space left on device ({error})")
        if code & 0xFF == _SQLITE_IOERR:
            return DatabaseWriteError(path, f"no space left on device or file too large ({error})")
    return None
