"""docs/engine-cases.md 16-27: losing the game (104.3, 704) through the one loss gate."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.helpers import final_player, simulate_checked, state_player, steps_of


def two_players(
    alice: dict[str, Any] | None = None,
    bob: dict[str, Any] | None = None,
    events: list[Any] | None = None,
    **top: Any,
) -> dict[str, Any]:
    return {
        "players": [{"name": "Alice", **(alice or {})}, {"name": "Bob", **(bob or {})}],
        "events": events or [],
        **top,
    }


def test_case_16_concede_is_not_stopped_by_platinum_angel() -> None:
    scenario = two_players(
        alice={"battlefield": ["Platinum Angel", "Lich's Mirror"]},
        events=[{"type": "concede", "player": "Alice"}],
    )
    result = simulate_checked(scenario)
    alice = final_player(result, "Alice")
    assert alice["lost"] and alice["loss_reason"] == "concede"
    assert not steps_of(result, "loss_prevented") and not steps_of(result, "loss_replaced")
    assert result["final"]["winner"] == "Bob"


def test_case_16_concede_inside_a_subgame_loses_only_the_subgame() -> None:
    scenario = two_players(
        alice={"library": 10, "hand": ["Shahrazad"]},
        bob={"library": 10},
        events=[
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Alice"},
        ],
    )
    result = simulate_checked(scenario)
    assert result["final"]["game_over"] is False
    assert final_player(result, "Alice")["life"] == 10


def test_case_17_life_zero_loses_at_the_next_check() -> None:
    result = simulate_checked(
        two_players(events=[{"type": "life", "player": "Alice", "amount": -20}])
    )
    loss = steps_of(result, "player_loses")[0]
    assert {"704.5a", "104.3b"} <= set(loss["rules"])
    assert final_player(result, "Alice")["loss_reason"] == "life"


def test_case_17_dip_below_one_and_back_before_a_check_does_not_lose() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 25},
        {"type": "life", "player": "Alice", "amount": 10, "with_previous": True},
    ]
    result = simulate_checked(two_players(events=events))
    assert final_player(result, "Alice")["lost"] is False
    assert final_player(result, "Alice")["life"] == 5


def test_case_18_drawing_from_an_empty_library_loses_at_the_next_check() -> None:
    result = simulate_checked(
        two_players(alice={"library": 1}, events=[{"type": "draw", "player": "Alice", "count": 2}])
    )
    loss = steps_of(result, "player_loses")[0]
    assert "704.5b" in loss["rules"]
    assert final_player(result, "Alice")["loss_reason"] == "empty_library"


def test_case_18_empty_library_without_a_draw_is_fine() -> None:
    result = simulate_checked(
        two_players(alice={"library": 0}, events=[{"type": "life", "player": "Alice", "amount": 1}])
    )
    assert final_player(result, "Alice")["lost"] is False


def test_case_18_flag_is_cleared_at_each_check_so_angel_leaving_does_not_lose() -> None:
    events = [
        {"type": "draw", "player": "Alice", "count": 1},
        {"type": "leave", "player": "Alice", "card": "Platinum Angel"},
    ]
    result = simulate_checked(
        two_players(alice={"library": 0, "battlefield": ["Platinum Angel"]}, events=events)
    )
    prevented = steps_of(result, "loss_prevented")
    assert len(prevented) == 1 and "704.5b" in prevented[0]["rules"]
    assert final_player(result, "Alice")["lost"] is False
    assert result["final"]["game_over"] is False


def test_case_18_a_new_draw_after_the_angel_leaves_does_lose() -> None:
    events = [
        {"type": "draw", "player": "Alice", "count": 1},
        {"type": "leave", "player": "Alice", "card": "Platinum Angel"},
        {"type": "draw", "player": "Alice", "count": 1},
    ]
    result = simulate_checked(
        two_players(alice={"library": 0, "battlefield": ["Platinum Angel"]}, events=events)
    )
    assert final_player(result, "Alice")["loss_reason"] == "empty_library"


@pytest.mark.parametrize(("poison", "lost"), [(9, False), (10, True), (14, True)])
def test_case_19_ten_poison_loses_nine_does_not(poison: int, lost: bool) -> None:
    result = simulate_checked(
        two_players(events=[{"type": "poison", "player": "Alice", "amount": poison}])
    )
    assert final_player(result, "Alice")["lost"] is lost
    if lost:
        assert "704.5c" in steps_of(result, "player_loses")[0]["rules"]


def commander_game(events: list[dict[str, Any]]) -> dict[str, Any]:
    return two_players(
        alice={"life": 100},
        bob={
            "commander": ["Sengir, the Dark Baron", "Thrasios, Triton Hero"],
            "battlefield": ["Sengir, the Dark Baron", "Thrasios, Triton Hero"],
        },
        events=events,
        variant="commander",
    )


def hit(source: str, amount: int) -> dict[str, Any]:
    return {
        "type": "damage",
        "to": "Alice",
        "amount": amount,
        "by": "Bob",
        "commander": True,
        "source": source,
    }


def test_case_20_twenty_one_from_one_commander_loses() -> None:
    result = simulate_checked(
        commander_game([hit("Sengir, the Dark Baron", 10), hit("Sengir, the Dark Baron", 11)])
    )
    alice = final_player(result, "Alice")
    assert alice["loss_reason"] == "commander_damage"
    assert alice["commander_damage"] == {"Sengir, the Dark Baron": 21}
    assert {"704.6c", "104.3j"} <= set(steps_of(result, "player_loses")[0]["rules"])


def test_case_20_two_commanders_do_not_add_up() -> None:
    result = simulate_checked(
        commander_game([hit("Sengir, the Dark Baron", 20), hit("Thrasios, Triton Hero", 20)])
    )
    alice = final_player(result, "Alice")
    assert alice["lost"] is False and alice["life"] == 60
    assert alice["commander_damage"] == {"Sengir, the Dark Baron": 20, "Thrasios, Triton Hero": 20}


def test_case_20_noncombat_damage_by_a_commander_card_is_not_commander_damage() -> None:
    result = simulate_checked(
        commander_game(
            [
                {
                    "type": "damage",
                    "to": "Alice",
                    "amount": 30,
                    "by": "Bob",
                    "source": "Sengir, the Dark Baron",
                }
            ]
        )
    )
    assert final_player(result, "Alice")["commander_damage"] == {}


def test_case_20_commander_must_be_on_the_battlefield() -> None:
    scenario = two_players(
        bob={"commander": "Sengir, the Dark Baron"},
        variant="commander",
        events=[{"type": "damage", "to": "Alice", "amount": 21, "by": "Bob", "commander": True}],
    )
    with pytest.raises(ScenarioError) as error:
        simulate_checked(scenario)
    assert error.value.field == "events[0].source"


def test_case_21_lose_effect_and_win_effect() -> None:
    lose = simulate_checked(
        two_players(events=[{"type": "lose", "player": "Bob", "source": "Door to Nothingness"}])
    )
    assert final_player(lose, "Bob")["loss_reason"] == "effect"
    assert "104.3e" in steps_of(lose, "player_loses")[0]["rules"]
    win = simulate_checked(
        two_players(events=[{"type": "win", "player": "Bob", "source": "Barren Glory"}])
    )
    assert win["final"]["winner"] == "Bob"
    assert "104.2b" in steps_of(win, "game_won")[0]["rules"]


def test_case_21_win_and_lose_at_once_loses() -> None:
    events = [
        {"type": "win", "player": "Alice", "source": "Laboratory Maniac"},
        {"type": "lose", "player": "Alice", "source": "Demonic Pact", "with_previous": True},
    ]
    result = simulate_checked(two_players(events=events))
    assert steps_of(result, "win_and_lose")[0]["rules"] == ["104.3f"]
    assert final_player(result, "Alice")["lost"] is True
    assert result["final"]["winner"] == "Bob"


def test_case_22_everyone_losing_at_once_is_a_draw() -> None:
    result = simulate_checked(
        two_players(
            alice={"life": 2},
            bob={"life": 3},
            events=[{"type": "damage", "to": ["Alice", "Bob"], "amount": 3}],
        )
    )
    final = result["final"]
    assert final["draw"] is True and final["winner"] is None and final["game_over"] is True
    assert "104.4a" in steps_of(result, "game_draw")[0]["rules"]


def test_case_22_different_reasons_at_once_still_draw() -> None:
    events = [
        {"type": "poison", "player": "Alice", "amount": 10},
        {"type": "draw", "player": "Bob", "count": 1, "with_previous": True},
    ]
    result = simulate_checked(two_players(bob={"library": 0}, events=events))
    assert result["final"]["draw"] is True
    assert final_player(result, "Alice")["loss_reason"] == "poison"
    assert final_player(result, "Bob")["loss_reason"] == "empty_library"


@pytest.mark.parametrize("card", ["Platinum Angel", "Lich's Mastery"])
def test_case_23_static_cant_lose_then_next_check_after_it_leaves(card: str) -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 30},
        {"type": "poison", "player": "Alice", "amount": 12},
        {"type": "leave", "player": "Alice", "card": card, "to": "exile"},
    ]
    result = simulate_checked(two_players(alice={"battlefield": [card]}, events=events))
    prevented = steps_of(result, "loss_prevented")
    assert [step["event_index"] for step in prevented] == [0, 1]
    alice = final_player(result, "Alice")
    assert alice["lost"] is True and alice["loss_reason"] == "life"


def test_case_23_persistent_condition_is_narrated_once() -> None:
    events = [
        {"type": "damage", "to": "Alice", "amount": 30},
        {"type": "life", "player": "Alice", "amount": -1},
        {"type": "life", "player": "Alice", "amount": -1},
    ]
    result = simulate_checked(two_players(alice={"battlefield": ["Platinum Angel"]}, events=events))
    assert len(steps_of(result, "loss_prevented")) == 1


def test_case_23_platinum_angel_stops_opponents_winning() -> None:
    events = [{"type": "win", "player": "Bob", "source": "Barren Glory"}]
    result = simulate_checked(two_players(alice={"battlefield": ["Platinum Angel"]}, events=events))
    assert steps_of(result, "win_prevented")
    assert result["final"]["game_over"] is False


def test_case_23_angels_grace_floor_and_effect_ends_at_end_of_turn() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Angel's Grace"},
        {"type": "resolve"},
        {"type": "damage", "to": "Alice", "amount": 10},
        {"type": "draw", "player": "Alice", "count": 1},
        {"type": "life", "player": "Alice", "amount": -3},
        {"type": "end_turn"},
    ]
    result = simulate_checked(
        two_players(alice={"life": 5, "library": 0, "hand": ["Angel's Grace"]}, events=events)
    )
    after_damage = [s for s in result["steps"] if s["event_index"] == 2][-1]
    assert state_player(after_damage["state"], "Alice")["life"] == 1
    assert len(steps_of(result, "loss_prevented")) == 2
    cleanup = steps_of(result, "cleanup")[0]
    assert "514.2" in cleanup["rules"]
    alice = final_player(result, "Alice")
    assert alice["lost"] is True and alice["loss_reason"] == "life"


def test_case_23_angels_grace_has_split_second() -> None:
    events = [
        {"type": "cast", "player": "Alice", "card": "Angel's Grace"},
        {"type": "cast", "player": "Bob", "card": "Lightning Bolt"},
    ]
    with pytest.raises(ScenarioError) as error:
        simulate_checked(
            two_players(
                alice={"hand": ["Angel's Grace"]}, bob={"hand": ["Lightning Bolt"]}, events=events
            )
        )
    assert error.value.field == "events[1].card"
    assert "702.61a" in str(error.value)


def test_case_23_gideon_emblem_works_only_with_a_gideon() -> None:
    alice = {"battlefield": ["Gideon of the Trials"]}
    events = [
        {"type": "activate", "player": "Alice", "card": "Gideon of the Trials"},
        {"type": "resolve"},
        {"type": "life", "player": "Alice", "amount": -25},
        {"type": "leave", "player": "Alice", "card": "Gideon of the Trials"},
    ]
    result = simulate_checked(two_players(alice=alice, events=events))
    assert final_player(result, "Alice")["emblems"] == ["Gideon of the Trials"]
    prevented = steps_of(result, "loss_prevented")
    assert prevented and prevented[0]["event_index"] == 2
    assert final_player(result, "Alice")["loss_reason"] == "life"


def test_case_23_abyssal_persecutor_controller_cant_win_opponents_cant_lose() -> None:
    events = [
        {"type": "life", "player": "Bob", "amount": -30},
        {"type": "win", "player": "Alice", "source": "Laboratory Maniac"},
        {"type": "leave", "player": "Alice", "card": "Abyssal Persecutor"},
    ]
    result = simulate_checked(
        two_players(alice={"battlefield": ["Abyssal Persecutor"]}, events=events)
    )
    assert steps_of(result, "loss_prevented") and steps_of(result, "win_prevented")
    assert final_player(result, "Bob")["lost"] is True
    assert result["final"]["winner"] == "Alice"


@pytest.mark.parametrize(
    "card", ["Soul Echo", "Transcendence", "Lich's Tomb", "Phyrexian Unlife", "Lich"]
)
def test_case_24_no_loss_for_zero_life_but_other_conditions_apply(card: str) -> None:
    events = [
        {"type": "life", "player": "Alice", "amount": -25},
        {"type": "poison", "player": "Alice", "amount": 10},
    ]
    result = simulate_checked(two_players(alice={"battlefield": [card, 3]}, events=events))
    exempt = steps_of(result, "loss_prevented")
    assert exempt and exempt[0]["event_index"] == 0 and "704.5a" in exempt[0]["rules"]
    alice = final_player(result, "Alice")
    assert alice["lost"] is True and alice["loss_reason"] == "poison"


def test_case_25_lichs_mirror_rebuilds_then_persisting_poison_loses() -> None:
    scenario = two_players(
        alice={
            "life": 4,
            "poison": 9,
            "library": 30,
            "hand": 3,
            "graveyard": 5,
            "battlefield": ["Lich's Mirror", 2],
        },
        events=[{"type": "poison", "player": "Alice", "amount": 1}],
    )
    result = simulate_checked(scenario)
    replaced = steps_of(result, "loss_replaced")[0]
    alice = state_player(replaced["state"], "Alice")
    assert alice["life"] == 20 and alice["zones"]["hand"]["count"] == 7
    assert alice["zones"]["battlefield"]["count"] == 0
    assert alice["zones"]["library"]["count"] == 30 + 3 + 5 + 3 - 7
    assert "614.1a" in replaced["rules"]
    assert final_player(result, "Alice")["loss_reason"] == "poison"


def test_case_25_lichs_mirror_after_life_loss_keeps_you_in() -> None:
    scenario = two_players(
        alice={"library": 10, "battlefield": ["Lich's Mirror"]},
        events=[{"type": "damage", "to": "Alice", "amount": 25}],
    )
    result = simulate_checked(scenario)
    alice = final_player(result, "Alice")
    assert alice["lost"] is False and alice["life"] == 20


def test_case_25_platinum_angel_means_mirror_never_applies() -> None:
    scenario = two_players(
        alice={"battlefield": ["Lich's Mirror", "Platinum Angel"]},
        events=[{"type": "damage", "to": "Alice", "amount": 25}],
    )
    result = simulate_checked(scenario)
    assert steps_of(result, "loss_prevented") and not steps_of(result, "loss_replaced")


def test_case_25_exquisite_archangel_exiles_itself_and_resets_life() -> None:
    scenario = two_players(
        alice={"battlefield": ["Exquisite Archangel"]},
        events=[{"type": "damage", "to": "Alice", "amount": 25}],
    )
    result = simulate_checked(scenario)
    alice = final_player(result, "Alice")
    assert alice["life"] == 20 and alice["zones"]["exile"]["named"] == ["Exquisite Archangel"]


def test_case_25_archangel_uses_the_subgame_starting_life() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": ["Exquisite Archangel", 20], "hand": ["Tug of War"]},
            {"name": "Bob", "library": 20},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Tug of War"},
            {"type": "resolve"},
            {"type": "damage", "to": "Alice", "amount": 9},
        ],
    }
    result = simulate_checked(scenario)
    assert final_player(result, "Alice")["life"] == 5
    assert result["final"]["depth"] == 1


def test_case_25_two_replacements_choose_the_oldest() -> None:
    scenario = two_players(
        alice={"library": 10, "battlefield": ["Exquisite Archangel", "Lich's Mirror"]},
        events=[{"type": "damage", "to": "Alice", "amount": 25}],
    )
    result = simulate_checked(scenario)
    replaced = steps_of(result, "loss_replaced")
    assert len(replaced) == 1 and "616.1" in replaced[0]["rules"]
    assert "Exquisite Archangel" in replaced[0]["title"]


def test_case_25_laboratory_maniac_wins_instead_of_drawing() -> None:
    scenario = two_players(
        alice={"library": 0, "battlefield": ["Laboratory Maniac"]},
        events=[{"type": "draw", "player": "Alice", "count": 1}],
    )
    result = simulate_checked(scenario)
    assert result["final"]["winner"] == "Alice"
    assert "121.6" in steps_of(result, "draw")[0]["rules"]


def test_case_25_laboratory_maniac_against_platinum_angel_neither_wins_nor_loses() -> None:
    scenario = two_players(
        alice={"library": 0, "battlefield": ["Laboratory Maniac"]},
        bob={"battlefield": ["Platinum Angel"]},
        events=[{"type": "draw", "player": "Alice", "count": 1}],
    )
    result = simulate_checked(scenario)
    assert steps_of(result, "win_prevented")
    assert final_player(result, "Alice")["lost"] is False
    assert result["final"]["game_over"] is False


def three_players(events: list[Any], **extra: Any) -> dict[str, Any]:
    return {
        "players": [
            {
                "name": "Alice",
                "battlefield": ["Blood Tyrant", "Withengar Unbound", "Sengir, the Dark Baron"],
            },
            {"name": "Bob", "library": 10, "battlefield": ["Share the Spoils"]},
            {"name": "Carol", "life": 4, "library": 10, "hand": 2, "battlefield": [1]},
        ],
        "events": events,
        **extra,
    }


def test_case_26_loss_triggers_are_narrated_and_resolve() -> None:
    events = [
        {"type": "damage", "to": "Carol", "amount": 4},
        {"type": "resolve"},
        {"type": "resolve"},
        {"type": "resolve"},
        {"type": "resolve"},
    ]
    result = simulate_checked(three_players(events))
    triggered = steps_of(result, "loss_triggers")[0]
    assert "603.2" in triggered["rules"]
    for name in ("Blood Tyrant", "Withengar Unbound", "Sengir, the Dark Baron", "Share the Spoils"):
        assert name in triggered["text"]
    assert "800.4a" in steps_of(result, "player_leaves")[0]["rules"]
    assert final_player(result, "Alice")["life"] == 24
    bob = final_player(result, "Bob")
    assert bob["zones"]["exile"]["count"] == 1 and bob["zones"]["library"]["count"] == 9


def test_case_26_triggers_do_not_matter_when_the_game_ends() -> None:
    scenario = two_players(
        alice={"battlefield": ["Blood Tyrant"]},
        events=[{"type": "life", "player": "Bob", "amount": -20}],
    )
    result = simulate_checked(scenario)
    assert steps_of(result, "loss_triggers")
    assert result["final"]["game_over"] is True and result["final"]["stack"] == []


def test_case_27_team_loses_when_all_its_players_have_lost() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "team": "A"},
            {"name": "Ann", "team": "A"},
            {"name": "Bob", "team": "B"},
            {"name": "Ben", "team": "B"},
        ],
        "events": [
            {"type": "life", "player": "Bob", "amount": -20},
            {"type": "life", "player": "Ben", "amount": -20},
        ],
    }
    result = simulate_checked(scenario)
    first = [s for s in result["steps"] if s["event_index"] == 0][-1]
    assert first["state"]["game_over"] is False
    assert "104.3g" in steps_of(result, "team_loses")[0]["rules"]
    assert result["final"]["winners"] == ["Alice", "Ann"]
    assert "104.2c" in steps_of(result, "game_won")[0]["rules"]


def test_case_27_a_teammate_who_already_lost_wins_with_the_team() -> None:
    # 104.2c: "each player on the winning team wins the game, even if one or more of those
    # players had previously lost that game"
    scenario = {
        "players": [
            {"name": "Alice", "team": "A"},
            {"name": "Ann", "team": "A"},
            {"name": "Bob", "team": "B"},
            {"name": "Ben", "team": "B"},
        ],
        "events": [
            {"type": "concede", "player": "Ann"},
            {"type": "concede", "player": "Bob"},
            {"type": "concede", "player": "Ben"},
        ],
    }
    for lang, words in (("en", "Ann had already lost"), ("ja", "Annはすでに敗北していたが")):
        result = simulate_checked(scenario, lang=lang)
        won = steps_of(result, "game_won")[0]
        assert words in won["text"]
        assert won["rules"].count("104.2c") == 1
    ann = final_player(result, "Ann")
    assert ann["lost"] and ann["won"]
    assert result["final"]["winners"] == ["Alice", "Ann"]


def test_case_27_winners_are_named_as_a_list() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "team": "A"},
            {"name": "Ann", "team": "A"},
            {"name": "Bob", "team": "B"},
        ],
        "events": [{"type": "concede", "player": "Bob"}],
    }
    won = steps_of(simulate_checked(scenario), "game_won")[0]
    assert won["title"] == "Alice and Ann won the main game"
    assert "so Alice and Ann won" in won["text"]
    won_ja = steps_of(simulate_checked(scenario, lang="ja"), "game_won")[0]
    assert won_ja["title"].startswith("AliceとAnnが")


def test_case_27_range_of_influence_win_makes_opponents_in_range_lose() -> None:
    scenario = {
        "range_of_influence": 1,
        "players": [{"name": name} for name in ("Alice", "Bob", "Carol", "Dave", "Eve")],
        "events": [{"type": "win", "player": "Alice", "source": "Laboratory Maniac"}],
    }
    result = simulate_checked(scenario)
    assert "104.3h" in steps_of(result, "range_of_influence")[0]["rules"]
    lost = {p["name"] for p in result["final"]["players"] if p["lost"]}
    assert lost == {"Bob", "Eve"}
    assert result["final"]["game_over"] is False


def test_case_27_emperor_losing_makes_the_team_lose() -> None:
    players = []
    for team in ("North", "South"):
        for index, name in enumerate((f"{team}-1", f"{team}-E", f"{team}-3")):
            players.append({"name": name, "team": team, "emperor": index == 1})
    scenario = {
        "players": players,
        "events": [{"type": "life", "player": "South-E", "amount": -20}],
    }
    result = simulate_checked(scenario)
    reasons = {p["name"]: p["loss_reason"] for p in result["final"]["players"]}
    assert reasons["South-1"] == reasons["South-3"] == "emperor"
    assert reasons["South-E"] == "life"
    assert result["final"]["winner"] == "North"
    assert "104.3i" in [r for s in steps_of(result, "player_loses") for r in s["rules"]]


def test_loss_reason_enum_values_match_the_format() -> None:
    from pathlib import Path

    from engine.outcomes import LossReason

    text = (Path(__file__).resolve().parents[2] / "docs/scenario-format.md").read_text("utf-8")
    reasons = text[text.index("A reason:") :]
    undocumented = [r.value for r in LossReason if f"`{r.value}`" not in reasons]
    assert not undocumented


def test_last_player_standing_wins_even_with_abyssal_persecutor() -> None:
    scenario = two_players(
        alice={"battlefield": ["Abyssal Persecutor"]},
        events=[{"type": "concede", "player": "Bob"}],
    )
    result = simulate_checked(scenario)
    assert result["final"]["winner"] == "Alice"
    override = steps_of(result, "win_overrides")
    assert override and "104.2a" in override[0]["rules"]
    assert "Abyssal Persecutor" in override[0]["text"]
