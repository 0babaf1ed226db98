"""`judgebot run` as an operator runs it: a real process connected to the stand-in, its log
lines, and SIGTERM/SIGINT leaving the gateway, finishing the interaction in flight, exiting 0."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import re
import signal
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.application.answer_types import RuleAnswer
from bot.application.app_protocol import Application
from bot.discord_app.runner import sync_commands
from bot.discord_app.shutdown import interactions_in_flight
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.bot.fake_app import FakeApplication
from tests.discord_standin import DiscordStandIn, DiscordUser

REPO = Path(__file__).resolve().parents[2]
TIMESTAMPED = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z (DEBUG|INFO|WARNING|ERROR) ")


class BotProcess:
    """`judgebot run` in a child process; its stderr collected line by line."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self.lines: list[str] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        assert self.process.stderr is not None
        async for line in self.process.stderr:
            self.lines.append(line.decode("utf-8", "replace").rstrip("\n"))

    async def exit_code(self, timeout: float = 20.0) -> int:
        async with asyncio.timeout(timeout):
            code = await self.process.wait()
            await self._reader
        return code

    async def wait_ready(self) -> None:
        """Until the bot logs that it is ready (discord.py waits for guilds first)."""
        async with asyncio.timeout(20):
            while not any("Ready as judgebot" in line for line in self.lines):
                await asyncio.sleep(0.02)

    @property
    def log(self) -> str:
        return "\n".join(self.lines)


StartProcess = Callable[..., Awaitable[BotProcess]]


def bot_environment(standin: DiscordStandIn, **settings: str) -> dict[str, str]:
    environ = {
        name: value
        for name, value in os.environ.items()
        if not name.startswith("JUDGEBOT_") and name != "DISCORD_TOKEN"
    }
    # No background refresh: the process would otherwise ask the official sites (no network here).
    return {
        **environ,
        "DISCORD_TOKEN": standin.token,
        "PYTHONUNBUFFERED": "1",
        "JUDGEBOT_REFRESH_HOURS": "0",
        **settings,
    }


@pytest.fixture
async def start_process(
    standin: DiscordStandIn, application: Application, served_db: Path
) -> AsyncIterator[StartProcess]:
    started: list[BotProcess] = []
    await sync_commands(application, standin.token, settings=TEST_SETTINGS)

    async def start(**settings: str) -> BotProcess:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "tests.bot.standin_process",
            str(standin.port),
            "run",
            "--db",
            str(served_db),
            cwd=REPO,
            env=bot_environment(standin, **settings),
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        started.append(BotProcess(process))
        await standin.wait_for_shards({0}, timeout=60)
        return started[-1]

    yield start
    for bot in started:
        if bot.process.returncode is None:
            bot.process.kill()
            await bot.process.wait()


async def test_sigterm_finishes_the_interaction_in_flight_and_exits_0(
    start_process: StartProcess, standin: DiscordStandIn, tmp_path: Path
) -> None:
    heartbeat = tmp_path / "judgebot.heartbeat"
    bot = await start_process(JUDGEBOT_HEARTBEAT=str(heartbeat))
    await bot.wait_ready()
    start_up = list(bot.lines)
    user = DiscordUser(standin)
    # Discord makes the bot wait 1.5 s before its answer is accepted: the answer is in flight.
    standin.fail_next("POST", r"callback$", retry_after=1.5)
    asking = asyncio.create_task(user.run_command("rule", number="724.5", timeout=20))
    await standin.wait_for(lambda: any(r.status == 429 for r in standin.requests), timeout=20)

    bot.process.send_signal(signal.SIGTERM)
    await standin.wait_for(lambda: not standin.live_shards(), timeout=5)
    assert not asking.done(), "the gateway closes first, while the answer is still on its way"
    reply = await asking

    assert reply.embed["title"] == "CR 724.5"
    assert await bot.exit_code() == 0
    assert not heartbeat.exists(), "a stopped bot is not healthy"
    log = bot.log
    for line in ("Starting: shards all of auto", "Shard ID 0 has connected to Gateway"):
        assert line in log
    assert "Received SIGTERM" in log and log.rstrip().endswith("Stopped")
    assert all(TIMESTAMPED.match(line) for line in bot.lines), bot.lines
    # Nothing at start-up that an operator would have to read and could do nothing about.
    assert not [line for line in start_up if " INFO " not in line], start_up
    assert standin.token not in log


async def test_sigint_stops_an_idle_bot_at_once_logging_json(
    start_process: StartProcess, standin: DiscordStandIn
) -> None:
    bot = await start_process(JUDGEBOT_LOG_FORMAT="json", JUDGEBOT_LOG_LEVEL="debug")
    await bot.wait_ready()
    started = time.monotonic()

    bot.process.send_signal(signal.SIGINT)

    assert await bot.exit_code() == 0
    assert time.monotonic() - started < 5
    entries = [json.loads(line) for line in bot.lines]
    assert {"time", "level", "logger", "message"} <= set(entries[0])
    assert any(entry["level"] == "DEBUG" for entry in entries)
    assert "Stopped" in [entry["message"] for entry in entries]
    assert standin.token not in bot.log  # discord.py's debug log names the token's requests


class HangingRule(FakeApplication):
    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        await asyncio.sleep(3600)
        raise AssertionError("unreachable")


async def test_the_grace_period_is_bounded(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    settings = dataclasses.replace(TEST_SETTINGS, shutdown_grace=0.2)
    bot = await make_bot(app=HangingRule(), bot_settings=settings)
    asking = asyncio.create_task(DiscordUser(standin).run_command("rule", number="724.5"))
    await standin.wait_for(lambda: bool(interactions_in_flight()))
    started = time.monotonic()

    await bot.shutdown()

    assert time.monotonic() - started < 2
    assert bot.is_closed() and not interactions_in_flight()
    asking.cancel()
