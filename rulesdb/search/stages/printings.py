"""The printings of rules (every edition and language of a rule's ref), read from the database
once and remembered: the stages read the printings of the best rules of every question (their
other language, their current numbering, the rules an example or a wiki section lends to), and
questions share most of those rules. The database does not change while it is searched (a
refresh opens a new one, with a new searcher and so a new memory of its own)."""

from __future__ import annotations

from collections.abc import Collection, Mapping
from typing import Any

import aiosqlite

from rulesdb.search import statements
from rulesdb.search.stages.candidates import Candidate

# Refs remembered: past this the memory is cleared and filled again. A database holds about
# 3,500 rule numbers an edition; a ref's printings are a few rows of a few kilobytes.
PRINTINGS_REMEMBERED = 4096
_ID, _REF, _LANG = 0, 1, 4  # of a row of statements.DOCUMENT_COLUMNS


class RulePrintings:
    def __init__(self, db: aiosqlite.Connection, remembered: int = PRINTINGS_REMEMBERED) -> None:
        self.db = db
        self.remembered = remembered
        # ref -> the rows of its printings, by document id (a ref no rule has: none)
        self._rows: dict[str, tuple[Any, ...]] = {}

    def __len__(self) -> int:
        """How many refs' printings are remembered."""
        return len(self._rows)

    async def read(self, refs_by_lang: Mapping[str | None, Collection[str]]) -> list[Candidate]:
        """The printings (unscored) of the rules with the refs given for each language (None:
        in every language), in the order `statements.rule_printings` gives them: each
        language's refs in their sorted order, a ref's printings by document id, a printing
        once."""
        refs = {ref for wanted in refs_by_lang.values() for ref in wanted}
        rows_of = {ref: self._rows[ref] for ref in refs if ref in self._rows}
        missing = sorted(refs - rows_of.keys())
        if missing:
            found: dict[str, list[Any]] = {ref: [] for ref in missing}
            for row in await statements.rule_printings(self.db, {None: missing}):
                found[row[_REF]].append(row)
            if len(self._rows) + len(missing) > self.remembered:
                self._rows.clear()
            keep = len(missing) <= self.remembered
            for ref, rows in found.items():
                rows_of[ref] = tuple(sorted(rows, key=lambda row: row[_ID]))
                if keep:
                    self._rows[ref] = rows_of[ref]
        printings: list[Candidate] = []
        seen: set[int] = set()
        for lang, wanted in refs_by_lang.items():
            for ref in sorted(set(wanted)):
                for row in rows_of[ref]:
                    if (lang is None or row[_LANG] == lang) and row[_ID] not in seen:
                        seen.add(row[_ID])
                        printings.append(Candidate.from_row(row))
        return printings

    async def rules(self, refs: Collection[str]) -> list[Candidate]:
        """Every printing (edition, language) of the rules with these refs, unscored."""
        return await self.read({None: refs})
