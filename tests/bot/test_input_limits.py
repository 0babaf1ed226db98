"""Inputs are read with bounds: no device, FIFO or directory is read, every file kind has a size
cap, `ingest --max-bytes` raises it (issue 9, item 8)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.walkthroughs.scenario_service import MAX_SCENARIO_BYTES
from scraper.ingest import (
    HTML_MAX_BYTES,
    PAGE_DUMP_MAX_BYTES,
    RULES_TEXT_MAX_BYTES,
    IngestError,
    read_file_source,
)
from tests.bot.test_cli import run
from tests.shared_data import official_rules_files


@pytest.fixture
def fifo(tmp_path: Path) -> Path:
    path = tmp_path / "pipe"
    os.mkfifo(path)
    return path  # nobody ever writes to it: opening it for reading would wait forever


@pytest.mark.parametrize("special", ["/dev/zero", "fifo", "directory"])
def test_simulate_reads_only_regular_files(
    capsys: pytest.CaptureFixture[str], fifo: Path, tmp_path: Path, special: str
) -> None:
    path = {"/dev/zero": "/dev/zero", "fifo": str(fifo), "directory": str(tmp_path)}[special]
    code, _, err = run(capsys, "simulate", path)
    assert code == 2
    assert "not a regular file" in err


@pytest.mark.parametrize("special", ["/dev/zero", "fifo", "directory"])
def test_ingest_reads_only_regular_files(
    capsys: pytest.CaptureFixture[str], fifo: Path, tmp_path: Path, special: str
) -> None:
    path = {"/dev/zero": "/dev/zero", "fifo": str(fifo), "directory": str(tmp_path)}[special]
    code, _, err = run(capsys, "ingest", path, "--db", str(tmp_path / "db.sqlite3"))
    assert code == 2
    assert "not a regular file" in err


def test_a_scenario_file_over_the_cap_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    big = tmp_path / "big.yaml"
    big.write_bytes(b"#" * (MAX_SCENARIO_BYTES + 1))
    code, _, err = run(capsys, "simulate", str(big))
    assert code == 2 and str(MAX_SCENARIO_BYTES) in err


def test_each_kind_of_file_has_its_cap(tmp_path: Path) -> None:
    page = tmp_path / "page.txt"
    page.write_text("Title\n\n" + "word " * (PAGE_DUMP_MAX_BYTES // 5 + 1), encoding="utf-8")
    with pytest.raises(IngestError, match=r"page dump.*--max-bytes"):
        read_file_source(page)
    html = tmp_path / "page.html"
    html.write_text("<!doctype html>" + " " * HTML_MAX_BYTES, encoding="utf-8")
    with pytest.raises(IngestError, match="HTML"):
        read_file_source(html)
    huge = tmp_path / "huge.txt"
    huge.write_bytes(b"x" * (RULES_TEXT_MAX_BYTES + 1))
    with pytest.raises(IngestError, match="--max-bytes"):
        read_file_source(huge)
    assert read_file_source(page, max_bytes=PAGE_DUMP_MAX_BYTES * 2).data.startswith(b"Title")


def test_the_real_rules_files_fit_their_cap() -> None:
    for path in official_rules_files():
        assert read_file_source(path).data


def test_ingest_max_bytes_overrides_the_file_caps(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    page = tmp_path / "page.txt"
    page.write_text("Title\n\nOne paragraph about subgames.\n", encoding="utf-8")
    db = tmp_path / "db.sqlite3"
    code, _, err = run(capsys, "ingest", str(page), "--db", str(db), "--max-bytes", "10")
    assert code == 2 and "10" in err
