"""The ranking's weights are one value the searcher is given (rulesdb.search.weights): the
defaults rank as the search always has, and another weight ranks otherwise, so an evaluation
can sweep them."""

from __future__ import annotations

from dataclasses import replace

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.search.searcher import Searcher
from rulesdb.search.weights import RankingWeights

POISON = "毒カウンター"
# The bundled corpus's answer to POISON, as the search gave it before its weights were one value.
POISON_TOP = [
    ("section:サブゲーム#サブゲーム外のオブジェクトやカウンターの扱い", 0.788),
    ("rule:104.3d", 0.7725),
    ("section:敗北条件#状況起因処理による敗北", 0.7157),
]


async def _searcher(database: RulesDatabase, weights: RankingWeights) -> Searcher:
    return await Searcher.load(
        database.connection, (await database.searcher()).cards, database.editions, weights
    )


async def _top(searcher: Searcher, question: str) -> list[tuple[str, float]]:
    return [(h["ref"], h["score"]) for h in await searcher.search(question, limit=3)]


async def test_the_default_weights_rank_as_before(bundled: RulesDatabase) -> None:
    assert (await bundled.searcher()).weights == RankingWeights()
    assert await _top((await bundled.searcher()), POISON) == POISON_TOP
    explicit = await _searcher(bundled, RankingWeights())
    assert await explicit.answer(POISON) == await (await bundled.searcher()).answer(POISON)


async def test_a_heavier_bm25_puts_the_rule_first(bundled: RulesDatabase) -> None:
    searcher = await _searcher(bundled, RankingWeights(bm25=0.5))
    top = await _top(searcher, POISON)
    assert top[0][0] == "rule:104.3d"
    assert [ref for ref, _ in top] != [ref for ref, _ in POISON_TOP]


async def test_no_part_of_a_score_is_weighed_outside_the_weights(bundled: RulesDatabase) -> None:
    # With every part weighing nothing (and the languages' agreement too), every hit scores 0.
    nothing = RankingWeights(
        coverage=0.0, text=0.0, title=0.0, bm25=0.0, prior=0.0, phrase=0.0, agreement=0.0
    )
    searcher = await _searcher(bundled, nothing)
    hits = await searcher.search("ten poison counters")
    assert hits and {h["score"] for h in hits} == {0.0}


def test_the_weights_are_one_frozen_value() -> None:
    weights = RankingWeights()
    with pytest.raises(AttributeError):
        weights.bm25 = 0.5  # type: ignore[misc]
    assert replace(weights, title=0.3).fuzzy_bound == pytest.approx(weights.text + 0.3)
