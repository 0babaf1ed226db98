"""The HTTP endpoint of a running bot: `/healthz` tells the truth about the gateway and the
database, `/metrics` counts what the stand-in's users did (scraped on 127.0.0.1)."""

from __future__ import annotations

import dataclasses
from collections.abc import AsyncIterator, Awaitable, Callable

import aiohttp
import pytest
from prometheus_client.parser import text_string_to_metric_families

from bot.application.answer_types import AboutAnswer, SearchAnswer
from bot.application.app_protocol import Application
from bot.discord_app.http_endpoint import MonitoringServer
from bot.discord_app.shared.client import JudgeBot
from bot.settings import Settings
from tests.bot.conftest import MakeBot
from tests.bot.fake_app import FakeApplication
from tests.discord_standin import DiscordStandIn, DiscordUser

Get = Callable[[str], Awaitable[tuple[int, str]]]


@pytest.fixture
def standin_options() -> dict[str, int]:
    return {"heartbeat_interval_ms": 50}  # a measured gateway latency within the test


@pytest.fixture
async def endpoint() -> AsyncIterator[Callable[[JudgeBot], Awaitable[Get]]]:
    servers: list[MonitoringServer] = []
    async with aiohttp.ClientSession() as session:

        async def serve(bot: JudgeBot) -> Get:
            server = MonitoringServer(bot, "127.0.0.1", 0)
            await server.start()
            servers.append(server)

            async def get(path: str) -> tuple[int, str]:
                async with session.get(f"http://127.0.0.1:{server.port}{path}") as response:
                    return response.status, await response.text()

            return get

        yield serve
        for server in servers:
            await server.close()


def samples(text: str) -> dict[tuple[str, frozenset[tuple[str, str]]], float]:
    return {
        (sample.name, frozenset(sample.labels.items())): sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
    }


def value(text: str, name: str, **labels: str) -> float:
    return samples(text)[(name, frozenset(labels.items()))]


class BrokenSearch(FakeApplication):
    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        raise RuntimeError("the search broke")


async def test_metrics_count_interactions_and_read_the_gateway_and_database(
    make_bot: MakeBot,
    standin: DiscordStandIn,
    endpoint: Callable[[JudgeBot], Awaitable[Get]],
    application: Application,
) -> None:
    bot = await make_bot()
    get = await endpoint(bot)
    user = DiscordUser(standin)
    first = await user.run_command("cards", list="敗北条件カード一覧")
    await user.run_command("rule", number="724.5")
    await user.run_command("rule", number="999.9")  # not found is still an answered command
    await user.press(first, "▶")
    await standin.wait_for(lambda: standin.heartbeats >= 2)

    status, text = await get("/metrics")

    assert status == 200
    assert value(text, "judgebot_interactions_total", command="rule", outcome="ok") == 2
    assert value(text, "judgebot_interactions_total", command="cards", outcome="ok") == 1
    assert value(text, "judgebot_interactions_total", command="component", outcome="live") == 1
    assert value(text, "judgebot_interaction_seconds_count", command="rule") == 2
    assert value(text, "judgebot_interaction_seconds_bucket", command="rule", le="+Inf") == 2
    assert value(text, "judgebot_gateway_connected", shard="0") == 1
    assert 0 <= value(text, "judgebot_gateway_latency_seconds", shard="0") < 1
    about = await application.about()
    assert value(text, "judgebot_database_editions") == len(about["editions"]) > 0
    assert value(text, "judgebot_database_cards") > 50
    assert value(text, "judgebot_database_built_timestamp_seconds") > 1.7e9

    await standin.send_reconnect()
    await standin.wait_for(lambda: len(standin.resumes) == 1)
    await standin.wait_for_shards({0})
    _, text = await get("/metrics")
    assert value(text, "judgebot_gateway_reconnects_total", shard="0", kind="resume") == 1


async def test_failed_and_rate_limited_commands_are_counted(
    make_bot: MakeBot,
    standin: DiscordStandIn,
    endpoint: Callable[[JudgeBot], Awaitable[Get]],
    settings: Settings,
) -> None:
    bot = await make_bot(
        app=BrokenSearch(), bot_settings=dataclasses.replace(settings, cooldown_rate=2)
    )
    get = await endpoint(bot)
    user = DiscordUser(standin)
    for _ in range(3):
        await user.run_command("search", question="x")

    _, text = await get("/metrics")

    assert value(text, "judgebot_interactions_total", command="search", outcome="error") == 2
    assert value(text, "judgebot_interactions_total", command="search", outcome="cooldown") == 1


async def test_healthz_is_200_only_while_connected_with_a_readable_database(
    make_bot: MakeBot, standin: DiscordStandIn, endpoint: Callable[[JudgeBot], Awaitable[Get]]
) -> None:
    bot = await make_bot()
    get = await endpoint(bot)

    assert await get("/healthz") == (200, '{"healthy": true, "problems": []}')

    for shard in bot.shards.values():
        await shard.disconnect()
    status, body = await get("/healthz")
    assert status == 503 and "not connected to the Discord gateway" in body


class UnreadableDatabase(FakeApplication):
    async def about(self) -> AboutAnswer:
        raise OSError("disk I/O error")


async def test_healthz_fails_when_the_database_cannot_be_read(
    make_bot: MakeBot, endpoint: Callable[[JudgeBot], Awaitable[Get]]
) -> None:
    get = await endpoint(await make_bot(app=UnreadableDatabase()))

    status, body = await get("/healthz")

    assert status == 503 and "database not readable: OSError" in body
    assert (await get("/metrics"))[0] == 200  # the other figures are still served
