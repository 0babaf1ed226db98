"""Scoring one candidate for one question, in [0, 1].

The parts, each in [0, 1]: how much of the question's content the document holds (keywords in
the question's language, or their translations for a document in the other language), how
closely its title matches the question (rapidfuzz), BM25 relative to the best candidate, and
priors: the exact rule number asked for, a card whose name the question is.
"""

from __future__ import annotations

from typing import Protocol

from rapidfuzz import fuzz

from rulesdb.normalize import fold
from rulesdb.query import AnalyzedQuery

COVERAGE_WEIGHT = 0.55
TITLE_WEIGHT = 0.2
BM25_WEIGHT = 0.1
PRIOR_WEIGHT = 0.15
TEXT_WINDOW = 700


class Scorable(Protocol):
    kind: str
    lang: str
    title: str
    folded: str
    prior: float
    bm25: float
    name_score: float
    exact_number: bool


def coverage(keywords: list[str], folded_text: str) -> float:
    """Share of the keywords found in the text, longer keywords weighing more."""
    if not keywords:
        return 0.0
    total = sum(len(k) for k in keywords)
    found = sum(len(k) for k in keywords if k in folded_text)
    return found / total


def score_candidate(query: AnalyzedQuery, candidate: Scorable, best_bm25: float = 0.0) -> float:
    text = candidate.folded[:TEXT_WINDOW]
    own = coverage(query.keywords, text)
    translated = coverage(query.translated_keywords, text)
    # A document in the other language can only meet the question through translation.
    cross_language = (candidate.lang == "ja") != query.japanese
    content = max(own, translated * (1.0 if cross_language else 0.85))
    title = fold(candidate.title)
    title_similarity = fuzz.WRatio(query.folded, title) / 100 if title else 0.0
    bm25 = min(1.0, candidate.bm25 / 20.0) if candidate.bm25 > 0 else 0.0
    prior = candidate.prior
    if candidate.exact_number:
        prior = max(prior, 1.0)
    if candidate.kind == "card":
        prior = max(prior, candidate.name_score**3)
        content = max(content, candidate.name_score)
    score = (
        COVERAGE_WEIGHT * content
        + TITLE_WEIGHT * title_similarity
        + BM25_WEIGHT * bm25
        + PRIOR_WEIGHT * prior
    )
    if candidate.exact_number:
        score = max(score, 0.95)
    return max(0.0, min(1.0, score))
