"""The hits and the rules nearest the question in meaning (rulesdb.meaning.semantic), fused by
reciprocal rank. A near rule the lexical search did not reach joins with its own lexical score,
which is what its hit shows; one whose printing is gone (a vector file older than the database)
is left out."""

from __future__ import annotations

from rulesdb.editions import Editions
from rulesdb.meaning.fusion import RulePassage, fused_order
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import (
    Candidate,
    Scored,
    printing_key,
    rule_key,
)
from rulesdb.search.stages.printings import RulePrintings


async def with_nearest(
    printings: RulePrintings,
    editions: Editions,
    merged: list[Scored],
    nearest: list[RulePassage],
    ranker: Ranker,
    share: float,
) -> list[Scored]:
    """`merged` and `nearest` in one order, the near rules `share` of the weight
    (rulesdb.meaning.semantic.fused_order)."""
    lexical_keys: list[object] = [
        rule_key(editions, s.candidate)
        if s.candidate.kind == "rule" and s.candidate.edition
        else ("hit", index)
        for index, s in enumerate(merged)
    ]
    known = set(lexical_keys)
    keyed = [(p, printing_key(editions, p.edition, p.number)) for p in nearest]
    wanted: dict[str | None, set[str]] = {}
    for passage, key in keyed:
        if key not in known:
            wanted.setdefault(passage.lang, set()).add(f"rule:{passage.number}")
    printed = {(c.edition, c.lang, c.ref): c for c in await printings.read(wanted) if c.edition}
    dense_keys: list[object] = []
    joining: list[Candidate] = []
    for passage, key in keyed:
        printing = printed.get((passage.edition, passage.lang, f"rule:{passage.number}"))
        if key in known:
            dense_keys.append(key)
        elif printing is not None:
            dense_keys.append(key)
            joining.append(printing)
    joined = [
        Scored(candidate, score)
        for candidate, score in zip(joining, ranker.score_more(joining), strict=True)
    ]
    pool = merged + joined
    return [pool[i] for i in fused_order(lexical_keys, dense_keys, share) if i < len(pool)]
