"""Payloads kept for looking at by eye: with JUDGEBOT_CAPTURE set to a folder, a test writes
what the bot sent to the stand-in as `<folder>/<name>/message.json` with its attachments beside
it, as `../shared/tools/discord-look/` reads them (README pictures come from there)."""

from __future__ import annotations

import json
import os
from pathlib import Path

from tests.discord_standin import DiscordStandIn, Reply


def keep_for_looking(
    name: str, reply: Reply, standin: DiscordStandIn, *, lang: str, command: str, note: str
) -> None:
    folder = os.environ.get("JUDGEBOT_CAPTURE")
    if not folder:
        return
    out = Path(folder) / name
    out.mkdir(parents=True, exist_ok=True)
    capture: dict[str, object] = {"name": name, "invoker": "alice", "command": command}
    capture["lang"] = lang
    capture |= {"ephemeral": reply.ephemeral, "note": note, "message": reply.message}
    (out / "message.json").write_text(json.dumps(capture, ensure_ascii=False), encoding="utf-8")
    for attachment in reply.message.get("attachments") or []:
        data = standin.attachments[attachment["url"].split("/")[-2]]
        (out / attachment["filename"]).write_bytes(data)
