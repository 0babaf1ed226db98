"""A card by its exact name, read from the names stored when the cards were written
(rulesdb.derived.card_names): one indexed read, without NumPy or the index of every name."""

from __future__ import annotations

import sqlite3

import aiosqlite

# Which cards the stored names were built from: "count:largest id".
BUILT_FROM = "SELECT count(*) || ':' || coalesce(max(id), 0) FROM cards"


async def card_named(db: aiosqlite.Connection, folded: str) -> str | None:
    """The card a name folded with `fold_name` names exactly (the index's `exact`), read from
    the stored names alone; None when none does or the stored names are not the cards'."""
    try:
        found = await db.execute_fetchall(
            "SELECT e.ref FROM card_exact_names e, card_names n"
            f" WHERE e.folded = ? AND n.part = 'cards' AND n.text = ({BUILT_FROM})",
            (folded,),
        )
    except sqlite3.Error:
        return None
    return next((str(ref) for (ref,) in found), None)
