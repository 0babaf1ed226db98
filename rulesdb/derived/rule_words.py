"""The words the newest English rules say, stored when the rules are written: the misspelt-word
reading (rulesdb.text.casual_words.respelt) leaves a question's word alone when the rules say it
("taken" is no "token"). Reading them out of every English rule's text (700,000 characters
joined, lowered and searched) cost every search's process 40-90 ms; the stored list costs it a
millisecond.

They are kept in `meta` (under RULE_WORDS_KEY) with what they were read from: the newest English
edition, its rules' count and largest id, and the shortest word taken. A database written before
they were stored, or whose rules changed since (written by an older build), or one asking for
another shortest word, has them read from the rules as before. Being a row of `meta`, not a
table, they change no schema: every database this build reads still reads."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable

import aiosqlite

RULE_WORDS_KEY = "english_rule_words"
# The newest English edition's rules: their text, and what they are (to know stored words for
# them from words stored for others).
_NEWEST_ENGLISH = "lang = 'en' AND edition = (SELECT max(edition) FROM rules WHERE lang = 'en')"
RULE_TEXTS = f"SELECT text FROM rules WHERE {_NEWEST_ENGLISH}"
# The same texts as one value: a database without the stored words reads them in one row, not
# 3,269 (a search's process 5 ms sooner).
RULE_TEXTS_JOINED = f"SELECT group_concat(text, ' ') FROM rules WHERE {_NEWEST_ENGLISH}"
BUILT_FROM = (
    "SELECT coalesce(max(edition), '') || ':' || count(*) || ':' || coalesce(max(id), 0)"
    f" FROM rules WHERE {_NEWEST_ENGLISH}"
)


# Of every character, str.lower() makes ASCII letters of these two alone ("İ" -> "i̇", the Kelvin
# sign -> "k"); every other lowered letter a-z was an ASCII letter.
_LOWERED_TO_ASCII = ("\u0130", "\u212a")
# A byte of UTF-8 text to itself lowered when it is an ASCII letter, else to a space: every
# byte of a character beyond ASCII is 0x80 or more, so no such byte is taken for a letter.
_ASCII_LETTERS_LOWERED = bytes(
    b + 32 if 65 <= b <= 90 else b if 97 <= b <= 122 else 32 for b in range(256)
)


def words_in(texts: Iterable[str], shortest: int) -> frozenset[str]:
    """The words of `shortest` letters or more the texts say, lowered: the runs of letters a-z
    of the lowered text. Cut as bytes (the runs between other bytes, each kept once before it is
    made a string): the newest English rules' 700,000 characters in 20 ms, not 40 (lowering
    and searching them as a string, 50,000 matches made strings)."""
    joined = " ".join(texts)
    if any(char in joined for char in _LOWERED_TO_ASCII):
        return frozenset(re.findall(rf"[a-z]{{{shortest},}}", joined.lower()))
    runs = set(joined.encode("utf-8", "surrogatepass").translate(_ASCII_LETTERS_LOWERED).split())
    return frozenset(run.decode("ascii") for run in runs if len(run) >= shortest)


def _stored_value(built_from: str, shortest: int, words: Iterable[str]) -> str:
    return f"{shortest} {built_from}\n" + " ".join(sorted(words))


def rebuild_rule_words(connection: sqlite3.Connection) -> None:
    """Read the newest English rules' words and store them (inside the caller's write)."""
    from rulesdb.text.casual_words import SPELT_MIN_LETTERS

    words = words_in((str(r[0]) for r in connection.execute(RULE_TEXTS)), SPELT_MIN_LETTERS)
    built_from = str(connection.execute(BUILT_FROM).fetchone()[0])
    connection.execute(
        "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)",
        (RULE_WORDS_KEY, _stored_value(built_from, SPELT_MIN_LETTERS, words)),
    )


async def read_rule_words(db: aiosqlite.Connection, shortest: int) -> frozenset[str]:
    """The newest English rules' words of `shortest` letters or more: those stored, when they
    were stored for these rules and this shortest word; else read from the rules' text."""
    stored = await _stored_words(db, shortest)
    if stored is not None:
        return stored
    rows = list(await db.execute_fetchall(RULE_TEXTS_JOINED))
    return words_in([str(rows[0][0] or "")] if rows else [], shortest)


async def _stored_words(db: aiosqlite.Connection, shortest: int) -> frozenset[str] | None:
    try:
        rows = list(
            await db.execute_fetchall(
                f"SELECT value, ({BUILT_FROM}) FROM meta WHERE key = ?", (RULE_WORDS_KEY,)
            )
        )
    except sqlite3.Error:
        return None
    if not rows:
        return None
    value, built_from = rows[0]
    header, _, words = str(value).partition("\n")
    if header != f"{shortest} {built_from}":
        return None
    return frozenset(words.split())
