"""'Look up cards' on any message: compact panels of the cards it names, in the reader's
language; a message naming none gets a short private answer."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from bot.application.app_protocol import Application
from bot.application.database_snapshot import MAX_CARDS_IN_MESSAGE
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.discord_standin import DiscordStandIn, DiscordUser


async def test_the_context_menu_is_synced_with_its_japanese_name(
    discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    command = discord_user.synced_command("Look up cards")

    assert command["type"] == 3
    assert command["name_localizations"] == {"ja": "カードを調べる"}
    assert not command.get("description")


async def test_cards_named_in_a_message_get_compact_panels(
    discord_user: DiscordUser, other_user: DiscordUser, application: Application
) -> None:
    text = "Does [[platinum angle]] stop Tug of War? And what about 綱引き and Shahrazad?"
    expected = await application.cards_in(text)
    written = other_user.chat_message(text)

    reply = await discord_user.run_message_command("Look up cards", written)
    japanese = await discord_user.run_message_command("Look up cards", written, locale="ja")

    assert not reply.ephemeral and reply.callback_type == 4
    titles = [embed["title"] for embed in reply.embeds]
    assert titles and len(titles) == len(expected) <= MAX_CARDS_IN_MESSAGE
    assert any("Platinum Angel" in title for title in titles)
    assert any("Tug of War" in title for title in titles)
    assert reply.embeds[0]["footer"]["text"].endswith("/card for more")
    assert [e["title"] for e in japanese.embeds] == titles
    assert japanese.embeds[0]["footer"]["text"].endswith("詳しくは /カード")


async def test_a_message_naming_no_card_gets_a_private_hint(discord_user: DiscordUser) -> None:
    written = discord_user.chat_message("how does the stack work?")

    reply = await discord_user.run_message_command("Look up cards", written)

    assert reply.ephemeral
    assert reply.content.startswith("No card names found in this message.")


async def say(standin: DiscordStandIn, user: DiscordUser, text: str) -> dict[str, Any]:
    """`user` writes `text` in their channel (as the gateway delivers it)."""
    message = user.chat_message(text)
    message["guild_id"] = str(user.guild_id)
    message["member"] = {
        "roles": [],
        "joined_at": message["timestamp"],
        "deaf": False,
        "mute": False,
    }
    await standin.dispatch("MESSAGE_CREATE", message)
    return message


async def test_inline_cards_are_off_by_default(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    bot = await make_bot()
    user = DiscordUser(standin)

    await say(standin, user, "[[Platinum Angel]]")
    await asyncio.sleep(0.3)

    assert standin.channel_posts == []
    assert not bot.intents.message_content and bot.intents.value == 0


async def test_inline_cards_answer_bracketed_names_only(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    bot = await make_bot(bot_settings=dataclasses.replace(TEST_SETTINGS, inline_cards=True))
    user = DiscordUser(standin)

    await say(standin, user, "Platinum Angel and Tug of War, no brackets")
    asked = await say(standin, user, "[[白金の天使]] は？ Tug of War")
    await standin.wait_for(lambda: bool(standin.channel_posts))
    await asyncio.sleep(0.2)

    assert bot.intents.message_content
    (post,) = standin.channel_posts
    assert str(post["message_reference"]["message_id"]) == asked["id"]
    assert [embed["title"] for embed in post["embeds"]] == ["白金の天使 / Platinum Angel"]
    assert post["embeds"][0]["footer"]["text"].endswith("詳しくは /カード")


async def test_inline_cards_share_the_users_cooldown(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    limited = dataclasses.replace(
        TEST_SETTINGS, inline_cards=True, cooldown_rate=1, cooldown_per=60.0
    )
    await make_bot(bot_settings=limited)
    user = DiscordUser(standin)

    await say(standin, user, "[[Platinum Angel]]")
    await standin.wait_for(lambda: bool(standin.channel_posts))
    await say(standin, user, "[[Tug of War]]")
    await asyncio.sleep(0.3)

    assert len(standin.channel_posts) == 1
