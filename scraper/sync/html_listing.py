"""Finding every article without the API: read the wiki's own listing (特別:ページ一覧, or the
pages of the `--category` categories) chunk after chunk, through the same polite client as the
rest of the sync (robots.txt, Crawl-delay, the delay between requests, retries, size caps)."""

from __future__ import annotations

from collections.abc import Sequence

from scraper.transport.crawl import crawl_each
from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.crawl_results import FetchResult
from scraper.transport.fetch_cache import MemoryFetchCache
from scraper.transport.polite_http import PoliteClient
from scraper.transport.urls import canonical_url
from scraper.wiki.listing import read_listing

# Listing pages read in one sync: 345,000 titles at 特別:ページ一覧's 345 a page (MTG Wiki's
# some 30,000 articles take about 90).
MAX_LISTING_PAGES = 1_000


class ListingWalk:
    """The articles the listing names so far, in listed order, and what went wrong."""

    def __init__(self, max_articles: int) -> None:
        self.articles: dict[str, None] = {}
        self.chunks = 0
        self.failures: list[str] = []
        self.cut_short = ""  # why the walk stopped before the listing's end, if it did
        self._max_articles = max_articles

    def next_chunk(self, html: str, url: str) -> list[str]:
        """The crawl's link extractor: note the chunk's articles and hand back the next chunk,
        but only while the listing moves on (a chunk that names no new article ends the walk,
        so a listing that loops cannot keep it going) and the article cap is not reached."""
        chunk = read_listing(html, url)
        self.chunks += 1
        before = len(self.articles)
        for article in chunk.articles:
            if len(self.articles) >= self._max_articles:
                self.cut_short = f"stopped at {self._max_articles} listed pages"
                return []
            self.articles.setdefault(canonical_url(article))
        if len(self.articles) == before and self.chunks > 1:
            self.cut_short = f"{url} lists no page not listed before"
            return []
        return [] if chunk.next_url is None else [chunk.next_url]

    def take(self, result: FetchResult) -> None:
        if result.outcome != "fetched":
            self.failures.append(f"{result.url}: {result.error or result.status}")

    def notes(self) -> list[str]:
        """What the report says of the walk, when it did not read the whole listing."""
        notes = [f"the wiki's page list could not be read: {failure}" for failure in self.failures]
        if self.cut_short:
            notes.append(f"the wiki's page list was not read to its end: {self.cut_short}")
        return notes


async def walk_listing(
    starts: Sequence[str],
    client: PoliteClient,
    *,
    agent: str,
    max_articles: int,
) -> ListingWalk:
    """Read the listings that begin at `starts`, at most `MAX_LISTING_PAGES` pages in all."""
    walk = ListingWalk(max_articles)
    summary = await crawl_each(
        starts,
        walk.take,
        cache=MemoryFetchCache(),
        extract_links=walk.next_chunk,
        # the pacing, timeouts and size cap are the client's; these bound the walk itself
        limits=CrawlLimits(follow_depth=MAX_LISTING_PAGES, max_pages=MAX_LISTING_PAGES),
        user_agent=agent,
        client=client,
    )
    if summary.links_not_followed:
        walk.cut_short = f"{MAX_LISTING_PAGES} listing pages read, the most one sync reads"
    return walk
