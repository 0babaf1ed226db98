"""A loopback stand-in for Discord's REST API and gateway, to test the bot through discord.py."""

from tests.discord_standin.payloads import guild_id_for_shard
from tests.discord_standin.server import BOT_TOKEN, DiscordStandIn, InteractionRecord
from tests.discord_standin.user import DiscordUser, Reply

__all__ = [
    "BOT_TOKEN",
    "DiscordStandIn",
    "DiscordUser",
    "InteractionRecord",
    "Reply",
    "guild_id_for_shard",
]
