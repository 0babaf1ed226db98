"""The named cards' data (names, text, rulings: `rulesdb.search.card_context`), read from the
database once a card and remembered: the cards players ask about come back question after
question, and reading one cost a question two round trips to the database's thread. The database
does not change while it is searched (a refresh opens a new one, with a new searcher and so a
new memory of its own)."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from rulesdb.search.card_context import CARDS_REMEMBERED, CardContext, load_card_context


class CardReads:
    def __init__(self, db: aiosqlite.Connection, remembered: int = CARDS_REMEMBERED) -> None:
        self.db = db
        self.remembered = remembered
        # ref -> its card data (None: the ref has none, a wiki card only)
        self._contexts: dict[str, CardContext | None] = {}

    def __len__(self) -> int:
        """How many cards' data are remembered."""
        return len(self._contexts)

    async def contexts(self, refs: Sequence[str]) -> list[CardContext]:
        """`load_card_context`'s answer: the card data of the refs, in the order given, a card
        without card data left out."""
        known = {ref: self._contexts[ref] for ref in refs if ref in self._contexts}
        missing = list(dict.fromkeys(ref for ref in refs if ref not in known))
        if missing:
            found = {context.ref: context for context in await load_card_context(self.db, missing)}
            if len(self._contexts) + len(missing) > self.remembered:
                self._contexts.clear()
            for ref in missing:
                known[ref] = found.get(ref)
                if len(missing) <= self.remembered:
                    self._contexts[ref] = known[ref]
        return [context for ref in refs if (context := known[ref]) is not None]
