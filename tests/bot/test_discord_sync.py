"""Slash-command sync is explicit (`judgebot sync [--guild ID]`) and its payload is valid."""

from __future__ import annotations

import discord
import pytest

from bot.application.app_protocol import Application
from bot.discord_app.runner import run_bot_from_path, sync_commands, sync_commands_from_path
from bot.settings import Settings
from engine.presets import list_presets
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.bot.fake_app import FakeApplication
from tests.discord_standin import DiscordStandIn, DiscordUser

COMMANDS = [
    "rule",
    "search",
    "card",
    "cards",
    "simulate",
    "subgame",
    "loss",
    "help",
    "about",
    "Look up cards",
]


async def test_sync_registers_every_command_globally(standin: DiscordStandIn) -> None:
    application = FakeApplication()
    names = await sync_commands(application, standin.token, settings=TEST_SETTINGS)

    assert names == COMMANDS
    puts = [r for r in standin.requests if r.method == "PUT"]
    assert [r.path for r in puts] == [f"applications/{standin.application_id}/commands"]
    synced = {command["name"]: command for command in standin.commands[None]}
    assert list(synced) == COMMANDS
    rule = {option["name"]: option for option in synced["rule"]["options"]}
    assert rule["number"]["required"] and rule["number"]["autocomplete"]
    assert [choice["value"] for choice in rule["edition"]["choices"]] == ["20260116", "20231117"]
    simulate = {option["name"]: option for option in synced["simulate"]["options"]}
    assert simulate["file"]["type"] == 11  # an attachment
    # more presets than the 25 choices an option may list: they are autocompleted
    assert simulate["preset"]["autocomplete"] and "choices" not in simulate["preset"]
    # The stand-in refuses (and records) anything Discord would refuse: nothing was.
    assert standin.violations == []


async def test_sync_to_one_guild(
    standin: DiscordStandIn, make_bot: MakeBot, application: Application
) -> None:
    guild_id = 4242 << 22
    names = await sync_commands(FakeApplication(), standin.token, guild_id, settings=TEST_SETTINGS)

    assert names == COMMANDS
    assert [r.path for r in standin.requests if r.method == "PUT"] == [
        f"applications/{standin.application_id}/guilds/{guild_id}/commands"
    ]
    await make_bot(sync=False)
    reply = await DiscordUser(standin, guild_id=guild_id).run_command("rule", number="724.1a")
    assert reply.embed["title"] == f"CR {(await application.rule('724.1a'))['number']}"


async def test_starting_the_bot_does_not_sync(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    await make_bot(sync=False)

    assert [r for r in standin.requests if r.method == "PUT"] == []
    assert [r.path for r in standin.requests if r.method == "GET"][:3] == [
        "users/@me",
        "oauth2/applications/@me",
        "gateway/bot",
    ]


async def test_a_wrong_token_is_refused(standin: DiscordStandIn) -> None:
    with pytest.raises(discord.LoginFailure):
        await sync_commands(FakeApplication(), "not-the-token", settings=TEST_SETTINGS)


def test_cli_entry_points_refuse_an_empty_token(
    tmp_path: object, capsys: pytest.CaptureFixture[str]
) -> None:
    for start in (sync_commands_from_path, run_bot_from_path):
        with pytest.raises(SystemExit) as empty:
            start(tmp_path, Settings(discord_token="  "))  # type: ignore[arg-type]
        assert empty.value.code == 2
        assert "DISCORD_TOKEN is empty" in capsys.readouterr().err


class _Typing:
    """The part of an autocomplete interaction the preset completion reads."""

    def __init__(self, locale: discord.Locale) -> None:
        self.locale = locale


async def test_presets_are_autocompleted_from_name_or_title_in_the_readers_language(
    make_bot: MakeBot,
) -> None:
    bot = await make_bot(sync=False)
    cog = bot.get_cog("SimulateCog")
    assert cog is not None
    complete = cog.preset_autocomplete  # type: ignore[attr-defined]
    everything = await complete(_Typing(discord.Locale.american_english), "")
    assert [c.value for c in everything] == [p.name for p in list_presets()][:25]
    giant = await complete(_Typing(discord.Locale.american_english), "two-headed")
    assert giant and all("two-headed" in c.value or "Two-Headed" in c.name for c in giant)
    japanese = await complete(_Typing(discord.Locale.japanese), "双頭巨人戦")
    titles = {p.name: p.title for p in list_presets()}
    assert japanese and all(c.name == titles[c.value]["ja"] for c in japanese)
    assert await complete(_Typing(discord.Locale.japanese), "no such preset") == []
