"""Wiki pages a sync keeps current: storing one (and the card it is about), removing one, and
the token that ties the database to the sync journal that filled it."""

from __future__ import annotations

import contextlib
import sqlite3
from pathlib import Path

from rulesdb.records import CardName, WikiPage
from rulesdb.storage.store import inspect_database, read_only_uri
from rulesdb.storage.upgrades import upgradable
from rulesdb.storage.writer import RecordWriter

SYNC_TOKEN_KEY = "wiki_sync_token"


def store_synced_page(
    writer: RecordWriter, page: WikiPage, *, locator: str, revision: str, card: CardName | None
) -> None:
    """Write `page` (replacing any earlier version) and, for a card's own page, tie it to the
    card so the card's answer quotes it."""
    writer.write_wiki_page(page, locator=locator, content_hash=revision)
    if card is None:
        return
    connection = writer.connection
    row = connection.execute("SELECT id FROM pages WHERE title = ?", (page.title,)).fetchone()
    connection.execute(
        "INSERT OR IGNORE INTO card_pages (card_id, page_id) VALUES (?, ?)",
        (writer.card_id(card), int(row[0])),
    )


def remove_synced_page(connection: sqlite3.Connection, locator: str) -> None:
    """The page stored from `locator` and everything hanging off it (sections, passages,
    quotes, the card tie); orphaned cards go when the write is finalised."""
    connection.execute("DELETE FROM sources WHERE locator = ? AND kind = 'wiki'", (locator,))


def sync_token(connection: sqlite3.Connection) -> str | None:
    row = connection.execute("SELECT value FROM meta WHERE key = ?", (SYNC_TOKEN_KEY,)).fetchone()
    return str(row[0]) if row else None


def set_sync_token(connection: sqlite3.Connection, token: str) -> None:
    connection.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", (SYNC_TOKEN_KEY, token)
    )


def read_sync_token(db_path: Path) -> str | None:
    """The token of the last sync merged into the database at `db_path`, if any (an older
    database the next write upgrades in place keeps its pages, and so its token)."""
    state = inspect_database(db_path)
    if not (state.is_current or upgradable(state)):
        return None
    with contextlib.closing(sqlite3.connect(read_only_uri(db_path), uri=True)) as connection:
        return sync_token(connection)
