"""The bounds a card file's JSON is read within, checked on the bytes as they stream.

A compressed card file is small on the wire and anything once decompressed: 15 KB of `.xz`
hold a 100 MB string, which the JSON parser would build whole (and the database store) before
any check on cards could see it. So the decompressed bytes are counted as they are read, and
three bounds refuse a file mid-stream, before what breaks them is built:

- `MAX_JSON_BYTES` of JSON in all (the real AtomicCards is about 130 MB);
- `MAX_VALUE_BYTES` for one value: a string or number is a run of bytes without an unescaped
  quote, so the distance since the last one bounds every value, whatever it escapes;
- `MAX_CARD_BYTES` for one card (and for the `meta` object), between the marks the reader sets
  (`item_starts`, `item_ends`): a card of millions of small values is as costly as one huge one.
"""

from __future__ import annotations

from typing import IO

MAX_JSON_BYTES = 2_000_000_000
MAX_VALUE_BYTES = 1_000_000  # real values are at most a few KB (a card's rulings)
MAX_CARD_BYTES = 4_000_000  # real cards are under 50 KB of JSON
_READ_BYTES = 64 * 1024
_QUOTE = ord('"')
_BACKSLASH = ord("\\")


class CardJsonTooLarge(ValueError):
    """A card file over one of the bounds; `str()` names the bound."""


def _backslashes_before(chunk: bytes, end: int) -> int:
    count = 0
    while end - count > 0 and chunk[end - count - 1] == _BACKSLASH:
        count += 1
    return count


def _is_bare(chunk: bytes, position: int, carried_backslashes: int) -> tuple[bool, int]:
    """Whether the quote at `position` is escaped by no backslash (an even run of them before
    it, counting the run that ended the previous chunk), and where that run starts."""
    run = _backslashes_before(chunk, position)
    carried = carried_backslashes if run == position else 0
    return (run + carried) % 2 == 0, position - run


def _bare_quotes(chunk: bytes, carried_backslashes: int) -> tuple[int, int] | None:
    """The indexes of the first and the last quote in `chunk` that no backslash escapes, or
    None when there is none. The searches skip each run of backslashes once, so their work is
    linear in the chunk."""
    first = chunk.find(b'"')
    while first >= 0 and not _is_bare(chunk, first, carried_backslashes)[0]:
        first = chunk.find(b'"', first + 1)
    if first < 0:
        return None
    last = chunk.rfind(b'"')
    while True:
        bare, run_start = _is_bare(chunk, last, carried_backslashes)
        if bare:
            return first, last
        last = chunk.rfind(b'"', 0, run_start)


class BoundedJson:
    """A binary stream read through the bounds above: `read` raises CardJsonTooLarge at the
    first chunk that breaks one. It has no `readinto`, so the parser reads through `read`."""

    def __init__(self, raw: IO[bytes]) -> None:
        self._raw = raw
        self._max_bytes, self._max_value, self._max_item = (
            MAX_JSON_BYTES,
            MAX_VALUE_BYTES,
            MAX_CARD_BYTES,
        )
        self._read = 0
        self._since_quote = 0
        self._backslashes = 0  # the run of them that ended what was read so far
        self._item_from: int | None = None

    def item_starts(self) -> None:
        """A card (or the meta object) begins here, or about here: the parser reads ahead."""
        self._item_from = self._read

    def item_ends(self) -> None:
        self._item_from = None

    def read(self, size: int = -1) -> bytes:
        # A value inside one chunk is never longer than the chunk: chunks stay within the cap.
        chunk = self._raw.read(min(size if size >= 0 else _READ_BYTES, self._max_value))
        self._read += len(chunk)
        if self._read > self._max_bytes:
            raise CardJsonTooLarge(
                f"more than {self._max_bytes:,} bytes of JSON once decompressed; refused"
            )
        self._follow_values(chunk)
        if self._item_from is not None and self._read - self._item_from > self._max_item:
            raise CardJsonTooLarge(
                f"one card (or the meta object) holds more than {self._max_item:,} bytes of "
                "JSON (real cards hold under 50 KB); refused"
            )
        return chunk

    def _follow_values(self, chunk: bytes) -> None:
        quotes = _bare_quotes(chunk, self._backslashes)
        if quotes is None:
            self._since_quote += len(chunk)
            longest = self._since_quote
        else:
            first, last = quotes
            longest = self._since_quote + first  # the value that ends at the first quote
            self._since_quote = len(chunk) - last - 1
        trailing = _backslashes_before(chunk, len(chunk))
        self._backslashes = trailing + self._backslashes if trailing == len(chunk) else trailing
        if max(longest, self._since_quote) > self._max_value:
            raise CardJsonTooLarge(
                f"a value longer than {self._max_value:,} bytes (one string or number; real "
                "ones are a few KB); refused"
            )
