"""Looking a rule up by number in any edition, with its text in both languages, its family, its
examples, its numbers in the other editions and where it is quoted."""

from __future__ import annotations

import bisect
import heapq
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple

import aiosqlite
from rapidfuzz import fuzz

from rulesdb.answers import PageSource, RuleAnswer, RuleBrief, RuleSource
from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError, NotInDatabaseError
from rulesdb.text.rule_numbers import parse_rule_number, sort_key

EDITION_FORMAT = re.compile(r"[0-9]{8}")
NUMBERS_PER_QUERY = 500  # far below SQLite's limit of bound parameters
RULES_PER_QUERY = 100  # at most 4 SELECTs each, under SQLite's 500 in a compound SELECT


class RuleNotFoundError(NotInDatabaseError):
    """No rule of that number (in that edition)."""


RuleLookupError = NotInDatabaseError | BadLookupError
RuleOutcome = RuleAnswer | RuleLookupError  # a lookup's answer, or the error it raises


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

    def _edition_error(self, edition: str | None) -> BadLookupError | None:
        """Why `edition` cannot be looked in, or None when it can (or is not given)."""
        if edition is None:
            return None
        known = ", ".join(self.editions.names())
        if not EDITION_FORMAT.fullmatch(edition):
            return BadLookupError(
                f"'{edition[:20]}' is not a rules edition: give its date as YYYYMMDD"
                f" (loaded: {known})",
                "edition",
            )
        if not self.editions.has(edition):
            return BadLookupError(f"no rules edition {edition} (loaded: {known})", "edition")
        return None

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
        placed = await self._placed_many(texts, edition, suggest=True)
        found = [p for p in placed if isinstance(p, _Found)]
        related = dict(zip(map(id, found), await self._related_of(found), strict=True))
        return [self._answer(p, related[id(p)]) if isinstance(p, _Found) else p for p in placed]

    async def briefs_many(
        self, texts: Sequence[str], *, edition: str | None = None
    ) -> list[RuleBrief | RuleLookupError]:
        """What `lookup_many` answers of each rule that a walkthrough shows (its number and text
        in the edition, its numbers in the others), without reading what only `lookup` shows
        (examples, quoting pages, family) and without suggestions for the ones not found."""
        placed = await self._placed_many(texts, edition, suggest=False)
        return [self._text(p) if isinstance(p, _Found) else p for p in placed]

    async def _placed_many(
        self, texts: Sequence[str], edition: str | None, *, suggest: bool
    ) -> list[_Found | RuleLookupError]:
        """Where each of `texts` is printed, or why it cannot be answered: every printing of
        the numbers, then of the numbers they are renumbered to, in two round trips."""
        edition_error = self._edition_error(edition)
        numbers = [parse_rule_number(text) for text in texts]
        asked = [n for n in numbers if n is not None] if edition_error is None else []
        rows = await self._rows_of(asked)
        if edition is not None:
            targets = [t for n in asked for _, t in self._renumberings(n, edition, rows[n])]
            rows.update(await self._rows_of([t for t in targets if t not in rows]))
        placed: list[_Found | RuleLookupError] = []
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
        return placed

    async def _rows_of(self, numbers: Sequence[str]) -> dict[str, _Rows]:
        """Every printing of each number, in every edition and language, by number."""
        found: dict[str, _Rows] = {number: {} for number in numbers}
        wanted = list(found)
        for start in range(0, len(wanted), NUMBERS_PER_QUERY):
            chunk = wanted[start : start + NUMBERS_PER_QUERY]
            for row in await self.db.execute_fetchall(
                "SELECT id, edition, lang, parent, text, position, number FROM rules"
                f" WHERE number IN ({','.join('?' * len(chunk))})",
                chunk,
            ):
                found[row[6]][(row[1], row[2])] = _RuleRow._make(row[:6])
        return found

    def _renumberings(self, number: str, edition: str, rows: _Rows) -> list[tuple[str, str]]:
        """(origin, number in `edition`) for a number `edition` does not print, from each
        edition holding it, the likeliest meant first (the lineage knows 724.5a of 2023 is
        728.5a in 2026)."""
        if self._printings(edition, rows):
            return []
        renumbered = []
        for origin in self._preferred_holders(list(rows)):
            target = self.editions.number_in(number, origin, edition)
            if target is not None:
                renumbered.append((origin, target))
        return renumbered

    async def _place(
        self, number: str, edition: str | None, rows: dict[str, _Rows], *, suggest: bool = True
    ) -> _Found | RuleNotFoundError:
        """Where the answer to `number` is printed (`rows` holds every printing it can be).
        `suggest`: say which numbers it may have meant when it is nowhere."""

        async def suggestions() -> list[str]:
            return await self.suggestions(number) if suggest else []

        own = rows[number]
        if edition is None:
            chosen = self._choose_edition(number, list(own))
            if chosen is None:
                return RuleNotFoundError(f"rule {number} not found", await suggestions())
            return self._found(number, chosen, own)
        if self._printings(edition, own):
            return self._found(number, edition, own)
        for origin, target in self._renumberings(number, edition, own):
            if self._printings(edition, rows[target]):
                return self._found(target, edition, rows[target], origin=(origin, number))
        holders = self._preferred_holders(list(own))
        where = f" (it is in {', '.join(sorted(holders))})" if holders else ""
        return RuleNotFoundError(
            f"rule {number} not found in edition {edition}{where}",
            [] if holders else await suggestions(),
        )

    def _found(
        self, number: str, edition: str, rows: _Rows, origin: tuple[str, str] | None = None
    ) -> _Found:
        printings = self._printings(edition, rows)
        # The edition's own printing; else its twin's (the same numbering, other language).
        own = next(((lang, row) for lang, (ed, row) in printings.items() if ed == edition), None)
        own = own or next(((lang, row) for lang, (_, row) in printings.items()), None)
        return _Found(number, edition, printings, own, origin)

    def _printings(self, edition: str, rows: _Rows) -> _Printings:
        """The rule's text in each language: from the edition itself, or from the edition that
        prints the same numbering in the other language."""
        langs = self.editions.langs_of(edition)
        primary = "ja" if "ja" in langs else langs[0]
        found: _Printings = {}
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

    def _text(self, found: _Found) -> RuleBrief:
        number, edition, printings = found.number, found.edition, found.printings
        return {
            "ref": f"rule:{number}",
            "number": number,
            "edition": edition,
            "text": {
                "ja": printings["ja"][1].text if "ja" in printings else None,
                "en": printings["en"][1].text if "en" in printings else None,
            },
            "other_editions": [
                {"edition": other.edition, "number": other.number}
                for other in self.editions.other_numbers(edition, number)
            ],
        }

    def _answer(self, found: _Found, related: _Related) -> RuleAnswer:
        number, edition, printings, own = found.number, found.edition, found.printings, found.own
        text = self._text(found)
        examples: dict[str, list[str]] = {
            lang: list(related.examples.get(row.id, [])) for lang, (_, row) in printings.items()
        }
        sources: list[RuleSource] = []
        for lang, (printed_in, row) in printings.items():
            sources += [
                {"page": page["page"], "url": page["url"]} for page in related.pages.get(row.id, [])
            ]
            printed = self.editions.get(printed_in, lang)
            if printed is not None and printed.locator:
                sources.append(
                    {
                        "document": f"Comprehensive Rules {printed_in} ({lang})",
                        "locator": printed.locator,
                    }
                )
        answer: RuleAnswer = {
            "ref": text["ref"],
            "number": number,
            "edition": edition,
            "text": text["text"],
            "parent": own[1].parent if own else None,
            "children": sorted(related.children, key=sort_key),
            "examples": examples.get("en") or examples.get("ja") or [],
            "examples_i18n": {"ja": examples.get("ja", []), "en": examples.get("en", [])},
            "other_editions": text["other_editions"],
            "sources": sources,
            "previous": related.previous,
            "next": related.next,
        }
        if found.origin is not None:
            origin, asked = found.origin
            answer["renumbered_from"] = {"edition": origin, "number": asked}
        return answer

    async def _related_of(self, found: list[_Found]) -> list[_Related]:
        """Examples, quoting pages, children and neighbours of each: one round trip for up to
        RULES_PER_QUERY rules (SQLite allows 500 terms in a compound SELECT)."""
        related = [_Related() for _ in found]
        for start in range(0, len(found), RULES_PER_QUERY):
            end = start + RULES_PER_QUERY
            await self._read_related(found[start:end], related[start:end])
        return related

    async def _read_related(self, found: list[_Found], into: list[_Related]) -> None:
        ids = sorted({row.id for f in found for _, row in f.printings.values()}) or [-1]
        marks = ",".join("?" * len(ids))
        parts = [
            "SELECT * FROM (SELECT 'example', rule_id, text, NULL FROM rule_examples"
            f" WHERE rule_id IN ({marks}) ORDER BY rule_id, position)",
            "SELECT * FROM (SELECT 'page', q.rule_id, p.title, p.url FROM rule_quotes q"
            f" JOIN pages p ON p.id = q.page_id WHERE q.rule_id IN ({marks})"
            " ORDER BY q.rule_id, q.page_id)",
        ]
        params: list[Any] = [*ids, *ids]
        for key, f in enumerate(found):
            for lang, (printed_in, _) in f.printings.items():
                parts.append(
                    "SELECT 'child', ?, lang, number FROM rules"
                    " WHERE edition = ? AND lang = ? AND parent = ?"
                )
                params += [key, printed_in, lang, f.number]
            if f.own is not None:
                lang, row = f.own
                parts.append(
                    "SELECT * FROM (SELECT 'previous', ?, NULL, number FROM rules WHERE edition = ?"
                    " AND lang = ? AND position < ? ORDER BY position DESC LIMIT 1)"
                )
                parts.append(
                    "SELECT * FROM (SELECT 'next', ?, NULL, number FROM rules WHERE edition = ?"
                    " AND lang = ? AND position > ? ORDER BY position LIMIT 1)"
                )
                params += [key, row.edition, lang, row.position]
                params += [key, row.edition, lang, row.position]
        examples: dict[int, list[str]] = {}
        pages: dict[int, list[PageSource]] = {}
        for tag, key, first, second in await self.db.execute_fetchall(
            " UNION ALL ".join(parts), params
        ):
            if tag == "example":
                examples.setdefault(key, []).append(first)
            elif tag == "page":
                pages.setdefault(key, []).append({"page": first, "url": second})
            elif tag == "child":
                into[key].children.add(second)
            elif tag == "previous":
                into[key].previous = second
            elif tag == "next":
                into[key].next = second
        for related in into:
            related.examples, related.pages = examples, pages


def _is_chapter(number: str) -> bool:
    return len(number) == 1


class _RuleRow(NamedTuple):
    """A printing of a rule; a tuple, as a walkthrough reads a hundred and more at once."""

    id: int
    edition: str
    lang: str
    parent: str | None
    text: str
    position: int


_Rows = dict[tuple[str, str], _RuleRow]  # a number's printings by (edition, lang)
_Printings = dict[str, tuple[str, _RuleRow]]  # lang -> (edition printed in, row)


@dataclass(frozen=True)
class _Found:
    """Where a lookup's answer is printed; `origin` is (edition, number) as asked when the
    answer is renumbered from it."""

    number: str
    edition: str
    printings: _Printings
    own: tuple[str, _RuleRow] | None
    origin: tuple[str, str] | None


@dataclass
class _Related:
    examples: dict[int, list[str]] = field(default_factory=dict)
    pages: dict[int, list[PageSource]] = field(default_factory=dict)
    children: set[str] = field(default_factory=set)
    previous: str | None = None
    next: str | None = None
