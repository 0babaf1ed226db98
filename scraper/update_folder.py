"""The folder beside the database that one `judgebot update` downloads into, owned by one
update at a time."""

from __future__ import annotations

import contextlib
import os
import shutil
from collections.abc import Iterator
from pathlib import Path


class UpdateBusy(RuntimeError):
    """Another update of the same database is running."""


def _is_running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # someone else's process: alive
        return True
    return True


def download_folder_of(db_path: Path) -> Path:
    return db_path.with_name(f".{db_path.name}.update")


def _claim(folder: Path) -> None:
    """Take the folder for this process, clearing what a killed update left in it."""
    owner = folder / "pid"
    for _attempt in range(2):
        try:
            descriptor = os.open(owner, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
        except FileExistsError:
            text = owner.read_text(encoding="ascii", errors="replace").strip()
            if text.isdigit() and _is_running(int(text)):
                raise UpdateBusy(
                    f"another update of this database is running (pid {text})"
                ) from None
            shutil.rmtree(folder, ignore_errors=True)
            folder.mkdir(parents=True, exist_ok=True)
            continue
        with os.fdopen(descriptor, "w", encoding="ascii") as handle:
            handle.write(str(os.getpid()))
        return
    raise UpdateBusy(f"{folder} could not be claimed for this update")


@contextlib.contextmanager
def download_folder(db_path: Path) -> Iterator[Path]:
    """The folder beside the database for this update's downloads (on the same file system, so
    nothing lands in a small /tmp), removed with everything in it when the update ends. Its
    name is fixed, so a downloaded file is ingested under the same name every time (its source
    is replaced, not added again), and one update at a time owns it: UpdateBusy otherwise."""
    folder = download_folder_of(db_path)
    folder.mkdir(parents=True, exist_ok=True)
    _claim(folder)
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
