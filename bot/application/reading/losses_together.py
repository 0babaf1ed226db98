"""Several losses in one answer: the rule that says what they come to decides.

A story of a life total at 0 and ten poison counters, or of one player at 0 and the other at ten,
has its rules of each loss found first (704.5a, 704.5c), and they fill the answer; what the
story asks is how they combine, which the rules say apart: state-based actions are performed
together as one event (704.3), players who all lose at once draw (104.4a, 104.4d for teams), a
player who would win and lose at once loses (104.3f)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from bot.application.answer_types import SearchHit

COMBINING_RULES = frozenset({"704.3", "104.4a", "104.4d", "104.3f", "104.2a", "800.4"})
# What the losses come to (all but 704.3, which says how they are performed): one shown
# already answers, and no other takes a loss's place.
OUTCOME_RULES = COMBINING_RULES - {"704.3"}
# The combining rule is one the search found near the top, not one merely in the story's reach.
COMBINED_WITHIN = 10


def with_combining_rule(
    chosen: Sequence[SearchHit],
    hits: Sequence[SearchHit],
    numbers_of: Callable[[SearchHit], set[str]],
    losses: Sequence[frozenset[str]],
) -> list[SearchHit]:
    """`chosen` with its last loss's place given to the best combining rule among the first
    COMBINED_WITHIN `hits`, where it shows two different losses (`losses`, each a set of rules
    saying one loss) and that rule is not shown yet; `chosen` as it is otherwise."""
    said = [next((loss for loss in losses if numbers_of(hit) & loss), None) for hit in chosen]
    if len({loss for loss in said if loss is not None}) < 2:
        return list(chosen)
    if any(numbers_of(hit) & OUTCOME_RULES for hit in chosen):
        return list(chosen)
    shown = {id(hit) for hit in chosen}
    combining = next(
        (
            hit
            for hit in hits[:COMBINED_WITHIN]
            if hit["kind"] == "rule"
            and id(hit) not in shown
            and numbers_of(hit) & COMBINING_RULES
            and not any(numbers_of(other) & numbers_of(hit) for other in chosen)
        ),
        None,
    )
    if combining is None:
        return list(chosen)
    last = max(index for index, loss in enumerate(said) if loss is not None)
    return [combining if index == last else hit for index, hit in enumerate(chosen)]
