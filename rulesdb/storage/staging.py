"""Staging files: the next database is written beside the current one as `.NAME.PID.staging`
(with SQLite's `-journal` beside it) and renamed over it when complete. A process killed
mid-write leaves them behind; the next writer, holding the lock, removes those of dead
processes."""

from __future__ import annotations

import logging
import os
from pathlib import Path

log = logging.getLogger(__name__)


def staging_path(db_path: Path) -> Path:
    return db_path.with_name(f".{db_path.name}.{os.getpid()}.staging")


def staging_leftovers(staging: Path) -> list[Path]:
    """The staging file and the journals SQLite may keep beside it."""
    return [staging] + [staging.with_name(staging.name + s) for s in ("-journal", "-wal", "-shm")]


def remove_staging(staging: Path) -> None:
    for leftover in staging_leftovers(staging):
        leftover.unlink(missing_ok=True)


def _is_alive(pid: int) -> bool:
    if pid == os.getpid():
        return False  # ours are from an earlier, failed write: we hold the lock now
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True  # another user's live process
    return True


def _owner(name: str, prefix: str) -> int | None:
    """The pid in `.NAME.PID.staging[-journal]`, or None for a file of another shape."""
    if not name.startswith(prefix):
        return None
    pid, dot, rest = name[len(prefix) :].partition(".")
    if not (pid.isdigit() and dot and rest.startswith("staging")):
        return None
    return int(pid)


def remove_stale_staging(db_path: Path) -> tuple[int, int]:
    """Removes the staging files of dead processes; returns how many and their bytes. Call it
    only while holding the writer lock."""
    prefix = f".{db_path.name}."
    removed = reclaimed = 0
    for entry in os.scandir(db_path.parent):
        pid = _owner(entry.name, prefix)
        if pid is None or _is_alive(pid):
            continue
        try:
            size = entry.stat(follow_symlinks=False).st_size
            os.unlink(entry.path)
        except OSError:
            continue  # gone already, or not ours to remove (another user's directory entry)
        removed += 1
        reclaimed += size
    if removed:
        log.info(
            "removed %d stale staging files of dead processes beside %s (%d bytes reclaimed)",
            removed,
            db_path,
            reclaimed,
        )
    return removed, reclaimed
