"""Scoring the candidates against each other (rulesdb.search.ranking), and the agreement of a
rule's printings in both languages (rulesdb.search.language_agreement): for the best-scored
rules the question reached in one language only, their printing in the other is read and scored
as the first candidates were, and each printing gains from the other language's best."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rulesdb.editions import Editions
from rulesdb.search.language_agreement import agreed_scores
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Candidate, Scored, rule_key
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.search.weights import RankingWeights
from rulesdb.text.rule_structure import RuleStructure

# The rules (the best-scored candidates) whose printing in the other language is read and
# scored too, for the agreement of their languages: the rest of the candidates seldom reach
# the top.
PRINTINGS_READ = 10

# doc id -> the candidate and its score, in the order the candidates were found.
ScoredPool = dict[int, Scored]


@dataclass(frozen=True)
class Ranking:
    """The candidates scored, and the ranker that scored them (which scores any found later
    as it scored these: the words' rarity among these)."""

    scored: ScoredPool
    ranker: Ranker


async def rank_candidates(
    query: AnalyzedQuery,
    candidates: Sequence[Candidate],
    index: TrigramStats,
    structure: RuleStructure,
    weights: RankingWeights,
) -> Ranking:
    """Every candidate's score, its words weighed by their rarity in the whole corpus too."""
    rarity = await index.rarity(
        [g[0] for g in query.keyword_groups] + list(query.translated_keywords)
    )
    ranker = Ranker(query, list(candidates), rarity, structure, weights)
    scores = ranker.scores()
    return Ranking(
        {c.doc_id: Scored(c, score) for c, score in zip(candidates, scores, strict=True)}, ranker
    )


async def with_other_printings(
    printings: RulePrintings, editions: Editions, ranking: Ranking
) -> ScoredPool:
    """The candidates, and the other language's printing of the best-scored rules only one
    language reached, scored."""
    extra = await _other_printings(printings, editions, ranking.scored)
    pool = dict(ranking.scored)
    for candidate, score in zip(extra, ranking.ranker.score_more(extra), strict=True):
        pool[candidate.doc_id] = Scored(candidate, score)
    return pool


async def _other_printings(
    printings: RulePrintings, editions: Editions, pool: ScoredPool
) -> list[Candidate]:
    """For the best-scored candidate rules that the question reached in one language only,
    their printing in the other (the newest edition's, when several editions print it)."""
    rules = [s for s in pool.values() if s.candidate.kind == "rule" and s.candidate.edition]
    languages: dict[Any, set[str]] = {}
    for s in rules:
        languages.setdefault(rule_key(editions, s.candidate), set()).add(s.candidate.lang)
    # language -> ref of every edition's number of the rule -> the rule
    wanted: dict[str | None, dict[str, Any]] = {"en": {}, "ja": {}}
    for s in sorted(rules, key=lambda s: -s.score)[:PRINTINGS_READ]:
        c = s.candidate
        key = rule_key(editions, c)
        if len(languages[key]) < 2:
            other = wanted["en" if c.lang == "ja" else "ja"]
            number = c.ref.removeprefix("rule:")
            for member in editions.same_rule(c.edition or "", number):
                other.setdefault(f"rule:{member.number}", key)
    newest: dict[Any, Candidate] = {}
    for found in await printings.read(wanted):
        key = rule_key(editions, found)
        kept = newest.get(key)
        if key == wanted[found.lang].get(found.ref) and (
            kept is None or (found.edition or "") > (kept.edition or "")
        ):
            newest[key] = found
    return [found for found in newest.values() if found.doc_id not in pool]


def with_agreement(pool: ScoredPool, editions: Editions, weight: float) -> ScoredPool:
    """Each printing of a rule with its gain from the best printing of the same rule in the
    other language."""
    rules = [
        s for s in pool.values() if s.candidate.kind == "rule" and s.candidate.edition is not None
    ]
    agreed = agreed_scores(
        [(rule_key(editions, s.candidate), s.candidate.lang, s.score) for s in rules], weight
    )
    agreeing = dict(pool)
    for s, score in zip(rules, agreed, strict=True):
        agreeing[s.candidate.doc_id] = Scored(s.candidate, score)
    return agreeing


def best_first(pool: ScoredPool) -> list[Scored]:
    """The candidates by score, the first found first among equals."""
    return sorted(pool.values(), key=lambda s: (-s.score, s.candidate.doc_id))
