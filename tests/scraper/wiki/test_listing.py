"""Reading MediaWiki's listings of its pages (特別:ページ一覧 and category pages, as the stand-in
renders them in MediaWiki 1.39's HTML): the articles of one chunk, and the continuation link
only when it moves forward."""

from __future__ import annotations

from urllib.parse import parse_qs, unquote, urlsplit

from scraper.sync.html_listing import ListingWalk
from scraper.wiki.listing import all_pages_url, category_url, read_listing
from tests.wiki_standin.corpus import full_page
from tests.wiki_standin.listing_pages import (
    ALL_PAGES,
    ALL_PAGES_PER_PAGE,
    all_pages_body,
    category_body,
)

BASE = "http://wiki.test"
TITLES = [f"Page {number:04d}" for number in range(800)]


def _all_pages(start: str, redirects: frozenset[str] = frozenset()) -> str:
    return full_page(ALL_PAGES, all_pages_body(TITLES, set(redirects), start), BASE)


def _title(url: str) -> str:
    return unquote(urlsplit(url).path.removeprefix("/wiki/")).replace("_", " ")


def _from(url: str | None) -> str:
    assert url is not None
    return parse_qs(urlsplit(url).query)["from"][0]


def test_the_first_chunk_lists_345_articles_and_links_the_next() -> None:
    chunk = read_listing(_all_pages(""), f"{BASE}/wiki/{ALL_PAGES}")
    assert [_title(url) for url in chunk.articles] == TITLES[:ALL_PAGES_PER_PAGE]
    assert _from(chunk.next_url) == TITLES[ALL_PAGES_PER_PAGE]
    assert chunk.next_url is not None and chunk.next_url.startswith(f"{BASE}/index.php?")


def test_a_middle_chunk_follows_next_not_previous() -> None:
    url = f"{BASE}/index.php?title={ALL_PAGES}&from={TITLES[345]}"
    chunk = read_listing(_all_pages(TITLES[345]), url)
    assert _title(chunk.articles[0]) == TITLES[345]
    assert _from(chunk.next_url) == TITLES[690]


def test_the_last_chunk_has_no_next() -> None:
    url = f"{BASE}/index.php?title={ALL_PAGES}&from={TITLES[690]}"
    chunk = read_listing(_all_pages(TITLES[690]), url)
    assert len(chunk.articles) == 110 and chunk.next_url is None


def test_a_continuation_that_does_not_move_forward_is_not_followed() -> None:
    nav = (
        f'<div class="mw-allpages-nav"><a href="/index.php?title={ALL_PAGES}&amp;from=Page+0001">'
        "次のページ (Page 0001)</a></div>"
    )
    html = full_page(ALL_PAGES, nav + '<ul><li><a href="/wiki/Page_0400">x</a></li></ul>', BASE)
    url = f"{BASE}/index.php?title={ALL_PAGES}&from=Page_0400"
    assert read_listing(html, url).next_url is None


def test_a_listed_redirect_is_left_out() -> None:
    chunk = read_listing(_all_pages("", frozenset({TITLES[3]})), f"{BASE}/wiki/{ALL_PAGES}")
    titles = [_title(url) for url in chunk.articles]
    assert TITLES[3] not in titles and len(titles) == ALL_PAGES_PER_PAGE - 1


def test_a_category_page_lists_its_members_not_its_descriptions_links() -> None:
    members = TITLES[:250]
    html = full_page("カテゴリ:カード", category_body("カード", members, "", "用語集"), BASE)
    chunk = read_listing(html, f"{BASE}/wiki/カテゴリ:カード")
    assert [_title(url) for url in chunk.articles] == members[:200]
    assert chunk.next_url is not None and "#" not in chunk.next_url
    assert parse_qs(urlsplit(chunk.next_url).query)["pagefrom"] == [members[200]]
    second = category_body("カード", members, members[200], "用語集")
    last = read_listing(full_page("カテゴリ:カード", second, BASE), chunk.next_url)
    assert len(last.articles) == 50 and last.next_url is None


def test_listing_addresses() -> None:
    assert all_pages_url("https://mtgwiki.com/") == "https://mtgwiki.com/wiki/Special:AllPages"
    assert category_url("https://mtgwiki.com/", "カード") == category_url(
        "https://mtgwiki.com/", "Category:カード"
    )
    assert _title(category_url("https://mtgwiki.com/", "カテゴリ:土地 カード")) == (
        "カテゴリ:土地 カード"
    )


def test_a_walk_stops_at_a_chunk_that_names_nothing_new() -> None:
    walk = ListingWalk(max_articles=10_000)
    first = f"{BASE}/wiki/{ALL_PAGES}"
    following = walk.next_chunk(_all_pages(""), first)
    assert len(following) == 1 and len(walk.articles) == ALL_PAGES_PER_PAGE
    assert walk.next_chunk(_all_pages(""), following[0]) == []  # the same titles again
    assert "lists no page not listed before" in walk.notes()[0]


def test_a_walk_stops_at_its_article_cap() -> None:
    walk = ListingWalk(max_articles=100)
    assert walk.next_chunk(_all_pages(""), f"{BASE}/wiki/{ALL_PAGES}") == []
    assert len(walk.articles) == 100 and "stopped at 100 listed pages" in walk.notes()[0]
