"""/card with card data loaded: the Oracle text, the Japanese printing, keyword rules and the image
link on the first page, every ruling (dated) on the pages after it, within Discord's limits."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.discord_app.cogs.cards.embeds import RULINGS_PER_PAGE
from bot.discord_app.shared.embeds import blockquote, quoted
from tests.discord_standin import DiscordUser


@pytest.fixture
async def application(card_data_db: Path) -> AsyncIterator[Application]:
    app = await JudgeApp.open(card_data_db)
    yield app
    await app.close()


def fields_of(embed: dict[str, Any]) -> dict[str, str]:
    return {field["name"]: field["value"] for field in embed.get("fields") or []}


async def test_card_panel_shows_oracle_text_and_pages_through_every_ruling(
    discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.card("Teferi's Protection")
    rulings = answer["rulings"]
    assert len(rulings) > 2 * RULINGS_PER_PAGE

    reply = await discord_user.run_command("card", name="Teferi's Protection")

    first = fields_of(reply.embed)
    assert reply.embed["title"] == "テフェリーの防御 / Teferi's Protection"
    oracle = answer["oracle"]["faces"][0]
    assert first["Oracle text"].startswith(f"**{oracle['mana_cost']} {oracle['type_line']}**")
    assert quoted(oracle["text"]) in first["Oracle text"]
    assert "Japanese printing: テフェリーの防御" in first
    assert first["Card image"] == answer["image_url"]
    count = int(reply.buttons[1]["label"].split("/")[1])
    assert count == 1 + -(-len(rulings) // RULINGS_PER_PAGE)

    shown: list[tuple[str, str]] = []
    for page in range(2, count + 1):
        reply = await discord_user.press(reply, "▶")
        assert reply.buttons[1]["label"] == f"{page}/{count}"
        assert reply.embed["description"].startswith("**Rulings** ")
        shown += [(f["name"], f["value"]) for f in reply.embed["fields"]]
    assert shown == [(r["date"], blockquote(r["text"], 1024)) for r in rulings]


async def test_card_panel_in_japanese_names_the_keyword_rule(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("card", name="ぎらつかせのエルフ", locale="ja")

    fields = fields_of(reply.embed)
    assert fields["キーワードのルール"] == "Infect → 702.90 (20231013)"
    assert "掲載リスト" not in fields  # on no wiki list: no empty "None" field
    assert not reply.buttons  # no rulings: one page


async def test_cards_lists_the_cards_whose_text_says_it(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("cards", list="can't lose the game")

    assert reply.embed["title"] == "Cards whose Oracle text says it"
    assert "• 白金の天使 / Platinum Angel — You can't lose the game" in reply.embed["description"]
