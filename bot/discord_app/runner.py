"""Starting the bot and syncing its slash commands: what `judgebot run` and `judgebot sync` call.

Sharding: `JUDGEBOT_SHARD_COUNT` and `JUDGEBOT_SHARD_IDS` (e.g. `0,1` or `0-3`) let several
processes or hosts split the shards; without them Discord's recommended shard count is used and
this process runs every shard.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Mapping
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import discord

from bot.app_protocol import Application

from .client import BotSettings, JudgeBot

log = logging.getLogger(__name__)

ENV_SHARD_COUNT = "JUDGEBOT_SHARD_COUNT"
ENV_SHARD_IDS = "JUDGEBOT_SHARD_IDS"
ENV_HEARTBEAT = "JUDGEBOT_HEARTBEAT"
REDACTED = "[token redacted]"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
T = TypeVar("T")


class ConfigError(ValueError):
    """The bot's configuration (token, environment) cannot be used; the message says why."""


class ShardConfigError(ConfigError):
    """The sharding environment variables are malformed or inconsistent."""


def parse_shard_ids(text: str) -> list[int]:
    """`0,1,5` or `0-3` or a mix, as a sorted list without duplicates."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ShardConfigError(f"{ENV_SHARD_IDS}: {part!r} is not a shard id or range")
        first, last = int(low), int(high) if dash else int(low)
        if first > last:
            raise ShardConfigError(f"{ENV_SHARD_IDS}: range {part!r} runs backwards")
        ids.update(range(first, last + 1))
    if not ids:
        raise ShardConfigError(f"{ENV_SHARD_IDS} is set but lists no shard ids")
    return sorted(ids)


def shard_config_from_env(
    environ: Mapping[str, str] | None = None,
) -> tuple[int | None, list[int] | None]:
    """(shard_count, shard_ids) from the environment; (None, None) lets Discord decide."""
    env = os.environ if environ is None else environ
    raw_count = env.get(ENV_SHARD_COUNT, "").strip()
    raw_ids = env.get(ENV_SHARD_IDS, "").strip()
    count: int | None = None
    if raw_count:
        try:
            count = int(raw_count)
        except ValueError as exc:
            raise ShardConfigError(f"{ENV_SHARD_COUNT}: {raw_count!r} is not a number") from exc
        if count < 1:
            raise ShardConfigError(f"{ENV_SHARD_COUNT} must be at least 1, not {count}")
    ids = parse_shard_ids(raw_ids) if raw_ids else None
    check_shards(count, ids)
    return count, ids


def check_shards(count: int | None, ids: list[int] | None) -> None:
    if ids is None:
        return
    if count is None:
        raise ShardConfigError(f"{ENV_SHARD_IDS} needs {ENV_SHARD_COUNT} (the total shard count)")
    outside = [i for i in ids if not 0 <= i < count]
    if outside:
        raise ShardConfigError(f"shard ids {outside} are outside 0..{count - 1}")


class TokenRedactor(logging.Filter):
    """Replaces the bot token wherever it would appear in a log line or traceback."""

    def __init__(self, token: str) -> None:
        super().__init__()
        self.token = token

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if self.token in message:
            record.msg, record.args = message.replace(self.token, REDACTED), ()
        if record.exc_info and not record.exc_text:
            record.exc_text = logging.Formatter().formatException(record.exc_info)
        if record.exc_text and self.token in record.exc_text:
            record.exc_text = record.exc_text.replace(self.token, REDACTED)
        return True


def install_token_redaction(token: str) -> TokenRedactor:
    """Attach a redactor to every handler of the root logger (where all records end up)."""
    redactor = TokenRedactor(token)
    for handler in logging.getLogger().handlers:
        handler.addFilter(redactor)
    return redactor


def remove_token_redaction(redactor: TokenRedactor) -> None:
    for handler in logging.getLogger().handlers:
        handler.removeFilter(redactor)


def build_bot(
    app: Application,
    *,
    shard_count: int | None = None,
    shard_ids: list[int] | None = None,
    settings: BotSettings | None = None,
    **options: Any,
) -> JudgeBot:
    check_shards(shard_count, shard_ids)
    return JudgeBot(app, settings=settings, shard_count=shard_count, shard_ids=shard_ids, **options)


def _require_token(token: str) -> str:
    token = (token or "").strip()
    if not token:
        raise ConfigError("DISCORD_TOKEN is empty: set it to the bot token of your application")
    return token


async def run_bot(
    app: Application,
    token: str,
    *,
    shard_count: int | None = None,
    shard_ids: list[int] | None = None,
    settings: BotSettings | None = None,
) -> None:
    """Connect and serve until cancelled. Shards default to the JUDGEBOT_SHARD_* environment, the
    heartbeat file (for `judgebot health`) to JUDGEBOT_HEARTBEAT."""
    token = _require_token(token)
    if shard_count is None and shard_ids is None:
        shard_count, shard_ids = shard_config_from_env()
    settings = settings or BotSettings()
    if settings.heartbeat_file is None and os.environ.get(ENV_HEARTBEAT):
        settings = dataclasses.replace(settings, heartbeat_file=os.environ[ENV_HEARTBEAT])
    if not logging.getLogger().handlers:
        logging.basicConfig(level=logging.INFO, format=LOG_FORMAT)
    redactor = install_token_redaction(token)
    try:
        bot = build_bot(app, shard_count=shard_count, shard_ids=shard_ids, settings=settings)
        log.info("Starting: shards %s of %s", shard_ids or "all", shard_count or "auto")
        async with bot:
            await bot.start(token)
    finally:
        remove_token_redaction(redactor)


async def sync_commands(
    app: Application,
    token: str,
    guild_id: int | None = None,
    *,
    settings: BotSettings | None = None,
) -> list[str]:
    """Register the slash commands (globally, or on one guild at once); returns their names."""
    token = _require_token(token)
    redactor = install_token_redaction(token)
    try:
        bot = build_bot(app, settings=settings)
        async with bot:
            await bot.login(token)  # runs setup_hook: the cogs and the translator are loaded
            guild = discord.Object(id=guild_id) if guild_id is not None else None
            if guild is not None:
                bot.tree.copy_global_to(guild=guild)
            synced = await bot.tree.sync(guild=guild)
        names = [command.name for command in synced]
        where = f"to guild {guild_id}" if guild else "globally"
        log.info("Synced %d commands %s", len(names), where)
        return names
    finally:
        remove_token_redaction(redactor)


async def _with_judge_app(path: Path, work: Callable[[Application], Awaitable[T]]) -> T:
    from bot.app import JudgeApp  # the real application layer over the SQLite database

    app = await JudgeApp.open(path)
    try:
        return await work(app)
    finally:
        await app.close()


def _exit_with(message: str, code: int) -> NoReturn:
    print(f"judgebot: {message}", file=sys.stderr)
    raise SystemExit(code)


def run_bot_from_path(path: Path, token: str) -> None:
    """`judgebot run` with DISCORD_TOKEN set: open the database and serve until interrupted.

    Bad configuration (empty token, malformed JUDGEBOT_SHARD_*) exits with status 2 and a message;
    a token Discord rejects exits with status 1.
    """
    try:
        _require_token(token)
        shard_config_from_env()  # fail before opening anything
        asyncio.run(_with_judge_app(path, lambda app: run_bot(app, token)))
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
    except KeyboardInterrupt:
        log.info("Stopped")


def sync_commands_from_path(path: Path, token: str, guild_id: int | None = None) -> list[str]:
    """`judgebot sync [--guild ID]`: register the slash commands and return their names."""
    try:
        _require_token(token)
        return asyncio.run(_with_judge_app(path, lambda app: sync_commands(app, token, guild_id)))
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
