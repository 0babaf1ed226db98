"""Choices made as the rules apply, answered by the event's `choose`: which replacement effect
applies (616.1), what is sacrificed or exiled, which pick the Tug of War winner keeps, and a
commander's trip to the command zone taken on one occasion and not another (903.9a/903.9b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import simulate
from engine.errors import ScenarioError
from engine.presets import get_preset
from tests.engine.helpers import final_player, simulate_checked, steps_of, zone

BEARS = {"name": "Grizzly Bears", "type": "Creature — Bear"}
ELVES = {"name": "Llanowar Elves", "type": "Creature — Elf"}


def _duel(alice: dict[str, Any], events: list[dict[str, Any]], **top: Any) -> dict[str, Any]:
    return {
        "players": [{"name": "Alice", "library": 10, **alice}, {"name": "Bob", "library": 10}],
        "events": events,
        **top,
    }


def _named(player: dict[str, Any], name: str) -> list[str]:
    named: list[str] = zone(player, name)["named"]
    return named


def test_the_affected_player_chooses_which_replacement_applies() -> None:
    both = {"battlefield": ["Exquisite Archangel", "Lich's Mirror"]}
    default = simulate_checked(_duel(both, [{"type": "lose", "player": "Alice"}]))
    (replaced,) = steps_of(default, "loss_replaced")
    assert replaced["title"] == "Exquisite Archangel replaces Alice's loss"
    assert "the engine picks the oldest" in replaced["text"]
    chosen = simulate_checked(
        _duel(
            both,
            [{"type": "lose", "player": "Alice", "choose": {"replacement": ["Lich's Mirror"]}}],
        )
    )
    (replaced,) = steps_of(chosen, "loss_replaced")
    assert replaced["title"] == "Lich's Mirror replaces Alice's loss"
    assert "Alice, the affected player, chooses Lich's Mirror" in replaced["text"]
    assert "616.1" in replaced["rules"]
    with pytest.raises(ScenarioError) as error:
        simulate(
            _duel(
                both,
                [{"type": "lose", "player": "Alice", "choose": {"replacement": ["Fork"]}}],
            )
        )
    assert error.value.field == "events[0].choose.replacement[0]"


def test_the_player_chooses_what_lichs_tomb_sacrifices() -> None:
    tomb = {"battlefield": ["Lich's Tomb", BEARS, ELVES]}
    events: list[dict[str, Any]] = [{"type": "life", "player": "Alice", "amount": -1}]
    default = final_player(simulate_checked(_duel(tomb, [*events, {"type": "resolve"}])), "Alice")
    assert _named(default, "graveyard") == ["Llanowar Elves"]  # the newest
    choice = {"type": "resolve", "choose": {"sacrifice": ["Grizzly Bears"]}}
    chosen = final_player(simulate_checked(_duel(tomb, [*events, choice])), "Alice")
    assert _named(chosen, "graveyard") == ["Grizzly Bears"]
    assert _named(chosen, "battlefield") == ["Lich's Tomb", "Llanowar Elves"]


def test_the_player_chooses_what_lichs_mastery_exiles() -> None:
    mastery = {"battlefield": ["Lich's Mastery", BEARS], "graveyard": ["Opt"]}
    events: list[dict[str, Any]] = [{"type": "life", "player": "Alice", "amount": -1}]
    default = final_player(
        simulate_checked(_duel(mastery, [*events, {"type": "resolve"}])), "Alice"
    )
    assert _named(default, "exile") == ["Opt"]  # the graveyard first
    choice = {"type": "resolve", "choose": {"exile": ["Grizzly Bears"]}}
    chosen = final_player(simulate_checked(_duel(mastery, [*events, choice])), "Alice")
    assert _named(chosen, "exile") == ["Grizzly Bears"] and _named(chosen, "graveyard") == ["Opt"]


def test_the_tug_of_war_winner_chooses_the_pick_they_keep() -> None:
    scenario = get_preset("subgame-tug-of-war")
    default = final_player(simulate_checked(scenario), "Alice")
    assert "Blood Tyrant" in _named(default, "battlefield")  # the first pick
    scenario["events"][-1]["choose"] = {"keep": "Platinum Angel"}
    chosen = final_player(simulate_checked(scenario), "Alice")
    assert "Platinum Angel" in _named(chosen, "battlefield")
    assert "Blood Tyrant" not in _named(chosen, "battlefield")
    scenario["events"][-1]["choose"] = {"keep": "Lich's Mirror"}  # not a pick
    with pytest.raises(ScenarioError) as error:
        simulate(scenario)
    assert error.value.field == "events[2].choose.keep"


SENGIR = "Sengir, the Dark Baron"


def _commander(events: list[dict[str, Any]]) -> dict[str, Any]:
    return _duel(
        {"commander": SENGIR, "battlefield": [SENGIR], "hand": [2]}, events, variant="commander"
    )


def test_a_commander_stays_in_the_graveyard_this_time_and_goes_home_another_time() -> None:
    dies = {"type": "leave", "player": "Alice", "card": SENGIR}
    stays = {**dies, "choose": {"commander_to_command": False}}
    result = simulate_checked(_commander([stays, {"type": "life", "player": "Bob", "amount": -1}]))
    alice = final_player(result, "Alice")
    assert _named(alice, "graveyard") == [SENGIR] and _named(alice, "command") == []
    (sba,) = [step for step in steps_of(result, "sba") if "903.9a" in step["rules"]]
    assert "doesn't put it into the command zone this time" in sba["text"]
    back = {"type": "enter", "player": "Alice", "card": SENGIR, "from": "graveyard"}
    result = simulate_checked(_commander([stays, back, dies]))
    assert _named(final_player(result, "Alice"), "command") == [SENGIR]


def test_a_commander_put_into_a_hand_goes_there_when_its_owner_says_so_this_time() -> None:
    bounce = {"type": "leave", "player": "Alice", "card": SENGIR, "to": "hand"}
    home = final_player(simulate_checked(_commander([bounce])), "Alice")
    assert _named(home, "command") == [SENGIR]
    hand = {**bounce, "choose": {"commander_to_command": False}}
    kept = final_player(simulate_checked(_commander([hand])), "Alice")
    assert SENGIR in _named(kept, "hand") and _named(kept, "command") == []


def test_choose_is_checked() -> None:
    for choose, field in (
        ({"order": []}, "events[0].choose.order"),
        ({"sacrifice": "Bears"}, "events[0].choose.sacrifice"),
        ({"commander_to_command": "no"}, "events[0].choose.commander_to_command"),
    ):
        with pytest.raises(ScenarioError) as error:
            simulate(
                _duel({}, [{"type": "life", "player": "Alice", "amount": 1, "choose": choose}])
            )
        assert error.value.field == field


def test_the_choice_presets_say_who_chose_what() -> None:
    result = simulate_checked(get_preset("loss-replacement-order"))
    (replaced,) = steps_of(result, "loss_replaced")
    assert replaced["title"] == "Lich's Mirror replaces Alice's loss"
    assert _named(final_player(result, "Alice"), "exile") == []  # the Archangel's didn't apply
    result = simulate_checked(get_preset("loss-commander-choice"))
    first, second = [step for step in steps_of(result, "sba") if "903.9a" in step["rules"]]
    assert "doesn't put it into the command zone this time" in first["text"]
    assert "puts it into the command zone" in second["text"]
    assert _named(final_player(result, "Alice"), "command") == [SENGIR]


def test_damage_replacements_and_the_graveyard_cards_they_exile_are_chosen_too() -> None:
    both = {"battlefield": ["Immortal Coil", "Nefarious Lich"], "graveyard": ["Opt", "Shock"]}
    hit: dict[str, Any] = {"type": "damage", "to": "Alice", "amount": 1, "by": "Bob"}
    default = simulate_checked(_duel(both, [hit]))
    assert "Immortal Coil" in steps_of(default, "damage")[0]["text"]  # the oldest
    assert _named(final_player(default, "Alice"), "exile") == ["Opt"]  # the top card first
    chosen = simulate_checked(
        _duel(both, [{**hit, "choose": {"replacement": ["Nefarious Lich"], "exile": ["Shock"]}}])
    )
    text = steps_of(chosen, "damage")[0]["text"]
    assert "Nefarious Lich" in text and "Immortal Coil" not in text
    assert _named(final_player(chosen, "Alice"), "exile") == ["Shock"]
