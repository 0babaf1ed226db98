"""The story's clauses in the order the stack gives them (links.py reads the responses)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.situations.matching import EVENT_KINDS, Response
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.story import StoryError

# The kind of a clause over words of the stack the order settles ("in response to", "resolves
# first"): read, so that no guard takes them for an event or a word the engine cannot settle,
# and nothing to tell (story.py ignores it).
SAID = "stack_said"
# What puts a response's events first: it was cast "in response" and resolves first (117.7), the
# last-added object on the stack resolving first (405.5).
STACK_RULES = ("117.7", "405.5")


def in_stack_order(responses: Sequence[Response], clauses: list[Clause]) -> list[Clause]:
    """`clauses` with each response's clauses moved right before the clause it answered, in the
    order the responses were told (a chain: each answers the one before, and resolves first)."""
    ordered = list(clauses)
    for response in responses:
        starts = {*response.response, *response.placed}
        moved = [c for c in ordered if c.start in response.response]
        moved += [c for c in ordered if c.start in response.placed]
        rest = [c for c in ordered if c.start not in starts]
        at = next((i for i, c in enumerate(rest) if c.start == response.answered), None)
        told = [c for c in moved if c.kind in EVENT_KINDS]  # (a placing may share its start)
        if at is None or len(told) != len(response.response):
            raise StoryError("a response, or what it answered, is not in this reading")
        ordered = [*rest[:at], *moved, *rest[at:]]
    return ordered
