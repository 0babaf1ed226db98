"""Sharding: AutoShardedBot follows Discord's recommendation, or the JUDGEBOT_SHARD_* split."""

from __future__ import annotations

import asyncio
import dataclasses
from pathlib import Path

import pytest

from bot.discord_app.runner import ShardConfigError, build_bot, run_bot
from bot.settings import Settings, SettingsError
from tests.bot.conftest import TEST_SETTINGS, TEST_TUNING, MakeBot
from tests.bot.fake_app import FakeApplication
from tests.discord_standin import DiscordStandIn, DiscordUser, guild_id_for_shard


@pytest.fixture
def standin_options() -> dict[str, int]:
    return {"shards": 2}


async def test_one_process_runs_every_recommended_shard(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    bot = await make_bot()
    await standin.wait_for_shards({0, 1})

    assert sorted(data["shard"] for data in standin.identifies) == [[0, 2], [1, 2]]
    assert sorted(bot.shards) == [0, 1]
    for shard in (0, 1):
        user = DiscordUser(standin, f"user{shard}", guild_id=guild_id_for_shard(shard, 2))
        reply = await user.run_command("rule", number="724.3")
        assert reply.record.shard == shard and reply.embed["title"] == "CR 724.3"


async def test_two_processes_split_the_shards(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    first_app, second_app = FakeApplication(), FakeApplication()
    await make_bot(app=first_app, shard_count=2, shard_ids=[0])
    await make_bot(app=second_app, shard_count=2, shard_ids=[1], sync=False)

    assert sorted(data["shard"] for data in standin.identifies) == [[0, 2], [1, 2]]
    on_second = DiscordUser(standin, "carol", guild_id=guild_id_for_shard(1, 2, n=7))
    reply = await on_second.run_command("rule", number="104.3b")

    assert reply.embed["title"] == "CR 104.3b"
    assert ("rule", ("104.3b", None)) in second_app.calls
    assert ("rule", ("104.3b", None)) not in first_app.calls


@pytest.mark.parametrize(
    "choice",
    [
        {"JUDGEBOT_SHARD_IDS": "1"},
        # what the StatefulSet's pods set (deploy/kubernetes/statefulset.yaml): the second of
        # two pods runs shard 1 of 2
        {"JUDGEBOT_PROCESS_COUNT": "2", "JUDGEBOT_PROCESS_NAME": "judgebot-1"},
    ],
)
async def test_run_bot_takes_its_shards_from_the_environment(
    standin: DiscordStandIn, choice: dict[str, str]
) -> None:
    environ = {"DISCORD_TOKEN": standin.token, "JUDGEBOT_SHARD_COUNT": "2", **choice}
    app = FakeApplication()
    from bot.discord_app.runner import sync_commands

    await sync_commands(app, standin.token, settings=TEST_SETTINGS)
    configured = run_bot(app, dataclasses.replace(Settings.from_environ(environ), **TEST_TUNING))
    running = asyncio.create_task(configured)
    try:
        await standin.wait_for_shards({1})
        user = DiscordUser(standin, guild_id=guild_id_for_shard(1, 2))
        reply = await user.run_command("rule", number="724")
        assert reply.embed["title"] == "CR 724"
        assert [data["shard"] for data in standin.identifies] == [[1, 2]]
    finally:
        running.cancel()
        with pytest.raises(asyncio.CancelledError):
            await running


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, (None, None)),
        ({"JUDGEBOT_SHARD_COUNT": "4"}, (4, None)),
        ({"JUDGEBOT_SHARD_COUNT": "4", "JUDGEBOT_SHARD_IDS": "0-1,3"}, (4, (0, 1, 3))),
        ({"JUDGEBOT_SHARD_COUNT": " 8 ", "JUDGEBOT_SHARD_IDS": "7, 6,6"}, (8, (6, 7))),
    ],
)
def test_shard_environment(environ: dict[str, str], expected: tuple[object, object]) -> None:
    settings = Settings.from_environ(environ)
    assert (settings.shard_count, settings.shard_ids) == expected


@pytest.mark.parametrize(
    ("environ", "message"),
    [
        ({"JUDGEBOT_SHARD_IDS": "0"}, "JUDGEBOT_SHARD_IDS needs JUDGEBOT_SHARD_COUNT"),
        ({"JUDGEBOT_SHARD_COUNT": "two"}, "JUDGEBOT_SHARD_COUNT: 'two' is not a number"),
        ({"JUDGEBOT_SHARD_COUNT": "0"}, "JUDGEBOT_SHARD_COUNT must be at least 1"),
        (
            {"JUDGEBOT_SHARD_COUNT": "2", "JUDGEBOT_SHARD_IDS": "1-3"},
            "shard ids [2, 3] are outside",
        ),
        ({"JUDGEBOT_SHARD_COUNT": "4", "JUDGEBOT_SHARD_IDS": "3-1"}, "range '3-1' runs backwards"),
        ({"JUDGEBOT_SHARD_COUNT": "4", "JUDGEBOT_SHARD_IDS": "a"}, "'a' is not a shard id"),
        ({"JUDGEBOT_SHARD_COUNT": "4", "JUDGEBOT_SHARD_IDS": ","}, "lists no shard ids"),
    ],
)
def test_bad_shard_environment_is_named(environ: dict[str, str], message: str) -> None:
    with pytest.raises(SettingsError, match=message.replace("[", r"\[").replace("]", r"\]")):
        Settings.from_environ(environ)


def test_shard_ids_need_a_count() -> None:
    with pytest.raises(ShardConfigError):
        build_bot(FakeApplication(), shard_ids=[0])


async def test_run_bot_keeps_the_health_heartbeat_fresh(
    standin: DiscordStandIn, tmp_path: Path
) -> None:
    heartbeat = tmp_path / "judgebot.heartbeat"
    environ = {"DISCORD_TOKEN": standin.token, "JUDGEBOT_HEARTBEAT": str(heartbeat)}
    settings = dataclasses.replace(
        Settings.from_environ(environ), **TEST_TUNING, heartbeat_every=0.05
    )
    configured = run_bot(FakeApplication(), settings)
    running = asyncio.create_task(configured)
    try:
        await standin.wait_for(heartbeat.exists, timeout=5)
        first = heartbeat.stat().st_mtime_ns
        await standin.wait_for(lambda: heartbeat.stat().st_mtime_ns > first, timeout=5)
    finally:
        running.cancel()
        with pytest.raises(asyncio.CancelledError):
            await running
