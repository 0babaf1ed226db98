"""A sync without the API: walk the wiki's links from its main page with the HTML crawler and
stage every page whose HTML differs from the stored one. Deletions cannot be seen this way."""

from __future__ import annotations

import hashlib

import aiohttp

from rulesdb.records import WikiPage
from scraper.sync.run import SyncRun, iso, utc_now
from scraper.transport.crawl import crawl_each
from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.crawl_results import FetchResult
from scraper.transport.fetch_cache import MemoryFetchCache
from scraper.transport.polite_http import Clock, Sleep
from scraper.wiki.card_pages import card_of_title
from scraper.wiki.html_page import parse_html
from scraper.wiki.links import extract_wiki_links

HTML_FOLLOW_DEPTH = 6  # how far the HTML fallback follows links from the main page
HTML_MAX_PAGES = 100_000


class HtmlCrawl:
    """One run of the HTML fallback, always a full one."""

    def __init__(self, run: SyncRun) -> None:
        self._run = run
        self._journal = run.journal
        self._options = run.options
        self.report = run.report

    async def run(
        self,
        session: aiohttp.ClientSession,
        limits: CrawlLimits,
        agent: str,
        sleep: Sleep,
        clock: Clock,
    ) -> None:
        """Walk the wiki's links from its main page; a page whose HTML is the same as the
        stored one is left alone. Deletions cannot be seen this way and are kept."""
        report = self.report
        report.mode = "html"
        report.kind = "full"
        if self._options.categories:
            report.notes.append("--category needs the MediaWiki API; crawling from the main page")
        crawl_limits = CrawlLimits(
            delay_seconds=limits.delay_seconds,
            follow_depth=HTML_FOLLOW_DEPTH,
            max_pages=self._options.limit or HTML_MAX_PAGES,
        )
        await crawl_each(
            [self._options.base_url],
            self._take_html,
            cache=MemoryFetchCache(),
            extract_links=extract_wiki_links,
            limits=crawl_limits,
            user_agent=agent,
            session=session,
            sleep=sleep,
            clock=clock,
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
