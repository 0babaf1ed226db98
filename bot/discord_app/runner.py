"""Starting the bot and syncing its slash commands: what `judgebot run` and `judgebot sync` call.

One way to start: `run_bot_from_path` opens the database (refreshing it in the background) and
runs `run_bot` until SIGTERM or SIGINT; `run_bot` serves one application layer with the token,
shards, heartbeat file and HTTP endpoint its `Settings` name, and stops gracefully.

Sharding: `JUDGEBOT_SHARD_COUNT` and `JUDGEBOT_SHARD_IDS` (e.g. `0,1` or `0-3`, read by
`bot.settings`) let several processes or hosts split the shards; without them Discord's
recommended shard count is used and this process runs every shard.

`judgebot run` logs as `JUDGEBOT_LOG_LEVEL` and `JUDGEBOT_LOG_FORMAT` say, serves `/healthz` and
`/metrics` when `JUDGEBOT_HTTP_PORT` is set, and on SIGTERM or SIGINT leaves the gateway, lets the
interactions in flight finish (`Settings.shutdown_grace`) and exits 0.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any, NoReturn

import discord

from bot.application.app_protocol import Application
from bot.discord_app.http_endpoint import monitoring
from bot.discord_app.shared.client import JudgeBot
from bot.discord_app.shutdown import stop_on_signals
from bot.logging_setup import configure_logging, install_token_redaction, remove_token_redaction
from bot.settings import Settings
from bot.shard_plan import shard_problem

log = logging.getLogger(__name__)


class ConfigError(ValueError):
    """The bot's configuration (token, shards) cannot be used; the message says why."""


class ShardConfigError(ConfigError):
    """The shard count and shard ids are malformed or inconsistent."""


def build_bot(
    app: Application,
    *,
    shard_count: int | None = None,
    shard_ids: list[int] | None = None,
    settings: Settings | None = None,
    **options: Any,
) -> JudgeBot:
    problem = shard_problem(shard_count, shard_ids)
    if problem is not None:
        raise ShardConfigError(problem)
    return JudgeBot(app, settings=settings, shard_count=shard_count, shard_ids=shard_ids, **options)


def _require_token(token: str) -> str:
    token = (token or "").strip()
    if not token:
        raise ConfigError("DISCORD_TOKEN is empty: set it to the bot token of your application")
    return token


async def run_bot(
    app: Application, settings: Settings, *, stop: asyncio.Event | None = None
) -> None:
    """Connect with the token and shards of `settings` and serve until the bot ends by itself (a
    refused token, say) or `stop` is set, then shut down gracefully. Without shards, Discord's
    recommended count is used and this process runs every shard; with `settings.http_port`,
    `/healthz` and `/metrics` are served."""
    token = _require_token(settings.discord_token)
    shard_ids = list(settings.shard_ids) if settings.shard_ids is not None else None
    port = settings.http_port
    http_address = (settings.http_host, port) if port is not None else None
    redactor = install_token_redaction(token)
    try:
        bot = build_bot(
            app, shard_count=settings.shard_count, shard_ids=shard_ids, settings=settings
        )
        log.info("Starting: shards %s of %s", shard_ids or "all", settings.shard_count or "auto")
        async with bot, monitoring(bot, http_address):
            await _until_stopped(bot, token, stop or asyncio.Event())
    finally:
        remove_token_redaction(redactor)


async def _until_stopped(bot: JudgeBot, token: str, stop: asyncio.Event) -> None:
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


async def sync_commands(
    app: Application,
    token: str,
    guild_id: int | None = None,
    *,
    settings: Settings | None = None,
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
    app: Application, *, settings: Settings | None = None
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


@contextlib.asynccontextmanager
async def judge_app(
    path: Path, settings: Settings, *, refresh: bool = False
) -> AsyncIterator[Application]:
    """The real application layer over the database at `path`, refreshed in the background
    while inside when `refresh` is set."""
    from bot.application.app import JudgeApp
    from bot.jobs.refresh import background_refresh

    app = await JudgeApp.open(
        path,
        answer_cache_size=settings.answer_cache_size,
        verdicts=settings.verdicts,
        rule_links=settings.rule_links,
    )
    try:
        await app.warm()  # a player's first question waits for no index to be read
        if refresh:
            # The bot's own log (timestamped, its level and format) carries what the refresh says.
            async with background_refresh(app, path, settings, say=log.info):
                yield app
        else:
            yield app
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

    async def run_until_signalled() -> None:
        stop = asyncio.Event()
        async with judge_app(path, settings, refresh=True) as app:
            with stop_on_signals(stop):
                await run_bot(app, settings, stop=stop)

    try:
        _require_token(settings.discord_token)  # fail before opening anything
        configure_logging(settings.log_level, settings.log_format)
        log.info("Opening the database %s", path)
        from bot.jobs.refresh import status_line

        log.info("%s", status_line(path, settings))
        asyncio.run(run_until_signalled())
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
    except KeyboardInterrupt:
        log.info("Stopped")


def command_payload_from_path(path: Path, settings: Settings) -> list[dict[str, Any]]:
    """`judgebot commands`: what `judgebot sync` would register, offline."""

    async def payload() -> list[dict[str, Any]]:
        async with judge_app(path, settings) as app:
            return await command_payload(app, settings=settings)

    return asyncio.run(payload())


def sync_commands_from_path(
    path: Path, settings: Settings, guild_id: int | None = None
) -> list[str]:
    """`judgebot sync [--guild ID]`: register the slash commands and return their names."""
    token = settings.discord_token

    async def sync() -> list[str]:
        async with judge_app(path, settings) as app:
            return await sync_commands(app, token, guild_id, settings=settings)

    try:
        _require_token(token)
        configure_logging(settings.log_level, settings.log_format)
        return asyncio.run(sync())
    except ConfigError as error:
        _exit_with(str(error), 2)
    except discord.LoginFailure:
        _exit_with("Discord rejected the token (DISCORD_TOKEN)", 1)
