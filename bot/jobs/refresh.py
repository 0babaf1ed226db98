"""`judgebot run`'s background refresh: `judgebot update` at start and every
`JUDGEBOT_REFRESH_HOURS`, and the new database swapped into the running app.

The update runs in a daemon thread (it parses and writes files, which would stall the Discord
gateway's heartbeat on the event loop, and a process that is stopping must not wait for a
download). It replaces the database file by an atomic rename; the app then opens the new file
and swaps it in (`JudgeApp.reopen`), so no restart is needed and a call in flight finishes on
the database it started on. Where the rules' vectors are kept (`judgebot embed` ran once), the
rules an update brought are embedded, in a daemon thread too, before the swap. The database file is
also reopened when something else replaced it (a `judgebot update` run by hand, e.g. `docker
exec`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
import threading
from collections.abc import AsyncIterator, Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from bot.application.app import JudgeApp
from bot.settings import Settings

if TYPE_CHECKING:
    from scraper.update import SourceOutcome

log = logging.getLogger(__name__)

T = TypeVar("T")
Update = Callable[[], "Sequence[SourceOutcome]"]
Say = Callable[[str], None]


def say_on_stderr(text: str) -> None:
    print(f"judgebot: {text}", file=sys.stderr, flush=True)


def _deliver(future: asyncio.Future[T], result: T | None, error: BaseException | None) -> None:
    if future.done():  # cancelled while the thread worked
        return
    if error is not None:
        future.set_exception(error)
    else:
        future.set_result(result)  # type: ignore[arg-type]


def in_daemon_thread(work: Callable[[], T]) -> asyncio.Future[T]:
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()

    def target() -> None:
        result: T | None = None
        error: BaseException | None = None
        try:
            result = work()
        except BaseException as raised:  # handed to the awaiting coroutine
            error = raised
        with contextlib.suppress(RuntimeError):  # the loop closed: nobody is waiting
            loop.call_soon_threadsafe(_deliver, future, result, error)

    threading.Thread(target=target, name="judgebot-refresh", daemon=True).start()
    return future


FileIdentity = tuple[int, int, int]


def _file_identity(path: Path) -> FileIdentity | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_ino, stat.st_mtime_ns, stat.st_size)


def describe_failures(outcomes: Sequence[SourceOutcome]) -> str | None:
    failed = [o for o in outcomes if o.status == "failed"]
    if not failed:
        return None
    reasons = "; ".join(f"{o.name}: {o.detail}" for o in failed)
    offline = all("cannot connect" in o.detail for o in failed)
    lead = "offline? " if offline else ""
    return (
        f"{lead}refresh failed ({reasons}); answering from the database as it is "
        "(`judgebot update` retries by hand)"
    )


def status_line(path: Path, settings: Settings) -> str:
    """One line for the console: what the database holds and how it is brought up to date."""
    from rulesdb.contents import database_contents

    held = database_contents(path)
    if held.editions:
        rules = "rules " + ", ".join(f"{e.edition} ({e.lang})" for e in held.editions)
    else:
        rules = "the bundled corpus only (the wiki's quotes of the rules)"
    cards = f"; {held.cards} cards" if held.cards else ""
    built = f"; last written {held.built_at}" if held.built_at else ""
    if settings.refresh_hours > 0:
        how = f"refreshed in the background every {settings.refresh_hours:g} h"
    else:
        how = "background refresh off (JUDGEBOT_REFRESH_HOURS=0)"
    return f"database {path}: {rules}{cards}{built}; {how}; `judgebot update` refreshes it now"


class DatabaseRefresher:
    def __init__(
        self,
        app: JudgeApp,
        path: Path,
        update: Update,
        *,
        interval_seconds: float,
        say: Say = say_on_stderr,
        embed: Callable[[], str | None] | None = None,
    ) -> None:
        self._app = app
        self._path = path
        self._update = update
        self._interval = interval_seconds
        self._say = say
        # Vectors for the rules an update brought (bot.jobs.embed.embed_new_rules).
        self._embed = embed
        self._opened = self._identity()

    async def refresh_once(self) -> None:
        try:
            outcomes = await in_daemon_thread(self._update)
        except Exception as error:  # a refresh never takes the bot down
            log.exception("refresh failed")
            self._say(f"refresh failed ({error}); answering from the database as it is")
            outcomes = []
        for outcome in outcomes:
            if outcome.status == "updated":
                self._say(f"refreshed {outcome.name}: {outcome.version} ({outcome.detail})")
        problem = describe_failures(outcomes)
        if problem is not None:
            self._say(problem)
        if self._embed is not None and _file_identity(self._path) != self._opened[0]:
            try:
                embedded = await in_daemon_thread(self._embed)
            except Exception as error:  # the new rules are then found by their words alone
                log.exception("embedding the new rules failed")
                embedded = f"embedding the new rules failed ({error}); run `judgebot embed`"
            if embedded:
                self._say(embedded)
        try:
            await self.swap_if_replaced()
        except Exception as error:  # e.g. written by a newer judgebot: keep the one in use
            log.exception("the replaced database %s could not be opened", self._path)
            self._opened = self._identity()  # said once; a later replacement is tried afresh
            self._say(
                f"the database at {self._path} could not be opened ({error}); answering from "
                "the database opened before"
            )

    def _identity(self) -> tuple[FileIdentity | None, FileIdentity | None]:
        """The database file's and its vector file's: vectors written by `judgebot embed` are
        taken up as a new database is."""
        from rulesdb.meaning.vector_location import vectors_path

        return _file_identity(self._path), _file_identity(vectors_path(self._path))

    async def swap_if_replaced(self) -> bool:
        current = self._identity()
        if current[0] is None or current == self._opened:
            return False
        await self._app.reopen(self._path)
        self._opened = current
        return True

    async def run_forever(self) -> None:
        while True:
            try:
                await self.refresh_once()
            except Exception:  # whatever went wrong, the next refresh still runs
                log.exception("the refresh failed; the next one is in %g s", self._interval)
            await asyncio.sleep(self._interval)


@contextlib.asynccontextmanager
async def background_refresh(
    app: JudgeApp, path: Path, settings: Settings, *, say: Say = say_on_stderr
) -> AsyncIterator[None]:
    """Refreshes while the block runs; `JUDGEBOT_REFRESH_HOURS=0` turns it off."""
    if settings.refresh_hours <= 0:
        yield
        return
    from bot.jobs.embed import embed_new_rules
    from bot.jobs.update import sources_of, update

    sources = sources_of(settings)
    refresher = DatabaseRefresher(
        app,
        path,
        lambda: update(path, sources, settings),
        interval_seconds=settings.refresh_hours * 3600,
        say=say,
        embed=lambda: embed_new_rules(path),
    )
    task = asyncio.create_task(refresher.run_forever())
    try:
        yield
    finally:
        task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await task
