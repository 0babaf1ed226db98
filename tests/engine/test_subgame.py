"""docs/engine-cases.md 1-15: subgames (724), each as a scenario run with the conservation check."""

from __future__ import annotations

import pytest

from engine import ScenarioError
from tests.engine.helpers import (
    final_player,
    shahrazad_scenario,
    simulate_checked,
    state_player,
    steps_of,
    zone,
)


def test_case_01_libraries_move_into_fresh_zones_and_first_player_is_random() -> None:
    scenario = shahrazad_scenario(
        alice={"graveyard": 4, "battlefield": ["Platinum Angel"], "exile": 2},
        bob={"hand": 3},
    )
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_start")[0]
    assert start["depth"] == 1 and start["game"] == "sub1"
    assert {"724.1", "724.1a", "724.2"} <= set(start["rules"])
    for player in start["state"]["players"]:
        assert all(info["count"] == 0 for info in player["zones"].values())
    moved = steps_of(result, "subgame_libraries")[0]["state"]
    assert zone(state_player(moved, "Alice"), "library")["count"] == 30
    assert zone(state_player(moved, "Alice"), "graveyard")["count"] == 0
    assert zone(state_player(moved, "Bob"), "hand")["count"] == 0
    first = steps_of(result, "subgame_first_player")[0]
    assert {"724.2", "103.1"} <= set(first["rules"])
    starters = set()
    for seed in range(12):
        result = simulate_checked({**scenario, "seed": seed})
        starters.add(steps_of(result, "subgame_first_player")[0]["state"]["active_player"])
    assert starters == {"Alice", "Bob"}


def test_case_01_library_is_shuffled_with_the_seed() -> None:
    named = ["Platinum Angel", "Lich's Mirror", "Soul Echo", "Transcendence", 10]
    orders = set()
    for seed in range(6):
        scenario = shahrazad_scenario(alice={"library": named}, seed=seed)
        moved = steps_of(simulate_checked(scenario), "subgame_libraries")[0]["state"]
        orders.add(tuple(zone(state_player(moved, "Alice"), "library")["named"]))
    assert len(orders) > 1


def test_case_02_fewer_than_seven_cards_loses_the_subgame_at_the_first_check() -> None:
    result = simulate_checked(shahrazad_scenario(bob={"library": 5}))
    hands = steps_of(result, "subgame_opening_hands")[0]
    assert "724.3" in hands["rules"]
    assert zone(state_player(hands["state"], "Bob"), "hand")["count"] == 5
    loss = steps_of(result, "player_loses")[0]
    assert loss["depth"] == 1
    assert state_player(loss["state"], "Bob")["loss_reason"] == "empty_library"
    assert "704.5b" in loss["rules"]
    won = steps_of(result, "game_won")[0]
    assert won["state"]["winner"] == "Alice"


def test_case_03_both_short_is_a_draw_and_both_lose_half() -> None:
    scenario = shahrazad_scenario(alice={"library": 3, "life": 15}, bob={"library": 6, "life": 9})
    result = simulate_checked(scenario)
    draw = steps_of(result, "game_draw")[0]
    assert draw["depth"] == 1 and draw["state"]["draw"] is True
    assert "104.4a" in draw["rules"]
    assert final_player(result, "Alice")["life"] == 7
    assert final_player(result, "Bob")["life"] == 4


@pytest.mark.parametrize(("life", "loss"), [(15, 8), (20, 10), (1, 1), (2, 1), (3, 2)])
def test_case_04_half_life_rounded_up(life: int, loss: int) -> None:
    scenario = shahrazad_scenario(bob={"life": life, "library": 3})
    result = simulate_checked(scenario)
    if life - loss > 0:
        assert final_player(result, "Bob")["life"] == life - loss
    else:
        assert final_player(result, "Bob")["lost"] is True
        assert final_player(result, "Bob")["loss_reason"] == "life"


def test_case_04_one_life_reaches_zero_and_loses_at_the_next_check() -> None:
    result = simulate_checked(shahrazad_scenario(bob={"life": 1, "library": 3}))
    finish = steps_of(result, "subgame_spell_finishes")[0]
    assert state_player(finish["state"], "Bob")["life"] == 0
    assert state_player(finish["state"], "Bob")["lost"] is False
    loss = next(s for s in steps_of(result, "player_loses") if s["depth"] == 0)
    assert loss["n"] > finish["n"] and "704.5a" in loss["rules"]
    assert result["final"]["winner"] == "Alice"


def test_case_05_poison_is_set_aside_and_subgame_poison_vanishes() -> None:
    scenario = shahrazad_scenario(
        alice={"poison": 9},
        events=[
            {"type": "poison", "player": "Alice", "amount": 3},
            {"type": "concede", "player": "Bob"},
        ],
    )
    result = simulate_checked(scenario)
    aside = steps_of(result, "subgame_counters")[0]
    assert "724.4b" in aside["rules"]
    assert state_player(aside["state"], "Alice")["poison"] == 0
    in_subgame = next(iter(steps_of(result, "poison")))
    assert state_player(in_subgame["state"], "Alice")["poison"] == 3
    assert final_player(result, "Alice")["poison"] == 9
    assert "724.4b" in steps_of(result, "main_resumes")[0]["rules"]


def test_case_05_ten_poison_in_the_subgame_loses_only_the_subgame() -> None:
    scenario = shahrazad_scenario(
        alice={"poison": 9}, events=[{"type": "poison", "player": "Alice", "amount": 10}]
    )
    result = simulate_checked(scenario)
    assert [s["depth"] for s in steps_of(result, "player_loses")] == [1]
    assert final_player(result, "Alice")["lost"] is False
    assert final_player(result, "Alice")["poison"] == 9
    assert final_player(result, "Alice")["life"] == 10


def test_case_06_platinum_angel_in_the_main_game_does_nothing_in_the_subgame() -> None:
    scenario = shahrazad_scenario(
        alice={"battlefield": ["Platinum Angel"]},
        events=[{"type": "damage", "to": "Alice", "amount": 20, "by": "Bob"}],
    )
    result = simulate_checked(scenario)
    loss = steps_of(result, "player_loses")[0]
    assert loss["depth"] == 1
    assert not steps_of(result, "loss_prevented")
    assert zone(final_player(result, "Alice"), "battlefield")["named"] == ["Platinum Angel"]


def test_case_07_wish_from_main_battlefield_trigger_waits_and_card_returns_to_library() -> None:
    scenario = shahrazad_scenario(
        alice={"battlefield": ["Lich's Mastery"]},
        events=[
            {
                "type": "bring_in",
                "player": "Alice",
                "card": "Lich's Mastery",
                "from": "battlefield",
                "source": "Death Wish",
            },
            {"type": "concede", "player": "Bob"},
        ],
    )
    result = simulate_checked(scenario)
    brought = steps_of(result, "bring_in")[0]
    assert {"724.4", "724.4a"} <= set(brought["rules"])
    assert zone(state_player(brought["state"], "Alice"), "hand")["named"] == ["Lich's Mastery"]
    waiting = steps_of(result, "triggers_on_stack")
    assert waiting and waiting[0]["depth"] == 0
    finished = steps_of(result, "subgame_spell_finishes")[0]
    assert waiting[0]["n"] > finished["n"], "main-game triggers go on the stack after the spell"
    assert "Lich's Mastery" in zone(final_player(result, "Alice"), "library")["named"]
    assert result["final"]["stack"][0]["name"] == "Lich's Mastery"


def test_case_07_waiting_trigger_resolves_in_the_main_game() -> None:
    scenario = shahrazad_scenario(
        alice={"battlefield": ["Lich's Mastery"]},
        events=[
            {
                "type": "bring_in",
                "player": "Alice",
                "card": "Lich's Mastery",
                "from": "battlefield",
            },
            {"type": "concede", "player": "Bob"},
            {"type": "resolve"},
        ],
    )
    result = simulate_checked(scenario)
    assert final_player(result, "Alice")["lost"] is True
    assert final_player(result, "Alice")["loss_reason"] == "effect"


def test_case_07_pending_lists_the_waiting_trigger_while_the_subgame_runs() -> None:
    scenario = shahrazad_scenario(
        alice={"battlefield": ["Lich's Mastery"]},
        events=[
            {"type": "bring_in", "player": "Alice", "card": "Lich's Mastery", "from": "battlefield"}
        ],
    )
    result = simulate_checked(scenario)
    kinds = [item["kind"] for item in result["pending"]]
    assert kinds == ["subgame_in_progress", "spell_resolving", "waiting_triggers"]
    assert result["final"]["depth"] == 1


def test_case_07_wish_from_outside_the_game() -> None:
    scenario = shahrazad_scenario(
        alice={"outside": ["Lightning Bolt"]},
        events=[
            {"type": "bring_in", "player": "Alice", "card": "Lightning Bolt", "from": "outside"},
            {"type": "concede", "player": "Bob"},
        ],
    )
    result = simulate_checked(scenario)
    alice = final_player(result, "Alice")
    assert alice["outside"]["count"] == 0
    assert "Lightning Bolt" in zone(alice, "library")["named"]


def test_case_08_every_owned_card_returns_including_exile_and_phased_out() -> None:
    scenario = shahrazad_scenario(
        alice={"library": ["Platinum Angel", 29]},
        bob={"library": 20},
        events=[
            {"type": "enter", "player": "Alice", "card": "Platinum Angel", "from": "library"},
            {"type": "phase_out", "player": "Alice", "card": "Platinum Angel"},
            {"type": "exile", "player": "Bob", "count": 5},
            {"type": "mill", "player": "Bob", "count": 3},
            {"type": "enter", "player": "Bob", "card": "Soldier", "token": True},
            {"type": "concede", "player": "Alice"},
        ],
    )
    result = simulate_checked(scenario)
    back = steps_of(result, "subgame_cards_back")[0]
    assert "724.5" in back["rules"]
    alice = state_player(back["state"], "Alice")
    bob = state_player(back["state"], "Bob")
    assert zone(alice, "library")["count"] == 30
    assert zone(bob, "library")["count"] == 20
    assert zone(bob, "exile")["count"] == 0
    assert all(zone(bob, z)["count"] == 0 for z in ("battlefield", "graveyard", "hand"))
    assert "1 token" in back["text"]


def test_case_09_pre_2007_exiled_cards_stay_exiled() -> None:
    events = [{"type": "exile", "player": "Bob", "count": 12}, {"type": "concede", "player": "Bob"}]
    old = simulate_checked(shahrazad_scenario(events=events, rules="pre-2007"))
    new = simulate_checked(shahrazad_scenario(events=events))
    assert zone(final_player(old, "Bob"), "exile")["count"] == 12
    assert zone(final_player(old, "Bob"), "library")["count"] == 18
    assert zone(final_player(new, "Bob"), "exile")["count"] == 0
    assert zone(final_player(new, "Bob"), "library")["count"] == 30
    assert steps_of(old, "old_rule_exile") and not steps_of(new, "old_rule_exile")


def test_case_09_pre_2007_suspended_card_keeps_its_time_counters() -> None:
    events = [
        {
            "type": "exile",
            "player": "Alice",
            "card": "Lotus Bloom",
            "from": "hand",
            "counters": {"time": 3},
        },
        {"type": "concede", "player": "Bob"},
    ]
    result = simulate_checked(shahrazad_scenario(events=events, rules="pre-2007"))
    assert zone(final_player(result, "Alice"), "exile")["named"] == ["Lotus Bloom"]


def test_case_10_spell_finishes_after_subgame_and_then_goes_to_graveyard() -> None:
    result = simulate_checked(shahrazad_scenario(events=[{"type": "concede", "player": "Bob"}]))
    kinds = [step["kind"] for step in result["steps"]]
    assert kinds.index("subgame_cards_back") < kinds.index("main_resumes")
    assert kinds.index("main_resumes") < kinds.index("subgame_spell_finishes")
    during = steps_of(result, "subgame_start")[0]
    assert during["depth"] == 1
    assert zone(final_player(result, "Alice"), "graveyard")["named"] == ["Shahrazad"]


def test_case_10_spell_finishes_even_when_its_card_left_the_stack() -> None:
    events = [
        {
            "type": "bring_in",
            "player": "Alice",
            "card": "Shahrazad",
            "from": "stack",
            "source": "Burning Wish",
        },
        {"type": "concede", "player": "Bob"},
    ]
    result = simulate_checked(shahrazad_scenario(events=events))
    finish = steps_of(result, "subgame_spell_finishes")[0]
    assert "no longer on the stack" in finish["text"]
    assert final_player(result, "Bob")["life"] == 10
    alice = final_player(result, "Alice")
    assert zone(alice, "graveyard")["count"] == 0
    assert "Shahrazad" in zone(alice, "library")["named"]


def test_case_11_commander_moves_in_and_back_and_battlefield_commander_stays() -> None:
    scenario = shahrazad_scenario(
        alice={"commander": "Sengir, the Dark Baron"},
        bob={"commander": "Blood Tyrant", "battlefield": ["Blood Tyrant"]},
        events=[{"type": "concede", "player": "Bob"}],
        variant="commander",
    )
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_variant_start")[0]
    assert "724.2c" in start["rules"]
    assert zone(state_player(start["state"], "Alice"), "command")["named"] == [
        "Sengir, the Dark Baron"
    ]
    assert zone(state_player(start["state"], "Bob"), "battlefield")["count"] == 0
    end = steps_of(result, "subgame_variant_end")[0]
    assert "724.5c" in end["rules"]
    assert zone(final_player(result, "Alice"), "command")["named"] == ["Sengir, the Dark Baron"]
    assert zone(final_player(result, "Bob"), "battlefield")["named"] == ["Blood Tyrant"]


@pytest.mark.parametrize(("choice", "expected_zone"), [(True, "command"), (False, "library")])
def test_case_11_commander_elsewhere_in_subgame_uses_903_9b_option(
    choice: bool, expected_zone: str
) -> None:
    scenario = shahrazad_scenario(
        alice={"commander": "Sengir, the Dark Baron", "commander_to_command": choice},
        events=[
            {
                "type": "cast",
                "player": "Alice",
                "card": "Sengir, the Dark Baron",
                "from": "command",
            },
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
        variant="commander",
    )
    result = simulate_checked(scenario)
    alice = final_player(result, "Alice")
    assert "Sengir, the Dark Baron" in zone(alice, expected_zone)["named"]
    back = steps_of(result, "subgame_cards_back")[0]
    assert ("903.9b" in back["rules"]) is choice


def test_case_12_planechase_deck_moves_face_up_plane_stays_and_returns() -> None:
    scenario = shahrazad_scenario(
        alice={"planar_deck": ["Tazeem", "Naya", "Llanowar"], "command": ["Krosa"]},
        events=[{"type": "planeswalk", "player": "Alice"}, {"type": "concede", "player": "Bob"}],
        variant="planechase",
    )
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_variant_start")[0]
    assert {"724.2a"} <= set(start["rules"])
    alice_start = state_player(start["state"], "Alice")
    assert zone(alice_start, "planar_deck")["count"] == 3
    walked = steps_of(result, "planeswalk")[0]
    assert zone(state_player(walked["state"], "Alice"), "command")["count"] == 1
    end = steps_of(result, "subgame_variant_end")[0]
    assert "724.5a" in end["rules"]
    alice = final_player(result, "Alice")
    assert zone(alice, "command")["named"] == ["Krosa"]
    assert zone(alice, "planar_deck")["count"] == 3


def test_case_12_archenemy_scheme_deck_moves_and_face_up_scheme_stays() -> None:
    scenario = shahrazad_scenario(
        alice={"scheme_deck": 20, "command": ["All in Good Time"], "archenemy": True},
        events=[{"type": "concede", "player": "Bob"}],
        variant="archenemy",
    )
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_variant_start")[0]
    assert zone(state_player(start["state"], "Alice"), "scheme_deck")["count"] == 20
    assert zone(state_player(start["state"], "Alice"), "command")["count"] == 0
    alice = final_player(result, "Alice")
    assert zone(alice, "scheme_deck")["count"] == 20
    assert zone(alice, "command")["named"] == ["All in Good Time"]
    assert alice["life"] == 40


def test_case_12_vanguard_card_moves_in_and_back() -> None:
    scenario = shahrazad_scenario(
        alice={"vanguard": "Karn"},
        bob={"vanguard": "Squee"},
        events=[{"type": "concede", "player": "Bob"}],
        variant="vanguard",
    )
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_variant_start")[0]
    assert "724.2b" in start["rules"]
    assert zone(state_player(start["state"], "Alice"), "command")["named"] == ["Karn"]
    end = steps_of(result, "subgame_variant_end")[0]
    assert "724.5b" in end["rules"]
    assert zone(final_player(result, "Bob"), "command")["named"] == ["Squee"]


def test_case_13_nested_subgame_ends_first_and_treats_outer_as_main() -> None:
    events = [
        {"type": "cast", "player": "Bob", "card": "Shahrazad"},
        {"type": "resolve"},
        {"type": "concede", "player": "Bob"},
        {"type": "concede", "player": "Alice"},
    ]
    result = simulate_checked(shahrazad_scenario(events=events))
    inner = next(s for s in steps_of(result, "subgame_start") if s["depth"] == 2)
    assert inner["game"] == "sub1.1" and "724.6" in inner["rules"]
    ends = [s["game"] for s in steps_of(result, "game_won")]
    assert ends == ["sub1.1", "sub1"]
    inner_finish = next(iter(steps_of(result, "subgame_spell_finishes")))
    assert inner_finish["depth"] == 1, "the inner spell finishes in the outer subgame"
    assert final_player(result, "Alice")["life"] == 10
    assert final_player(result, "Bob")["life"] == 20


def test_case_13_nesting_depth_is_capped() -> None:
    events = []
    for _ in range(17):
        events += [{"type": "cast", "player": "Alice", "card": "Shahrazad"}, {"type": "resolve"}]
    scenario = {
        "players": [
            {"name": "Alice", "library": 300, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 300},
        ],
        "events": events,
    }
    with pytest.raises(ScenarioError) as error:
        simulate_checked(scenario)
    assert error.value.field == "events[33].type"


def test_case_14_fork_copy_resolves_first_then_the_original_from_rebuilt_libraries() -> None:
    scenario = shahrazad_scenario(
        bob={"hand": ["Fork"]},
        events=[
            {"type": "concede", "player": "Alice"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
    )
    scenario["events"].insert(1, {"type": "copy", "player": "Bob", "card": "Fork"})
    result = simulate_checked(scenario)
    copy_step = steps_of(result, "copy")[0]
    assert "707.10" in copy_step["rules"]
    assert [item["kind"] for item in copy_step["state"]["stack"]] == ["copy", "spell"]
    games = [s["game"] for s in steps_of(result, "subgame_start")]
    assert games == ["sub1", "sub2"]
    finishes = steps_of(result, "subgame_spell_finishes")
    assert "707.10a" in finishes[0]["rules"] and "608.2m" in finishes[1]["rules"]
    second = steps_of(result, "subgame_libraries")[1]
    assert zone(state_player(second["state"], "Alice"), "library")["count"] == 30
    assert final_player(result, "Alice")["life"] == 10
    assert final_player(result, "Bob")["life"] == 10


def test_case_14_lithoform_engine_copies_a_spell_its_controller_controls() -> None:
    scenario = shahrazad_scenario(
        alice={"battlefield": ["Lithoform Engine"]},
        events=[
            {"type": "concede", "player": "Bob"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
    )
    scenario["events"].insert(1, {"type": "copy", "player": "Alice", "card": "Lithoform Engine"})
    result = simulate_checked(scenario)
    assert "602.2" in steps_of(result, "copy")[0]["rules"]
    assert len(steps_of(result, "subgame_start")) == 2
    assert final_player(result, "Bob")["life"] == 5


def test_case_15_enter_the_dungeon_five_life_and_winner_searches_two() -> None:
    scenario = {
        "players": [
            {
                "name": "Alice",
                "library": ["Platinum Angel", "Soul Echo", 20],
                "hand": ["Enter the Dungeon"],
            },
            {"name": "Bob", "library": 20},
        ],
        "events": [
            {
                "type": "cast",
                "player": "Alice",
                "card": "Enter the Dungeon",
                "choices": {"Alice": ["Soul Echo", "Platinum Angel"]},
            },
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
    }
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_start")[0]
    assert all(p["life"] == 5 for p in start["state"]["players"])
    alice = final_player(result, "Alice")
    assert sorted(zone(alice, "hand")["named"]) == ["Platinum Angel", "Soul Echo"]
    assert final_player(result, "Bob")["life"] == 20


def test_case_15_countdown_one_life_and_doubled_damage_for_the_rest_of_the_main_game() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 20, "hand": ["The Countdown Is at One"]},
            {"name": "Bob", "library": 20},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "The Countdown Is at One"},
            {"type": "resolve"},
            {"type": "damage", "to": "Bob", "amount": 1, "by": "Alice"},
            {"type": "damage", "to": ["Alice", "Bob"], "amount": 3},
            {"type": "end_turn"},
            {"type": "damage", "to": "Bob", "amount": 2},
        ],
    }
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_start")[0]
    assert all(p["life"] == 1 for p in start["state"]["players"])
    assert final_player(result, "Alice")["life"] == 17
    assert final_player(result, "Bob")["life"] == 20 - 6 - 4


def test_case_15_tug_of_war_picks_start_on_battlefield_and_winner_keeps_one() -> None:
    scenario = {
        "players": [
            {
                "name": "Alice",
                "library": ["Platinum Angel", "Blood Tyrant", "Fork", 20],
                "hand": ["Tug of War"],
            },
            {"name": "Bob", "library": ["Abyssal Persecutor", "Abyssal Persecutor", 20]},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Tug of War"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
    }
    result = simulate_checked(scenario)
    picks = steps_of(result, "subgame_picks")[0]
    alice_start = state_player(picks["state"], "Alice")
    assert zone(alice_start, "battlefield")["named"] == ["Platinum Angel", "Blood Tyrant"]
    assert zone(state_player(picks["state"], "Bob"), "battlefield")["named"] == [
        "Abyssal Persecutor"
    ]
    assert all(p["life"] == 5 for p in steps_of(result, "subgame_start")[0]["state"]["players"])
    alice = final_player(result, "Alice")
    assert zone(alice, "battlefield")["named"] == ["Platinum Angel"]
    assert zone(alice, "library")["count"] == 22
    assert zone(final_player(result, "Bob"), "battlefield")["count"] == 0


def test_case_15_tug_of_war_rejects_a_nonpermanent_choice() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": ["Fork", 10], "hand": ["Tug of War"]},
            {"name": "Bob", "library": 10},
        ],
        "events": [
            {
                "type": "cast",
                "player": "Alice",
                "card": "Tug of War",
                "choices": {"Alice": ["Fork"]},
            },
            {"type": "resolve"},
        ],
    }
    with pytest.raises(ScenarioError) as error:
        simulate_checked(scenario)
    assert error.value.field == "events[1].choices.Alice"


def test_subgame_in_multiplayer_excludes_players_who_already_lost() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 20, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 20},
            {"name": "Carol", "life": 1, "library": 20},
        ],
        "events": [
            {"type": "damage", "to": "Carol", "amount": 1},
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
    }
    result = simulate_checked(scenario)
    start = steps_of(result, "subgame_start")[0]
    assert [p["name"] for p in start["state"]["players"]] == ["Alice", "Bob"]
    assert final_player(result, "Bob")["life"] == 10
