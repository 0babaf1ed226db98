"""Where a page is cited from: the address the page gives itself (canonical link, og:url,
wgServer + wgArticlePath + wgPageName, MTG Wiki's "retrieved from" line) or the URL it was
fetched from; a local file that names no address is cited as that file, never under a made-up
MTG Wiki URL."""

from __future__ import annotations

import asyncio
import sqlite3
from pathlib import Path

import pytest

from scraper.ingest import build_bundled
from scraper.live_ingest import ingest_mixed
from scraper.wiki.html_page import parse_html
from scraper.wiki.page_address import page_address
from scraper.wiki.text_dump import parse_text_dump
from tests.scraper.wiki_server import WikiServer, page

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "wiki"
SHARED_MEDIAWIKI = Path(__file__).resolve().parents[3] / ".." / "shared" / "data" / "mediawiki"
TEXT_DUMP = "テストページ\nテストページとは、試験のためのページである。\n概要\n本文の段落。\n"


def head_page(head: str, title: str = "Sample") -> str:
    return (
        f"<html><head><title>{title} - Wiki</title>{head}</head><body>"
        f'<div id="mw-content-text"><p>{title} is a page.</p></div></body></html>'
    )


@pytest.fixture
def db(tmp_path: Path) -> Path:
    path = tmp_path / "rules.sqlite3"
    build_bundled(path)
    return path


def stored_url(db: Path, title: str) -> str:
    with sqlite3.connect(db) as connection:
        (url,) = connection.execute("SELECT url FROM pages WHERE title = ?", (title,)).fetchone()
    return str(url)


# --- files from disk --------------------------------------------------------------------------


def test_a_text_file_from_disk_is_cited_as_that_file(db: Path, tmp_path: Path) -> None:
    dump = tmp_path / "テストページ.txt"
    dump.write_text(TEXT_DUMP, encoding="utf-8")

    ingest_mixed(db, [str(dump)])

    assert stored_url(db, "テストページ") == dump.resolve().as_uri()


def test_a_saved_wikipedia_page_is_cited_at_wikipedia(db: Path, tmp_path: Path) -> None:
    source = SHARED_MEDIAWIKI / "wikipedia-mw128.html"
    if not source.is_file():
        pytest.skip(f"reference page {source} is absent (../shared/data is not part of a clone)")
    saved = tmp_path / "Mozilla.html"
    saved.write_bytes(source.read_bytes())

    ingest_mixed(db, [str(saved)])

    assert stored_url(db, "Mozilla") == "https://en.wikipedia.org/wiki/Mozilla"


def test_a_saved_page_naming_no_address_is_cited_as_that_file(db: Path, tmp_path: Path) -> None:
    saved = tmp_path / "sample.html"
    saved.write_text(head_page(""), encoding="utf-8")

    ingest_mixed(db, [str(saved)])

    assert stored_url(db, "Sample") == saved.resolve().as_uri()


def test_a_saved_old_skin_page_is_cited_at_its_retrieved_from_address(
    db: Path, tmp_path: Path
) -> None:
    saved = tmp_path / "losing.html"
    saved.write_bytes((FIXTURES / "losing_conditions_old_skin.html").read_bytes())

    ingest_mixed(db, [str(saved)])

    assert (
        stored_url(db, "敗北条件")
        == "https://mtgwiki.com/wiki/%E6%95%97%E5%8C%97%E6%9D%A1%E4%BB%B6"
    )


def test_the_bundled_corpus_keeps_its_recorded_urls(db: Path) -> None:
    assert stored_url(db, "サブゲーム") == "https://mtgwiki.com/wiki/サブゲーム"
    assert stored_url(db, "敗北条件") == "https://mtgwiki.com/wiki/敗北条件"


# --- what a page says about itself ----------------------------------------------------------


@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ('<link rel="canonical" href="https://en.wikipedia.org/wiki/Sample"/>',
         "https://en.wikipedia.org/wiki/Sample"),
        ('<meta property="og:url" content="https://mtgwiki.com/wiki/Sample"/>',
         "https://mtgwiki.com/wiki/Sample"),
        ('<script>RLCONF={"wgServer":"//ja.wikipedia.org","wgArticlePath":"/wiki/$1",'
         '"wgPageName":"Sample_page"};</script>',
         "https://ja.wikipedia.org/wiki/Sample_page"),
        ('<script>var wgServer = "http://mtgwiki.com";\nvar wgArticlePath = "/wiki/$1";\n'
         'var wgPageName = "\\u30b5\\u30d6";</script>',
         "http://mtgwiki.com/wiki/サブ"),
        ('<link rel="canonical" href="https://en.wikipedia.org/wiki/First"/>'
         '<meta property="og:url" content="https://en.wikipedia.org/wiki/Second"/>',
         "https://en.wikipedia.org/wiki/First"),
    ],
    ids=["canonical", "og-url", "rlconf", "old-skin-vars", "canonical-first"],
)  # fmt: skip
def test_a_page_names_its_own_address(head: str, expected: str) -> None:
    assert parse_html(head_page(head)).url == expected


def test_mtg_wiki_retrieved_from_line_names_the_page() -> None:
    html = (FIXTURES / "subgame_current.html").read_text(encoding="utf-8")
    assert parse_html(html).url == "https://mtgwiki.com/index.php?title=サブゲーム&oldid=123456"
    dump = TEXT_DUMP + "「https://mtgwiki.com/index.php?title=テストページ&oldid=7」から取得\n"
    assert parse_text_dump(dump).url == "https://mtgwiki.com/index.php?title=テストページ&oldid=7"


def test_a_page_naming_nothing_has_no_made_up_address() -> None:
    assert parse_html(head_page("")).url == ""
    assert parse_text_dump(TEXT_DUMP).url == ""
    assert parse_text_dump(TEXT_DUMP, url="file:///tmp/x.txt").url == "file:///tmp/x.txt"


def test_a_fetched_page_keeps_its_host() -> None:
    canonical = '<link rel="canonical" href="https://mtgwiki.com/wiki/Sample"/>'
    fetched = "http://127.0.0.1:8000/wiki/Sample"
    assert parse_html(head_page(canonical), url=fetched).url == fetched
    same_site = "https://www.mtgwiki.com/index.php?title=Sample"
    assert parse_html(head_page(canonical), url=same_site).url == same_site


def test_address_rules() -> None:
    assert page_address(None, None) == ""
    assert page_address("https://a.example/wiki/X", None) == "https://a.example/wiki/X"
    assert page_address("https://a.example/wiki/X", "file:///x.html") == "https://a.example/wiki/X"
    assert page_address(None, "file:///x.html") == "file:///x.html"
    assert page_address("https://b.example/X", "https://a.example/X") == "https://a.example/X"
    assert page_address("https://a.example/wiki/X", "https://a.example/?title=X") == (
        "https://a.example/?title=X"
    )


async def test_a_live_page_is_cited_where_it_was_fetched(db: Path) -> None:
    html = head_page('<link rel="canonical" href="https://mtgwiki.com/wiki/Sample"/>')
    async with WikiServer() as server:
        server.routes["/wiki/Sample"] = page(html)
        await asyncio.to_thread(ingest_mixed, db, [server.url("/wiki/Sample")], delay_seconds=0.0)
    assert stored_url(db, "Sample") == server.url("/wiki/Sample")
