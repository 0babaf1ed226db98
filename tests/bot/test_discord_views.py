"""Buttons belong to whoever ran the command; views time out; sessions stay bounded."""

from __future__ import annotations

import copy
import dataclasses

from bot.discord_app.shared.sessions import SessionStore
from bot.settings import Settings
from tests.bot.conftest import TEST_SETTINGS, MakeBot
from tests.discord_standin import DiscordStandIn, DiscordUser

LOSS_LIST = "敗北条件カード一覧"


async def test_only_the_invoker_can_press(
    discord_user: DiscordUser, other_user: DiscordUser, standin: DiscordStandIn
) -> None:
    mine = await discord_user.run_command("cards", list=LOSS_LIST)
    before = copy.deepcopy(mine.message)

    theirs = await other_user.press(mine, "▶", locale="ja")

    assert theirs.callback_type == 4 and theirs.ephemeral
    assert theirs.content == "このボタンは、コマンドを実行した人だけが使えます。"
    assert standin.messages[int(mine.message["id"])]["embeds"] == before["embeds"]
    assert (await discord_user.press(mine, "▶")).button("2/2")


async def test_select_menu_is_invoker_only_too(
    discord_user: DiscordUser, other_user: DiscordUser
) -> None:
    mine = await discord_user.run_command("search", question="サブゲームの終了時")

    theirs = await other_user.choose(mine, "1")

    assert theirs.ephemeral
    assert theirs.content == "Only the person who ran this command can use these buttons."


async def test_views_time_out_and_grey_out_their_buttons(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    bot = await make_bot(bot_settings=dataclasses.replace(TEST_SETTINGS, view_timeout=0.2))
    user = DiscordUser(standin)
    reply = await user.run_command("cards", list=LOSS_LIST)
    assert not reply.button("▶").get("disabled")

    await standin.wait_for(lambda: all(b.get("disabled") for b in reply.buttons))

    assert len(bot.sessions) == 0
    stale = await user.press({**reply.message, **_enabled(reply.message)}, "▶")
    assert stale.ephemeral and stale.content == "This has expired. Run the command again."


def _enabled(message: dict) -> dict:
    """The message as a client that never saw the buttons greyed out would still show it."""
    rows = copy.deepcopy(message["components"])
    for row in rows:
        for item in row["components"]:
            item["disabled"] = False
    return {"components": rows}


async def test_sessions_are_bounded_and_the_oldest_expire(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    limit = 3
    bot = await make_bot(bot_settings=dataclasses.replace(TEST_SETTINGS, session_limit=limit))
    user = DiscordUser(standin)
    replies = [await user.run_command("cards", list=LOSS_LIST) for _ in range(limit + 2)]

    assert len(bot.sessions) == limit and bot.sessions.evicted == 2
    # A press on an evicted one gets a short hint (once), not a failure and not a page turn.
    for evicted in replies[:2]:
        stale = await user.press(evicted, "▶")
        assert stale.ephemeral and stale.content == "This has expired. Run the command again."
        assert len(stale.record.callbacks) == 1
    assert replies[0].button("1/2")
    # The newest still work.
    assert (await user.press(replies[-1], "▶")).button("2/2")


async def test_memory_stays_flat_however_many_walkthroughs_start(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    limit = 10
    settings: Settings = dataclasses.replace(
        TEST_SETTINGS, session_limit=limit, sessions_per_user=limit
    )
    bot = await make_bot(bot_settings=settings)
    user = DiscordUser(standin)

    for _ in range(60):
        await user.run_command("simulate", preset="subgame-small-library")

    assert len(bot.sessions) == limit
    assert bot.sessions.evicted == 50
    # discord.py's own view store forgets the evicted views as well.
    view_store = bot._connection._view_store
    assert len(view_store._synced_message_views) <= limit
    # five buttons and the menu of the step's rules a walkthrough
    assert sum(len(items) for items in view_store._views.values()) <= limit * 6


async def test_sessions_expire_with_age(make_bot: MakeBot, standin: DiscordStandIn) -> None:
    bot = await make_bot(bot_settings=dataclasses.replace(TEST_SETTINGS, session_max_age=0.2))
    user = DiscordUser(standin)
    reply = await user.run_command("cards", list=LOSS_LIST)
    as_seen = copy.deepcopy(reply.message)

    await standin.wait_for(lambda: _aged(bot.sessions, _session_of(as_seen)), timeout=2)
    late = await user.press(as_seen, "▶")
    other = await DiscordUser(standin, "bob").press(as_seen, "▶")

    for answer in (late, other):
        assert answer.ephemeral and answer.content == "This has expired. Run the command again."
        assert len(answer.record.callbacks) == 1
    assert len(bot.sessions) == 0


def _session_of(message: dict) -> str:
    return str(message["components"][0]["components"][0]["custom_id"]).split(":")[1]


def _aged(store: SessionStore, session_id: str) -> bool:
    session = store._sessions.get(session_id)
    return session is None or store._clock() - session.created > store.max_age


def test_session_store_evicts_by_age_and_idleness() -> None:
    now = [0.0]
    evicted: list[str] = []
    store = SessionStore(max_sessions=2, max_age=10.0, idle_timeout=5.0, clock=lambda: now[0])
    first = store.add(1, "a", on_evict=lambda: evicted.append("a"))
    second = store.add(1, "b", on_evict=lambda: evicted.append("b"))

    now[0] = 6.0  # both idle: the least recently used makes room for another user's
    third = store.add(2, "c", on_evict=lambda: evicted.append("c"))
    assert evicted == ["a"] and len(store) == 2
    assert not store.is_live(first.id) and store.is_live(second.id)

    now[0] = 10.5
    assert not store.is_live(second.id) and evicted == ["a"]  # asking does not evict
    assert store.get(second.id) is None and evicted == ["a", "b"]
    store.add(3, "d")
    assert evicted == ["a", "b"] and store.is_live(third.id)
    assert len(store) == 2 and store.evicted == 2
    store.remove(third.id)
    assert len(store) == 1 and store.evicted == 2  # removal is not eviction


def test_custom_ids_carry_only_the_session_id() -> None:
    from bot.discord_app.shared.owned_view import custom_id, session_id_of

    value = custom_id("0123456789ab", "page_next")
    assert value == "jb:0123456789ab:page_next" and len(value) <= 100
    assert session_id_of(value) == "0123456789ab"
    assert session_id_of("somebody-elses:button") is None
