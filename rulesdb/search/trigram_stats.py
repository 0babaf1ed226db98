"""What the trigram index says about a question's terms, asked of the database once and
remembered, since questions share most of their terms and the database does not change while it
is searched (a refresh opens a new one): each trigram's document frequency, the trigrams that
continue a word too short for the index, the documents that say a phrase, and from these how
rare a keyword is in the whole corpus."""

from __future__ import annotations

import math
from collections.abc import Iterable
from typing import Any

import aiosqlite

from rulesdb.search import statements
from rulesdb.text.fts_query import match_expression, phrase_expression
from rulesdb.text.normalize import fold

# Bounds of what is remembered: past them the memory is cleared and filled again.
FREQUENCY_CACHE = 200_000
# The casual table's phrases number under a hundred; a card's text adds none of its own.
PHRASES_REMEMBERED = 500
SHORT_WORD_TRIGRAMS = 12
# Trigrams asked for in one statement, well under SQLite's bound on a statement's parameters.
GRAMS_A_STATEMENT = 500
# The shortest documents holding the rules' wording of a casual phrase ("0 or less life"):
# BM25 ranks a short rule that says it first, and that is the rule that states it.
PHRASE_CANDIDATES = 20


class TrigramStats:
    def __init__(self, db: aiosqlite.Connection, documents: int) -> None:
        self.db = db
        self.documents = documents
        self._frequency: dict[str, int] = {}
        self._continued: dict[str, list[str]] = {}
        self._phrases: dict[str, list[Any]] = {}
        # (how many rules matched, counted up to how many): a count that reached its cap is
        # only a lower bound for a larger one.
        self._rules_counted: dict[tuple[str, str], tuple[int, int]] = {}
        self._texts: dict[str, list[str]] = {}

    async def frequencies(self, grams: list[str]) -> dict[str, int]:
        """Document frequency of each trigram."""
        missing = list(dict.fromkeys(g for g in grams if g not in self._frequency))
        if missing:
            if len(self._frequency) > FREQUENCY_CACHE:
                self._frequency.clear()
            found = dict.fromkeys(missing, 0)
            for start in range(0, len(missing), GRAMS_A_STATEMENT):
                chunk = missing[start : start + GRAMS_A_STATEMENT]
                found.update(await statements.trigram_frequencies(self.db, chunk))
            self._frequency.update(found)
        return {g: self._frequency[g] for g in grams}

    async def continuations(self, words: list[str]) -> list[str]:
        """Trigrams that start with words too short for the trigram index (`毒`, `投了`): a
        range scan of the trigram table's key, never a scan of the documents. The commonest
        continuations come first: `毒か` (毒カウンター) says more than `毒の杯`."""
        grams: list[str] = []
        for word in words[:4]:
            if word not in self._continued:
                rows = await statements.trigrams_starting(self.db, word, SHORT_WORD_TRIGRAMS)
                if len(self._continued) > FREQUENCY_CACHE:
                    self._continued.clear()
                self._continued[word] = [term for term, _ in rows]
                self._frequency.update(dict(rows))
            grams.extend(self._continued[word])
        return grams

    async def rules_quoting(self, words: str, enough: int) -> int:
        """How many of the rules and glossary entries hold the words (up to `enough`), spaced or
        hyphenated ("two headed giant" is "Two-Headed Giant", folded "twoーheaded giant"),
        remembered per words."""
        parts = fold(words).split()
        joins = [""]
        for part in parts:
            joins = [f"{j}{sep}{part}" if j else part for j in joins for sep in (" ", "ー")]
        expressions = [e for e in dict.fromkeys(phrase_expression(j) for j in joins) if e]
        return await self._rules_matching(("quoting", words), " OR ".join(expressions), enough)

    async def rules_texts_quoting(self, words: str, limit: int) -> list[str]:
        """Up to `limit` English rules and glossary entries holding the words, as printed (in
        their own case), remembered per words."""
        if words not in self._texts:
            expression = phrase_expression(fold(words))
            found = (
                await statements.rule_texts_matching(self.db, expression, limit)
                if expression
                else []
            )
            if len(self._texts) >= PHRASES_REMEMBERED:
                self._texts.clear()
            self._texts[words] = found
        return self._texts[words]

    async def rules_saying(self, word: str, enough: int) -> int:
        """How many of the rules and glossary entries say a word too short for the index (up to
        `enough`): those holding one of the commonest trigrams it begins, remembered per word."""
        known = self._counted(("saying", word), enough)
        if known is not None:
            return known
        expression = match_expression(await self.continuations([word]))
        return await self._rules_matching(("saying", word), expression or "", enough)

    async def _rules_matching(self, key: tuple[str, str], expression: str, enough: int) -> int:
        """How many rules match `expression` (0 for none, up to `enough`), remembered under
        `key`: questions share their words, and the database does not change under these
        statistics."""
        known = self._counted(key, enough)
        if known is not None:
            return known
        count = await statements.rules_matching(self.db, expression, enough) if expression else 0
        if len(self._rules_counted) > PHRASES_REMEMBERED:
            self._rules_counted.clear()
        self._rules_counted[key] = (count, enough)
        return count

    def _counted(self, key: tuple[str, str], enough: int) -> int | None:
        """The remembered count up to `enough`, None when it was counted to a lower cap and
        reached it (then it may be more)."""
        if key not in self._rules_counted:
            return None
        count, cap = self._rules_counted[key]
        if count < cap or enough <= cap:
            return min(count, enough)
        return None

    async def phrase_rows(self, phrase: str) -> list[Any]:
        """The shortest documents that say a rules' phrase, with their BM25 rank last. The
        phrases' common trigrams make this the dearest query of a search when asked afresh."""
        if phrase not in self._phrases:
            expression = phrase_expression(phrase)
            found: list[Any] = []
            if expression is not None:
                found = await statements.phrase_documents(self.db, expression, PHRASE_CANDIDATES)
            if len(self._phrases) >= PHRASES_REMEMBERED:
                self._phrases.clear()
            self._phrases[phrase] = found
        return self._phrases[phrase]

    async def rarity(self, words: Iterable[str]) -> dict[str, float]:
        """How rare each word is in the whole corpus, in [0, 1], from the document frequency of
        its rarest trigram: an upper bound on the word's own frequency. Words too short for a
        trigram are left out (weighed as rare).

        Every trigram of every word is asked for, not only those the search chose: a word's
        rarity read from whichever of its trigrams earlier questions had asked made the same
        question rank differently as a process aged."""
        total = math.log(self.documents + 1) or 1.0
        grams_of = {word: [word[i : i + 3] for i in range(len(word) - 2)] for word in words}
        frequency = await self.frequencies([g for grams in grams_of.values() for g in grams])
        return {
            word: math.log((self.documents + 1) / (min(frequency[g] for g in grams) + 1)) / total
            for word, grams in grams_of.items()
            if grams
        }
