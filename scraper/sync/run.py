"""One sync run's shared state: the journal, the database it merges into, the options and the
report, and the merge every `merge_every` staged pages."""

from __future__ import annotations

import logging
from datetime import UTC, datetime
from pathlib import Path

from rulesdb.storage.sync_journal import SyncJournal
from scraper.sync.options import SyncOptions, SyncReport
from scraper.sync.synced_database import SyncedDatabase

logger = logging.getLogger(__name__)

PROGRESS_EVERY = 100  # pages between two progress lines in the log (`judgebot -v`)


def utc_now() -> datetime:
    return datetime.now(UTC).replace(microsecond=0)


def iso(moment: datetime) -> str:
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


class SyncRun:
    """What the API sync and the HTML crawl share: they stage pages, this merges them."""

    def __init__(self, db_path: Path, journal: SyncJournal, options: SyncOptions) -> None:
        self.journal = journal
        self._store = SyncedDatabase(db_path, journal)
        self.options = options
        self.report = SyncReport()
        self._since_merge = 0

    def reconcile(self) -> None:
        self._store.reconcile(self.options.base_url)

    def merge(self, *, completes_run: bool) -> None:
        self.report.deleted += self._store.merge(completes_run=completes_run)
        self._since_merge = 0

    def staged_one(self) -> None:
        self.report.fetched += 1
        if self.report.fetched % PROGRESS_EVERY == 0:
            logger.info("%d pages fetched", self.report.fetched)
        self._since_merge += 1
        if self._since_merge >= self.options.merge_every:
            self.merge(completes_run=False)
