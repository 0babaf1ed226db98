import hashlib
import sqlite3
from pathlib import Path

import aiosqlite
import pytest

from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError
from rulesdb.lookup.rules_lookup import RuleNotFoundError, RulesLookup, load_rule_numbers
from rulesdb.records import FetchRecord
from rulesdb.storage.atomic import replacing_database
from rulesdb.storage.fetch_records import stored_fetch_records
from rulesdb.storage.store import (
    READ_MAP_BYTES,
    SCHEMA_VERSION,
    is_current,
    open_read_only_async,
    schema_version_of,
)
from rulesdb.storage.writer import RecordWriter
from tests.rulesdb.corpus import english_2023, english_2026, store, wiki_page


def counts(path: Path) -> dict[str, int]:
    with sqlite3.connect(path) as connection:
        return {
            table: connection.execute(f"SELECT count(*) FROM {table}").fetchone()[0]
            for table in (
                "pages",
                "sections",
                "passages",
                "rules",
                "cards",
                "card_list_items",
                "card_mentions",
                "documents",
                "rule_lineage",
                "rule_quotes",
            )
        }


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    store(path, [wiki_page(), english_2023(), english_2026()])
    return path


def test_a_new_database_has_the_current_schema(db: Path) -> None:
    assert schema_version_of(db) == SCHEMA_VERSION
    assert is_current(db)


def test_reingesting_the_same_sources_duplicates_nothing(db: Path) -> None:
    before = counts(db)
    store(db, [wiki_page(), english_2023()], keep=True)
    assert counts(db) == before


def test_a_failed_ingest_leaves_the_previous_database_intact(db: Path) -> None:
    digest = hashlib.sha256(db.read_bytes()).hexdigest()
    with pytest.raises(RuntimeError), replacing_database(db, keep_existing=True) as connection:
        connection.execute("DELETE FROM rules")
        raise RuntimeError("parser blew up half-way")
    assert hashlib.sha256(db.read_bytes()).hexdigest() == digest
    assert not list(db.parent.glob(".*staging"))


@pytest.mark.parametrize("keep_existing", [True, False], ids=["adding", "rebuilding"])
def test_a_write_through_a_symlink_replaces_its_target_and_keeps_the_link(
    db: Path, tmp_path: Path, keep_existing: bool
) -> None:
    elsewhere = tmp_path / "links"
    elsewhere.mkdir()
    link = elsewhere / "judgebot.sqlite3"
    link.symlink_to(db)
    with replacing_database(link, keep_existing=keep_existing) as connection:
        RecordWriter(connection).remember_fetch(
            FetchRecord("https://example.org/wiki/A", None, None, 200, "abc")
        )
    assert link.is_symlink() and link.readlink() == db
    assert [r.url for r in stored_fetch_records(db)] == ["https://example.org/wiki/A"]
    assert sorted(p.name for p in elsewhere.iterdir()) == [link.name]  # nothing left beside it
    assert sorted(p.name for p in db.parent.iterdir()) == sorted([db.name, elsewhere.name])


def test_a_foreign_file_is_not_a_current_database(tmp_path: Path) -> None:
    junk = tmp_path / "junk.sqlite3"
    junk.write_bytes(b"not a database at all")
    assert not is_current(junk)
    assert schema_version_of(tmp_path / "missing.sqlite3") is None


async def lookup(db: Path) -> tuple[aiosqlite.Connection, RulesLookup]:
    connection = await open_read_only_async(db)
    editions = await Editions.load(connection)
    return connection, RulesLookup(connection, editions, await load_rule_numbers(connection))


async def test_the_read_only_connection_reads_the_file_through_a_memory_map(db: Path) -> None:
    """A reader's pages are read where they lie, not copied (a search reads 11 MB of card
    names): the map is as large as the bound allows, and the connection still cannot write."""
    connection = await open_read_only_async(db)
    try:
        ((mapped,),) = await connection.execute_fetchall("PRAGMA mmap_size")
        with pytest.raises(sqlite3.OperationalError):
            await connection.execute("DELETE FROM rules")
    finally:
        await connection.close()
    assert mapped == READ_MAP_BYTES


async def test_wiki_numbers_answer_in_the_wiki_edition_with_english_of_the_same_numbering(
    db: Path,
) -> None:
    connection, rules = await lookup(db)
    try:
        answer = await rules.lookup("CR 724.5", edition="20231117")
    finally:
        await connection.close()
    assert answer["edition"] == "20231117"
    assert answer["text"]["ja"] == "サブゲームの終了時に、…切り直す。"
    assert answer["text"]["en"].startswith("At the end of a subgame")
    assert answer["parent"] == "724"
    assert answer["children"] == ["724.5a"]
    assert answer["examples"] == ["Example: a subgame ends."]
    assert {"edition": "20260116", "number": "728.5"} in answer["other_editions"]
    assert {"edition": "20231013", "number": "724.5"} in answer["other_editions"]
    assert answer["sources"][0]["page"] == "サブゲーム"
    assert answer["previous"] == "724" and answer["next"] == "724.5a"


async def test_a_renumbered_rule_in_a_newer_edition(db: Path) -> None:
    connection, rules = await lookup(db)
    try:
        answer = await rules.lookup("728.5", edition="20260116")
        monarch = await rules.lookup("724.1", edition="20260116")
    finally:
        await connection.close()
    assert answer["text"]["en"] == english_2026().rules[5].text
    assert {"edition": "20231117", "number": "724.5"} in answer["other_editions"]
    # 724 was reused for the Monarch: it is not the old subgame rule.
    assert all(
        o["number"] != "724.1" or o["edition"] == "20260116" for o in monarch["other_editions"]
    )
    assert monarch["other_editions"] == []


async def test_unknown_numbers_fail_with_suggestions(db: Path) -> None:
    connection, rules = await lookup(db)
    try:
        with pytest.raises(RuleNotFoundError) as missing:
            await rules.lookup("724.9")
        with pytest.raises(BadLookupError) as bad_edition:
            await rules.lookup("724.5", edition="19990101")
        with pytest.raises(BadLookupError):
            await rules.lookup("not a number")
    finally:
        await connection.close()
    assert missing.value.suggestions and all(s.startswith("72") for s in missing.value.suggestions)
    assert "20231013" in bad_edition.value.message


def test_a_database_of_another_shape_is_not_current(db: Path) -> None:
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE meta SET value = 'older' WHERE key = 'schema_fingerprint'")
    assert not is_current(db)


def test_fetch_records_are_kept_and_read_back(db: Path, tmp_path: Path) -> None:
    fetched = FetchRecord("https://example.org/wiki/A", '"v1"', None, 200, "abc")
    with replacing_database(db, keep_existing=True) as connection:
        RecordWriter(connection).remember_fetch(fetched)
    assert stored_fetch_records(db) == [fetched]
    assert stored_fetch_records(tmp_path / "missing.sqlite3") == []
