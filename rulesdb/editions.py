"""The rules editions the database holds, read once: which editions and languages there are, which
is newest, which the wiki quotes, and how a rule's number maps between editions.

Every reader (the search, the rule lookup, the application layer and its surfaces) and the
derived tables' builders (lineage, search index) take their editions from one `Editions`, so the
wiki's numbering and the editions' order are decided in one place. Number mapping reads the
stored lineage (`rulesdb.derived.lineage` builds it with `rulesdb.edition_alignment`).
"""

from __future__ import annotations

import logging
import re
import sqlite3
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import aiosqlite

_EDITIONS_QUERY = (
    "SELECT e.edition, e.lang, e.is_wiki_quote, s.locator FROM editions e"
    " LEFT JOIN sources s ON s.id = e.source_id ORDER BY e.edition, e.lang"
)
# The lineage of every rule number, an edition a row: its numbers and their lineages, each joined
# by the unit separator (no rule number holds a control character). Every command reads it as
# it starts: 9,400 rows of three values cost a lookup 16 % of its instructions, four rows of
# three texts split in C about a fifth less.
_SEPARATOR = "\x1f"
_LINEAGE_QUERY = (
    "SELECT edition, group_concat(number, char(31)), group_concat(lineage_id, char(31))"
    " FROM rule_lineage GROUP BY edition"
)
# The wiki's numbering outranks every edition date (YYYYMMDD) when one rule is found in several.
_WIKI_NUMBERING_RANK = 100000000
# Rule refs whose printing key an Editions remembers (the four rules files' 7,000 rule
# documents, each a short tuple and key): past this the memory is emptied and filled again.
REF_KEYS_REMEMBERED = 16384
_EDITION = re.compile(r"^(\d{8})(?:\.\d+)?$")

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Edition:
    """One edition in one language; `locator` is the rules file it was read from (None for the
    wiki's quotes, which have no file of their own)."""

    edition: str
    lang: str
    is_wiki_quote: bool
    locator: str | None = None


@dataclass(frozen=True, order=True)
class RuleInEdition:
    """A rule's number in one edition."""

    edition: str
    number: str


class Editions:
    def __init__(
        self, editions: Iterable[Edition], lineage: Mapping[tuple[str, str], int] | None = None
    ) -> None:
        self.all: tuple[Edition, ...] = tuple(sorted(editions, key=lambda e: (e.edition, e.lang)))
        self._by_key = {(e.edition, e.lang): e for e in self.all}
        self._available = list(self._by_key)
        self._lineage: dict[tuple[str, str], int] = dict(lineage or {})
        # Grouped by lineage when first asked for, and each lineage's rules made when it is:
        # a lookup or a walkthrough asks for a few dozen rules, and grouping every rule of
        # every edition costs a lookup a third of its time.
        self._members: dict[int, list[tuple[str, str]]] | None = None
        self._rules_of: dict[int, list[RuleInEdition]] = {}
        self.wiki_quoted: frozenset[str] = frozenset(e.edition for e in self.all if e.is_wiki_quote)
        self._langs: dict[str, tuple[str, ...]] = {}
        for e in self.all:
            self._langs[e.edition] = (*self._langs.get(e.edition, ()), e.lang)
        # The editions never change, and a walkthrough asks for the partners of the same few
        # editions dozens of times (every rule it cites, in every edition that prints it).
        self._partners: dict[tuple[str, str], str | None] = {}
        self.wiki_numbering: frozenset[str] = self._wiki_numbering()
        # (edition, a rule document's ref) -> `printing_key_of_ref`, at most REF_KEYS_REMEMBERED
        self._ref_keys: dict[tuple[str, str], int | str] = {}

    @classmethod
    def from_rows(
        cls, editions: Iterable[Sequence[Any]], lineage: Iterable[Sequence[Any]]
    ) -> Editions:
        """From rows of the editions query and the lineage query (an edition a row)."""
        return cls(
            (Edition(row[0], row[1], bool(row[2]), row[3]) for row in editions),
            {
                (edition, number): lineage_id
                for edition, numbers, lineage_ids in lineage
                for number, lineage_id in zip(
                    str(numbers).split(_SEPARATOR),
                    map(int, str(lineage_ids).split(_SEPARATOR)),
                    strict=True,
                )
            },
        )

    @classmethod
    async def load(cls, db: aiosqlite.Connection) -> Editions:
        return cls.from_rows(
            await db.execute_fetchall(_EDITIONS_QUERY), await db.execute_fetchall(_LINEAGE_QUERY)
        )

    @classmethod
    def read(cls, connection: sqlite3.Connection) -> Editions:
        """The same from a writer's connection (the derived tables are built from it)."""
        return cls.from_rows(
            connection.execute(_EDITIONS_QUERY).fetchall(),
            connection.execute(_LINEAGE_QUERY).fetchall(),
        )

    # -- which editions ------------------------------------------------------------------------

    def names(self, lang: str | None = None) -> list[str]:
        """The editions (in `lang`, if given), oldest first."""
        return sorted({e.edition for e in self.all if lang is None or e.lang == lang})

    def newest(self, lang: str | None = None) -> str | None:
        names = self.names(lang)
        return names[-1] if names else None

    def has(self, edition: str) -> bool:
        return any(e.edition == edition for e in self.all)

    def get(self, edition: str, lang: str) -> Edition | None:
        return self._by_key.get((edition, lang))

    def langs_of(self, edition: str) -> list[str]:
        return list(self._langs.get(edition, ()))

    @property
    def current(self) -> str | None:
        """The edition a rule number means when none is given: the newest read from a rules
        file, else (a fresh install, only the wiki's quotes) the newest held."""
        from_files = [e.edition for e in self.all if not e.is_wiki_quote]
        return max(from_files, default=None) or self.newest()

    @property
    def wiki_edition(self) -> str | None:
        """The edition the wiki quotes (the newest, if it quotes several)."""
        return max(self.wiki_quoted, default=None)

    # -- numberings ----------------------------------------------------------------------------

    def numbering_partner(self, edition: str, lang: str) -> str | None:
        """The English edition whose numbering `edition` (in `lang`) follows."""
        key = (edition, lang)
        if key not in self._partners:
            self._partners[key] = numbering_partner(edition, lang, self._available)
        return self._partners[key]

    def numbering_twin(self, edition: str, lang: str) -> Edition | None:
        """The edition printing the same numbering in the other language.

        A Japanese edition pairs with its English numbering partner; an English edition pairs
        with the Japanese edition of the same date, or else with a Japanese edition that has no
        English file of its own and whose partner it is.
        """
        if lang == "ja":
            partner = self.numbering_partner(edition, "ja")
            return self.get(partner, "en") if partner else None
        same_date = self.get(edition, "ja")
        if same_date is not None:
            return same_date
        for candidate in self.names("ja"):
            if self.get(candidate, "en") is None and (
                self.numbering_partner(candidate, "ja") == edition
            ):
                return self.get(candidate, "ja")
        return None

    def _wiki_numbering(self) -> frozenset[str]:
        preferred = set()
        for info in self.all:
            if info.is_wiki_quote:
                preferred.add(info.edition)
                partner = self.numbering_partner(info.edition, info.lang)
                if partner:
                    preferred.add(partner)
        return frozenset(preferred)

    def numbering_rank(self, edition: str | None) -> int:
        """How much an edition's numbering is preferred when one rule is found in several: the
        wiki's numbering (the quoted editions and their English partners) first, then newer
        editions before older ones; 0 for an edition not held."""
        if edition is None or not self.has(edition):
            return 0
        return _WIKI_NUMBERING_RANK if edition in self.wiki_numbering else int(edition)

    # -- one rule across editions ----------------------------------------------------------------

    def lineage_of(self, edition: str, number: str) -> int | None:
        """The id shared by every number of the same rule, or None for a number not aligned."""
        return self._lineage.get((edition, number))

    def printing_key(self, edition: str, number: str) -> int | str:
        """One key for a rule's printings in every edition and language: its lineage, or its
        ref for a rule no other edition was aligned with."""
        lineage = self.lineage_of(edition, number)
        return f"rule:{number}" if lineage is None else lineage

    def printing_key_of_ref(self, edition: str, ref: str) -> int | str:
        """One key for a rule's printings in every edition and language, of its document's ref
        ("rule:704.5a") in `edition`: its lineage, or its ref for a rule no other edition was
        aligned with. Remembered: a search asks it of the same candidates stage after stage
        (its ref's number cut out and looked up cost a story a tenth of a millisecond)."""
        key = (edition, ref)
        found = self._ref_keys.get(key)
        if found is None:
            found = self.printing_key(edition, ref[len("rule:") :])
            if len(self._ref_keys) >= REF_KEYS_REMEMBERED:
                self._ref_keys.clear()
            self._ref_keys[key] = found
        return found

    def same_rule(self, edition: str, number: str) -> list[RuleInEdition]:
        """The rule's number in every edition that has it (itself included), oldest first."""
        lineage = self.lineage_of(edition, number)
        if lineage is None:
            return []
        rules = self._rules_of.get(lineage)
        if rules is None:
            members = self._grouped().get(lineage, [])
            rules = self._rules_of[lineage] = [RuleInEdition(*key) for key in sorted(members)]
        return list(rules)

    def _grouped(self) -> dict[int, list[tuple[str, str]]]:
        if self._members is None:
            self._members = {}
            for key, lineage_id in self._lineage.items():
                self._members.setdefault(lineage_id, []).append(key)
        return self._members

    def other_numbers(self, edition: str, number: str) -> list[RuleInEdition]:
        """The rule's number in the other editions."""
        return [m for m in self.same_rule(edition, number) if m.edition != edition]

    def number_in(self, number: str, edition: str, target: str) -> str | None:
        """`number` of `edition` in `target`'s numbering, or None when `target` lacks the rule."""
        if edition == target:
            return number
        found = [m.number for m in self.same_rule(edition, number) if m.edition == target]
        return found[0] if found else None


def _edition_key(edition: str) -> int:
    match = _EDITION.match(edition.strip())
    if match is None:
        raise ValueError(f"edition must look like YYYYMMDD (optionally .N), got {edition!r}")
    return int(match.group(1))


def numbering_partner(edition: str, lang: str, available: list[tuple[str, str]]) -> str | None:
    """The English edition whose rule numbers `edition` (in `lang`) follows.

    The same edition when its English file is available; otherwise the newest English edition on
    or before it (the wiki's 20231117 Japanese quotes follow English 20231013). None when there is
    no English edition that old.
    """
    key = _edition_key(edition)
    english = [(_edition_key(e), e) for e, language in available if language == "en"]
    earlier = [item for item in english if item[0] <= key]
    if not earlier:
        return None
    logger.debug(
        "numbering partner of %s/%s among %d English editions", edition, lang, len(english)
    )
    return max(earlier)[1]
