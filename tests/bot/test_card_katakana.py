"""`card` finds an English-only card written in katakana from its sound (シャハラザード), or
shortened as players write it (プラチナエンジェル), and a question that writes it so names the
card."""

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


async def test_card_finds_a_card_by_its_name_shortened_in_katakana(card_data_db: Path) -> None:
    app = await JudgeApp.open(card_data_db)
    try:
        card = await app.card("プラチナエンジェル")
    finally:
        await app.close()
    assert card["ref"] == "card:Platinum Angel"


async def test_a_question_naming_cards_as_players_shorten_them(card_data_db: Path) -> None:
    app = await JudgeApp.open(card_data_db)
    try:
        lab_man = await app.search("lab man with an empty library, do I win?")
        # Words the rules say are theirs, not a card's nickname ("Two Headed Giant" is also a
        # card's name): the search asks how many rules quote them.
        index = (await app.searcher()).index
        variant = await index.rules_quoting("two headed giant", 4)
        nickname = await index.rules_quoting("lab man", 4)
    finally:
        await app.close()
    assert [card["ref"] for card in lab_man["cards"]] == ["card:Laboratory Maniac"]
    assert variant == 4 and nickname == 0
