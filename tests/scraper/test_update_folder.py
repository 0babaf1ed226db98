"""The download folder of `judgebot update` belongs to one live update at a time: a claim is
proved by a lock its process holds, never by a pid alone (a killed update's pid is reused, always
in a container restarted with the same pid, and must not lock updates out for good)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from scraper.update_folder import UpdateBusy, download_folder, download_folder_of

HOLD_THE_CLAIM = """
import sys, time
from pathlib import Path
from scraper.update_folder import download_folder
with download_folder(Path(sys.argv[1])) as folder:
    (folder / "AtomicCards.json.xz").write_bytes(b"half a download")
    print("claimed", flush=True)
    time.sleep(60)
"""


@contextmanager
def update_in_another_process(db: Path) -> Iterator[subprocess.Popen[str]]:
    """A process holding the claim on `db`'s folder until the block ends (then it is killed)."""
    child = subprocess.Popen(
        [sys.executable, "-c", HOLD_THE_CLAIM, str(db)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert child.stdout is not None and child.stdout.readline().strip() == "claimed"
        yield child
    finally:
        child.kill()
        child.wait(timeout=10)


def test_a_killed_update_whose_pid_is_reused_does_not_lock_updates_out(tmp_path: Path) -> None:
    db = tmp_path / "judgebot.sqlite3"
    with update_in_another_process(db) as child:
        os.kill(child.pid, signal.SIGKILL)
        child.wait(timeout=10)
    folder = download_folder_of(db)
    # The killed update's pid now belongs to a live process (this one), as after a restart.
    for left in folder.iterdir():
        if left.read_text(errors="replace").strip() == str(child.pid):
            left.write_text(str(os.getpid()))

    with download_folder(db) as claimed:
        assert claimed == folder and not (folder / "AtomicCards.json.xz").exists()  # started afresh
    assert not folder.exists()


def claim_and_let_go(db: Path) -> None:
    with download_folder(db):
        pass


def test_a_live_update_in_another_process_keeps_its_claim(tmp_path: Path) -> None:
    db = tmp_path / "judgebot.sqlite3"
    with update_in_another_process(db) as child:
        busy = rf"another update of this database is running \(pid {child.pid}\)"
        with pytest.raises(UpdateBusy, match=busy):
            claim_and_let_go(db)
        assert (download_folder_of(db) / "AtomicCards.json.xz").exists()  # left alone


def test_one_claim_at_a_time_within_a_process_and_free_again_after(tmp_path: Path) -> None:
    db = tmp_path / "judgebot.sqlite3"
    with download_folder(db), pytest.raises(UpdateBusy):
        claim_and_let_go(db)
    claim_and_let_go(db)
    assert not download_folder_of(db).exists()
