"""Two-Headed Giant losses (810.8-810.10, 704.6a-b): shared life and poison, losing as a team."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from engine.presets import get_preset
from tests.engine.helpers import final_player, simulate_checked, steps_of


def giant(events: list[Any], **heads: dict[str, Any]) -> dict[str, Any]:
    names = ("Alice", "Bob", "Carol", "Dan")
    teams = ("AB", "AB", "CD", "CD")
    return {
        "variant": "two_headed_giant",
        "players": [
            {"name": name, "team": team, "library": 5, **heads.get(name, {})}
            for name, team in zip(names, teams, strict=True)
        ],
        "events": events,
    }


def test_the_team_starts_at_30_and_shares_life() -> None:
    result = simulate_checked(giant([{"type": "life", "player": "Alice", "amount": -7}]))
    assert final_player(result, "Alice")["life"] == 23
    assert final_player(result, "Bob")["life"] == 23
    assert final_player(result, "Carol")["life"] == 30
    assert "810.9" in steps_of(result, "life")[0]["rules"]


def test_a_team_at_zero_life_loses_together() -> None:
    result = simulate_checked(
        giant([{"type": "damage", "to": ["Alice", "Bob"], "amount": 15, "by": "Carol"}])
    )
    losses = steps_of(result, "player_loses")
    assert [s["title"] for s in losses] == ["Alice loses the game", "Bob loses the game"]
    assert "704.6a" in losses[0]["rules"] and "704.5a" not in losses[0]["rules"]
    assert final_player(result, "Alice")["loss_reasons"] == ["team_life"]
    assert result["final"]["winners"] == ["Carol", "Dan"]


def test_fifteen_poison_for_the_team_loses_fourteen_does_not() -> None:
    events = [
        {"type": "poison", "player": "Carol", "amount": 9},
        {"type": "poison", "player": "Dan", "amount": 5},
    ]
    result = simulate_checked(giant(events))
    assert result["final"]["game_over"] is False
    assert final_player(result, "Carol")["poison"] == 14
    result = simulate_checked(giant([*events, {"type": "poison", "player": "Dan", "amount": 1}]))
    assert "704.6b" in steps_of(result, "player_loses")[0]["rules"]
    assert result["final"]["winners"] == ["Alice", "Bob"]


def test_ten_poison_on_one_head_is_not_a_loss() -> None:
    result = simulate_checked(giant([{"type": "poison", "player": "Carol", "amount": 10}]))
    assert result["final"]["game_over"] is False


def test_one_heads_platinum_angel_keeps_the_team_in() -> None:
    result = simulate_checked(get_preset("loss-two-headed-giant"))
    prevented = steps_of(result, "loss_prevented")
    assert {s["title"] for s in prevented} == {"Alice doesn't lose", "Bob doesn't lose"}
    assert all("810.8a" in s["rules"] for s in prevented)
    assert result["final"]["winners"] == ["Carol", "Dan"]


def test_a_head_losing_by_an_effect_takes_the_team() -> None:
    result = simulate_checked(
        giant([{"type": "lose", "player": "Dan", "source": "Door to Nothingness"}])
    )
    dan, carol = final_player(result, "Dan"), final_player(result, "Carol")
    assert dan["loss_reason"] == "effect" and carol["loss_reason"] == "team"
    assert "810.8a" in steps_of(result, "player_loses")[1]["rules"]


def test_a_concession_takes_the_whole_team_out_even_past_platinum_angel() -> None:
    result = simulate_checked(get_preset("loss-two-headed-giant-concede"))
    bob = final_player(result, "Bob")
    assert bob["lost"] and bob["loss_reason"] == "team"
    assert "810.8b" in steps_of(result, "player_loses")[1]["rules"]
    assert result["final"]["winners"] == ["Carol", "Dan"]


def test_a_head_cant_win_makes_the_team_unable_to_win() -> None:
    result = simulate_checked(
        giant(
            [{"type": "win", "player": "Alice", "source": "Barren Glory"}],
            Bob={"battlefield": ["Abyssal Persecutor"]},
        )
    )
    assert steps_of(result, "win_prevented") and result["final"]["game_over"] is False


@pytest.mark.parametrize(
    ("change", "field"),
    [
        (lambda s: s["players"][3].pop("team"), "players[3].team"),
        (lambda s: s["players"].pop(), "players"),
        (lambda s: s["players"][1].update(life=12), "players[1].life"),
    ],
)
def test_teams_are_checked(change: Any, field: str) -> None:
    scenario = giant([])
    scenario["players"][0]["life"] = 10
    change(scenario)
    with pytest.raises(ScenarioError) as caught:
        simulate_checked(scenario)
    assert caught.value.field == field


def test_a_life_given_once_is_the_teams() -> None:
    scenario = giant([], Alice={"life": 12, "poison": 3})
    result = simulate_checked(scenario)
    bob = final_player(result, "Bob")
    assert bob["life"] == 12 and bob["poison"] == 3


@pytest.mark.parametrize(
    "card", ["Transcendence", "Lich", "Phyrexian Unlife", "Soul Echo", "Lich's Tomb"]
)
def test_a_heads_no_loss_for_zero_life_keeps_the_whole_team_in(card: str) -> None:
    # 810.8a's example: Transcendence's controller's team at 0 life doesn't lose; the teammate
    # who lost the life is not spared any less than the controller
    scenario = giant(
        [{"type": "life", "player": "Bob", "amount": -12}],
        Alice={"life": 10, "battlefield": [card]},
    )
    result = simulate_checked(scenario)
    assert result["final"]["game_over"] is False
    for name in ("Alice", "Bob"):
        head = final_player(result, name)
        assert head["life"] == -2 and not head["lost"]
    prevented = {s["title"]: s for s in steps_of(result, "loss_prevented")}
    assert set(prevented) == {"Alice doesn't lose", "Bob doesn't lose"}
    assert "810.8a" in prevented["Bob doesn't lose"]["rules"]
    assert card in prevented["Bob doesn't lose"]["text"]
    assert "Bob's team has 0 or less life" in prevented["Bob doesn't lose"]["text"]
    assert not steps_of(result, "player_loses")


def test_a_heads_no_loss_for_zero_life_does_not_stop_the_teams_poison() -> None:
    scenario = giant(
        [{"type": "poison", "player": "Bob", "amount": 15}],
        Alice={"battlefield": ["Soul Echo"]},
    )
    result = simulate_checked(scenario)
    assert final_player(result, "Bob")["loss_reasons"] == ["team_poison"]
    assert result["final"]["winners"] == ["Carol", "Dan"]


def shahrazad_giant(subgame_events: list[Any], **heads: dict[str, Any]) -> dict[str, Any]:
    """Alice (team AB) casts Shahrazad; `subgame_events` are played in the subgame."""
    scenario = giant(
        [{"type": "cast", "player": "Alice", "card": "Shahrazad"}, {"type": "resolve"}],
        **heads,
    )
    for head in scenario["players"]:
        head["library"] = heads.get(head["name"], {}).get("library", 20)
    scenario["players"][0]["hand"] = ["Shahrazad"]
    scenario["events"] += subgame_events
    return scenario


def _shahrazad_finish(result: dict[str, Any]) -> dict[str, Any]:
    finish = steps_of(result, "subgame_spell_finishes")
    assert len(finish) == 1
    return finish[0]


def test_shahrazad_heads_lose_half_the_teams_life_at_the_same_time() -> None:
    # 810.9a: "half your life" reads the team's 30 for each head; 101.4: both heads lose 15 at
    # once, so the team goes from 30 to 0 and loses (704.6a), not 30 -> 15 -> 7
    result = simulate_checked(shahrazad_giant([{"type": "concede", "player": "Carol"}]))
    finish = _shahrazad_finish(result)
    assert finish["text"].count("half of their team's 30 life, rounded up: 15") == 2
    assert {"810.9a", "101.4"} <= set(finish["rules"])
    for name in ("Carol", "Dan"):
        head = final_player(result, name)
        assert head["life"] == 0 and head["lost"]
        assert head["loss_reasons"] in (["team_life"], ["team"])
    assert result["final"]["winners"] == ["Alice", "Bob"]
    assert final_player(result, "Alice")["life"] == 30


def test_shahrazad_halves_of_an_odd_team_total_are_rounded_up_for_each_head() -> None:
    result = simulate_checked(
        shahrazad_giant([{"type": "concede", "player": "Dan"}], Carol={"life": 31})
    )
    assert _shahrazad_finish(result)["text"].count("rounded up: 16") == 2
    assert final_player(result, "Carol")["life"] == -1
    assert result["final"]["winners"] == ["Alice", "Bob"]


def test_shahrazad_a_heads_small_library_loses_the_subgame_and_then_the_team_main_game() -> None:
    # Dan can't draw seven: his team loses the subgame at its first upkeep check (724.3, 810.8a),
    # then both heads lose 15 of the team's 30 at once in the main game
    result = simulate_checked(shahrazad_giant([], Dan={"library": 5}))
    sub_losses = [s for s in steps_of(result, "player_loses") if s["game"] == "sub1"]
    assert [s["title"] for s in sub_losses] == ["Dan loses the game", "Carol loses the game"]
    assert _shahrazad_finish(result)["text"].count("rounded up: 15") == 2
    assert final_player(result, "Dan")["lost"] and final_player(result, "Carol")["life"] == 0
    assert result["final"]["winners"] == ["Alice", "Bob"]


def test_shahrazad_outside_two_headed_giant_still_reads_each_players_own_life() -> None:
    scenario = {
        "players": [
            {"name": "Alice", "library": 20, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 20, "life": 9},
            {"name": "Carol", "library": 20, "life": 4},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
            {"type": "concede", "player": "Carol"},
        ],
    }
    result = simulate_checked(scenario)
    assert final_player(result, "Bob")["life"] == 4
    assert final_player(result, "Carol")["life"] == 2
    assert "810.9a" not in _shahrazad_finish(result)["rules"]


def three_headed(events: list[Any]) -> dict[str, Any]:
    names = ("Alice", "Bob", "Eve", "Carol", "Dan", "Fay")
    return {
        "variant": "two_headed_giant",
        "players": [
            {"name": name, "team": "ABE" if index < 3 else "CDF", "library": 5}
            for index, name in enumerate(names)
        ],
        "events": events,
    }


def test_teams_of_three_start_at_45_and_the_setup_says_why() -> None:
    result = simulate_checked(three_headed([]))
    assert {p["life"] for p in result["final"]["players"]} == {45}
    setup = steps_of(result, "setup")[0]
    assert {"810.4", "810.11"} <= set(setup["rules"])
    assert "three players" in setup["text"] and "20 poison counters" in setup["text"]


def test_two_headed_setup_does_not_cite_the_bigger_teams_rule() -> None:
    result = simulate_checked(giant([]))
    assert "810.11" not in steps_of(result, "setup")[0]["rules"]


def test_teams_of_three_lose_at_twenty_poison_and_the_text_says_twenty() -> None:
    events = [{"type": "poison", "player": "Carol", "amount": 19}]
    assert simulate_checked(three_headed(events))["final"]["game_over"] is False
    events.append({"type": "poison", "player": "Fay", "amount": 1})
    for lang, words in (("en", "twenty or more poison counters"), ("ja", "毒カウンターを20個以上")):
        result = simulate_checked(three_headed(events), lang=lang)
        loss = steps_of(result, "player_loses")[0]
        assert words in loss["text"] and "15" not in loss["text"]
        assert {"704.6b", "810.11"} <= set(loss["rules"])
    assert result["final"]["winners"] == ["Alice", "Bob", "Eve"]


def test_fifteen_poison_text_for_a_team_of_two() -> None:
    events = [{"type": "poison", "player": "Carol", "amount": 15}]
    loss = steps_of(simulate_checked(giant(events)), "player_loses")[0]
    assert "fifteen or more poison counters" in loss["text"] and "810.11" not in loss["rules"]


def test_one_heads_win_is_the_teams_and_says_so() -> None:
    result = simulate_checked(giant([{"type": "win", "player": "Bob", "source": "Barren Glory"}]))
    won = steps_of(result, "game_won")[0]
    assert result["final"]["winners"] == ["Alice", "Bob"]
    assert {"104.2b", "810.8a"} <= set(won["rules"])
    assert "the whole team wins" in won["text"]
