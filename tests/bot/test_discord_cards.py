"""/card and /cards: a card's names, lists and mentions; a whole list, paginated.

Expectations come from the application layer's own answers, so these hold for any application.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.application.app_protocol import Application
from bot.application.reading.list_notes import note_places
from bot.discord_app.shared.embeds import quoted
from tests.discord_standin import DiscordUser


def fields_of(embed: dict[str, Any]) -> dict[str, str]:
    return {field["name"]: field["value"] for field in embed.get("fields") or []}


def display(card: dict[str, Any]) -> str:
    return f"{card['ja']} / {card['en']}" if card.get("ja") and card.get("en") else card["en"]


async def test_card_shows_both_names_lists_and_wiki_mentions(
    discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.card("白金の天使")
    assert answer["mentions"], "the wiki discusses Platinum Angel"

    reply = await discord_user.run_command("card", name="白金の天使")

    assert reply.embed["title"] == "白金の天使 / Platinum Angel"
    fields = fields_of(reply.embed)
    # Each list linked at its heading on the wiki.
    expected_lists = [
        f"• [{quoted(i['page'])} › {quoted(i['section'])}]({i['section_url']})"
        for i in answer["lists"]
    ]
    assert fields["Lists"] == ("\n".join(expected_lists) or "None")
    mention = answer["mentions"][0]
    where = " › ".join([mention["page"], *mention["section_path"]])
    # Quoted exactly as the wiki writes it, and linked.
    assert fields[f"Discussed on the wiki: {where}"] == (
        f"> {quoted(mention['text'])}\n[{quoted(where)}]({mention['section_url']})"
    )


async def test_card_by_english_name_in_japanese(
    discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.card("Transcendence")

    reply = await discord_user.run_command("card", name="Transcendence", locale="ja")

    assert reply.embed["title"] == display(answer)
    fields = fields_of(reply.embed)
    assert "掲載リスト" in fields
    for item in answer["lists"]:
        assert f"• [{quoted(item['page'])} › {quoted(item['section'])}](" in fields["掲載リスト"]


async def test_card_tolerates_typos(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("card", name="Platinum Angle")

    assert reply.embed["title"] == "白金の天使 / Platinum Angel"


async def test_unknown_card_suggests_close_names(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("card", name="Lich's Mirrror of Doom")

    assert reply.ephemeral
    assert reply.content.startswith("Not found: ")
    assert "Lich" in reply.content


async def test_card_autocomplete_offers_what_the_application_matches(
    discord_user: DiscordUser, application: Application
) -> None:
    for typed in ("天使", "angel"):
        expected = await application.autocomplete("card", typed)

        choices = await discord_user.autocomplete("card", "name", typed)

        assert choices == [{"name": c.name, "value": c.value} for c in expected][:25]
        assert "Platinum Angel" in {c["value"] for c in choices}
        assert all(len(c["name"]) <= 100 for c in choices)


async def test_cards_list_is_complete_across_pages(
    discord_user: DiscordUser, application: Application
) -> None:
    best = (await application.cards("敗北条件カード一覧"))["lists"][0]
    reply = await discord_user.run_command("cards", list="敗北条件カード一覧")

    assert reply.embed["title"] == f"{best['page']} › {best['section']}"
    pages = [reply.embed["description"]]
    count = int(reply.buttons[1]["label"].split("/")[1])
    assert reply.describe_buttons() == ["◀", f"1/{count}", "▶"] and count > 1
    assert reply.button("◀")["disabled"] is True
    for page in range(2, count + 1):
        reply = await discord_user.press(reply, "▶")
        assert reply.callback_type == 7 and reply.buttons[1]["label"] == f"{page}/{count}"
        pages.append(reply.embed["description"])

    shown = [line for page in pages for line in page.splitlines() if line.startswith("• ")]
    # A note the wiki writes for a group of cards is shown once, under the group.
    expected = [
        f"• {quoted(display(card))}" + (f" — {quoted(place.beside)}" if place.beside else "")
        for card, place in zip(best["cards"], note_places(best["cards"]), strict=True)
    ]
    assert shown == expected  # every card, in page order
    assert pages[0].startswith(f"{len(expected)} cards")


async def test_cards_accepts_a_question_and_autocompletes_titles(
    discord_user: DiscordUser, application: Application
) -> None:
    expected = await application.autocomplete("list", "サブゲーム")
    choices = await discord_user.autocomplete("cards", "list", "サブゲーム")
    assert choices == [{"name": c.name, "value": c.value} for c in expected]
    assert any("サブゲームを行うカード一覧" in c["name"] for c in choices)

    best = (await application.cards("サブゲームを行うカード"))["lists"][0]
    reply = await discord_user.run_command("cards", list="サブゲームを行うカード")
    assert reply.embed["title"] == f"{best['page']} › {best['section']}"
    assert not reply.buttons  # four cards: one page, nothing to press
    assert (
        "• カウントダウン残り１ / The Countdown Is at One — Unstable" in reply.embed["description"]
    )


async def test_cards_with_no_matching_list(
    discord_user: DiscordUser, application: Application
) -> None:
    if (await application.cards("xyzzy plugh"))["lists"]:
        pytest.skip("this application finds a list for any question")
    reply = await discord_user.run_command("cards", list="xyzzy plugh")

    assert reply.ephemeral and reply.content == "No card list for “xyzzy plugh”."
