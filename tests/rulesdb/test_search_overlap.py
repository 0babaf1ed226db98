"""The search ranks the question's words in the database thread while it matches card names:
the same answers as one step after the other, whatever runs beside them."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from rulesdb.answers import RecognisedCard
from rulesdb.database import RulesDatabase
from rulesdb.search.query import analyze
from rulesdb.search.searcher import _started
from rulesdb.search.stages.gathering import (
    FTS_CANDIDATES,
    frequencies,
    fts_expression,
    question_grams,
    ranked_by_words,
)
from rulesdb.search.statements import BEST_MATCHES
from tests.mtgjson_samples import build_card_data_db

QUESTIONS = [
    "毒カウンターが10個たまったら負け?",
    "ten poison counters",
    "What happens to the subgame's cards when Shahrazad's subgame ends?",
    "白金の天使がいる時にライフが0になったら?",
    "can I concede in the middle of a subgame",
    "CR 724.5a",
    "ライブラリーが0枚でドローしたら?",
    "Who wins when both players reach 0 life at the same time?",
]


async def test_the_ranks_read_back_are_the_index_s_own(bundled: RulesDatabase) -> None:
    searcher = await bundled.searcher()
    for question in QUESTIONS:
        query = analyze(question, searcher.vocabulary)
        grams = await question_grams(searcher.index, query)
        frequency = await frequencies(searcher.index, *grams)
        expected = []
        for part in grams:
            expression = fts_expression(part, frequency)
            if expression is None:
                continue
            rows = await searcher.db.execute_fetchall(BEST_MATCHES, (expression, FTS_CANDIDATES))
            expected.append([(int(doc), float(rank)) for doc, rank in rows])
        assert await ranked_by_words(searcher.db, searcher.index, grams) == expected
        assert any(expected), question


async def test_searches_side_by_side_answer_as_one_at_a_time(bundled: RulesDatabase) -> None:
    searcher = await bundled.searcher()
    alone = [await searcher.answer(q) for q in QUESTIONS]
    together = await asyncio.gather(*(searcher.answer(q) for q in QUESTIONS * 3))
    assert together == alone * 3
    assert all(result.hits for result in alone)


async def test_a_started_task_is_cancelled_when_the_block_fails() -> None:
    release = asyncio.Event()
    ran = []

    async def waiting() -> int:
        ran.append("started")
        await release.wait()
        return 1

    with pytest.raises(ValueError, match="the block failed"):
        async with _started(waiting()) as task:
            raise ValueError("the block failed")
    assert ran == ["started"]
    await asyncio.sleep(0)
    assert task.cancelled()


async def test_a_started_task_s_failure_is_the_block_s() -> None:
    async def failing() -> int:
        raise LookupError("the statement failed")

    with pytest.raises(LookupError, match="the statement failed"):
        async with _started(failing()) as task:
            await task


@pytest.fixture(scope="module")
def cards_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build_card_data_db(tmp_path_factory.mktemp("beside"))


CARD_STORIES = [
    "Platinum Angel and 0 life, do I lose?",
    "白金の天使がいる時にライフが0になったら?",
    "My opponent cast Lightning Bolt at me with 3 life left",
]


async def test_work_beside_the_gathering_is_given_the_cards_the_answer_names(
    cards_db: Path,
) -> None:
    database = await RulesDatabase.open(cards_db)
    try:
        searcher = await database.searcher()
        for question in CARD_STORIES:
            given: list[list[RecognisedCard]] = []
            found = await searcher.answer(question, beside=given.append)
            assert found.cards and found.cards[0].get("text"), question  # with card data
            assert given == [found.cards], question
            assert found == await searcher.answer(question)  # the same answer without it
    finally:
        await database.close()


async def test_work_beside_is_not_given_without_a_card_named(bundled: RulesDatabase) -> None:
    searcher = await bundled.searcher()
    for question in [*QUESTIONS, " \n "]:
        given: list[list[RecognisedCard]] = []
        await searcher.answer(question, beside=given.append)
        assert given == [], question
