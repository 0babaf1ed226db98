"""Worship: "If you control a creature, damage that would reduce your life total to less than 1
reduces it to 1 instead." A replacement of the damage's life loss (614.1a, 120.3a); loss of life
that is not damage, poison, and a Worship with no creature are untouched (the card's rulings)."""

from __future__ import annotations

from typing import Any

from tests.engine.helpers import final_player, simulate_checked, state_player, steps_of

BEAR = {"name": "Grizzly Bears", "type": "Creature — Bear"}


def _play(alice: dict[str, Any], events: list[dict[str, Any]], **bob: Any) -> dict[str, Any]:
    scenario = {
        "players": [{"name": "Alice", **alice}, {"name": "Bob", **bob}],
        "events": events,
    }
    return simulate_checked(scenario)


def _floor_steps(result: dict[str, Any]) -> list[dict[str, Any]]:
    return [step for step in result["steps"] if "614.1a" in step["rules"]]


def test_worship_with_a_creature_leaves_one_life() -> None:
    alice = {"life": 5, "battlefield": ["Worship", BEAR]}
    result = _play(alice, [{"type": "damage", "to": "Alice", "amount": 10, "by": "Bob"}])
    player = final_player(result, "Alice")
    assert player["life"] == 1 and player["lost"] is False
    floor = _floor_steps(result)
    assert floor and "Worship" in floor[0]["text"]
    assert "120.3a" in {rule for step in result["steps"] for rule in step["rules"]}


def test_worship_leaves_damage_that_keeps_life_above_zero_alone() -> None:
    alice = {"life": 20, "battlefield": ["Worship", BEAR]}
    result = _play(alice, [{"type": "damage", "to": "Alice", "amount": 3}])
    assert final_player(result, "Alice")["life"] == 17
    assert not _floor_steps(result)


def test_worship_without_a_creature_does_nothing() -> None:
    alice = {"life": 5, "battlefield": ["Worship"]}
    result = _play(alice, [{"type": "damage", "to": "Alice", "amount": 10}])
    player = final_player(result, "Alice")
    assert player["lost"] is True and player["loss_reason"] == "life"


def test_worship_does_not_stop_life_loss_that_is_not_damage() -> None:
    alice = {"life": 2, "battlefield": ["Worship", BEAR]}
    result = _play(alice, [{"type": "life", "player": "Alice", "amount": -2}])
    player = final_player(result, "Alice")
    assert player["lost"] is True and player["loss_reason"] == "life"


def test_worship_does_not_stop_poison() -> None:
    alice = {"life": 20, "battlefield": ["Worship", BEAR]}
    result = _play(alice, [{"type": "poison", "player": "Alice", "amount": 10}])
    player = final_player(result, "Alice")
    assert player["lost"] is True and player["loss_reason"] == "poison"


def test_worship_stops_working_once_the_creature_leaves() -> None:
    alice = {"life": 5, "battlefield": ["Worship", BEAR]}
    events = [
        {"type": "damage", "to": "Alice", "amount": 10},
        {"type": "leave", "player": "Alice", "card": "Grizzly Bears"},
        {"type": "damage", "to": "Alice", "amount": 3},
    ]
    result = _play(alice, events)
    after_first = [s for s in result["steps"] if s["event_index"] == 0][-1]
    assert state_player(after_first["state"], "Alice")["life"] == 1
    player = final_player(result, "Alice")
    assert player["lost"] is True and player["loss_reason"] == "life"


def test_an_opponents_worship_and_creature_do_not_protect_you() -> None:
    result = _play(
        {"life": 5},
        [{"type": "damage", "to": "Alice", "amount": 10}],
        battlefield=["Worship", BEAR],
    )
    assert final_player(result, "Alice")["lost"] is True


def test_worship_with_a_phased_out_creature_does_nothing() -> None:
    alice = {"life": 5, "battlefield": ["Worship", {**BEAR, "phased_out": True}]}
    result = _play(alice, [{"type": "damage", "to": "Alice", "amount": 10}])
    assert final_player(result, "Alice")["lost"] is True


def test_worship_damage_is_still_dealt_in_full() -> None:
    """Its ruling: the damage is not prevented, only its life loss stops at 1."""
    alice = {"life": 5, "battlefield": ["Worship", BEAR]}
    result = _play(alice, [{"type": "damage", "to": "Alice", "amount": 10, "by": "Bob"}])
    dealt = [s for s in result["steps"] if "10" in s["text"] and "damage" in s["text"]]
    assert dealt and not steps_of(result, "loss_prevented")
