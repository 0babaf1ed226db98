"""The bot survives what Discord's connections do: drops, RECONNECT, INVALID_SESSION, 429s."""

from __future__ import annotations

import asyncio

import pytest

from bot.application.app_protocol import Application
from bot.discord_app.shared.client import JudgeBot
from tests.discord_standin import DiscordStandIn, DiscordUser


@pytest.fixture
def standin_options() -> dict[str, int]:
    return {"heartbeat_interval_ms": 50}


async def test_heartbeats_are_sent_and_acknowledged(bot: JudgeBot, standin: DiscordStandIn) -> None:
    await standin.wait_for(lambda: standin.heartbeats >= 3)

    assert bot.latency < 1.0  # a measured round trip: the ACKs arrive


async def test_a_dropped_websocket_resumes_and_loses_nothing(
    bot: JudgeBot, discord_user: DiscordUser, standin: DiscordStandIn, application: Application
) -> None:
    expected = (await application.rule("724.6"))["number"]  # 728.6 in today's rules
    await standin.drop_connection()
    # A user acts while the bot is disconnected: the event waits for the resumed session.
    pending = asyncio.create_task(discord_user.run_command("rule", number="724.6"))

    reply = await pending
    assert reply.embed["title"] == f"CR {expected}"
    assert len(standin.resumes) == 1 and len(standin.identifies) == 1
    assert (await discord_user.run_command("rule", number="104.3a")).embed["title"] == "CR 104.3a"


async def test_reconnect_resumes_the_session(
    bot: JudgeBot, discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    first = await discord_user.run_command("cards", list="敗北条件カード一覧")

    await standin.send_reconnect()
    await standin.wait_for(lambda: len(standin.resumes) == 1)
    await standin.wait_for_shards({0})

    # Buttons made before the reconnect still work: the session state survived.
    assert (await discord_user.press(first, "▶")).button("2/2")
    assert len(standin.identifies) == 1
    assert standin.resumes[0]["session_id"] == standin.session_ids[0]


async def test_invalid_session_identifies_again(
    bot: JudgeBot, discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    await standin.send_invalid_session(resumable=False)
    await standin.wait_for(lambda: len(standin.identifies) == 2)
    await standin.wait_for_shards({0})

    reply = await discord_user.run_command("rule", number="724.2")
    assert reply.embed["title"] == "CR 724.2"


async def test_rate_limited_callback_is_retried_after_retry_after(
    bot: JudgeBot, discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    standin.fail_next("POST", r"^interactions/\d+/[^/]+/callback$", retry_after=0.05)

    reply = await discord_user.run_command("rule", number="724.1")

    assert reply.embed["title"] == "CR 724.1"
    callbacks = [r for r in standin.requests if r.path.endswith("/callback")]
    assert [r.status for r in callbacks] == [429, 200]
    assert callbacks[0].body == callbacks[1].body  # the same answer, sent again


async def test_rate_limited_update_is_retried(
    bot: JudgeBot, discord_user: DiscordUser, standin: DiscordStandIn, application: Application
) -> None:
    following = (await application.rule("724.5"))["next"]
    first = await discord_user.run_command("rule", number="724.5")
    standin.fail_next("POST", r"callback$", retry_after=0.05, times=2)

    moved = await discord_user.press(first, "➡️")

    assert moved.embed["title"] == f"CR {following}"
    statuses = [r.status for r in standin.requests if r.path.endswith("/callback")]
    assert statuses[-3:] == [429, 429, 200]


async def test_many_interactions_during_trouble_are_all_answered(
    bot: JudgeBot, standin: DiscordStandIn, application: Application
) -> None:
    users = [DiscordUser(standin, f"user{i}") for i in range(10)]
    standin.fail_next("POST", r"callback$", retry_after=0.02, times=3)
    numbers = [
        "724",
        "724.1",
        "724.2",
        "724.3",
        "724.4",
        "724.5",
        "724.6",
        "104",
        "104.3",
        "104.3a",
    ]

    await standin.drop_connection()
    replies = await asyncio.gather(
        *(user.run_command("rule", number=n) for user, n in zip(users, numbers, strict=True))
    )

    # Each as the application answers it (today's number for one the wiki's edition numbered).
    expected = [(await application.rule(n))["number"] for n in numbers]
    assert [reply.embed["title"] for reply in replies] == [f"CR {n}" for n in expected]


async def test_resumable_invalid_session_resumes(
    bot: JudgeBot, discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    await standin.send_invalid_session(resumable=True)
    await standin.wait_for(lambda: len(standin.resumes) == 1)
    await standin.wait_for_shards({0})

    assert len(standin.identifies) == 1
    assert (await discord_user.run_command("rule", number="104.3e")).embed["title"] == "CR 104.3e"
