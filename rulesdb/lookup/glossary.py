"""The Comprehensive Rules glossary as /rule answers it: an entry by its term in either language
("deathtouch", "接死", "せっし"), in the reader's language where the database has it, with the
rules it points to ("See rule 702.2"); close terms for a miss; terms for autocomplete.

Only the newest edition of each language's glossary is kept (a few hundred entries each), read
once when the database opens, with the texts of the rules they cite, so that a lookup and every
autocomplete keystroke are answered from memory. The Japanese glossary names the English term
after its own (`接死（せっし）／Deathtouch`): that is how an entry finds its other language.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import aiosqlite
from rapidfuzz import fuzz, process

from rulesdb.answers import DocumentSource, GlossaryAnswer, GlossaryRule
from rulesdb.derived.centrality import cited_numbers
from rulesdb.derived.terms import glossary_pair
from rulesdb.editions import Editions
from rulesdb.text.normalize import fold

_READING_RE = re.compile(r"[（(]([^）)]+)[）)]")
# A rule's text shown beside the entry: a title ("Deathtouch") whole, a long rule cut.
SHORT_TEXT = 120
# How close a term must be to be suggested for a miss (rapidfuzz's ratio, 0-100).
SUGGESTION_CUTOFF = 75


@dataclass(frozen=True)
class GlossaryEntry:
    edition: str
    lang: str
    term: str
    text: str
    concept: str  # the folded English term: one concept per entry pair across languages
    names: tuple[str, ...]  # the folded names it is found by

    @property
    def shown_term(self) -> str:
        """`接死` for `接死（せっし）／Deathtouch`: the term as a reader of its language says it."""
        pair = glossary_pair(self.term) if self.lang == "ja" else None
        return pair[0] if pair else self.term


def _entry(edition: str, lang: str, term: str, text: str) -> GlossaryEntry:
    pair = glossary_pair(term) if lang == "ja" else None
    english = pair[1] if pair else term
    names = [term, english, *english.split(", ")]
    if pair:
        names.append(pair[0])
        reading = _READING_RE.search(term)
        if reading:
            names.append(reading.group(1))
    folded = tuple(dict.fromkeys(fold(name) for name in names if fold(name)))
    return GlossaryEntry(edition, lang, term, text, fold(english), folded)


def _short(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= SHORT_TEXT else text[: SHORT_TEXT - 1] + "…"


class Glossary:
    def __init__(
        self, entries: list[GlossaryEntry], rule_texts: dict[tuple[str, str, str], str]
    ) -> None:
        """`rule_texts`: (edition, lang, number) -> text of the rules the entries cite."""
        self.entries = entries
        self._rule_texts = rule_texts
        self._by_concept: dict[str, dict[str, GlossaryEntry]] = {}
        self._by_name: dict[str, str] = {}
        for entry in entries:
            self._by_concept.setdefault(entry.concept, {})[entry.lang] = entry
            for name in entry.names:
                self._by_name.setdefault(name, entry.concept)

    @classmethod
    async def load(cls, db: aiosqlite.Connection) -> Glossary:
        rows = await db.execute_fetchall(
            "SELECT edition, lang, term, text FROM glossary g WHERE edition ="
            " (SELECT max(edition) FROM glossary o WHERE o.lang = g.lang) ORDER BY position"
        )
        entries = [_entry(str(e), str(lang), str(term), str(text)) for e, lang, term, text in rows]
        editions = {entry.edition for entry in entries}
        cited = {number for entry in entries for number in cited_numbers(entry.text)}
        texts: dict[tuple[str, str, str], str] = {}
        if cited:
            marks = ",".join("?" * len(cited))
            found = await db.execute_fetchall(
                f"SELECT edition, lang, number, text FROM rules WHERE number IN ({marks})"
                f" AND edition IN ({','.join('?' * len(editions))})",
                [*sorted(cited), *sorted(editions)],
            )
            texts = {(str(e), str(lang), str(n)): str(t) for e, lang, n, t in found}
        return cls(entries, texts)

    def find(self, term: str, lang: str) -> GlossaryEntry | None:
        """The entry `term` names, in `lang` when that glossary has it, else the other's."""
        concept = self._by_name.get(fold(term))
        return None if concept is None else self.find_concept(concept, lang)

    def answer(self, entry: GlossaryEntry, editions: Editions) -> GlossaryAnswer:
        others = {
            lang: other.shown_term
            for lang, other in self._by_concept[entry.concept].items()
            if other is not entry
        }
        rules: list[GlossaryRule] = []
        for number in dict.fromkeys(cited_numbers(entry.text)):
            text = self._rule_text(entry, number)
            rules.append({"number": number, "text": _short(text) if text else None})
        stored = editions.get(entry.edition, entry.lang)
        sources: list[DocumentSource] = []
        if stored is not None and stored.locator:
            document = f"Comprehensive Rules {entry.edition} ({entry.lang}), glossary"
            sources.append({"document": document, "locator": stored.locator})
        return {
            "ref": f"glossary:{entry.term}",
            "term": entry.shown_term,
            "lang": entry.lang,
            "edition": entry.edition,
            "text": entry.text,
            "rules": rules,
            "other_terms": others,
            "sources": sources,
        }

    def _rule_text(self, entry: GlossaryEntry, number: str) -> str | None:
        own = self._rule_texts.get((entry.edition, entry.lang, number))
        if own is not None:
            return own
        other = next(
            (k for k in self._rule_texts if k[0] == entry.edition and k[2] == number), None
        )
        return self._rule_texts[other] if other else None

    def suggest(self, term: str, lang: str, *, limit: int = 5) -> list[str]:
        """The terms closest to `term` (a miss), as a reader of `lang` would type them."""
        wanted = fold(term)
        if not wanted or not self._by_name:
            return []
        found = process.extract(
            wanted,
            list(self._by_name),
            scorer=fuzz.ratio,
            limit=limit * 3,
            score_cutoff=SUGGESTION_CUTOFF,
        )
        concepts = dict.fromkeys(self._by_name[name] for name, _, _ in found)
        return [self.find_concept(concept, lang).shown_term for concept in concepts][:limit]

    def completions(self, partial: str, lang: str, *, limit: int) -> list[GlossaryEntry]:
        """Entries whose name starts with `partial` (shortest first), then those holding it."""
        wanted = fold(partial)
        if not wanted:
            return []
        starting = sorted((len(n), c) for n, c in self._by_name.items() if n.startswith(wanted))
        holding = [c for n, c in self._by_name.items() if wanted in n and not n.startswith(wanted)]
        concepts = dict.fromkeys([c for _, c in starting] + holding)
        return [self.find_concept(c, lang) for c in list(concepts)[:limit]]

    def find_concept(self, concept: str, lang: str) -> GlossaryEntry:
        by_lang = self._by_concept[concept]
        return by_lang.get(lang) or next(iter(by_lang.values()))
