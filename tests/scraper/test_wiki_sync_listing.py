"""`sync-wiki` without the API finds its pages through the wiki's own listing (特別:ページ一覧
with its `from=` continuation, or the `--category` pages with `pagefrom=`), so a page no other
page links to is synced too; against the stand-in MediaWiki on 127.0.0.1."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from scraper.ingest import build_bundled
from scraper.wiki_sync import SyncOptions, sync_wiki
from tests.wiki_standin.corpus import title_of
from tests.wiki_standin.server import CARD_CATEGORY, StandinWiki


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
