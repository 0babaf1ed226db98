"""`judgebot ingest`: files and live pages into the database, in one atomic write.

Live pages are fetched politely (scraper.transport.crawl) with the HTTP validators the database kept
from the last crawl, so a refresh downloads only what changed; the new validators are stored in
the same write as the pages they describe. Pages go into the next version of the database as
they arrive, so a crawl of many pages needs no more memory than one of a few.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from rulesdb.records import FetchRecord
from rulesdb.storage.atomic import writable_state
from rulesdb.storage.fetch_records import stored_fetch_records
from rulesdb.storage.writer_lock import LockPolicy
from scraper.ingest import (
    IngestError,
    IngestReport,
    ParsedSource,
    RecordSink,
    Source,
    carry_recorded,
    plan_migration,
    writing_database,
)
from scraper.transport.crawl import crawl_each
from scraper.transport.crawl_limits import (
    DEFAULT_DELAY_SECONDS,
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_PAGES,
    CrawlLimits,
)
from scraper.transport.crawl_progress import tqdm_progress
from scraper.transport.crawl_results import CrawlSummary, FetchResult
from scraper.transport.fetch_cache import MemoryFetchCache, Validators
from scraper.transport.urls import url_problem
from scraper.transport.user_agent import user_agent
from scraper.wiki.links import extract_wiki_links


def is_url(text: str) -> bool:
    return text.startswith(("http://", "https://"))


def locator_problem(locator: str) -> str | None:
    """Why an http(s) locator cannot be fetched at all (`https://[::1`); None for a usable URL
    and for a file path."""
    return url_problem(locator) if is_url(locator) else None


class DatabaseFetchCache(MemoryFetchCache):
    """Validators read from the current database; what a crawl learns stays in memory until
    the ingest writes it together with the pages."""

    def __init__(self, db_path: Path) -> None:
        super().__init__()
        self._stored = {
            stored.url: Validators(stored.etag, stored.last_modified)
            for stored in stored_fetch_records(db_path)
        }

    def validators(self, url: str) -> Validators | None:
        return super().validators(url) or self._stored.get(url)


class _PageStore:
    """Parses and writes each crawled page as it arrives, so no page outlives its turn."""

    def __init__(self, sink: RecordSink) -> None:
        self._sink = sink
        self.stored = 0
        self.unchanged = 0
        self.notes: list[str] = []

    def __call__(self, result: FetchResult) -> None:
        if result.outcome == "fetched" and result.text is not None:
            data = result.text.encode("utf-8")
            source = Source(locator=result.final_url, data=data, url=result.final_url)
            self._sink.add(ParsedSource.of(source))
            self.stored += 1
        elif result.outcome == "not_modified":
            self.unchanged += 1
            self.notes.append(f"{result.url}: unchanged since the last crawl")
        else:
            self.notes.append(f"{result.url}: {result.outcome}: {result.error}")


def _crawl_into(
    store: _PageStore,
    urls: Sequence[str],
    cache: DatabaseFetchCache,
    limits: CrawlLimits,
    *,
    show_progress: bool,
    agent: str,
) -> CrawlSummary:
    progress = tqdm_progress() if show_progress else None
    return asyncio.run(
        crawl_each(
            urls,
            store,
            cache=cache,
            extract_links=extract_wiki_links,
            limits=limits,
            user_agent=agent,
            progress=progress,
        )
    )


def _pages_left_out(max_pages: int, left_out: int) -> str:
    return (
        f"stopped following links at {max_pages} pages: {left_out} linked pages were not fetched"
        " (raise --max-pages to fetch more)"
    )


def _fetch_records(cache: DatabaseFetchCache) -> list[FetchRecord]:
    """What this crawl learned of each URL, to store with the pages it describes."""
    return [
        FetchRecord(url, e.validators.etag, e.validators.last_modified, e.status, e.content_hash)
        for url, e in cache.entries.items()
    ]


def ingest_mixed(
    db_path: Path,
    locators: Sequence[str],
    *,
    follow_depth: int = 0,
    delay_seconds: float = DEFAULT_DELAY_SECONDS,
    max_bytes: int | None = None,
    max_pages: int = DEFAULT_MAX_PAGES,
    show_progress: bool = False,
    contact: str = "",
    lock: LockPolicy | None = None,
    data_dir: Path | None = None,
) -> IngestReport:
    """Files and live pages into the next version of the database; every page is written as
    soon as it is parsed. Raises ValueError for nonsense limits and IngestError when a source
    cannot be parsed or nothing could be fetched; either way the database is left unchanged.
    `contact` goes into the crawler's User-Agent (a URL or address a wiki operator can reach).
    `max_bytes` caps every page and file (else DEFAULT_MAX_BYTES for pages and each file kind's
    own cap). An older judgebot database is rebuilt with the sources it records (re-read, live
    pages re-fetched) plus these."""
    writable_state(db_path, keep_existing=True)  # refuse before crawling, not after
    migration = plan_migration(db_path, data_dir=data_dir, fetches=True, keeps=True)
    limits = CrawlLimits(
        delay_seconds=delay_seconds,
        max_bytes=DEFAULT_MAX_BYTES if max_bytes is None else max_bytes,
        follow_depth=follow_depth,
        max_pages=max_pages,
    )
    files = [Path(loc) for loc in locators if not is_url(loc)]
    urls = [loc for loc in locators if is_url(loc)]
    if migration is not None:
        urls = [url for url in migration.urls if url not in urls] + urls
    cache = DatabaseFetchCache(db_path)
    with writing_database(db_path, keep_existing=True, lock=lock) as sink:
        carry_recorded(sink, migration, {str(path) for path in files})
        for path in files:
            sink.add_file(path, max_bytes=max_bytes)
        store = _PageStore(sink)
        if urls:
            summary = _crawl_into(
                store, urls, cache, limits, show_progress=show_progress, agent=user_agent(contact)
            )
            if not files and not store.stored and not store.unchanged:
                raise IngestError("nothing was fetched: " + "; ".join(store.notes))
            if summary.links_not_followed:
                store.notes.append(_pages_left_out(max_pages, summary.links_not_followed))
        sink.remember_fetches(_fetch_records(cache))
    sink.report.warnings.extend(store.notes)
    sink.report.migration = migration
    return sink.report


__all__ = ["ingest_mixed", "is_url"]
