"""The card name index, built when the cards are written and kept in the database as columns
(the `card_names` table), so that a command reads it instead of folding and counting the names
of every card again: with 30,000 cards, building it is most of a card lookup's time, reading it
a few milliseconds.

The stored index records which cards it was built from (their count and largest id); a reader
that finds it missing, damaged or not matching the cards builds the index in memory instead, as
before it was stored, and writes nothing (a read never writes). The positions' arrays are
checked against the checksum stored with them (ARRAYS_CHECKSUM), which costs a reader a
millisecond where checking every position is in range cost it tens; an index stored before the
checksum was is checked position by position."""

from __future__ import annotations

import sqlite3
import sys
import zlib
from array import array
from collections.abc import Iterable, Iterator, Sequence
from itertools import pairwise
from typing import Any

import aiosqlite

from rulesdb.derived.card_exact_names import BUILT_FROM
from rulesdb.text.name_columns import (
    OFFSET,
    POSITION,
    SEPARATOR,
    JoinedNames,
    NameColumns,
    Positions,
    Typecode,
    WordPlaces,
    name_columns,
    starts_of,
)

CARD_ROWS = "SELECT ref, en, ja FROM cards ORDER BY id"
TEXT_PARTS = ("keys", "labels", "aliases", "english", "sounds", "words", "grams", "place_words")
ARRAY_PARTS: dict[str, Typecode] = {  # their typecodes; stored little-endian
    "alias_keys": POSITION,
    "english_keys": POSITION,
    "offsets": OFFSET,
    "postings": POSITION,
    "order": POSITION,
    "place_offsets": OFFSET,
    "place_names": POSITION,
    "place_at": POSITION,
}
# The part whose count is the CRC-32 of the arrays' stored bytes, in ARRAY_PARTS' order.
ARRAYS_CHECKSUM = "arrays_crc32"
# A text part's data is where each of its names starts (`starts_of`); this part's count is the
# CRC-32 of those bytes, in TEXT_PARTS' order. An index stored before it splits its names.
STARTS_CHECKSUM = "starts_crc32"
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
    starts = {part: _stored_bytes(starts_of(items)) for part, items in texts.items()}
    rows += [
        (part, len(items), SEPARATOR.join(items), starts[part]) for part, items in texts.items()
    ]
    stored = {part: _stored_bytes(array(code, parts[part])) for part, code in ARRAY_PARTS.items()}
    rows += [(part, len(parts[part]), None, data) for part, data in stored.items()]
    rows.append((ARRAYS_CHECKSUM, _checksum(stored.values()), None, None))
    rows.append((STARTS_CHECKSUM, _checksum(starts.values()), None, None))
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
        starts = _stored_starts(stored)
        parts: dict[str, Any] = {}
        for part in TEXT_PARTS:  # each name cut out, or split, when first read
            count, text, _ = stored[part]
            parts[part] = JoinedNames(str(text), count, starts.get(part))
        blobs = {part: bytes(stored[part][2]) for part in ARRAY_PARTS}
        arrays = {part: _read_array(code, blobs[part]) for part, code in ARRAY_PARTS.items()}
        if any(len(values) != stored[part][0] for part, values in arrays.items()):
            return None
        columns = _columns_from(parts | arrays)
    except (KeyError, TypeError, ValueError):
        return None
    if not _consistent(columns):
        return None
    checksum = stored.get(ARRAYS_CHECKSUM, (None, None, None))[0]
    if checksum is None:  # stored before the checksum was: every position is checked
        return columns if _within_ranges(columns) else None
    return columns if checksum == _checksum(blobs.values()) else None


def _stored_starts(stored: dict[str, tuple[Any, Any, Any]]) -> dict[str, Positions]:
    """Where each text part's names start, if stored and matching their checksum; else none."""
    checksum = stored.get(STARTS_CHECKSUM, (None, None, None))[0]
    blobs = [stored[part][2] for part in TEXT_PARTS]
    if checksum is None or any(not isinstance(blob, bytes) for blob in blobs):
        return {}
    if checksum != _checksum(blobs):
        return {}
    return {part: _read_array(POSITION, blob) for part, blob in zip(TEXT_PARTS, blobs, strict=True)}


def _stored_bytes(values: array[int]) -> bytes:
    if sys.byteorder == "big":
        values = array(values.typecode, values)
        values.byteswap()
    return values.tobytes()


def _read_array(code: Typecode, data: bytes) -> Positions:
    """The positions stored as `data` (TypeError or ValueError when it is not a whole number of
    items): a view of `data` itself, not a copy (5 MB with 30,000 cards, written into memory
    the process had not touched: a search's process spent about as long on the pages as on the
    copy); an array on a big-endian machine, which reorders the bytes."""
    if sys.byteorder == "little":
        return memoryview(data).cast(code)
    values = array(code)
    values.frombytes(data)
    values.byteswap()
    return values


def _checksum(blobs: Iterable[bytes]) -> int:
    crc = 0
    for blob in blobs:
        crc = zlib.crc32(blob, crc)
    return crc


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
    """The columns' lengths agree and the offsets run in order: what a reader checks of any
    stored index (a few thousand offsets)."""
    keys, aliases = len(columns.keys), len(columns.aliases)
    places = columns.places
    return (
        len(columns.labels) == keys
        and len(columns.alias_keys) == aliases
        and len(columns.order) == aliases
        and len(columns.english_keys) == len(columns.english)
        and _offsets_consistent(columns.offsets, len(columns.grams), len(columns.postings))
        and len(places.names) == len(places.at)
        and _offsets_consistent(places.offsets, len(places.words), len(places.names))
    )


def _offsets_consistent(offsets: Positions, slices: int, end: int) -> bool:
    return (
        len(offsets) == slices + 1
        and (not offsets or (offsets[0] == 0 and offsets[-1] == end))
        and all(a <= b for a, b in pairwise(offsets))
    )


def _within_ranges(columns: NameColumns) -> bool:
    """Every position in range, so a damaged index is refused rather than misread."""
    keys, aliases = len(columns.keys), len(columns.aliases)
    return (
        _within(columns.alias_keys, keys)
        and _within(columns.english_keys, keys)
        and _within(columns.postings, aliases)
        and _within(columns.order, aliases)
        and _within(columns.places.names, len(columns.english))
        and _within(columns.places.at, 1 << 16)
    )


def _within(positions: Positions, size: int) -> bool:
    return not positions or (min(positions) >= 0 and max(positions) < size)
