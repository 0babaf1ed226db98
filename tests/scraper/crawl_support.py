"""What the crawler tests share: a fake clock, so no test actually waits (every pause the
fetcher asks for is recorded and advances the clock instead), and a `fetch` that uses it."""

from __future__ import annotations

import asyncio
import itertools
import random
from dataclasses import fields
from typing import Any

from scraper.transport.crawl import crawl
from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.crawl_results import FetchResult
from scraper.transport.fetch_cache import MemoryFetchCache
from scraper.wiki.links import extract_wiki_links


class FakeClock:
    """Stands in for both `time.monotonic` and `asyncio.sleep`."""

    def __init__(self) -> None:
        self.now = 1000.0
        self.sleeps: list[float] = []

    def __call__(self) -> float:
        return self.now

    async def sleep(self, seconds: float) -> None:
        self.sleeps.append(seconds)
        self.now += seconds
        await asyncio.sleep(0)


LIMITS = frozenset(limit.name for limit in fields(CrawlLimits))


async def fetch(
    clock: FakeClock, urls: list[str], cache: MemoryFetchCache | None = None, **options: Any
) -> list[FetchResult]:
    """`crawl` on the fake clock, following wiki links; `options` may mix `CrawlLimits` fields
    with crawl options."""
    extract_links = options.pop("extract_links", extract_wiki_links)
    limits = CrawlLimits(**{name: value for name, value in options.items() if name in LIMITS})
    return await crawl(
        urls,
        cache=cache if cache is not None else MemoryFetchCache(),
        sleep=clock.sleep,
        clock=clock,
        rng=random.Random(7),
        extract_links=extract_links,
        limits=limits,
        **{name: value for name, value in options.items() if name not in LIMITS},
    )


def gaps(times: list[float]) -> list[float]:
    return [later - earlier for earlier, later in itertools.pairwise(times)]
