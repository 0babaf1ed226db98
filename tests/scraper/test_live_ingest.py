"""`judgebot ingest URL`: live pages into the database, through the polite fetcher, against a
wiki server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import sqlite3
import tracemalloc
from pathlib import Path

import pytest

import scraper.ingest
from scraper.ingest import IngestError, build_bundled
from scraper.live_ingest import ingest_mixed
from tests.scraper.wiki_server import WikiServer, conditional_page, page, robots_txt, wiki_html

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "wiki" / "subgame_current.html"
PAGE_PATH = "/wiki/サブゲーム"


def rows(db: Path, sql: str) -> list[tuple[object, ...]]:
    with sqlite3.connect(db) as connection:
        return connection.execute(sql).fetchall()


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    build_bundled(path)
    return path


async def ingest(db: Path, *urls: str) -> list[str]:
    report = await asyncio.to_thread(ingest_mixed, db, list(urls), delay_seconds=0.0)
    return report.pages + report.warnings


async def test_a_live_page_is_stored_with_its_validators_and_refreshed_conditionally(
    db: Path,
) -> None:
    html = FIXTURE.read_text(encoding="utf-8")
    async with WikiServer() as server:
        server.routes[PAGE_PATH] = conditional_page(html, etag='"v1"')
        url = server.url(PAGE_PATH)
        first = await ingest(db, url)
        assert first == ["サブゲーム"]
        stored = rows(db, "SELECT url, etag, status FROM fetch_meta")
        assert stored == [(url, '"v1"', 200)]
        pages = rows(db, "SELECT title, url, source_format FROM pages WHERE title = 'サブゲーム'")
        assert pages == [("サブゲーム", pages[0][1], "html")]
        before = rows(db, "SELECT count(*) FROM sections")
        second = await ingest(db, url)
    assert any("unchanged" in line for line in second)
    requests = server.requests_to(PAGE_PATH)
    assert len(requests) == 2
    assert requests[1].headers.get("If-None-Match") == '"v1"'
    assert rows(db, "SELECT count(*) FROM sections") == before
    assert "judgebot/" in requests[0].headers["User-Agent"]


async def test_robots_txt_is_obeyed_and_the_database_left_alone(db: Path) -> None:
    before = db.read_bytes()
    async with WikiServer() as server:
        server.routes["/robots.txt"] = robots_txt("User-agent: *\nDisallow: /wiki/")
        server.routes[PAGE_PATH] = page(FIXTURE.read_text(encoding="utf-8"))
        with pytest.raises(IngestError):
            await ingest(db, server.url(PAGE_PATH))
    assert PAGE_PATH not in server.paths()
    assert db.read_bytes() == before


async def test_a_page_that_is_not_a_wiki_page_is_refused_whole(db: Path) -> None:
    before = db.read_bytes()
    async with WikiServer() as server:
        server.routes[PAGE_PATH] = page("<html><body>maintenance</body></html>")
        with pytest.raises(IngestError) as refused:
            await ingest(db, server.url(PAGE_PATH))
    assert "127.0.0.1" in str(refused.value)
    assert db.read_bytes() == before


PAGE_CHARS = 300_000


def big_wiki(server: WikiServer, count: int, page_chars: int) -> str:
    """A hub linking to `count` pages of `page_chars` characters each; the hub's URL."""
    links = [f"/wiki/Page_{number}" for number in range(count)]
    server.routes["/wiki/Hub"] = page(wiki_html("Hub", links))
    for number, link in enumerate(links):
        body = f"頁{number}" + "あ" * page_chars
        server.routes[link] = page(wiki_html(f"Page {number}", []).replace("</p>", body + "</p>"))
    return server.url("/wiki/Hub")


async def peak_memory_of_crawl(db: Path, count: int, monkeypatch: pytest.MonkeyPatch) -> int:
    """The peak of traced memory while `count` linked pages are fetched, parsed and written.

    The search index rebuilt at the end reads the whole database whatever its source; that is
    rulesdb's, so the peak is taken when it starts."""
    peaks: list[int] = []
    rebuild = scraper.ingest.finalize_database

    def measured_rebuild(connection: sqlite3.Connection) -> None:
        peaks.append(tracemalloc.get_traced_memory()[1])
        rebuild(connection)

    monkeypatch.setattr(scraper.ingest, "finalize_database", measured_rebuild)
    async with WikiServer() as server:
        hub = big_wiki(server, count, PAGE_CHARS)
        tracemalloc.start()
        try:
            report = await asyncio.to_thread(
                ingest_mixed, db, [hub], follow_depth=1, delay_seconds=0.0, max_pages=count + 1
            )
        finally:
            tracemalloc.stop()
    assert len(report.pages) == count + 1
    return peaks[0]


async def test_memory_stays_flat_with_the_number_of_pages(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    few = await peak_memory_of_crawl(tmp_path / "few.sqlite3", 2, monkeypatch)
    many = await peak_memory_of_crawl(tmp_path / "many.sqlite3", 12, monkeypatch)
    # Holding the ten extra pages would add 10 × 1.5 MB (the text, its UTF-8 bytes); streamed,
    # the peak stays within one or two pages of the smaller crawl's (garbage collection timing).
    page_bytes = len(("あ" * PAGE_CHARS).encode())
    assert many - few < 2 * page_bytes, (few, many)


async def test_follow_stops_at_the_page_cap_and_the_report_says_so(db: Path) -> None:
    async with WikiServer() as server:
        hub = big_wiki(server, 20, 10)
        report = await asyncio.to_thread(
            ingest_mixed, db, [hub], follow_depth=1, delay_seconds=0.0, max_pages=5
        )
    assert report.pages == ["Hub", "Page 0", "Page 1", "Page 2", "Page 3"]
    assert any("16 linked pages" in line and "--max-pages" in line for line in report.warnings)
    assert len([p for p in server.paths() if p.startswith("/wiki/")]) == 5
