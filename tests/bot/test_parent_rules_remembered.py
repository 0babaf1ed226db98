"""A search's parent rule (704.5 above 704.5a) is read once for a database and remembered by
the snapshot: the answers are the same as when each is read afresh, a refresh reads them from
the new database, and the memory is bounded."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bot.application import database_snapshot
from bot.application.app import JudgeApp
from rulesdb.database import RulesDatabase
from rulesdb.lookup.rules_lookup import RulesLookup

QUESTION = "サブゲーム"


def counting_briefs(monkeypatch: pytest.MonkeyPatch) -> list[Any]:
    """The numbers each `briefs_many` call reads, as they are read."""
    read: list[Any] = []
    real = RulesLookup.briefs_many

    async def counted(self: RulesLookup, texts: Any, *, edition: str | None = None) -> Any:
        read.append(list(texts))
        return await real(self, texts, edition=edition)

    monkeypatch.setattr(RulesLookup, "briefs_many", counted)
    return read


async def test_a_parent_rule_is_read_once_and_answers_as_read_afresh(
    card_data_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    fresh = await JudgeApp.open(card_data_db, answer_cache_size=0, semantic=False)
    try:
        expected = await fresh.search(QUESTION)
    finally:
        await fresh.close()
    read = counting_briefs(monkeypatch)
    app = await JudgeApp.open(card_data_db, answer_cache_size=0, semantic=False)
    try:
        first = await app.search(QUESTION)
        assert first["best"] is not None and first["best"]["parent"] is not None
        first["best"]["parent"]["text"]["en"] = "changed by its caller"
        again = await app.search(QUESTION)
    finally:
        await app.close()
    assert len(read) == 1
    assert again == expected


async def test_a_refreshed_database_reads_its_parent_rules_again(
    card_data_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    read = counting_briefs(monkeypatch)
    await asked_across_a_refresh(card_data_db, QUESTION)
    assert len(read) == 2


async def asked_across_a_refresh(db: Path, question: str) -> None:
    """`question` searched, the database refreshed (the same file opened anew), and searched
    again, answer cache off."""
    app = await JudgeApp.open(db, answer_cache_size=0, semantic=False)
    try:
        await app.search(question)
        await app.swap_database(await RulesDatabase.open(db))
        await app.search(question)
    finally:
        await app.close()


async def test_the_parent_rules_remembered_are_bounded(
    card_data_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(database_snapshot, "PARENTS_REMEMBERED", 2)
    app = await JudgeApp.open(card_data_db, answer_cache_size=0, semantic=False)
    try:
        for question in (QUESTION, "state-based actions", "poison counters", "commander damage"):
            await app.search(question)
            assert len(app._now._parents) <= 2
    finally:
        await app.close()
