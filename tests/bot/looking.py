"""Payloads kept for looking at by eye: with JUDGEBOT_CAPTURE set to a folder, a test writes a
reply's message as ../shared/tools/discord-look reads it (`<folder>/<name>/message.json`)."""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any


def keep_for_looking(
    name: str, lang: str, note: str, message: dict[str, Any], *, command: str = "/search"
) -> None:
    folder = os.environ.get("JUDGEBOT_CAPTURE")
    if not folder:
        return
    out = Path(folder) / name
    out.mkdir(parents=True, exist_ok=True)
    capture = {
        "name": name,
        "invoker": "alice",
        "command": command,
        "lang": lang,
        "ephemeral": bool((message.get("flags") or 0) & 64),
        "note": note,
        "message": message,
    }
    (out / "message.json").write_text(json.dumps(capture, ensure_ascii=False), encoding="utf-8")
