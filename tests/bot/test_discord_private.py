"""A private reply stays private when it comes after the 1-second deferral: the public "thinking…"
placeholder is deleted before the reply goes out as an ephemeral follow-up (flag 64), and no
public message ever carries its text."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

from bot.application.answer_types import CardAnswer, SearchAnswer
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.bot.fake_app import FakeApplication
from tests.discord_standin import DiscordStandIn, DiscordUser
from tests.discord_standin.payloads import EPHEMERAL
from tests.discord_standin.records import RecordedRequest

SLOW = dataclasses.replace(TEST_SETTINGS, defer_after=0.02)


class SlowApplication(FakeApplication):
    async def card(self, name: str) -> CardAnswer:
        await asyncio.sleep(0.2)
        return await super().card(name)

    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        await asyncio.sleep(0.2)
        if query == "boom":
            raise RuntimeError("the database went away")
        return await super().search(query, limit=limit, lang=lang)


def requests_for(standin: DiscordStandIn, token: str) -> list[RecordedRequest]:
    return [r for r in standin.requests if token in r.path]


def flags_of(request: RecordedRequest) -> int:
    body: dict[str, Any] = request.body or {}
    data = body.get("data") or {} if request.path.endswith("/callback") else body
    return int(data.get("flags") or 0)


def public_messages_with(standin: DiscordStandIn, text: str) -> list[dict[str, Any]]:
    return [
        message
        for message in standin.messages.values()
        if text in (message.get("content") or "") and not message["flags"] & EPHEMERAL
    ]


async def private_after_public_deferral(
    standin: DiscordStandIn, user: DiscordUser, command: str, **options: Any
) -> str:
    """Run a slow command whose reply is private; check the REST calls; return the reply."""
    reply = await user.run_command(command, **options)
    calls = requests_for(standin, reply.record.token)

    assert [(r.method, r.path.rsplit("/", 1)[-1]) for r in calls] == [
        ("POST", "callback"),
        ("DELETE", "@original"),
        ("POST", reply.record.token),
    ]
    deferral, _, followup = calls
    assert deferral.body["type"] == 5 and not flags_of(deferral) & EPHEMERAL
    assert flags_of(followup) & EPHEMERAL
    sent = [
        message
        for message in standin.messages.values()
        if message["interaction_metadata"]["id"] == str(reply.record.id)
    ]
    assert len(sent) == 1 and sent[0]["flags"] & EPHEMERAL
    content = str(sent[0]["content"])
    assert content and not public_messages_with(standin, content)
    return content


async def test_slow_not_found_is_private(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    await make_bot(app=SlowApplication(), bot_settings=SLOW)

    text = await private_after_public_deferral(
        standin, DiscordUser(standin), "card", name="No Such Card Anywhere"
    )

    assert text.startswith("Not found")


async def test_slow_no_hits_is_private(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    await make_bot(app=SlowApplication(), bot_settings=SLOW)

    text = await private_after_public_deferral(
        standin, DiscordUser(standin), "search", question="zzzzqqqq"
    )

    assert "zzzzqqqq" in text


async def test_slow_error_is_private(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    await make_bot(app=SlowApplication(), bot_settings=SLOW)

    text = await private_after_public_deferral(
        standin, DiscordUser(standin), "search", question="boom", locale="ja"
    )

    assert text == "エラーが発生しました。記録したので、もう一度お試しください。"


async def test_slow_public_answer_replaces_its_placeholder(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    await make_bot(app=SlowApplication(), bot_settings=SLOW)
    user = DiscordUser(standin)

    reply = await user.run_command("card", name="Platinum Angel")

    assert reply.callback_type == 5 and not reply.ephemeral
    assert reply.record.edits and not reply.record.followups
    assert reply.embed["title"]
