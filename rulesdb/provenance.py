"""Where the database's contents came from: the wiki pages it holds and when it was built (the
editions and their rules files are in `rulesdb.editions`)."""

from __future__ import annotations

from dataclasses import dataclass

import aiosqlite


@dataclass(frozen=True)
class PageSource:
    title: str
    url: str


@dataclass(frozen=True)
class Provenance:
    built_at: str | None
    pages: list[PageSource]


async def load_provenance(db: aiosqlite.Connection) -> Provenance:
    pages = await db.execute_fetchall("SELECT title, url FROM pages ORDER BY id")
    built = await db.execute_fetchall("SELECT value FROM meta WHERE key = 'built_at'")
    return Provenance(
        built_at=next(iter(built))[0] if built else None,
        pages=[PageSource(title, url) for title, url in pages],
    )
