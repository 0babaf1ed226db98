"""What a database file holds, read without loading it: the official rules editions (and the file
each came from), the card count and when it was built. `judgebot update` decides from this
what is new; `judgebot run` says it in one line."""

from __future__ import annotations

import contextlib
import sqlite3
from dataclasses import dataclass
from pathlib import Path

from rulesdb.storage.store import is_current, read_only_uri


@dataclass(frozen=True)
class HeldEdition:
    edition: str
    lang: str
    locator: str


@dataclass(frozen=True)
class DatabaseContents:
    editions: list[HeldEdition]  # official rules files, oldest first; not the wiki's quotes
    cards: int
    built_at: str | None

    def holds(self, edition: str, lang: str) -> bool:
        return any(e.edition == edition and e.lang == lang for e in self.editions)

    def edition_from(self, locator: str) -> str | None:
        """The edition ingested from `locator` (a file or URL), if any."""
        return next((e.edition for e in self.editions if e.locator == locator), None)


EMPTY = DatabaseContents([], 0, None)


def database_contents(path: Path) -> DatabaseContents:
    """What the database at `path` holds; empty when it is missing or not a current one."""
    if not is_current(path):
        return EMPTY
    with contextlib.closing(sqlite3.connect(read_only_uri(path), uri=True)) as connection:
        editions = [
            HeldEdition(edition, lang, locator)
            for edition, lang, locator in connection.execute(
                "SELECT e.edition, e.lang, s.locator FROM editions e"
                " JOIN sources s ON s.id = e.source_id"
                " WHERE e.is_wiki_quote = 0 ORDER BY e.edition, e.lang"
            )
        ]
        (cards,) = connection.execute("SELECT COUNT(*) FROM cards").fetchone()
        built = connection.execute("SELECT value FROM meta WHERE key = 'built_at'").fetchone()
    return DatabaseContents(editions, int(cards), built[0] if built else None)
