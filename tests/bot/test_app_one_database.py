"""A call sees one database: a swap while a call waits on its database does not split the call
across the old database and the new one. The new database here (the bundled corpus) lacks the
card data and the rules editions of the old (the bundled corpus with card data and the 20231013
and 20231117 rules), so any read of the new one mid-call shows in the answer, or fails."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

from bot.application.app import JudgeApp
from rulesdb.database import RulesDatabase
from tests.bot.test_app_swap import hold

T = TypeVar("T")
# Two cards the bundled corpus does not have, after one it has.
MESSAGE = "[[白金の天使]] [[Glistener Elf]] [[Lightning Bolt]]"


async def part(reading: Any, method: str) -> tuple[Any, str]:
    """The part of the database (read if it is not yet) whose `method` a test holds."""
    return (await reading if asyncio.iscoroutine(reading) else reading), method


async def answered_across_a_swap(
    old_db: Path,
    new_db: Path,
    held: Callable[[RulesDatabase], Awaitable[tuple[Any, str]]],
    ask: Callable[[JudgeApp], Awaitable[T]],
) -> tuple[T, T]:
    """(the answer of a call held inside its first await while the app swaps to `new_db`,
    the answer of the same call on an app that never swapped)."""
    app = await JudgeApp.open(old_db, semantic=False)
    untouched = await JudgeApp.open(old_db, semantic=False)
    try:
        expected = await ask(untouched)
        gate, entered = asyncio.Event(), asyncio.Event()
        target, name = await held(app.database)
        hold(target, name, gate, entered)
        call = asyncio.create_task(ask(app))
        await entered.wait()
        swap = asyncio.create_task(app.swap_database(await RulesDatabase.open(new_db)))
        await asyncio.sleep(0.05)  # the swap is done but for closing the old database
        assert not swap.done()
        gate.set()
        answer = await call
        await swap
        return answer, expected
    finally:
        await app.close()
        await untouched.close()


async def test_the_cards_a_message_names_all_come_from_the_database_the_call_started_on(
    card_data_db: Path, bundled_db: Path
) -> None:
    answer, expected = await answered_across_a_swap(
        card_data_db,
        bundled_db,
        lambda database: part(database.catalog(), "describe"),
        lambda app: app.cards_in(MESSAGE),
    )
    assert [card["en"] for card in answer] == ["Platinum Angel", "Glistener Elf", "Lightning Bolt"]
    assert answer == expected


async def test_a_swap_between_two_reads_of_one_answer_is_harmless(
    card_data_db: Path, bundled_db: Path
) -> None:
    # The swap lands after the first card was read and before the second: the rest of the
    # answer still reads the old database (which lacks nothing), kept open until it is done.
    app = await JudgeApp.open(card_data_db, semantic=False)
    untouched = await JudgeApp.open(card_data_db, semantic=False)
    try:
        expected = await untouched.cards_in(MESSAGE)
        old = app.database
        catalog = await old.catalog()
        describe = catalog.describe
        first_read, gate = asyncio.Event(), asyncio.Event()

        async def second_read_waits(*args: Any, **kwargs: Any) -> Any:
            if first_read.is_set():
                await gate.wait()
            answer = await describe(*args, **kwargs)
            first_read.set()
            return answer

        catalog.describe = second_read_waits  # type: ignore[method-assign]
        call = asyncio.create_task(app.cards_in(MESSAGE))
        await first_read.wait()
        swap = asyncio.create_task(app.swap_database(await RulesDatabase.open(bundled_db)))
        await asyncio.sleep(0.05)
        assert app.database is not old and not swap.done()  # swapped; the old one still open
        gate.set()
        answer = await call
        await swap
        assert answer == expected
        assert [card["en"] for card in answer] == [
            "Platinum Angel",
            "Glistener Elf",
            "Lightning Bolt",
        ]
        assert await app.cards_in(MESSAGE) != expected  # the new database lacks two of them
    finally:
        await app.close()
        await untouched.close()


async def test_a_search_reads_its_parent_rule_from_the_database_it_searched(
    card_data_db: Path, bundled_db: Path
) -> None:
    answer, expected = await answered_across_a_swap(
        card_data_db,
        bundled_db,
        lambda database: part(database.searcher(), "answer"),
        lambda app: app.search("サブゲーム"),
    )
    assert expected["best"] is not None and expected["best"]["parent"] is not None
    assert answer == expected


async def test_about_lists_the_editions_of_the_database_it_read_the_provenance_of(
    card_data_db: Path, bundled_db: Path
) -> None:
    answer, expected = await answered_across_a_swap(
        card_data_db,
        bundled_db,
        lambda database: part(database.connection, "execute_fetchall"),
        lambda app: app.about(),
    )
    assert {edition["edition"] for edition in expected["editions"]} >= {"20231013"}
    assert answer == expected


async def test_a_card_is_described_by_the_database_the_call_started_on(
    card_data_db: Path, bundled_db: Path
) -> None:
    answer, expected = await answered_across_a_swap(
        card_data_db,
        bundled_db,
        lambda database: part(database, "describe_card"),  # the exact name needs no catalog
        lambda app: app.card("Glistener Elf"),
    )
    assert answer["oracle"] is not None
    assert answer == expected
