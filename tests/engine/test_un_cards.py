"""Baron Von Count (an Un-card, 100.7), played in the engine's stated reading: a spell its
controller casts with the numeral the doom counter is on (the cast event's `numerals`) moves the
counter one numeral to the left; when it moves from "1," target player is destroyed (loses the
game) and the counter goes back on "5"."""

from __future__ import annotations

from typing import Any

import pytest

from engine import simulate
from engine.errors import ScenarioError
from engine.presets import get_preset
from tests.engine.helpers import final_player, simulate_checked, steps_of

BARON = "Baron Von Count"


def _cast(player: str, card: str, *numerals: int) -> dict[str, Any]:
    return {"type": "cast", "player": player, "card": card, "numerals": list(numerals)}


def _texts(result: dict[str, Any]) -> str:
    return " ".join(step["text"] for step in result["steps"])


def test_the_preset_moves_the_doom_counter_from_two_then_from_one_and_bob_is_destroyed() -> None:
    result = simulate_checked(get_preset("loss-baron-von-count"))
    text = _texts(result)
    assert "The spell has no numeral \u201c2\u201d" in text  # Lightning Bolt shows a 3
    assert "from \u201c2\u201d to \u201c1\u201d" in text
    assert "moves from \u201c1\u201d" in text and "next opponent in turn order, Bob" in text
    assert "is put on \u201c5\u201d" in text
    bob = final_player(result, "Bob")
    assert bob["lost"] and bob["loss_reasons"] == ["effect"]
    assert result["final"]["winner"] == "Alice"
    destroyed = [step for step in steps_of(result, "resolve") if "100.7" in step["rules"]]
    assert destroyed and "104.3e" in destroyed[-1]["rules"]
    ja = _texts(simulate(get_preset("loss-baron-von-count"), lang="ja"))
    assert "《カウント男爵》の運命カウンターが「1」から動く" in ja and BARON not in ja


def test_a_baron_enters_with_its_doom_counter_on_five_and_the_target_can_be_its_controller() -> (
    None
):
    result = simulate_checked(
        {
            "players": [
                {"name": "Alice", "library": 10, "hand": [BARON, 5]},
                {"name": "Bob", "library": 10},
            ],
            "events": [
                {"type": "cast", "player": "Alice", "card": BARON},
                {"type": "resolve"},
                *[
                    event
                    for numeral in (5, 4, 3, 2)
                    for event in (_cast("Alice", "Spell", numeral, 7), {"type": "resolve"})
                ],
                _cast("Alice", "Spell", 1),
                {"type": "resolve", "target": "Alice"},
            ],
        }
    )
    text = _texts(result)
    for old, new in ((5, 4), (4, 3), (3, 2), (2, 1)):
        assert f"from \u201c{old}\u201d to \u201c{new}\u201d" in text
    assert "as the resolve event's target says" in text
    assert result["final"]["stack"][0]["name"] == BARON  # the "moves from 1" ability waits
    assert not final_player(result, "Alice")["lost"]


def test_only_its_controllers_spells_move_it_and_a_target_on_another_object_is_an_error() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 10, "battlefield": [BARON]},
            {"name": "Bob", "library": 10, "hand": [2]},
        ],
        "events": [_cast("Bob", "Opt", 5), {"type": "resolve", "target": "Bob"}],
    }
    with pytest.raises(ScenarioError) as error:
        simulate(scenario)
    assert error.value.field == "events[1].target" and "Baron Von Count" in str(error.value)
    del scenario["events"][1]
    result = simulate_checked(scenario)
    assert [item["name"] for item in result["final"]["stack"]] == ["Opt"]


def test_a_target_who_left_makes_the_ability_do_nothing_and_the_counter_stays_off() -> None:
    players = [
        {"name": "Alice", "library": 10, "battlefield": [{"name": BARON, "counters": {"doom": 1}}]},
        {"name": "Bob", "library": 10},
        {"name": "Carol", "library": 10},
    ]
    players[0]["hand"] = [2]
    result = simulate_checked(
        {
            "players": players,
            "events": [
                _cast("Alice", "Shock", 1),
                _cast("Alice", "Opt", 1),
                {"type": "resolve"},  # Opt's trigger: the counter moves from 1
                {"type": "concede", "player": "Bob"},
                {"type": "resolve"},  # "destroy target player": Bob has left
                {"type": "resolve"},  # Opt
                {"type": "resolve"},  # Shock's trigger: the counter is on no numeral
            ],
        }
    )
    resolves = steps_of(result, "resolve")
    assert "608.2b" in resolves[1]["rules"] and "Bob has left the game" in resolves[1]["text"]
    assert "101.3" in resolves[3]["rules"] and "on no numeral" in resolves[3]["text"]
    assert not final_player(result, "Carol")["lost"]


@pytest.mark.parametrize("doom", [0, 6])
def test_the_doom_counter_is_on_a_numeral_from_one_to_five(doom: int) -> None:
    scenario = {
        "players": [
            {"name": "Alice", "battlefield": [{"name": BARON, "counters": {"doom": doom}}]},
            {"name": "Bob"},
        ]
    }
    with pytest.raises(ScenarioError) as error:
        simulate(scenario)
    assert error.value.field == "players[0].battlefield[0].counters.doom"


def test_numerals_are_checked() -> None:
    scenario = {
        "players": [{"name": "Alice", "hand": [1]}, {"name": "Bob"}],
        "events": [{"type": "cast", "player": "Alice", "card": "Opt", "numerals": ["one"]}],
    }
    with pytest.raises(ScenarioError) as error:
        simulate(scenario)
    assert error.value.field == "events[0].numerals[0]"


def test_the_scenarios_doom_check_agrees_with_the_card() -> None:
    from engine.cards import un_cards
    from engine.scenario import limits

    assert limits.DOOM_COUNTER_CARD == un_cards.BARON
    assert limits.DOOM_NUMERALS == un_cards.DOOM_NUMERALS
