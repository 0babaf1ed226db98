"""Shared helpers for engine tests: run a scenario, check conservation at every step, find steps."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.log.steps import Step
from engine.result_types import SimulationResult, SimulationStep
from engine.scenario.validation import validate_scenario
from engine.simulation import run
from engine.state import World, iter_card_positions


def check_conservation(world: World) -> None:
    """Every physical card is in exactly one zone of one game, or outside the game."""
    seen = Counter(card.id for card, _ in iter_card_positions(world))
    duplicated = {card_id: n for card_id, n in seen.items() if n != 1}
    assert not duplicated, f"cards in more than one place: {duplicated}"
    missing = set(world.cards) - set(seen)
    assert not missing, f"cards lost: {sorted(missing)}"
    extra = set(seen) - set(world.cards)
    assert not extra, f"unknown cards: {sorted(extra)}"


def simulate_checked(scenario: dict[str, Any], lang: str = "en") -> dict[str, Any]:
    """Run with the conservation check after every step; return the --json result."""

    def observe(step: Step, world: World) -> None:
        check_conservation(world)

    result: dict[str, Any] = run(validate_scenario(scenario), lang=lang, observer=observe).result
    return result


def final_player(result: dict[str, Any], name: str) -> dict[str, Any]:
    players: list[dict[str, Any]] = result["final"]["players"]
    for player in players:
        if player["name"] == name:
            return player
    raise AssertionError(f"no player {name} in final state")


def state_player(state: dict[str, Any], name: str) -> dict[str, Any]:
    players: list[dict[str, Any]] = state["players"]
    for player in players:
        if player["name"] == name:
            return player
    raise AssertionError(f"no player {name} in state")


def steps_of(result: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    return [step for step in result["steps"] if step["kind"] == kind]


def zone(player: dict[str, Any], name: str) -> dict[str, Any]:
    zones: dict[str, dict[str, Any]] = player["zones"]
    return zones[name]


def shahrazad_scenario(
    alice: dict[str, Any] | None = None,
    bob: dict[str, Any] | None = None,
    events: list[Any] | None = None,
    **top: Any,
) -> dict[str, Any]:
    """Alice casts Shahrazad and it resolves; `events` follow inside the subgame."""
    alice_data = {"name": "Alice", "library": 30, "hand": ["Shahrazad"], **(alice or {})}
    bob_data = {"name": "Bob", "library": 30, **(bob or {})}
    return {
        "seed": top.pop("seed", 1),
        "players": [alice_data, bob_data],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            *(events or []),
        ],
        **top,
    }


def without_texts(result: SimulationResult) -> SimulationResult:
    """`result` with every step's and pending item's words left empty, as `finish(texts=False)`
    leaves them."""
    blank = {"ja": "", "en": ""}
    steps: list[SimulationStep] = [
        {**step, "title": "", "text": "", "title_i18n": blank, "text_i18n": blank}
        for step in result["steps"]
    ]
    out: SimulationResult = {**result, "steps": steps}
    if "pending" in result:
        out["pending"] = [{**item, "text": "", "text_i18n": blank} for item in result["pending"]]
    return out
