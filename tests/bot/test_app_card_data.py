"""Card answers with card data loaded: Oracle text, the Japanese printing, dated rulings, the
image link and the rules its keywords name; card lists from Oracle text, in both languages."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.terminal.render_text import render_card, render_card_lists


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    application = await JudgeApp.open(card_data_db)
    yield application
    await application.close()


async def test_a_card_shows_its_oracle_entry_japanese_text_rulings_and_image(app: JudgeApp) -> None:
    answer = await app.card("白金の天使")

    oracle = answer["oracle"]
    assert oracle["name"] == "Platinum Angel"
    assert (oracle["mana_cost"], oracle["type_line"]) == ("{7}", "Artifact Creature — Angel")
    assert (
        oracle["text"] == "Flying\nYou can't lose the game and your opponents can't win the game."
    )
    assert (oracle["power"], oracle["toughness"], oracle["loyalty"]) == ("4", "4", None)
    assert oracle["keywords"] == ["Flying"]
    assert answer["ja_text"] == {
        "name": "白金の天使",
        "type_line": "アーティファクト・クリーチャー — 天使",
        "text": "飛行\nあなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
    }
    assert [r["date"] for r in answer["rulings"]] == ["2004-12-01"] * 2 + ["2009-10-01"] * 3
    assert answer["image_url"] == (
        "https://api.scryfall.com/cards/named?exact=Platinum%20Angel&format=image"
    )
    assert answer["keyword_rules"] == [
        {
            "keyword": "Flying",
            "ref": "rule:702.9",
            "number": "702.9",
            "edition": "20231013",
            "title": "Flying",
            "url": "https://yawgatog.com/resources/magic-rules/#R7029",
        }
    ]
    assert answer["card_data"]["version"] == "5.2.0+20220425"
    # What the wiki says stays.
    assert answer["lists"] and answer["mentions"]


async def test_a_keyword_points_to_its_rule(app: JudgeApp) -> None:
    answer = await app.card("Glistener Elf")

    assert [(r["keyword"], r["number"]) for r in answer["keyword_rules"]] == [("Infect", "702.90")]


async def test_quirks_name_only_japanese_and_no_rulings(app: JudgeApp) -> None:
    soul_echo = await app.card("魂の残響")
    assert soul_echo["en"] == "Soul Echo"
    assert soul_echo["ja_text"] == {"name": "魂の残響", "type_line": None, "text": None}

    shahrazad = await app.card("Shahrazad")
    assert shahrazad["ja"] is None and shahrazad["ja_text"] is None
    assert shahrazad["oracle"]["faces"][0]["ja"] is None

    bolt = await app.card("Lightning Blot")  # a typo
    assert bolt["en"] == "Lightning Bolt" and bolt["rulings"] == []


async def test_a_wiki_only_card_keeps_its_answer_shape(app: JudgeApp) -> None:
    answer = await app.card("Sengir, the Dark Baron")  # not in the sample

    # The wiki's part and the links every card has (its Scryfall page).
    assert set(answer) == {"ref", "en", "ja", "lists", "mentions", "scryfall_url"}


async def test_card_lists_from_oracle_text_in_english_and_japanese(app: JudgeApp) -> None:
    english = await app.cards("can't lose the game")
    oracle = english["lists"][0]
    assert (oracle["page"], oracle["section"], oracle["section_path"]) == (None, "Oracle text", [])
    names = [card["en"] for card in oracle["cards"]]
    assert {"Platinum Angel", "Lich's Mastery", "Angel's Grace", "Abyssal Persecutor"} <= set(names)
    assert names == sorted(names)
    angel = next(card for card in oracle["cards"] if card["en"] == "Platinum Angel")
    assert angel["note"] == "You can't lose the game and your opponents can't win the game."

    japanese = await app.cards("「敗北しない」")
    oracle = japanese["lists"][0]
    assert oracle["page"] is None
    assert [(c["en"], c["note"]) for c in oracle["cards"]] == [
        ("Lich's Tomb", "あなたはライフが０点以下になることによってゲームに敗北しない。"),
        ("Phyrexian Unlife", "あなたはライフが０点以下であることによりゲームに敗北しない。"),
    ]
    # The wiki's lists are still there, after the cards that say it.
    assert any(entry["page"] == "敗北条件" for entry in japanese["lists"][1:])


async def test_a_wiki_list_title_finds_no_oracle_list(app: JudgeApp) -> None:
    answer = await app.cards("サブゲームを行うカード一覧")

    assert all(entry["page"] is not None for entry in answer["lists"])


async def test_text_rendering_of_card_data(app: JudgeApp) -> None:
    text = render_card(await app.card("Glistener Elf"), "en")

    assert "{G}  Creature — Phyrexian Elf Warrior  1/1" in text
    assert "Keyword rules: Infect → 702.90 (20231013)" in text
    assert "[ja] クリーチャー — エルフ・戦士\n     感染 （このクリーチャーは" in text
    assert "Image: https://api.scryfall.com/cards/named?exact=Glistener%20Elf" in text
    lists = render_card_lists(await app.cards("can't lose the game"), "ja")
    assert lists.startswith("オラクル・テキストに含むカード\n")
    assert "白金の天使/Platinum Angel" in lists


async def test_a_keywords_rule_is_read_through_the_parent_index(app: JudgeApp) -> None:
    # Ordered by position, SQLite would walk every rule of the edition (1 ms with the full
    # rules, on every /card of a card with a keyword) instead of the keyword chapters' rules.
    statements: list[str] = []
    connection = app.database.connection
    await connection.set_trace_callback(statements.append)
    await app.card("Platinum Angel")
    await connection.set_trace_callback(None)
    (keyword_read,) = [s for s in statements if "lower(text) IN" in s]
    plan = " ".join(
        str(row) for row in await connection.execute_fetchall("EXPLAIN QUERY PLAN " + keyword_read)
    )
    assert "rules_parent" in plan


async def test_a_recognised_creature_comes_with_its_power(app: JudgeApp) -> None:
    """The situation reader hits for a plain creature's power when the story gives no number;
    a spell has none."""
    answer = await app.search("opponent's Glistener Elf hits me, and Platinum Angel? Shahrazad?")
    powers = {card["ref"]: ("text" in card, card.get("power")) for card in answer["cards"]}
    assert powers == {
        "card:Glistener Elf": (True, "1"),
        "card:Platinum Angel": (True, "4"),
        "card:Shahrazad": (True, None),
    }
