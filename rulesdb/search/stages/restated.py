"""Rules the wiki restates (rulesdb.derived.restatements): a rule that a matching wiki section
restates takes the section's score, and joins the candidates if the question's words did not
reach it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulesdb.derived.restatements import Restatement, lent_scores
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.ranking import variant_factor
from rulesdb.search.stages.candidates import Scored
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.search.stages.scoring import ScoredPool
from rulesdb.search.weights import RankingWeights
from rulesdb.text.question_type import DEFINITION
from rulesdb.text.rule_structure import RuleStructure


async def lend_to_restated_rules(
    printings: RulePrintings,
    query: AnalyzedQuery,
    pool: ScoredPool,
    restated: Mapping[str, Sequence[Restatement]],
    structure: RuleStructure,
    weights: RankingWeights,
) -> ScoredPool:
    """The candidates with the scores the matching sections lend the rules they restate. Not
    for a question asking what a thing is: the definition answers it, not what a section
    about it restates."""
    if DEFINITION in query.asks:
        return pool
    sections = [
        (s.score, restated[s.candidate.ref])
        for s in pool.values()
        if s.candidate.kind == "section" and s.candidate.ref in restated
    ]
    words = [group[0] for group in query.keyword_groups]
    if not query.japanese:
        # An English question meets the wiki's Japanese passages only through its translation.
        words += [word for word in query.translated_keywords if word not in words]
    lent = lent_scores(sections, words)
    present = {(s.candidate.edition or "", s.candidate.ref) for s in pool.values()}
    missing = [key for key in lent if key not in present]
    lending = dict(pool)
    if missing:
        for found in await printings.rules({ref for _, ref in missing}):
            if (found.edition or "", found.ref) in lent:
                lending.setdefault(found.doc_id, Scored(found, 0.0))
    for doc_id, s in list(lending.items()):
        candidate = s.candidate
        score = lent.get((candidate.edition or "", candidate.ref))
        if candidate.kind == "rule" and score is not None:
            # A variant's rule restated by a general section is still a variant's rule.
            lent_score = score * variant_factor(candidate, query, structure, weights)
            lending[doc_id] = Scored(candidate, max(s.score, lent_score))
    return lending
