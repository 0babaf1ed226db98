"""Discord API objects as the stand-in sends them (the documented JSON shapes, trimmed)."""

from __future__ import annotations

import itertools
import time
from datetime import UTC, datetime
from typing import Any

DISCORD_EPOCH_MS = 1420070400000
ALL_PERMISSIONS = str((1 << 50) - 1)
ATTACHMENT_SIZE_LIMIT = 25 * 1024 * 1024

EPHEMERAL = 1 << 6
LOADING = 1 << 7


class Snowflakes:
    """Unique, increasing snowflake ids."""

    def __init__(self) -> None:
        self._counter = itertools.count()

    def next(self) -> int:
        millis = int(time.time() * 1000) - DISCORD_EPOCH_MS
        return (millis << 22) | (next(self._counter) % (1 << 17))


def guild_id_for_shard(shard_id: int, shard_count: int, n: int = 0) -> int:
    """A guild id that Discord routes to `shard_id` of `shard_count`: (id >> 22) % count."""
    return (shard_count * (1000 + n) + shard_id) << 22


def shard_of(guild_id: int | None, shard_count: int) -> int:
    return 0 if guild_id is None else (guild_id >> 22) % shard_count


def now_iso() -> str:
    return datetime.now(UTC).isoformat()


def user(user_id: int, name: str, *, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": name,
        "global_name": name,
        "discriminator": "0",
        "avatar": None,
        "bot": bot,
        "public_flags": 0,
    }


def member(user_payload: dict[str, Any]) -> dict[str, Any]:
    return {
        "user": user_payload,
        "roles": [],
        "joined_at": now_iso(),
        "deaf": False,
        "mute": False,
        "flags": 0,
        "pending": False,
        "nick": None,
        "avatar": None,
        "premium_since": None,
        "communication_disabled_until": None,
        "permissions": ALL_PERMISSIONS,
    }


def text_channel(channel_id: int, guild_id: int) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": 0,
        "guild_id": str(guild_id),
        "name": "general",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "topic": None,
        "last_message_id": None,
        "rate_limit_per_user": 0,
        "flags": 0,
    }


def application_info(application_id: int, owner: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": str(application_id),
        "name": "judgebot",
        "description": "",
        "icon": None,
        "bot_public": True,
        "bot_require_code_grant": False,
        "owner": owner,
        "verify_key": "0" * 64,
        "flags": 0,
        "summary": "",
        "team": None,
    }


def message(
    message_id: int,
    *,
    channel_id: int,
    author: dict[str, Any],
    application_id: int,
    interaction: dict[str, Any] | None,
    flags: int = 0,
) -> dict[str, Any]:
    """An empty message by the bot; callers fill content, embeds and components."""
    payload: dict[str, Any] = {
        "id": str(message_id),
        "channel_id": str(channel_id),
        "type": 20,
        "author": author,
        "content": "",
        "embeds": [],
        "components": [],
        "attachments": [],
        "mentions": [],
        "mention_roles": [],
        "mention_everyone": False,
        "pinned": False,
        "tts": False,
        "timestamp": now_iso(),
        "edited_timestamp": None,
        "flags": flags,
        "webhook_id": str(application_id),
        "application_id": str(application_id),
    }
    if interaction is not None:
        payload["interaction_metadata"] = {
            "id": interaction["id"],
            "type": interaction["type"],
            "user": interaction["member"]["user"]
            if "member" in interaction
            else interaction["user"],
            "authorizing_integration_owners": {},
        }
    return payload


_CONTENT_TYPES = {"json": "application/json", "png": "image/png"}


def attachment(attachment_id: int, filename: str, size: int, url: str) -> dict[str, Any]:
    return {
        "id": str(attachment_id),
        "filename": filename,
        "size": size,
        "url": url,
        "proxy_url": url,
        "content_type": _CONTENT_TYPES.get(filename.rsplit(".", 1)[-1], "text/plain"),
    }
