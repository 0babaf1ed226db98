"""`judgebot ingest` of MTGJSON files end to end: the cards join the wiki's cards, re-ingesting
replaces, and a bad, truncated or mis-checksummed file changes nothing."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from tests.bot.test_cli import one_json, run
from tests.mtgjson_samples import atomic_cards, load_sample, write_card_file, write_sidecar
from tests.shared_data import shared_data


@pytest.fixture(scope="module")
def atomic_xz_bytes(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    folder = tmp_path_factory.mktemp("atomic")
    return write_card_file(
        atomic_cards(load_sample()), folder, "AtomicCards", ".json.xz"
    ).read_bytes()


@pytest.fixture
def db(tmp_path: Path, bundled_db: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    shutil.copyfile(bundled_db, path)
    return path


@pytest.fixture
def atomic_xz(atomic_xz_bytes: bytes, tmp_path: Path) -> Path:
    path = tmp_path / "AtomicCards.json.xz"
    path.write_bytes(atomic_xz_bytes)
    write_sidecar(path)
    return path


def counts(db: Path) -> dict[str, int]:
    with sqlite3.connect(db) as connection:
        return {
            table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in ("cards", "card_oracle", "card_faces", "card_rulings", "sources")
        }


def ingest(capsys: pytest.CaptureFixture[str], db: Path, *paths: Path) -> dict[str, Any]:
    code, out, err = run(capsys, "ingest", *map(str, paths), "--db", str(db), "--json")
    assert code == 0, err
    return one_json(out)


def test_atomic_cards_ingest_joins_the_wiki_cards(
    capsys: pytest.CaptureFixture[str], db: Path, atomic_xz: Path
) -> None:
    wiki_cards = counts(db)["cards"]

    summary = ingest(capsys, db, atomic_xz)

    assert summary["cards"] == [
        "AtomicCards.json.xz: 277 cards (MTGJSON AtomicCards 5.2.0+20220425)"
    ]
    with sqlite3.connect(db) as connection:
        rows = connection.execute(
            "SELECT c.ja, o.name FROM cards c JOIN card_oracle o ON o.card_id = c.id"
            " WHERE c.ref = 'card:Platinum Angel'"
        ).fetchall()
        source = connection.execute(
            "SELECT s.kind, cs.layout, cs.version, cs.date FROM sources s"
            " JOIN card_sources cs ON cs.source_id = s.id"
        ).fetchall()
        on_lists = connection.execute(
            "SELECT count(*) FROM card_list_items i JOIN card_oracle o ON o.card_id = i.card_id"
        ).fetchone()[0]
    assert rows == [("白金の天使", "Platinum Angel")]  # one card, the wiki's and MTGJSON's
    assert source == [("cards", "AtomicCards", "5.2.0+20220425", "2022-04-25")]
    assert on_lists > 10
    assert wiki_cards < counts(db)["cards"] < wiki_cards + 277


def test_reingesting_replaces_the_card_data(
    capsys: pytest.CaptureFixture[str], db: Path, atomic_xz: Path
) -> None:
    ingest(capsys, db, atomic_xz)
    first = counts(db)

    ingest(capsys, db, atomic_xz)
    assert counts(db) == first

    # The same cards from another file move to it; the file left with none is dropped.
    ingest(capsys, db, shared_data("cards", "mtgjson", "mtgjson-sample.json"))
    assert counts(db) == first
    with sqlite3.connect(db) as connection:
        titles = connection.execute("SELECT title FROM sources WHERE kind = 'cards'").fetchall()
    assert titles == [("MTGJSON AllPrintings 5.2.0+20220425",)]


@pytest.mark.parametrize("damage", ["truncated", "checksum", "not-json"])
def test_a_bad_card_file_leaves_the_database_unchanged(
    capsys: pytest.CaptureFixture[str], db: Path, atomic_xz: Path, damage: str
) -> None:
    ingest(capsys, db, atomic_xz)
    before = db.read_bytes()
    if damage == "truncated":
        atomic_xz.write_bytes(atomic_xz.read_bytes()[:-4000])
        write_sidecar(atomic_xz)
        expected = "truncated or not valid JSON"
    elif damage == "checksum":
        write_sidecar(atomic_xz, "0" * 64)
        expected = "SHA-256 mismatch"
    else:
        atomic_xz.unlink()
        atomic_xz = atomic_xz.with_name("cards.json")
        atomic_xz.write_text("<html>Service unavailable</html>", encoding="utf-8")
        expected = "not valid JSON"

    code, out, err = run(capsys, "ingest", str(atomic_xz), "--db", str(db), "--json")

    assert code == 2 and out == ""
    assert expected in err and "the database was left unchanged" in err
    assert db.read_bytes() == before


def test_without_an_english_rules_file_keywords_point_nowhere(
    capsys: pytest.CaptureFixture[str], db: Path, atomic_xz: Path
) -> None:
    ingest(capsys, db, atomic_xz)

    code, out, _ = run(capsys, "card", "ぎらつかせのエルフ", "--db", str(db), "--json")

    answer = one_json(out)
    assert code == 0
    assert answer["en"] == "Glistener Elf"
    assert answer["keyword_rules"] == []
    assert answer["oracle"]["keywords"] == ["Infect"]  # type: ignore[index]
