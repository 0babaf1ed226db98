"""A card shown as the answer is quoted in the reader's language, each ability on its own line."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    application = await JudgeApp.open(card_data_db)
    yield application
    await application.close()


async def test_the_console_quotes_the_cards_text_in_japanese_each_ability_indented(
    app: JudgeApp,
) -> None:
    from bot.terminal.render_text import render_search

    shown = render_search(await app.search("白金の天使"), "ja").splitlines()
    assert shown[0] == "[カード] 白金の天使/Platinum Angel"
    assert shown[1:3] == [
        "   飛行",
        "   あなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
    ]
