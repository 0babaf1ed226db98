"""A sync without the API: list the wiki's articles through its own listing (特別:ページ一覧, or
the `--category` pages), fetch each, follow links from the main page for anything the listing
missed, and stage every page whose HTML differs from the stored one. Deletions cannot be seen
this way."""

from __future__ import annotations

import hashlib

from rulesdb.records import WikiPage
from scraper.sync.html_listing import walk_listing
from scraper.sync.run import SyncRun, iso, utc_now
from scraper.transport.crawl import crawl_each
from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.crawl_results import FetchResult
from scraper.transport.fetch_cache import MemoryFetchCache
from scraper.transport.polite_http import PoliteClient
from scraper.wiki.card_pages import card_of_title
from scraper.wiki.html_page import parse_html
from scraper.wiki.links import extract_wiki_links
from scraper.wiki.listing import all_pages_url, category_url

HTML_FOLLOW_DEPTH = 6  # how far the HTML fallback follows links from the main page
HTML_MAX_PAGES = 100_000


class HtmlCrawl:
    """One run of the HTML fallback, always a full one."""

    def __init__(self, run: SyncRun) -> None:
        self._run = run
        self._journal = run.journal
        self._options = run.options
        self.report = run.report

    async def run(self, client: PoliteClient, agent: str) -> None:
        """Fetch every listed article (only the categories' members with `--category`), and
        without `--category` also what the main page's links reach; a page whose HTML is the
        same as the stored one is left alone. Deletions cannot be seen this way and are kept."""
        report, options = self.report, self._options
        report.mode = "html"
        report.kind = "full"
        max_pages = options.limit or HTML_MAX_PAGES
        base = options.base_url
        starts = [category_url(base, name) for name in options.categories] or [all_pages_url(base)]
        walk = await walk_listing(starts, client, agent=agent, max_articles=max_pages)
        report.notes.extend(walk.notes())
        listed = list(walk.articles)
        seeds = listed if options.categories else [base, *listed]
        await crawl_each(
            seeds[:max_pages],
            self._take_html,
            cache=MemoryFetchCache(),
            extract_links=extract_wiki_links,
            limits=CrawlLimits(
                follow_depth=0 if options.categories else HTML_FOLLOW_DEPTH, max_pages=max_pages
            ),
            user_agent=agent,
            client=client,
        )
        report.complete = True
        self._journal.set("run_started", iso(utc_now()))
        self._run.merge(completes_run=True)

    def _take_html(self, result: FetchResult) -> None:
        if result.outcome != "fetched" or result.text is None:
            self.report.fail(result.url, f"{result.outcome}: {result.error or result.status}")
            return
        try:
            page: WikiPage = parse_html(result.text, url=result.final_url)
        except Exception as error:  # reported and skipped, like an API page
            self.report.fail(result.final_url, f"could not parse: {error}")
            return
        digest = hashlib.sha256(result.text.encode("utf-8")).hexdigest()
        entry = self._journal.entry(page.title)
        if entry is not None and entry.state == "stored" and entry.digest == digest:
            self.report.unchanged += 1
            return
        self._journal.stage(
            page.title,
            revid=None,
            url=page.url or result.final_url,
            page=page,
            card=card_of_title(page.title),
            digest=digest,
        )
        self._run.staged_one()
