"""Looking a rule up by number in any edition, with its text in both languages, its family, its
examples, its numbers in the other editions and where it is quoted."""

from __future__ import annotations

import bisect
import heapq
import re
from dataclasses import dataclass, field
from typing import Any

import aiosqlite
from rapidfuzz import fuzz

from rulesdb.answers import OtherEdition, PageSource, RuleAnswer, RuleSource
from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.rule_numbers import parse_rule_number, sort_key

EDITION_FORMAT = re.compile(r"[0-9]{8}")


class RuleNotFoundError(NotInDatabaseError):
    """No rule of that number (in that edition)."""


def _shared_start(a: str, b: str) -> int:
    count = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        count += 1
    return count


async def load_rule_numbers(db: aiosqlite.Connection) -> list[str]:
    """Every rule number of every edition, in the rules' order."""
    rows = await db.execute_fetchall("SELECT DISTINCT number FROM rules")
    return sorted((r[0] for r in rows), key=sort_key)


class RulesLookup:
    def __init__(self, db: aiosqlite.Connection, editions: Editions, numbers: list[str]) -> None:
        self.db = db
        self.editions = editions
        self.numbers = numbers
        # For suggestions: the numbers sharing a start with a text are a range of these.
        self._lexical = sorted(numbers)
        self._position = {number: position for position, number in enumerate(numbers)}

    def _choose_edition(self, number: str, holders: list[tuple[str, str]]) -> str | None:
        if _is_chapter(number):
            # A chapter ("7. Additional Rules") is numbered alike in every edition: the wiki's
            # quoted heading has no children of its own, so the newest rules file answers.
            printed = [self.editions.get(edition, lang) for edition, lang in holders]
            from_files = [e.edition for e in printed if e is not None and not e.is_wiki_quote]
            if from_files:
                return max(from_files)
        # The wiki's edition wins for the numbers it quotes; otherwise the newest edition.
        quoted = sorted(edition for edition, _ in holders if edition in self.editions.wiki_quoted)
        if quoted:
            return quoted[-1]
        return max((edition for edition, _ in holders), default=None)

    def _preferred_holders(self, holders: list[tuple[str, str]]) -> list[str]:
        """The editions holding a number, the one it most likely means first (as a lookup
        without an edition would choose)."""
        return sorted(
            {e for e, _ in holders},
            key=lambda e: (self.editions.numbering_rank(e), e in self.editions.wiki_quoted, e),
            reverse=True,
        )

    def _check_edition(self, edition: str) -> None:
        known = ", ".join(self.editions.names())
        if not EDITION_FORMAT.fullmatch(edition):
            raise BadLookupError(
                f"'{edition[:20]}' is not a rules edition: give its date as YYYYMMDD"
                f" (loaded: {known})",
                "edition",
            )
        if not self.editions.has(edition):
            raise BadLookupError(f"no rules edition {edition} (loaded: {known})", "edition")

    def _sharing_start(self, wanted: str, limit: int) -> list[str]:
        """Every number sharing at least k characters with the start of `wanted`, for the
        largest k that gives `limit` of them (all numbers when fewer share even one): the
        numbers the best `limit` by shared start are among, found by bisection."""
        found: dict[str, None] = {}
        for length in range(len(wanted), 0, -1):
            start = wanted[:length]
            first = bisect.bisect_left(self._lexical, start)
            last = bisect.bisect_left(self._lexical, start + "\U0010ffff", first)
            found.update(dict.fromkeys(self._lexical[first:last]))
            if len(found) >= limit:
                return list(found)
        return self.numbers

    async def suggestions(self, text: str, limit: int = 5) -> list[str]:
        wanted = parse_rule_number(text) or text.strip().lower()
        # Numbers sharing the longest start with what was typed are the likeliest meant
        # (724.9 -> 724.5, 724.6); fuzzy similarity breaks the ties and catches transpositions.
        # Only the numbers that can be among the best are scored: a walkthrough citing rules
        # missing from an edition asks for suggestions a dozen times.
        scored = []
        for number in self._sharing_start(wanted, limit):
            shared = _shared_start(number, wanted)
            scored.append((-shared, -fuzz.ratio(number, wanted), self._position[number]))
        best = heapq.nsmallest(limit, scored)
        return [
            self.numbers[position] for shared, ratio, position in best if -shared > 0 or -ratio > 60
        ]

    async def lookup(self, text: str, *, edition: str | None = None) -> RuleAnswer:
        number = parse_rule_number(text)
        if number is None:
            raise BadLookupError(
                f"'{text.strip()[:50]}' is not a rule number (try 724.5a or CR 104.3)", "number"
            )
        if edition is not None:
            self._check_edition(edition)
        rows = await self._rows(number)
        if edition is None:
            chosen = self._choose_edition(number, list(rows))
            if chosen is None:
                raise RuleNotFoundError(f"rule {number} not found", await self.suggestions(number))
            return await self._answer(number, chosen, rows)
        if self._printings(edition, rows):
            return await self._answer(number, edition, rows)
        return await self._renumbered(number, edition, rows)

    async def _rows(self, number: str) -> dict[tuple[str, str], _RuleRow]:
        """Every printing of the number, in every edition and language: one round trip."""
        return {
            (row[1], row[2]): _RuleRow(*row)
            for row in await self.db.execute_fetchall(
                "SELECT id, edition, lang, parent, text, position FROM rules WHERE number = ?",
                (number,),
            )
        }

    async def _renumbered(
        self, number: str, edition: str, rows: dict[tuple[str, str], _RuleRow]
    ) -> RuleAnswer:
        """The rule `number` names elsewhere, under its number in `edition` (the lineage knows
        724.5a of 2023 is 728.5a in 2026); RuleNotFoundError when `edition` lacks the rule."""
        holders = self._preferred_holders(list(rows))
        for origin in holders:
            target = self.editions.number_in(number, origin, edition)
            if target is None:
                continue
            target_rows = await self._rows(target)
            if self._printings(edition, target_rows):
                answer = await self._answer(target, edition, target_rows)
                answer["renumbered_from"] = {"edition": origin, "number": number}
                return answer
        where = f" (it is in {', '.join(sorted(holders))})" if holders else ""
        raise RuleNotFoundError(
            f"rule {number} not found in edition {edition}{where}",
            [] if holders else await self.suggestions(number),
        )

    def _printings(
        self, edition: str, rows: dict[tuple[str, str], _RuleRow]
    ) -> dict[str, tuple[str, _RuleRow]]:
        """The rule's text in each language: from the edition itself, or from the edition that
        prints the same numbering in the other language."""
        langs = self.editions.langs_of(edition)
        primary = "ja" if "ja" in langs else langs[0]
        found: dict[str, tuple[str, _RuleRow]] = {}
        for lang in ("ja", "en"):
            location = (edition, lang)
            if lang not in langs:
                twin = self.editions.numbering_twin(edition, primary)
                if twin is None or twin.lang != lang:
                    continue
                location = (twin.edition, twin.lang)
            row = rows.get(location)
            if row is not None:
                found[lang] = (location[0], row)
        return found

    async def _answer(
        self, number: str, edition: str, rows: dict[tuple[str, str], _RuleRow]
    ) -> RuleAnswer:
        printings = self._printings(edition, rows)
        # The edition's own printing; else its twin's (the same numbering, other language).
        own = next(((lang, row) for lang, (ed, row) in printings.items() if ed == edition), None)
        own = own or next(((lang, row) for lang, (_, row) in printings.items()), None)
        related = await self._related(number, edition, printings, own)
        other_editions: list[OtherEdition] = [
            {"edition": other.edition, "number": other.number}
            for other in self.editions.other_numbers(edition, number)
        ]
        examples: dict[str, list[str]] = {
            lang: related.examples.get(row.id, []) for lang, (_, row) in printings.items()
        }
        sources: list[RuleSource] = []
        for lang, (printed_in, row) in printings.items():
            sources += related.pages.get(row.id, [])
            printed = self.editions.get(printed_in, lang)
            if printed is not None and printed.locator:
                sources.append(
                    {
                        "document": f"Comprehensive Rules {printed_in} ({lang})",
                        "locator": printed.locator,
                    }
                )
        return {
            "ref": f"rule:{number}",
            "number": number,
            "edition": edition,
            "text": {
                "ja": printings["ja"][1].text if "ja" in printings else None,
                "en": printings["en"][1].text if "en" in printings else None,
            },
            "parent": own[1].parent if own else None,
            "children": sorted(related.children, key=sort_key),
            "examples": examples.get("en") or examples.get("ja") or [],
            "examples_i18n": {"ja": examples.get("ja", []), "en": examples.get("en", [])},
            "other_editions": other_editions,
            "sources": sources,
            "previous": related.previous,
            "next": related.next,
        }

    async def _related(
        self,
        number: str,
        edition: str,
        printings: dict[str, tuple[str, _RuleRow]],
        own: tuple[str, _RuleRow] | None,
    ) -> _Related:
        """Examples, quoting pages, children and neighbours: one round trip."""
        ids = [row.id for _, row in printings.values()] or [-1]
        marks = ",".join("?" * len(ids))
        parts = [
            f"SELECT 'example', rule_id, text, NULL FROM rule_examples WHERE rule_id IN ({marks})",
            "SELECT 'page', q.rule_id, p.title, p.url FROM rule_quotes q JOIN pages p"
            f" ON p.id = q.page_id WHERE q.rule_id IN ({marks})",
        ]
        params: list[Any] = [*ids, *ids]
        for lang, (printed_in, _) in printings.items():
            parts.append(
                "SELECT 'child', NULL, lang, number FROM rules"
                " WHERE edition = ? AND lang = ? AND parent = ?"
            )
            params += [printed_in, lang, number]
        if own is not None:
            lang, row = own
            parts.append(
                "SELECT * FROM (SELECT 'previous', NULL, NULL, number FROM rules WHERE edition = ?"
                " AND lang = ? AND position < ? ORDER BY position DESC LIMIT 1)"
            )
            parts.append(
                "SELECT * FROM (SELECT 'next', NULL, NULL, number FROM rules WHERE edition = ?"
                " AND lang = ? AND position > ? ORDER BY position LIMIT 1)"
            )
            params += [row.edition, lang, row.position, row.edition, lang, row.position]
        related = _Related()
        for tag, rule_id, first, second in await self.db.execute_fetchall(
            " UNION ALL ".join(parts), params
        ):
            if tag == "example":
                related.examples.setdefault(rule_id, []).append(first)
            elif tag == "page":
                related.pages.setdefault(rule_id, []).append({"page": first, "url": second})
            elif tag == "child":
                related.children.add(second)
            elif tag == "previous":
                related.previous = second
            elif tag == "next":
                related.next = second
        return related


def _is_chapter(number: str) -> bool:
    return len(number) == 1


@dataclass(frozen=True)
class _RuleRow:
    id: int
    edition: str
    lang: str
    parent: str | None
    text: str
    position: int


@dataclass
class _Related:
    examples: dict[int, list[str]] = field(default_factory=dict)
    pages: dict[int, list[PageSource]] = field(default_factory=dict)
    children: set[str] = field(default_factory=set)
    previous: str | None = None
    next: str | None = None
