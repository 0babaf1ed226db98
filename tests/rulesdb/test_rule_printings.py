"""The rules' printings remembered for a database (rulesdb.search.stages.printings): the same
printings in the same order as the statement reads them, whether read now or remembered; never
more refs remembered than the bound; and a refreshed database's printings are its own."""

from __future__ import annotations

import random
from collections.abc import AsyncIterator, Collection, Mapping
from pathlib import Path

import aiosqlite
import pytest

from bot.application.app import JudgeApp
from rulesdb.database import RulesDatabase
from rulesdb.search import statements
from rulesdb.search.stages.candidates import Candidate
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.storage.store import open_read_only_async


@pytest.fixture
async def db(full_db: Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await open_read_only_async(full_db)
    yield connection
    await connection.close()


async def _rule_refs(db: aiosqlite.Connection) -> list[str]:
    rows = await db.execute_fetchall(
        "SELECT DISTINCT ref FROM documents WHERE kind = 'rule' ORDER BY ref"
    )
    return [str(row[0]) for row in rows]


async def _read_now(
    db: aiosqlite.Connection, refs_by_lang: Mapping[str | None, Collection[str]]
) -> list[Candidate]:
    return [Candidate.from_row(row) for row in await statements.rule_printings(db, refs_by_lang)]


def _asked(refs: list[str], pick: random.Random) -> list[dict[str | None, Collection[str]]]:
    """Ref sets as the stages ask them: every language, one language, both languages with
    refs of their own, a ref no rule has, nothing."""
    some = pick.sample(refs, 12)
    return [
        {None: set(some[:5])},
        {"ja": set(some[:4])},
        {"en": set(some[4:8]), "ja": set(some[6:11])},
        {None: {some[11], "rule:999.99z"}},
        {"en": set(), "ja": set()},
        {None: []},
    ]


async def test_the_printings_are_those_the_statement_reads_in_its_order(
    db: aiosqlite.Connection,
) -> None:
    refs = await _rule_refs(db)
    assert len(refs) > 1000  # the four rules files: every rule in several editions
    printings = RulePrintings(db)
    pick = random.Random(23)
    for _ in range(20):
        for asked in _asked(refs, pick):
            expected = await _read_now(db, asked)
            assert await printings.read(asked) == expected  # read now, or partly remembered
            assert await printings.read(asked) == expected  # remembered
    assert await printings.rules(["rule:704.5a"]) == await _read_now(db, {None: ["rule:704.5a"]})


async def test_never_more_refs_remembered_than_the_bound(db: aiosqlite.Connection) -> None:
    refs = await _rule_refs(db)
    printings = RulePrintings(db, remembered=10)
    pick = random.Random(7)
    for _ in range(30):
        asked = {None: pick.sample(refs, 4)}
        assert await printings.read(asked) == await _read_now(db, asked)
        assert 0 < len(printings) <= 10
    many = {None: refs[:25]}  # more than the bound in one read: read, not remembered
    assert await printings.read(many) == await _read_now(db, many)
    assert len(printings) <= 10


async def test_a_refreshed_database_answers_with_its_own_printings(
    bundled_db: Path, full_db: Path
) -> None:
    question = "what happens to the main game's permanents when a subgame ends?"
    app = await JudgeApp.open(bundled_db, answer_cache_size=0)
    fresh = await JudgeApp.open(full_db, answer_cache_size=0)
    try:
        before = await app.search(question)
        remembered = (await app.searcher()).printings
        assert len(remembered) > 0
        await app.swap_database(await RulesDatabase.open(full_db))
        after = await app.search(question)
        assert (await app.searcher()).printings is not remembered
        assert after == await fresh.search(question)
        assert after != before  # the four rules files' printings, not the bundled corpus's
    finally:
        await app.close()
        await fresh.close()
