"""`judgebot ingest`: files and live pages into the database, in one atomic write.

Live pages are fetched politely (scraper.http_fetch) with the HTTP validators the database kept
from the last crawl, so a refresh downloads only what changed; the new validators are stored in
the same write as the pages they describe.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from pathlib import Path

from rulesdb.atomic import writable_state
from rulesdb.fetch_records import stored_fetch_records
from rulesdb.records import FetchRecord
from rulesdb.writer_lock import LockPolicy
from scraper.crawl_progress import tqdm_progress
from scraper.fetch_cache import MemoryFetchCache, Validators
from scraper.http_fetch import FetchResult, crawl, user_agent
from scraper.ingest import (
    IngestError,
    IngestReport,
    ParsedSource,
    Source,
    content_hash,
    plan_migration,
    read_file_source,
    write_records,
)


def is_url(text: str) -> bool:
    return text.startswith(("http://", "https://"))


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


def fetch_pages(
    urls: Sequence[str],
    cache: DatabaseFetchCache,
    *,
    follow_depth: int,
    delay_seconds: float,
    max_bytes: int,
    show_progress: bool,
    agent: str,
) -> list[FetchResult]:
    progress = tqdm_progress() if show_progress else None
    return asyncio.run(
        crawl(
            urls,
            cache=cache,
            follow_depth=follow_depth,
            delay_seconds=delay_seconds,
            max_bytes=max_bytes,
            progress=progress,
            user_agent=agent,
        )
    )


def ingest_mixed(
    db_path: Path,
    locators: Sequence[str],
    *,
    follow_depth: int = 0,
    delay_seconds: float = 1.0,
    max_bytes: int = 5_000_000,
    show_progress: bool = False,
    contact: str = "",
    lock: LockPolicy | None = None,
    data_dir: Path | None = None,
) -> IngestReport:
    """Files and live pages into the next database; `contact` goes into the crawler's
    User-Agent (a URL or address a wiki operator can reach). An older judgebot database is
    rebuilt with the sources it records (re-read, live pages re-fetched) plus these."""
    writable_state(db_path, keep_existing=True)  # refuse before crawling, not after
    migration = plan_migration(db_path, data_dir=data_dir, fetches=True)
    files = [Path(loc) for loc in locators if not is_url(loc)]
    urls = [loc for loc in locators if is_url(loc)]
    sources = [read_file_source(path) for path in files]
    if migration is not None:
        given = {source.locator for source in sources}
        sources = [s for s in migration.sources if s.locator not in given] + sources
        urls = [url for url in migration.urls if url not in urls] + urls
    records = [ParsedSource.of(source) for source in sources]
    report_lines: list[str] = []
    cache = DatabaseFetchCache(db_path)
    if urls:
        for result in fetch_pages(
            urls,
            cache,
            follow_depth=follow_depth,
            delay_seconds=delay_seconds,
            max_bytes=max_bytes,
            show_progress=show_progress,
            agent=user_agent(contact),
        ):
            if result.outcome == "fetched" and result.text is not None:
                data = result.text.encode("utf-8")
                source = Source(locator=result.final_url, data=data, url=result.final_url)
                records.append(ParsedSource.of(source))
            elif result.outcome == "not_modified":
                report_lines.append(f"{result.url}: unchanged since the last crawl")
            else:
                report_lines.append(f"{result.url}: {result.outcome}: {result.error}")
        unchanged = [
            line for line in report_lines if line.endswith("unchanged since the last crawl")
        ]
        if not records and not unchanged:
            raise IngestError("nothing was fetched: " + "; ".join(report_lines))
    fetched = [
        FetchRecord(url, e.validators.etag, e.validators.last_modified, e.status, e.content_hash)
        for url, e in cache.entries.items()
    ]
    report = write_records(db_path, records, keep_existing=True, fetched=fetched, lock=lock)
    report.warnings.extend(report_lines)
    report.migration = migration
    return report


__all__ = ["content_hash", "ingest_mixed", "is_url"]
