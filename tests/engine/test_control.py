"""Control apart from ownership: a stolen commander's combat damage is still that commander's
(903.3, 903.10a)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import simulate
from engine.errors import ScenarioError
from engine.presets import get_preset
from tests.engine.helpers import final_player, simulate_checked, steps_of

SENGIR = "Sengir, the Dark Baron"


def test_a_stolen_commanders_damage_counts_for_it_and_makes_its_own_owner_lose() -> None:
    result = simulate_checked(get_preset("loss-stolen-commander"))
    alice = final_player(result, "Alice")
    assert alice["commander_damage"] == {SENGIR: 21}
    assert alice["lost"] and alice["loss_reasons"] == ["commander_damage"]
    (damage,) = steps_of(result, "damage")
    assert "903.3" in damage["rules"] and "still Alice's commander" in damage["text"]
    ja = simulate(get_preset("loss-stolen-commander"), lang="ja")
    assert "Aliceの統率者のまま" in steps_of(ja, "damage")[0]["text"]


def _stolen(events: list[dict[str, Any]]) -> dict[str, Any]:
    scenario = get_preset("loss-stolen-commander")
    scenario["players"].append({"name": "Carol", "library": 10})
    scenario["events"] = events
    return scenario


def test_damage_from_a_commander_one_controls_but_not_another_is_an_error() -> None:
    hit = {"type": "damage", "to": "Carol", "amount": 5, "commander": True}
    result = simulate_checked(_stolen([{**hit, "by": "Bob"}]))
    assert final_player(result, "Carol")["commander_damage"] == {SENGIR: 5}
    with pytest.raises(ScenarioError) as error:
        simulate(_stolen([{**hit, "by": "Alice"}]))  # Alice owns it, Bob controls it
    assert error.value.field == "events[0].source" and "Alice controls no commander" in str(
        error.value
    )
