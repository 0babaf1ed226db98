"""A refreshed database is swapped into the running application layer: calls in flight finish
on the database they started on, new calls answer from the new one, the answer cache starts
empty, and the old database is closed only once nothing uses it; `judgebot run`'s background
refresh does the swap, and says when it could not refresh (offline)."""

from __future__ import annotations

import asyncio
import contextlib
import os
import re
import shutil
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import pytest

from bot.application.app import JudgeApp
from bot.jobs.embed import embed_new_rules
from bot.jobs.refresh import DatabaseRefresher, background_refresh, status_line
from bot.settings import Settings
from bot.walkthroughs.scenario_service import ScenarioService
from rulesdb.database import RulesDatabase
from rulesdb.meaning.embed_rules import embed_rules
from rulesdb.meaning.vector_file import VectorFile
from rulesdb.meaning.vector_location import vectors_path
from rulesdb.storage.store import SCHEMA_VERSION
from scraper.update import SourceOutcome, UpdateSources, update_database
from tests.rulesdb.test_semantic import HashingEmbedder
from tests.scraper.wiki_server import WikiServer


def hold(target: Any, name: str, gate: asyncio.Event, entered: asyncio.Event) -> None:
    """Makes `target.name` wait for `gate` once it has started (a call caught mid-flight)."""
    original: Callable[..., Awaitable[Any]] = getattr(target, name)

    async def held(*args: Any, **kwargs: Any) -> Any:
        entered.set()
        await gate.wait()
        return await original(*args, **kwargs)

    setattr(target, name, held)


async def test_a_call_in_flight_finishes_on_the_old_database_while_new_calls_use_the_new(
    bundled_db: Path, full_db: Path
) -> None:
    app = await JudgeApp.open(bundled_db)
    old = app.database
    gate, entered = asyncio.Event(), asyncio.Event()
    hold(await old.searcher(), "answer", gate, entered)
    in_flight = asyncio.create_task(app.search("サブゲーム"))
    await entered.wait()

    swap = asyncio.create_task(app.swap_database(await RulesDatabase.open(full_db)))
    await asyncio.sleep(0.05)
    assert not swap.done() and app.in_flight.running(old) == 1
    assert "20260116" in app.editions.names()
    concurrent = await asyncio.gather(*(app.rule("728.5") for _ in range(20)))
    assert all(answer["edition"] == "20260116" for answer in concurrent)

    gate.set()
    answer = await in_flight
    await swap
    assert answer["hits"]  # answered by the old database, which was still open
    assert app.in_flight.running(old) == 0
    with pytest.raises(ValueError):  # aiosqlite: the old connection is closed now
        await old.connection.execute("SELECT 1")
    await app.close()


async def test_the_answer_cache_starts_empty_after_a_swap(bundled_db: Path, full_db: Path) -> None:
    app = await JudgeApp.open(bundled_db)
    before = await app.search("subgame", limit=3)
    cache = app.answers
    await app.swap_database(await RulesDatabase.open(full_db))
    after = await app.search("subgame", limit=3)
    assert app.answers is not cache
    assert after != before
    await app.close()


async def test_presets_are_remembered_in_the_cache_of_the_database_in_use(
    bundled_db: Path, full_db: Path
) -> None:
    # The old cache, full of the old database's answers, is not kept alive for the presets.
    app = await JudgeApp.open(bundled_db)
    scenarios = ScenarioService(lambda: app.answers)
    try:
        scenarios.run_preset("subgame-fork", lang="en")
        old = app.answers
        assert scenarios.answers is old and len(old) == 1
        await app.swap_database(await RulesDatabase.open(full_db))
        assert scenarios.answers is app.answers and app.answers is not old
        scenarios.run_preset("subgame-fork", lang="en")
        scenarios.run_preset("subgame-fork", lang="en")
        assert scenarios.runs == 2 and len(app.answers) == 1
    finally:
        await app.close()


def replaced_by(source: Path, path: Path) -> Callable[[], list[SourceOutcome]]:
    """An update that installs `source` at `path` the way an ingest does: an atomic rename."""

    def update() -> list[SourceOutcome]:
        staging = path.with_name(".staging")
        shutil.copyfile(source, staging)
        os.replace(staging, path)
        return [SourceOutcome("rules-en", "updated", "20260116", "test")]

    return update


async def test_the_refresher_swaps_in_the_database_an_update_wrote(
    tmp_path: Path, bundled_db: Path, full_db: Path
) -> None:
    path = copy_of(bundled_db, tmp_path)
    app = await JudgeApp.open(path)
    said: list[str] = []
    refresher = DatabaseRefresher(
        app, path, replaced_by(full_db, path), interval_seconds=3600, say=said.append
    )
    assert "20260116" not in app.editions.names()
    await refresher.refresh_once()
    assert "20260116" in app.editions.names()
    assert said == ["refreshed rules-en: 20260116 (test)"]
    assert not await refresher.swap_if_replaced()  # nothing changed since
    await app.close()


async def test_an_update_that_brings_new_rules_embeds_them_where_vectors_are_kept(
    tmp_path: Path, bundled_db: Path, full_db: Path
) -> None:
    embedder = HashingEmbedder()
    path = copy_of(bundled_db, tmp_path)
    await embed_rules(path, embedder)
    before = len(VectorFile.read(vectors_path(path)).vectors)
    app = await JudgeApp.open(path)
    said: list[str] = []
    refresher = DatabaseRefresher(
        app,
        path,
        replaced_by(full_db, path),
        interval_seconds=3600,
        say=said.append,
        embed=lambda: embed_new_rules(path, embedder),
    )
    try:
        await refresher.refresh_once()
    finally:
        await app.close()
    after = await embed_rules(path, embedder)
    assert after.embedded == 0 and after.left == 0  # the refresh embedded them all
    if after.rules != before:
        said_embedded = re.fullmatch(
            rf"search by meaning: embedded (\d+) new rules in \d+ s \({after.rules} in all\)",
            said[1],
        )
        assert said_embedded and int(said_embedded[1]) > 0
    else:  # without ../shared the "update" brings the same rules: nothing to embed or say
        assert said[1:] == []


async def test_vectors_written_by_hand_are_taken_up_at_the_next_refresh(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = copy_of(bundled_db, tmp_path)
    app = await JudgeApp.open(path)
    refresher = DatabaseRefresher(app, path, list, interval_seconds=3600)
    try:
        database = app.database
        assert not await refresher.swap_if_replaced()
        await embed_rules(path, HashingEmbedder())
        assert await refresher.swap_if_replaced()
        assert app.database is not database
        assert not await refresher.swap_if_replaced()
    finally:
        await app.close()


async def test_without_vectors_an_update_embeds_nothing(tmp_path: Path, bundled_db: Path) -> None:
    path = copy_of(bundled_db, tmp_path)
    assert embed_new_rules(path, HashingEmbedder()) is None
    assert not vectors_path(path).exists()


def newer_copy_of(db: Path, path: Path) -> Path:
    """`db` as a newer judgebot would have written it: a schema this one cannot open."""
    shutil.copyfile(db, path)
    with contextlib.closing(sqlite3.connect(path)) as connection:
        connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    return path


async def refresh_until(refresher: DatabaseRefresher, done: Callable[[], bool]) -> None:
    """Runs the refresh loop until `done` (at most 10 s), then stops it."""
    task = asyncio.create_task(refresher.run_forever())
    try:
        for _ in range(200):
            if done():
                break
            await asyncio.sleep(0.05)
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task


async def test_a_replacement_that_cannot_be_opened_is_logged_and_the_refresh_carries_on(
    tmp_path: Path, bundled_db: Path, full_db: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = copy_of(bundled_db, tmp_path)
    newer = newer_copy_of(bundled_db, tmp_path / "newer.sqlite3")
    installs = [replaced_by(newer, path), replaced_by(full_db, path)]
    runs: list[int] = []

    def update() -> list[SourceOutcome]:
        runs.append(len(runs))
        return installs[min(len(runs), len(installs)) - 1]()

    app = await JudgeApp.open(path)
    database = app.database
    said: list[str] = []
    refresher = DatabaseRefresher(app, path, update, interval_seconds=0.05, say=said.append)
    await refresh_until(refresher, lambda: "20260116" in app.editions.names())
    try:
        assert len(runs) >= 2 and "20260116" in app.editions.names()
        assert app.database is not database
        problem = next(line for line in said if "could not be opened" in line)
        assert str(path) in problem and "the database opened before" in problem
        assert any("could not be opened" in record.getMessage() for record in caplog.records)
    finally:
        await app.close()


async def test_a_refresh_that_raises_is_logged_and_the_next_one_still_runs(
    tmp_path: Path, bundled_db: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = copy_of(bundled_db, tmp_path)
    runs: list[int] = []

    def update() -> list[SourceOutcome]:
        runs.append(len(runs))
        return [SourceOutcome("rules-en", "updated", "20260116", "test")]

    def say(text: str) -> None:
        if len(runs) == 1:
            raise BrokenPipeError("stderr is gone")  # e.g. the terminal went away

    app = await JudgeApp.open(path)
    refresher = DatabaseRefresher(app, path, update, interval_seconds=0.01, say=say)
    try:
        await refresh_until(refresher, lambda: len(runs) >= 3)
    finally:
        await app.close()
    assert len(runs) >= 3
    assert any("the refresh failed" in record.getMessage() for record in caplog.records)


async def unreachable_base() -> str:
    """The address of a server that has just stopped: connections to it are refused."""
    async with WikiServer() as gone:
        return gone.base_url


def copy_of(db: Path, folder: Path) -> Path:
    path = folder / "judgebot.sqlite3"
    shutil.copyfile(db, path)
    return path


async def test_an_offline_refresh_says_so_and_keeps_answering(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = copy_of(bundled_db, tmp_path)
    base = await unreachable_base()
    sources = UpdateSources(base + "/en/rules", None, None, base + "/api/v5/")
    before = path.read_bytes()
    app = await JudgeApp.open(path)
    database = app.database
    said: list[str] = []
    refresher = DatabaseRefresher(
        app, path, lambda: update_database(path, sources), interval_seconds=3600, say=said.append
    )
    await refresher.refresh_once()
    (message,) = said
    assert message.startswith("offline? refresh failed (rules-en: cannot connect")
    assert "answering from the database as it is" in message
    assert app.database is database and path.read_bytes() == before
    assert (await app.rule("724.5"))["number"] == "724.5"
    await app.close()


async def test_background_refresh_runs_at_start_and_stops_with_the_block(
    tmp_path: Path, bundled_db: Path
) -> None:
    path = copy_of(bundled_db, tmp_path)
    base = await unreachable_base()
    settings = Settings(rules_page=base + "/en/rules", mtgjson=base + "/api/v5/", refresh_hours=1)
    app = await JudgeApp.open(path)
    said: list[str] = []
    async with background_refresh(app, path, settings, say=said.append):
        for _ in range(200):
            if said:
                break
            await asyncio.sleep(0.05)
    assert said and said[0].startswith("offline? refresh failed")
    off: list[str] = []
    async with background_refresh(app, path, Settings(refresh_hours=0), say=off.append):
        await asyncio.sleep(0.1)
    assert off == []
    await app.close()


def test_the_status_line_says_what_the_database_holds_and_how_to_update(
    full_db: Path, bundled_db: Path
) -> None:
    line = status_line(full_db, Settings())
    assert "rules 20231013 (en), 20240202 (en), 20260116 (en), 20260116 (ja)" in line
    assert "refreshed in the background every 24 h" in line
    assert "`judgebot update` refreshes it now" in line
    bundled = status_line(bundled_db, Settings(refresh_hours=0))
    assert "the bundled corpus only" in bundled and "JUDGEBOT_REFRESH_HOURS=0" in bundled


def test_run_prints_the_status_line_and_answers(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, bundled_db: Path
) -> None:
    import io
    import sys

    from tests.bot.test_cli import run

    monkeypatch.setattr(sys, "stdin", io.StringIO("/rule 724.5\n"))
    code, out, err = run(capsys, "run", "--db", str(bundled_db))
    assert code == 0 and "724.5" in out
    assert f"judgebot: database {bundled_db}: the bundled corpus only" in err
