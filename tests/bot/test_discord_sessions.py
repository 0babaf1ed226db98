"""Sessions are capped per user and in all, and nobody's live walkthrough is ended for another's.

The store's rules (bot/discord_app/shared/sessions.py): a user over their cap loses their own oldest
session; a full store reclaims an idle session or one of the requester's own, and otherwise
answers the new request with "busy, try again in N minutes".
"""

from __future__ import annotations

import dataclasses
import gc
import json
import tracemalloc
from collections.abc import Awaitable, Callable

import pytest

from bot.application.app_protocol import Application
from bot.discord_app.cogs.simulate.cog import session_walkthrough
from bot.discord_app.cogs.simulate.walkthrough_embed import WalkthroughPosition, step_embed
from bot.discord_app.cogs.simulate.walkthrough_view import WalkthroughRecipe, WalkthroughView
from bot.discord_app.shared.client import JudgeBot
from bot.discord_app.shared.sessions import SessionsBusy, SessionStore
from bot.settings import Settings
from bot.walkthroughs.model import load_walkthrough
from bot.walkthroughs.scenario_service import ScenarioService, parse_scenario_bytes
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.discord_standin import DiscordStandIn, DiscordUser
from tests.discord_standin.user import Reply

PRESET = "subgame-small-library"
EXPIRED = "This has expired. Run the command again."
BUSY_EN = "The bot is busy right now. Please try again in 1 minute(s)."
BUSY_JA = "ただいま混み合っています。1分後にもう一度お試しください。"


def counter(reply: Reply) -> str:
    return next(str(b.get("label")) for b in reply.buttons if "/" in str(b.get("label") or ""))


async def capped_bot(make_bot: MakeBot, *, total: int, per_user: int) -> JudgeBot:
    settings: Settings = dataclasses.replace(
        TEST_SETTINGS, session_limit=total, sessions_per_user=per_user
    )
    return await make_bot(bot_settings=settings)


async def test_a_flood_of_accounts_cannot_end_a_live_walkthrough(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    bot = await capped_bot(make_bot, total=6, per_user=2)
    victim = DiscordUser(standin, "victim")
    walkthrough = await victim.run_command("simulate", preset=PRESET)
    assert counter(walkthrough).startswith("1/")

    flooders = [DiscordUser(standin, f"flooder{n}") for n in range(10)]
    answers = [await user.run_command("simulate", preset=PRESET) for user in flooders]
    answers += [await user.run_command("cards", list="敗北条件カード一覧") for user in flooders]

    # The victim's buttons still answer, page after page.
    steps = counter(walkthrough).split("/")[1]
    turned = await victim.press(walkthrough, "▶")
    assert counter(turned) == f"2/{steps}" and not turned.ephemeral
    assert counter(await victim.press(turned, "⏭")) == f"{steps}/{steps}"
    # Five flooders got a slot each (the second command of each ended their own first one);
    # the other five were told to wait, every time.
    busy = [answer for answer in answers if answer.ephemeral]
    assert len(busy) == 10 and all(answer.content == BUSY_EN for answer in busy)
    assert len(bot.sessions) == 6 and bot.sessions.evicted == 5
    assert bot.sessions.owned_by(victim.id) == 1


async def test_a_user_over_their_cap_loses_their_own_oldest_session(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    bot = await capped_bot(make_bot, total=500, per_user=2)
    user, other = DiscordUser(standin, "alice"), DiscordUser(standin, "bob")
    theirs = await other.run_command("simulate", preset=PRESET)
    mine = [await user.run_command("simulate", preset=PRESET) for _ in range(3)]

    assert bot.sessions.owned_by(user.id) == 2 and bot.sessions.owned_by(other.id) == 1
    stale = await user.press(mine[0], "▶")
    assert stale.ephemeral and stale.content == EXPIRED
    for reply in (*mine[1:], theirs):
        owner = user if reply in mine else other
        assert counter(await owner.press(reply, "▶")).startswith("2/")


async def test_a_full_store_answers_a_new_request_busy_in_the_users_language(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    bot = await capped_bot(make_bot, total=2, per_user=2)
    holders = [DiscordUser(standin, name) for name in ("alice", "bob")]
    held = [await user.run_command("simulate", preset=PRESET) for user in holders]

    late_en = DiscordUser(standin, "carol")
    late_ja = DiscordUser(standin, "daichi", locale="ja")
    refused = [
        await late_en.run_command("simulate", preset=PRESET),
        await late_ja.run_command("subgame", your_library=5),
        await late_en.run_command("loss", condition="poison"),
        await late_ja.run_command("simulate", file=late_ja.attachment("a.json", b"{}")),
    ]

    assert [r.content for r in refused] == [BUSY_EN, BUSY_JA, BUSY_EN, BUSY_JA]
    assert all(r.ephemeral and not r.buttons for r in refused)
    assert standin.attachment_downloads == 0  # refused before the upload was even read
    assert len(bot.sessions) == 2 and bot.sessions.evicted == 0
    for user, reply in zip(holders, held, strict=True):
        assert counter(await user.press(reply, "▶")).startswith("2/")


def test_the_store_reclaims_idle_or_own_sessions_and_otherwise_says_when_to_retry() -> None:
    now = [0.0]
    ended: list[str] = []
    store = SessionStore(
        max_sessions=2, max_per_user=2, max_age=100.0, idle_timeout=10.0, clock=lambda: now[0]
    )
    alice = store.add(1, "a", on_evict=lambda: ended.append("a"))
    store.add(2, "b", on_evict=lambda: ended.append("b"))

    now[0] = 4.0
    store.touch(alice.id)
    with pytest.raises(SessionsBusy) as busy:
        store.ensure_room(3)
    assert busy.value.retry_after == 6.0  # bob's, unused since 0, ends at 10
    with pytest.raises(SessionsBusy):
        store.add(3, "c")
    assert ended == [] and len(store) == 2

    store.add(1, "a2", on_evict=lambda: ended.append("a2"))  # alice makes room from her own
    assert ended == ["a"] and store.owned_by(1) == 1

    now[0] = 11.0  # bob's is idle now; alice's second is not
    store.add(3, "c")
    assert ended == ["a", "b"] and store.owned_by(2) == 0 and store.owned_by(3) == 1


def ender(ended: list[str], name: str) -> Callable[[], None]:
    return lambda: ended.append(name)


def test_a_user_at_their_cap_ends_their_own_oldest_even_with_room_left() -> None:
    ended: list[str] = []
    store = SessionStore(max_sessions=100, max_per_user=2)
    for name in ("a", "b", "c"):
        store.add(1, name, on_evict=ender(ended, name))
    store.add(2, "other")

    assert ended == ["a"] and store.owned_by(1) == 2 and len(store) == 3


# The memory a walkthrough session keeps is proportional to what its embeds show: about one
# embed's worth a step (README, "Sessions"). The worst case for the old model was an uploaded
# scenario that draws a named library card by card, since every step kept every card's name.
BYTES_PER_STEP = 1024
UPLOAD_LIMIT = 48 * 1024


def named_library_scenario() -> bytes:
    """48 KB: a thousand named cards, drawn one a step (1,001 steps)."""
    scenario = {
        "title": "Drawing a named library",
        "players": [{"name": "A", "library": [f"C{n}" for n in range(1000)]}, {"name": "B"}],
        "events": [{"type": "draw", "player": "A", "count": 1}] * 1000,
    }
    data = json.dumps(scenario, separators=(",", ":")).encode()
    assert UPLOAD_LIMIT - 4096 < len(data) <= UPLOAD_LIMIT
    return data


async def retained_bytes(make: Callable[[], Awaitable[object]]) -> tuple[int, object]:
    """Bytes still allocated after `make` returned (its result kept, everything else freed)."""
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        kept = await make()
        gc.collect()
        after = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return after - before, kept


async def test_a_walkthrough_session_keeps_about_an_embed_a_step(application: Application) -> None:
    data = named_library_scenario()
    scenarios = ScenarioService()
    store = SessionStore()

    async def new_session() -> WalkthroughView:
        result = scenarios.run(parse_scenario_bytes("named.json", data), lang="en")
        position = await session_walkthrough(application, result, lang="en", edition=None)
        recipe = WalkthroughRecipe(1, "en")
        return WalkthroughView(position, recipe, owner_id=1, store=store, timeout=60.0)

    await new_session()  # the application's caches fill once, not per session
    kept, view = await retained_bytes(new_session)

    assert isinstance(view, WalkthroughView)
    steps = view.position.count
    assert steps == 1001
    assert kept <= BYTES_PER_STEP * steps, f"{kept} bytes for {steps} steps"
    # ... and every step shows what the whole model, card names and all, would show.
    result = scenarios.run(parse_scenario_bytes("named.json", data), lang="en")
    whole = WalkthroughPosition(await load_walkthrough(application, result, lang="en"))
    for index in range(steps):
        whole.index = view.position.index = index
        assert view.embed == step_embed(whole)
