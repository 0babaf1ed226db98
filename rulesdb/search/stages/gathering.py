"""Gathering the candidates: the documents the trigram index ranks best for the question's own
words, for their translations and for the named cards' words, the documents the question names,
and those that say the rules' phrases for its casual words.

The question's own words, their translations and the named cards' words are asked separately,
so that none crowds the others out of the candidates; each is ranked inside the index first,
and only the winners' rows are read.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any, NamedTuple

import aiosqlite

from rulesdb.search import statements
from rulesdb.search.card_context import CardContext
from rulesdb.search.keyword_rules import KeywordRules, keyword_ability_rule
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.ranking import folded_title
from rulesdb.search.stages.candidates import Candidate
from rulesdb.search.stages.named import Named
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.text.fts_query import (
    MAX_TRIGRAMS,
    match_expression,
    over_budget,
    question_trigrams,
    selective_trigrams,
)
from rulesdb.text.normalize import fold, has_japanese

FTS_CANDIDATES = 40
# The rules' phrases asked for a question (its casual words' and its named cards'): a Japanese
# story with a card often has five or six, and a rule that only the fifth says (104.2b's
# 「効果によってプレイヤーの勝ちとなることがある」) was never a candidate at four. Each is asked
# once and remembered (TrigramStats.phrase_rows).
MAX_PHRASES = 6
JAPANESE_TERM_CHARS = 99


class QuestionGrams(NamedTuple):
    """The trigrams of the question's own words and of their translations."""

    own: list[str]
    translated: list[str]


def fts_expression(grams: list[str], frequency: dict[str, int]) -> str | None:
    """The FTS5 query for the rarest of `grams` (an AND when even those are common)."""
    chosen = selective_trigrams(grams, frequency)
    return match_expression(chosen, every=over_budget(chosen, frequency))


def _short(keywords: list[str]) -> list[str]:
    return [k for k in keywords if 0 < len(k.strip()) < 3]


async def question_grams(index: TrigramStats, query: AnalyzedQuery) -> QuestionGrams:
    """The trigrams of the question's own words and of their translations, with those
    that continue its words too short for a trigram (`毒`)."""
    own = question_trigrams([query.kana_kept], keep_hiragana=query.kana_only)
    translated = question_trigrams(query.translated_raw, keep_hiragana=query.kana_only)
    own += await index.continuations(_short(query.keywords))
    translated += await index.continuations(_short(query.translated_keywords))
    return QuestionGrams(own, translated)


async def frequencies(index: TrigramStats, *grams: list[str]) -> dict[str, int]:
    """The document frequency of the trigrams, as far as MAX_TRIGRAMS * 3 go in the order
    given (the question's own first, the named cards' words last)."""
    wanted = list(dict.fromkeys(g for part in grams for g in part))[: MAX_TRIGRAMS * 3]
    return await index.frequencies(wanted) if wanted else {}


async def ranked_by_words(
    db: aiosqlite.Connection, index: TrigramStats, grams: QuestionGrams
) -> list[statements.Matches]:
    """The best FTS_CANDIDATES documents (id, BM25 rank) for the question's own words and
    for their translations (those that make an FTS5 query), best first."""
    frequency = await frequencies(index, grams.own, grams.translated)
    expressions = [
        expression
        for expression in (fts_expression(part, frequency) for part in grams)
        if expression is not None
    ]
    return await statements.best_matches_at_once(db, expressions, FTS_CANDIDATES)


async def gather(
    db: aiosqlite.Connection,
    index: TrigramStats,
    query: AnalyzedQuery,
    named: Named,
    grams: QuestionGrams,
    ranked: list[statements.Matches],
    card_words: str = "",
) -> list[Candidate]:
    """Candidates, each once: the documents the question's words ranked first (`ranked`),
    those the named cards' words rank first, the named documents and the rules' phrases,
    read in one statement (and the phrases' own, remembered)."""
    ids = list(dict.fromkeys(doc for found in ranked for doc, _ in found))
    card_expression = None
    if card_words:
        card_grams = question_trigrams([card_words], keep_hiragana=False)
        # As if the three parts were asked together (the question's are cached by now).
        card_expression = fts_expression(card_grams, await frequencies(index, *grams, card_grams))
    found = await statements.candidate_rows(db, ids, card_expression, named.refs, FTS_CANDIDATES)
    rank_column, part_column = statements.RANK_COLUMN, statements.PART_COLUMN
    documents = {
        row[0]: row[:rank_column] for row in found if row[part_column] == statements.RANKED_PART
    }
    rows: list[Any] = [
        (*documents[doc], rank) for words in ranked for doc, rank in words if doc in documents
    ]
    rows += [row[:part_column] for row in found if row[part_column] != statements.RANKED_PART]
    for phrase in query.formal[:MAX_PHRASES]:
        rows += await index.phrase_rows(phrase)
    candidates = _candidates(rows, named)
    terms = glossary_terms_said(candidates, query)
    if not terms:
        return candidates
    for term in terms:
        rows += await index.phrase_rows(term)
    return _candidates(rows, named)


def glossary_terms_said(candidates: list[Candidate], query: AnalyzedQuery) -> list[str]:
    """The glossary's English terms of more than one word that the question says as they are
    ("shared life total"): the rules' own names of concepts, asked as the rules' phrases are,
    at most MAX_PHRASES with those of its casual words. (A Japanese term is one compound word,
    サブゲーム, that most questions about it say: asked as a phrase it crowded out the rules
    those questions wanted.)"""
    room = MAX_PHRASES - min(MAX_PHRASES, len(query.formal))
    terms: list[str] = []
    for candidate in candidates:
        if len(terms) >= room:
            break
        if candidate.kind != "glossary":
            continue
        term = folded_title(candidate.title)  # (the same glossary titles, question after question)
        english = " " in term and not has_japanese(term)
        if english and term in query.folded and term not in (*query.formal, *terms):
            terms.append(term)
    return terms


def _candidates(rows: list[Any], named: Named) -> list[Candidate]:
    """One candidate for each document of the rows, in the order first found, with the best
    BM25 of its rows and what the question names of it."""
    first: dict[int, Any] = {}
    bm25: dict[int, float] = {}
    for row in rows:
        rank = -float(row[statements.RANK_COLUMN])
        doc = row[0]
        if doc in first:
            bm25[doc] = max(bm25[doc], rank)
        else:
            first[doc], bm25[doc] = row, rank
    candidates = []
    for doc, row in first.items():
        ref, kind, edition = row[1], row[2], row[3]
        keyword_rule = unasked = False
        if kind == "rule" and keyword_ability_rule(number := ref.removeprefix("rule:")):
            printing = (edition or "", number.rstrip("abcdefghijklmnopqrstuvwxyz"))
            keyword_rule = printing in named.keywords
            unasked = not keyword_rule and printing not in named.spoken_keywords
        name_score = max(0.0, named.cards[ref]) if kind == "card" and ref in named.cards else 0.0
        exact = ref in named.numbers
        candidates.append(
            Candidate.from_row(row, bm25[doc], name_score, exact, keyword_rule, unasked)
        )
    return candidates


def with_spoken_keywords(
    named: Named, keywords: KeywordRules, query: AnalyzedQuery, contexts: Sequence[CardContext]
) -> Named:
    """`named` with the keyword abilities the question speaks of without naming them and those
    the named cards' texts name (`Named.spoken_keywords`)."""
    said = fold(" ".join(context.text for context in contexts))
    return replace(named, spoken_keywords=keywords.spoken(query.folded) | keywords.named(said))
