"""The write side of card text search: each card's Oracle and Japanese text, folded, in the
trigram index `card_text_fts` (rowid = card id), and the text that cards' search documents carry."""

from __future__ import annotations

import sqlite3

from rulesdb.text.normalize import fold

_APOSTROPHES = str.maketrans({"’": "'", "‘": "'"})


def fold_card_text(text: str) -> str:
    """Card text as users type it: Oracle text prints ’ where keyboards give '."""
    return fold(text.translate(_APOSTROPHES))


def card_texts(connection: sqlite3.Connection) -> dict[int, tuple[str, str]]:
    """Every card's (English, Japanese) type lines and texts, faces in order."""
    texts: dict[int, tuple[list[str], list[str]]] = {}
    for card_id, type_line, text, ja_type, ja_text in connection.execute(
        "SELECT card_id, type_line, text, ja_type, ja_text FROM card_faces"
        " ORDER BY card_id, position"
    ):
        en, ja = texts.setdefault(card_id, ([], []))
        en.extend((type_line, text))
        ja.extend(part for part in (ja_type, ja_text) if part)
    return {card_id: ("\n".join(en), "\n".join(ja)) for card_id, (en, ja) in texts.items()}


def rebuild_card_text_index(
    connection: sqlite3.Connection, texts: dict[int, tuple[str, str]]
) -> None:
    connection.execute("INSERT INTO card_text_fts (card_text_fts) VALUES ('delete-all')")
    connection.executemany(
        "INSERT INTO card_text_fts (rowid, en, ja) VALUES (?, ?, ?)",
        [(card_id, fold_card_text(en), fold_card_text(ja)) for card_id, (en, ja) in texts.items()],
    )
