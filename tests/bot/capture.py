"""Payloads kept for looking at by eye: with JUDGEBOT_CAPTURE set to a folder, a test writes
what the bot sent to the stand-in as `<folder>/<name>/message.json` with its attachments beside
it, as `../shared/tools/discord-look/` reads them (README pictures come from there)."""

from __future__ import annotations

import os
from pathlib import Path

from tests.bot.looking import keep_for_looking as keep_message
from tests.discord_standin import DiscordStandIn, Reply


def keep_for_looking(
    name: str, reply: Reply, standin: DiscordStandIn, *, lang: str, command: str, note: str
) -> None:
    """The reply's message as `tests.bot.looking` keeps it, with its attachments beside it."""
    folder = os.environ.get("JUDGEBOT_CAPTURE")
    if not folder:
        return
    keep_message(name, lang, note, reply.message, command=command)
    out = Path(folder) / name
    for attachment in reply.message.get("attachments") or []:
        data = standin.attachments[attachment["url"].split("/")[-2]]
        (out / attachment["filename"]).write_bytes(data)
