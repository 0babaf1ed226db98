"""A card-data file into the next version of the database: checked (checksum, layout), then
streamed card by card into the writer, so memory stays bounded whatever the file's size."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from rulesdb.storage.card_data_writer import CardDataWriter
from scraper.official.mtgjson import CardFile


def write_card_file(
    connection: sqlite3.Connection,
    path: Path,
    *,
    sha256: str | None = None,
    locator: str | None = None,
) -> str:
    """Stores the cards of an MTGJSON file; returns a one-line summary for the ingest report.
    Raises `scraper.official.mtgjson.CardFileError` for a file that cannot be read (mid-way too: the
    caller's transaction is then discarded)."""
    card_file = CardFile.open(path, sha256=sha256)
    count = CardDataWriter(connection).write_card_file(
        card_file.cards(),
        locator=locator or str(path),
        title=card_file.title,
        content_hash=card_file.sha256,
        info=card_file.info,
    )
    return f"{path.name}: {count} cards ({card_file.title})"
