"""`card` finds an English-only card written in katakana from its sound (シャハラザード), and a
question that writes it so names the card."""

from __future__ import annotations

from pathlib import Path

from bot.application.app import JudgeApp


async def test_card_and_search_find_an_english_only_card_by_its_katakana(
    card_data_db: Path,
) -> None:
    app = await JudgeApp.open(card_data_db)
    try:
        card = await app.card("シャハラザード")
        answer = await app.search("シャハラザードを唱えたらどうなる")
    finally:
        await app.close()
    assert card["ref"] == "card:Shahrazad"
    assert [named["ref"] for named in answer["cards"]] == ["card:Shahrazad"]
