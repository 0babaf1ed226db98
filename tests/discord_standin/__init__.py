"""A loopback stand-in for Discord's REST API and gateway, to test the bot through discord.py."""

from .payloads import guild_id_for_shard
from .server import BOT_TOKEN, DiscordStandIn, InteractionRecord
from .user import DiscordUser, Reply

__all__ = [
    "BOT_TOKEN",
    "DiscordStandIn",
    "DiscordUser",
    "InteractionRecord",
    "Reply",
    "guild_id_for_shard",
]
