"""Answering a question: the search's stages (rulesdb.search.stages), run in order.

The question is analysed (rulesdb.search.query); the documents it names are found (rule numbers,
cards, headings, keyword abilities) and the cards it names are read as context; candidates are
gathered from the FTS5 trigram index and the named documents, never from a scan of every
document; each is scored from what the question and the document share plus priors
(rulesdb.search.ranking, its weights a RankingWeights), a rule's printings in both languages
agreeing, the rules the wiki restates borrowing its sections' scores and a best rule's
siblings told apart by the words each says alone (its family read whole); the same rule in
several editions or languages becomes one hit; where the rules' vectors are there
(rulesdb.meaning.semantic), the rules nearest the question's meaning join by reciprocal-rank
fusion; and the hits are composed. Every statement the search sends is in
rulesdb.search.statements.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable, Coroutine
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

import aiosqlite

from rulesdb.answers import MatchingRuling, PageSource, RecognisedCard, SearchHit
from rulesdb.derived.restatements import Restatement
from rulesdb.editions import Editions
from rulesdb.meaning.fusion import RulePassage
from rulesdb.search import statements
from rulesdb.search.card_context import matching_rulings, with_card_text
from rulesdb.search.keyword_rules import KeywordRules
from rulesdb.search.language_agreement import MIN_QUESTION_WORDS
from rulesdb.search.name_index import NameIndex
from rulesdb.search.query import AnalyzedQuery, analyze
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Candidate, Scored
from rulesdb.search.stages.candidates import printing_key as _printing_key
from rulesdb.search.stages.card_reads import CardReads
from rulesdb.search.stages.contrast import RuleFamilies, with_siblings_told_apart
from rulesdb.search.stages.exemplified import lend_to_exemplified_rules
from rulesdb.search.stages.fusion import with_nearest
from rulesdb.search.stages.gathering import (
    gather,
    glossary_terms_said,
    question_grams,
    ranked_by_words,
    with_spoken_keywords,
)
from rulesdb.search.stages.hits import compose_hit
from rulesdb.search.stages.lent import LentRules, with_lent
from rulesdb.search.stages.merging import (
    in_current_numbering,
    in_question_language,
    merge_printings,
)
from rulesdb.search.stages.named import (
    Named,
    card_names_apart,
    cards_apart,
    named_documents,
    read_named_cards,
    rules_words_apart,
)
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.search.stages.relatedness import any_related, close_names
from rulesdb.search.stages.restated import lend_to_restated_rules
from rulesdb.search.stages.scoring import (
    best_first,
    rank_candidates,
    with_agreement,
    with_other_printings,
)
from rulesdb.search.stages.written import name_meant
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.search.weights import DEFAULT_WEIGHTS, RankingWeights
from rulesdb.text.rule_structure import PARENT_OPENING_CHARS, RuleStructure
from rulesdb.text.situations import situation_sections
from rulesdb.text.vocabulary import Vocabulary

if TYPE_CHECKING:  # (NumPy and the model are loaded only with the rules' vectors)
    from rulesdb.meaning.semantic import SemanticIndex

T = TypeVar("T")

# Work of the caller's on the cards a question names (with their text, as SearchResult.cards
# has them), done while the database ranks the named cards' words among the candidates: this
# thread has nothing else to do then.
CardsBeside = Callable[[list[RecognisedCard]], None]

# A question of fewer words is a name or a term (毒, a card's name): what it means is what it
# says, and the nearest rules in meaning only crowd the lexical hits.
MEANING_MIN_WORDS = 3

log = logging.getLogger(__name__)


@contextlib.asynccontextmanager
async def _started(work: Coroutine[Any, Any, T]) -> AsyncIterator[asyncio.Future[T]]:
    """`work` as a task that has handed its statement to the database thread by the time the
    block starts, so that the block's own work (in this thread) runs beside it; cancelled if
    the block ends without awaiting it."""
    task = asyncio.ensure_future(work)
    await asyncio.sleep(0)  # the task runs to its first statement
    # time.sleep(0) releases the GIL for a moment: the connection's thread, woken by the
    # statement, takes it and enters SQLite, which runs without it. Otherwise that thread
    # waits out this one's switch interval (sys.getswitchinterval()) while this one works,
    # and nothing runs side by side (docs/evaluation.md, "Search speed", has the timings).
    time.sleep(0)
    try:
        yield task
    finally:
        if not task.done():
            task.cancel()
        elif not task.cancelled():
            task.exception()  # retrieved: if it failed, the block has raised it


@dataclass(frozen=True)
class SearchResult:
    """The ranked hits of a question, the cards it names (context for the answer, with their
    text) and those cards' rulings that match the question."""

    hits: list[SearchHit]
    cards: list[RecognisedCard]
    rulings: list[MatchingRuling] = field(default_factory=list)
    # For a question nothing answers: the names closest to its words.
    suggestions: list[str] = field(default_factory=list)
    # The question's words carried into the other language by the term table (a Japanese
    # question's English words), for comparing it with English-only text.
    translated: list[str] = field(default_factory=list)
    # The rules' words for the question's casual ones ("loses the game" for "are they dead"),
    # folded: a named card's ability is compared with them too.
    formal: list[str] = field(default_factory=list)
    # Whether the question asks for a list of cards ("which cards…", 「…カードって何がある？」).
    wants_list: bool = False


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
        weights: RankingWeights = DEFAULT_WEIGHTS,
    ) -> None:
        self.db = db
        self.index = TrigramStats(db, 0)
        # The rules' printings the stages read, remembered for this database.
        self.printings = RulePrintings(db)
        self.families = RuleFamilies(db)
        # The named cards' data, remembered for this database.
        self.card_reads = CardReads(db)
        self.headings = headings
        self.list_refs = list_refs
        self.vocabulary = vocabulary
        self.cards = cards
        self.editions = editions
        self.rule_pages = rule_pages
        self.keywords = keywords or KeywordRules.from_rows([])
        self.structure = structure or RuleStructure()
        self.weights = weights
        # section ref -> the rules its passages restate (rulesdb.derived.restatements)
        self.restated: dict[str, list[Restatement]] = {}
        # The rules' vectors, when the database has them (RulesDatabase.open).
        self.semantic: SemanticIndex | None = None

    @classmethod
    async def load(
        cls,
        db: aiosqlite.Connection,
        cards: NameIndex,
        editions: Editions,
        weights: RankingWeights = DEFAULT_WEIGHTS,
        *,
        vocabulary: Vocabulary | None = None,
    ) -> Searcher:
        """`vocabulary`: the bilingual vocabulary, when the caller has read it already."""
        if vocabulary is None:
            vocabulary = Vocabulary(*await statements.vocabulary_rows(db))
        rule_pages: dict[tuple[str, str], list[PageSource]] = {}
        for edition, number, page, url in await statements.rule_quotes(db):
            rule_pages.setdefault((edition, number), []).append({"page": page, "url": url})
        sections = await statements.section_headings(db)
        headings = NameIndex((r[0], r[1], [r[1]]) for r in sections)
        documents = await statements.document_count(db)
        list_refs = [r[0] for r in sections if r[2] == "card_list"]
        keywords = await KeywordRules.load(db)
        situations = await statements.chapter_7_sections(db)
        parents = await statements.parent_openings(db, PARENT_OPENING_CHARS)
        structure = RuleStructure.from_rows(
            ((r[0], r[1], r[2], r[3]) for r in parents),
            situation_sections((r[0], r[1], r[2]) for r in situations),
        )
        searcher = cls(
            db,
            vocabulary,
            cards,
            editions,
            rule_pages,
            headings,
            list_refs,
            keywords,
            structure,
            weights,
        )
        searcher.index.documents = documents
        for ref, passage, edition, number in await statements.restatements(db):
            searcher.restated.setdefault(ref, []).append(Restatement(ref, passage, edition, number))
        return searcher

    async def search(self, text: str, *, limit: int = 10) -> list[SearchHit]:
        return (await self.answer(text, limit=limit)).hits

    async def answer(
        self,
        text: str,
        *,
        limit: int = 10,
        lang: str | None = None,
        lent: LentRules | None = None,
        beside: CardsBeside | None = None,
    ) -> SearchResult:
        """The hits, best first, and the cards the question names; rules in `lang` (the
        reader's) where an edition prints them in it, else in the question's language; `lent`:
        rules the caller found for the question other than by its words, candidates too;
        `beside`: called with the named cards while the candidates are gathered, when the
        question names a card with card data (its words are ranked then), at most once with
        the cards the result names (once more when a misspelt name is asked again as the
        name); not called otherwise."""
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
            return await self._answer(query, nearest, limit, lang, lent, beside)
        finally:
            if nearest is not None and not nearest.done():
                nearest.cancel()

    async def _named(self, query: AnalyzedQuery) -> Named:
        """What the question names: rule numbers, cards (shortened, in katakana, written out,
        as the fuzzy search finds them), headings, card lists and keyword abilities."""
        apart = await card_names_apart(
            query, self.cards, self.keywords, self.index, self.card_reads
        )
        named = named_documents(
            query, apart, self.cards, self.headings, self.list_refs, self.keywords
        )
        return await rules_words_apart(query, named, self.index)

    async def _answer(
        self,
        query: AnalyzedQuery,
        nearest: asyncio.Future[list[RulePassage]] | None,
        limit: int,
        lang: str | None = None,
        lent: LentRules | None = None,
        beside: CardsBeside | None = None,
    ) -> SearchResult:
        # The index ranks the documents the question's words find (SQLite, in the connection's
        # thread, without the GIL) while this thread matches card names (rapidfuzz): the two
        # dearest steps of a long question, side by side. So do the named cards' words and
        # their rulings.
        grams = await question_grams(self.index, query)
        formal = list(query.formal)  # the question's own, before the named cards' phrases
        async with _started(ranked_by_words(self.db, self.index, grams)) as by_words:
            named = await self._named(query)
            meant = name_meant(query.text, named.recognised)
            if meant != query.text:  # the name misspelt: asked as the name
                return await self._answer(
                    analyze(meant, self.vocabulary), nearest, limit, lang, lent, beside
                )
            cards = await read_named_cards(self.card_reads, query, named)
            query = cards.query
            named = with_spoken_keywords(named, self.keywords, query, cards.contexts)
            words_ranked = await by_words
        gathering = gather(
            self.db, self.index, query, named, grams, words_ranked, " ".join(cards.words)
        )
        rulings: list[MatchingRuling] = []
        recognised = with_card_text(named.recognised, cards.contexts)
        if cards.contexts:  # (their words ranked while this thread does the work beside)
            async with _started(gathering) as gathered:
                rulings = matching_rulings(cards.contexts, query)
                if beside is not None:
                    beside(recognised)
                candidates = await gathered
        else:
            candidates = await gathering
        terms = glossary_terms_said(candidates, query)
        if terms:  # the glossary's terms it says weigh as the rules' phrases do
            query = replace(query, formal=(*query.formal, *terms))
        ranked, ranker = await self._best_first(query, candidates)
        merged = merge_printings(ranked, query, self.editions)
        merged = cards_apart(merged, query, named, cards.contexts)
        if nearest is not None:
            near = await _nearest_or_none(nearest)
            share = self.weights.meaning_share
            merged = await with_nearest(self.printings, self.editions, merged, near, ranker, share)
        if lent is not None and lent.numbers:
            merged = await with_lent(self.printings, self.editions, merged, lent, ranker)
        shown = await in_question_language(
            self.printings, self.editions, merged[:limit], query, lang
        )
        shown = await in_current_numbering(self.printings, self.editions, shown)
        if not named.recognised and not any_related(shown, query):
            return SearchResult([], [], [], close_names(query, [self.cards, self.headings]))
        hits = [compose_hit(scored, self.rule_pages, self.editions) for scored in shown]
        translated, wants_list = list(query.translated_keywords), query.wants_list
        return SearchResult(hits, recognised, rulings, [], translated, formal, wants_list)

    async def _best_first(
        self, query: AnalyzedQuery, candidates: list[Candidate]
    ) -> tuple[list[Scored], Ranker]:
        """The candidates scored, best first (with the other language's printings of the best
        rules, the languages' agreement and the rules the wiki restates), and their ranker."""
        # A list of cards asked for is not a rule: the rules' agreement would lift them over it.
        agreeing = len(query.keywords) >= MIN_QUESTION_WORDS and not query.wants_list
        ranking = await rank_candidates(query, candidates, self.index, self.structure, self.weights)
        pool = ranking.scored
        if agreeing:
            pool = await with_other_printings(self.printings, self.editions, ranking)
        pool = await lend_to_restated_rules(
            self.printings, query, pool, self.restated, self.structure, self.weights
        )
        pool = await lend_to_exemplified_rules(
            self.printings, query, pool, self.structure, self.weights
        )
        if agreeing:
            pool = with_agreement(pool, self.editions, self.weights.agreement)
        pool = await with_siblings_told_apart(
            pool, ranking.ranker, self.families, self.printings, self.weights.sibling_contrast
        )
        return best_first(pool), ranking.ranker

    def printing_key(self, edition: str, number: str) -> int | str:
        """One key for a rule's printings in every edition and language: its lineage, or its
        ref for a rule no other edition was aligned with."""
        return _printing_key(self.editions, edition, number)


async def _nearest_or_none(nearest: asyncio.Future[list[RulePassage]]) -> list[RulePassage]:
    """The rules nearest in meaning; none when the model failed (the words still answer)."""
    try:
        return await nearest
    except Exception:
        log.exception("the search by meaning failed; answering by words alone")
        return []
