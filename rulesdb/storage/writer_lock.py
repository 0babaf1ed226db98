"""One writer at a time: an exclusive lock (flock) on a file beside the database, there only
while a writer holds it.

Every write copies the database it replaces, so two writers at once would each lose the other's
work; with the lock the second one starts from what the first one wrote.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from rulesdb.storage.write_errors import DatabaseAccessError, DatabaseBusyError, access_problem


@dataclass(frozen=True)
class LockPolicy:
    """Whether a writer waits for the lock; `on_wait` hears the holder's pid (None if unknown)
    once, before the wait begins."""

    wait: bool = True
    on_wait: Callable[[int | None], None] | None = None


def lock_path(db_path: Path) -> Path:
    return db_path.with_name(f".{db_path.name}.lock")


def _holder(descriptor: int) -> int | None:
    text = os.pread(descriptor, 32, 0).decode("ascii", errors="replace").strip()
    return int(text) if text.isdigit() else None


def _open(path: Path) -> int:
    try:
        return os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as error:
        raise DatabaseAccessError(path, access_problem(error)) from error


def _is_still_linked(descriptor: int, path: Path) -> bool:
    """Whether `descriptor` is still the file at `path`: the previous holder removes the lock
    file as it lets go, so a waiter may wake up holding a lock on a file no one else will open."""
    try:
        return os.fstat(descriptor).st_ino == path.stat().st_ino
    except FileNotFoundError:
        return False


def _acquire(db_path: Path, path: Path, policy: LockPolicy) -> int:
    said_waiting = False
    while True:
        descriptor = _open(path)
        try:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _holder(descriptor)
                if not policy.wait:
                    raise DatabaseBusyError(db_path, holder) from None
                if policy.on_wait is not None and not said_waiting:
                    policy.on_wait(holder)
                said_waiting = True
                fcntl.flock(descriptor, fcntl.LOCK_EX)
            if _is_still_linked(descriptor, path):
                return descriptor
        except BaseException:
            os.close(descriptor)
            raise
        os.close(descriptor)


@contextlib.contextmanager
def writer_lock(db_path: Path, policy: LockPolicy) -> Iterator[None]:
    """Holds the lock of `db_path` for the block. The lock file is removed while still locked,
    so that nothing is left beside the database; a waiter then finds its file gone and locks the
    new one (`_is_still_linked`)."""
    path = lock_path(db_path)
    descriptor = _acquire(db_path, path, policy)
    try:
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, f"{os.getpid()}\n".encode("ascii"), 0)
        yield
    finally:
        with contextlib.suppress(OSError):
            path.unlink()
        os.close(descriptor)  # closing releases the lock
