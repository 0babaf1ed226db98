"""Fetching pages over HTTP, politely.

`crawl()` only fetches: it obeys robots.txt, paces requests per host, retries transient
failures, sends conditional requests from the `FetchCache`, follows the links the caller's
extractor finds when asked, and returns one `FetchResult` per page. Parsing a page is the
caller's job (the wiki's, `scraper.wiki`), and so is storing it. A bad URL or a failing server
never raises: it becomes an "error" result.
"""

from __future__ import annotations

import asyncio
import contextlib
import random
import time
from collections.abc import Callable, Collection, Sequence
from typing import Any

import aiohttp

from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.crawl_progress import ProgressCallback
from scraper.transport.crawl_results import CrawlSummary, FetchResult, LinkExtractor
from scraper.transport.crawler import Crawler
from scraper.transport.fetch_cache import FetchCache
from scraper.transport.polite_http import Clock, HostPacer, PoliteClient, Sleep
from scraper.transport.redirect_policy import KNOWN_SOURCE_HOSTS, RedirectPolicy
from scraper.transport.user_agent import DEFAULT_USER_AGENT


def polite_client(
    session: aiohttp.ClientSession,
    limits: CrawlLimits,
    *,
    user_agent: str,
    sleep: Sleep = asyncio.sleep,
    clock: Clock = time.monotonic,
    rng: random.Random | None = None,
) -> PoliteClient:
    """A `PoliteClient` held to `limits` (pacing, size cap, retries, timeouts)."""
    return PoliteClient(
        session,
        user_agent=user_agent,
        pacer=HostPacer(limits.delay_seconds, clock=clock, sleep=sleep),
        max_bytes=limits.max_bytes,
        max_retries=limits.max_retries,
        max_retry_after=limits.max_retry_after,
        timeout_seconds=limits.timeout_seconds,
        request_deadline=limits.request_deadline,
        rng=rng if rng is not None else random.Random(),
    )


async def crawl(
    urls: Sequence[str], *, cache: FetchCache, extract_links: LinkExtractor, **options: Any
) -> list[FetchResult]:
    """`crawl_each` (same options) with every result kept and returned in breadth-first order:
    the given URLs in their order (duplicates dropped), then depth-1 pages in the order their
    parents were listed and linked them, and so on."""
    results: list[FetchResult] = []
    await crawl_each(urls, results.append, cache=cache, extract_links=extract_links, **options)
    return sorted(results, key=lambda result: (result.depth, result.rank))


async def crawl_each(
    urls: Sequence[str],
    on_result: Callable[[FetchResult], None],
    *,
    cache: FetchCache,
    extract_links: LinkExtractor,
    limits: CrawlLimits | None = None,
    user_agent: str = DEFAULT_USER_AGENT,
    progress: ProgressCallback | None = None,
    session: aiohttp.ClientSession | None = None,
    sleep: Sleep = asyncio.sleep,
    clock: Clock = time.monotonic,
    rng: random.Random | None = None,
    redirect_hosts: Collection[str] = KNOWN_SOURCE_HOSTS,
    client: PoliteClient | None = None,
) -> CrawlSummary:
    """Fetch `urls` (and, up to `limits.follow_depth` links away, the same-host pages
    `extract_links` finds on them), handing `on_result` one result per distinct page as soon as
    it is ready. No page is kept, so memory stays flat however many pages the crawl has; an
    exception from `on_result` ends the crawl.

    Hosts are crawled concurrently (their results interleave); requests to one host are
    sequential, in breadth-first order, and at least `limits.delay_seconds` apart (longer if
    robots.txt sets a Crawl-delay). Links are followed until the crawl holds
    `limits.max_pages` pages; the given URLs are always fetched. Redirects are followed (at most
    `MAX_REDIRECTS` hops) only within one origin or between the `redirect_hosts` (`host` or
    `host:port`); see `scraper.transport.redirect_policy`. `sleep` and `clock` exist so tests
    need not wait. A caller making several crawls of one site in a row passes its own `client`
    (then `session`, `sleep`, `clock` and `rng` are its business): one pacer spaces them all.

    Pages whose links are still to be followed are requested without conditional headers,
    since a 304 would leave nothing to take links from.
    """
    if isinstance(urls, str):
        raise TypeError(f"crawl() takes a list of URLs, not a single string: [{urls!r}]")
    limits = limits if limits is not None else CrawlLimits()
    async with contextlib.AsyncExitStack() as owned:
        if client is None:
            if session is None:
                session = await owned.enter_async_context(aiohttp.ClientSession())
            client = polite_client(
                session, limits, user_agent=user_agent, sleep=sleep, clock=clock, rng=rng
            )
        crawler = Crawler(
            client,
            on_result,
            cache=cache,
            user_agent=user_agent,
            limits=limits,
            extract_links=extract_links,
            progress=progress,
            redirects=RedirectPolicy(frozenset(redirect_hosts)),
        )
        return await crawler.run(urls)
