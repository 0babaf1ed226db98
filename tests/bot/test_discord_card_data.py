"""/card with card data loaded: the card (linked to Scryfall, Oracle text, the image as the
thumbnail), the Japanese printing, keyword rules (linked) and the newest rulings on the first page,
every other ruling (newest first, dated) on the pages after it, within Discord's limits."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.discord_app.cogs.cards.embeds import card_display
from bot.discord_app.cogs.cards.panel import (
    RULINGS_ON_FIRST_PAGE,
    RULINGS_PER_PAGE,
    newest_first,
)
from bot.discord_app.shared.embeds import blockquote, quoted
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser
from tests.discord_standin.user import Reply


@pytest.fixture
async def application(card_data_db: Path) -> AsyncIterator[Application]:
    app = await JudgeApp.open(card_data_db)
    yield app
    await app.close()


def fields_of(embed: dict[str, Any]) -> dict[str, str]:
    return {field["name"]: field["value"] for field in embed.get("fields") or []}


def page_label(reply: Reply) -> str:
    """The page counter's label ("2/6"), beside the full image's link."""
    return str(
        next(b["label"] for b in reply.buttons if not b.get("url") and "/" in b.get("label", ""))
    )


@pytest.mark.parametrize(
    ("locale", "japanese", "ruling"),
    [
        ("en-US", "Japanese printing: テフェリーの防御", "Ruling {date}"),
        ("ja", "オラクル・テキスト", "裁定 {date}（英語のまま）"),
    ],
)
async def test_card_panel_shows_the_card_first_and_pages_through_every_ruling_newest_first(
    discord_user: DiscordUser, application: Application, locale: str, japanese: str, ruling: str
) -> None:
    answer = await application.card("Teferi's Protection")
    rulings = newest_first(answer["rulings"])
    assert len(rulings) > 2 * RULINGS_PER_PAGE

    reply = await discord_user.run_command("card", name="Teferi's Protection", locale=locale)
    command = "/カード" if locale == "ja" else "/card"
    keep_for_looking(
        f"card-data-{locale}", locale[:2], "Teferi's Protection", reply.message, command=command
    )

    first = reply.embed
    assert first["title"] == "テフェリーの防御 / Teferi's Protection"
    assert first["url"] == answer["scryfall_url"]
    assert first["thumbnail"]["url"] == answer["image_url"]
    # The reader's printing first (the Japanese one for a Japanese reader), the other under it.
    face = answer["oracle"]["faces"][0]
    printed = face["ja"] if locale == "ja" and face["ja"] else face
    assert first["description"].startswith(f"{face['mana_cost']}\n*{printed['type_line']}*")
    assert quoted(printed["text"] or "") in first["description"]
    assert next(iter(fields_of(first))) == japanese
    count = int(page_label(reply).split("/")[1])
    expected_pages = 1 + -(-(len(rulings) - RULINGS_ON_FIRST_PAGE) // RULINGS_PER_PAGE)
    assert count == expected_pages

    shown = [(f["name"], f["value"]) for f in first["fields"] if f["name"].startswith(ruling[:3])]
    for page in range(2, count + 1):
        reply = await discord_user.press(reply, "▶")
        assert page_label(reply) == f"{page}/{count}"
        assert reply.embed["thumbnail"]["url"] == answer["image_url"]
        shown += [(f["name"], f["value"]) for f in reply.embed["fields"]]
    assert shown == [(ruling.format(date=r["date"]), blockquote(r["text"], 1024)) for r in rulings]


async def test_card_panel_in_japanese_names_the_keyword_rule(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("card", name="ぎらつかせのエルフ", locale="ja")

    fields = fields_of(reply.embed)
    assert (
        fields["キーワードのルール"]
        == "Infect → [702.90](https://yawgatog.com/resources/magic-rules/#R70290)"
    )
    assert "掲載リスト" not in fields  # on no wiki list: no empty "None" field
    assert [b["style"] for b in reply.buttons] == [5]  # the image link; no rulings: one page


async def test_cards_lists_the_cards_whose_text_says_it(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("cards", list="can't lose the game")

    assert reply.embed["title"] == "Cards whose Oracle text says it"
    assert "• 白金の天使 / Platinum Angel — You can't lose the game" in reply.embed["description"]


async def test_a_card_on_the_wikis_lists_shows_them_last_and_linked(
    discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.card("白金の天使")

    reply = await discord_user.run_command("card", name="白金の天使", locale="ja")
    # The README's picture of a card panel (docs/images/card-panel-ja.png) is drawn from this.
    keep_for_looking("card-panel-ja", "ja", "白金の天使", reply.message, command="/カード")

    fields = list(reply.embed["fields"])
    while page_label(reply) and not reply.button("▶").get("disabled"):
        reply = await discord_user.press(reply, "▶", locale="ja")
        fields += reply.embed["fields"]
    names = [field["name"] for field in fields]
    assert names[:2] == ["オラクル・テキスト", "キーワードのルール"]  # under the Japanese card
    assert names[2].startswith("裁定 2009-10-01（英語のまま）")
    wiki = names.index("掲載リスト")
    assert wiki == 2 + len(answer["rulings"])  # every ruling, then the wiki's part
    assert all(name.startswith("裁定") for name in names[2:wiki])
    assert all(name.startswith("Wikiでの言及") for name in names[wiki + 1 :])
    assert answer["lists"][0]["section_url"] in fields[wiki]["value"]


@pytest.mark.parametrize("locale", ["en-US", "ja"])
async def test_look_up_cards_shows_each_cards_panel_with_its_oracle_text(
    discord_user: DiscordUser, application: Application, locale: str
) -> None:
    text = "Does Platinum Angel survive Teferi's Protection?"
    expected = await application.cards_in(text)
    written = discord_user.chat_message(text)

    reply = await discord_user.run_message_command("Look up cards", written, locale=locale)
    command = "カードを調べる" if locale == "ja" else "Look up cards"
    keep_for_looking(f"look-up-{locale}", locale[:2], text, reply.message, command=command)

    assert [embed["title"] for embed in reply.embeds] == [card_display(c) for c in expected]
    for embed, card in zip(reply.embeds, expected, strict=True):
        face = card["oracle"]["faces"][0]
        printed = face["ja"] if locale == "ja" and face["ja"] else face
        assert embed["description"].startswith(f"{face['mana_cost']}\n*{printed['type_line']}*")
        assert embed["url"] == card["scryfall_url"]
        assert embed["thumbnail"]["url"] == card["image_url"]
    assert [button["url"] for button in reply.buttons] == [c["image_url"] for c in expected]
