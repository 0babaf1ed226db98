"""The glossary lookup (rulesdb.lookup.glossary): an entry by its term in either language, in the
reader's language, with the rules it points to; close terms for a miss; autocomplete terms."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase


@pytest.fixture
async def full(full_db: Path) -> AsyncIterator[RulesDatabase]:
    database = await RulesDatabase.open(full_db, semantic=False)
    yield database
    await database.close()


async def test_an_english_term_answers_the_english_entry_with_the_rule_it_points_to(
    full: RulesDatabase,
) -> None:
    entry = (await full.glossary()).find("deathtouch", "en")
    assert entry is not None
    answer = (await full.glossary()).answer(entry, full.editions)
    assert answer["term"] == "Deathtouch" and answer["lang"] == "en"
    assert "See rule 702.2" in answer["text"]
    assert answer["rules"] == [{"number": "702.2", "text": "Deathtouch"}]
    assert answer["other_terms"] == {"ja": "接死"}
    assert answer["edition"] == max(full.editions.names())


@pytest.mark.parametrize("asked", ["接死", "せっし", "Deathtouch", "接死（せっし）／Deathtouch"])
async def test_a_japanese_reader_gets_the_japanese_glossarys_entry(
    full: RulesDatabase, asked: str
) -> None:
    entry = (await full.glossary()).find(asked, "ja")
    assert entry is not None
    answer = (await full.glossary()).answer(entry, full.editions)
    assert answer["term"] == "接死" and answer["lang"] == "ja"
    assert "702.2" in answer["text"] and answer["other_terms"] == {"en": "Deathtouch"}
    assert [rule["number"] for rule in answer["rules"]] == ["702.2"]
    assert "接死" in str(answer["rules"][0]["text"])


async def test_a_japanese_term_asked_by_an_english_reader_answers_in_english(
    full: RulesDatabase,
) -> None:
    entry = (await full.glossary()).find("接死", "en")
    assert entry is not None and entry.lang == "en" and entry.term == "Deathtouch"


async def test_a_miss_suggests_close_terms_only(full: RulesDatabase) -> None:
    assert (await full.glossary()).find("deathtoch", "en") is None
    assert (await full.glossary()).suggest("deathtoch", "en") == ["Deathtouch"]
    assert (await full.glossary()).suggest("zzqx", "en") == []


async def test_completions_start_with_what_was_typed(full: RulesDatabase) -> None:
    assert [
        e.shown_term for e in (await full.glossary()).completions("deathto", "en", limit=5)
    ] == ["Deathtouch"]
    assert (await full.glossary()).completions("接死", "ja", limit=5)[0].shown_term == "接死"


async def test_a_database_without_official_rules_has_an_empty_glossary(
    bundled: RulesDatabase,
) -> None:
    assert (await bundled.glossary()).find("deathtouch", "en") is None
    assert (await bundled.glossary()).suggest("deathtouch", "en") == []
