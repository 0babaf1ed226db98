"""Scoring candidates for one question, each in [0, 1].

The parts, each in [0, 1]: how much of the question's content a document holds (keywords in the
question's language, or their translations for a document in the other language), each keyword
weighted by how rare it is among the candidates (a word every candidate has decides nothing);
how closely the document's text and title resemble the question (rapidfuzz); BM25 relative to the
best candidate; and priors: the exact rule number asked for, a card whose name the question is,
wiki text (the corpus the product quotes first) over glossary entries. How much each part
weighs is a RankingWeights (rulesdb.search.weights), given to the Ranker.
"""

from __future__ import annotations

import functools
from collections.abc import Mapping, Sequence
from typing import NamedTuple, Protocol

from rapidfuzz import fuzz, process

from rulesdb.search.keyword_shares import (
    Group,
    presence_columns,
    rarities,
    rows_of_columns,
    weighted_share,
)
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.weights import DEFAULT_WEIGHTS, RankingWeights
from rulesdb.text.normalize import apostrophe_spellings, fold
from rulesdb.text.question_type import stated_kinds
from rulesdb.text.rule_structure import RuleStructure
from rulesdb.text.variants import SUPPLEMENTARY_OPENING_CHARS, heading_variant, rule_variant

TEXT_WINDOW = 500
FUZZY_SHORTLIST = 30
SHORT_QUESTION = 40
# A long question's title comparisons are made in one call from this many distinct titles on:
# for fewer titles or a shorter question the call costs more than it saves (the timings are in
# docs/evaluation.md, "Search speed").
FUZZY_BATCHED_FROM = 24
FUZZY_BATCHED_QUESTION = 60
CARD_NAME_TRUSTED = 0.85
# A question of more keywords than this is more than a card's name.
CARD_QUESTION_WORDS = 4


class Scorable(Protocol):
    @property
    def kind(self) -> str: ...
    @property
    def lang(self) -> str: ...
    @property
    def edition(self) -> str | None: ...
    @property
    def ref(self) -> str: ...
    @property
    def title(self) -> str: ...
    @property
    def folded(self) -> str: ...
    @property
    def page(self) -> str | None: ...
    @property
    def prior(self) -> float: ...
    @property
    def facet(self) -> str | None: ...
    @property
    def bm25(self) -> float: ...
    @property
    def name_score(self) -> float: ...
    @property
    def exact_number(self) -> bool: ...
    @property
    def keyword_rule(self) -> bool: ...
    @property
    def keyword_unasked(self) -> bool: ...


class Ranker:
    """Scores the candidates of one question against each other."""

    def __init__(
        self,
        query: AnalyzedQuery,
        candidates: Sequence[Scorable],
        corpus_rarity: Mapping[str, float] | None = None,
        structure: RuleStructure | None = None,
        weights: RankingWeights = DEFAULT_WEIGHTS,
    ) -> None:
        self.query = query
        self.weights = weights
        self.structure = structure or RuleStructure()
        self.candidates = list(candidates)
        own_groups = query.keyword_groups
        translated_groups = [(k,) for k in query.translated_keywords]
        self.translated_groups = translated_groups
        texts = [c.folded[:TEXT_WINDOW] for c in candidates]
        worded = [self._worded(c, text) for c, text in zip(candidates, texts, strict=True)]
        # Which candidates hold each group (summed for the groups' rarity), then which groups
        # each candidate holds (for its share).
        own = presence_columns(own_groups, worded)
        translated = presence_columns(translated_groups, worded)
        self.own_held = rows_of_columns(own, len(worded))
        self.translated_held = rows_of_columns(translated, len(worded))
        count, nowhere = len(worded), frozenset[str]()
        self.own_weights = rarities(
            own_groups, [sum(c) for c in own], count, query.focus, query.context, weights
        )
        self.translated_weights = rarities(
            translated_groups, [sum(c) for c in translated], count, nowhere, nowhere, weights
        )
        if corpus_rarity:
            floor = weights.corpus_rarity_floor
            self.own_weights = _in_corpus(self.own_weights, own_groups, corpus_rarity, floor)
            self.translated_weights = _in_corpus(
                self.translated_weights, translated_groups, corpus_rarity, floor
            )
        self.texts = texts
        # Summed once: every candidate's share is of the same totals.
        self._own_total = sum(self.own_weights)
        self._translated_total = sum(self.translated_weights)
        self.best_bm25 = max((c.bm25 for c in candidates), default=0.0)
        # The rules print apostrophes curly (`can’t`); players and the phrase table type them
        # straight.
        self.phrases = [apostrophe_spellings(p) for p in query.formal]
        # Each title's resemblance to the question, compared once: the printings scored later
        # (`score_more`: a rule's other language) mostly share their titles (its number).
        self._title_scores: dict[str, float] = {}
        self._question_chars = frozenset(query.folded)

    def scores(self) -> list[float]:
        """Every candidate's score. The fuzzy comparisons, the dearest part, are made only for
        the candidates that the rest of the score puts in the running."""
        parts = [self._cheap(index) for index in range(len(self.candidates))]
        bound = self.weights.fuzzy_bound
        ordered = sorted(parts, key=lambda p: -p.score)
        cutoff = ordered[min(FUZZY_SHORTLIST, len(ordered)) - 1].score - bound if ordered else 0.0
        running = [part for part in parts if part.score >= cutoff]
        fuzzy = dict(zip((part.place for part in running), self._fuzzy(running), strict=True))
        return [self._finish(part, part.score + fuzzy.get(part.place, 0.0)) for part in parts]

    def score_more(self, extra: Sequence[Scorable], *, resembled: bool = True) -> list[float]:
        """Scores of candidates found after the first ranking, weighed as its own were (the
        words' rarity among the first candidates), the fuzzy comparisons made for each unless
        not `resembled` (rules read for a reason other than the question's likeness to them)."""
        start = len(self.candidates)
        texts = [candidate.folded[:TEXT_WINDOW] for candidate in extra]
        self.candidates.extend(extra)
        self.texts.extend(texts)
        # On their own words only, not their parent's: a printing read for the languages'
        # agreement confirms what the other printing matched only if it says it too.
        own = presence_columns(self.query.keyword_groups, texts)
        self.own_held.extend(rows_of_columns(own, len(texts)))
        translated = presence_columns(self.translated_groups, texts)
        self.translated_held.extend(rows_of_columns(translated, len(texts)))
        parts = [self._cheap(index) for index in range(start, len(self.candidates))]
        fuzzy = self._fuzzy(parts) if resembled else [0.0] * len(parts)
        return [
            self._finish(part, part.score + resemblance)
            for part, resemblance in zip(parts, fuzzy, strict=True)
        ]

    def _worded(self, candidate: Scorable, text: str) -> str:
        """The text whose words a candidate holds: a rule's own, and its parent's opening."""
        opening = self.structure.parent_opening(candidate)
        return f"{text} {opening}" if opening else text

    def _cheap(self, index: int) -> _Partial:
        query, weights = self.query, self.weights
        candidate = self.candidates[index]
        own = weighted_share(self.own_weights, self.own_held[index], self._own_total)
        translated = weighted_share(
            self.translated_weights, self.translated_held[index], self._translated_total
        )
        # A document in the other language can only meet the question through translation.
        cross_language = (candidate.lang == "ja") != query.japanese
        # Translations speak only for the part of the question the term table could translate.
        translated *= query.translated_share * (
            1.0 if cross_language else weights.same_language_translation
        )
        content = max(own, translated)
        bm25 = candidate.bm25 / self.best_bm25 if self.best_bm25 > 0 else 0.0
        # The wiki is quoted first to those who read it: to an English question, a Japanese
        # section that restates a rule is no better an answer than the rule.
        wiki = weights.wiki_prior if candidate.page and not cross_language else 0.0
        prior = candidate.prior + wiki
        if query.wants_list and candidate.facet == "card_list":
            prior += weights.list_prior
        name = 0.0
        if candidate.kind == "card":
            trusted = candidate.name_score >= CARD_NAME_TRUSTED
            name = (
                candidate.name_score
                if trusted
                else candidate.name_score * weights.untrusted_name_factor
            )
            # A card's text is only what the wiki notes beside it; its name is what identifies it.
            content = max(content * weights.card_context_factor, name)
            prior += name**3 if trusted else 0.0
        score = weights.coverage * content + weights.bm25 * bm25 + weights.prior * min(1.0, prior)
        if self.phrases:
            folded, said = candidate.folded, 0
            for spellings in self.phrases:
                for spelling in spellings:
                    if spelling in folded:
                        said += 1
                        break
            score += weights.phrase * said / len(self.phrases)
        return _Partial(index, score, cross_language, name)

    def _fuzzy(self, parts: Sequence[_Partial]) -> list[float]:
        """How much each candidate's title (and, for a short question, text) resembles the
        question. Each distinct title is compared once in a ranking (a rule's printings share
        theirs, those scored by `score_more` too), many
        in one rapidfuzz `cdist` call that prepares the question once: the same scores as one
        by one. On one thread: a second one cost a story milliseconds of waiting for it
        whenever the other core was busy."""
        query = self.query
        titles = [folded_title(self.candidates[part.place].title) for part in parts]
        score_of = self._title_scores
        distinct = [title for title in dict.fromkeys(titles) if title and title not in score_of]
        # A title sharing no character with the question (a rule's number beside a story told
        # in words, a third of a story's titles) resembles it not at all: every part of WRatio
        # compares characters, so it scores 0 without being compared.
        score_of.update(
            (title, 0.0) for title in distinct if self._question_chars.isdisjoint(title)
        )
        distinct = [title for title in distinct if title not in score_of]
        if len(distinct) >= FUZZY_BATCHED_FROM and len(query.folded) > FUZZY_BATCHED_QUESTION:
            # cdist's result is a NumPy array: NumPy is imported where a question is long
            # enough for it (a short question's process need not import it).
            import numpy as np

            scores = process.cdist(
                [query.folded], distinct, scorer=fuzz.WRatio, dtype=np.float64, workers=1
            )[0].tolist()
        else:
            scores = [fuzz.WRatio(query.folded, title) for title in distinct]
        score_of.update(zip(distinct, scores, strict=True))
        similarity = [score_of[title] / 100 if title else 0.0 for title in titles]
        fuzzy = []
        for part, title_similarity in zip(parts, similarity, strict=True):
            resemblance = 0.0
            if not part.cross_language and len(query.folded) <= SHORT_QUESTION:
                resemblance = fuzz.partial_ratio(query.folded, self.texts[part.place]) / 100
            title_similarity = max(title_similarity, part.name)
            fuzzy.append(self.weights.text * resemblance + self.weights.title * title_similarity)
        return fuzzy

    def _finish(self, part: _Partial, score: float) -> float:
        weights = self.weights
        candidate = self.candidates[part.place]
        if candidate.kind == "glossary":
            score *= weights.glossary_factor
        if candidate.kind == "card" and len(self.query.keywords) > CARD_QUESTION_WORDS:
            # A card named in a longer question is its context (the answer shows it apart),
            # not the answer: the rule about what the card does is.
            score *= weights.card_in_question_factor
        if candidate.kind == "rule" and self.query.asks:
            score += weights.asked_kind_bonus * stated_kinds(
                self.texts[part.place], self.query.asks
            )
        if candidate.keyword_rule:
            score += weights.keyword_rule_bonus
        elif candidate.keyword_unasked:
            score *= weights.unasked_keyword_factor
        score *= variant_factor(candidate, self.query, self.structure, weights)
        if candidate.exact_number:
            score = max(score, weights.exact_number_floor)
        return max(0.0, min(1.0, score))


def _in_corpus(
    weights: list[float], groups: Sequence[Group], rarity: Mapping[str, float], floor: float
) -> list[float]:
    """Weights scaled by how rare each word is in the whole corpus (from `floor`): a story's
    `attack` and `opponent` are rare among a question's candidates but common in the rules."""
    return [w * (floor + rarity.get(g[0], 1.0)) for w, g in zip(weights, groups, strict=True)]


class _Partial(NamedTuple):
    # (A tuple: made for every candidate of every question, cheaper than a frozen dataclass.)
    place: int  # of the candidate
    score: float
    cross_language: bool
    name: float


@functools.lru_cache(maxsize=65536)
def folded_title(title: str) -> str:
    # Titles come back query after query (rule numbers, headings, card names).
    return fold(title)


def variant_factor(
    candidate: Scorable,
    query: AnalyzedQuery,
    structure: RuleStructure | None = None,
    weights: RankingWeights = DEFAULT_WEIGHTS,
) -> float:
    """The weights' variant factor for a rule or section of a variant, or a rule of a special
    situation (its section's, read in `structure`), that the question does not name, else 1."""
    named = query.variants
    # (Whether the variant or the situation is one the question does not name, without the
    # sets a union and a difference would make for every candidate.)
    situation = structure.situation(candidate) if structure else None
    unnamed = not _variant_of(candidate) <= named or (
        situation is not None and situation not in named
    )
    return weights.variant_factor if unnamed else 1.0


def _variant_of(candidate: Scorable) -> frozenset[str]:
    """The variant a candidate speaks for, as a set (empty for a general one)."""
    if candidate.kind == "rule":
        return _rule_variant(candidate.title, candidate.folded[:SUPPLEMENTARY_OPENING_CHARS])
    if candidate.kind in ("section", "glossary"):
        return _heading_variant(candidate.title)
    return frozenset()


# A document's variant is the same for every question, and finding it takes a regular
# expression for each variant: the same documents come back query after query.
@functools.lru_cache(maxsize=65536)
def _rule_variant(number: str, folded_opening: str) -> frozenset[str]:
    variant = rule_variant(number, folded_opening)
    return frozenset((variant,)) if variant else frozenset()


@functools.lru_cache(maxsize=65536)
def _heading_variant(title: str) -> frozenset[str]:
    variant = heading_variant(folded_title(title))
    return frozenset((variant,)) if variant else frozenset()
