"""The card name index, built when the cards are written and kept in the database as columns
(the `card_names` table), so that a command reads it instead of folding and counting the names
of every card again: with 30,000 cards, building it is most of a card lookup's time, reading it
a few milliseconds.

The stored index records which cards it was built from (their count and largest id); a reader
that finds it missing, damaged or not matching the cards builds the index in memory instead, as
before it was stored, and writes nothing (a read never writes)."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from typing import Any

import aiosqlite
import numpy as np
import numpy.typing as npt

from rulesdb.derived.card_exact_names import BUILT_FROM
from rulesdb.text.name_columns import NameColumns, WordPlaces, name_columns

SEPARATOR = "\x00"
CARD_ROWS = "SELECT ref, en, ja FROM cards ORDER BY id"
TEXT_PARTS = ("keys", "labels", "aliases", "english", "sounds", "words", "grams", "place_words")
ARRAY_PARTS: dict[str, str] = {  # stored little-endian; read back as the index uses them
    "alias_keys": "<i4",
    "english_keys": "<i4",
    "offsets": "<i8",
    "postings": "<i4",
    "order": "<i4",
    "place_offsets": "<i8",
    "place_names": "<i4",
    "place_at": "<i4",
}
PLACE = "place_"  # the parts of `NameColumns.places`, by their field names after it


def card_name_entries(
    rows: Iterable[Sequence[object]],
) -> Iterator[tuple[str, str, list[str]]]:
    """(key, label, names) of each card row (ref, en, ja): the entries of the card name index."""
    for ref, en, ja in rows:
        names = [str(name) for name in (en, ja) if name]
        label = f"{ja}/{en}" if ja and en else names[0] if names else ""
        yield str(ref), label, names


def rebuild_card_names(connection: sqlite3.Connection) -> None:
    """Build the card name index from the cards and store it (inside the caller's write)."""
    connection.execute("DELETE FROM card_names")
    connection.execute("DELETE FROM card_exact_names")
    columns = name_columns(card_name_entries(connection.execute(CARD_ROWS)))
    # The first card of a name several cards share, as the index's exact match has it.
    first = dict(zip(reversed(columns.aliases), reversed(columns.alias_keys.tolist()), strict=True))
    connection.executemany(
        "INSERT INTO card_exact_names (folded, ref) VALUES (?, ?)",
        ((alias, columns.keys[position]) for alias, position in first.items()),
    )
    parts = _parts_of(columns)
    texts = {part: parts[part] for part in TEXT_PARTS}
    if any(SEPARATOR in item for items in texts.values() for item in items):
        return  # a name that cannot be joined: readers build the index themselves
    rows: list[tuple[str, int, str | None, bytes | None]] = [
        ("cards", 0, str(connection.execute(BUILT_FROM).fetchone()[0]), None)
    ]
    rows += [(part, len(items), SEPARATOR.join(items), None) for part, items in texts.items()]
    for part, dtype in ARRAY_PARTS.items():
        values: npt.NDArray[np.integer] = parts[part]
        rows.append((part, len(values), None, values.astype(np.dtype(dtype)).tobytes()))
    connection.executemany(
        "INSERT INTO card_names (part, count, text, data) VALUES (?, ?, ?, ?)", rows
    )


async def read_card_names(db: aiosqlite.Connection) -> NameColumns | None:
    """The stored index's columns, or None when it is missing, damaged or stale."""
    try:
        stored = {
            str(part): (count, text, data)
            for part, count, text, data in await db.execute_fetchall(
                "SELECT part, count, text, data FROM card_names"
            )
        }
        ((built_from,),) = await db.execute_fetchall(BUILT_FROM)
    except sqlite3.Error:
        return None
    if stored.get("cards", (None, None, None))[1] != built_from:
        return None
    try:
        parts: dict[str, object] = {}
        for part in TEXT_PARTS:
            count, text, _ = stored[part]
            items = str(text).split(SEPARATOR) if count else []
            if len(items) != count:
                return None
            parts[part] = items
        for part, dtype in ARRAY_PARTS.items():
            count, _, data = stored[part]
            array = np.frombuffer(bytes(data), dtype=np.dtype(dtype)).astype(dtype[1:])
            if len(array) != count:
                return None
            parts[part] = array
        columns = _columns_from(parts)
    except (KeyError, TypeError, ValueError):
        return None
    return columns if _consistent(columns) else None


def _parts_of(columns: NameColumns) -> dict[str, Any]:
    parts: dict[str, Any] = {
        name: getattr(columns, name) for name in (*TEXT_PARTS, *ARRAY_PARTS) if PLACE not in name
    }
    for name in (*TEXT_PARTS, *ARRAY_PARTS):
        if name.startswith(PLACE):
            parts[name] = getattr(columns.places, name.removeprefix(PLACE))
    return parts


def _columns_from(parts: dict[str, Any]) -> NameColumns:
    places = WordPlaces(**{n.removeprefix(PLACE): v for n, v in parts.items() if PLACE in n})
    return NameColumns(**{n: v for n, v in parts.items() if PLACE not in n}, places=places)


def _consistent(columns: NameColumns) -> bool:
    """Every position in range, so a damaged index is refused rather than misread."""
    keys, aliases = len(columns.keys), len(columns.aliases)
    offsets = columns.offsets
    return (
        len(columns.labels) == keys
        and len(columns.alias_keys) == aliases
        and len(columns.order) == aliases
        and len(columns.english_keys) == len(columns.english)
        and len(offsets) == len(columns.grams) + 1
        and (len(offsets) == 0 or (offsets[0] == 0 and offsets[-1] == len(columns.postings)))
        and bool(np.all(np.diff(offsets) >= 0))
        and _within(columns.alias_keys, keys)
        and _within(columns.english_keys, keys)
        and _within(columns.postings, aliases)
        and _within(columns.order, aliases)
        and _places_consistent(columns.places, len(columns.english))
    )


def _places_consistent(places: WordPlaces, names: int) -> bool:
    offsets = places.offsets
    return (
        len(offsets) == len(places.words) + 1
        and len(places.names) == len(places.at)
        and (len(offsets) == 0 or (offsets[0] == 0 and offsets[-1] == len(places.names)))
        and bool(np.all(np.diff(offsets) >= 0))
        and _within(places.names, names)
        and _within(places.at, 1 << 16)
    )


def _within(positions: npt.NDArray[np.integer], size: int) -> bool:
    return len(positions) == 0 or (int(positions.min()) >= 0 and int(positions.max()) < size)
