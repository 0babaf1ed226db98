"""Japanese command names and descriptions; replies in the interaction's language."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.discord_app.shared.i18n import JudgeTranslator
from tests.bot.conftest import MakeBot
from tests.discord_standin import DiscordStandIn, DiscordUser


def walk_options(command: dict) -> list[dict]:
    return list(command.get("options") or [])


async def test_every_name_and_description_has_japanese(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    await make_bot()
    commands = {command["name"]: command for command in standin.commands[None]}

    assert commands["rule"]["name_localizations"] == {"ja": "ルール"}
    assert commands["cards"]["name_localizations"] == {"ja": "カード一覧"}
    for command in commands.values():
        assert set(command["name_localizations"]) == {"ja"}, command["name"]
        if command.get("type") == 3:  # a message context menu has no description
            continue
        assert set(command["description_localizations"]) == {"ja"}, command["name"]
        for option in walk_options(command):
            assert set(option["name_localizations"]) == {"ja"}, (command["name"], option["name"])
            assert set(option["description_localizations"]) == {"ja"}, option["name"]
    loss = {option["name"]: option for option in commands["loss"]["options"]}
    conditions = {c["value"]: c["name_localizations"]["ja"] for c in loss["condition"]["choices"]}
    assert conditions["poison"] == "毒カウンター10個"
    protections = {c["value"]: c["name_localizations"]["ja"] for c in loss["protection"]["choices"]}
    assert protections["Platinum Angel"] == "白金の天使"


async def test_translator_answers_only_for_japanese() -> None:
    translator = JudgeTranslator()
    context = app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None)
    string = app_commands.locale_str("Search the rules and the wiki")

    assert await translator.translate(string, discord.Locale.japanese, context) == (
        "総合ルールとWikiを検索"
    )
    assert await translator.translate(string, discord.Locale.french, context) is None
    unknown = app_commands.locale_str("Something nobody translated")
    assert await translator.translate(unknown, discord.Locale.japanese, context) is None


async def test_replies_follow_the_interaction_locale(discord_user: DiscordUser) -> None:
    japanese = await discord_user.run_command("help", locale="ja")
    english = await discord_user.run_command("help", locale="en-GB")
    korean = await discord_user.run_command("help", locale="ko")

    assert japanese.ephemeral and japanese.embed["title"] == "judgebot の使い方"
    names = [field["name"] for field in japanese.embed["fields"]]
    assert "/ルール" in names and "/カード一覧" in names
    rule_help = next(f["value"] for f in japanese.embed["fields"] if f["name"] == "/ルール")
    assert rule_help.split("\n")[0] == "総合ルールの項目とそのサブルール、他の版での番号を表示"
    for reply in (english, korean):
        assert reply.embed["title"] == "How to use judgebot"
        assert "/rule" in [field["name"] for field in reply.embed["fields"]]


async def test_about_names_sources_editions_and_version(
    official_rules: None, discord_user: DiscordUser
) -> None:
    reply = await discord_user.run_command("about", locale="ja")

    fields = {field["name"]: field["value"] for field in reply.embed["fields"]}
    assert fields["バージョン"] == "0.1.0"
    assert "20231117 (ja) — MTG Wiki の引用" in fields["読み込んだルールの版"]
    assert "20260116 (en)" in fields["読み込んだルールの版"]
    sources = fields["出典"]
    assert "[サブゲーム](https://mtgwiki.com/wiki/サブゲーム) — MTG Wiki (CC BY-SA) の執筆者" in (
        sources
    )
    assert "Comprehensive Rules © Wizards of the Coast" in sources
