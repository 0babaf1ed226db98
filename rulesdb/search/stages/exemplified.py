"""Rules their examples speak for: a rule's `Example:` paragraphs are situations written out
(rulesdb.derived.search_index indexes each as a document of its own), so a question that tells
a like situation matches an example before it matches the rule's general words. An example
never answers itself: it lends its score, times RankingWeights.example_factor, to its rule (read
in if the question's words did not reach it), and leaves the candidates."""

from __future__ import annotations

from rulesdb.derived.search_index import EXAMPLE_KIND
from rulesdb.search.query import AnalyzedQuery
from rulesdb.search.ranking import variant_factor
from rulesdb.search.stages.candidates import Scored
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.search.stages.scoring import ScoredPool
from rulesdb.search.weights import RankingWeights
from rulesdb.text.rule_structure import RuleStructure

# (edition, language, "rule:<number>") of the rule an example belongs to
RuleKey = tuple[str, str, str]


def exemplified_scores(pool: ScoredPool, factor: float) -> dict[RuleKey, tuple[float, str]]:
    """The score each rule takes from its best-scored example among the candidates, and that
    example's folded text."""
    lent: dict[RuleKey, tuple[float, str]] = {}
    for s in pool.values():
        example = s.candidate
        if example.kind != EXAMPLE_KIND:
            continue
        key = (example.edition or "", example.lang, f"rule:{example.title}")
        if key not in lent or s.score * factor > lent[key][0]:
            lent[key] = (s.score * factor, example.folded)
    return lent


async def lend_to_exemplified_rules(
    printings: RulePrintings,
    query: AnalyzedQuery,
    pool: ScoredPool,
    structure: RuleStructure,
    weights: RankingWeights,
) -> ScoredPool:
    """The candidates without the examples, each example's rule scored at least what its
    example lends it."""
    lent = exemplified_scores(pool, weights.example_factor)
    lending = {doc: s for doc, s in pool.items() if s.candidate.kind != EXAMPLE_KIND}
    if not lent:
        return lending
    present = {
        (s.candidate.edition or "", s.candidate.lang, s.candidate.ref) for s in lending.values()
    }
    missing = {key[2] for key in lent if key not in present}
    if missing:
        for found in await printings.rules(missing):
            if (found.edition or "", found.lang, found.ref) in lent:
                lending.setdefault(found.doc_id, Scored(found, 0.0))
    for doc_id, s in list(lending.items()):
        candidate = s.candidate
        example = lent.get((candidate.edition or "", candidate.lang, candidate.ref))
        if candidate.kind == "rule" and example is not None:
            score, example_text = example
            # An example of a variant's rule is still about the variant.
            lent_score = score * variant_factor(candidate, query, structure, weights)
            if lent_score > s.score:
                # What the rule now answers with holds the example's words (as far as the
                # hits' relatedness to the question goes), not only its own.
                extended = candidate._replace(folded=f"{candidate.folded} {example_text}")
                lending[doc_id] = Scored(extended, lent_score)
    return lending
