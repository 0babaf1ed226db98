"""`judgebot update` against the official sources served from 127.0.0.1 (tests.scraper.
update_sources): a new edition appears, nothing changed, a failed source changes nothing."""

from __future__ import annotations

import asyncio
import hashlib
import lzma
import os
import shutil
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any
from urllib.parse import quote

import aiohttp
import pytest

import scraper.update
from bot.application.answer_types import CardAnswer
from bot.application.app import JudgeApp
from bot.application.app_protocol import NotFoundError
from rulesdb.contents import database_contents
from rulesdb.records import FetchRecord
from rulesdb.storage.store import is_current
from scraper.ingest import IngestReport, write_records
from scraper.update import SourceOutcome, UpdateSources, update_database
from scraper.update_folder import download_folder
from tests.scraper.update_sources import (
    ATOMIC,
    MTGJSON,
    RULES_PAGE,
    atomic_cards,
    meta_json,
    rules_file,
    serve_mtgjson,
    serve_rules,
    sha256_sidecar,
    txt_path,
)
from tests.scraper.wiki_server import WikiServer, page, redirect, status, streamed, truncated

EN_2026 = "MagicCompRules_20260116.txt"
EN_2024 = "MagicCompRules_20240206.txt"
JA_2026 = "MagicCompRules_ja_20260116.txt"


@pytest.fixture
def db(bundled_db: Path, tmp_path: Path) -> Path:
    path = tmp_path / "judgebot.sqlite3"
    shutil.copy(bundled_db, path)
    return path


def rules_only(server: WikiServer, **overrides: str | None) -> UpdateSources:
    settings: dict[str, str | None] = {
        "rules_page": server.url(RULES_PAGE),
        "rules_url": None,
        "ja_rules_url": None,
        "mtgjson": None,
    }
    settings.update(overrides)
    return UpdateSources(**settings)


def cards_only(server: WikiServer) -> UpdateSources:
    return UpdateSources(None, None, None, server.url(MTGJSON))


async def update(db: Path, sources: UpdateSources) -> list[SourceOutcome]:
    # The update runs its own event loop; the test's loop keeps serving meanwhile.
    return await asyncio.to_thread(update_database, db, sources)


def leftovers(db: Path) -> list[str]:
    return sorted(p.name for p in db.parent.iterdir() if p.name != db.name)


def served_link(edition: str, lang: str = "en") -> str:
    return quote(txt_path(edition, lang))


async def test_a_new_edition_linked_from_the_rules_page_is_ingested(
    server: WikiServer, db: Path
) -> None:
    serve_rules(
        server, {txt_path("20260116"): rules_file(EN_2026)}, page_links=[served_link("20260116")]
    )
    assert not database_contents(db).holds("20260116", "en")

    (outcome,) = await update(db, rules_only(server))

    assert (outcome.name, outcome.status, outcome.version) == ("rules-en", "updated", "20260116")
    assert database_contents(db).holds("20260116", "en")
    assert leftovers(db) == []


async def test_a_second_update_downloads_nothing_large_and_is_quick(
    server: WikiServer, db: Path
) -> None:
    serve_rules(
        server, {txt_path("20260116"): rules_file(EN_2026)}, page_links=[served_link("20260116")]
    )
    await update(db, rules_only(server))
    before = db.stat().st_mtime_ns
    server.log.clear()

    started = time.monotonic()
    (outcome,) = await update(db, rules_only(server))
    elapsed = time.monotonic() - started

    assert (outcome.status, outcome.version) == ("unchanged", "20260116")
    (txt_request,) = server.requests_to(txt_path("20260116"))
    assert txt_request.headers.get("If-None-Match")  # answered 304: no body
    assert db.stat().st_mtime_ns == before
    assert elapsed < 1.0


async def test_an_edition_already_held_is_not_ingested_again_and_earlier_ones_stay(
    server: WikiServer, db: Path
) -> None:
    old, new = txt_path("20240206"), txt_path("20260116")
    serve_rules(
        server, {old: rules_file(EN_2024), new: rules_file(EN_2026)}, page_links=[quote(old)]
    )
    await update(db, rules_only(server))
    serve_rules(
        server, {old: rules_file(EN_2024), new: rules_file(EN_2026)}, page_links=[quote(new)]
    )

    (outcome,) = await update(db, rules_only(server))
    assert (outcome.status, outcome.version) == ("updated", "20260116")
    held = database_contents(db)
    assert held.holds("20240202", "en") and held.holds("20260116", "en")

    (direct,) = await update(db, rules_only(server, rules_url=server.url(old)))
    assert (direct.status, direct.version) == ("unchanged", "20240202")


@pytest.mark.parametrize(
    ("link", "reason"),
    [
        ("http://169.254.169.254/latest/meta-data/cr.txt", "link-local"),
        ("http://10.0.0.7/cr.txt", "private"),
        ("http://example.org/MagicCompRules.txt", "leaves"),
    ],
)
async def test_the_rules_page_s_link_is_checked_like_a_redirect_before_any_connection(
    server: WikiServer, db: Path, monkeypatch: pytest.MonkeyPatch, link: str, reason: str
) -> None:
    requested: list[str] = []

    async def on_request_start(
        session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
    ) -> None:
        requested.append(str(params.url))
        if params.url.host != "127.0.0.1":
            raise AssertionError(f"the update tried to reach {params.url}")

    def guarded_session() -> aiohttp.ClientSession:
        trace = aiohttp.TraceConfig()
        trace.on_request_start.append(on_request_start)
        return aiohttp.ClientSession(auto_decompress=False, trace_configs=[trace])

    monkeypatch.setattr(scraper.update, "session_for_downloads", guarded_session)
    serve_rules(server, {}, page_links=[link])
    before = db.read_bytes()

    (outcome,) = await update(db, rules_only(server))

    assert outcome.status == "failed" and reason in outcome.detail and link in outcome.detail
    assert requested == [server.url(RULES_PAGE)]
    assert db.read_bytes() == before


async def test_a_direct_txt_url_needs_no_rules_page(server: WikiServer, db: Path) -> None:
    serve_rules(server, {txt_path("20260116"): rules_file(EN_2026)}, page_links=[])
    url = server.url(txt_path("20260116"))
    (outcome,) = await update(db, rules_only(server, rules_page=None, rules_url=url))
    assert (outcome.status, outcome.version) == ("updated", "20260116")
    assert RULES_PAGE not in server.paths()


async def test_the_japanese_rules_come_from_their_own_url(server: WikiServer, db: Path) -> None:
    ja, en = txt_path("20260116", "ja"), txt_path("20260116")
    serve_rules(server, {ja: rules_file(JA_2026), en: rules_file(EN_2026)}, page_links=[quote(en)])
    outcomes = await update(db, rules_only(server, ja_rules_url=server.url(ja)))
    assert [(o.name, o.status, o.version) for o in outcomes] == [
        ("rules-en", "updated", "20260116"),
        ("rules-ja", "updated", "20260116"),
    ]
    assert database_contents(db).holds("20260116", "ja")


async def test_an_english_file_at_the_japanese_url_fails(server: WikiServer, db: Path) -> None:
    en = txt_path("20260116")
    serve_rules(server, {en: rules_file(EN_2026)}, page_links=[])
    sources = rules_only(server, rules_page=None, ja_rules_url=server.url(en))
    (outcome,) = await update(db, sources)
    assert outcome.status == "failed" and "expected Japanese" in outcome.detail
    assert not database_contents(db).holds("20260116", "en")


@pytest.mark.parametrize(
    ("links", "message"),
    [
        (["/2026/downloads/a.txt", "/2026/downloads/b.txt"], "links 2 different .txt files"),
        ([], "links no .txt file"),
    ],
)
async def test_a_rules_page_without_exactly_one_txt_link_fails_without_guessing(
    server: WikiServer, db: Path, links: list[str], message: str
) -> None:
    serve_rules(server, {}, page_links=links)
    before = db.read_bytes()
    (outcome,) = await update(db, rules_only(server))
    assert outcome.status == "failed" and message in outcome.detail
    assert db.read_bytes() == before


async def test_the_same_link_twice_is_one_candidate(server: WikiServer, db: Path) -> None:
    path = txt_path("20260116")
    serve_rules(server, {path: rules_file(EN_2026)}, page_links=[quote(path), server.url(path)])
    (outcome,) = await update(db, rules_only(server))
    assert outcome.status == "updated"


async def test_a_missing_txt_fails_and_changes_nothing(server: WikiServer, db: Path) -> None:
    serve_rules(server, {}, page_links=[served_link("20260116")])
    before = db.read_bytes()
    (outcome,) = await update(db, rules_only(server))
    assert outcome.status == "failed" and "HTTP 404" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []


async def test_a_truncated_txt_fails_and_changes_nothing(server: WikiServer, db: Path) -> None:
    data = rules_file(EN_2026)
    serve_rules(server, {}, page_links=[served_link("20260116")])
    server.routes[txt_path("20260116")] = truncated(data[:100_000], len(data))
    before = db.read_bytes()
    (outcome,) = await update(db, rules_only(server))
    assert outcome.status == "failed" and "truncated" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []


async def test_a_server_that_is_down_fails_every_source_clearly(db: Path) -> None:
    async with WikiServer() as gone:
        base = gone.base_url
    before = db.read_bytes()
    sources = UpdateSources(base + RULES_PAGE, None, base + "/ja.txt", base + MTGJSON)
    outcomes = await update(db, sources)
    assert [o.status for o in outcomes] == ["failed", "failed", "failed"]
    assert all("cannot connect" in o.detail for o in outcomes)
    assert db.read_bytes() == before and leftovers(db) == []


async def test_non_utf8_bytes_in_a_rules_file_are_decoded_and_reported(
    server: WikiServer, db: Path
) -> None:
    data = rules_file(EN_2026).replace("don’t".encode(), b"don\x92t", 1)
    assert b"\x92" in data
    serve_rules(server, {txt_path("20260116"): data}, page_links=[served_link("20260116")])
    (outcome,) = await update(db, rules_only(server))
    assert (outcome.status, outcome.version) == ("updated", "20260116")
    assert "not valid UTF-8" in outcome.detail and "Windows-1252" in outcome.detail


async def test_mtgjson_checksum_mismatch_discards_the_download(
    server: WikiServer, db: Path
) -> None:
    cards = atomic_cards()
    serve_mtgjson(server, cards, sidecar=sha256_sidecar(cards + b"x"))
    before = db.read_bytes()
    (outcome,) = await update(db, cards_only(server))
    assert outcome.name == "mtgjson" and outcome.status == "failed"
    assert "checksum mismatch" in outcome.detail and outcome.version == "5.2.2+20250516"
    assert db.read_bytes() == before and leftovers(db) == []


async def test_mtgjson_truncated_download_fails(server: WikiServer, db: Path) -> None:
    cards = atomic_cards()
    serve_mtgjson(server, cards, file_handler=truncated(cards[: len(cards) // 2], len(cards)))
    before = db.read_bytes()
    (outcome,) = await update(db, cards_only(server))
    assert outcome.status == "failed" and "truncated" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []


async def test_mtgjson_not_published_fails_naming_what_was_looked_for(
    server: WikiServer, db: Path
) -> None:
    server.routes[MTGJSON + "Meta.json"] = page(meta_json(), content_type="application/json")
    (outcome,) = await update(db, cards_only(server))
    assert outcome.status == "failed" and "AtomicCards.json.xz" in outcome.detail


async def test_mtgjson_with_a_held_checksum_downloads_no_card_file(
    server: WikiServer, db: Path
) -> None:
    cards = atomic_cards()
    serve_mtgjson(server, cards)
    checksum = sha256_sidecar(cards).decode().strip()
    write_records(
        db,
        [],
        keep_existing=True,
        fetched=[FetchRecord(server.url(ATOMIC), None, None, 200, checksum)],
    )
    (outcome,) = await update(db, cards_only(server))
    assert (outcome.status, outcome.version) == ("unchanged", "5.2.2+20250516")
    assert ATOMIC not in server.paths() and ATOMIC + ".sha256" in server.paths()


async def test_mtgjson_with_meta_json_unchanged_asks_for_nothing_else(
    server: WikiServer, db: Path
) -> None:
    cards = atomic_cards()
    serve_mtgjson(server, cards)
    meta_hash = hashlib.sha256(meta_json()).hexdigest()
    fetched = [
        FetchRecord(server.url(MTGJSON + "Meta.json"), None, None, 200, meta_hash),
        FetchRecord(server.url(ATOMIC), None, None, 200, "0" * 64),
    ]
    write_records(db, [], keep_existing=True, fetched=fetched)
    (outcome,) = await update(db, cards_only(server))
    assert outcome.status == "unchanged"
    assert server.paths() == [MTGJSON + "Meta.json"]


async def test_a_failing_source_leaves_the_others_to_succeed(server: WikiServer, db: Path) -> None:
    serve_rules(
        server, {txt_path("20260116"): rules_file(EN_2026)}, page_links=[served_link("20260116")]
    )
    server.routes[MTGJSON + "Meta.json"] = status(503)
    sources = rules_only(server, mtgjson=server.url(MTGJSON))
    outcomes = await update(db, sources)
    assert [(o.name, o.status) for o in outcomes] == [
        ("rules-en", "updated"),
        ("mtgjson", "failed"),
    ]
    assert is_current(db) and database_contents(db).holds("20260116", "en")


async def card_found(db: Path, name: str) -> CardAnswer | None:
    app = await JudgeApp.open(db)
    try:
        return await app.card(name)
    except NotFoundError:
        return None
    finally:
        await app.close()


async def test_mtgjson_update_end_to_end_ingests_the_cards_then_finds_them_unchanged(
    server: WikiServer, db: Path, tmp_path: Path
) -> None:
    serve_mtgjson(server, atomic_cards())
    assert await card_found(db, "Lightning Bolt") is None  # not in the bundled corpus

    (outcome,) = await update(db, cards_only(server))
    assert (outcome.name, outcome.status, outcome.version) == (
        "mtgjson",
        "updated",
        "5.2.2+20250516",
    )
    assert "Lightning Bolt" in str(await card_found(db, "Lightning Bolt"))
    assert leftovers(db) == []

    server.log.clear()
    (again,) = await update(db, cards_only(server))
    assert again.status == "unchanged" and server.paths() == [MTGJSON + "Meta.json"]


async def test_a_verified_card_file_that_cannot_be_ingested_fails_and_is_not_remembered(
    server: WikiServer, db: Path
) -> None:
    broken = lzma.compress(b'{"meta": {}, "data": [')  # a valid checksum over unusable JSON
    serve_mtgjson(server, broken)
    before = db.read_bytes()

    (outcome,) = await update(db, cards_only(server))
    assert outcome.status == "failed" and "verified but could not be ingested" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []

    server.log.clear()
    (again,) = await update(db, cards_only(server))
    assert again.status == "failed" and ATOMIC in server.paths()  # tried afresh


async def test_one_update_at_a_time(server: WikiServer, db: Path) -> None:
    serve_rules(server, {}, page_links=[served_link("20260116")])
    with download_folder(db) as folder:  # a live update owns it
        outcomes = await update(db, rules_only(server, mtgjson=server.url(MTGJSON)))
        assert folder.exists()
    assert [(o.name, o.status) for o in outcomes] == [("rules-en", "failed"), ("mtgjson", "failed")]
    assert all(
        f"another update of this database is running (pid {os.getpid()})" in o.detail
        for o in outcomes
    )
    assert server.paths() == []


async def test_a_redirect_is_followed_on_the_same_origin_and_refused_off_it(
    server: WikiServer, db: Path
) -> None:
    path = txt_path("20260116")
    serve_rules(server, {path: rules_file(EN_2026)}, page_links=[])
    server.routes["/latest.txt"] = redirect(quote(path), 302)
    (followed,) = await update(db, rules_only(server, rules_url=server.url("/latest.txt")))
    assert (followed.status, followed.version) == ("updated", "20260116")

    async with WikiServer() as elsewhere:
        server.routes["/moved.txt"] = redirect(elsewhere.url(path))
        (refused,) = await update(db, rules_only(server, rules_url=server.url("/moved.txt")))
    assert refused.status == "failed" and "refused redirect" in refused.detail
    assert elsewhere.paths() == []


async def test_a_rules_file_over_the_size_cap_is_refused(server: WikiServer, db: Path) -> None:
    server.routes["/huge.txt"] = streamed(b"x" * 1_000_000, 11)  # no Content-Length
    before = db.read_bytes()
    (outcome,) = await update(db, rules_only(server, rules_url=server.url("/huge.txt")))
    assert outcome.status == "failed" and "over the 10,000,000-byte limit" in outcome.detail
    assert db.read_bytes() == before and leftovers(db) == []


async def test_the_verified_card_file_is_handed_to_the_file_ingest_then_remembered(
    server: WikiServer, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The download side alone: what reaches `ingest_mixed` is the published file, under its
    published name, and once it is in, the next update asks for Meta.json only."""
    cards = atomic_cards()
    serve_mtgjson(server, cards)
    handed: list[tuple[str, bytes]] = []

    def ingest(db_path: Path, locators: list[str]) -> IngestReport:
        (locator,) = locators
        handed.append((Path(locator).name, Path(locator).read_bytes()))
        return IngestReport()

    monkeypatch.setattr(scraper.update, "ingest_mixed", ingest)
    (outcome,) = await update(db, cards_only(server))
    assert (outcome.status, outcome.version) == ("updated", "5.2.2+20250516")
    assert handed == [("AtomicCards.json.xz", cards)]
    assert leftovers(db) == []

    server.log.clear()
    (again,) = await update(db, cards_only(server))
    assert again.status == "unchanged" and server.paths() == [MTGJSON + "Meta.json"]

    serve_mtgjson(server, cards, meta=meta_json("5.2.2+20250601"))
    server.log.clear()
    (newer_meta,) = await update(db, cards_only(server))
    assert (newer_meta.status, newer_meta.version) == ("unchanged", "5.2.2+20250601")
    assert ATOMIC not in server.paths()  # same checksum: no download


FORGED_VERSION = "5.2.2\nrules-en: updated 29991231 forged\x1b]0;owned\x07\x1b[2J"


async def test_a_forged_meta_json_version_fails_the_source_and_is_never_printed_raw(
    server: WikiServer, db: Path
) -> None:
    serve_mtgjson(server, atomic_cards(), meta=meta_json(FORGED_VERSION))
    before = db.read_bytes()

    (outcome,) = await update(db, cards_only(server))

    assert outcome.status == "failed" and outcome.version is None
    assert "not an MTGJSON version" in outcome.detail
    assert outcome.detail.isprintable()  # the forged value shown escaped, never as it came
    assert ATOMIC not in server.paths() and db.read_bytes() == before
