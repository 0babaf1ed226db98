"""Any string is a valid question for the search, the card lists, the name indexes and the rule
suggestions: never an exception, always well-formed hits."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdb.database import RulesDatabase

NASTY = [
    '"',
    '"unbalanced',
    "AND",
    "OR NOT AND",
    "NEAR(",
    "NEAR(a b, 3)",
    "*",
    "col:value",
    "documents_fts:x",
    "'; DROP TABLE documents; --",
    "\x00",
    "\x00\x01\x02\x1f\x7f",
    "@everyone",
    "<@&123456789012345678> ping",
    "a" * 10_000,
    "毒" * 10_000,
    "\ud800" if False else "\U0001f600" * 50,
    "ｶﾀｶﾅ ﾃｽﾄ",
    "\u200b\u200d\ufeff",
    "%_\\",
]


@pytest.mark.parametrize("question", NASTY)
async def test_nasty_questions_get_clean_answers(bundled: RulesDatabase, question: str) -> None:
    hits = await (await bundled.searcher()).search(question)
    assert isinstance(hits, list)
    assert all(0.0 <= h["score"] <= 1.0 for h in hits)


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(question=st.text(max_size=300))
def test_any_text_is_a_valid_question(bundled_db: Path, question: str) -> None:
    async def ask() -> list[dict[str, object]]:
        database = await RulesDatabase.open(bundled_db)
        try:
            hits = await (await database.searcher()).search(question, limit=5)
            await (await database.catalog()).cards(question)
            catalog = await database.catalog()
            for index in (catalog.index, catalog.list_titles):
                index.prefix(question, limit=25)
                index.search(question, limit=25, cutoff=0.5)
            await database.rules.suggestions(question)
            return hits
        finally:
            await database.close()

    hits = asyncio.run(ask())
    assert isinstance(hits, list)
    assert len(hits) <= 5
