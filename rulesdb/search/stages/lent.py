"""Rules a caller lends the search as candidates: rules it found for the question by something
other than the question's words (the bot lends the rules a rules engine applies to the
situation a question tells). The search knows nothing of where they come from.

The words keep what they show first: a lent rule they ranked among the first LENT_KEPT hits
stays where they put it. The first lent rule they ranked lower, or not at all, is placed at
LENT_PLACE, below the words' best two: it adds what the words missed and moves at most one
hit of theirs out of the first three. It joins with its own lexical score, which is what its
hit shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulesdb.editions import Editions
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Scored, rule_key
from rulesdb.search.stages.printings import RulePrintings

# The hits shown first: a lent rule among them is where the words put it.
LENT_KEPT = 3
# Where the lent rule the words missed is placed (0-based): the third hit.
LENT_PLACE = 2


@dataclass(frozen=True)
class LentRules:
    """Rules lent as candidates, the likeliest first, by their numbers in one numbering
    (`editions`: the editions that print it)."""

    numbers: tuple[str, ...]
    editions: frozenset[str]


async def with_lent(
    printings: RulePrintings,
    editions: Editions,
    merged: list[Scored],
    lent: LentRules,
    ranker: Ranker,
) -> list[Scored]:
    """`merged` with the first lent rule the words did not rank among the first LENT_KEPT
    placed at LENT_PLACE; `merged` as it is when they ranked every lent rule so, or no
    edition of the numbering prints the rest."""
    keys = [
        rule_key(editions, s.candidate)
        if s.candidate.kind == "rule" and s.candidate.edition
        else None
        for s in merged
    ]
    kept = set(keys[:LENT_KEPT])
    refs = [f"rule:{number}" for number in lent.numbers]
    printed = {
        c.ref: c for c in reversed(await printings.read({None: refs})) if c.edition in lent.editions
    }
    for ref in refs:
        printing = printed.get(ref)
        if printing is None or printing.edition is None:
            continue
        key = rule_key(editions, printing)
        if key in kept:
            continue
        rest = list(merged)
        if key in keys:
            lent_hit = rest.pop(keys.index(key))
        else:
            (score,) = ranker.score_more([printing])
            lent_hit = Scored(printing, score)
        rest.insert(LENT_PLACE, lent_hit)
        return rest
    return merged
