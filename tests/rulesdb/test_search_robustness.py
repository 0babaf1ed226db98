"""Any string is a valid question: never an exception, always the contract's shape."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.app import JudgeApp

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
async def test_nasty_questions_get_clean_answers(bundled_app: JudgeApp, question: str) -> None:
    answer = await bundled_app.search(question)
    assert answer["query"] == question
    assert isinstance(answer["hits"], list)
    assert all(0.0 <= h["score"] <= 1.0 for h in answer["hits"])


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(question=st.text(max_size=300))
def test_any_text_is_a_valid_question(bundled_db: Path, question: str) -> None:
    async def ask() -> dict[str, object]:
        app = await JudgeApp.open(bundled_db)
        try:
            answer = await app.search(question, limit=5)
            await app.cards(question)
            await app.autocomplete("card", question)
            await app.autocomplete("rule", question)
            await app.autocomplete("list", question)
            return answer
        finally:
            await app.close()

    answer = asyncio.run(ask())
    assert isinstance(answer["hits"], list)
    assert len(answer["hits"]) <= 5
