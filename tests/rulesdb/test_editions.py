"""The editions object: which editions the database holds, the wiki's numbering, numbers mapped
between editions through the lineage."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

import pytest

from rulesdb.editions import Edition, Editions, RuleInEdition
from rulesdb.storage.store import open_read_only_async
from tests.rulesdb.corpus import english_2023, english_2026, store, wiki_page


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    store(path, [wiki_page(), english_2023(), english_2026()])
    return path


@pytest.fixture
async def editions(db: Path) -> Editions:
    connection = await open_read_only_async(db)
    try:
        return await Editions.load(connection)
    finally:
        await connection.close()


def test_which_editions_are_held_and_which_is_newest(editions: Editions) -> None:
    assert editions.names() == ["20231013", "20231117", "20260116"]
    assert editions.names("en") == ["20231013", "20260116"]
    assert editions.newest() == "20260116"
    assert editions.newest("ja") == "20231117"
    assert editions.newest("fr") is None
    assert editions.langs_of("20231117") == ["ja"]
    assert editions.has("20231013") and not editions.has("20240202")


def test_the_wiki_quotes_one_edition_in_the_numbering_of_an_english_one(
    editions: Editions,
) -> None:
    assert editions.wiki_edition == "20231117"
    assert editions.wiki_quoted == {"20231117"}
    assert editions.wiki_numbering == {"20231117", "20231013"}
    assert editions.numbering_partner("20231117", "ja") == "20231013"
    assert editions.numbering_rank("20231013") > editions.numbering_rank("20260116") > 0
    assert editions.numbering_rank("19990101") == 0 == editions.numbering_rank(None)


def test_each_edition_knows_its_file(editions: Editions) -> None:
    english = editions.get("20231013", "en")
    assert english is not None and english.locator == "MagicCompRules_20231013.txt"
    quoted = editions.get("20231117", "ja")
    assert quoted is not None and quoted.is_wiki_quote and quoted.locator is None


def test_the_twin_prints_the_same_numbering_in_the_other_language(editions: Editions) -> None:
    assert editions.numbering_twin("20231117", "ja") == editions.get("20231013", "en")
    assert editions.numbering_twin("20231013", "en") == editions.get("20231117", "ja")
    assert editions.numbering_twin("20260116", "en") is None


def test_a_renumbered_rule_maps_between_editions(editions: Editions) -> None:
    assert editions.other_numbers("20231117", "724.5") == [
        RuleInEdition("20231013", "724.5"),
        RuleInEdition("20260116", "728.5"),
    ]
    assert editions.number_in("724.5", "20231117", "20260116") == "728.5"
    assert editions.number_in("728.5a", "20260116", "20231013") == "724.5a"
    assert editions.number_in("724.5", "20231117", "20231117") == "724.5"
    # 724 is "The Monarch" in 2026: no earlier edition has it.
    assert editions.number_in("724.1", "20260116", "20231013") is None
    assert editions.lineage_of("20260116", "999.9") is None
    assert editions.same_rule("20260116", "999.9") == []


def test_the_writer_connection_reads_the_same_editions(db: Path, editions: Editions) -> None:
    with contextlib.closing(sqlite3.connect(db)) as connection:
        read = Editions.read(connection)
    assert read.all == editions.all
    assert read.same_rule("20231013", "724.5") == editions.same_rule("20231013", "724.5")


def test_editions_without_a_lineage_map_no_numbers() -> None:
    editions = Editions([Edition("20260116", "en", is_wiki_quote=False, locator="a.txt")])
    assert editions.wiki_edition is None
    assert editions.wiki_numbering == frozenset()
    assert editions.other_numbers("20260116", "728.5") == []
    assert editions.number_in("728.5", "20260116", "20231013") is None


def test_a_rule_refs_printing_key_is_its_lineage_or_its_ref_remembered_a_bounded_few(
    editions: Editions, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rulesdb import editions as editions_module
    from rulesdb.search.stages.candidates import printing_key

    asked = [
        ("20231117", "rule:724.5"),
        ("20260116", "rule:728.5"),
        ("20231013", "rule:724.5a"),
        ("20260116", "rule:999.9"),
        ("", "rule:724.5"),
    ]
    for edition, ref in asked * 2:
        key = editions.printing_key_of_ref(edition, ref)
        assert key == printing_key(editions, edition, ref.removeprefix("rule:"))
    assert editions.printing_key_of_ref(*asked[0]) == editions.printing_key_of_ref(*asked[1])
    assert editions.printing_key_of_ref(*asked[3]) == "rule:999.9"
    monkeypatch.setattr(editions_module, "REF_KEYS_REMEMBERED", 2)
    editions._ref_keys.clear()
    for edition, ref in asked:
        assert editions.printing_key_of_ref(edition, ref) == printing_key(
            editions, edition, ref.removeprefix("rule:")
        )
        assert len(editions._ref_keys) <= 2


async def test_the_lineage_is_read_an_edition_a_row_as_the_table_holds_it(full_db: Path) -> None:
    with contextlib.closing(sqlite3.connect(full_db)) as connection:
        rows = connection.execute("SELECT edition, number, lineage_id FROM rule_lineage")
        stored = {(edition, number): lineage for edition, number, lineage in rows}
        read = Editions.read(connection)
    assert len(stored) > 1000
    assert read._lineage == stored
    db = await open_read_only_async(full_db)
    try:
        assert (await Editions.load(db))._lineage == stored
    finally:
        await db.close()
