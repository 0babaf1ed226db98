"""Cards and card lists through the application layer, on the bundled corpus."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import NotFoundError
from bot.application.source_links import section_url


@pytest.mark.parametrize(
    "name",
    [
        "白金の天使",
        "Platinum Angel",
        "platinum angle",
        "ＰＬＡＴＩＮＵＭ ＡＮＧＥＬ",
        "白金の天使/Platinum Angel",
    ],
)
async def test_a_card_by_either_name_with_typos(bundled_app: JudgeApp, name: str) -> None:
    card = await bundled_app.card(name)
    assert card["ref"] == "card:Platinum Angel"
    assert card["en"] == "Platinum Angel"
    assert card["ja"] == "白金の天使"
    assert card["lists"] == [
        {
            "page": "敗北条件",
            "section": "敗北に影響するカード",
            "position": 1,
            "note": card["lists"][0]["note"],
            "url": "https://mtgwiki.com/wiki/敗北条件",
            "section_url": section_url("https://mtgwiki.com/wiki/敗北条件", "敗北に影響するカード"),
        }
    ]
    assert card["mentions"][0]["section_path"] == ["敗北に影響するカード"]
    assert "白金の天使/Platinum Angel" in card["mentions"][0]["text"]


async def test_a_japanese_name_containing_a_comma(bundled_app: JudgeApp) -> None:
    card = await bundled_app.card("闇の男爵、センギア")
    assert card["ref"] == "card:Sengir, the Dark Baron"
    assert card["en"] == "Sengir, the Dark Baron"
    assert (await bundled_app.card("Sengir the Dark Baron"))["ref"] == card["ref"]


async def test_kana_variants_of_a_katakana_name(bundled_app: JudgeApp) -> None:
    assert (await bundled_app.card("ふぁいれくしあの非生"))["en"] == "Phyrexian Unlife"


async def test_an_unknown_card_suggests_close_names(bundled_app: JudgeApp) -> None:
    with pytest.raises(NotFoundError) as missing:
        await bundled_app.card("Platinum Angle of Doom and Gloom")
    assert missing.value.suggestions
    assert "白金の天使/Platinum Angel" in missing.value.suggestions[:3]
    with pytest.raises(NotFoundError):
        await bundled_app.card("zzzzzz")


async def test_a_card_known_only_in_english(bundled_app: JudgeApp) -> None:
    card = await bundled_app.card("shahrazad")
    assert card == {**card, "ref": "card:Shahrazad", "en": "Shahrazad", "ja": None}
    assert card["lists"][0]["section"] == "サブゲームを行うカード一覧"
    assert card["lists"][0]["note"] == "アラビアンナイト"


async def test_the_subgame_card_list_in_page_order(bundled_app: JudgeApp) -> None:
    for question in [
        "サブゲームを行うカード",
        "cards that start a subgame",
        "サブゲームを行うカード一覧",
    ]:
        lists = (await bundled_app.cards(question))["lists"]
        assert lists, question
        best = lists[0]
        assert (best["page"], best["section"]) == ("サブゲーム", "サブゲームを行うカード一覧"), (
            question
        )
        assert best["cards"] == [
            {"en": "Shahrazad", "ja": None, "note": "アラビアンナイト"},
            {"en": "Enter the Dungeon", "ja": None, "note": "アンヒンジド"},
            {"en": "The Countdown Is at One", "ja": "カウントダウン残り１", "note": "Unstable"},
            {"en": "Tug of War", "ja": "綱引き", "note": "Unfinity"},
        ]


async def test_losing_condition_lists(bundled_app: JudgeApp) -> None:
    full = (await bundled_app.cards("敗北条件カード一覧"))["lists"][0]
    assert full["section"] == "敗北条件カード一覧"
    assert len(full["cards"]) == 39
    assert full["cards"][0] == {"en": "Lich", "ja": None, "note": None}
    affecting = (await bundled_app.cards("cards that affect losing the game"))["lists"][0]
    assert affecting["section"] == "敗北に影響するカード"
    assert len(affecting["cards"]) == 16


async def test_a_question_about_no_list_finds_none(bundled_app: JudgeApp) -> None:
    assert (await bundled_app.cards("zzzz qqqq"))["lists"] == []
    assert (await bundled_app.cards(""))["lists"] == []


async def test_autocomplete_stays_within_discord_limits(bundled_app: JudgeApp) -> None:
    for kind, partial in [
        ("card", ""),
        ("card", "天使"),
        ("card", "vras"),
        ("list", "カード"),
        ("rule", "724"),
        ("rule", ""),
        ("rule", "CR 104.3"),
        ("list", ""),
    ]:
        choices = await bundled_app.autocomplete(kind, partial)  # type: ignore[arg-type]
        assert len(choices) <= 25
        assert all(1 <= len(c.name) <= 100 and 1 <= len(c.value) <= 100 for c in choices)
    vraska = await bundled_app.autocomplete("card", "vras")
    assert {c.value for c in vraska} >= {"Vraska the Unseen", "Vraska, Scheming Gorgon"}
    numbers = [c.value for c in await bundled_app.autocomplete("rule", "CR 104.3")]
    assert numbers[0] == "104.3" and "104.3k" in numbers
    titles = [c.value for c in await bundled_app.autocomplete("list", "サブゲーム")]
    assert titles[0] == "サブゲームを行うカード一覧"


async def test_answers_are_remembered_as_copies(bundled_db: Path) -> None:
    app = await JudgeApp.open(bundled_db)
    try:
        first = await app.search("毒")
        first["hits"].clear()  # a renderer editing its answer must not edit the cache
        again = await app.search("毒")
        assert again["hits"]
    finally:
        await app.close()
    uncached = await JudgeApp.open(bundled_db, answer_cache_size=0)
    try:
        assert (await uncached.search("毒")) == again
    finally:
        await uncached.close()
