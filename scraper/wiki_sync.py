"""`judgebot sync-wiki`: a whole MediaWiki wiki into the database, kept current, resumable.

The first run enumerates the wiki's articles (or the members of `--category` categories) and
fetches each; later runs replay recentchanges since the last completed run and fetch only the
pages that changed, appeared or moved, and drop the deleted ones. Progress lives in the journal
(`rulesdb.sync_journal`), committed after every page, so a run killed at any moment resumes
without fetching again what it already had. Fetched pages are merged into a new version of the
database every `merge_every` pages and at the end (`scraper.synced_database`): the bot answers
from the last complete database all the while.

The Action API (`scraper.mediawiki_api`) is used when the wiki has one and robots.txt lets us use
it; otherwise the HTML crawler (`scraper.http_fetch`) walks the wiki's links instead.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import html
import logging
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Literal
from urllib.parse import urljoin

import aiohttp

from rulesdb.records import WikiPage
from rulesdb.sync_journal import JournalBusyError, JournalEntry, SyncJournal, journal_path
from scraper.card_pages import card_of_title
from scraper.crawl_limits import DEFAULT_DELAY_SECONDS, DEFAULT_WIKI_URL, CrawlLimits
from scraper.crawl_progress import tqdm_progress
from scraper.fetch_cache import MemoryFetchCache
from scraper.http_fetch import FetchResult, crawl_each, polite_client, read_robots, user_agent
from scraper.mediawiki_api import TITLES_PER_REQUEST, ApiError, MediaWikiApi, RenderedPage, SiteInfo
from scraper.polite_http import Clock, FetchFailure, PoliteClient, Sleep, origin_of
from scraper.redirect_policy import RedirectPolicy
from scraper.synced_database import SyncedDatabase
from scraper.wiki_html import parse_html

logger = logging.getLogger(__name__)

DEFAULT_MERGE_EVERY = 1000  # pages fetched between two new versions of the database
API_PATHS = ("api.php", "w/api.php")  # where MediaWiki installs put api.php, relative to the base
# Changes are asked for from a little before the last run started, so clock skew between us and
# the wiki loses nothing; a change seen twice is only compared twice.
SINCE_OVERLAP = timedelta(minutes=5)
HTML_FOLLOW_DEPTH = 6  # how far the HTML fallback follows links from the main page
HTML_MAX_PAGES = 100_000
MAX_REPORTED_FAILURES = 50  # failures listed one by one; all are counted
PROGRESS_EVERY = 100  # pages between two progress lines in the log (`judgebot -v`)

Mode = Literal["api", "html"]
RunKind = Literal["full", "incremental", "resumed"]


class SyncError(RuntimeError):
    """The sync could not run at all (the wiki unreachable, robots.txt forbidding everything);
    the database and the journal are as they were."""


@dataclass(frozen=True)
class SyncOptions:
    base_url: str = DEFAULT_WIKI_URL
    categories: tuple[str, ...] = ()
    full: bool = False  # enumerate everything again, even after a completed run
    since: str | None = None  # ISO timestamp: replay changes from here instead
    limit: int | None = None  # fetch at most this many pages in this run
    delay_seconds: float = DEFAULT_DELAY_SECONDS
    merge_every: int = DEFAULT_MERGE_EVERY
    contact: str = ""
    show_progress: bool = False  # a progress bar on stderr (when it is a terminal)


@dataclass
class SyncReport:
    mode: Mode = "api"
    kind: RunKind = "full"
    fetched: int = 0
    unchanged: int = 0
    deleted: int = 0
    failed: int = 0
    remaining: int = 0  # pages left for the next run (--limit)
    elapsed: float = 0.0
    complete: bool = False
    failures: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def fail(self, title: str, reason: str) -> None:
        self.failed += 1
        logger.warning("%s: %s", title, reason)
        if len(self.failures) < MAX_REPORTED_FAILURES:
            self.failures.append(f"{title}: {reason}")


def _utc_now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def _iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def _holds(entry: JournalEntry | None, revid: int | None) -> bool:
    """Whether the stored page is at `revid` or later (revision ids only grow), so a change
    seen again (the runs overlap a little) is not fetched again."""
    return (
        entry is not None
        and entry.state == "stored"
        and entry.revid is not None
        and revid is not None
        and entry.revid >= revid
    )


def rendered_document(page: RenderedPage) -> str:
    """The API's rendered HTML inside the page frame MediaWiki serves, so the HTML parser reads
    an API page exactly as it reads the same page fetched from the wiki."""
    title = html.escape(page.title)
    return (
        f"<!DOCTYPE html><html><head><title>{title}</title></head><body>"
        f'<h1 id="firstHeading">{title}</h1><div id="mw-content-text">{page.html}</div>'
        "</body></html>"
    )


def sync_wiki(db_path: Path, options: SyncOptions) -> SyncReport:
    """Run one sync (see the module docstring) to its end or its `limit`."""
    return asyncio.run(sync_wiki_async(db_path, options))


async def sync_wiki_async(
    db_path: Path,
    options: SyncOptions,
    *,
    session: aiohttp.ClientSession | None = None,
    sleep: Sleep = asyncio.sleep,
    clock: Clock = time.monotonic,
) -> SyncReport:
    if options.limit is not None and options.limit < 1:
        raise ValueError(f"limit must be 1 or more, got {options.limit}")
    if options.merge_every < 1:
        raise ValueError(f"merge_every must be 1 or more, got {options.merge_every}")
    started = time.monotonic()
    limits = CrawlLimits(delay_seconds=options.delay_seconds)
    agent = user_agent(options.contact)
    own_session = session is None
    active = session if session is not None else aiohttp.ClientSession()
    try:
        client = polite_client(active, limits, user_agent=agent, sleep=sleep, clock=clock)
        with _open_journal(db_path) as journal:
            run = _SyncRun(db_path, journal, options)
            run.reconcile()
            api = await _find_api(client, options.base_url, agent, limits, run.report)
            if api is None:
                await run.crawl_html(active, limits, agent, sleep, clock)
            else:
                await run.sync_api(*api)
    finally:
        if own_session:
            await active.close()
    run.report.elapsed = round(time.monotonic() - started, 3)
    return run.report


@contextlib.contextmanager
def _open_journal(db_path: Path) -> Iterator[SyncJournal]:
    try:
        with SyncJournal.open(journal_path(db_path)) as journal:
            yield journal
    except JournalBusyError as error:
        raise SyncError(str(error)) from error


async def _find_api(
    client: PoliteClient, base_url: str, agent: str, limits: CrawlLimits, report: SyncReport
) -> tuple[MediaWikiApi, SiteInfo] | None:
    """The wiki's API and site information, or None (with a note why) when the HTML crawler
    must do instead."""
    origin = origin_of(base_url)
    rules = await read_robots(client, RedirectPolicy(), origin)
    if rules.unreachable:
        raise SyncError(rules.refusal(base_url))
    delay = rules.crawl_delay(agent)
    if delay is not None and delay > limits.max_crawl_delay:
        raise SyncError(
            f"{origin}/robots.txt asks for {delay:g} s between requests (Crawl-delay), more "
            f"than the {limits.max_crawl_delay:g} s this crawler waits"
        )
    if delay is not None and delay > client.pacer.delay_for(origin):
        client.pacer.set_host_delay(origin, delay)
    for path in API_PATHS:
        endpoint = urljoin(base_url, path)
        if not rules.allows(agent, endpoint):
            report.notes.append(f"{rules.refusal(endpoint)}; using the HTML pages instead")
            return None
        api = MediaWikiApi(client, endpoint, max_retries=limits.max_retries)
        try:
            return api, await api.siteinfo()
        except FetchFailure as failure:
            logger.info("no MediaWiki API at %s: %s", endpoint, failure)
    report.notes.append(f"no MediaWiki API under {base_url}; using the HTML pages instead")
    return None


class _SyncRun:
    def __init__(self, db_path: Path, journal: SyncJournal, options: SyncOptions) -> None:
        self._journal = journal
        self._store = SyncedDatabase(db_path, journal)
        self._options = options
        self.report = SyncReport()
        self._since_merge = 0

    def reconcile(self) -> None:
        self._store.reconcile(self._options.base_url)

    def merge(self, *, completes_run: bool) -> None:
        self.report.deleted += self._store.merge(completes_run=completes_run)
        self._since_merge = 0

    def _staged_one(self) -> None:
        self.report.fetched += 1
        if self.report.fetched % PROGRESS_EVERY == 0:
            logger.info("%d pages fetched", self.report.fetched)
        self._since_merge += 1
        if self._since_merge >= self._options.merge_every:
            self.merge(completes_run=False)

    # -- the API ---------------------------------------------------------------------------------

    async def sync_api(self, api: MediaWikiApi, site: SiteInfo) -> None:
        journal, options, report = self._journal, self._options, self.report
        report.mode = "api"
        if journal.get("run_started") is not None:
            report.kind = "resumed"
        else:
            planned_at = _iso(_utc_now() - SINCE_OVERLAP)
            since = options.since or (None if options.full else journal.get("last_completed"))
            for title in journal.titles_in("failed"):
                journal.want(title)
            if since is not None:
                report.kind = "incremental"
                await self._plan_changes(api, since)
            else:
                report.kind = "full"
                await self._plan_everything(api)
            journal.set("run_started", planned_at)
            journal.set("run_kind", report.kind)
        await self._fetch_pending(api, site)
        report.remaining = journal.count("pending")
        report.complete = report.remaining == 0
        self.merge(completes_run=report.complete)

    async def _plan_changes(self, api: MediaWikiApi, since: str) -> None:
        journal, tracked_only = self._journal, bool(self._options.categories)
        async for change in api.recent_changes(since):
            entry = journal.entry(change.title)
            if change.kind == "delete":
                journal.drop(change.title)
            elif change.kind == "move":
                journal.drop(change.title)
                if change.new_title is not None and (entry is not None or not tracked_only):
                    journal.want(change.new_title)
            elif entry is None and tracked_only:
                continue  # a new page, and we cannot tell which category it is in
            elif _holds(entry, change.revid):
                self.report.unchanged += 1
            else:
                journal.want(change.title)

    async def _plan_everything(self, api: MediaWikiApi) -> None:
        journal = self._journal
        journal.begin_census()
        batch: list[str] = []
        async for title in self._enumerate(api):
            batch.append(title)
            if len(batch) == TITLES_PER_REQUEST:
                await self._plan_batch(api, batch)
                batch = []
        await self._plan_batch(api, batch)
        if not self._options.categories:  # a category's census says nothing of other pages
            for title in journal.missing_from_census():
                journal.drop(title)

    async def _enumerate(self, api: MediaWikiApi) -> AsyncIterator[str]:
        if not self._options.categories:
            async for title in api.all_pages():
                yield title
            return
        for category in self._options.categories:
            async for title in api.category_members(category):
                yield title

    async def _plan_batch(self, api: MediaWikiApi, titles: list[str]) -> None:
        """Queue the new and changed pages of one batch; pages stored at their current
        revision are left alone (one `prop=revisions` request tells which)."""
        journal = self._journal
        journal.counted(titles)
        known = journal.entries(titles)
        stored = [t for t in titles if t in known and known[t].state == "stored"]
        current = await api.revisions(stored) if stored else {}
        for title in titles:
            if current.get(title) is not None and current[title] == known[title].revid:
                self.report.unchanged += 1
            elif title not in known or known[title].state != "pending":
                journal.want(title)

    async def _fetch_pending(self, api: MediaWikiApi, site: SiteInfo) -> None:
        limit = self._options.limit
        pending = self._journal.count("pending")
        total = min(pending, limit) if limit is not None else pending
        progress = tqdm_progress() if self._options.show_progress else None
        for attempted, title in enumerate(self._journal.titles_in("pending")):
            if limit is not None and attempted >= limit:
                return
            entry = self._journal.entry(title)
            if entry is not None and entry.state == "pending":  # not reached by a redirect
                await self._fetch_one(api, site, title)
            if progress is not None:
                progress(attempted + 1, total, title)

    async def _fetch_one(self, api: MediaWikiApi, site: SiteInfo, title: str) -> None:
        journal = self._journal
        try:
            rendered = await api.parse(title)
        except ApiError as error:
            if error.code == "missingtitle":
                journal.drop(title)
                return
            journal.mark(title, "failed", error=str(error))
            self.report.fail(title, str(error))
            return
        except FetchFailure as failure:
            journal.mark(title, "failed", error=str(failure))
            self.report.fail(title, str(failure))
            return
        if rendered.redirected_from is not None and rendered.title != title:
            # The title now points at another article: keep the article under its own name.
            journal.drop(title)
            if journal.entry(title) is None:
                journal.mark(title, "redirect")
            target = journal.entry(rendered.title)
            if target is not None and target.revid == rendered.revid:
                if target.state == "stored":
                    self.report.unchanged += 1
                if target.state in ("stored", "staged"):
                    return
        url = site.page_url(rendered.title)
        try:
            page = parse_html(rendered_document(rendered), url=url)
        except Exception as error:  # a page that breaks the parser is reported, never fatal
            journal.mark(rendered.title, "failed", error=f"could not parse: {error}")
            self.report.fail(rendered.title, f"could not parse: {error}")
            return
        journal.stage(
            rendered.title,
            revid=rendered.revid,
            url=url,
            page=page,
            card=card_of_title(rendered.title),
        )
        self._staged_one()

    # -- the HTML fallback ----------------------------------------------------------------------

    async def crawl_html(
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
            limits=crawl_limits,
            user_agent=agent,
            session=session,
            sleep=sleep,
            clock=clock,
        )
        report.complete = True
        self._journal.set("run_started", _iso(_utc_now()))
        self.merge(completes_run=True)

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
        self._staged_one()
