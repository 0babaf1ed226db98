"""The named cards' data (names, text, rulings: `rulesdb.search.card_context`), read from the
database once a card and remembered: the cards players ask about come back question after
question, and reading one cost a question two round trips to the database's thread. The database
does not change while it is searched (a refresh opens a new one, with a new searcher and so a
new memory of its own).

A card the card data lacks (a wiki card only) still says something: the wiki's lists it is on
(「敗北条件カード一覧」, the cards whose effect makes a player lose) and the wiki's note beside it.
Their rules' phrases (rulesdb.text.casual_words) stand for the text the card data would give."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from rulesdb.search import statements
from rulesdb.search.card_context import CARDS_REMEMBERED, CardContext, load_card_context
from rulesdb.text.casual_words import stated_phrases
from rulesdb.text.normalize import fold


class CardReads:
    def __init__(self, db: aiosqlite.Connection, remembered: int = CARDS_REMEMBERED) -> None:
        self.db = db
        self.remembered = remembered
        # ref -> its card data (None: the ref has none, a wiki card only)
        self._contexts: dict[str, CardContext | None] = {}
        # ref of a card without card data -> the rules' phrases of the wiki's lists it is on
        self._listed: dict[str, tuple[str, ...]] = {}

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

    async def listed_phrases(self, refs: Sequence[str]) -> list[str]:
        """The rules' phrases, folded, that the wiki's lists and notes say of the cards of
        `refs` that have no card data, once each (a card with data says them by its text)."""
        missing = [ref for ref in dict.fromkeys(refs) if ref not in self._listed]
        if missing:
            said: dict[str, list[str]] = {ref: [] for ref in missing}
            for ref, title, note in await statements.wiki_card_lists(self.db, missing):
                said[str(ref)].append(f"{title} {note}")
            if len(self._listed) + len(missing) > self.remembered:
                self._listed.clear()
            for ref, texts in said.items():
                phrases = stated_phrases(fold(" ".join(texts))) if texts else []
                self._listed[ref] = tuple(fold(phrase) for phrase in phrases)
        found = [phrase for ref in refs for phrase in self._listed.get(ref, ())]
        return list(dict.fromkeys(found))
