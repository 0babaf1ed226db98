"""Whose the permanents are that a story puts on the battlefield without saying whose
(structure/owners/readings.py plays the story once for each seating): the verdict where every
seating gives the same, saying that whose it is did not matter; else, where the story played
without them puts one side in danger, the seatings a card's own effect allows (a card that keeps
its controller in is that side's, one that keeps its controller's opponents in, Abyssal
Persecutor, the other side's), saying which was chosen."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bot.application.situations.model import OpenOwners, Situation
from bot.application.situations.structure.owners.readings import (
    KEEPS_CONTROLLER,
    KEEPS_OPPONENTS,
)
from engine import simulate
from engine.cards import REGISTRY

_SIDES = {"you": "us", "teammate": "us"}  # Two-Headed Giant's teams; each other player alone
Scenario = dict[str, Any]


def whoever(told: OpenOwners) -> str:
    """The assumption of a verdict every seating of the ownerless permanents gives."""
    cards = ", ".join(dict.fromkeys(card for card, _ in told.owners))
    return f"{cards}: whose it is was not said; the verdict is the same whoever controls it"


def chosen(told: OpenOwners | None) -> tuple[str, ...]:
    """The assumptions of a verdict given with the seatings a card's effect allows."""
    return tuple(
        f"{card} is controlled by {owner} (whose it is was not said; what it does only"
        " matters for that side)"
        for card, owner in (told.owners if told else ())
        if set(REGISTRY[card].statics) & (KEEPS_CONTROLLER | KEEPS_OPPONENTS)
    )


def losing_sides(scenario: Scenario) -> set[str]:
    """The sides of every player who lost in the scenario's game."""
    result = simulate(scenario, lang="en")
    return {_SIDES.get(p["name"], p["name"]) for p in result["final"]["players"] if p["lost"]}


def owned(
    readings: list[Situation], judged: Callable[[Situation], Scenario | None]
) -> tuple[list[int], str | None]:
    """The readings (by index) an ownerless permanent's effect allows, and the side in danger
    (only it may lose in the end); no side where it allows them all. Played without the
    ownerless permanents (`judged`: the scenario of a story's verdict, or None), the story has
    players losing all on one side: a card that keeps its controller in is theirs, one that
    keeps its controller's opponents in the other side's; any other may be anyone's."""
    told = readings[0].open_owners
    alone = judged(told.without) if told is not None and told.without is not None else None
    sides = losing_sides(alone) if alone else set()
    if len(sides) != 1:
        return [], None
    side = sides.pop()

    def fits(card: str, owner: str) -> bool:
        statics = set(REGISTRY[card].statics)
        if statics & KEEPS_CONTROLLER:
            return _SIDES.get(owner, owner) == side
        if statics & KEEPS_OPPONENTS:
            return _SIDES.get(owner, owner) != side
        return True

    kept = [
        index
        for index, reading in enumerate(readings)
        if all(fits(card, owner) for card, owner in (reading.open_owners or OpenOwners(())).owners)
    ]
    return (kept, side) if kept and len(kept) < len(readings) else ([], None)
