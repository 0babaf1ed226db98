"""A total told of an event's target, after it: "my opponent bolted me at 3 life", "deals 5 to
him at 4 life". The total is the target's as the event found it, not one reached after it: the
clause is that player's and comes before the event. It was read as a total of nobody's told
after the event ("whose is 'at 3 life'?", or, where the verdict did not depend on it, "your
life is 3" after a 3-damage Bolt).
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised

# "at 3 life", "at 3", ", at 3 life," right after the player the event struck.
_AT_TOTAL = re.compile(
    r",? ?at -?\d+(?: life)?\b(?! (?:now|left|afterwards|after|remaining|then)\b)"
)
_TARGET_END = re.compile(r"⟨([a-z0-9]+)⟩$")


def targets_totals(norm: Normalised, reading: Reading) -> Reading:
    """The reading with each total told right after an event's target placed before the event
    as that player's."""
    if norm.lang != "en":
        return reading
    clauses = list(reading.clauses)
    moved: dict[int, Clause] = {}
    for index in range(1, len(clauses)):
        total, event = clauses[index], clauses[index - 1]
        if not _of_the_target(norm, event, total):
            continue
        target = _TARGET_END.search(norm.text, event.start, event.end)
        assert target is not None  # (_of_the_target checked it)
        placed = replace(total, player=target.group(1), carries=True)
        moved[id(total)] = placed
        clauses[index - 1], clauses[index] = placed, event
    if not moved:
        return reading
    every = [moved.get(id(item), item) for item in reading.every]
    return replace(reading, clauses=clauses, every=every)


def _of_the_target(norm: Normalised, event: Clause, total: Clause) -> bool:
    """`total` is a nobody's "at N life" that follows the target ending `event` and nothing else."""
    if total.kind != "life_is" or total.player is not None or event.kind not in EVENT_KINDS:
        return False
    if event.player is None or not _TARGET_END.search(norm.text, event.start, event.end):
        return False
    told = _AT_TOTAL.match(norm.text, event.end)
    return told is not None and told.end() >= total.end and total.start >= event.end
