"""`sync-wiki` against the stand-in MediaWiki on 127.0.0.1: the first run, continuation, maxlag
503s, redirects, moved and deleted pages, a page that breaks the parser, robots.txt forbidding
api.php, the HTML fallback finding every page through the wiki's own listing (特別:ページ一覧,
category pages) even those no page links to, resuming after a kill, and the card answer quoting
the card's own page."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from scraper.ingest import build_bundled
from scraper.transport.polite_http import HttpResponse
from scraper.wiki.html_page import parse_html
from scraper.wiki.mediawiki_api import MediaWikiApi, rendered_document
from scraper.wiki_sync import SyncOptions, sync_wiki
from tests.shared_data import shared_data
from tests.wiki_standin.corpus import PLATINUM_ANGEL, PLATINUM_ANGEL_LEAD, full_page, title_of
from tests.wiki_standin.server import CARD_CATEGORY, StandinWiki

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "judgebot.sqlite3"
    build_bundled(path)
    return path


def _options(wiki: StandinWiki, **extra: object) -> SyncOptions:
    return SyncOptions(base_url=wiki.base_url + "/", delay_seconds=0, **extra)  # type: ignore[arg-type]


def _titles(db: Path) -> set[str]:
    with sqlite3.connect(db) as connection:
        return {row[0] for row in connection.execute("SELECT title FROM pages")}


def test_first_run_follows_continuation_and_stores_every_article(db: Path) -> None:
    with StandinWiki(1100) as wiki:  # allpages answers 500 at a time: three requests
        report = sync_wiki(db, _options(wiki))
        assert wiki.requests["query:allpages"] == 3
        assert (report.mode, report.kind, report.fetched, report.failed) == ("api", "full", 1100, 0)
        assert report.complete and set(wiki.titles()) <= _titles(db)


def test_a_second_full_run_asks_revisions_in_fifties_and_fetches_nothing_unchanged(
    db: Path,
) -> None:
    with StandinWiki(120) as wiki:
        sync_wiki(db, _options(wiki))
        wiki.edit(wiki.titles()[10])
        report = sync_wiki(db, _options(wiki, full=True))
        assert wiki.requests["query:revisions"] == 3  # 50 + 50 + 20 titles
        assert (report.fetched, report.unchanged) == (1, 119)


def test_a_full_run_drops_pages_the_wiki_no_longer_lists(db: Path) -> None:
    with StandinWiki(20) as wiki:
        sync_wiki(db, _options(wiki))
        gone = wiki.titles()[3]
        wiki.delete(gone)
        report = sync_wiki(db, _options(wiki, full=True))
        assert report.deleted == 1 and gone not in _titles(db)


def test_a_rebuilt_database_is_filled_again(db: Path) -> None:
    with StandinWiki(10) as wiki:
        sync_wiki(db, _options(wiki))
        build_bundled(db)  # `judgebot build` starts the database afresh
        report = sync_wiki(db, _options(wiki))
        assert (report.kind, report.fetched) == ("full", 10)
        assert set(wiki.titles()) <= _titles(db)


def test_limit_stops_early_and_the_next_run_finishes(db: Path) -> None:
    with StandinWiki(10) as wiki:
        first = sync_wiki(db, _options(wiki, limit=4))
        assert (first.fetched, first.remaining, first.complete) == (4, 6, False)
        assert len(set(wiki.titles()) & _titles(db)) == 4  # merged: the bot already sees them
        second = sync_wiki(db, _options(wiki))
        assert (second.kind, second.fetched, second.complete) == ("resumed", 6, True)


@pytest.mark.parametrize("status", [503, 200])
def test_maxlag_answers_are_waited_out_for_their_retry_after(db: Path, status: int) -> None:
    with StandinWiki(10) as wiki:
        wiki.maxlag_failures, wiki.maxlag_status = 2, status
        report = sync_wiki(db, _options(wiki))
        assert report.fetched == 10 and report.failed == 0
        assert report.elapsed >= 2.0  # Retry-After: 1, twice


def test_incremental_run_fetches_changed_new_and_moved_pages_and_drops_deleted(db: Path) -> None:
    with StandinWiki(30) as wiki:
        sync_wiki(db, _options(wiki))
        edited, deleted, moved = wiki.titles()[5], wiki.titles()[6], wiki.titles()[7]
        wiki.edit(edited)
        wiki.delete(deleted)
        wiki.move(moved, "移動後の名前")
        wiki.create("新しい用語", 3)
        parses_before = wiki.requests["parse:text|sections|revid|displaytitle|categories|links"]
        report = sync_wiki(db, _options(wiki))
        parses = wiki.requests["parse:text|sections|revid|displaytitle|categories|links"]
        assert report.kind == "incremental"
        assert (report.fetched, report.deleted) == (3, 2)
        assert parses - parses_before == 3
        titles = _titles(db)
        assert {edited, "移動後の名前", "新しい用語"} <= titles
        assert deleted not in titles and moved not in titles


def test_changes_seen_again_by_overlapping_runs_are_not_fetched_again(db: Path) -> None:
    with StandinWiki(10) as wiki:
        sync_wiki(db, _options(wiki))
        edited = wiki.titles()[1]
        wiki.edit(edited)
        wiki.edit(edited)
        assert sync_wiki(db, _options(wiki)).fetched == 1
        again = sync_wiki(db, _options(wiki))  # replays both edits: the page is already newer
        assert (again.fetched, again.unchanged) == (0, 2)


def test_a_redirect_is_stored_under_its_target(db: Path) -> None:
    with StandinWiki(8) as wiki:
        sync_wiki(db, _options(wiki))
        target = wiki.titles()[2]
        wiki.redirect("別名", target)
        report = sync_wiki(db, _options(wiki))
        assert (report.fetched, report.unchanged, report.failed) == (0, 1, 0)
        assert "別名" not in _titles(db) and target in _titles(db)
        wiki.edit(target)
        wiki.redirect("二つ目の別名", target)
        report = sync_wiki(db, _options(wiki))
        assert report.fetched == 1  # the target once, though two changes lead to it


def test_a_page_that_breaks_the_parser_is_reported_and_skipped(db: Path) -> None:
    with StandinWiki(12) as wiki:
        broken = wiki.titles()[4]
        wiki.break_page(broken)
        report = sync_wiki(db, _options(wiki))
        assert report.failed == 1 and broken in report.failures[0]
        assert report.fetched == 11 and broken not in _titles(db)


def test_robots_txt_forbidding_api_php_falls_back_to_the_html_pages(db: Path) -> None:
    with StandinWiki(6, robots="User-agent: *\nDisallow: /api.php\n") as wiki:
        report = sync_wiki(db, _options(wiki))
        assert report.mode == "html"
        assert not any(key.startswith(("query", "parse")) for key in wiki.requests)
        assert set(wiki.titles()) <= _titles(db)


def test_a_wiki_without_api_php_is_read_from_its_html_pages(db: Path) -> None:
    with StandinWiki(6) as wiki:
        wiki.api_enabled = False
        report = sync_wiki(db, _options(wiki))
        assert report.mode == "html" and "no MediaWiki API" in report.notes[0]
        assert set(wiki.titles()) <= _titles(db)
        again = sync_wiki(db, _options(wiki))
        assert (again.fetched, again.unchanged) == (0, 7)  # the six pages and the main page


def test_the_html_fallback_syncs_all_400_pages_including_those_no_page_links_to(db: Path) -> None:
    with StandinWiki(400, unlinked=3) as wiki:
        wiki.api_enabled = False
        unlinked = set(wiki.titles()) - wiki.linked_titles()
        assert len(unlinked) == 3  # links alone reach 397 of the 400
        report = sync_wiki(db, _options(wiki))
        assert set(wiki.titles()) <= _titles(db)
        assert (report.mode, report.fetched, report.failed) == ("html", 401, 0)  # and the main page
        assert wiki.requests["listing"] == 2  # 345 titles, then the `from=` continuation
        assert wiki.requests["html"] == 401  # every page once


def test_a_redirect_on_the_listing_is_not_fetched_twice(db: Path) -> None:
    with StandinWiki(12) as wiki:
        wiki.api_enabled = False
        wiki.redirect("白金の天使", title_of(0))
        report = sync_wiki(db, _options(wiki))
        assert report.fetched == 13 and wiki.requests["html"] == 13
        assert "白金の天使" not in _titles(db)


def test_a_listing_robots_txt_forbids_leaves_the_links_and_says_so(db: Path) -> None:
    robots = "User-agent: *\nDisallow: /api.php\nDisallow: /wiki/Special:\n"
    with StandinWiki(60, robots=robots, unlinked=2) as wiki:
        report = sync_wiki(db, _options(wiki))
        assert wiki.requests["listing"] == 0
        assert any("page list could not be read" in note for note in report.notes)
        stored = _titles(db)
        assert wiki.linked_titles() <= stored
        assert not (set(wiki.titles()) - wiki.linked_titles()) & stored


def test_the_html_fallback_syncs_a_categorys_members_through_its_pages(db: Path) -> None:
    with StandinWiki(300) as wiki:  # 240 card pages: two pages of the category
        wiki.api_enabled = False
        report = sync_wiki(db, _options(wiki, categories=(CARD_CATEGORY,)))
        cards = {title for title in wiki.titles() if "/" in title}
        assert len(cards) > 200 and wiki.requests["listing"] == 2
        stored = _titles(db)
        assert cards <= stored
        assert not (set(wiki.titles()) - cards) & stored  # the description's link is no member
        assert report.fetched == len(cards) and not report.notes[1:]


def test_a_run_with_nothing_changed_leaves_the_database_file_alone(db: Path) -> None:
    with StandinWiki(6) as wiki:
        sync_wiki(db, _options(wiki))
        written = db.stat().st_mtime_ns
        report = sync_wiki(db, _options(wiki))
        assert report.kind == "incremental" and report.complete
        assert db.stat().st_mtime_ns == written


def test_titles_with_a_question_mark_or_a_hash_are_cited_percent_encoded(db: Path) -> None:
    with StandinWiki(3) as wiki:
        wiki.create("What?", 3)
        wiki.create("Why #1", 4)
        wiki.create("100% 白金", 5)
        report = sync_wiki(db, _options(wiki))
        assert report.failed == 0
        with sqlite3.connect(db) as connection:
            urls = dict(connection.execute("SELECT title, url FROM pages"))
        assert urls["What?"] == f"{wiki.base_url}/wiki/What%3F"
        assert urls["Why #1"] == f"{wiki.base_url}/wiki/Why_%231"
        assert urls["100% 白金"] == f"{wiki.base_url}/wiki/100%25_白金"


def test_api_and_html_pages_yield_the_same_records() -> None:
    with StandinWiki(6) as wiki:
        rendered = asyncio.run(_parse_through_api(wiki, PLATINUM_ANGEL))
        url = f"{wiki.base_url}/wiki/{PLATINUM_ANGEL}"
        from_api = parse_html(rendered_document(rendered), url=url)
        from_html = parse_html(full_page(PLATINUM_ANGEL, wiki.body(PLATINUM_ANGEL), ""), url=url)
        assert from_api == from_html


async def _parse_through_api(wiki: StandinWiki, title: str):  # type: ignore[no-untyped-def]
    import aiohttp

    from scraper.transport.crawl import polite_client
    from scraper.transport.crawl_limits import CrawlLimits
    from scraper.transport.user_agent import user_agent

    async with aiohttp.ClientSession() as session:
        client = polite_client(session, CrawlLimits(delay_seconds=0), user_agent=user_agent())
        return await MediaWikiApi(client, f"{wiki.base_url}/api.php").parse(title)


async def test_card_answer_quotes_the_cards_own_page(db: Path) -> None:
    with StandinWiki(10) as wiki:
        await asyncio.to_thread(sync_wiki, db, _options(wiki))
    app = await JudgeApp.open(db)
    try:
        answer = await app.card("白金の天使")
        found = await app.search("白金の天使 ゲームに敗北せず")
    finally:
        await app.close()
    [commentary] = answer["commentary"]
    assert commentary["page"] == PLATINUM_ANGEL
    assert commentary["text"].startswith(PLATINUM_ANGEL_LEAD)
    assert commentary["url"].endswith("/wiki/白金の天使/Platinum_Angel")
    assert any(hit.get("page") == PLATINUM_ANGEL for hit in found["hits"])


def test_kill_9_mid_sync_resumes_without_refetching(db: Path, tmp_path: Path) -> None:
    with StandinWiki(60) as wiki:
        command = [
            sys.executable, "-m", "bot.cli", "sync-wiki", wiki.base_url, "--db", str(db),
            "--delay", "0.05", "--json",
        ]  # fmt: skip
        env = {**os.environ, "PYTHONPATH": str(REPO)}
        process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE)
        parse_key = "parse:text|sections|revid|displaytitle|categories|links"
        deadline = time.monotonic() + 60
        while wiki.requests[parse_key] < 30 and time.monotonic() < deadline:
            time.sleep(0.01)
        process.send_signal(signal.SIGKILL)
        process.wait()
        before = wiki.requests[parse_key]
        done = subprocess.run(command, env=env, capture_output=True, check=True, text=True)
        report = json.loads(done.stdout)
        assert report["kind"] == "resumed" and report["complete"]
        assert wiki.requests[parse_key] - before == report["fetched"] <= 60 - before + 2
        assert set(wiki.titles()) <= _titles(db)


class _ReplayClient:
    """Answers every request with one recorded API response."""

    def __init__(self, body: bytes) -> None:
        self.body = body
        self.urls: list[str] = []

    async def get(self, url: str, headers: object = None) -> HttpResponse:
        self.urls.append(url)
        return HttpResponse(url, 200, "OK", {}, self.body)


def _replayed(name: str) -> MediaWikiApi:
    body = shared_data("mediawiki-api", name).read_bytes()
    return MediaWikiApi(_ReplayClient(body), "https://yugipedia.com/api.php")  # type: ignore[arg-type]


def test_real_revisions_answers_resolve_redirects_and_missing_pages() -> None:
    api = _replayed("mediawiki-fv2-revisions-redirects-yugipedia.json")
    revisions = asyncio.run(api.revisions(["LOB", "ETCO"]))
    assert set(revisions) == {"LOB", "ETCO"}
    missing = _replayed("mediawiki-fv2-revisions-missing-page-yugipedia.json")
    assert asyncio.run(missing.revisions(["Does not exists"])) == {"Does not exists": None}


def test_a_bare_batchcomplete_answer_is_an_empty_list() -> None:
    api = _replayed("mediawiki-fv2-batchcomplete-only-yugipedia.json")

    async def titles() -> list[str]:
        return [title async for title in api.all_pages()]

    assert asyncio.run(titles()) == []


def test_the_command_reports_counts_and_refuses_a_malformed_since(
    db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.cli import main

    with StandinWiki(5) as wiki:
        assert main(["sync-wiki", wiki.base_url, "--db", str(db), "--delay", "0"]) == 0
    assert "5 fetched, 0 unchanged, 0 deleted, 0 failed" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_info:
        main(["sync-wiki", "--since", "yesterday", "--db", str(db)])
    assert exit_info.value.code == 2
    assert "--since" in capsys.readouterr().err


def test_a_synced_wiki_survives_the_upgrade_of_its_schema_2_database(db: Path) -> None:
    from rulesdb.storage.store import inspect_database
    from tests.bot.test_cli_upgrade import as_schema_2

    with StandinWiki(30) as wiki:
        sync_wiki(db, _options(wiki))
        synced = _titles(db)
        as_schema_2(db)
        wiki.edit(wiki.titles()[3])
        report = sync_wiki(db, _options(wiki))
    # Upgraded in place, not rebuilt: the pages synced before are all still there, and only the
    # edited one was fetched again.
    assert inspect_database(db).is_current
    assert synced <= _titles(db) and report.fetched == 1, report
