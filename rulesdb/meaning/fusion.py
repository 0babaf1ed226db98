"""The rules nearest a question in meaning fused with the lexical ranking, by reciprocal rank:
what the search needs of dense retrieval (rulesdb.meaning.semantic) to take its nearest rules
in, without NumPy or the model, which only a database with the rules' vectors loads."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

# The nearest rules brought to the fusion, and the lexical hits that take part in it.
DENSE_POOL = 30
# The dense side's share of the fusion, chosen on the realistic sets' tuning halves (0.10 to
# 0.35 measured; benchmarks/dense_experiment.py); the offset of reciprocal-rank fusion.
DENSE_SHARE = 0.15
FUSION_OFFSET = 20


@dataclass(frozen=True)
class RulePassage:
    """A rule of the newest edition in one language, as embedded."""

    edition: str
    lang: str
    number: str
    text: str


def fused_order(
    lexical_keys: Sequence[object], dense_keys: Sequence[object], share: float = DENSE_SHARE
) -> list[int]:
    """Reciprocal-rank fusion of a lexical ranking (its first DENSE_POOL count) and a dense one
    (`share` of the weight), as positions into `lexical_keys + [dense keys not in it]`, best
    first. A key is a rule (or another hit) the same in both lists; equal scores keep the
    lexical order."""
    scores = [
        (1 - share) / (FUSION_OFFSET + rank) if rank < DENSE_POOL else 0.0
        for rank in range(len(lexical_keys))
    ]
    place = {key: index for index, key in reversed(list(enumerate(lexical_keys)))}
    extra = 0
    for rank, key in enumerate(dense_keys):
        index = place.get(key)
        if index is None:
            index = len(lexical_keys) + extra
            place[key] = index
            scores.append(0.0)
            extra += 1
        scores[index] += share / (FUSION_OFFSET + rank)
    return sorted(range(len(scores)), key=lambda i: (-scores[i], i))
