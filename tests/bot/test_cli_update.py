"""`judgebot update` on the command line: one line (or one JSON entry) per source, exit 0 when
nothing failed, 1 when a source failed, 2 on bad usage; the environment names the sources; a
killed update leaves the previous database answering."""

from __future__ import annotations

import asyncio
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import quote

import pytest
from aiohttp import web

from rulesdb.contents import database_contents
from rulesdb.database import RulesDatabase
from rulesdb.records import FetchRecord
from scraper.ingest import write_records
from scraper.update import UpdateSources, update_database
from tests.bot.test_cli import run
from tests.scraper.update_sources import (
    ATOMIC,
    MTGJSON,
    RULES_PAGE,
    atomic_cards,
    rules_file,
    serve_mtgjson,
    serve_rules,
    sha256_sidecar,
    txt_path,
)
from tests.scraper.wiki_server import Handler, WikiServer, status

REPO = Path(__file__).resolve().parents[2]
EN_2026 = "MagicCompRules_20260116.txt"


@pytest.fixture
def db(tmp_path: Path, bundled_db: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    shutil.copyfile(bundled_db, path)
    return path


@pytest.fixture
async def server() -> AsyncIterator[WikiServer]:
    async with WikiServer() as sources:
        yield sources


def serve_everything(server: WikiServer, db: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The rules page and TXT, and an MTGJSON folder whose card file the database holds, named
    by the environment."""
    monkeypatch.setenv("JUDGEBOT_RULES_PAGE", server.url(RULES_PAGE))
    monkeypatch.setenv("JUDGEBOT_MTGJSON", server.url(MTGJSON))
    path = txt_path("20260116")
    serve_rules(server, {path: rules_file(EN_2026)}, page_links=[quote(path)])
    cards = atomic_cards()
    serve_mtgjson(server, cards)
    held = FetchRecord(server.url(ATOMIC), None, None, 200, sha256_sidecar(cards).decode().strip())
    write_records(db, [], keep_existing=True, fetched=[held])


async def cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    return await asyncio.to_thread(run, capsys, *argv)


async def test_update_prints_one_json_entry_per_source_and_exits_0(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    server: WikiServer,
    db: Path,
) -> None:
    serve_everything(server, db, monkeypatch)

    code, out, _ = await cli(capsys, "update", "--db", str(db), "--json")

    assert code == 0
    answer = json.loads(out)
    assert answer == {
        "sources": [
            {
                "name": "rules-en",
                "status": "updated",
                "version": "20260116",
                "detail": answer["sources"][0]["detail"],
            },
            {
                "name": "mtgjson",
                "status": "unchanged",
                "version": "5.2.2+20250516",
                "detail": answer["sources"][1]["detail"],
            },
        ]
    }
    assert database_contents(db).holds("20260116", "en")


async def test_options_override_the_environment_and_a_failed_source_exits_1(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    server: WikiServer,
    db: Path,
) -> None:
    serve_everything(server, db, monkeypatch)
    before = db.read_bytes()

    missing = server.url("/2026/downloads/nothing.txt")
    code, out, _ = await cli(capsys, "update", "--db", str(db), "--rules-url", missing)

    assert code == 1
    lines = out.splitlines()
    assert len(lines) == 2
    assert lines[0].startswith("rules-en: failed -: ") and "HTTP 404" in lines[0]
    assert lines[1].startswith("mtgjson: unchanged 5.2.2+20250516: ")
    assert db.read_bytes() == before


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--rules-url", "ftp://example.com/cr.txt"], "--rules-url: unsupported URL scheme"),
        (["--mtgjson", "mtgjson.com/api/v5"], "--mtgjson: not an absolute URL"),
        (["--ja-rules-url", "https://[::1"], "--ja-rules-url: invalid URL"),
    ],
)
def test_a_bad_url_option_is_bad_usage(
    capsys: pytest.CaptureFixture[str], db: Path, argv: list[str], message: str
) -> None:
    before = db.read_bytes()
    code, out, err = run(capsys, "update", "--db", str(db), *argv)
    assert code == 2 and out == ""
    assert message in err
    assert db.read_bytes() == before


def test_a_bad_url_setting_is_bad_usage(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path
) -> None:
    monkeypatch.setenv("JUDGEBOT_RULES_URL", "media.wizards.com/cr.txt")
    code, _, err = run(capsys, "update", "--db", str(db))
    assert code == 2 and "JUDGEBOT_RULES_URL" in err


def stalling_after(data: bytes, sent: asyncio.Event, release: asyncio.Event) -> Handler:
    """Sends half the file, then nothing more until `release` is set."""

    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/plain"})
        response.content_length = len(data)
        await response.prepare(request)
        await response.write(data[: len(data) // 2])
        sent.set()
        await release.wait()
        return response

    return handler


async def test_an_update_killed_mid_download_leaves_the_previous_database_answering(
    server: WikiServer, db: Path
) -> None:
    sent, release = asyncio.Event(), asyncio.Event()
    path = txt_path("20260116")
    serve_rules(server, {}, page_links=[])
    server.routes[path] = stalling_after(rules_file(EN_2026), sent, release)
    before = db.read_bytes()
    environment = {**os.environ, "JUDGEBOT_DB": str(db), "JUDGEBOT_MTGJSON": server.url(MTGJSON)}
    environment.pop("JUDGEBOT_RULES_PAGE", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "bot.cli", "update", "--rules-url", server.url(path)],
        cwd=REPO,
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        await asyncio.wait_for(sent.wait(), timeout=30)
        await asyncio.sleep(0.2)  # the first half is on its way into the download folder
        assert (db.parent / f".{db.name}.update" / "rules-en.txt").exists()
    finally:
        process.send_signal(signal.SIGKILL)
        await asyncio.to_thread(process.wait)
        release.set()

    assert db.read_bytes() == before
    database = await RulesDatabase.open(db)
    await database.close()

    # The next update clears what the killed one left behind.
    server.routes[path] = status(404)
    started = time.monotonic()
    await asyncio.to_thread(update_database, db, UpdateSources(None, server.url(path), None, None))
    assert time.monotonic() - started < 5
    assert [p.name for p in db.parent.iterdir() if p.name != db.name] == []
