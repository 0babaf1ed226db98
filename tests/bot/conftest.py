"""Fixtures: the application layer, the Discord stand-in, a running bot, and users.

`application` is the one place that chooses the application layer the bot serves.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.discord_app.runner import build_bot, sync_commands
from bot.discord_app.shared import limits
from bot.discord_app.shared.client import JudgeBot
from bot.settings import Settings
from scraper.ingest import build_bundled
from tests.discord_standin import DiscordStandIn, DiscordUser
from tests.mtgjson_samples import build_card_data_db
from tests.shared_data import available_official_rules, official_rules_files

# The bot's tunables in these tests (the other settings keep their defaults).
TEST_TUNING: dict[str, Any] = {
    "view_timeout": 60.0,
    "cooldown_rate": 1000,
    "cooldown_per": 1.0,
    "defer_after": 1.0,
    "identify_delay": 0.0,
}
TEST_SETTINGS = Settings(**TEST_TUNING)

MakeBot = Callable[..., Awaitable[JudgeBot]]


@pytest.fixture(scope="session")
def served_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled corpus with the official rules files when ../shared/data has them."""
    path = tmp_path_factory.mktemp("served") / "judgebot.sqlite3"
    build_bundled(path, extra=available_official_rules())
    return path


@pytest.fixture(scope="session")
def card_data_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The bundled corpus, the 20231013 English rules and the MTGJSON sample's cards."""
    return build_card_data_db(tmp_path_factory.mktemp("cards"))


@pytest.fixture
def official_rules() -> None:
    """Skips a test that needs the official rules editions when ../shared/data is absent."""
    official_rules_files()


@pytest.fixture
async def application(served_db: Path) -> AsyncIterator[Application]:
    """The application layer the bot serves in these tests: the real one, over the bundled
    corpus (with the official rules when available). Tests take their expectations from its
    answers; the few that need to see every call or an oversized answer use
    `FakeApplication` directly."""
    app = await JudgeApp.open(served_db)
    yield app
    await app.close()


@pytest.fixture
def settings() -> Settings:
    return TEST_SETTINGS


@pytest.fixture
def standin_options() -> dict[str, Any]:
    return {}


def bot_payload_problems(standin: DiscordStandIn) -> list[str]:
    """Every payload the bot sent, checked with the bot's own limit checker as well."""
    problems: list[str] = []
    for request in standin.message_requests():
        body: dict[str, Any] = request.body or {}
        data = body.get("data") or {} if request.path.endswith("/callback") else body
        if body.get("type") == 8:
            problems += limits.choices_violations(data.get("choices") or [])
            continue
        problems += limits.message_violations(data)
        mentions = data.get("allowed_mentions")
        if mentions and (mentions.get("parse") or mentions.get("roles") or mentions.get("users")):
            problems.append(f"allowed_mentions permits pings: {mentions}")
    return problems


@pytest.fixture
async def standin(standin_options: dict[str, Any]) -> AsyncIterator[DiscordStandIn]:
    server = DiscordStandIn(**standin_options)
    await server.start()
    try:
        with server.pointed_at():
            yield server
    finally:
        await server.close()
    # Every test, whatever it checks, also checks that Discord would have accepted everything.
    assert not server.violations, server.violations
    assert not server.pings, server.pings
    assert not bot_payload_problems(server), bot_payload_problems(server)


@pytest.fixture
async def make_bot(
    standin: DiscordStandIn, application: Application, settings: Settings
) -> AsyncIterator[MakeBot]:
    """Start a bot (after `judgebot sync`, unless sync=False) and stop it after the test."""
    running: list[tuple[JudgeBot, asyncio.Task[None]]] = []

    async def make(
        *,
        app: Application | None = None,
        bot_settings: Settings | None = None,
        sync: bool = True,
        wait: bool = True,
        **options: Any,
    ) -> JudgeBot:
        app = app or application
        bot_settings = bot_settings or settings
        if sync:
            await sync_commands(app, standin.token, settings=bot_settings)
        bot = build_bot(app, settings=bot_settings, guild_ready_timeout=0.01, **options)
        task = asyncio.create_task(bot.start(standin.token))
        running.append((bot, task))
        if wait:
            shards = set(options.get("shard_ids") or range(options.get("shard_count") or 1))
            await standin.wait_for_shards(shards)
            async with asyncio.timeout(5):
                await bot.wait_until_ready()
        return bot

    yield make
    for bot, task in running:
        await bot.close()
        async with asyncio.timeout(5):
            await task


@pytest.fixture
async def bot(make_bot: MakeBot) -> JudgeBot:
    return await make_bot()


@pytest.fixture
def discord_user(bot: JudgeBot, standin: DiscordStandIn) -> DiscordUser:
    return DiscordUser(standin, "alice")


@pytest.fixture
def other_user(bot: JudgeBot, standin: DiscordStandIn) -> DiscordUser:
    return DiscordUser(standin, "bob")


def record_calls(owner: object, method: str) -> list[Any]:
    """Replaces an async method of `owner` with one that notes its first argument, then calls
    the original; the notes are returned."""
    called: list[Any] = []
    original = getattr(owner, method)

    async def recorded(*args: Any, **kwargs: Any) -> Any:
        called.append(args[0])
        return await original(*args, **kwargs)

    setattr(owner, method, recorded)
    return called
