"""Answering a question: candidates from the indexes, ranked with rapidfuzz, duplicates merged.

Candidates come from the FTS5 trigram index, the name index of cards and the rule numbers the
question names; never from a scan of every document. Each candidate is scored from what the
question and the document share (keywords in the question's language and in translation, BM25,
fuzzy similarity of the title) plus priors for an exact rule number or card name; the same rule
in several editions or languages becomes one hit. Where the rules' vectors are there
(rulesdb.meaning.semantic), the rules nearest the question's meaning join by reciprocal-rank fusion.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import time
from collections.abc import AsyncIterator, Collection, Coroutine, Mapping
from dataclasses import dataclass, field, replace
from typing import Any, TypeVar

import aiosqlite
from rapidfuzz import fuzz, process

from rulesdb.answers import MatchingRuling, PageSource, RecognisedCard, SearchHit
from rulesdb.derived.restatements import Restatement, lent_scores
from rulesdb.editions import Editions
from rulesdb.meaning.semantic import RulePassage, SemanticIndex, fused_order
from rulesdb.search.card_context import (
    CardContext,
    card_phrases,
    context_keywords,
    load_card_context,
    matching_rulings,
    name_words,
    with_card_text,
)
from rulesdb.search.keyword_rules import KeywordRules
from rulesdb.search.language_agreement import MIN_QUESTION_WORDS, agreed_scores
from rulesdb.search.name_index import NameIndex, NameMatch
from rulesdb.search.query import AnalyzedQuery, analyze, with_context
from rulesdb.search.ranking import CARD_NAME_TRUSTED, CARD_QUESTION_WORDS, Ranker, variant_factor
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.text.fts_query import (
    MAX_TRIGRAMS,
    match_expression,
    over_budget,
    question_trigrams,
    selective_trigrams,
)
from rulesdb.text.normalize import fold
from rulesdb.text.question_type import DEFINITION
from rulesdb.text.rule_structure import PARENT_OPENING_CHARS, RuleStructure
from rulesdb.text.situations import situation_sections
from rulesdb.text.vocabulary import Vocabulary

T = TypeVar("T")

FTS_CANDIDATES = 40
# A question of fewer words is a name or a term (毒, a card's name): what it means is what it
# says, and the nearest rules in meaning only crowd the lexical hits.
MEANING_MIN_WORDS = 3
# The rules (the best-scored candidates) whose printing in the other language is read and
# scored too, for the agreement of their languages (rulesdb.search.language_agreement): the rest of
# the candidates seldom reach the top.
PRINTINGS_READ = 10
MAX_PHRASES = 4
# A short Japanese card name that more rules (or glossary entries) than this say is the rules'
# word, not the card's name.
SHORT_NAME_RULES = 3
# Words besides the cards' names that make a question about the cards rather than a lookup.
ASKING_WORDS = 2
NAME_WORD_LIKENESS = 80
DOCUMENT_COLUMNS = (
    "d.id, d.ref, d.kind, d.edition, d.lang, d.title, d.text, d.page, d.section_path, d.url,"
    " d.folded, d.prior, d.facet"
)
# A candidate's row: the document's columns, then its BM25 rank (then, in `_gather`'s
# statement, which of its parts found it).
RANK_COLUMN = DOCUMENT_COLUMNS.count(",") + 1
PART_COLUMN = RANK_COLUMN + 1
# The best documents (rowid, BM25 rank) for an FTS5 query, as many as the second parameter.
_BEST_MATCHES = (
    "SELECT rowid, bm25(documents_fts) AS rank FROM documents_fts WHERE documents_fts"
    " MATCH ? ORDER BY rank LIMIT ?"
)


@dataclass
class Candidate:
    doc_id: int
    ref: str
    kind: str
    edition: str | None
    lang: str
    title: str
    text: str
    page: str | None
    section_path: list[str] | None
    url: str | None
    folded: str
    prior: float
    facet: str | None = None
    bm25: float = 0.0
    name_score: float = 0.0
    exact_number: bool = False
    # A rule of a keyword ability the question names (rulesdb.search.keyword_rules).
    keyword_rule: bool = False
    score: float = 0.0
    sources: list[dict[str, str]] = field(default_factory=list)

    @classmethod
    def from_row(cls, row: Any, bm25: float = 0.0) -> Candidate:
        return cls(
            doc_id=row[0],
            ref=row[1],
            kind=row[2],
            edition=row[3],
            lang=row[4],
            title=row[5],
            text=row[6],
            page=row[7],
            section_path=json.loads(row[8]) if row[8] else None,
            url=row[9],
            folded=row[10],
            prior=row[11],
            facet=row[12],
            bm25=bm25,
        )


@contextlib.asynccontextmanager
async def _started(work: Coroutine[Any, Any, T]) -> AsyncIterator[asyncio.Future[T]]:
    """`work` as a task that has handed its statement to the database thread by the time the
    block starts, so that the block's own work (in this thread) runs beside it; cancelled if
    the block ends without awaiting it."""
    task = asyncio.ensure_future(work)
    await asyncio.sleep(0)  # the task runs to its first statement
    # time.sleep(0) releases the GIL for a moment: the connection's thread, woken by the
    # statement, takes it and enters SQLite, which runs without it. Otherwise that thread
    # waits out this one's switch interval (5 ms) while this one works, and nothing runs side
    # by side (measured: a story's median search 8.2 ms without, 7.0 ms with).
    time.sleep(0)
    try:
        yield task
    finally:
        if not task.done():
            task.cancel()
        elif not task.cancelled():
            task.exception()  # retrieved: if it failed, the block has raised it


def _expression(grams: list[str], frequency: dict[str, int]) -> str | None:
    """The FTS5 query for the rarest of `grams` (an AND when even those are common)."""
    chosen = selective_trigrams(grams, frequency)
    return match_expression(chosen, every=over_budget(chosen, frequency))


def _short(keywords: list[str]) -> list[str]:
    return [k for k in keywords if 0 < len(k.strip()) < 3]


def _asks_about(query: AnalyzedQuery, contexts: list[CardContext]) -> bool:
    """Whether the question says more than the names of the cards it names."""
    names = name_words(contexts) if contexts else set()
    # A name's word misspelt ("Abysal Persecuter") is still the name.
    others = [
        word
        for word in query.keywords
        if not process.extractOne(word, names, scorer=fuzz.ratio, score_cutoff=NAME_WORD_LIKENESS)
    ]
    return len(others) >= ASKING_WORDS if contexts else len(query.keywords) > CARD_QUESTION_WORDS


def _context_order(candidate: Candidate, query: AnalyzedQuery) -> int:
    """0 for what may answer a question about named cards, 1 for a card list, 2 for a card."""
    if candidate.kind == "card":
        return 2
    return 1 if candidate.facet == "card_list" and not query.wants_list else 0


def _inside_another(ref: str, matches: list[NameMatch]) -> bool:
    """Whether the card's name is part of another name found ("Lich" in "Lich's Mirror"): the
    question names the longer card, not both."""
    name = ref.removeprefix("card:").casefold()
    return any(m.key != ref and name in m.key.removeprefix("card:").casefold() for m in matches)


@dataclass(frozen=True)
class _Named:
    numbers: set[str]
    cards: dict[str, float]
    refs: list[str]
    recognised: list[RecognisedCard]
    keywords: frozenset[tuple[str, str]] = frozenset()


log = logging.getLogger(__name__)


@dataclass(frozen=True)
class SearchResult:
    """The ranked hits of a question, the cards it names (context for the answer, with their
    text) and those cards' rulings that match the question."""

    hits: list[SearchHit]
    cards: list[RecognisedCard]
    rulings: list[MatchingRuling] = field(default_factory=list)


class Searcher:
    def __init__(
        self,
        db: aiosqlite.Connection,
        vocabulary: Vocabulary,
        cards: NameIndex,
        editions: Editions,
        rule_pages: dict[tuple[str, str], list[PageSource]],
        headings: NameIndex,
        list_refs: list[str],
        keywords: KeywordRules | None = None,
        structure: RuleStructure | None = None,
    ) -> None:
        self.db = db
        self.index = TrigramStats(db, 0, DOCUMENT_COLUMNS)
        self.headings = headings
        self.list_refs = list_refs
        self.vocabulary = vocabulary
        self.cards = cards
        self.editions = editions
        self.rule_pages = rule_pages
        self.keywords = keywords or KeywordRules.from_rows([])
        self.structure = structure or RuleStructure()
        # section ref -> the rules its passages restate (rulesdb.derived.restatements)
        self.restated: dict[str, list[Restatement]] = {}
        # The rules' vectors, when the database has them (RulesDatabase.open).
        self.semantic: SemanticIndex | None = None

    @classmethod
    async def load(cls, db: aiosqlite.Connection, cards: NameIndex, editions: Editions) -> Searcher:
        pairs = [(r[0], r[1]) for r in await db.execute_fetchall("SELECT ja, en FROM terms")]
        rule_pages: dict[tuple[str, str], list[PageSource]] = {}
        for edition, number, page, url in await db.execute_fetchall(
            "SELECT r.edition, r.number, p.title, p.url FROM rule_quotes q"
            " JOIN rules r ON r.id = q.rule_id JOIN pages p ON p.id = q.page_id ORDER BY p.id"
        ):
            rule_pages.setdefault((edition, number), []).append({"page": page, "url": url})
        sections = await db.execute_fetchall(
            "SELECT ref, title, facet FROM documents WHERE kind = 'section' ORDER BY id"
        )
        headings = NameIndex((r[0], r[1], [r[1]]) for r in sections)
        documents = next(iter(await db.execute_fetchall("SELECT count(*) FROM documents")))[0]
        list_refs = [r[0] for r in sections if r[2] == "card_list"]
        keywords = await KeywordRules.load(db)
        section_headings = await db.execute_fetchall(
            "SELECT edition, number, text FROM rules WHERE kind = 'section' AND number LIKE '7%'"
        )
        parents = await db.execute_fetchall(
            "SELECT edition, lang, ref, substr(folded, 1, ?) FROM documents WHERE kind = 'rule'"
            " AND ref IN (SELECT DISTINCT 'rule:' || parent FROM rules WHERE parent IS NOT NULL)",
            (PARENT_OPENING_CHARS,),
        )
        structure = RuleStructure.from_rows(
            ((r[0], r[1], r[2], r[3]) for r in parents),
            situation_sections((r[0], r[1], r[2]) for r in section_headings),
        )
        searcher = cls(
            db,
            Vocabulary(pairs),
            cards,
            editions,
            rule_pages,
            headings,
            list_refs,
            keywords,
            structure,
        )
        searcher.index.documents = int(documents)
        for ref, passage, edition, number in await db.execute_fetchall(
            "SELECT section_ref, passage, edition, number FROM restatements ORDER BY rowid"
        ):
            searcher.restated.setdefault(ref, []).append(Restatement(ref, passage, edition, number))
        return searcher

    async def search(self, text: str, *, limit: int = 10) -> list[SearchHit]:
        return (await self.answer(text, limit=limit)).hits

    async def answer(self, text: str, *, limit: int = 10) -> SearchResult:
        """The hits, best first, and the cards the question names."""
        query = analyze(text, self.vocabulary)
        if not query.folded:
            return SearchResult([], [])
        nearest = None
        if (
            self.semantic is not None
            and len(query.keywords) >= MEANING_MIN_WORDS
            and not query.wants_list
            and not query.rule_numbers
        ):
            # The question's embedding runs in a thread while the lexical search reads SQLite.
            # (The question as analysed: its first MAX_QUERY_CHARS characters, so a huge
            # message costs one bounded embedding.)
            nearest = asyncio.ensure_future(asyncio.to_thread(self.semantic.nearest, query.text))
        try:
            return await self._answer(query, nearest, limit)
        finally:
            if nearest is not None and not nearest.done():
                nearest.cancel()

    async def _answer(
        self,
        query: AnalyzedQuery,
        nearest: asyncio.Future[list[RulePassage]] | None,
        limit: int,
    ) -> SearchResult:
        # The index ranks the documents the question's words find (SQLite, in the connection's
        # thread, without the GIL) while this thread matches card names (rapidfuzz): the two
        # dearest steps of a long question, side by side. So do the named cards' words and
        # their rulings.
        grams = await self._question_grams(query)
        async with _started(self._ranked_by_words(*grams)) as by_words:
            named = self._named(query, await self._card_names_apart(query))
            contexts = await load_card_context(self.db, [card["ref"] for card in named.recognised])
            context_words = context_keywords(contexts, query)
            query = with_context(
                query, context_words, frozenset(name_words(contexts)), card_phrases(contexts, query)
            )
            ranked_by_words = await by_words
        candidates: dict[int, Candidate] = {}
        gathering = self._gather(
            query, named, candidates, grams, ranked_by_words, " ".join(context_words)
        )
        if contexts:  # (with no card named there are no rulings to match beside it)
            async with _started(gathering) as gathered:
                rulings = matching_rulings(contexts, query)
                await gathered
        else:
            await gathering
            rulings = []
        # A list of cards asked for is not a rule: the rules' agreement would lift them over it.
        agreeing = len(query.keywords) >= MIN_QUESTION_WORDS and not query.wants_list
        ranker = Ranker(
            query,
            list(candidates.values()),
            await self.index.rarity(
                [g[0] for g in query.keyword_groups] + list(query.translated_keywords)
            ),
            self.structure,
        )
        for candidate, score in zip(candidates.values(), ranker.scores(), strict=True):
            candidate.score = score
        if agreeing:
            extra = await self._other_printings(candidates)
            for candidate, score in zip(extra, ranker.score_more(extra), strict=True):
                candidate.score = score
                candidates[candidate.doc_id] = candidate
        await self._lend_to_restated_rules(query, candidates)
        if agreeing:
            self._reward_agreement(candidates)
        ranked = sorted(candidates.values(), key=lambda c: (-c.score, c.doc_id))
        merged = self._merge(ranked, query)
        if named.recognised and _asks_about(query, contexts):
            # A card the question names is shown apart, as context: its stub never takes the
            # place of a rule, a ruling or a wiki section that could answer, and neither does a
            # list of cards like it unless a list is asked for.
            merged.sort(key=lambda c: _context_order(c, query))
        if nearest is not None:
            try:
                near = await nearest
            except Exception:  # the model failing leaves the words: never the answer
                log.exception("the search by meaning failed; answering by words alone")
                near = []
            merged = await self._with_nearest(merged, near, ranker)
        shown = await self._in_question_language(merged[:limit], query)
        hits = [self._hit(c) for c in shown]
        cards = with_card_text(named.recognised, contexts)
        return SearchResult(hits, cards, rulings)

    async def _lend_to_restated_rules(
        self, query: AnalyzedQuery, candidates: dict[int, Candidate]
    ) -> None:
        """A rule that a matching wiki section restates takes the section's score (and joins
        the candidates if the question's words did not reach it). Not for a question asking
        what a thing is: the definition answers it, not what a section about it restates."""
        if DEFINITION in query.asks:
            return
        sections = [
            (c.score, self.restated[c.ref])
            for c in candidates.values()
            if c.kind == "section" and c.ref in self.restated
        ]
        lent = lent_scores(sections, [group[0] for group in query.keyword_groups])
        present = {(c.edition or "", c.ref) for c in candidates.values()}
        missing = [key for key in lent if key not in present]
        if missing:
            for found in await self._rules({ref for _, ref in missing}):
                if (found.edition or "", found.ref) in lent:
                    candidates.setdefault(found.doc_id, found)
        for candidate in candidates.values():
            score = lent.get((candidate.edition or "", candidate.ref))
            if candidate.kind == "rule" and score is not None:
                # A variant's rule restated by a general section is still a variant's rule.
                lent_score = score * variant_factor(candidate, query, self.structure)
                candidate.score = max(candidate.score, lent_score)

    async def _in_question_language(
        self, shown: list[Candidate], query: AnalyzedQuery
    ) -> list[Candidate]:
        """The rules shown, each in the question's language where an edition has it in that
        language: a rule that only its other-language text brought to the top (a Japanese
        question through the translated rules, an English one through the Japanese) is the same
        rule, and the reader reads their own language. Its score and place stay."""
        want = "ja" if query.japanese else "en"
        foreign = [c for c in shown if c.kind == "rule" and c.lang != want and c.edition]
        members = {
            id(c): self.editions.same_rule(c.edition or "", c.ref.removeprefix("rule:"))
            for c in foreign
        }
        refs = {f"rule:{m.number}" for found in members.values() for m in found}
        if not refs:
            return shown
        by_printing = {
            (c.edition or "", c.ref): c for c in await self._rules(refs) if c.lang == want
        }
        swapped: list[Candidate] = []
        for candidate in shown:
            found = members.get(id(candidate), [])
            choices = [
                by_printing[(m.edition, f"rule:{m.number}")]
                for m in found
                if (m.edition, f"rule:{m.number}") in by_printing
            ]
            best = candidate
            for choice in choices:
                if self._prefer(choice, best, query):
                    best = choice
            swapped.append(candidate if best is candidate else replace(best, score=candidate.score))
        return swapped

    async def _other_printings(self, candidates: dict[int, Candidate]) -> list[Candidate]:
        """For the best-scored candidate rules that the question reached in one language only,
        their printing in the other (the newest edition's, when several editions print it)."""
        rules = [c for c in candidates.values() if c.kind == "rule" and c.edition]
        languages: dict[Any, set[str]] = {}
        for c in rules:
            languages.setdefault(self._rule_key(c), set()).add(c.lang)
        # language -> ref of every edition's number of the rule -> the rule
        wanted: dict[str | None, dict[str, Any]] = {"en": {}, "ja": {}}
        for c in sorted(rules, key=lambda c: -c.score)[:PRINTINGS_READ]:
            key = self._rule_key(c)
            if len(languages[key]) < 2:
                other = wanted["en" if c.lang == "ja" else "ja"]
                number = c.ref.removeprefix("rule:")
                for member in self.editions.same_rule(c.edition or "", number):
                    other.setdefault(f"rule:{member.number}", key)
        newest: dict[Any, Candidate] = {}
        for found in await self._printings(wanted):
            key = self._rule_key(found)
            kept = newest.get(key)
            if key == wanted[found.lang].get(found.ref) and (
                kept is None or (found.edition or "") > (kept.edition or "")
            ):
                newest[key] = found
        return [found for found in newest.values() if found.doc_id not in candidates]

    def _reward_agreement(self, candidates: dict[int, Candidate]) -> None:
        rules = [c for c in candidates.values() if c.kind == "rule" and c.edition is not None]
        agreed = agreed_scores([(self._rule_key(c), c.lang, c.score) for c in rules])
        for candidate, score in zip(rules, agreed, strict=True):
            candidate.score = score

    def _rule_key(self, candidate: Candidate) -> int | str:
        """One key for a rule's printings in every edition and language: its lineage, or its
        ref for a rule no other edition was aligned with."""
        return self.printing_key(candidate.edition or "", candidate.ref[len("rule:") :])

    def printing_key(self, edition: str, number: str) -> int | str:
        """`_rule_key` of the rule `number` in `edition`."""
        lineage = self.editions.lineage_of(edition, number)
        return f"rule:{number}" if lineage is None else lineage

    async def _with_nearest(
        self, merged: list[Candidate], nearest: list[RulePassage], ranker: Ranker
    ) -> list[Candidate]:
        """The hits and the rules nearest the question in meaning, fused by reciprocal rank
        (rulesdb.meaning.semantic.fused_order). A near rule the lexical search did not reach joins
        with its own lexical score, which is what its hit shows."""
        lexical_keys: list[object] = [
            self._rule_key(c) if c.kind == "rule" and c.edition else ("hit", index)
            for index, c in enumerate(merged)
        ]
        known = set(lexical_keys)
        keyed = [(p, self.printing_key(p.edition, p.number)) for p in nearest]
        wanted: dict[str | None, set[str]] = {}
        for passage, key in keyed:
            if key not in known:
                wanted.setdefault(passage.lang, set()).add(f"rule:{passage.number}")
        printings = {
            (c.edition, c.lang, c.ref): c for c in await self._printings(wanted) if c.edition
        }
        dense_keys: list[object] = []
        joining: list[Candidate] = []
        for passage, key in keyed:
            printing = printings.get((passage.edition, passage.lang, f"rule:{passage.number}"))
            if key in known:
                dense_keys.append(key)
            elif printing is not None:
                # (A near rule whose printing is gone, from a vector file older than the
                # database, is left out.)
                dense_keys.append(key)
                joining.append(printing)
        for candidate, score in zip(joining, ranker.score_more(joining), strict=True):
            candidate.score = score
        pool = merged + joining
        return [pool[i] for i in fused_order(lexical_keys, dense_keys) if i < len(pool)]

    async def _printings(
        self, refs_by_lang: Mapping[str | None, Collection[str]]
    ) -> list[Candidate]:
        """The printings of the rules with the refs given for each language (None: in every
        language), unscored, in one statement."""
        clauses: list[str] = []
        params: list[str] = []
        for lang, refs in refs_by_lang.items():
            if refs:
                marks = ",".join("?" * len(refs))
                clauses.append(f"(d.ref IN ({marks}){' AND d.lang = ?' if lang else ''})")
                params += [*sorted(refs), *([lang] if lang else [])]
        if not clauses:
            return []
        rows = await self.db.execute_fetchall(
            f"SELECT {DOCUMENT_COLUMNS}, 0.0 FROM documents d WHERE d.kind = 'rule'"
            f" AND ({' OR '.join(clauses)})",
            params,
        )
        return [Candidate.from_row(row) for row in rows]

    async def _rules(self, refs: Collection[str]) -> list[Candidate]:
        """Every printing (edition, language) of the rules with these refs, unscored."""
        return await self._printings({None: refs})

    async def _card_names_apart(self, query: AnalyzedQuery) -> list[NameMatch]:
        """Card names the fuzzy search cannot find inside a question: a short Japanese name (崇拝,
        稲妻) written as a word of its own, unless the word is the rules' own (a keyword
        ability's name: 想起 is Evoke, and Remembrance's name; or a word more than a few rules
        say: 遅延 is Delay's name, and the rules' 遅延誘発型能力); and an English name written
        in katakana (グリステナー・エルフ)."""
        found = []
        for word, match in self.cards.short_names_in(query.text):
            if word in self.keywords.japanese:
                continue
            enough = SHORT_NAME_RULES + 1
            if await self.index.rules_saying(word, enough) < enough:
                found.append(match)
        found += [match for _, match in self.cards.sounded_in(query.text)]
        return found

    def _named(self, query: AnalyzedQuery, apart: list[NameMatch]) -> _Named:
        """Documents the question names: rule numbers, cards (the fuzzy search's and those
        found `apart`: short and katakana names), section headings (in either language), and
        every card list when the question asks for a list."""
        numbers = {f"rule:{number}" for number in query.rule_numbers[:5]}
        found = {m.key for m in apart}
        matches = [
            m for m in self.cards.search(query.text, limit=5, cutoff=0.6) if m.key not in found
        ]
        matches += apart
        cards = {m.key: m.score for m in matches}
        trusted = [m for m in matches if m.score >= CARD_NAME_TRUSTED]
        recognised: list[RecognisedCard] = [
            {"ref": m.key, "name": m.label} for m in trusted if not _inside_another(m.key, trusted)
        ]
        headings: set[str] = set()
        for asked in (query.text, " ".join(query.translated)):
            if asked.strip():
                headings.update(m.key for m in self.headings.search(asked, limit=5, cutoff=0.75))
        if query.wants_list:
            headings.update(self.list_refs)
        keywords = self.keywords.named(query.folded)
        refs = numbers | set(cards) | headings | set(self.keywords.refs(keywords))
        return _Named(numbers, cards, sorted(refs), recognised, keywords)

    async def _question_grams(self, query: AnalyzedQuery) -> tuple[list[str], list[str]]:
        """The trigrams of the question's own words and of their translations, with those
        that continue its words too short for a trigram (`毒`)."""
        own = question_trigrams([query.kana_kept], keep_hiragana=query.kana_only)
        translated = question_trigrams(query.translated_raw, keep_hiragana=query.kana_only)
        own += await self.index.continuations(_short(query.keywords))
        translated += await self.index.continuations(_short(query.translated_keywords))
        return own, translated

    async def _frequencies(self, *grams: list[str]) -> dict[str, int]:
        """The document frequency of the trigrams, as far as MAX_TRIGRAMS * 3 go in the order
        given (the question's own first, the named cards' words last)."""
        wanted = list(dict.fromkeys(g for part in grams for g in part))[: MAX_TRIGRAMS * 3]
        return await self.index.frequencies(wanted) if wanted else {}

    async def _ranked_by_words(
        self, own: list[str], translated: list[str]
    ) -> list[list[tuple[int, float]]]:
        """The best FTS_CANDIDATES documents (id, BM25 rank) for the question's own words and
        for their translations, best first: one row, so that the connection's thread ranks
        both without waiting for the GIL between rows. (The ranks are printed with 17 digits,
        which read back as the same floats.)"""
        frequency = await self._frequencies(own, translated)
        columns: list[str] = []
        params: list[Any] = []
        for grams in (own, translated):
            expression = _expression(grams, frequency)
            if expression is not None:
                columns.append(
                    "(SELECT group_concat(rowid || ' ' || printf('%!.17g', rank), ',') FROM"
                    f" ({_BEST_MATCHES}))"
                )
                params += [expression, FTS_CANDIDATES]
        if not columns:
            return []
        rows = await self.db.execute_fetchall(f"SELECT {', '.join(columns)}", params)
        return [
            [(int(doc), float(rank)) for doc, rank in (p.split(" ") for p in found.split(","))]
            if found
            else []
            for found in next(iter(rows))
        ]

    async def _gather(
        self,
        query: AnalyzedQuery,
        named: _Named,
        into: dict[int, Candidate],
        grams: tuple[list[str], list[str]],
        ranked: list[list[tuple[int, float]]],
        context: str = "",
    ) -> None:
        """Candidates: the documents the question's words ranked first (`_ranked_by_words`),
        those the named cards' words (`context`) rank first, the named documents and the
        rules' phrases, read in one statement (and the phrases' own, remembered).

        The question's own words, their translations and the named cards' words are asked
        separately, so that none crowds the others out of the candidates; each is ranked
        inside the index first, and only the winners' rows are read.
        """
        selects: list[str] = []
        params: list[Any] = []
        ids = list(dict.fromkeys(doc for found in ranked for doc, _ in found))
        if ids:
            selects.append(
                f"SELECT {DOCUMENT_COLUMNS}, 0.0 AS rank, 0 AS part FROM documents d"
                f" WHERE d.id IN ({','.join('?' * len(ids))})"
            )
            params += ids
        if context:
            card_words = question_trigrams([context], keep_hiragana=False)
            # As if the three parts were asked together (the question's are cached by now).
            frequency = await self._frequencies(*grams, card_words)
            expression = _expression(card_words, frequency)
            if expression is not None:
                selects.append(
                    f"SELECT * FROM (SELECT {DOCUMENT_COLUMNS}, f.rank, 1 AS part FROM"
                    f" ({_BEST_MATCHES}) f JOIN documents d ON d.id = f.rowid)"
                )
                params += [expression, FTS_CANDIDATES]
        if named.refs:
            marks = ",".join("?" * len(named.refs))
            selects.append(
                f"SELECT {DOCUMENT_COLUMNS}, 0.0 AS rank, 2 AS part FROM documents d"
                f" WHERE d.ref IN ({marks})"
            )
            params += named.refs
        found = []
        if selects:
            found = list(await self.db.execute_fetchall(" UNION ALL ".join(selects), params))
        documents = {row[0]: row[:RANK_COLUMN] for row in found if row[PART_COLUMN] == 0}
        rows: list[Any] = [
            (*documents[doc], rank) for words in ranked for doc, rank in words if doc in documents
        ]
        rows += [row[:PART_COLUMN] for row in found if row[PART_COLUMN] != 0]
        for phrase in query.formal[:MAX_PHRASES]:
            rows += await self.index.phrase_rows(phrase)
        for row in rows:
            bm25 = -float(row[RANK_COLUMN])
            candidate = into.get(row[0])
            if candidate is None:
                candidate = into[row[0]] = Candidate.from_row(row, bm25=bm25)
            else:
                candidate.bm25 = max(candidate.bm25, bm25)
            if candidate.ref in named.numbers:
                candidate.exact_number = True
            if candidate.kind == "rule" and named.keywords:
                section = candidate.ref.removeprefix("rule:").rstrip("abcdefghijklmnopqrstuvwxyz")
                candidate.keyword_rule = (candidate.edition or "", section) in named.keywords
            if candidate.kind == "card" and candidate.ref in named.cards:
                candidate.name_score = max(candidate.name_score, named.cards[candidate.ref])

    def _merge(self, ranked: list[Candidate], query: AnalyzedQuery) -> list[Candidate]:
        """One hit per rule (across editions and languages), per glossary term (across
        languages) and per ref."""
        merged: list[Candidate] = []
        by_key: dict[Any, int] = {}  # key -> its place in `merged`
        for candidate in ranked:
            key: Any = candidate.ref
            if candidate.kind == "rule" and candidate.edition is not None:
                key = self._rule_key(candidate)
            elif candidate.kind == "glossary":
                # The Japanese glossary names the English term after its own
                # ("状況起因処理（…）／State-Based Actions"): one entry in both languages.
                key = (
                    "glossary",
                    fold(candidate.ref.rsplit("／", 1)[-1].removeprefix("glossary:")),
                )
            place = by_key.get(key)
            if place is None:
                by_key[key] = len(merged)
                merged.append(candidate)
                continue
            kept = merged[place]
            if candidate.kind in ("rule", "glossary") and self._prefer(candidate, kept, query):
                merged[place] = replace(candidate, score=kept.score)
        return merged

    def _prefer(self, new: Candidate, old: Candidate, query: AnalyzedQuery) -> bool:
        """The text in the question's language, in the wiki's numbering if it has the rule."""
        want = "ja" if query.japanese else "en"

        def rank(c: Candidate) -> tuple[int, int]:
            return (1 if c.lang == want else 0, self.editions.numbering_rank(c.edition))

        return rank(new) > rank(old)

    def _hit(self, candidate: Candidate) -> SearchHit:
        hit: SearchHit = {
            "ref": candidate.ref,
            "kind": candidate.kind,
            "title": candidate.title,
            "text": candidate.text,
            "score": round(max(0.0, min(1.0, candidate.score)), 4),
            "edition": candidate.edition,
            "lang": candidate.lang,
        }
        if candidate.kind == "rule":
            number = candidate.ref.removeprefix("rule:")
            edition = candidate.edition or ""
            sources = self.rule_pages.get((edition, number), [])
            members = self.editions.same_rule(edition, number)
            if members:
                hit["other_editions"] = [
                    {"edition": m.edition, "number": m.number}
                    for m in members
                    if m.edition != edition
                ]
                if not sources:
                    quoted = (m for m in members if (m.edition, m.number) in self.rule_pages)
                    sources = next((self.rule_pages[(m.edition, m.number)] for m in quoted), [])
            hit["sources"] = sources
            if sources:
                hit.setdefault("page", sources[0]["page"])
                hit.setdefault("url", sources[0]["url"])
        else:
            del hit["edition"]  # only a rule is printed in an edition
        if candidate.page:
            hit["page"] = candidate.page
        if candidate.section_path is not None:
            hit["section_path"] = candidate.section_path
        if candidate.url:
            hit["url"] = candidate.url
        return hit
