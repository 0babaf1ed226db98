"""A refreshed database swapped in under the running Discord bot (through the loopback stand-in):
an interaction in flight during the swap is answered, the next one sees the new database, and
the bot is never restarted."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

from bot.application.app import JudgeApp
from rulesdb.database import RulesDatabase
from tests.bot.conftest import MakeBot
from tests.bot.test_app_swap import hold
from tests.discord_standin import DiscordStandIn, DiscordUser


async def test_an_interaction_in_flight_during_a_swap_is_answered_and_the_next_sees_the_new_rules(
    make_bot: MakeBot, standin: DiscordStandIn, bundled_db: Path, full_db: Path, tmp_path: Path
) -> None:
    path = tmp_path / "judgebot.sqlite3"
    shutil.copyfile(bundled_db, path)
    app = await JudgeApp.open(path)
    try:
        await make_bot(app=app)
        user = DiscordUser(standin, "alice")
        gate, entered = asyncio.Event(), asyncio.Event()
        hold(await app.database.searcher(), "answer", gate, entered)

        asked = asyncio.create_task(user.run_command("search", question="サブゲーム", timeout=10))
        await entered.wait()
        swap = asyncio.create_task(app.swap_database(await RulesDatabase.open(full_db)))
        rule = await user.run_command("rule", number="728.5")
        gate.set()
        reply = await asked
        await swap

        assert reply.embeds and "サブゲーム" in str(reply.embeds[0])
        assert rule.embeds and rule.embeds[0]["title"] == "CR 728.5"
        assert rule.embeds[0]["footer"]["text"] == "Edition 20260116"
    finally:
        await app.close()
