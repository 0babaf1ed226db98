"""Redirects stay on the origin they start from (or move between known source hosts), never
reach a private address from a public start URL and never leave http(s).

Every test runs against servers on 127.0.0.1 through a session that raises before any request
to another address is even started, so a redirect to 169.254.169.254 is proven refused without
a packet being sent there."""

from __future__ import annotations

from collections.abc import AsyncIterator
from types import SimpleNamespace
from typing import Any

import aiohttp
import pytest

from scraper.transport.crawl_results import FetchResult
from scraper.transport.redirect_policy import RedirectPolicy, RedirectRefused
from tests.scraper.crawl_support import FakeClock, fetch
from tests.scraper.wiki_server import WikiServer, page, redirect


class GuardedSession:
    """An aiohttp session that records every request and refuses, before connecting, any
    request to a host other than 127.0.0.1."""

    def __init__(self) -> None:
        self.requested: list[str] = []
        trace = aiohttp.TraceConfig()
        trace.on_request_start.append(self._on_request_start)
        self.session = aiohttp.ClientSession(trace_configs=[trace])

    async def _on_request_start(
        self, session: aiohttp.ClientSession, context: SimpleNamespace, params: Any
    ) -> None:
        url = str(params.url)
        self.requested.append(url)
        if params.url.host != "127.0.0.1":
            raise AssertionError(f"the crawler tried to reach {url}")


@pytest.fixture
async def guarded() -> AsyncIterator[GuardedSession]:
    guard = GuardedSession()
    yield guard
    await guard.session.close()


@pytest.mark.parametrize(
    ("location", "reason"),
    [
        ("http://169.254.169.254/latest/meta-data/", "link-local"),
        ("http://[fe80::1]/", "link-local"),
        ("http://10.0.0.7/wiki/A", "private"),
        ("http://192.168.1.1/", "private"),
        ("http://[::ffff:169.254.169.254]/", "link-local"),
        ("http://example.org/wiki/A", "leaves"),
        ("https://mtgwiki.com/wiki/A", "leaves"),
    ],
)
async def test_redirect_off_the_origin_is_refused_without_connecting(
    server: WikiServer, clock: FakeClock, guarded: GuardedSession, location: str, reason: str
) -> None:
    server.routes["/wiki/Old"] = redirect(location, 302)

    results = await fetch(clock, [server.url("/wiki/Old")], session=guarded.session)

    assert results[0].outcome == "error" and results[0].status == 302
    assert "refused redirect" in (results[0].error or "") and reason in (results[0].error or "")
    assert results[0].final_url == server.url("/wiki/Old")
    assert len(server.requests_to("/wiki/Old")) == 1  # refused, not retried
    assert all(url.startswith(server.base_url) for url in guarded.requested)


async def redirect_to_another_port(
    server: WikiServer, clock: FakeClock, guarded: GuardedSession, *, allow_list: bool
) -> tuple[FetchResult, WikiServer]:
    """Fetch a page of `server` that redirects to a second server on another port, with both
    servers on the redirect allow-list or with the default one."""
    async with WikiServer(clock=clock) as other:
        other.routes["/wiki/New"] = page("moved here")
        server.routes["/wiki/Old"] = redirect(other.url("/wiki/New"))
        hosts = {wiki.base_url.removeprefix("http://") for wiki in (server, other)}
        options = {"redirect_hosts": hosts} if allow_list else {}
        (result,) = await fetch(
            clock, [server.url("/wiki/Old")], session=guarded.session, **options
        )
    return result, other


async def test_redirect_to_another_port_is_refused(
    server: WikiServer, clock: FakeClock, guarded: GuardedSession
) -> None:
    result, other = await redirect_to_another_port(server, clock, guarded, allow_list=False)

    assert result.outcome == "error" and "leaves" in (result.error or "")
    assert other.log == []


async def test_an_allow_listed_host_may_be_redirected_to(
    server: WikiServer, clock: FakeClock, guarded: GuardedSession
) -> None:
    result, other = await redirect_to_another_port(server, clock, guarded, allow_list=True)

    assert result.outcome == "fetched" and result.text == "moved here"
    assert result.final_url == other.url("/wiki/New")


@pytest.mark.parametrize("location", ["ftp://127.0.0.1/x", "file:///etc/passwd", "gopher://x/"])
async def test_redirect_to_another_scheme_is_refused(
    server: WikiServer, clock: FakeClock, guarded: GuardedSession, location: str
) -> None:
    server.routes["/wiki/Old"] = redirect(location)

    results = await fetch(clock, [server.url("/wiki/Old")], session=guarded.session)

    assert results[0].outcome == "error" and "http" in (results[0].error or "")
    assert len(guarded.requested) == 2  # robots.txt and the page, nothing after the redirect


async def test_robots_txt_redirected_off_the_origin_counts_as_absent(
    server: WikiServer, clock: FakeClock, guarded: GuardedSession
) -> None:
    server.routes["/robots.txt"] = redirect("http://169.254.169.254/robots.txt")
    server.routes["/wiki/A"] = page("a")

    results = await fetch(clock, [server.url("/wiki/A")], session=guarded.session)

    assert results[0].outcome == "fetched"
    assert server.paths() == ["/robots.txt", "/wiki/A"]


def test_policy_between_known_source_hosts() -> None:
    policy = RedirectPolicy()
    start = "https://mtgwiki.com/wiki/A"
    policy.check(start, start, "https://www.mtgwiki.com/wiki/A")
    policy.check("http://mtgwiki.com/wiki/A", "http://mtgwiki.com/wiki/A", start)
    policy.check(start, start, "https://mtgwiki.com/wiki/B")
    for target in (
        "https://evil.example/wiki/A",
        "https://mtgwiki.com.evil.example/",
        "http://169.254.169.254/",
        "https://localhost/",
        "https://mtgwiki.com:8443/wiki/A",
    ):
        with pytest.raises(RedirectRefused):
            policy.check(start, start, target)


def test_a_private_start_url_may_redirect_within_its_origin() -> None:
    policy = RedirectPolicy(hosts={"10.0.0.7", "10.0.0.8"})
    policy.check("http://10.0.0.7/a", "http://10.0.0.7/a", "http://10.0.0.7/b")
    policy.check("http://10.0.0.7/a", "http://10.0.0.7/a", "http://10.0.0.8/b")
    with pytest.raises(RedirectRefused, match="link-local"):
        RedirectPolicy(hosts={"mtgwiki.com", "169.254.169.254"}).check(
            "https://mtgwiki.com/", "https://mtgwiki.com/", "http://169.254.169.254/"
        )
