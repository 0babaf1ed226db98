"""Which edition's printing answers a rule lookup: the edition a number most likely means when
none is given, whether a given edition can be looked in, and where a number an edition does not
print is renumbered to."""

from __future__ import annotations

import re

from rulesdb.editions import Editions
from rulesdb.errors import BadLookupError
from rulesdb.lookup.rule_rows import PlacedRule, Printings, RuleRows

EDITION_FORMAT = re.compile(r"[0-9]{8}")


def is_chapter(number: str) -> bool:
    return len(number) == 1


class RulePlacement:
    """Placing rule numbers among the loaded `editions`."""

    def __init__(self, editions: Editions) -> None:
        self.editions = editions

    def choose_edition(self, number: str, holders: list[tuple[str, str]]) -> str | None:
        if is_chapter(number):
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

    def preferred_holders(self, holders: list[tuple[str, str]]) -> list[str]:
        """The editions holding a number, the one it most likely means first (as a lookup
        without an edition would choose)."""
        return sorted(
            {e for e, _ in holders},
            key=lambda e: (self.editions.numbering_rank(e), e in self.editions.wiki_quoted, e),
            reverse=True,
        )

    def edition_error(self, edition: str | None) -> BadLookupError | None:
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

    def renumberings(self, number: str, edition: str, rows: RuleRows) -> list[tuple[str, str]]:
        """(origin, number in `edition`) for a number `edition` does not print, from each
        edition holding it, the likeliest meant first (the lineage knows 724.5a of 2023 is
        728.5a in 2026)."""
        if self.printings(edition, rows):
            return []
        renumbered = []
        for origin in self.preferred_holders(list(rows)):
            target = self.editions.number_in(number, origin, edition)
            if target is not None:
                renumbered.append((origin, target))
        return renumbered

    def found(
        self, number: str, edition: str, rows: RuleRows, origin: tuple[str, str] | None = None
    ) -> PlacedRule:
        printings = self.printings(edition, rows)
        # The edition's own printing; else its twin's (the same numbering, other language).
        own = next(((lang, row) for lang, (ed, row) in printings.items() if ed == edition), None)
        own = own or next(((lang, row) for lang, (_, row) in printings.items()), None)
        return PlacedRule(number, edition, printings, own, origin)

    def printings(self, edition: str, rows: RuleRows) -> Printings:
        """The rule's text in each language: from the edition itself, or from the edition that
        prints the same numbering in the other language."""
        langs = self.editions.langs_of(edition)
        primary = "ja" if "ja" in langs else langs[0]
        found: Printings = {}
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
