"""The polite fetcher against a real HTTP server on 127.0.0.1, with a fake clock so no test
actually waits: every pause the fetcher asks for is recorded and advances the clock instead."""

from __future__ import annotations

import io
import random
import socket
from datetime import UTC, datetime
from typing import Any

import pytest

from scraper.transport.crawl import crawl
from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.crawl_progress import tqdm_progress
from scraper.transport.fetch_cache import MemoryFetchCache, Validators
from scraper.transport.html_decode import decode_html
from scraper.transport.polite_http import backoff_seconds, parse_retry_after
from scraper.transport.urls import canonical_url, url_problem
from scraper.transport.user_agent import DEFAULT_USER_AGENT
from scraper.wiki.links import extract_wiki_links
from tests.scraper.crawl_support import FakeClock, fetch, gaps
from tests.scraper.wiki_server import (
    WikiServer,
    conditional_page,
    page,
    redirect,
    robots_txt,
    sequence,
    status,
    streamed,
    truncated,
    wiki_html,
)
from tests.shared_data import shared_data

SUBGAME_JA = (
    "サブゲーム/Subgameとは、ゲーム中に呪文や能力の効果によって生み出されるゲームのことである。"
)
POISON_JA = "10個以上の毒カウンターを持つプレイヤーは、ゲームに敗北する。"


# --- robots.txt and identity -------------------------------------------------------------


async def test_disallowed_page_is_never_requested_and_allowed_page_is_fetched(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/robots.txt"] = robots_txt("User-agent: *\nDisallow: /private/\n")
    server.routes["/wiki/Open"] = page("<p>open</p>")
    server.routes["/private/Secret"] = page("<p>secret</p>")

    results = await fetch(clock, [server.url("/wiki/Open"), server.url("/private/Secret")])

    assert [r.outcome for r in results] == ["fetched", "disallowed"]
    assert results[0].text == "<p>open</p>" and results[0].status == 200
    assert results[1].text is None and "disallows" in (results[1].error or "")
    assert "/private/Secret" not in server.paths()
    assert server.paths().count("/robots.txt") == 1


async def test_wildcard_rules_keep_edit_links_out_of_the_crawl(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/robots.txt"] = robots_txt("User-agent: *\nDisallow: /*action=\n")
    server.routes["/wiki/X"] = page("<p>x</p>")
    server.routes["/index.php"] = page("<p>edit form</p>")

    results = await fetch(
        clock, [server.url("/wiki/X"), server.url("/index.php?title=X&action=edit")]
    )

    assert [r.outcome for r in results] == ["fetched", "disallowed"]
    assert server.paths() == ["/robots.txt", "/wiki/X"]


async def test_rules_for_this_bot_by_name_apply(server: WikiServer, clock: FakeClock) -> None:
    server.routes["/robots.txt"] = robots_txt(
        "User-agent: judgebot\nDisallow: /wiki/特別:\n\nUser-agent: *\nDisallow:\n"
    )
    server.routes["/wiki/特別:最近の更新"] = page("recent changes")
    server.routes["/wiki/サブゲーム"] = page(SUBGAME_JA)

    results = await fetch(
        clock, [server.url("/wiki/特別:最近の更新"), server.url("/wiki/サブゲーム")]
    )

    assert [r.outcome for r in results] == ["disallowed", "fetched"]
    assert results[1].text == SUBGAME_JA
    assert "/wiki/特別:最近の更新" not in server.paths()


async def test_robots_server_error_keeps_the_whole_host_off_limits(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/robots.txt"] = status(503)
    server.routes["/wiki/A"] = page("a")

    results = await fetch(clock, [server.url("/wiki/A")], max_retries=1)

    assert results[0].outcome == "disallowed"
    assert "HTTP 503" in (results[0].error or "")
    assert server.paths() == ["/robots.txt", "/robots.txt"]


async def test_robots_not_found_allows_everything(server: WikiServer, clock: FakeClock) -> None:
    server.routes["/wiki/A"] = page("a")  # no /robots.txt route: the server answers 404

    results = await fetch(clock, [server.url("/wiki/A")])

    assert results[0].outcome == "fetched"
    assert server.paths() == ["/robots.txt", "/wiki/A"]


async def test_user_agent_names_the_bot_on_every_request(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/A"] = page("a")

    await fetch(clock, [server.url("/wiki/A")])

    assert DEFAULT_USER_AGENT.startswith("judgebot/")
    assert "MTG rules Discord bot" in DEFAULT_USER_AGENT
    assert [r.headers["User-Agent"] for r in server.log] == [DEFAULT_USER_AGENT] * 2


# --- pacing, retries ---------------------------------------------------------------------


async def test_requests_to_one_host_are_at_least_the_delay_apart(
    server: WikiServer, clock: FakeClock
) -> None:
    for name in "ABC":
        server.routes[f"/wiki/{name}"] = page(name)

    results = await fetch(clock, [server.url(f"/wiki/{n}") for n in "ABC"], delay_seconds=2.5)

    assert [r.outcome for r in results] == ["fetched"] * 3
    assert len(server.log) == 4  # robots.txt + three pages
    assert all(gap >= 2.5 for gap in gaps([r.time for r in server.log]))


async def test_crawl_delay_longer_than_the_delay_is_honoured(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/robots.txt"] = robots_txt("User-agent: *\nCrawl-delay: 5\n")
    server.routes["/wiki/A"] = page("a")
    server.routes["/wiki/B"] = page("b")

    await fetch(clock, [server.url("/wiki/A"), server.url("/wiki/B")], delay_seconds=1.0)

    assert all(gap >= 5 for gap in gaps([r.time for r in server.log]))


async def test_429_waits_exactly_retry_after_then_succeeds(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Busy"] = sequence(status(429, {"Retry-After": "7"}), page("ok"))

    results = await fetch(clock, [server.url("/wiki/Busy")])

    assert results[0].outcome == "fetched" and results[0].text == "ok"
    assert 7.0 in clock.sleeps
    assert gaps([r.time for r in server.requests_to("/wiki/Busy")]) == [7.0]


async def test_retry_after_beyond_the_cap_gives_up_and_says_so(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Busy"] = status(429, {"Retry-After": "3600"})

    results = await fetch(clock, [server.url("/wiki/Busy")])

    assert results[0].outcome == "error" and results[0].status == 429
    assert "3600 s" in (results[0].error or "") and "120 s" in (results[0].error or "")
    assert len(server.requests_to("/wiki/Busy")) == 1
    assert max(clock.sleeps, default=0) < 120


async def test_503_twice_then_success_backs_off_exponentially(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Flaky"] = sequence(status(503), status(503), page("finally"))

    results = await fetch(clock, [server.url("/wiki/Flaky")], delay_seconds=0.1)

    assert results[0].outcome == "fetched" and results[0].text == "finally"
    first, second = gaps([r.time for r in server.requests_to("/wiki/Flaky")])
    assert 1.0 <= first <= 1.5 and 2.0 <= second <= 3.0


async def test_permanent_500_is_an_error_after_max_retries(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Broken"] = status(500)

    results = await fetch(clock, [server.url("/wiki/Broken")], max_retries=3)

    assert results[0].outcome == "error" and results[0].status == 500
    assert "HTTP 500" in (results[0].error or "") and "4 attempts" in (results[0].error or "")
    assert len(server.requests_to("/wiki/Broken")) == 4


async def test_404_is_an_error_without_retries(server: WikiServer, clock: FakeClock) -> None:
    results = await fetch(clock, [server.url("/wiki/Missing")])

    assert results[0].outcome == "error" and results[0].status == 404
    assert results[0].error == "HTTP 404 Not Found"
    assert len(server.requests_to("/wiki/Missing")) == 1


# --- conditional requests ----------------------------------------------------------------


async def test_etag_makes_the_second_crawl_not_modified(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/A"] = conditional_page("<p>a</p>", etag='"v1"')
    cache = MemoryFetchCache()

    first = await fetch(clock, [server.url("/wiki/A")], cache)
    second = await fetch(clock, [server.url("/wiki/A")], cache)

    assert first[0].outcome == "fetched"
    entry = cache.entries[server.url("/wiki/A")]
    assert entry.validators == Validators(etag='"v1"', last_modified=None)
    assert entry.status == 200 and entry.content_hash is not None
    assert second[0].outcome == "not_modified" and second[0].status == 304
    assert second[0].text is None
    assert server.requests_to("/wiki/A")[1].headers["If-None-Match"] == '"v1"'


async def test_last_modified_only_server_gets_if_modified_since(
    server: WikiServer, clock: FakeClock
) -> None:
    stamp = "Wed, 15 Nov 2023 08:00:00 GMT"
    server.routes["/wiki/A"] = conditional_page("<p>a</p>", last_modified=stamp)
    cache = MemoryFetchCache()

    await fetch(clock, [server.url("/wiki/A")], cache)
    second = await fetch(clock, [server.url("/wiki/A")], cache)

    assert second[0].outcome == "not_modified"
    repeat = server.requests_to("/wiki/A")[1].headers
    assert repeat["If-Modified-Since"] == stamp and "If-None-Match" not in repeat


# --- redirects, broken bodies ------------------------------------------------------------


async def test_redirect_is_followed_and_final_url_recorded(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Old"] = redirect("/wiki/New")
    server.routes["/wiki/New"] = conditional_page("<p>new</p>", etag='"n"')
    cache = MemoryFetchCache()

    results = await fetch(clock, [server.url("/wiki/Old")], cache)

    assert results[0].outcome == "fetched" and results[0].text == "<p>new</p>"
    assert results[0].url == server.url("/wiki/Old")
    assert results[0].final_url == server.url("/wiki/New")
    assert list(cache.entries) == [server.url("/wiki/New")]


async def test_redirect_into_a_disallowed_path_is_not_followed(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/robots.txt"] = robots_txt("User-agent: *\nDisallow: /private/\n")
    server.routes["/wiki/Old"] = redirect("/private/New", 302)
    server.routes["/private/New"] = page("secret")

    results = await fetch(clock, [server.url("/wiki/Old")])

    assert results[0].outcome == "disallowed"
    assert results[0].final_url == server.url("/private/New")
    assert "/private/New" not in server.paths()


async def test_redirect_loop_is_an_error(server: WikiServer, clock: FakeClock) -> None:
    server.routes["/wiki/Ping"] = redirect("/wiki/Pong")
    server.routes["/wiki/Pong"] = redirect("/wiki/Ping")

    results = await fetch(clock, [server.url("/wiki/Ping")])

    assert results[0].outcome == "error" and "too many redirects" in (results[0].error or "")
    assert len(server.log) == 1 + 6  # robots.txt, then the first request and five redirects


async def test_truncated_body_is_retried_then_an_error(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Cut"] = truncated(b"<p>half a pa", declared_length=5000)

    results = await fetch(clock, [server.url("/wiki/Cut")], max_retries=2)

    assert results[0].outcome == "error" and results[0].text is None
    assert "truncated" in (results[0].error or "")
    assert len(server.requests_to("/wiki/Cut")) == 3


async def test_truncated_body_that_recovers_is_fetched_whole(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Cut"] = sequence(truncated(b"<p>half", 100), page("<p>whole</p>"))

    results = await fetch(clock, [server.url("/wiki/Cut")])

    assert results[0].outcome == "fetched" and results[0].text == "<p>whole</p>"


@pytest.mark.parametrize(
    "handler",
    [page(b"x" * 4096), streamed(b"y" * 1000, 5)],
    ids=["declared-length", "chunked"],
)
async def test_body_over_max_bytes_is_an_error(
    server: WikiServer, clock: FakeClock, handler: Any
) -> None:
    server.routes["/wiki/Huge"] = handler

    results = await fetch(clock, [server.url("/wiki/Huge")], max_bytes=3000)

    assert results[0].outcome == "error" and results[0].text is None
    assert "too large" in (results[0].error or "") and "3,000-byte limit" in (
        results[0].error or ""
    )
    assert len(server.requests_to("/wiki/Huge")) == 1


async def test_non_text_content_is_an_error(server: WikiServer, clock: FakeClock) -> None:
    server.routes["/wiki/Logo.png"] = page(b"\x89PNG\r\n", content_type="image/png")

    results = await fetch(clock, [server.url("/wiki/Logo.png")])

    assert results[0].outcome == "error" and "image/png" in (results[0].error or "")


# --- decoding ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("codec", "content_type", "head"),
    [
        ("euc_jp", "text/html; charset=EUC-JP", ""),
        ("cp932", "text/html; charset=Shift_JIS", ""),
        ("euc_jp", "text/html", '<meta charset="euc-jp">'),
        (
            "cp932",
            "text/html",
            '<meta http-equiv="Content-Type" content="text/html; charset=Shift_JIS">',
        ),
        ("cp932", "text/html; charset=utf-8", ""),  # mislabelled: really Shift_JIS
        ("euc_jp", "text/html; charset=utf-8", ""),  # mislabelled: really EUC-JP
    ],
    ids=["euc-header", "sjis-header", "euc-meta", "sjis-http-equiv", "sjis-as-utf8", "euc-as-utf8"],
)
async def test_japanese_legacy_encodings_decode_correctly(
    server: WikiServer, clock: FakeClock, codec: str, content_type: str, head: str
) -> None:
    html = f"<html><head>{head}</head><body><p>{SUBGAME_JA}</p><p>{POISON_JA}</p></body></html>"
    server.routes["/wiki/サブゲーム"] = page(html.encode(codec), content_type=content_type)

    results = await fetch(clock, [server.url("/wiki/サブゲーム")])

    assert results[0].outcome == "fetched" and results[0].text == html
    assert results[0].content_type == "text/html"


def test_decoding_rules() -> None:
    utf8_labelled_latin1 = decode_html(SUBGAME_JA.encode("utf-8"), "iso-8859-1")
    assert utf8_labelled_latin1.text == SUBGAME_JA and utf8_labelled_latin1.encoding == "utf-8"
    assert decode_html("café".encode("cp1252"), "iso-8859-1").text == "café"
    assert decode_html(b"\xef\xbb\xbf" + "敗北".encode(), "shift_jis").text == "敗北"
    garbage = decode_html(b"ok \xff\xfe\xff", "utf-8")
    assert garbage.text.startswith("ok ") and garbage.lossy


# --- following links ---------------------------------------------------------------------


def build_small_wiki(server: WikiServer) -> None:
    server.routes["/wiki/サブゲーム"] = page(
        wiki_html(
            "サブゲーム",
            [
                "/wiki/Shahrazad",
                "/wiki/%E6%95%97%E5%8C%97%E6%9D%A1%E4%BB%B6#section",  # 敗北条件, escaped
                "/wiki/特別:最近の更新",
                "/wiki/ファイル:Card.jpg",
                "/wiki/カテゴリ:ルール",
                "/wiki/利用者:Someone",
                "/wiki/Template:Stub",
                "/wiki/File:Card.jpg",
                "/w/index.php?title=サブゲーム&action=edit&section=1",
                "/wiki/Shahrazad?action=history",
                "#toc",
                "/wiki/Shahrazad",
                "http://elsewhere.invalid/wiki/Other",
            ],
        )
    )
    server.routes["/wiki/Shahrazad"] = page(
        wiki_html("Shahrazad", ["/wiki/サブゲーム", "/wiki/Circle_of_Protection:_Red"])
    )
    server.routes["/wiki/敗北条件"] = page(
        wiki_html("敗北条件", ["/wiki/白金の天使/Platinum_Angel", "/wiki/Shahrazad"])
    )
    server.routes["/wiki/Circle_of_Protection:_Red"] = page(wiki_html("CoP: Red", []))
    server.routes["/wiki/白金の天使/Platinum_Angel"] = page(
        wiki_html("白金の天使", ["/wiki/Deep_Page"])
    )


async def test_follow_depth_1_fetches_article_links_once(
    server: WikiServer, clock: FakeClock
) -> None:
    build_small_wiki(server)

    results = await fetch(clock, [server.url("/wiki/サブゲーム")], follow_depth=1)

    assert [(r.final_url, r.depth) for r in results] == [
        (server.url("/wiki/サブゲーム"), 0),
        (server.url("/wiki/Shahrazad"), 1),
        (server.url("/wiki/敗北条件"), 1),
    ]
    assert all(r.outcome == "fetched" for r in results)
    assert sorted(server.paths()) == sorted(
        ["/robots.txt", "/wiki/サブゲーム", "/wiki/Shahrazad", "/wiki/敗北条件"]
    )


async def test_follow_depth_2_reaches_further_without_refetching(
    server: WikiServer, clock: FakeClock
) -> None:
    build_small_wiki(server)
    seen: list[tuple[int, int, str]] = []

    results = await fetch(
        clock,
        [server.url("/wiki/サブゲーム")],
        follow_depth=2,
        progress=lambda done, total, url: seen.append((done, total, url)),
    )

    assert [(r.final_url, r.depth) for r in results] == [
        (server.url("/wiki/サブゲーム"), 0),
        (server.url("/wiki/Shahrazad"), 1),
        (server.url("/wiki/敗北条件"), 1),
        (server.url("/wiki/Circle_of_Protection:_Red"), 2),
        (server.url("/wiki/白金の天使/Platinum_Angel"), 2),
    ]
    page_paths = [p for p in server.paths() if p != "/robots.txt"]
    assert len(page_paths) == len(set(page_paths)) == 5
    assert "/wiki/Deep_Page" not in page_paths
    assert [done for done, _, _ in seen] == [1, 2, 3, 4, 5]
    assert seen[-1][:2] == (5, 5)


async def test_results_keep_input_order_and_drop_duplicates(
    server: WikiServer, clock: FakeClock
) -> None:
    for name in "CAB":
        server.routes[f"/wiki/{name}"] = page(name)
    urls = [
        server.url("/wiki/C"),
        server.url("/wiki/A"),
        server.url("/wiki/C#x"),
        server.url("/wiki/B"),
    ]

    results = await fetch(clock, urls)

    assert [r.text for r in results] == ["C", "A", "B"]


async def test_pages_to_take_links_from_skip_conditional_headers(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Hub"] = conditional_page(wiki_html("Hub", ["/wiki/Leaf"]), etag='"h"')
    server.routes["/wiki/Leaf"] = conditional_page(wiki_html("Leaf", []), etag='"l"')
    cache = MemoryFetchCache()

    await fetch(clock, [server.url("/wiki/Hub")], cache, follow_depth=1)
    again = await fetch(clock, [server.url("/wiki/Hub")], cache, follow_depth=1)

    # A 304 for the hub would leave no links to follow, so only the leaf is asked conditionally.
    assert [(r.final_url, r.outcome) for r in again] == [
        (server.url("/wiki/Hub"), "fetched"),
        (server.url("/wiki/Leaf"), "not_modified"),
    ]
    assert "If-None-Match" not in server.requests_to("/wiki/Hub")[1].headers


async def test_two_hosts_are_crawled_independently_in_input_order(clock: FakeClock) -> None:
    async with WikiServer(clock=clock) as first, WikiServer(clock=clock) as second:
        for wiki, name in ((first, "A"), (second, "B")):
            wiki.routes[f"/wiki/{name}1"] = page(f"{name}1")
            wiki.routes[f"/wiki/{name}2"] = page(f"{name}2")
        urls = [
            second.url("/wiki/B1"),
            first.url("/wiki/A1"),
            second.url("/wiki/B2"),
            first.url("/wiki/A2"),
        ]

        results = await fetch(clock, urls)

    assert [r.text for r in results] == ["B1", "A1", "B2", "A2"]
    assert first.paths() == ["/robots.txt", "/wiki/A1", "/wiki/A2"]
    assert second.paths() == ["/robots.txt", "/wiki/B1", "/wiki/B2"]


def test_default_link_extractor_keeps_only_article_links() -> None:
    base = "https://mtgwiki.com/wiki/%E3%82%B5%E3%83%96%E3%82%B2%E3%83%BC%E3%83%A0"
    html = wiki_html(
        "サブゲーム",
        [
            "/wiki/Shahrazad#Rulings",
            "Fork",  # relative to /wiki/
            "/wiki/サブゲーム",  # the page itself
            "/wiki/特別:検索",
            "/wiki/Category:Rules",
            "/wiki/ノート:サブゲーム",
            "/wiki/Template:Card",
            "/wiki/Shahrazad",
            "/w/index.php?title=Fork&action=edit&redlink=1",
            "/wiki/Fork?action=edit",
            "https://other.example/wiki/Elsewhere",
        ],
        extra_outside_content='<a href="/wiki/Sidebar_Link">nav</a>',
    )

    assert extract_wiki_links(html, base) == [
        "https://mtgwiki.com/wiki/Shahrazad",
        "https://mtgwiki.com/wiki/Fork",
        "https://other.example/wiki/Elsewhere",
    ]


def test_link_extractor_keeps_a_question_mark_or_a_hash_in_a_title_encoded() -> None:
    html = wiki_html(
        "サブゲーム",
        ["/wiki/What%3F", "/wiki/Why_%231#Top", "/wiki/What?action=edit"],
    )
    assert extract_wiki_links(html, "https://mtgwiki.com/wiki/サブゲーム") == [
        "https://mtgwiki.com/wiki/What%3F",
        "https://mtgwiki.com/wiki/Why_%231",
    ]


def test_link_extractor_on_real_mediawiki_html() -> None:
    sample = shared_data("mediawiki", "wikipedia-mw135.html")
    html = sample.read_text("utf-8")
    # The article body links to File:, Special: and project pages; none may survive.
    assert "/wiki/File:" in html and "/wiki/Special:BookSources" in html

    links = extract_wiki_links(html, "https://en.wikipedia.org/wiki/Mozilla")

    assert len(links) > 20 and len(links) == len(set(links))
    assert all(link.startswith("https://en.wikipedia.org/wiki/") for link in links)
    assert not any("#" in link or "?" in link for link in links)
    assert not any(
        f"/wiki/{ns}:" in link for link in links for ns in ("File", "Special", "Wikipedia")
    )


def test_canonical_url_unifies_spellings() -> None:
    assert canonical_url("HTTP://Example.COM:80/wiki/サブゲーム#top") == canonical_url(
        "http://example.com/wiki/%E3%82%B5%E3%83%96%E3%82%B2%E3%83%BC%E3%83%A0"
    )


# --- bad input ---------------------------------------------------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_bad_urls_and_unreachable_hosts_become_error_results(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/A"] = page("a")
    dead = f"http://127.0.0.1:{free_port()}/wiki/Gone"
    urls = ["not a url", "ftp://example.com/x", dead, server.url("/wiki/A"), "http://host:99999/"]

    results = await fetch(clock, urls, max_retries=1)

    assert [r.outcome for r in results] == ["error", "error", "error", "fetched", "error"]
    assert "not an absolute URL" in (results[0].error or "")
    assert "unsupported URL scheme 'ftp'" in (results[1].error or "")
    assert "cannot connect" in (results[2].error or "")
    assert "invalid URL" in (results[4].error or "")


def test_url_problem_names_what_is_wrong() -> None:
    assert url_problem("https://mtgwiki.com/wiki/サブゲーム") is None
    assert "no usable host" in (url_problem("http:///wiki/A") or "")
    assert "not a URL" in (url_problem("") or "")


async def test_nonsense_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="delay_seconds"):
        CrawlLimits(delay_seconds=-1)
    with pytest.raises(ValueError, match="max_bytes"):
        CrawlLimits(max_bytes=0)
    with pytest.raises(ValueError, match="follow_depth"):
        CrawlLimits(follow_depth=-1)
    with pytest.raises(ValueError, match="delay_seconds"):
        CrawlLimits(delay_seconds=float("nan"))
    with pytest.raises(TypeError, match="list of URLs"):
        await crawl(
            "https://mtgwiki.com/wiki/A",
            cache=MemoryFetchCache(),
            extract_links=extract_wiki_links,
        )


def test_retry_after_parsing_and_backoff() -> None:
    now = datetime(2024, 1, 1, 12, 0, 0, tzinfo=UTC)
    assert parse_retry_after("12", now) == 12.0
    assert parse_retry_after("Mon, 01 Jan 2024 12:00:30 GMT", now) == 30.0
    assert parse_retry_after("Mon, 01 Jan 2024 11:00:00 GMT", now) == 0.0
    assert parse_retry_after("soon", now) is None
    rng = random.Random(1)
    assert [1.0 <= backoff_seconds(0, rng) <= 1.5, 8.0 <= backoff_seconds(3, rng) <= 12.0] == [
        True,
        True,
    ]
    assert backoff_seconds(30, rng) <= 90.0


# --- progress bar ------------------------------------------------------------------------


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_draws_on_a_terminal_only() -> None:
    terminal, pipe = FakeTerminal(), io.StringIO()
    on_terminal = tqdm_progress(terminal, min_total=2)
    on_pipe = tqdm_progress(pipe, min_total=2)
    for done in (1, 2, 3, 4):
        on_terminal(done, 4, f"https://mtgwiki.com/wiki/{done}")
        on_pipe(done, 4, f"https://mtgwiki.com/wiki/{done}")

    drawn = terminal.getvalue()
    assert pipe.getvalue() == ""
    assert "1/4 [" in drawn and "4/4 [" in drawn and "100%" in drawn
    assert drawn.endswith("\n") and drawn.count("\r") == 4


def test_progress_bar_stays_quiet_for_short_crawls() -> None:
    terminal = FakeTerminal()
    callback = tqdm_progress(terminal, min_total=10)
    callback(1, 3, "https://mtgwiki.com/wiki/A")
    assert terminal.getvalue() == ""


def test_the_operator_can_name_a_contact() -> None:
    from scraper.transport.user_agent import user_agent

    named = user_agent(" https://example.org/judgebot ")
    assert named.endswith("(MTG rules Discord bot; +https://example.org/judgebot)")
    assert user_agent() == DEFAULT_USER_AGENT and "+" not in DEFAULT_USER_AGENT
