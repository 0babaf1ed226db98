"""Questions with one `question_key` get one answer, so the answer cache may key them by it."""

from __future__ import annotations

import asyncio
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.application.app import JudgeApp
from rulesdb.search.query import MAX_QUERY_CHARS, question_key

QUESTIONS = [
    "毒カウンター 何個で 負ける",
    "what happens to cards in a subgame exile zone",
    "CR 724.5 サブゲーム 終了",
    "Platinum Angel can't lose",
    "サブゲームを行うカード",
    "rule 104.3a",
]
SPACES = st.text(alphabet=" \t\n\u3000\xa0", min_size=1, max_size=3)


@st.composite
def respaced(draw: st.DrawFn) -> tuple[str, str]:
    """A question, and the same words spaced otherwise (and, sometimes, run on past the part
    analysis reads)."""
    words = draw(st.sampled_from(QUESTIONS)).split()
    gaps = [draw(SPACES) for _ in range(len(words) + 1)]
    variant = gaps[0] + "".join(word + gap for word, gap in zip(words, gaps[1:], strict=True))
    if draw(st.booleans()):
        long = " ".join(words) + " " + "毒" * MAX_QUERY_CHARS
        return long, long + draw(st.text(max_size=20))
    return " ".join(words), variant


def test_the_key_ignores_spacing_and_what_analysis_does_not_read() -> None:
    assert question_key(" 毒  カウンター\n") == question_key("毒 カウンター") == "毒 カウンター"
    assert question_key("毒カウンター") != question_key("毒 カウンター")
    assert question_key("a" * MAX_QUERY_CHARS + "b") == question_key("a" * MAX_QUERY_CHARS + "c")


@settings(
    max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(pair=respaced())
def test_questions_with_one_key_get_one_answer(bundled_db: Path, pair: tuple[str, str]) -> None:
    question, variant = pair
    assert question_key(question) == question_key(variant)

    async def answers(text: str) -> tuple[object, object]:
        app = await JudgeApp.open(bundled_db)
        try:
            lists = await (await app.catalog()).cards(text)
            return await (await app.searcher()).search(text, limit=10), lists["lists"]
        finally:
            await app.close()

    assert asyncio.run(answers(question)) == asyncio.run(answers(variant))
