"""A card by its exact name, read from the names stored when the cards were written
(rulesdb.derived.card_names): one indexed read, without NumPy or the index of every name."""

from __future__ import annotations

import sqlite3

import aiosqlite

# Which cards the stored names were built from: "count:largest id".
BUILT_FROM = "SELECT count(*) || ':' || coalesce(max(id), 0) FROM cards"


async def exact_names_current(db: aiosqlite.Connection) -> bool:
    """Whether the stored names were built from the cards the database holds now (counting
    them reads every card: 3 ms with 30,000, so an open database asks once)."""
    try:
        rows = await db.execute_fetchall(
            f"SELECT 1 FROM card_names WHERE part = 'cards' AND text = ({BUILT_FROM})"
        )
    except sqlite3.Error:
        return False
    return bool(rows)


async def card_named(db: aiosqlite.Connection, folded: str) -> str | None:
    """The card a name folded with `fold_name` names exactly (the index's `exact`), read from
    the stored names alone (which `exact_names_current` must have found current); None when
    none does."""
    try:
        found = await db.execute_fetchall(
            "SELECT ref FROM card_exact_names WHERE folded = ?", (folded,)
        )
    except sqlite3.Error:
        return None
    return next((str(ref) for (ref,) in found), None)
