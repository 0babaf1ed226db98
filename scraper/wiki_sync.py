"""`judgebot sync-wiki`: a whole MediaWiki wiki into the database, kept current, resumable.

The first run enumerates the wiki's articles (or the members of `--category` categories) and
fetches each; later runs replay recentchanges since the last completed run and fetch only the
pages that changed, appeared or moved, and drop the deleted ones. Progress lives in the journal
(`rulesdb.storage.sync_journal`), committed after every page, so a run killed at any moment resumes
without fetching again what it already had. Fetched pages are merged into a new version of the
database every `merge_every` pages and at the end (`scraper.sync.synced_database`): the bot answers
from the last complete database all the while.

The Action API (`scraper.wiki.mediawiki_api`) is used when the wiki has one and robots.txt lets
us use it; otherwise its HTML pages are read: the wiki's own listing of its pages, then links
(`scraper.sync.html_crawl`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sqlite3
import time
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urljoin

import aiohttp

from rulesdb.storage.sync_journal import JournalBusyError, SyncJournal, journal_path
from scraper.sync.api_sync import ApiSync
from scraper.sync.html_crawl import HtmlCrawl
from scraper.sync.options import SyncError, SyncOptions, SyncReport, SyncStorageError
from scraper.sync.run import SyncRun
from scraper.transport.crawl import polite_client
from scraper.transport.crawl_limits import CrawlLimits
from scraper.transport.polite_http import Clock, FetchFailure, PoliteClient, Sleep, origin_of
from scraper.transport.redirect_policy import RedirectPolicy
from scraper.transport.robots import read_robots
from scraper.transport.user_agent import user_agent
from scraper.wiki.mediawiki_api import MediaWikiApi, SiteInfo

__all__ = [
    "SyncError",
    "SyncOptions",
    "SyncReport",
    "SyncStorageError",
    "sync_wiki",
    "sync_wiki_async",
]

logger = logging.getLogger(__name__)

API_PATHS = ("api.php", "w/api.php")  # where MediaWiki installs put api.php, relative to the base


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
            run = SyncRun(db_path, journal, options)
            run.reconcile()
            api = await _find_api(client, options.base_url, agent, limits, run.report)
            if api is None:
                await HtmlCrawl(run).run(client, agent)
            else:
                await ApiSync(run, *api).run()
    except (aiohttp.ClientError, TimeoutError):  # OSErrors too, but of the network
        raise
    except (sqlite3.Error, OSError) as error:  # the journal or the merge: a full disk
        raise SyncStorageError(
            f"could not write the sync journal or the database ({error}); the database is the "
            "last version written whole, and the next run resumes from the journal"
        ) from error
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
        api = MediaWikiApi(
            client, endpoint, max_retries=limits.max_retries, max_wait=limits.max_retry_after
        )
        try:
            return api, await api.siteinfo()
        except FetchFailure as failure:
            logger.info("no MediaWiki API at %s: %s", endpoint, failure)
    report.notes.append(f"no MediaWiki API under {base_url}; using the HTML pages instead")
    return None
