"""An older database this build knows how to upgrade is upgraded in place, keeping everything it
holds (a synced wiki would take hours to fetch again); others are rebuilt or refused as before."""

from __future__ import annotations

import io
import shutil
import sqlite3
from pathlib import Path

import pytest

from bot.cli import main
from rulesdb.storage.atomic import upgrade_in_place
from rulesdb.storage.store import SCHEMA_VERSION, DatabaseKind, DatabaseStateError, inspect_database
from rulesdb.storage.upgrades import upgradable
from scraper.ingest import build_bundled
from tests.bot.test_cli import run


def ingest(db: Path, page: Path) -> None:
    assert main(["ingest", str(page), "--db", str(db)]) == 0


SCHEMA_2_FINGERPRINT = "9b54176d742dab68"


def page_html(title: str) -> str:
    """A saved MTG Wiki page (current layout) whose section restates rule 704.5a."""
    return (
        f"<html><head><title>{title} - MTG Wiki</title></head><body>"
        f'<h1 id="firstHeading">{title}</h1><div id="mw-content-text">'
        '<div class="mw-parser-output"><p>置換効果のカード。</p>'
        '<h2><span class="mw-headline">解説</span></h2>'
        "<p>ライフが0以下のプレイヤーは、ゲームに敗北する。</p></div></div></body></html>"
    )


def as_schema_2(db: Path) -> None:
    """What a database of schema 2 holds: no restatements table (schema 3), no stored card
    names (schema 4), version 2."""
    with sqlite3.connect(db) as connection:
        connection.execute("DROP TABLE restatements")
        connection.execute("DROP TABLE card_names")
        connection.execute("DROP TABLE card_exact_names")
        connection.execute("PRAGMA user_version = 2")
        connection.execute(
            "UPDATE meta SET value = ? WHERE key = 'schema_fingerprint'", (SCHEMA_2_FINGERPRINT,)
        )
    connection.close()


@pytest.fixture
def schema_2_db(tmp_path: Path, bundled_db: Path) -> Path:
    """The bundled database plus a page from a file that is gone by now (like a synced page,
    it cannot be read again by a rebuild)."""
    page = tmp_path / "lich.html"
    page.write_text(page_html("死者の鏡"), encoding="utf-8")
    db = tmp_path / "old.sqlite3"
    shutil.copy(bundled_db, db)
    ingest(db, page)
    page.unlink()
    as_schema_2(db)
    return db


def pages(db: Path) -> set[str]:
    with sqlite3.connect(f"{db.resolve().as_uri()}?mode=ro", uri=True) as connection:
        return {row[0] for row in connection.execute("SELECT title FROM pages")}


def test_a_schema_2_database_is_upgraded_in_place_keeping_every_page(schema_2_db: Path) -> None:
    before = pages(schema_2_db)
    state = inspect_database(schema_2_db)
    assert state.kind is DatabaseKind.OLDER and upgradable(state)
    upgrade_in_place(schema_2_db)
    after = inspect_database(schema_2_db)
    assert after.kind is DatabaseKind.CURRENT and after.version == SCHEMA_VERSION
    assert pages(schema_2_db) == before and "死者の鏡" in before
    with sqlite3.connect(schema_2_db) as connection:
        restated = connection.execute("SELECT count(*) FROM restatements").fetchone()[0]
    assert restated > 0


def test_an_older_database_of_an_unknown_shape_is_not_upgraded(
    tmp_path: Path, bundled_db: Path
) -> None:
    db = tmp_path / "other.sqlite3"
    shutil.copy(bundled_db, db)
    as_schema_2(db)
    with sqlite3.connect(db) as connection:
        connection.execute(
            "UPDATE meta SET value = 'ffffffffffffffff' WHERE key = 'schema_fingerprint'"
        )
    connection.close()
    assert not upgradable(inspect_database(db))
    with pytest.raises(DatabaseStateError):
        upgrade_in_place(db)


def test_run_upgrades_an_older_database_and_reading_commands_still_refuse(
    capsys: pytest.CaptureFixture[str], schema_2_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    code, _, err = run(capsys, "search", "毒", "--db", str(schema_2_db))
    assert code == 2 and "older judgebot" in err
    assert inspect_database(schema_2_db).kind is DatabaseKind.OLDER
    monkeypatch.setattr("sys.stdin", io.StringIO("/rule 104.3c\n"))
    code, out, err = run(capsys, "run", "--db", str(schema_2_db))
    assert code == 0 and "upgrading the database" in err and "104.3c" in out
    assert inspect_database(schema_2_db).is_current
    assert "死者の鏡" in pages(schema_2_db)


def test_ingest_into_a_schema_2_database_keeps_what_it_cannot_read_again(
    tmp_path: Path, schema_2_db: Path
) -> None:
    other = tmp_path / "other.html"
    other.write_text(page_html("白金の天使"), encoding="utf-8")
    ingest(schema_2_db, other)
    assert {"死者の鏡", "白金の天使"} <= pages(schema_2_db)
    assert inspect_database(schema_2_db).is_current


def test_build_still_rebuilds_an_older_database_from_its_sources(schema_2_db: Path) -> None:
    report = build_bundled(schema_2_db)
    assert report.migration is not None and report.migration.gone
    assert inspect_database(schema_2_db).is_current


def test_update_upgrades_an_older_database_even_when_its_sources_are_unreachable(
    capsys: pytest.CaptureFixture[str], schema_2_db: Path
) -> None:
    unreachable = "http://127.0.0.1:9/"
    code, _, err = run(
        capsys,
        "update",
        "--db",
        str(schema_2_db),
        "--rules-url",
        unreachable + "rules.txt",
        "--ja-rules-url",
        unreachable + "ja.txt",
        "--mtgjson",
        unreachable,
    )
    assert "upgrading the database" in err and code == 1, err
    assert inspect_database(schema_2_db).is_current
    assert "死者の鏡" in pages(schema_2_db)
