"""What a story beside a permanent of a step leaves open (structure/timing/steps.py), played
each way: the verdict stands only where every play gives the same.

- A spell of a turn (Glorious End, a Pact, Angel's Grace): played with another player's turn
  first, and some turns on (below).
- A modal trigger the engine resolved in its first mode (Triskaidekaphobia's "gain 1" or
  "lose 1", Demonic Pact's four): played in every mode besides (603.3c: its controller chose).
- "keeps playing" beside a permanent whose ability triggers at a step of its controller's turn
  and makes a player lose (not Soul Echo's counter, nor Blood Tyrant's 1 life), in a story
  that passes no turn ("I'm at 13 with Triskaidekaphobia out"): the asker means the
  trigger they fear, which a round of turns reaches: "keeps playing" must hold through it.
"""

from __future__ import annotations

import itertools
from typing import Any

from bot.application.situations import model as m
from bot.application.situations.builder import Built
from bot.application.situations.card_names import TURN_SPELLS
from bot.application.situations.outcome import Outcome, outcome
from bot.application.situations.structure.timing.steps import LOSING_STEP_CARDS
from engine import ScenarioError, simulate

# The plays of the modes at most (two Triskaidekaphobia triggers, or one Demonic Pact's four).
MOST_MODE_PLAYS = 4


def rests_on_the_turn(situation: m.Situation, built: Built, decided: Outcome) -> bool:
    """Whether the verdict `decided` rests on the turn: on a spell of a turn (below), on a mode
    or a round of turns (see above)."""
    if _rests_on_a_spell(situation, built.scenario, decided):
        return True
    scenario = built.scenario
    plays: list[list[dict[str, Any]]] = []
    if built.modal:
        choices = list(itertools.product(*(range(1, modes + 1) for _, modes in built.modal)))
        if len(choices) - 1 > MOST_MODE_PLAYS:
            return True
        for chosen in choices[1:]:
            events = [dict(event) for event in scenario["events"]]
            for (index, _), mode in zip(built.modal, chosen, strict=True):
                events[index]["mode"] = mode
            plays.append(events)
    if decided == "keeps_playing" and _passes_no_turn(situation):
        plays.append([*scenario["events"], *[{"type": "end_turn"}] * len(scenario["players"])])
    for events in plays:
        try:
            result = simulate({**scenario, "events": events}, lang="en")
        except ScenarioError:
            return True
        if outcome(result) != decided or result["final"]["stack"]:
            return True  # (a trigger left on the stack: what it does is still to come)
    return False


def _passes_no_turn(situation: m.Situation) -> bool:
    held = {card for facts in situation.facts.values() for card in facts.battlefield}
    return bool(held & LOSING_STEP_CARDS) and not any(
        isinstance(event, m.EndTurn) for event in situation.events
    )


# Turns passed to see what a spell left pending: the rest of this turn, the next player's, and
# the caster's next one (Glorious End's "your next end step", a Pact's next upkeep).
_TURNS_AHEAD = 3


def _rests_on_a_spell(situation: m.Situation, scenario: dict[str, Any], decided: Outcome) -> bool:
    """Whether a spell the story cast makes the verdict rest on what the story leaves out: whose
    turn it is (Glorious End ends it, and its caster loses at their *next* end step; a Pact
    waits for its caster's upkeep), or a loss left waiting for a later step ("I cast Glorious
    End", a Pact unpaid, Angel's Grace at -2 life) where "keeps playing" would read as "safe".
    Only a story that casts such a spell is played again: with another player's turn first,
    and three turns on; a trigger left waiting on the way counts as a loss that may come."""
    if not any(isinstance(e, m.CastAndResolve) and e.card in TURN_SPELLS for e in situation.events):
        return False
    seats = scenario["players"]
    first = next(i for i, seat in enumerate(seats) if seat["name"].startswith("opponent"))
    rotated = [*seats[first:], *seats[:first]]
    later = [*scenario["events"], *[{"type": "end_turn"}] * _TURNS_AHEAD]
    runs = [(rotated, scenario["events"])]
    if decided == "keeps_playing":
        runs += [(seats, later), (rotated, later)]
    for players, events in runs:
        try:
            result = simulate({**scenario, "players": players, "events": events}, lang="en")
        except ScenarioError:
            return True
        if outcome(result) != decided:
            return True
    return False
