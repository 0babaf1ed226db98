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


def test_a_permanent_another_player_controls_goes_to_its_owners_library_after_a_subgame() -> None:
    result = simulate_checked(get_preset("subgame-stolen-permanent"))
    (gained,) = steps_of(result, "gain_control")
    assert gained["state"]["players"][0]["zones"]["battlefield"]["named"] == ["Grizzly Bears"]
    assert gained["rules"] == ["613.1b", "110.2"]
    (back,) = steps_of(result, "subgame_cards_back")
    assert (
        "Grizzly Bears, which Alice controlled, goes into its owner Bob's library" in back["text"]
    )
    assert "724.5" in back["rules"]
    assert final_player(result, "Bob")["zones"]["library"]["named"] == ["Grizzly Bears"]
    assert final_player(result, "Alice")["zones"]["library"]["named"] == []
    ja = simulate(get_preset("subgame-stolen-permanent"), lang="ja")
    assert (
        "オーナーであるBobのメインゲームのライブラリーに戻る"
        in steps_of(ja, "subgame_cards_back")[0]["text"]
    )


def _three(bob_bears: dict[str, Any] | str, events: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "players": [
            {"name": "Alice", "library": 10},
            {"name": "Bob", "library": 10, "battlefield": [bob_bears]},
            {"name": "Carol", "library": 10},
        ],
        "events": [{"type": "gain_control", "player": "Alice", "card": "Grizzly Bears"}, *events],
    }


def test_when_the_player_who_gained_control_leaves_the_permanent_goes_back() -> None:
    result = simulate_checked(_three("Grizzly Bears", [{"type": "concede", "player": "Alice"}]))
    (leaves,) = steps_of(result, "player_leaves")
    assert "800.4a" in leaves["rules"] and "goes back under Bob's control" in leaves["text"]
    assert final_player(result, "Bob")["zones"]["battlefield"]["named"] == ["Grizzly Bears"]


def test_when_the_default_controller_has_left_too_the_permanent_is_exiled() -> None:
    carols = {"name": "Grizzly Bears", "owner": "Carol"}
    scenario = _three(
        carols,
        [{"type": "concede", "player": "Bob"}, {"type": "concede", "player": "Alice"}],
    )
    scenario["players"].append({"name": "Dan", "library": 10})
    result = simulate_checked(scenario)
    leaves = steps_of(result, "player_leaves")[-1]
    assert "800.4c" in leaves["rules"] and "Bob, who controlled it by default" in leaves["text"]
    assert final_player(result, "Carol")["zones"]["exile"]["named"] == ["Grizzly Bears"]


def test_gain_control_needs_another_players_permanent() -> None:
    base = _three("Grizzly Bears", [])
    for event, field in (
        ({"card": "Platinum Angel"}, "events[0].card"),
        ({"controller": "Alice"}, "events[0].controller"),
        ({"controller": "Carol"}, "events[0].card"),
    ):
        base["events"] = [
            {"type": "gain_control", "player": "Alice", "card": "Grizzly Bears", **event}
        ]
        with pytest.raises(ScenarioError) as error:
            simulate(base)
        assert error.value.field == field
