"""Mentions never ping, cooldowns hold, errors are short for users and full in the log, the token
never reaches the log, and slow work defers before Discord's deadline."""

from __future__ import annotations

import asyncio
import dataclasses
import logging

import pytest

from bot.application.answer_types import SearchAnswer
from bot.logging_setup import REDACTED, TokenRedactor
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.bot.fake_app import FakeApplication
from tests.discord_standin import DiscordStandIn, DiscordUser

PINGS = "@everyone @here <@&1234567890> <@987654321>"


async def test_echoed_mentions_never_ping(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    # An application that echoes what it was asked for in its "not found" answers.
    await make_bot(app=FakeApplication())
    discord_user = DiscordUser(standin)

    no_hits = await discord_user.run_command("search", question=PINGS)
    no_card = await discord_user.run_command("card", name=PINGS)

    assert "@everyone" in no_hits.content and "<@&1234567890>" in no_hits.content
    assert "@everyone" in no_card.content
    assert standin.pings == []
    sent = [r.body["data"] for r in standin.requests if r.path.endswith("/callback")]
    assert sent and all(data["allowed_mentions"] == {"parse": []} for data in sent)


async def test_per_user_cooldown(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    await make_bot(
        bot_settings=dataclasses.replace(TEST_SETTINGS, cooldown_rate=2, cooldown_per=60.0)
    )
    alice, bob = DiscordUser(standin, "alice"), DiscordUser(standin, "bob")

    allowed = [await alice.run_command("rule", number="104.3") for _ in range(2)]
    refused = await alice.run_command("rule", number="104.3")
    others = await bob.run_command("rule", number="104.3")
    typing = await alice.autocomplete("rule", "number", "104")

    assert all(reply.embed["title"] == "CR 104.3" for reply in allowed)
    assert refused.ephemeral and refused.content.startswith("Slow down: try again in ")
    assert others.embed["title"] == "CR 104.3"  # the cooldown is per user
    assert typing  # autocomplete is not rate limited


class BrokenSearch(FakeApplication):
    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        raise RuntimeError(f"database is locked while searching {query!r}")


async def test_errors_are_short_for_users_and_logged_with_a_traceback(
    make_bot: MakeBot, standin: DiscordStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    await make_bot(app=BrokenSearch())
    user = DiscordUser(standin)

    with caplog.at_level(logging.ERROR):
        reply = await user.run_command("search", question="毒", locale="ja")

    assert reply.ephemeral
    assert reply.content == "エラーが発生しました。記録したので、もう一度お試しください。"
    failures = [r for r in caplog.records if r.getMessage().startswith("Command /search failed")]
    assert len(failures) == 1 and failures[0].exc_info is not None
    assert "database is locked" in caplog.text and "Traceback" in caplog.text
    # The bot keeps serving.
    assert (await user.run_command("rule", number="724")).embed["title"] == "CR 724"


async def test_the_token_never_appears_in_logs(
    make_bot: MakeBot, standin: DiscordStandIn, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.DEBUG):
        await make_bot(app=BrokenSearch())
        user = DiscordUser(standin)
        await user.run_command("search", question="x")
        await user.run_command("rule", number="724.5")

    assert len(caplog.records) > 20  # discord.py's debug log, requests included
    assert standin.token not in caplog.text


def test_token_redactor_scrubs_messages_and_tracebacks() -> None:
    token = "secret.token.value"
    redactor = TokenRedactor(token)
    try:
        raise ValueError(f"bad header Bot {token}")
    except ValueError as error:
        record = logging.LogRecord(
            "x",
            logging.ERROR,
            __file__,
            1,
            "sent %s",
            (token,),
            (type(error), error, error.__traceback__),
        )
    assert redactor.filter(record)
    assert record.getMessage() == f"sent {REDACTED}"
    assert record.exc_text and token not in record.exc_text and REDACTED in record.exc_text


class SlowSearch(FakeApplication):
    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        await asyncio.sleep(0.2)
        return await super().search(query, limit=limit, lang=lang)


async def test_slow_work_defers_first_then_answers(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    await make_bot(
        app=SlowSearch(), bot_settings=dataclasses.replace(TEST_SETTINGS, defer_after=0.02)
    )
    user = DiscordUser(standin)

    reply = await user.run_command("search", question="サブゲームの終了時")

    assert reply.callback_type == 5  # "thinking…" first, within the deadline
    assert reply.record.edits, "the answer replaces the placeholder"
    assert reply.embed["description"].startswith("> ")
    assert reply.select["options"]
    # Its buttons work like any other.
    chosen = await user.choose(reply, "1")
    assert chosen.embed["footer"]["text"].startswith("Result 2 of")


async def test_fast_work_answers_directly(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("about")

    assert reply.callback_type == 4
