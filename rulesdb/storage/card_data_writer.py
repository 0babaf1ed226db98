"""Storing card data from one card-data file: every card joins the name index (one card with the
wiki's card of the same English name) and gets its Oracle text, Japanese text and rulings.

Re-ingesting a file replaces what it stored before; a card found in a newer file moves to it.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable

from rulesdb.card_records import CardFileInfo, OracleCard
from rulesdb.records import CardName
from rulesdb.storage.writer import RecordWriter


class CardDataWriter:
    """Writes into an open database connection; the caller owns the transaction."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self._records = RecordWriter(connection)

    def write_card_file(
        self,
        cards: Iterable[OracleCard],
        *,
        locator: str,
        title: str,
        content_hash: str,
        info: CardFileInfo,
    ) -> int:
        """Stores every card of the file; returns how many."""
        source_id = self._records._replace_source("cards", locator, title, content_hash)
        self.connection.execute(
            "INSERT INTO card_sources (source_id, layout, version, date) VALUES (?, ?, ?, ?)",
            (source_id, info.layout, info.version, info.date),
        )
        count = 0
        for card in cards:
            self._write_card(card, source_id)
            count += 1
        # A file whose every card moved to a newer file holds nothing any more.
        self.connection.execute(
            "DELETE FROM sources WHERE kind = 'cards'"
            " AND id NOT IN (SELECT DISTINCT source_id FROM card_oracle)"
        )
        return count

    def _write_card(self, card: OracleCard, source_id: int) -> None:
        card_id = self._records.card_id(CardName(en=card.name, ja=card.ja_name))
        self.connection.execute("DELETE FROM card_oracle WHERE card_id = ?", (card_id,))
        self.connection.execute(
            "INSERT INTO card_oracle (card_id, source_id, name, layout, oracle_id, scryfall_id,"
            " keywords) VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                card_id,
                source_id,
                card.name,
                card.layout,
                card.oracle_id,
                card.scryfall_id,
                json.dumps(list(card.keywords), ensure_ascii=False),
            ),
        )
        self.connection.executemany(
            "INSERT INTO card_faces (card_id, position, name, mana_cost, type_line, text, power,"
            " toughness, loyalty, ja_name, ja_type, ja_text)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    card_id,
                    position,
                    face.name,
                    face.mana_cost,
                    face.type_line,
                    face.text,
                    face.power,
                    face.toughness,
                    face.loyalty,
                    face.ja.name if face.ja else None,
                    face.ja.type_line if face.ja else None,
                    face.ja.text if face.ja else None,
                )
                for position, face in enumerate(card.faces)
            ],
        )
        self.connection.executemany(
            "INSERT INTO card_rulings (card_id, position, date, text) VALUES (?, ?, ?, ?)",
            [(card_id, position, r.date, r.text) for position, r in enumerate(card.rulings)],
        )
