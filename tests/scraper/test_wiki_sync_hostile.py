"""`sync-wiki` against a hostile or broken stand-in wiki: a continuation that repeats itself, a
maxlag that asks for a day, malformed answers, a listing that fails for good, and a full disk.
Each ends the run with a message and an exit code (or fails one page), never a traceback, and
leaves the database as it was."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from aiohttp import web

import scraper.sync.synced_database as synced_database
from rulesdb.storage.sync_journal import SyncJournal
from scraper.wiki_sync import SyncError, SyncOptions, sync_wiki, sync_wiki_async
from tests.scraper.test_wiki_sync import _options, _titles
from tests.wiki_standin.server import StandinWiki

ALLPAGES = "query:allpages"
PARSE = "parse:text|sections|revid|displaytitle|categories|links"


def _sync_without_waiting(db: Path, options: SyncOptions, waits: list[float] | None = None) -> None:
    """Runs a sync whose waits are recorded (in `waits`) instead of slept."""
    recorded = waits if waits is not None else []

    async def sleep(seconds: float) -> None:
        recorded.append(seconds)

    asyncio.run(sync_wiki_async(db, options, sleep=sleep))


def _answer(body: Any, status: int = 200, headers: Mapping[str, str] | None = None) -> Any:
    def script(query: Mapping[str, str], usual: dict[str, Any]) -> web.Response:
        return web.json_response(body, status=status, headers=headers)

    return script


def _run_command(
    db: Path, wiki: StandinWiki, capsys: pytest.CaptureFixture[str]
) -> tuple[int, str]:
    from bot.cli import main

    code = main(["sync-wiki", wiki.base_url, "--db", str(db), "--delay", "0"])
    return code, capsys.readouterr().err


def test_a_repeating_continuation_ends_the_sync_with_a_message(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _titles(db)
    with StandinWiki(20) as wiki:
        first = {"query": {"allpages": [{"ns": 0, "title": wiki.titles()[0]}]}}
        again = {**first, "continue": {"apcontinue": wiki.titles()[0], "continue": "-||"}}
        wiki.scripted[ALLPAGES] = _answer(again)
        code, err = _run_command(db, wiki, capsys)
        assert wiki.requests[ALLPAGES] == 2  # was ~1,000 requests in 45 s, and never an end
    assert code == 2 and "continuation did not advance" in err and "Traceback" not in err
    assert "could not list the wiki's pages" in err
    assert _titles(db) == before


def test_a_maxlag_asking_for_a_day_is_not_waited(db: Path) -> None:
    error = {"error": {"code": "maxlag", "info": "Waiting for a replica: 9 seconds lagged."}}
    with StandinWiki(10) as wiki:
        wiki.scripted[ALLPAGES] = _answer(error, headers={"Retry-After": "86400"})
        with pytest.raises(SyncError, match="asked to wait 86400 s"):
            _sync_without_waiting(db, _options(wiki))
        assert wiki.requests[ALLPAGES] == 1


def test_every_wait_of_a_sync_stays_inside_the_retry_budget(db: Path) -> None:
    error = {"error": {"code": "maxlag", "info": "lagged"}}
    with StandinWiki(10) as wiki:
        wiki.scripted[ALLPAGES] = _answer(error, status=503, headers={"Retry-After": "50"})
        waits: list[float] = []
        with pytest.raises(SyncError, match="longer than the 120 s"):
            _sync_without_waiting(db, _options(wiki), waits)
    assert sum(waits) <= 120


def test_a_listing_that_fails_for_good_is_a_message(db: Path) -> None:
    before = _titles(db)
    with StandinWiki(10) as wiki:
        wiki.scripted[ALLPAGES] = _answer({"error": "down"}, status=500)
        with pytest.raises(SyncError, match=r"could not list the wiki's pages: .*HTTP 500"):
            _sync_without_waiting(db, _options(wiki))
        assert wiki.requests[ALLPAGES] == 5  # the first try and four retries
    assert _titles(db) == before


@pytest.mark.parametrize(
    "body",
    [{"query": []}, {"query": {"allpages": ["A", "B"]}}],
    ids=["query a list", "allpages entries strings"],
)
def test_a_malformed_listing_is_a_message(
    db: Path, body: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    with StandinWiki(10) as wiki:
        wiki.scripted[ALLPAGES] = _answer(body)
        code, err = _run_command(db, wiki, capsys)
    assert code == 2 and "malformed answer" in err and "Traceback" not in err


def test_namespaces_given_as_a_list_still_sync_through_the_api(db: Path) -> None:
    def namespaces_listed(query: Mapping[str, str], usual: dict[str, Any]) -> web.Response:
        listed = list(usual["query"]["namespaces"].values())
        return web.json_response({"query": {**usual["query"], "namespaces": listed}})

    with StandinWiki(6) as wiki:
        wiki.scripted["query:"] = namespaces_listed
        report = sync_wiki(db, _options(wiki))
    assert report.mode == "api" and report.fetched == 6


def test_a_page_whose_revision_id_is_null_fails_alone(db: Path) -> None:
    with StandinWiki(12) as wiki:
        broken = wiki.titles()[4]

        def null_revid(query: Mapping[str, str], usual: dict[str, Any]) -> web.Response | None:
            if query.get("page") != broken:
                return None
            return web.json_response({"parse": {**usual["parse"], "revid": None}})

        wiki.scripted[PARSE] = null_revid
        report = sync_wiki(db, _options(wiki))
        assert report.failed == 1 and broken in report.failures[0]
        assert "revision id" in report.failures[0]
        assert report.fetched == 11 and broken not in _titles(db)


def _disk_full_after(calls: int) -> Any:
    """A stand-in for a journal or database write that finds the disk full from call `calls`."""
    made = 0

    def wrap(real: Any) -> Any:
        def write(*args: Any, **kwargs: Any) -> Any:
            nonlocal made
            made += 1
            if made >= calls:
                raise sqlite3.OperationalError("database or disk is full")
            return real(*args, **kwargs)

        return write

    return wrap


@pytest.mark.parametrize(
    ("owner", "write", "calls"),
    [(SyncJournal, "stage", 4), (synced_database, "finalize_database", 1)],
    ids=["journal", "merge"],
)
def test_a_full_disk_ends_the_sync_with_a_message_and_the_database_intact(
    db: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    owner: object,
    write: str,
    calls: int,
) -> None:
    before = _titles(db)
    monkeypatch.setattr(owner, write, _disk_full_after(calls)(getattr(owner, write)))
    with StandinWiki(10) as wiki:
        code, err = _run_command(db, wiki, capsys)
        assert code == 1 and "database or disk is full" in err and "Traceback" not in err
        assert "the next run resumes" in err
        with sqlite3.connect(db) as connection:
            assert connection.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        assert _titles(db) == before
        monkeypatch.undo()
        report = sync_wiki(db, _options(wiki))
        assert report.complete and set(wiki.titles()) <= _titles(db)


def test_a_wikis_error_text_is_shown_not_obeyed_by_the_terminal(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # An escape sequence in the wiki's error text would clear the screen and retitle the
    # window if printed as it is; a right-to-left override would reorder the rest of the line.
    info = "lag\x1b[2J\x1b]0;owned\x07 \u202eevil"
    error = {"error": {"code": "readonly", "info": info}}
    with StandinWiki(10) as wiki:
        wiki.scripted[ALLPAGES] = _answer(error)
        code, err = _run_command(db, wiki, capsys)
    assert code == 2 and "Traceback" not in err
    assert "\x1b" not in err and "\x07" not in err and "\u202e" not in err
    assert "lag\\x1b[2J\\x1b]0;owned\\x07 \\u202eevil" in err  # every character still told
