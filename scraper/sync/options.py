"""What a wiki sync is asked to do and what it reports, and the one error that stops it."""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Literal

from scraper.transport.crawl_limits import DEFAULT_DELAY_SECONDS, DEFAULT_WIKI_URL

logger = logging.getLogger(__name__)

DEFAULT_MERGE_EVERY = 1000  # pages fetched between two new versions of the database
MAX_REPORTED_FAILURES = 50  # failures listed one by one; all are counted

Mode = Literal["api", "html"]
RunKind = Literal["full", "incremental", "resumed"]


class SyncError(RuntimeError):
    """The sync could not run at all (the wiki unreachable, robots.txt forbidding everything);
    the database and the journal are as they were."""


class SyncStorageError(SyncError):
    """The journal or the database could not be written (a full disk): the database is the last
    version written whole, and the journal resumes the run next time."""


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
