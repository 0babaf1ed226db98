"""`judgebot` and the database file (docs/cli-contract.md, "The database"): reading commands
never write; only build and ingest create or replace a database, and only one that is absent or
judgebot's; writers lock, clean up after killed writers and survive a full disk."""

from __future__ import annotations

import hashlib
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.cli import main
from rulesdb.storage.store import SCHEMA_VERSION
from rulesdb.storage.writer_lock import LockPolicy, writer_lock
from tests.bot.test_cli import one_json, run
from tests.rulesdb.damage import corrupt_a_table_page, dead_pid

JUDGEBOT = Path(sys.executable).with_name("judgebot")
READERS = (["rule", "724.5"], ["search", "毒"], ["card", "白金の天使"], ["cards", "敗北"])


def rules_file(folder: Path, edition: str, effective: str) -> Path:
    """A tiny official rules file of one edition."""
    path = folder / f"MagicCompRules_{edition}.txt"
    path.write_text(
        "Magic: The Gathering Comprehensive Rules\n\n"
        f"These rules are effective as of {effective}.\n\nContents\n\n1. Game Concepts\n\n"
        "Glossary\n\nCredits\n\n1. Game Concepts\n\n100. General\n\n"
        f"100.1. These Magic rules apply to any Magic game ({edition}).\n\nGlossary\n\nCredits\n",
        encoding="utf-8",
    )
    return path


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def editions(db: Path) -> set[str]:
    with sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True) as connection:
        return {row[0] for row in connection.execute("SELECT edition FROM editions")}


def judgebot(*argv: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [str(JUDGEBOT), *argv],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        stdin=subprocess.DEVNULL,
        text=True,
    )


def mounted_tmpfs(mount: Path, size: int) -> bool:
    """A small tmpfs at `mount`, where this machine allows it (as root)."""
    command = ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(mount)]
    return subprocess.run(command, capture_output=True).returncode == 0


@pytest.fixture
def built(tmp_path: Path) -> Path:
    db = tmp_path / "rules.sqlite3"
    assert main(["build", "--db", str(db)]) == 0
    return db


def test_a_text_file_is_never_turned_into_a_database(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    notes = tmp_path / "n.txt"
    notes.write_text("notes\n", encoding="utf-8")
    writers = [["build"], ["ingest", str(rules_file(tmp_path, "20260116", "x"))]]
    # refused before any crawling: nothing listens on port 9
    writers.append(["ingest", "http://127.0.0.1:9/wiki/Page"])
    for argv in [*READERS, *writers]:
        code, _, err = run(capsys, *argv, "--db", str(notes))
        assert code == 2, argv
        assert f"{notes} is not a judgebot database (it looks like text)" in err
        assert "choose another --db path" in err
    assert notes.read_text(encoding="utf-8") == "notes\n"


def test_ingest_through_a_db_symlink_updates_the_target_and_keeps_the_link(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, built: Path
) -> None:
    link = tmp_path / "links" / "judgebot.sqlite3"
    link.parent.mkdir()
    link.symlink_to(built)
    code, _, err = run(
        capsys, "ingest", str(rules_file(tmp_path, "20990101", "x")), "--db", str(link)
    )
    assert code == 0, err
    assert link.is_symlink() and link.readlink() == built
    code, out, _ = run(capsys, "rule", "100.1", "--edition", "20990101", "--db", str(built))
    assert code == 0 and "(20990101)" in out


def test_another_sqlite_database_and_a_directory_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    foreign = tmp_path / "app.sqlite3"
    with sqlite3.connect(foreign) as connection:
        connection.execute("CREATE TABLE accounts (name)")
    before = digest(foreign)
    for argv in (["rule", "724.5"], ["build"]):
        code, _, err = run(capsys, *argv, "--db", str(foreign))
        assert code == 2 and "it looks like another SQLite database" in err
    assert digest(foreign) == before
    code, _, err = run(capsys, "build", "--db", str(tmp_path))
    assert code == 2 and f"{tmp_path} is a directory" in err


def test_a_newer_database_is_left_alone(capsys: pytest.CaptureFixture[str], built: Path) -> None:
    newer = SCHEMA_VERSION + 1
    with sqlite3.connect(built) as connection:
        connection.execute(f"PRAGMA user_version = {newer}")
    before = digest(built)
    for argv in (["rule", "724.5"], ["build"], ["health"]):
        code, out, err = run(capsys, *argv, "--db", str(built))
        assert code in (1, 2), argv
        assert f"made by a newer judgebot (schema {newer}); upgrade judgebot" in out + err
    assert digest(built) == before


def test_reading_an_absent_database_creates_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    db = tmp_path / "nested" / "judgebot.sqlite3"
    for argv in READERS:
        code, _, err = run(capsys, *argv, "--db", str(db))
        assert code == 2 and f"no database at {db}; run `judgebot build`" in err
    assert not db.parent.exists()


def test_run_builds_the_bundled_database_only_where_there_is_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("/rule 104.3c\n"))
    db = tmp_path / "nested" / "judgebot.sqlite3"
    code, out, err = run(capsys, "run", "--db", str(db))
    assert code == 0 and "building the database" in err and "104.3c" in out
    truncated = tmp_path / "truncated.sqlite3"
    truncated.write_bytes(db.read_bytes()[:5000])
    code, _, err = run(capsys, "run", "--db", str(truncated))
    assert code == 2 and "is damaged (truncated: 5000 of" in err
    assert "rebuild it with `judgebot build" in err
    assert truncated.stat().st_size == 5000


def test_an_older_database_is_rebuilt_from_its_recorded_sources(
    capsys: pytest.CaptureFixture[str], built: Path, tmp_path: Path
) -> None:
    kept = rules_file(tmp_path, "20260116", "January 16, 2026")
    (tmp_path / "gone").mkdir()
    lost = rules_file(tmp_path / "gone", "20240206", "February 2, 2024")
    for source in (kept, lost):
        assert run(capsys, "ingest", "--db", str(built), str(source))[0] == 0
    lost.unlink()
    with sqlite3.connect(built) as connection:
        connection.execute("UPDATE meta SET value = 'older' WHERE key = 'schema_fingerprint'")
    before = digest(built)
    code, _, err = run(capsys, "rule", "104.3a", "--db", str(built))
    assert code == 2 and f"run `judgebot build --db {built}` to rebuild it" in err
    assert digest(built) == before
    code, _, err = run(capsys, "build", "--db", str(built), "--json")
    assert code == 0
    assert "rebuilt it from its recorded sources" in err
    assert "re-read: bundled:" in err and str(kept) in err.split("re-read:")[1].split("\n")[0]
    assert f"gone (no longer there, not kept): {lost}" in err
    assert editions(built) == {"20231117", "20260116"}
    assert run(capsys, "rule", "100.1", "--edition", "20260116", "--db", str(built))[0] == 0


def test_ingest_into_an_older_database_keeps_what_it_recorded(
    capsys: pytest.CaptureFixture[str], built: Path, tmp_path: Path
) -> None:
    (tmp_path / "new").mkdir()
    recorded = rules_file(tmp_path, "20240206", "February 2, 2024")
    added = rules_file(tmp_path / "new", "20260116", "January 16, 2026")
    assert run(capsys, "ingest", "--db", str(built), str(recorded))[0] == 0
    with sqlite3.connect(built) as connection:
        connection.execute("PRAGMA user_version = 0")
    code, _, err = run(capsys, "ingest", "--db", str(built), str(added))
    assert code == 0 and "rebuilt it from its recorded sources" in err
    assert str(recorded) in err and "bundled:" in err
    assert editions(built) == {"20231117", "20240202", "20260116"}


def test_an_older_schema_version_is_named(capsys: pytest.CaptureFixture[str], built: Path) -> None:
    with sqlite3.connect(built) as connection:
        connection.execute("PRAGMA user_version = 0")
    code, _, err = run(capsys, "card", "白金の天使", "--db", str(built))
    assert code == 2 and f"{built} was made by an older judgebot (schema 0); run" in err
    code, _, err = run(capsys, "build", "--db", str(built))
    assert code == 0 and "older judgebot (schema 0); rebuilt it" in err
    assert run(capsys, "card", "白金の天使", "--db", str(built))[0] == 0


def test_a_damaged_database_is_rebuilt_only_by_build(
    capsys: pytest.CaptureFixture[str], built: Path, tmp_path: Path
) -> None:
    built.write_bytes(built.read_bytes()[: built.stat().st_size // 2])
    source = rules_file(tmp_path, "20260116", "January 16, 2026")
    for argv in (["search", "毒"], ["ingest", str(source)]):
        code, _, err = run(capsys, *argv, "--db", str(built))
        assert code == 2 and "is damaged (truncated" in err
    assert run(capsys, "build", "--db", str(built))[0] == 0
    assert run(capsys, "search", "毒", "--db", str(built))[0] == 0


def test_health_checks_the_pages(capsys: pytest.CaptureFixture[str], built: Path) -> None:
    assert run(capsys, "health", "--db", str(built))[0] == 0
    corrupt_a_table_page(built)
    code, out, _ = run(capsys, "health", "--db", str(built), "--json")
    status = one_json(out)
    assert code == 1 and status["healthy"] is False
    assert "is damaged (quick_check:" in str(status["problems"])


def test_read_only_files_and_directories_are_named_not_a_traceback(
    capsys: pytest.CaptureFixture[str], built: Path, tmp_path: Path
) -> None:
    source = rules_file(tmp_path, "20260116", "January 16, 2026")
    built.chmod(0o444)
    before = digest(built)
    for argv in (["build"], ["ingest", str(source)]):
        code, _, err = run(capsys, *argv, "--db", str(built))
        assert code == 2 and f"cannot write {built}: the file is read-only" in err
    assert digest(built) == before
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        code, _, err = run(capsys, "build", "--db", str(folder / "r.sqlite3"))
    finally:
        folder.chmod(0o755)
    assert code == 2 and f"cannot write {folder}: the directory is read-only" in err


def test_a_read_only_mount_is_named(
    capsys: pytest.CaptureFixture[str], built: Path, tmp_path: Path
) -> None:
    mount = tmp_path / "ro"
    mount.mkdir()
    if not mounted_tmpfs(mount, 4_000_000):
        pytest.skip("needs a tmpfs mount (root)")
    try:
        (mount / "r.sqlite3").write_bytes(built.read_bytes())
        subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
        code, _, err = run(capsys, "build", "--db", str(mount / "r.sqlite3"))
    finally:
        subprocess.run(["umount", str(mount)], check=True)
    assert code == 2 and f"cannot write {mount}/r.sqlite3: read-only file system" in err


def test_two_ingests_at_once_keep_both_editions(built: Path, tmp_path: Path) -> None:
    first = rules_file(tmp_path, "20240206", "February 2, 2024")
    second = rules_file(tmp_path, "20260116", "January 16, 2026")
    waiting = f"waiting for another judgebot (pid {os.getpid()})"
    logs = [tmp_path / "first.err", tmp_path / "second.err"]
    with writer_lock(built, LockPolicy()):
        writers = []
        for source, log in zip((first, second), logs, strict=True):
            with log.open("w") as stderr:
                command = [str(JUDGEBOT), "ingest", "--db", str(built), str(source)]
                writers.append(subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=stderr))
        deadline = time.monotonic() + 60
        while not all(waiting in log.read_text() for log in logs):
            assert time.monotonic() < deadline, [log.read_text() for log in logs]
            assert all(writer.poll() is None for writer in writers)
            time.sleep(0.05)
    codes = [writer.wait(timeout=60) for writer in writers]
    assert codes == [0, 0], [log.read_text() for log in logs]
    assert editions(built) == {"20231117", "20240202", "20260116"}


def test_no_wait_fails_at_once_while_another_writer_holds_the_lock(
    capsys: pytest.CaptureFixture[str], built: Path, tmp_path: Path
) -> None:
    holder = subprocess.Popen(
        [
            sys.executable,
            "-c",
            (
                "import sys, time; from pathlib import Path; "
                "from rulesdb.storage.writer_lock import LockPolicy, writer_lock\n"
                "with writer_lock(Path(sys.argv[1]), LockPolicy()):\n"
                "    print('locked', flush=True); time.sleep(30)"
            ),
            str(built),
        ],
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline().strip() == "locked"
        before = digest(built)
        code, _, err = run(capsys, "build", "--db", str(built), "--no-wait")
    finally:
        holder.kill()
        holder.wait()
    assert code == 1
    assert f"{built} is being written by another judgebot (pid {holder.pid})" in err
    assert digest(built) == before


def test_a_killed_build_leaves_staging_that_the_next_write_removes(
    built: Path, tmp_path: Path
) -> None:
    big = tmp_path / "big.txt"
    # Just under the page-dump size cap, and slow enough to index that the kill lands mid-write.
    big.write_text("サブゲーム\n\n" + "テキスト。\n" * 60_000, encoding="utf-8")
    writer = judgebot("build", "--db", str(built), str(big))
    staging = built.with_name(f".{built.name}.{writer.pid}.staging")
    deadline = time.monotonic() + 60
    while not staging.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    writer.send_signal(signal.SIGKILL)
    writer.wait()
    assert staging.exists()
    stale = built.with_name(f".{built.name}.{dead_pid()}.staging-journal")
    stale.write_bytes(b"j" * 1000)
    done = subprocess.run(
        [str(JUDGEBOT), "-v", "build", "--db", str(built)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert "stale staging files of dead processes" in done.stderr
    assert "bytes reclaimed" in done.stderr
    assert [p.name for p in built.parent.iterdir() if ".staging" in p.name] == []


FILE_SIZE_LIMIT = """
import resource, sys
from bot.cli import main
resource.setrlimit(resource.RLIMIT_FSIZE, (int(sys.argv[1]), int(sys.argv[1])))
raise SystemExit(main(sys.argv[2:]))
"""


def test_a_full_disk_is_a_message_and_the_previous_database_stays(
    built: Path, tmp_path: Path
) -> None:
    """RLIMIT_FSIZE stands in for a full disk: writes past it fail (EFBIG, as Python ignores
    SIGXFSZ) just as they do with ENOSPC."""
    big = tmp_path / "big.txt"
    big.write_text("サブゲーム\n\n" + "テキストです。\n" * 200_000, encoding="utf-8")
    before = digest(built)
    limit = built.stat().st_size + 100_000
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            FILE_SIZE_LIMIT,
            str(limit),
            "ingest",
            "--db",
            str(built),
            "--max-bytes",  # a dump this large is over the page-dump cap
            "10000000",
            str(big),
        ],
        capture_output=True,
        text=True,
        timeout=120,
        cwd=Path(__file__).resolve().parents[2],
    )
    assert done.returncode == 1, done.stderr
    assert "no space left on device" in done.stderr and "Traceback" not in done.stderr
    assert "the previous database is unchanged" in done.stderr
    assert digest(built) == before
    assert [p.name for p in built.parent.iterdir() if p.name.startswith(".")] == []


def test_a_full_tmpfs_is_a_message_and_the_previous_database_stays(
    built: Path, tmp_path: Path
) -> None:
    mount = tmp_path / "small"
    mount.mkdir()
    size = built.stat().st_size * 2 + 200_000
    if not mounted_tmpfs(mount, size):
        pytest.skip("needs a tmpfs mount (root)")
    try:
        db = mount / "r.sqlite3"
        db.write_bytes(built.read_bytes())
        big = tmp_path / "big.txt"
        big.write_text("サブゲーム\n\n" + "テキストです。\n" * 200_000, encoding="utf-8")
        done = subprocess.run(
            [str(JUDGEBOT), "ingest", "--db", str(db), "--max-bytes", "10000000", str(big)],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert done.returncode == 1, done.stderr
        assert "no space left on device" in done.stderr and "Traceback" not in done.stderr
        assert digest(db) == digest(built)
        assert [p.name for p in mount.iterdir()] == [db.name]
    finally:
        subprocess.run(["umount", str(mount)], check=True)
