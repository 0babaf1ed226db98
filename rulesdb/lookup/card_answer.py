"""A card's answer (`card`): its names, the wiki's lists and mentions of it, its Oracle and
Japanese text and rulings, the wiki's commentary. Apart from the card catalog, so that a card
asked for by its exact name is answered without reading the index of every card's names."""

from __future__ import annotations

import asyncio
import json

import aiosqlite

from rulesdb.answers import CardAnswer
from rulesdb.editions import Editions
from rulesdb.lookup.card_commentary import card_commentary
from rulesdb.lookup.card_oracle import add_card_data


async def describe_card(db: aiosqlite.Connection, editions: Editions, ref: str) -> CardAnswer:
    """What `card` answers of the card `ref` (which the database holds)."""
    rows = await db.execute_fetchall("SELECT id, en, ja FROM cards WHERE ref = ?", (ref,))
    card_id, en, ja = next(iter(rows))
    answer: CardAnswer = {"ref": ref, "en": en, "ja": ja, "lists": [], "mentions": []}
    # The parts are read together: their statements wait in SQLite's thread's queue at
    # once, and a busy event loop resumes the lookup a few times instead of once for each.
    lists, mentions, _, commentary = await asyncio.gather(
        db.execute_fetchall(
            "SELECT p.title, l.title, i.position, i.note, p.url FROM card_list_items i"
            " JOIN card_lists l ON l.id = i.list_id JOIN pages p ON p.id = l.page_id"
            " WHERE i.card_id = ? ORDER BY p.id, l.position",
            (card_id,),
        ),
        db.execute_fetchall(
            "SELECT p.title, s.path, m.text, p.url FROM card_mentions m"
            " JOIN sections s ON s.id = m.section_id JOIN pages p ON p.id = s.page_id"
            " WHERE m.card_id = ? ORDER BY p.id, s.position, m.id",
            (card_id,),
        ),
        add_card_data(db, editions, card_id, answer),
        card_commentary(db, card_id),
    )
    answer["lists"] = [
        {"page": r[0], "section": r[1], "position": r[2] + 1, "note": r[3], "url": r[4]}
        for r in lists
    ]
    answer["mentions"] = [
        {"page": r[0], "section_path": json.loads(r[1]), "text": r[2], "url": r[3]}
        for r in mentions
    ]
    if commentary:
        answer["commentary"] = commentary
    return answer
