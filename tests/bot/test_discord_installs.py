"""Install anywhere: every command may be installed to a server or a user's account and used in
servers, DMs and group DMs; `judgebot commands --json` prints what `judgebot sync` sends."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import discord
import pytest

from bot.application.app_protocol import Application
from bot.discord_app.runner import command_payload, sync_commands
from bot.discord_app.shared.client import JudgeBot
from tests.bot.conftest import TEST_SETTINGS
from tests.bot.test_cli import one_json, run
from tests.discord_standin import DiscordStandIn, DiscordUser

GUILD, BOT_DM, PRIVATE_CHANNEL = 0, 1, 2
GUILD_INSTALL, USER_INSTALL = 0, 1
DM_CHANNEL, GROUP_DM_CHANNEL = 1, 3


def outside_a_guild(user: DiscordUser, payload: dict[str, Any], context: int) -> dict[str, Any]:
    """A guild interaction as Discord sends it from a DM (context 1) or a group DM (context 2)
    where the user installed the app: no guild, no member, the user and a private channel."""
    for key in ("guild_id", "guild_locale", "member"):
        payload.pop(key)
    channel_type = DM_CHANNEL if context == BOT_DM else GROUP_DM_CHANNEL
    payload["user"] = user.user
    payload["channel"] = {"id": str(user.channel_id), "type": channel_type}
    payload["context"] = context
    payload["authorizing_integration_owners"] = {str(USER_INSTALL): str(user.id)}
    return payload


async def test_every_command_can_be_installed_and_used_anywhere(
    application: Application, standin: DiscordStandIn
) -> None:
    await sync_commands(application, standin.token, settings=TEST_SETTINGS)

    for command in standin.commands[None]:
        assert command["contexts"] == [GUILD, BOT_DM, PRIVATE_CHANNEL], command["name"]
        assert command["integration_types"] == [GUILD_INSTALL, USER_INSTALL], command["name"]


@pytest.mark.parametrize("context", [BOT_DM, PRIVATE_CHANNEL])
async def test_commands_answer_in_dms_and_group_dms(
    bot: JudgeBot, standin: DiscordStandIn, context: int
) -> None:
    user = DiscordUser(standin)
    payload = outside_a_guild(user, user.command_payload("rule", {"number": "724.5"}), context)

    reply = await user.send(payload)

    assert reply.embed["title"] == "CR 724.5"
    first = await user.send(
        outside_a_guild(
            user, user.command_payload("cards", {"list": "敗北条件カード一覧"}), context
        )
    )
    assert first.buttons  # and a session works there too


async def test_the_offline_payload_is_what_sync_sends(
    application: Application, standin: DiscordStandIn
) -> None:
    offline = await command_payload(application, settings=TEST_SETTINGS)

    await sync_commands(application, standin.token, settings=TEST_SETTINGS)

    (put,) = [request for request in standin.requests if request.method == "PUT"]
    assert offline == put.body
    assert not standin.violations


def test_judgebot_commands_prints_the_payload_without_network(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(discord.http.Route, "BASE", "http://127.0.0.1:9/nothing-listens-here")
    code, out, _ = run(capsys, "commands", "--json", "--db", str(bundled_db))

    assert code == 0
    commands = one_json(out)["commands"]
    assert isinstance(commands, list)
    assert [command["name"] for command in commands][:2] == ["rule", "search"]
    assert all(command["integration_types"] == [0, 1] for command in commands)
    code, out, _ = run(capsys, "commands", "--db", str(bundled_db))
    assert code == 0 and out.splitlines()[0] == "/rule  contexts [0, 1, 2]  installs [0, 1]"
