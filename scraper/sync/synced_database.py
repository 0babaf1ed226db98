"""The database a wiki sync fills, kept in step with the sync's journal.

A merge writes a new version of the database (`rulesdb.storage.atomic`: built beside it, swapped in
whole) holding every page the journal has staged and none it marked deleted, and stamps it with
a fresh token. The journal notes the token before the merge and settles its pages only when the
database in place carries it, so a kill at any moment of a merge leaves the two consistent: the
next run either finds the merge done and settles it, or does it again.
"""

from __future__ import annotations

import logging
import secrets
from pathlib import Path

from rulesdb.storage.atomic import replacing_database
from rulesdb.storage.finalize import finalize_database
from rulesdb.storage.sync_journal import SyncJournal
from rulesdb.storage.wiki_pages import (
    read_sync_token,
    remove_synced_page,
    set_sync_token,
    store_synced_page,
)
from rulesdb.storage.writer import RecordWriter

logger = logging.getLogger(__name__)


class SyncedDatabase:
    def __init__(self, db_path: Path, journal: SyncJournal) -> None:
        self._db_path = db_path
        self._journal = journal

    def reconcile(self, base_url: str) -> None:
        """Finish a merge a kill interrupted, and start over when the journal describes another
        wiki or a database that has since been rebuilt."""
        journal = self._journal
        if journal.get("base_url") != base_url:
            journal.reset()
            journal.set("base_url", base_url)
        merging = journal.get("merging")
        database_token = read_sync_token(self._db_path)
        if merging is not None:
            if database_token == merging:
                self._settle(merging)
            journal.set("merging", None)
        known = journal.get("token")
        if known is not None and known != database_token:
            logger.info("the database was rebuilt since the last sync: fetching every page again")
            journal.forget_stored()
            for key in ("token", "last_completed", "run_started", "run_kind"):
                journal.set(key, None)

    def _settle(self, token: str) -> None:
        journal = self._journal
        journal.settle_merge()
        journal.set("token", token)
        completes = journal.get("merging_completes")
        if completes:
            self.complete_run(completes)
        journal.set("merging_completes", None)

    def complete_run(self, started: str | None) -> None:
        """The next run replays the changes made since this one started."""
        journal = self._journal
        if started:
            journal.set("last_completed", started)
        journal.set("run_started", None)
        journal.set("run_kind", None)

    def merge(self, *, completes_run: bool) -> int:
        """A new version of the database with every staged page in it and every deleted page
        gone; the journal records the merge only once the new database is in place. Returns
        how many pages were removed."""
        journal = self._journal
        if not journal.count("staged") and not journal.count("deleting"):
            if completes_run:  # nothing to write: the database is already this run's result
                self.complete_run(journal.get("run_started"))
            return 0
        token = secrets.token_hex(8)
        journal.set("merging", token)
        journal.set("merging_completes", journal.get("run_started") if completes_run else "")
        deleted = 0
        with replacing_database(self._db_path, keep_existing=True) as connection:
            writer = RecordWriter(connection)
            for staged in journal.staged_pages():
                if staged.page is None:
                    journal.want(staged.title)
                    continue
                revision = f"rev:{staged.revid}" if staged.revid is not None else staged.url
                store_synced_page(
                    writer, staged.page, locator=staged.url, revision=revision, card=staged.card
                )
            for entry in journal.deleting():
                if entry.url:
                    remove_synced_page(connection, entry.url)
                    deleted += 1
            set_sync_token(connection, token)
            finalize_database(connection)
        self._settle(token)
        journal.set("merging", None)
        return deleted
