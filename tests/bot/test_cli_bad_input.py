"""Bad input is exit 2 with a message, never a traceback and never "not found" (issue 9, item 9)."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from tests.bot.test_cli import one_json, run


@pytest.mark.parametrize("number", ["abc", "", "   ", "724.5zz", "CR"])
def test_a_malformed_rule_number_is_bad_input(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, number: str
) -> None:
    code, out, err = run(capsys, "rule", number, "--db", str(bundled_db), "--json")
    assert code == 2, err
    assert "not a rule number" in one_json(out)["error"]  # type: ignore[operator]


@pytest.mark.parametrize("edition", ["2026", "latest", "20261301x", "99999999"])
def test_a_bad_or_unknown_edition_is_bad_input(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, edition: str
) -> None:
    code, out, err = run(
        capsys, "rule", "724.5", "--edition", edition, "--db", str(bundled_db), "--json"
    )
    assert code == 2
    assert "edition" in str(one_json(out)["error"])
    assert "edition" in err


def test_a_well_formed_unknown_rule_is_still_not_found(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    code, _, _ = run(capsys, "rule", "999.9", "--db", str(bundled_db), "--json")
    assert code == 1


@pytest.mark.parametrize("name", ["", "   ", "\t"])
def test_an_empty_card_name_is_bad_input(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, name: str
) -> None:
    code, out, _ = run(capsys, "card", name, "--db", str(bundled_db), "--json")
    assert code == 2
    assert "name" in str(one_json(out)["error"])


@pytest.mark.parametrize("limit", ["0", "-5", "x"])
def test_a_limit_below_one_is_bad_input(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, limit: str
) -> None:
    code, _, err = run(capsys, "search", "subgame", "--limit", limit, "--db", str(bundled_db))
    assert code == 2
    assert "--limit" in err


def test_a_search_argument_that_is_not_utf8_is_bad_input(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    # What Python makes of the argv bytes b"sub\xffgame" on a UTF-8 system.
    code, _, err = run(capsys, "search", "sub\udcffgame", "--db", str(bundled_db), "--json")
    assert code == 2
    assert "UTF-8" in err


def test_batch_lines_that_are_not_utf8_get_an_error_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    stdin = io.TextIOWrapper(io.BytesIO(b"subgame\n\xff\xfe bad\nlose\n"), encoding="utf-8")
    monkeypatch.setattr("sys.stdin", stdin)
    code, out, err = run(capsys, "search", "--batch", "--db", str(bundled_db))
    lines = [json.loads(line) for line in out.splitlines()]
    assert len(lines) == 3
    assert "hits" in lines[0] and "hits" in lines[2]
    assert "UTF-8" in lines[1]["error"] and lines[1]["line"] == 2
    assert code == 2
    assert "line 2" in err


def test_a_malformed_url_is_bad_input(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    code, _, err = run(capsys, "ingest", "https://[::1", "--db", str(db))
    assert code == 2
    assert "https://[::1" in err
