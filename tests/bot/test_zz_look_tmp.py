from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser


@pytest.fixture
async def application() -> AsyncIterator[Application]:
    app = await JudgeApp.open(Path("/work/notes/cards.sqlite3"), verdicts=True)
    yield app
    await app.close()


QS = [
    ("toughness-en", "en-US", "he gave my 2/2 -2/-2 until end of turn, is it dead right away"),
    ("leaver-turn-ja", "ja", "多人数戦で、自分のターン中に投了した場合ってそのターンはどうなる？"),
    ("respond-at-0-en", "en-US", "my opponent is at 0 life but he says he can still respond to my spell, is that right?"),
    ("aura-ja", "ja", "オーラがついてたクリーチャーが死んだらオーラはどうなる？"),
    ("lethal-ja", "ja", "3点ダメージを受けた4/4にさらに1点与えたら死ぬ？"),
]


@pytest.mark.parametrize(("name", "locale", "q"), QS)
async def test_look(discord_user: DiscordUser, name: str, locale: str, q: str) -> None:
    reply = await discord_user.run_command("search", question=q, locale=locale)
    keep_for_looking(name, "ja" if locale == "ja" else "en", q, reply.message)
