"""Every crawl is bounded: one request by a deadline (headers and body) and a silence timeout,
waits by caps on Crawl-delay and Retry-After, and `--follow` by a page cap."""

from __future__ import annotations

import asyncio
import time

from scraper.transport.crawl_results import FetchResult
from tests.scraper.crawl_support import FakeClock, fetch
from tests.scraper.wiki_server import (
    SocketServer,
    WikiServer,
    drip,
    page,
    robots_txt,
    silence,
    status,
    wiki_html,
)


async def fetch_within(
    seconds: float, clock: FakeClock, url: str, **options: object
) -> FetchResult:
    """Fetch one page, failing the test (rather than hanging it) after `seconds` of real time."""
    (result,) = await asyncio.wait_for(fetch(clock, [url], **options), seconds)
    return result


async def test_a_body_sent_a_byte_at_a_time_ends_at_the_deadline(clock: FakeClock) -> None:
    head = b"HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nContent-Length: 100000\r\n\r\n<p>"
    async with SocketServer(drip(head, 0.05)) as server:
        started = time.monotonic()
        result = await fetch_within(
            10, clock, server.url("/wiki/Drip"), request_deadline=0.5, timeout_seconds=0.3
        )
        elapsed = time.monotonic() - started

    assert result.outcome == "error" and result.text is None
    assert "0.5 s" in (result.error or "") and "deadline" in (result.error or "")
    assert server.paths == ["/robots.txt", "/wiki/Drip"]  # not retried
    assert elapsed < 3


async def test_headers_sent_a_byte_at_a_time_end_at_the_deadline(clock: FakeClock) -> None:
    async with SocketServer(drip(b"HTTP/1.1 200 OK\r\nX-Drip: ", 0.05)) as server:
        result = await fetch_within(
            10, clock, server.url("/wiki/Drip"), request_deadline=0.5, timeout_seconds=0.3
        )

    assert result.outcome == "error" and "deadline" in (result.error or "")
    assert server.paths == ["/robots.txt", "/wiki/Drip"]


async def test_a_silent_server_costs_one_timeout_not_one_per_retry(clock: FakeClock) -> None:
    async with SocketServer(silence) as server:
        result = await fetch_within(10, clock, server.url("/wiki/Silent"), timeout_seconds=0.3)

    assert result.outcome == "error" and "no response within 0.3 s" in (result.error or "")
    assert server.paths == ["/robots.txt", "/wiki/Silent"]


async def test_a_crawl_delay_over_the_cap_skips_the_host_with_a_message(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/robots.txt"] = robots_txt("User-agent: *\nCrawl-delay: 100000\n")
    server.routes["/wiki/A"] = page("a")

    results = await fetch(clock, [server.url("/wiki/A")], max_crawl_delay=60)

    assert results[0].outcome == "disallowed"
    assert "100000 s" in (results[0].error or "") and "60 s" in (results[0].error or "")
    assert server.paths() == ["/robots.txt"]
    assert max(clock.sleeps, default=0) < 60


async def test_a_crawl_delay_within_the_cap_is_obeyed(server: WikiServer, clock: FakeClock) -> None:
    server.routes["/robots.txt"] = robots_txt("User-agent: *\nCrawl-delay: 30\n")
    server.routes["/wiki/A"] = page("a")

    results = await fetch(clock, [server.url("/wiki/A")], max_crawl_delay=60)

    assert results[0].outcome == "fetched" and 30.0 in clock.sleeps


async def test_retry_after_waits_are_capped_per_page_in_all(
    server: WikiServer, clock: FakeClock
) -> None:
    server.routes["/wiki/Busy"] = status(429, {"Retry-After": "120"})

    results = await fetch(clock, [server.url("/wiki/Busy")], max_retries=4)

    assert results[0].outcome == "error" and results[0].status == 429
    assert "240 s" in (results[0].error or "") and "120 s" in (results[0].error or "")
    assert len(server.requests_to("/wiki/Busy")) == 2
    assert sum(clock.sleeps) <= 121


async def test_follow_stops_at_the_page_cap(server: WikiServer, clock: FakeClock) -> None:
    links = [f"/wiki/Page_{number}" for number in range(50)]
    server.routes["/wiki/Hub"] = page(wiki_html("Hub", links))
    for link in links:
        server.routes[link] = page(wiki_html(link, []))

    results = await fetch(clock, [server.url("/wiki/Hub")], follow_depth=1, max_pages=10)

    assert len(results) == 10
    assert [r.final_url for r in results[1:]] == [server.url(link) for link in links[:9]]
    assert len(server.paths()) == 1 + 10


async def test_the_given_urls_are_fetched_even_beyond_the_page_cap(
    server: WikiServer, clock: FakeClock
) -> None:
    for name in "ABC":
        server.routes[f"/wiki/{name}"] = page(wiki_html(name, ["/wiki/D"]))

    results = await fetch(
        clock, [server.url(f"/wiki/{n}") for n in "ABC"], follow_depth=1, max_pages=2
    )

    assert [r.outcome for r in results] == ["fetched"] * 3
    assert "/wiki/D" not in server.paths()
