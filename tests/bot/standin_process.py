"""`judgebot` in a child process, talking to the Discord stand-in on 127.0.0.1:PORT instead of
discord.com (what `DiscordStandIn.pointed_at` does inside the test process).

    python -m tests.bot.standin_process PORT run --db PATH
"""

from __future__ import annotations

import sys

import discord
import yarl
from discord.gateway import DiscordWebSocket

from bot.cli import main


def point_at(port: int) -> None:
    discord.http.Route.BASE = f"http://127.0.0.1:{port}/api/v10"
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(f"ws://127.0.0.1:{port}/gateway")


if __name__ == "__main__":
    point_at(int(sys.argv[1]))
    raise SystemExit(main(sys.argv[2:]))
