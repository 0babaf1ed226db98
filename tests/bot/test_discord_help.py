"""/help through the real bot and the Discord stand-in: the commands in the order a player needs
them, each with one example in the reader's language, and the two ways to look up cards without
a command (the message command and `[[name]]`)."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from bot.discord_app.shared import limits
from tests.discord_standin import DiscordStandIn, DiscordUser

ORDER_JA = [
    "/検索",
    "/ルール",
    "/カード",
    "/カード一覧",
    "/シミュレート",
    "/サブゲーム",
    "/敗北",
    "/情報",
]
ORDER_EN = ["/search", "/rule", "/card", "/cards", "/simulate", "/subgame", "/loss", "/about"]


def keep_for_looking(name: str, lang: str, message: dict[str, object]) -> None:
    """With JUDGEBOT_CAPTURE set, the payload as discord-look reads it (to look at by eye)."""
    folder = os.environ.get("JUDGEBOT_CAPTURE")
    if not folder:
        return
    out = Path(folder) / name
    out.mkdir(parents=True, exist_ok=True)
    command = "/ヘルプ" if lang == "ja" else "/help"
    capture = {"name": name, "invoker": "alice", "command": command, "lang": lang}
    capture |= {"ephemeral": True, "note": "help", "message": message}
    (out / "message.json").write_text(json.dumps(capture, ensure_ascii=False), encoding="utf-8")


@pytest.mark.parametrize(
    ("locale", "order", "example", "other_language"),
    [
        ("ja", ORDER_JA, "例: `/検索 質問:", re.compile(r"\b(the|Search|Look up)\b")),
        ("en-US", ORDER_EN, "e.g.: `/search question:", re.compile(r"[ぁ-んァ-ヶ一-龯]")),
    ],
)
async def test_help_lists_the_commands_in_a_players_order_with_examples(
    discord_user: DiscordUser,
    locale: str,
    order: list[str],
    example: str,
    other_language: re.Pattern[str],
) -> None:
    reply = await discord_user.run_command("help", locale=locale)
    keep_for_looking(f"help-{locale}", locale[:2], reply.message)

    assert reply.ephemeral
    embed = reply.embed
    fields = embed["fields"]
    names = [field["name"] for field in fields]
    assert names[: len(order)] == order
    assert fields[0]["value"].split("\n")[-1].startswith(example)
    for field in fields[: len(order)]:
        assert len(field["value"].split("\n")) == 2, field  # the description, then one example
    lookups = fields[len(order)]["value"]
    assert ("「カードを調べる」" if locale == "ja" else "“Look up cards”") in lookups
    assert "[[" in lookups and "JUDGEBOT_INLINE_CARDS=1" in lookups
    # One language: no English words in the Japanese help, no Japanese in the English one.
    text = "\n".join([embed["title"], embed["description"], *names, *(f["value"] for f in fields)])
    assert not other_language.search(text.replace("JUDGEBOT_INLINE_CARDS", ""))
    assert limits.message_violations(reply.message) == []


@pytest.mark.parametrize("locale", ["ja", "en-US"])
async def test_every_example_uses_the_commands_own_option_names(
    discord_user: DiscordUser, standin: DiscordStandIn, locale: str
) -> None:
    reply = await discord_user.run_command("help", locale=locale)
    ja = locale == "ja"
    commands = {}
    for command in standin.commands[None]:
        commands[command["name_localizations"]["ja"] if ja else command["name"]] = command
    for field in reply.embed["fields"][:8]:
        typed = re.search(r"`/(\S+)((?: [^`]*)?)`", field["value"])
        assert typed, field
        command = commands[typed.group(1)]
        options = {
            (option["name_localizations"]["ja"] if ja else option["name"]): option
            for option in command.get("options") or []
        }
        for name, value in re.findall(r"(\S+?):(\S+)", typed.group(2)):
            assert name in options, (typed.group(0), name)
            choices = options[name].get("choices")
            if choices:  # a choice as Discord lists it to this reader
                shown = [c["name_localizations"]["ja"] if ja else c["name"] for c in choices]
                assert any(c.startswith(value) for c in shown), (name, value, shown)
