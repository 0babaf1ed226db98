"""Any text typed into a surface gets an answer in the contract's shape from the application
layer: the search echoes the question, autocomplete stays within Discord's 25 choices."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.application.app import JudgeApp
from bot.application.app_protocol import AutocompleteKind
from tests.rulesdb.test_search_robustness import NASTY

KINDS: tuple[AutocompleteKind, ...] = ("card", "rule", "list")


@pytest.mark.parametrize("question", NASTY)
async def test_nasty_questions_get_answers_in_the_contract_shape(
    bundled_app: JudgeApp, question: str
) -> None:
    answer = await bundled_app.search(question)
    assert answer["query"] == question
    assert isinstance(answer["hits"], list)
    for kind in KINDS:
        assert len(await bundled_app.autocomplete(kind, question)) <= 25


@settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(question=st.text(max_size=300))
def test_any_text_autocompletes(bundled_db: Path, question: str) -> None:
    async def complete() -> list[int]:
        app = await JudgeApp.open(bundled_db)
        try:
            await app.cards(question)
            return [len(await app.autocomplete(kind, question)) for kind in KINDS]
        finally:
            await app.close()

    assert all(count <= 25 for count in asyncio.run(complete()))
