"""The wiki sync's journal: a small SQLite file beside the database that survives a kill -9.

Every write to the rules database is a complete new file swapped in atomically, far too costly
once a page. So a sync keeps its progress here instead, committed after every page: which
articles it knows (and their revision), which are still to fetch, and the parsed pages waiting to
be merged into the next version of the database. A killed sync starts again from this file and
fetches only what it had not stored.

A page's state:
- `pending`: to fetch;
- `staged`: fetched and parsed, its record kept here until the next merge;
- `stored`: in the database at `revid`;
- `failed`: the last attempt failed (`error` says why); tried again by the next run;
- `deleting`: gone from the wiki, to be removed from the database at the next merge;
- `redirect`: the title redirects to another article, so nothing is stored under it.

Staged records are pickled: the journal is written and read only by this program, on this
machine, and a record that no longer unpickles (after an upgrade) is simply fetched again.
"""

from __future__ import annotations

import contextlib
import pickle
import sqlite3
import zlib
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from rulesdb.records import CardName, WikiPage

PageState = Literal["pending", "staged", "stored", "failed", "deleting", "redirect"]
_BATCH = 500  # rows read at a time, so iterating a journal of any size keeps memory flat

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS pages (
    title  TEXT PRIMARY KEY,
    state  TEXT NOT NULL,
    revid  INTEGER,          -- the revision stored or staged
    url    TEXT,             -- the address the page is stored under (its source locator)
    digest TEXT,             -- the HTML's hash, when the wiki gives no revision ids
    record BLOB,             -- a staged page: zlib(pickle((WikiPage, CardName | None)))
    error  TEXT
);
CREATE INDEX IF NOT EXISTS pages_state ON pages(state);
"""


class JournalBusyError(RuntimeError):
    """Another process holds the journal."""


@dataclass(frozen=True)
class StagedPage:
    title: str
    revid: int | None
    url: str
    page: WikiPage | None  # None: the record could not be read back and is fetched again
    card: CardName | None


@dataclass(frozen=True)
class JournalEntry:
    title: str
    state: PageState
    revid: int | None
    url: str | None
    digest: str | None


def journal_path(db_path: Path) -> Path:
    return db_path.with_name(f"{db_path.name}.wikisync")


class SyncJournal:
    def __init__(self, connection: sqlite3.Connection) -> None:
        self._db = connection

    @classmethod
    @contextlib.contextmanager
    def open(cls, path: Path) -> Iterator[SyncJournal]:
        """The journal at `path`, held exclusively until the block ends: a second sync of the
        same database raises `JournalBusyError` instead of interleaving with this one."""
        path.parent.mkdir(parents=True, exist_ok=True)
        connection = sqlite3.connect(path, isolation_level=None, timeout=1.0)
        try:
            try:
                connection.execute("PRAGMA locking_mode = EXCLUSIVE")
                connection.execute("PRAGMA journal_mode = WAL")
                connection.execute("PRAGMA synchronous = NORMAL")
                connection.executescript(_SCHEMA)
                connection.execute("BEGIN IMMEDIATE")  # takes the lock now, before any work
                connection.execute("COMMIT")
            except sqlite3.OperationalError as error:
                raise JournalBusyError(
                    f"{path} is in use: another sync-wiki of this database is running ({error})"
                ) from error
            yield cls(connection)
        finally:
            connection.close()

    # -- run metadata --------------------------------------------------------------------------

    def get(self, key: str) -> str | None:
        row = self._db.execute("SELECT value FROM meta WHERE key = ?", (key,)).fetchone()
        return str(row[0]) if row else None

    def set(self, key: str, value: str | None) -> None:
        if value is None:
            self._db.execute("DELETE FROM meta WHERE key = ?", (key,))
        else:
            self._db.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?)"
                " ON CONFLICT(key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    def reset(self) -> None:
        """Forget everything: the next run starts from scratch."""
        self._db.execute("DELETE FROM pages")
        self._db.execute("DELETE FROM meta")

    def forget_stored(self) -> None:
        """The database no longer holds what the journal says it stored (it was rebuilt):
        every known page is to be fetched again."""
        self._db.execute(
            "UPDATE pages SET state = 'pending', record = NULL, revid = NULL, digest = NULL"
            " WHERE state IN ('stored', 'staged', 'failed')"
        )
        self._db.execute("DELETE FROM pages WHERE state IN ('deleting', 'redirect')")

    # -- pages ---------------------------------------------------------------------------------

    def entry(self, title: str) -> JournalEntry | None:
        row = self._db.execute(
            "SELECT title, state, revid, url, digest FROM pages WHERE title = ?", (title,)
        ).fetchone()
        return JournalEntry(*row) if row else None

    def entries(self, titles: Iterable[str]) -> dict[str, JournalEntry]:
        found: dict[str, JournalEntry] = {}
        for title in titles:
            entry = self.entry(title)
            if entry is not None:
                found[title] = entry
        return found

    def mark(self, title: str, state: PageState, *, error: str | None = None) -> None:
        """Set a page's state, adding it when new; a page's stored revision and address are
        kept so that deleting it later still knows where it is."""
        self._db.execute(
            "INSERT INTO pages (title, state, error) VALUES (?, ?, ?)"
            " ON CONFLICT(title) DO UPDATE SET state = excluded.state, error = excluded.error,"
            " record = NULL",
            (title, state, error),
        )

    def want(self, title: str) -> None:
        """Fetch `title` in this run (new, changed, or moved here)."""
        self.mark(title, "pending")

    def drop(self, title: str) -> None:
        """The page is gone from the wiki: remove it from the database at the next merge, or
        simply forget it when it never reached the database."""
        entry = self.entry(title)
        if entry is None:
            return
        if entry.url is not None and entry.state in ("stored", "staged", "failed", "pending"):
            self.mark(title, "deleting")
        else:
            self._db.execute("DELETE FROM pages WHERE title = ?", (title,))

    def stage(
        self,
        title: str,
        *,
        revid: int | None,
        url: str,
        page: WikiPage,
        card: CardName | None,
        digest: str | None = None,
    ) -> None:
        blob = zlib.compress(pickle.dumps((page, card), protocol=pickle.HIGHEST_PROTOCOL))
        self._db.execute(
            "INSERT INTO pages (title, state, revid, url, digest, record) VALUES"
            " (?, 'staged', ?, ?, ?, ?) ON CONFLICT(title) DO UPDATE SET state = 'staged',"
            " revid = excluded.revid, url = excluded.url,"
            " digest = excluded.digest, record = excluded.record, error = NULL",
            (title, revid, url, digest, blob),
        )

    def titles_in(self, state: PageState) -> Iterator[str]:
        """Titles in `state`, read a batch at a time; safe to change states while iterating."""
        last = ""
        while True:
            rows = self._db.execute(
                "SELECT title FROM pages WHERE state = ? AND title > ? ORDER BY title LIMIT ?",
                (state, last, _BATCH),
            ).fetchall()
            if not rows:
                return
            for (title,) in rows:
                yield title
            last = rows[-1][0]

    def count(self, state: PageState) -> int:
        return int(
            self._db.execute("SELECT count(*) FROM pages WHERE state = ?", (state,)).fetchone()[0]
        )

    def staged_pages(self) -> Iterator[StagedPage]:
        for title in self.titles_in("staged"):
            row = self._db.execute(
                "SELECT revid, url, record FROM pages WHERE title = ?", (title,)
            ).fetchone()
            page: WikiPage | None = None
            card: CardName | None = None
            try:
                page, card = pickle.loads(zlib.decompress(row[2]))
            except Exception:  # an older program's record: fetch the page again
                page = None
            yield StagedPage(title, row[0], row[1] or "", page, card)

    def deleting(self) -> Iterator[JournalEntry]:
        for title in self.titles_in("deleting"):
            entry = self.entry(title)
            if entry is not None:
                yield entry

    def begin_census(self) -> None:
        """Start noting which titles a full enumeration lists (a temporary table: a census a
        kill interrupts is simply taken again)."""
        self._db.execute("CREATE TEMP TABLE IF NOT EXISTS census (title TEXT PRIMARY KEY)")
        self._db.execute("DELETE FROM census")

    def counted(self, titles: Iterable[str]) -> None:
        self._db.executemany(
            "INSERT OR IGNORE INTO census (title) VALUES (?)", ((t,) for t in titles)
        )

    def missing_from_census(self) -> Iterator[str]:
        """Known pages the enumeration did not list: deleted from the wiki."""
        rows = self._db.execute(
            "SELECT title FROM pages WHERE state IN ('stored', 'pending', 'failed')"
            " AND title NOT IN (SELECT title FROM census) ORDER BY title"
        ).fetchall()
        return (row[0] for row in rows)

    def settle_merge(self) -> None:
        """The merged database holds every staged page and none of the deleted ones."""
        self._db.execute("BEGIN")
        self._db.execute("UPDATE pages SET state = 'stored', record = NULL WHERE state = 'staged'")
        self._db.execute("DELETE FROM pages WHERE state = 'deleting'")
        self._db.execute("COMMIT")
