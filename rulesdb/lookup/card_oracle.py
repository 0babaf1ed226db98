"""The read side of card data: a card's Oracle entry, Japanese text, rulings, image link and the
rules its keywords name; and the cards whose text says what a question quotes."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Sequence
from typing import Any
from urllib.parse import quote

import aiosqlite

from rulesdb.answers import (
    CardAnswer,
    CardFaceText,
    CardList,
    JapaneseCardText,
    KeywordRule,
    OracleText,
)
from rulesdb.derived.card_text_index import fold_card_text
from rulesdb.editions import Editions

# A link only: images are never downloaded into the database.
IMAGE_URL = "https://api.scryfall.com/cards/{scryfall_id}?format=image"
IMAGE_BY_NAME_URL = "https://api.scryfall.com/cards/named?exact={name}&format=image"
ORACLE_LIST_SECTION = "Oracle text"
ORACLE_LIST_LIMIT = 100
ORACLE_LIST_SCORE = 1.0  # the text says it verbatim: the most direct answer there is
MIN_QUOTE_LENGTH = 3  # the trigram index needs three characters
NOTE_LIMIT = 200
# Chapters of the Comprehensive Rules whose rules are named after keyword actions and abilities.
KEYWORD_CHAPTERS = ("701", "702")
_QUOTES = "\"'“”‘’「」『』"


def image_url(scryfall_id: str | None, name: str) -> str:
    if scryfall_id:
        return IMAGE_URL.format(scryfall_id=scryfall_id)
    return IMAGE_BY_NAME_URL.format(name=quote(name))


def _japanese(name: str | None, type_line: str | None, text: str | None) -> JapaneseCardText | None:
    if not (name or type_line or text):
        return None
    return {"name": name, "type_line": type_line, "text": text}


def _joined(values: Sequence[str | None], separator: str = " // ") -> str | None:
    present = [v for v in values if v]
    return separator.join(present) if present else None


def _oracle(row: Sequence[Any], faces: list[CardFaceText]) -> OracleText:
    name, layout, oracle_id, scryfall_id, keywords = row
    one = faces[0] if len(faces) == 1 else None
    return {
        "name": name,
        "layout": layout,
        "mana_cost": _joined([f["mana_cost"] for f in faces]),
        "type_line": _joined([f["type_line"] for f in faces]) or "",
        "text": _joined([f["text"] for f in faces], "\n//\n") or "",
        "power": one["power"] if one else None,
        "toughness": one["toughness"] if one else None,
        "loyalty": one["loyalty"] if one else None,
        "keywords": json.loads(keywords),
        "faces": faces,
        "scryfall_id": scryfall_id,
        "oracle_id": oracle_id,
    }


async def add_card_data(
    db: aiosqlite.Connection, editions: Editions, card_id: int, answer: CardAnswer
) -> None:
    """Adds the card's Oracle entry, Japanese text, rulings, image and keyword rules to `answer`
    when the card is in the loaded card data; leaves a wiki-only card's answer as it was."""
    # One statement for the entry and its faces, read together with the rulings (a card
    # without an entry has none): a lookup is a few round trips to SQLite's thread.
    entry, rulings = await asyncio.gather(
        db.execute_fetchall(
            "SELECT o.name, o.layout, o.oracle_id, o.scryfall_id, o.keywords, s.title,"
            " cs.version, cs.date, f.name, f.mana_cost, f.type_line, f.text, f.power,"
            " f.toughness, f.loyalty, f.ja_name, f.ja_type, f.ja_text FROM card_oracle o"
            " JOIN sources s ON s.id = o.source_id"
            " LEFT JOIN card_sources cs ON cs.source_id = s.id"
            " JOIN card_faces f ON f.card_id = o.card_id WHERE o.card_id = ? ORDER BY f.position",
            (card_id,),
        ),
        db.execute_fetchall(
            "SELECT date, text FROM card_rulings WHERE card_id = ? ORDER BY position", (card_id,)
        ),
    )
    rows = list(entry)
    if not rows:
        return
    row = rows[0]
    faces: list[CardFaceText] = [
        {
            "name": f[8],
            "mana_cost": f[9],
            "type_line": f[10],
            "text": f[11],
            "power": f[12],
            "toughness": f[13],
            "loyalty": f[14],
            "ja": _japanese(f[15], f[16], f[17]),
        }
        for f in rows
    ]
    oracle = _oracle(row[:5], faces)
    japanese = [f["ja"] for f in faces]
    answer["oracle"] = oracle
    answer["ja_text"] = _japanese(
        answer["ja"] if any(japanese) else None,
        _joined([j["type_line"] if j else None for j in japanese]),
        _joined([j["text"] if j else None for j in japanese], "\n//\n"),
    )
    answer["rulings"] = [{"date": r[0], "text": r[1]} for r in rulings]
    answer["image_url"] = image_url(oracle["scryfall_id"], oracle["name"])
    answer["keyword_rules"] = await keyword_rules(db, editions, oracle["keywords"])
    answer["card_data"] = {"title": row[5], "version": row[6], "date": row[7]}


def newest_english_edition(editions: Editions) -> str | None:
    names = [e.edition for e in editions.all if e.lang == "en" and not e.is_wiki_quote]
    return max(names) if names else None


async def keyword_rules(
    db: aiosqlite.Connection, editions: Editions, keywords: Sequence[str]
) -> list[KeywordRule]:
    """The rule titled by each keyword ("702.90. Infect") in the newest English edition loaded;
    none without an English rules file."""
    edition = newest_english_edition(editions)
    if edition is None or not keywords:
        return []
    # `+position`: sorting the few found costs less than walking every rule of the edition in
    # position order (which SQLite would choose, to skip the sort: 1 ms against 0.15).
    rows = await db.execute_fetchall(
        "SELECT number, text FROM rules WHERE edition = ? AND lang = 'en'"
        f" AND parent IN ({', '.join('?' * len(KEYWORD_CHAPTERS))})"
        f" AND lower(text) IN ({', '.join('?' * len(keywords))}) ORDER BY +position",
        (edition, *KEYWORD_CHAPTERS, *(keyword.lower() for keyword in keywords)),
    )
    numbers: dict[str, tuple[str, str]] = {}
    for number, title in rows:
        numbers.setdefault(title.lower(), (number, title))
    return [
        {
            "keyword": keyword,
            "ref": f"rule:{numbers[keyword.lower()][0]}",
            "number": numbers[keyword.lower()][0],
            "edition": edition,
            "title": numbers[keyword.lower()][1],
        }
        for keyword in keywords
        if keyword.lower() in numbers
    ]


def quoted_phrase(query: str) -> str:
    """The text a question quotes, folded as card text is: surrounding quotes dropped."""
    return fold_card_text(query.strip().strip(_QUOTES))


def _matching_line(texts: Sequence[str | None], phrase: str) -> str | None:
    for text in texts:
        for line in (text or "").splitlines():
            if phrase in fold_card_text(line):
                return line if len(line) <= NOTE_LIMIT else line[: NOTE_LIMIT - 1] + "…"
    return None


async def cards_saying(db: aiosqlite.Connection, query: str) -> CardList | None:
    """The cards whose Oracle (or Japanese) text contains what the question says, by English name;
    None when no card does (or the question is too short to look up)."""
    phrase = quoted_phrase(query)
    if len(phrase) < MIN_QUOTE_LENGTH:
        return None
    match = '"' + phrase.replace('"', '""') + '"'
    ids = [
        row[0]
        for row in await db.execute_fetchall(
            "SELECT rowid FROM card_text_fts WHERE card_text_fts MATCH ? LIMIT ?",
            (match, ORACLE_LIST_LIMIT),
        )
    ]
    if not ids:
        return None
    marks = ", ".join("?" * len(ids))
    texts: dict[int, list[str | None]] = {}
    for card_id, text, ja_text in await db.execute_fetchall(
        f"SELECT card_id, text, ja_text FROM card_faces WHERE card_id IN ({marks})"
        " ORDER BY card_id, position",
        ids,
    ):
        texts.setdefault(card_id, []).extend((text, ja_text))
    names = await db.execute_fetchall(
        f"SELECT id, en, ja FROM cards WHERE id IN ({marks}) ORDER BY en, ja", ids
    )
    return {
        "page": None,
        "section": ORACLE_LIST_SECTION,
        "section_path": [],
        "score": ORACLE_LIST_SCORE,
        "cards": [
            {"en": en, "ja": ja, "note": _matching_line(texts.get(card_id, []), phrase)}
            for card_id, en, ja in names
        ],
    }
