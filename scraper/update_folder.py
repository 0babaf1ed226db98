"""The folder beside the database that one `judgebot update` downloads into, owned by one
update at a time.

Ownership is an exclusive lock (flock) on the folder's `claim` file, held by the updating
process for as long as it runs: the kernel lets go of it when the process ends, however it ends.
A pid written in a file proves nothing once its process is dead: pids are reused (in a container
restarted with the same pid, always), so a killed update would lock every later one out. The
claim file still holds the pid, but only to name the holder in the busy message.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import shutil
from collections.abc import Iterator
from pathlib import Path

CLAIM = "claim"


class UpdateBusy(RuntimeError):
    """Another update of the same database is running."""


def download_folder_of(db_path: Path) -> Path:
    return db_path.with_name(f".{db_path.name}.update")


def _holder(descriptor: int) -> str:
    text = os.pread(descriptor, 32, 0).decode("ascii", errors="replace").strip()
    return text if text.isdigit() else "unknown"


def _locked_claim(folder: Path) -> int:
    """An open descriptor on the folder's claim file, locked by this process. The holder
    removes the folder (claim file included) before it lets go, so a lock won on a file that
    is no longer there is worth nothing: try again on the new one."""
    claim = folder / CLAIM
    while True:
        folder.mkdir(parents=True, exist_ok=True)
        try:
            descriptor = os.open(claim, os.O_RDWR | os.O_CREAT, 0o644)
        except FileNotFoundError:  # the folder went with an update that just ended
            continue
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            if os.fstat(descriptor).st_ino == claim.stat().st_ino:
                return descriptor
        except BlockingIOError:
            holder = _holder(descriptor)
            os.close(descriptor)
            raise UpdateBusy(f"another update of this database is running (pid {holder})") from None
        except FileNotFoundError:
            pass
        except BaseException:
            os.close(descriptor)
            raise
        os.close(descriptor)


def _clear_except_claim(folder: Path) -> None:
    """What a killed update left (half downloads): the next one starts afresh."""
    for entry in folder.iterdir():
        if entry.name == CLAIM:
            continue
        if entry.is_dir() and not entry.is_symlink():
            shutil.rmtree(entry, ignore_errors=True)
        else:
            entry.unlink(missing_ok=True)


@contextlib.contextmanager
def download_folder(db_path: Path) -> Iterator[Path]:
    """The folder beside the database for this update's downloads (on the same file system, so
    nothing lands in a small /tmp), removed with everything in it when the update ends. Its
    name is fixed, so a downloaded file is ingested under the same name every time (its source
    is replaced, not added again), and one update at a time owns it: UpdateBusy otherwise."""
    folder = download_folder_of(db_path)
    descriptor = _locked_claim(folder)
    try:
        os.ftruncate(descriptor, 0)
        os.pwrite(descriptor, f"{os.getpid()}\n".encode("ascii"), 0)
        _clear_except_claim(folder)
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)  # while still locked: see _locked_claim
        os.close(descriptor)
