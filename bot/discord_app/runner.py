"""Starting the bot and syncing its slash commands: what `judgebot run` and `judgebot sync` call.

Sharding: `JUDGEBOT_SHARD_COUNT` and `JUDGEBOT_SHARD_IDS` (e.g. `0,1` or `0-3`, read by
`bot.settings`) let several processes or hosts split the shards; without them Discord's
recommended shard count is used and this process runs every shard.
"""

from __future__ import annotations

import asyncio
import dataclasses
import logging
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, NoReturn, TypeVar

import discord

from bot.app_protocol import Application
from bot.settings import Settings, shard_problem

from .client import BotSettings, JudgeBot

log = logging.getLogger(__name__)

REDACTED = "[token redacted]"
LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
T = TypeVar("T")


class ConfigError(ValueError):
    """The bot's configuration (token, shards) cannot be used; the message says why."""


class ShardConfigError(ConfigError):
    """The shard count and shard ids are malformed or inconsistent."""


def check_shards(count: int | None, ids: list[int] | None) -> None:
    problem = shard_problem(count, ids)
    if problem is not None:
        raise ShardConfigError(problem)


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
    """Connect and serve until cancelled. Without shards, Discord's recommended count is used
    and this process runs every shard."""
    token = _require_token(token)
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


async def run_configured_bot(
    app: Application, settings: Settings, *, bot_settings: BotSettings | None = None
) -> None:
    """`run_bot` with the token, shards and heartbeat file (for `judgebot health`) of `settings`."""
    bot_settings = bot_settings or BotSettings()
    heartbeat = settings.heartbeat_file
    if bot_settings.heartbeat_file is None and heartbeat is not None:
        bot_settings = dataclasses.replace(bot_settings, heartbeat_file=str(heartbeat))
    if settings.inline_cards:
        bot_settings = dataclasses.replace(bot_settings, inline_cards=True)
    shard_ids = list(settings.shard_ids) if settings.shard_ids is not None else None
    await run_bot(
        app,
        settings.discord_token,
        shard_count=settings.shard_count,
        shard_ids=shard_ids,
        settings=bot_settings,
    )


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


async def _with_judge_app(
    path: Path, settings: Settings, work: Callable[[Application], Awaitable[T]]
) -> T:
    from bot.app import JudgeApp  # the real application layer over the SQLite database

    app = await JudgeApp.open(path, answer_cache_size=settings.answer_cache_size)
    try:
        return await work(app)
    finally:
        await app.close()


def _exit_with(message: str, code: int) -> NoReturn:
    print(f"judgebot: {message}", file=sys.stderr)
    raise SystemExit(code)


def run_bot_from_path(path: Path, settings: Settings) -> None:
    """`judgebot run` with DISCORD_TOKEN set: open the database and serve until interrupted.

    An empty token exits with status 2 and a message (`Settings.from_environ` has already
    refused malformed JUDGEBOT_SHARD_*); a token Discord rejects exits with status 1.
    """
    try:
        _require_token(settings.discord_token)  # fail before opening anything
        asyncio.run(_with_judge_app(path, settings, lambda app: run_configured_bot(app, settings)))
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
    except KeyboardInterrupt:
        log.info("Stopped")


def sync_commands_from_path(
    path: Path, settings: Settings, guild_id: int | None = None
) -> list[str]:
    """`judgebot sync [--guild ID]`: register the slash commands and return their names."""
    token = settings.discord_token
    try:
        _require_token(token)
        return asyncio.run(
            _with_judge_app(path, settings, lambda app: sync_commands(app, token, guild_id))
        )
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
