"""Looking a rule up by number in any edition, with its text in both languages, its family, its
examples, its numbers in the other editions and where it is quoted.

The steps live beside it: where a number is printed (rule_placement), what is read
(rule_reads), the answers composed (rule_answers), suggestions for a number that is nowhere
(rule_suggestions)."""

from __future__ import annotations

from collections.abc import Sequence

import aiosqlite

from rulesdb.answers import RuleAnswer, RuleBrief
from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.lookup.earlier_meanings import earlier_meanings
from rulesdb.lookup.rule_answers import rule_answer, rule_brief
from rulesdb.lookup.rule_languages import borrowed_texts
from rulesdb.lookup.rule_placement import RulePlacement, is_chapter
from rulesdb.lookup.rule_reads import read_printings, read_related
from rulesdb.lookup.rule_rows import PlacedRule, RuleRows
from rulesdb.lookup.rule_suggestions import RuleSuggestions
from rulesdb.text.rule_numbers import parse_rule_number, sort_key


class RuleNotFoundError(NotInDatabaseError):
    """No rule of that number (in that edition)."""


RuleLookupError = NotInDatabaseError | BadLookupError
RuleOutcome = RuleAnswer | RuleLookupError  # a lookup's answer, or the error it raises


async def load_rule_numbers(db: aiosqlite.Connection) -> list[str]:
    """Every rule number of every edition, in the rules' order."""
    rows = await db.execute_fetchall("SELECT DISTINCT number FROM rules")
    return sorted((r[0] for r in rows), key=sort_key)


class RulesLookup:
    def __init__(
        self, db: aiosqlite.Connection, editions: Editions, numbers: list[str] | None = None
    ) -> None:
        """`numbers`: every rule number (load_rule_numbers), or None to read them from `db` at
        the first suggestion: only a number that is nowhere needs them, and reading and sorting
        them cost every lookup's start a few milliseconds."""
        self.db = db
        self.editions = editions
        self._placement = RulePlacement(editions)
        self._suggestions = None if numbers is None else RuleSuggestions(numbers)

    @property
    def numbers_loaded(self) -> bool:
        return self._suggestions is not None

    async def suggestions(self, text: str, limit: int = 5) -> list[str]:
        if self._suggestions is None:
            self._suggestions = RuleSuggestions(await load_rule_numbers(self.db))
        return self._suggestions.suggest(text, limit)

    async def lookup(self, text: str, *, edition: str | None = None) -> RuleAnswer:
        """Rule `text` in `edition` (when given, else the edition it most likely means);
        RuleNotFoundError with suggestions, BadLookupError for a malformed number or edition."""
        (outcome,) = await self.lookup_many([text], edition=edition)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    async def lookup_many(
        self, texts: Sequence[str], *, edition: str | None = None
    ) -> list[RuleOutcome]:
        """Each of `texts` as `lookup` answers it: the answer, or the error it would raise.

        A walkthrough cites two dozen rules: they are read in at most four round trips in all
        (every printing of the numbers, of the numbers they are renumbered to, then the
        examples, quoting pages, children and neighbours of all of them) instead of two or
        three each, each waiting its turn on a busy event loop."""
        placed, rows = await self._placed_many(texts, edition, suggest=True)
        found = [p for p in placed if isinstance(p, PlacedRule)]
        wiki_numbers = [self._wiki_number(p) for p in found]
        related = dict(
            zip(map(id, found), await read_related(self.db, found, wiki_numbers), strict=True)
        )
        # Only a lookup without an edition says what its number meant before: one given an
        # edition asked for that edition's rule.
        earlier = await earlier_meanings(
            self.db, found if edition is None else [], rows, self._placement
        )
        notes = dict(zip(map(id, found), earlier, strict=False))
        borrowed = dict(
            zip(map(id, found), await borrowed_texts(self.db, found, self.editions), strict=True)
        )
        return [
            rule_answer(p, related[id(p)], self.editions, borrowed[id(p)], notes.get(id(p)))
            if isinstance(p, PlacedRule)
            else p
            for p in placed
        ]

    def _wiki_number(self, found: PlacedRule) -> tuple[str, str] | None:
        """The rule's (edition, number) in the wiki's edition, when the answer is printed in
        another (the wiki's pages quote that one). Not for a chapter: the wiki quotes only its
        heading."""
        wiki = self.editions.wiki_edition
        if wiki is None or found.edition == wiki or is_chapter(found.number):
            return None
        number = self.editions.number_in(found.number, found.edition, wiki)
        return (wiki, number) if number is not None else None

    async def briefs_many(
        self, texts: Sequence[str], *, edition: str | None = None
    ) -> list[RuleBrief | RuleLookupError]:
        """What `lookup_many` answers of each rule that a walkthrough shows (its number and text
        in the edition, its numbers in the others), without reading what only `lookup` shows
        (examples, quoting pages, family) and without suggestions for the ones not found."""
        placed, _ = await self._placed_many(texts, edition, suggest=False)
        found = [p for p in placed if isinstance(p, PlacedRule)]
        borrowed = dict(
            zip(map(id, found), await borrowed_texts(self.db, found, self.editions), strict=True)
        )
        return [
            rule_brief(p, self.editions, borrowed[id(p)]) if isinstance(p, PlacedRule) else p
            for p in placed
        ]

    async def _placed_many(
        self, texts: Sequence[str], edition: str | None, *, suggest: bool
    ) -> tuple[list[PlacedRule | RuleLookupError], dict[str, RuleRows]]:
        """Where each of `texts` is printed, or why it cannot be answered, and every printing
        read: of the numbers, then of the numbers they are renumbered to, in two round trips.
        Without an edition a number means the current edition's rule (`Editions.current`)."""
        edition_error = self._placement.edition_error(edition)
        numbers = [parse_rule_number(text) for text in texts]
        asked = [n for n in numbers if n is not None] if edition_error is None else []
        rows = await read_printings(self.db, asked)
        target = edition or self.editions.current
        if target is not None:
            renumbered = (self._placement.renumberings(n, target, rows[n]) for n in asked)
            targets = [target for pairs in renumbered for _, target in pairs]
            rows.update(await read_printings(self.db, [t for t in targets if t not in rows]))
        placed: list[PlacedRule | RuleLookupError] = []
        for text, number in zip(texts, numbers, strict=True):
            if number is None:
                placed.append(
                    BadLookupError(
                        f"'{text.strip()[:50]}' is not a rule number (try 724.5a or CR 104.3)",
                        "number",
                    )
                )
            else:
                placed.append(
                    edition_error or await self._place(number, edition, rows, suggest=suggest)
                )
        return placed, rows

    async def _place(
        self, number: str, edition: str | None, rows: dict[str, RuleRows], *, suggest: bool = True
    ) -> PlacedRule | RuleNotFoundError:
        """Where the answer to `number` is printed (`rows` holds every printing it can be).
        `suggest`: say which numbers it may have meant when it is nowhere."""

        async def suggestions() -> list[str]:
            return await self.suggestions(number) if suggest else []

        placement, own = self._placement, rows[number]
        if edition is None:
            current = self.editions.current
            in_current = self._in_edition(number, current, rows) if current else None
            # A number the current edition neither prints nor renumbers: its newest holder.
            chosen = placement.choose_edition(number, list(own))
            if in_current is not None or chosen is None:
                return in_current or RuleNotFoundError(
                    f"rule {number} not found", await suggestions()
                )
            return placement.found(number, chosen, own)
        found = self._in_edition(number, edition, rows)
        if found is not None:
            return found
        holders = placement.preferred_holders(list(own))
        where = f" (it is in {', '.join(sorted(holders))})" if holders else ""
        return RuleNotFoundError(
            f"rule {number} not found in edition {edition}{where}",
            [] if holders else await suggestions(),
        )

    def _in_edition(
        self, number: str, edition: str, rows: dict[str, RuleRows]
    ) -> PlacedRule | None:
        """`number` printed in `edition`, else the rule it named elsewhere, renumbered there."""
        placement, own = self._placement, rows[number]
        if placement.printings(edition, own):
            return placement.found(number, edition, own)
        for origin, target in placement.renumberings(number, edition, own):
            if placement.printings(edition, rows[target]):
                return placement.found(target, edition, rows[target], origin=(origin, number))
        return None
