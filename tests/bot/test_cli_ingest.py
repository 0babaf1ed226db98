"""`judgebot ingest`: nonsense crawl settings and malformed URLs are bad input (exit 2 with a
message naming what is wrong), never a traceback; the help lists every bound of a crawl."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from tests.bot.test_cli import run


@pytest.fixture
def db(tmp_path: Path, bundled_db: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    shutil.copyfile(bundled_db, path)
    return path


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("--follow", "-1"),
        ("--follow", "1.5"),
        ("--delay", "-1"),
        ("--delay", "nan"),
        ("--delay", "inf"),
        ("--max-bytes", "0"),
        ("--max-bytes", "-5"),
        ("--max-pages", "0"),
    ],
)
def test_nonsense_crawl_settings_are_bad_input(
    capsys: pytest.CaptureFixture[str], db: Path, option: str, value: str
) -> None:
    before = db.read_bytes()
    code, out, err = run(
        capsys, "ingest", "http://127.0.0.1:9/wiki/A", option, value, "--db", str(db)
    )
    assert code == 2 and out == ""
    assert option in err and value in err
    assert db.read_bytes() == before


@pytest.mark.parametrize("url", ["https://[::1", "http://[zz]/wiki/A", "https://host:99999/"])
def test_a_malformed_url_is_bad_input(
    capsys: pytest.CaptureFixture[str], db: Path, url: str
) -> None:
    before = db.read_bytes()
    code, _, err = run(capsys, "ingest", url, "--db", str(db), "--json")
    assert code == 2
    assert "invalid URL" in err and url in err
    assert db.read_bytes() == before


def test_help_lists_the_bounds_of_a_crawl(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "ingest", "--help")
    assert code == 0
    for words in ("--max-pages", "default: 100", "Crawl-delay", "Retry-After", "60 s", "redirect"):
        assert words in out, words
