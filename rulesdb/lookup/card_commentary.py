"""A card's own wiki page as its commentary: the page's opening text, quoted as written."""

from __future__ import annotations

import asyncio

import aiosqlite

from rulesdb.answers import CardCommentary

# Enough for the wiki's explanation of a card (its lead and first paragraphs) in one answer;
# passages are never cut, so the quote stays exactly as written.
COMMENTARY_CHARS = 1200


async def card_commentary(db: aiosqlite.Connection, card_id: int) -> list[CardCommentary]:
    pages = await db.execute_fetchall(
        "SELECT p.id, p.title, p.url, p.lead FROM card_pages c JOIN pages p ON p.id = c.page_id"
        " WHERE c.card_id = ? ORDER BY p.id",
        (card_id,),
    )
    found: list[CardCommentary] = []
    every_passages = await asyncio.gather(
        *(
            db.execute_fetchall(
                "SELECT x.text FROM passages x JOIN sections s ON s.id = x.section_id"
                " WHERE s.page_id = ? ORDER BY s.position, x.position",
                (page[0],),
            )
            for page in pages
        )
    )
    for (_, title, url, lead), passages in zip(pages, every_passages, strict=True):
        parts = [lead] if lead else []
        for (text,) in passages:
            if parts and sum(len(part) for part in parts) + len(text) > COMMENTARY_CHARS:
                break
            parts.append(text)
        found.append({"page": title, "url": url, "text": "\n".join(parts)})
    return found
