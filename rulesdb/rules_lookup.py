"""Looking a rule up by number in any edition, with its text in both languages, its family, its
examples, its numbers in the other editions and where it is quoted."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import aiosqlite
from rapidfuzz import fuzz

from rulesdb.errors import NotInDatabaseError
from rulesdb.rule_numbers import parse_rule_number, sort_key


@dataclass(frozen=True)
class Edition:
    edition: str
    lang: str
    is_wiki_quote: bool
    locator: str | None


class RuleNotFoundError(NotInDatabaseError):
    """No rule of that number (in that edition)."""


async def load_editions(db: aiosqlite.Connection) -> list[Edition]:
    rows = await db.execute_fetchall(
        "SELECT e.edition, e.lang, e.is_wiki_quote, s.locator FROM editions e"
        " LEFT JOIN sources s ON s.id = e.source_id ORDER BY e.edition, e.lang"
    )
    return [Edition(r[0], r[1], bool(r[2]), r[3]) for r in rows]


def numbering_twin(edition: str, lang: str, editions: list[Edition]) -> tuple[str, str] | None:
    """The (edition, lang) printing the same numbering in the other language.

    A Japanese edition pairs with the English file of the same edition or, failing that, the
    newest English edition on or before it (a translation follows its original); an English
    edition pairs with the Japanese edition that pairs with it.
    """
    other = "en" if lang == "ja" else "ja"
    same = [e for e in editions if e.edition == edition and e.lang == other]
    if same:
        return same[0].edition, other
    if lang == "ja":
        earlier = [e.edition for e in editions if e.lang == "en" and e.edition <= edition]
        return (max(earlier), "en") if earlier else None
    for candidate in sorted((e for e in editions if e.lang == "ja"), key=lambda e: e.edition):
        twin = numbering_twin(candidate.edition, "ja", editions)
        if twin == (edition, "en") and not any(
            e.edition == candidate.edition and e.lang == "en" for e in editions
        ):
            return candidate.edition, "ja"
    return None


def _shared_start(a: str, b: str) -> int:
    count = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        count += 1
    return count


class RulesLookup:
    def __init__(self, db: aiosqlite.Connection, editions: list[Edition]) -> None:
        self.db = db
        self.editions = editions
        self._numbers: list[str] | None = None

    async def _row(self, edition: str, lang: str, number: str) -> Any:
        rows = await self.db.execute_fetchall(
            "SELECT id, number, parent, kind, text, position FROM rules"
            " WHERE edition = ? AND lang = ? AND number = ?",
            (edition, lang, number),
        )
        return next(iter(rows), None)

    async def _editions_with(self, number: str) -> list[tuple[str, str]]:
        rows = await self.db.execute_fetchall(
            "SELECT edition, lang FROM rules WHERE number = ?", (number,)
        )
        return [(r[0], r[1]) for r in rows]

    def _choose_edition(self, number: str, holders: list[tuple[str, str]]) -> str | None:
        # The wiki's edition wins for the numbers it quotes; otherwise the newest edition.
        wiki = {e.edition for e in self.editions if e.is_wiki_quote}
        quoted = sorted(edition for edition, _ in holders if edition in wiki)
        if quoted:
            return quoted[-1]
        return max((edition for edition, _ in holders), default=None)

    async def suggestions(self, text: str, limit: int = 5) -> list[str]:
        if self._numbers is None:
            rows = await self.db.execute_fetchall("SELECT DISTINCT number FROM rules")
            self._numbers = sorted((r[0] for r in rows), key=sort_key)
        wanted = parse_rule_number(text) or text.strip().lower()
        # Numbers sharing the longest start with what was typed are the likeliest meant
        # (724.9 -> 724.5, 724.6); fuzzy similarity breaks the ties and catches transpositions.
        scored = []
        for number in self._numbers:
            shared = _shared_start(number, wanted)
            scored.append((shared, fuzz.ratio(number, wanted), number))
        scored.sort(key=lambda item: (-item[0], -item[1], sort_key(item[2])))
        return [number for shared, _, number in scored[:limit] if shared > 0 or _ > 60]

    async def lookup(self, text: str, *, edition: str | None = None) -> dict[str, Any]:
        number = parse_rule_number(text)
        if number is None:
            raise RuleNotFoundError(
                f"'{text.strip()[:50]}' is not a rule number (try 724.5a or CR 104.3)",
                await self.suggestions(text),
            )
        holders = await self._editions_with(number)
        if edition is not None:
            if not any(e.edition == edition for e in self.editions):
                known = ", ".join(sorted({e.edition for e in self.editions}))
                raise RuleNotFoundError(f"no rules edition {edition} (loaded: {known})", [])
            chosen: str | None = edition if any(ed == edition for ed, _ in holders) else None
        else:
            chosen = self._choose_edition(number, holders)
        if chosen is None:
            where = f" in edition {edition}" if edition else ""
            raise RuleNotFoundError(
                f"rule {number} not found{where}", await self.suggestions(number)
            )
        return await self._answer(number, chosen)

    async def _answer(self, number: str, edition: str) -> dict[str, Any]:
        langs = [e.lang for e in self.editions if e.edition == edition]
        texts: dict[str, str | None] = {"ja": None, "en": None}
        examples: dict[str, list[str]] = {"ja": [], "en": []}
        family: dict[str, Any] = {}
        children: set[str] = set()
        primary_lang = "ja" if "ja" in langs else langs[0]
        sources: list[dict[str, Any]] = []
        for lang in ("ja", "en"):
            location: tuple[str, str] | None = (edition, lang) if lang in langs else None
            if location is None:
                location = numbering_twin(edition, primary_lang, self.editions)
                if location is None or location[1] != lang:
                    continue
            row = await self._row(location[0], lang, number)
            if row is None:
                continue
            texts[lang] = row[4]
            examples[lang] = [
                r[0]
                for r in await self.db.execute_fetchall(
                    "SELECT text FROM rule_examples WHERE rule_id = ? ORDER BY position", (row[0],)
                )
            ]
            if location[0] == edition and not family:
                family = {"parent": row[2], "position": row[5], "lang": lang}
            children.update(
                r[0]
                for r in await self.db.execute_fetchall(
                    "SELECT number FROM rules WHERE edition = ? AND lang = ? AND parent = ?",
                    (location[0], lang, number),
                )
            )
            sources.extend(await self._sources(row[0], location[0], lang))
        return {
            "ref": f"rule:{number}",
            "number": number,
            "edition": edition,
            "text": texts,
            "parent": family.get("parent"),
            "children": sorted(children, key=sort_key),
            "examples": examples["en"] or examples["ja"],
            "examples_i18n": examples,
            "other_editions": await self._other_editions(number, edition),
            "sources": sources,
            **await self._neighbours(
                edition, family.get("lang", primary_lang), family.get("position")
            ),
        }

    async def _sources(self, rule_id: int, edition: str, lang: str) -> list[dict[str, Any]]:
        pages = await self.db.execute_fetchall(
            "SELECT p.title, p.url FROM rule_quotes q JOIN pages p ON p.id = q.page_id"
            " WHERE q.rule_id = ? ORDER BY p.id",
            (rule_id,),
        )
        found: list[dict[str, Any]] = [{"page": r[0], "url": r[1]} for r in pages]
        for e in self.editions:
            if e.edition == edition and e.lang == lang and e.locator:
                found.append(
                    {"document": f"Comprehensive Rules {edition} ({lang})", "locator": e.locator}
                )
        return found

    async def _other_editions(self, number: str, edition: str) -> list[dict[str, str]]:
        rows = await self.db.execute_fetchall(
            "SELECT other.edition, other.number FROM rule_lineage mine"
            " JOIN rule_lineage other ON other.lineage_id = mine.lineage_id"
            " WHERE mine.edition = ? AND mine.number = ? AND other.edition != mine.edition"
            " ORDER BY other.edition",
            (edition, number),
        )
        return [{"edition": r[0], "number": r[1]} for r in rows]

    async def _neighbours(
        self, edition: str, lang: str, position: int | None
    ) -> dict[str, str | None]:
        if position is None:
            return {"previous": None, "next": None}
        before = await self.db.execute_fetchall(
            "SELECT number FROM rules WHERE edition = ? AND lang = ? AND position < ?"
            " ORDER BY position DESC LIMIT 1",
            (edition, lang, position),
        )
        after = await self.db.execute_fetchall(
            "SELECT number FROM rules WHERE edition = ? AND lang = ? AND position > ?"
            " ORDER BY position LIMIT 1",
            (edition, lang, position),
        )
        return {
            "previous": next(iter(before))[0] if before else None,
            "next": next(iter(after))[0] if after else None,
        }
