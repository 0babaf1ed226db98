"""Who holds priority (117.3a-c, 800.4a) and events in the same instant (`with_previous` on any
event): a draw from an empty library while a card is put into it still loses (704.5b)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import simulate
from engine.errors import ScenarioError
from engine.preset_data.preset_parts import shahrazad_duel
from engine.presets import get_preset
from engine.scenario.model import EventType
from tests.engine.helpers import final_player, simulate_checked, steps_of, zone


def _priority_by_step(result: dict[str, Any]) -> list[tuple[str, str | None]]:
    return [(step["kind"], step["state"]["priority"]) for step in result["steps"]]


def test_the_caster_holds_priority_then_the_active_player_after_it_resolves() -> None:
    result = simulate_checked(
        {
            "players": [
                {"name": "Alice", "library": 10},
                {"name": "Bob", "library": 10, "hand": ["Platinum Angel"]},
            ],
            "events": [
                {"type": "cast", "player": "Bob", "card": "Platinum Angel"},
                {"type": "resolve"},
                {"type": "end_turn"},
                {"type": "concede", "player": "Alice"},
            ],
        }
    )
    kinds = _priority_by_step(result)
    assert kinds[0] == ("setup", "Alice")  # 117.3a: the active player, at the first step
    assert ("cast", "Bob") in kinds  # 117.3c: Bob cast it in Alice's turn and holds priority
    assert ("resolve", "Alice") in kinds  # 117.3b: after it resolves, the active player
    assert ("end_turn", "Bob") in kinds  # 117.3a: Bob's turn, Bob's upkeep
    assert result["final"]["game_over"] and result["final"]["priority"] is None


def test_priority_passes_to_the_next_player_when_its_holder_leaves() -> None:
    result = simulate_checked(
        {
            "players": [
                {"name": "Alice", "library": 10},
                {"name": "Bob", "library": 10, "hand": ["Platinum Angel"]},
                {"name": "Carol", "library": 10},
            ],
            "events": [
                {"type": "cast", "player": "Bob", "card": "Platinum Angel"},
                {"type": "concede", "player": "Bob"},
            ],
        }
    )
    assert result["final"]["priority"] == "Carol"  # 800.4a: the next player in turn order


def test_a_subgames_starting_player_holds_its_priority() -> None:
    result = simulate_checked(_shahrazad("Bob", events=[]))
    final = result["final"]
    assert final["depth"] == 1
    assert final["priority"] == final["active_player"]


def _empty_library_draw(*, simultaneous: bool) -> dict[str, Any]:
    put_back: dict[str, Any] = {
        "type": "leave",
        "player": "Alice",
        "card": "Platinum Angel",
        "to": "library",
    }
    if simultaneous:
        put_back["with_previous"] = True
    return {
        "players": [
            {"name": "Alice", "library": 0, "battlefield": ["Platinum Angel"]},
            {"name": "Bob", "library": 10},
        ],
        "events": [{"type": "draw", "player": "Alice", "count": 1}, put_back],
    }


def test_a_draw_from_an_empty_library_while_a_card_is_put_into_it_loses() -> None:
    alice = final_player(simulate_checked(_empty_library_draw(simultaneous=True)), "Alice")
    assert alice["lost"] and alice["loss_reasons"] == ["empty_library"]
    # one after the other, Platinum Angel is still there at the check after the draw, and the
    # flag is cleared at that check (704.5b: "since the last time state-based actions were checked")
    alice = final_player(simulate_checked(_empty_library_draw(simultaneous=False)), "Alice")
    assert not alice["lost"]


def test_with_previous_is_accepted_on_every_event_type_and_defers_the_check() -> None:
    from engine.scenario.event_validation import _SPECS

    assert all("with_previous" in spec.optional for spec in _SPECS.values())
    assert set(_SPECS) == set(EventType)
    result = simulate(
        {
            "players": [{"name": "Alice", "life": 1}, {"name": "Bob"}],
            "events": [
                {"type": "life", "player": "Alice", "amount": -1},
                {"type": "life", "player": "Alice", "amount": 1, "with_previous": True},
                {"type": "end_turn", "with_previous": True},
            ],
        },
        lang="en",
    )
    assert not final_player(result, "Alice")["lost"]
    assert steps_of(result, "end_turn")


@pytest.mark.parametrize("kind", ["concede", "end_turn", "cast"])
def test_with_previous_on_the_first_event_is_an_error_whatever_its_type(kind: str) -> None:
    event: dict[str, Any] = {"type": kind, "with_previous": True}
    if kind != "end_turn":
        event["player"] = "Alice"
    if kind == "cast":
        event["card"] = "Fork"
    with pytest.raises(ScenarioError) as error:
        simulate({"players": [{"name": "Alice"}, {"name": "Bob"}], "events": [event]})
    assert error.value.field == "events[0].with_previous"


def _duel(events: list[dict[str, Any]], **alice: Any) -> dict[str, Any]:
    return {
        "players": [{"name": "Alice", "library": 10, **alice}, {"name": "Bob", "library": 10}],
        "events": events,
    }


def test_an_effect_that_says_the_game_is_a_draw_ends_it_with_nobody_winning_or_losing() -> None:
    result = simulate_checked(
        _duel(
            [{"type": "draw_game", "source": "Divine Intervention"}],
            battlefield=["Platinum Angel"],
        )
    )
    final = result["final"]
    assert final["game_over"] and final["draw"] and final["winners"] == []
    assert not any(player["lost"] or player["won"] for player in final["players"])
    (step,) = steps_of(result, "game_draw")
    assert step["rules"] == ["104.4c", "104.1"]
    assert "Divine Intervention says the game is a draw" in step["text"]
    ja = simulate(_duel([{"type": "draw_game"}]), lang="ja")
    assert "効果が引き分けだと言う" in steps_of(ja, "game_draw")[0]["text"]


def test_a_loop_of_mandatory_actions_is_a_draw() -> None:
    result = simulate_checked(_duel([{"type": "draw_game", "loop": True}]))
    (step,) = steps_of(result, "game_draw")
    assert step["rules"] == ["104.4b", "104.1"]
    assert "loop of mandatory actions" in step["text"]
    assert result["final"]["draw"]


def test_a_loss_replaced_again_and_again_by_a_mirror_another_player_owns_is_a_draw() -> None:
    """Lich's Mirror replaces a loss by shuffling away what its controller owns: under another
    player's control it stays, the poison stays, and every check replaces the loss again; the
    checks are mandatory, so the loop nothing can stop makes the game a draw (104.4b)."""
    players: list[dict[str, Any]] = [
        {"name": "Alice", "life": 1, "poison": 7, "library": 3},
        {"name": "Bob", "life": 1, "library": 3, "battlefield": ["Lich's Mirror"]},
    ]
    events = [
        {"type": "gain_control", "player": "Alice", "card": "Lich's Mirror", "controller": "Bob"},
        {"type": "poison", "player": "Alice", "amount": 3},
    ]
    result = simulate_checked({"players": players, "events": events})
    (step,) = steps_of(result, "game_draw")
    assert step["rules"] == ["104.4b", "104.1"]
    assert result["final"]["draw"]
    assert not steps_of(result, "loss")
    # Owned by its controller, the Mirror shuffles itself away and the poison then decides.
    events[0] = {"type": "life", "player": "Alice", "amount": 0}
    players[0]["battlefield"], players[1]["battlefield"] = ["Lich's Mirror"], []
    owned = simulate_checked({"players": players, "events": events})
    assert not steps_of(owned, "game_draw")
    assert not owned["final"]["draw"]


def test_a_drawn_subgame_ends_and_every_player_loses_half_their_life() -> None:
    result = simulate_checked(
        _duel(
            [
                {"type": "cast", "player": "Alice", "card": "Shahrazad"},
                {"type": "resolve"},
                {"type": "draw_game", "loop": True},
            ],
            hand=["Shahrazad"],
        )
    )
    assert [step["game"] for step in steps_of(result, "game_draw")] == ["sub1"]
    final = result["final"]
    assert final["depth"] == 0 and not final["game_over"]
    assert [player["life"] for player in final["players"]] == [10, 10]


def test_a_draw_for_some_players_only_is_refused_with_a_range_of_influence() -> None:
    scenario = {
        "range_of_influence": 1,
        "players": [{"name": name} for name in ("A", "B", "C", "D")],
        "events": [{"type": "draw_game"}],
    }
    with pytest.raises(ScenarioError) as error:
        simulate(scenario)
    assert error.value.field == "events[0].type" and "104.4e" in str(error.value)
    with pytest.raises(ScenarioError) as error:
        simulate(_duel([{"type": "draw_game", "loop": "yes"}]))
    assert error.value.field == "events[0].loop"


def _shahrazad(*players: str, events: list[dict[str, Any]]) -> dict[str, Any]:
    """Alice's Shahrazad has started a subgame with Bob and any other `players`."""
    scenario = shahrazad_duel("", 1, events)
    scenario["players"].extend({"name": name, "library": 10} for name in players[1:])
    return scenario


def test_conceding_the_main_game_during_a_subgame_ends_both_with_no_half_life_lost() -> None:
    result = simulate_checked(
        _shahrazad("Bob", events=[{"type": "concede", "player": "Bob", "game": "main"}])
    )
    (concede,) = steps_of(result, "concede")
    assert concede["game"] == "main" and concede["rules"] == ["104.3a"]
    (ends,) = steps_of(result, "subgame_ends_with_main")
    assert ends["game"] == "sub1" and "no winner" in ends["text"]
    final = result["final"]
    assert final["game"] == "main" and final["winner"] == "Alice"
    assert [player["life"] for player in final["players"]] == [20, 20]  # Shahrazad never finished
    assert not steps_of(result, "subgame_spell_finishes")
    assert [zone(p, "library")["count"] for p in final["players"]] == [10, 10]


def test_in_multiplayer_the_player_leaves_the_main_game_and_the_subgame_goes_on() -> None:
    result = simulate_checked(
        _shahrazad(
            "Bob",
            "Carol",
            events=[
                {"type": "concede", "player": "Bob", "game": "main"},
                {"type": "concede", "player": "Carol"},
                {"type": "concede", "player": "Bob"},
            ],
        )
    )
    (back,) = steps_of(result, "subgame_cards_back")
    assert "Bob has left the main game" in back["text"] and "800.4a" in back["rules"]
    bob = final_player(result, "Bob")
    assert bob["lost"] and zone(bob, "library")["count"] == 0
    assert final_player(result, "Carol")["life"] == 10  # Bob is not in the main game to lose half


def test_conceding_a_game_not_being_played_or_already_left_is_an_error() -> None:
    unknown = {"type": "concede", "player": "Bob", "game": "sub7"}
    carol_leaves = {"type": "concede", "player": "Carol", "game": "main"}
    for events, field in (
        ([unknown], "events[2].game"),
        ([carol_leaves, carol_leaves], "events[3].player"),
    ):
        with pytest.raises(ScenarioError) as error:
            simulate(_shahrazad("Bob", "Carol", events=events))
        assert error.value.field == field


def _first_turn(result: dict[str, Any]) -> dict[str, Any]:
    (step,) = steps_of(result, "first_turn")
    return step


def test_a_two_player_subgames_starting_player_skips_the_first_draw_step() -> None:
    result = simulate_checked(_shahrazad("Bob", events=[]))
    step = _first_turn(result)
    first = step["state"]["active_player"]
    assert (
        step["rules"] == ["103.8", "103.8a"] and f"so {first} skips the draw step" in step["text"]
    )
    kinds = [s["kind"] for s in result["steps"]]
    assert kinds.index("subgame_opening_hands") < kinds.index("first_turn")


def test_in_a_multiplayer_subgame_nobody_skips_the_first_draw_step() -> None:
    step = _first_turn(simulate_checked(_shahrazad("Bob", "Carol", events=[])))
    assert step["rules"] == ["103.8", "103.8c"] and "no player skips" in step["text"]
    ja = simulate(_shahrazad("Bob", "Carol", events=[]), lang="ja")
    assert "飛ばすプレイヤーはいない" in _first_turn(ja)["text"]


def test_a_two_headed_giant_subgames_starting_team_skips_the_first_draw_step() -> None:
    step = _first_turn(simulate_checked(get_preset("subgame-two-headed-giant")))
    assert step["rules"] == ["103.8", "103.8b"] and "the team who plays first" in step["text"]


def test_the_first_upkeep_of_a_subgame_triggers_the_starting_players_upkeep_abilities() -> None:
    for seed in range(6):
        scenario = {
            "seed": seed,
            "players": [
                {"name": "Alice", "library": ["Blood Tyrant", 10], "hand": ["Tug of War"]},
                {"name": "Bob", "library": ["Blood Tyrant", 10]},
            ],
            "events": [
                {
                    "type": "cast",
                    "player": "Alice",
                    "card": "Tug of War",
                    "choices": {"Alice": ["Blood Tyrant"], "Bob": ["Blood Tyrant"]},
                },
                {"type": "resolve"},
            ],
        }
        result = simulate_checked(scenario)
        first = _first_turn(result)["state"]["active_player"]
        assert "503.1a" in _first_turn(result)["rules"]
        assert result["final"]["stack"] == [
            {"name": "Blood Tyrant", "controller": first, "kind": "trigger", "resolving": False}
        ]


def test_a_main_game_trigger_from_a_concession_during_a_subgame_waits_for_the_main_game() -> None:
    scenario = _shahrazad(
        "Bob",
        "Carol",
        events=[
            {"type": "concede", "player": "Bob", "game": "main"},
            {"type": "concede", "player": "Carol"},
            {"type": "concede", "player": "Bob"},
        ],
    )
    scenario["players"][0]["battlefield"] = ["Blood Tyrant"]
    result = simulate_checked(scenario)
    (waits,) = steps_of(result, "loss_triggers")
    assert waits["game"] == "main" and "until the main game resumes" in waits["text"]
    assert waits["rules"] == ["603.2"]  # not 724.4a: no card was brought into the subgame
    placed = steps_of(result, "triggers_on_stack")[-1]
    assert placed["game"] == "main" and "Blood Tyrant" in placed["text"]


def test_the_subgames_caster_conceding_the_main_game_leaves_it_with_the_spell_card() -> None:
    result = simulate_checked(
        _shahrazad(
            "Bob",
            "Carol",
            events=[
                {"type": "concede", "player": "Alice", "game": "main"},
                {"type": "concede", "player": "Carol"},
                {"type": "concede", "player": "Alice"},
            ],
        )
    )
    (finishes,) = steps_of(result, "subgame_spell_finishes")
    assert "no longer on the stack" in finishes["text"]
    assert "Shahrazad" not in zone(final_player(result, "Alice"), "graveyard")["named"]
    assert final_player(result, "Carol")["life"] == 10  # it still finishes resolving (724.5)
