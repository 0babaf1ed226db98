"""A named card's text is whole in the answer (up to 1,500 characters): the ability that
decides is often a card's last (Thassa's Oracle's win at its 300th character and on, Gideon of
the Trials' emblem), and it was cut at 300 characters before the answer chose it."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import cast

import pytest

from bot.application.answer_types import CardItem
from bot.application.app import JudgeApp
from bot.terminal.render_text import render_search


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    opened = await JudgeApp.open(card_data_db, verdicts=True)
    yield opened
    await opened.close()


async def _card_item(app: JudgeApp, question: str, ref: str) -> CardItem:
    found = await app.search(question)
    item = next(i for i in found["answer"] if i["kind"] == "card" and i["ref"] == ref)
    return cast(CardItem, item)


async def test_a_planeswalkers_last_ability_is_quoted_whole(app: JudgeApp) -> None:
    item = await _card_item(app, "Gideon's ultimate: can I lose?", "card:Gideon of the Trials")
    assert len(item["text"]) > 300
    assert item.get("sentence", "").startswith("[0]: You get an emblem with")
    assert "you can't lose the game and your opponents can't win the game" in item["sentence"]


async def test_the_win_at_the_end_of_a_long_ability_is_shown(app: JudgeApp) -> None:
    question = "Thassa's Oracle: when do I win?"
    item = await _card_item(app, question, "card:Thassa's Oracle")
    assert "you win the game" in item.get("sentence", "")
    lines = render_search(await app.search(question), "en").splitlines()
    said = lines[lines.index("[card] タッサの神託者/Thassa's Oracle") + 1]
    assert "If X is greater than or equal to the number of cards in your library, you win" in said
