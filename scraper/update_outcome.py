"""What `judgebot update` reports for each source, and the folder its downloads go to."""

from __future__ import annotations

import contextlib
import os
import shutil
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

Status = Literal["updated", "unchanged", "failed"]


@dataclass(frozen=True)
class SourceOutcome:
    name: str  # "rules-en", "rules-ja", "mtgjson"
    status: Status
    version: str | None  # the rules edition or the MTGJSON version, when known
    detail: str

    def as_failed(self, why: str) -> SourceOutcome:
        return SourceOutcome(self.name, "failed", self.version, why)


def _staging_prefix(db_path: Path, pid: int) -> str:
    return f".{db_path.name}.update-{pid}."


def _is_running(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def remove_abandoned_downloads(db_path: Path) -> None:
    """Download folders left by an update that was killed (its process is gone)."""
    for folder in db_path.parent.glob(f".{db_path.name}.update-*"):
        pid_text = folder.name.removeprefix(f".{db_path.name}.update-").split(".", 1)[0]
        if pid_text.isdigit() and not _is_running(int(pid_text)):
            shutil.rmtree(folder, ignore_errors=True)


@contextlib.contextmanager
def download_folder(db_path: Path) -> Iterator[Path]:
    """A folder beside the database for this update's downloads (same file system, so nothing
    lands in a small /tmp), removed with everything in it when the update ends."""
    db_path.parent.mkdir(parents=True, exist_ok=True)
    remove_abandoned_downloads(db_path)
    folder = Path(
        tempfile.mkdtemp(prefix=_staging_prefix(db_path, os.getpid()), dir=db_path.parent)
    )
    try:
        yield folder
    finally:
        shutil.rmtree(folder, ignore_errors=True)
