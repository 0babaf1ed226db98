"""Starting the bot and syncing its slash commands: what `judgebot run` and `judgebot sync` call.

Sharding: `JUDGEBOT_SHARD_COUNT` and `JUDGEBOT_SHARD_IDS` (e.g. `0,1` or `0-3`, read by
`bot.settings`) let several processes or hosts split the shards; without them Discord's
recommended shard count is used and this process runs every shard.

`judgebot run` logs as `JUDGEBOT_LOG_LEVEL` and `JUDGEBOT_LOG_FORMAT` say, serves `/healthz` and
`/metrics` when `JUDGEBOT_HTTP_PORT` is set, and on SIGTERM or SIGINT leaves the gateway, lets the
interactions in flight finish (`BotSettings.shutdown_grace`) and exits 0.
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

from bot.application.app_protocol import Application
from bot.discord_app.client import BotSettings, JudgeBot
from bot.discord_app.http_endpoint import monitoring
from bot.discord_app.shutdown import stop_on_signals
from bot.logging_setup import (
    REDACTED,
    TokenRedactor,
    configure_logging,
    install_token_redaction,
    remove_token_redaction,
)
from bot.settings import Settings, shard_problem

log = logging.getLogger(__name__)

T = TypeVar("T")


class ConfigError(ValueError):
    """The bot's configuration (token, shards) cannot be used; the message says why."""


class ShardConfigError(ConfigError):
    """The shard count and shard ids are malformed or inconsistent."""


def check_shards(count: int | None, ids: list[int] | None) -> None:
    problem = shard_problem(count, ids)
    if problem is not None:
        raise ShardConfigError(problem)


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


async def serve(bot: JudgeBot, token: str, stop: asyncio.Event) -> None:
    """Run `bot` until it ends by itself (a refused token, say) or `stop` is set, and then shut
    it down gracefully."""
    running = asyncio.create_task(bot.start(token), name="judgebot-bot")
    stopping = asyncio.create_task(stop.wait(), name="judgebot-stop")
    try:
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if not running.done():
            await bot.shutdown()
        await running
    finally:
        for task in (stopping, running):
            task.cancel()
        await asyncio.gather(stopping, running, return_exceptions=True)


async def run_bot(
    app: Application,
    token: str,
    *,
    shard_count: int | None = None,
    shard_ids: list[int] | None = None,
    settings: BotSettings | None = None,
    stop: asyncio.Event | None = None,
    http_address: tuple[str, int] | None = None,
) -> None:
    """Connect and serve until cancelled or `stop` is set. Without shards, Discord's recommended
    count is used and this process runs every shard. `http_address` (host, port) serves
    `/healthz` and `/metrics`."""
    token = _require_token(token)
    redactor = install_token_redaction(token)
    try:
        bot = build_bot(app, shard_count=shard_count, shard_ids=shard_ids, settings=settings)
        log.info("Starting: shards %s of %s", shard_ids or "all", shard_count or "auto")
        async with bot, monitoring(bot, http_address):
            await serve(bot, token, stop or asyncio.Event())
    finally:
        remove_token_redaction(redactor)


async def run_configured_bot(
    app: Application,
    settings: Settings,
    *,
    bot_settings: BotSettings | None = None,
    stop: asyncio.Event | None = None,
) -> None:
    """`run_bot` with the token, shards, heartbeat file (for `judgebot health`) and HTTP endpoint
    of `settings`."""
    bot_settings = bot_settings or BotSettings()
    heartbeat = settings.heartbeat_file
    if bot_settings.heartbeat_file is None and heartbeat is not None:
        bot_settings = dataclasses.replace(bot_settings, heartbeat_file=str(heartbeat))
    if settings.inline_cards:
        bot_settings = dataclasses.replace(bot_settings, inline_cards=True)
    shard_ids = list(settings.shard_ids) if settings.shard_ids is not None else None
    port = settings.http_port
    await run_bot(
        app,
        settings.discord_token,
        shard_count=settings.shard_count,
        shard_ids=shard_ids,
        settings=bot_settings,
        stop=stop,
        http_address=(settings.http_host, port) if port is not None else None,
    )


async def run_until_signalled(app: Application, settings: Settings) -> None:
    """`run_configured_bot` until SIGTERM or SIGINT, then a graceful stop."""
    stop = asyncio.Event()
    with stop_on_signals(stop):
        await run_configured_bot(app, settings, stop=stop)


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


async def command_payload(
    app: Application, *, settings: BotSettings | None = None
) -> list[dict[str, Any]]:
    """The body `sync_commands` sends to register the global commands, built the same way
    (every cog loaded, every string through the translator) without a token or the network."""
    bot = build_bot(app, settings=settings)
    async with bot:
        await bot.setup_hook()
        tree = bot.tree
        translator = tree.translator
        commands = tree.get_commands()
        if translator is None:
            return [command.to_dict(tree) for command in commands]
        return [await command.get_translated_payload(tree, translator) for command in commands]


async def _with_judge_app(
    path: Path,
    settings: Settings,
    work: Callable[[Application], Awaitable[T]],
    *,
    refresh: bool = False,
) -> T:
    from bot.application.app import JudgeApp  # the real application layer over the SQLite database
    from bot.jobs.refresh import background_refresh

    app = await JudgeApp.open(path, answer_cache_size=settings.answer_cache_size)
    try:
        if refresh:
            # The bot's own log (timestamped, its level and format) carries what the refresh says.
            async with background_refresh(app, path, settings, say=log.info):
                return await work(app)
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
        configure_logging(settings.log_level, settings.log_format)
        log.info("Opening the database %s", path)
        from bot.jobs.refresh import status_line

        log.info("%s", status_line(path, settings))
        asyncio.run(
            _with_judge_app(
                path, settings, lambda app: run_until_signalled(app, settings), refresh=True
            )
        )
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
    except KeyboardInterrupt:
        log.info("Stopped")


def command_payload_from_path(path: Path, settings: Settings) -> list[dict[str, Any]]:
    """`judgebot commands`: what `judgebot sync` would register, offline."""
    return asyncio.run(_with_judge_app(path, settings, command_payload))


def sync_commands_from_path(
    path: Path, settings: Settings, guild_id: int | None = None
) -> list[str]:
    """`judgebot sync [--guild ID]`: register the slash commands and return their names."""
    token = settings.discord_token
    try:
        _require_token(token)
        configure_logging(settings.log_level, settings.log_format)
        return asyncio.run(
            _with_judge_app(path, settings, lambda app: sync_commands(app, token, guild_id))
        )
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)


__all__ = [  # REDACTED and TokenRedactor: re-exported from where they used to live
    "REDACTED",
    "ConfigError",
    "ShardConfigError",
    "TokenRedactor",
    "build_bot",
    "command_payload",
    "command_payload_from_path",
    "run_bot",
    "run_bot_from_path",
    "run_configured_bot",
    "run_until_signalled",
    "serve",
    "sync_commands",
    "sync_commands_from_path",
]
