"""`judgebot ingest URL`: live pages into the database, through the polite fetcher, against a
wiki server on 127.0.0.1."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from scraper.ingest import IngestError, build_bundled
from scraper.live_ingest import ingest_mixed
from tests.scraper.wiki_server import WikiServer, conditional_page, page

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
        server.routes["/robots.txt"] = page(
            "User-agent: *\nDisallow: /wiki/", content_type="text/plain"
        )
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
