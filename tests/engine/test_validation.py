"""Bad scenarios raise ScenarioError naming the field; limits protect against hostile input."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, load_scenario_text, simulate
from engine.scenario import limits


def base(**changes: Any) -> dict[str, Any]:
    scenario: dict[str, Any] = {
        "players": [
            {"name": "Alice", "library": 10, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 10},
        ],
        "events": [],
    }
    scenario.update(changes)
    return scenario


def field_of(scenario: object) -> str | None:
    with pytest.raises(ScenarioError) as error:
        simulate(scenario)  # type: ignore[arg-type]
    assert error.value.field is None or error.value.field in str(error.value)
    return error.value.field


def test_not_json_names_the_scenario() -> None:
    with pytest.raises(ScenarioError) as error:
        load_scenario_text('{"players": [}')
    assert error.value.field == "scenario"
    assert "not valid JSON" in str(error.value)


def test_unknown_player() -> None:
    scenario = base(events=[{"type": "draw", "player": "Carol", "count": 1}])
    assert field_of(scenario) == "events[0].player"


def test_unknown_event_type() -> None:
    assert field_of(base(events=[{"type": "teleport"}])) == "events[0].type"


def test_event_without_type() -> None:
    assert field_of(base(events=[{"player": "Alice"}])) == "events[0].type"


@pytest.mark.parametrize(
    ("event", "field"),
    [
        ({"type": "damage", "to": "Alice", "amount": -3}, "events[0].amount"),
        ({"type": "poison", "player": "Alice", "amount": -1}, "events[0].amount"),
        ({"type": "draw", "player": "Alice", "count": -2}, "events[0].count"),
        ({"type": "mill", "player": "Alice", "count": -2}, "events[0].count"),
    ],
)
def test_negative_amounts(event: dict[str, Any], field: str) -> None:
    assert field_of(base(events=[event])) == field


def test_negative_life_event_is_a_loss_not_an_error() -> None:
    result = simulate(base(events=[{"type": "life", "player": "Alice", "amount": -3}]))
    assert result["final"]["players"][0]["life"] == 17


def test_no_players() -> None:
    assert field_of({"players": [], "events": []}) == "players"
    assert field_of({"events": []}) == "players"


def test_resolving_an_empty_stack() -> None:
    assert field_of(base(events=[{"type": "resolve"}])) == "events[0].type"


def test_casting_a_card_not_in_hand_with_no_unknown_cards() -> None:
    scenario = base(events=[{"type": "cast", "player": "Bob", "card": "Shahrazad"}])
    assert field_of(scenario) == "events[0].card"


@pytest.mark.parametrize(
    ("scenario", "field"),
    [
        (base(players=[{"name": "Alice"}, {"name": "Alice"}]), "players[1].name"),
        (base(players=[{"name": "Alice", "life": "20"}, {"name": "Bob"}]), "players[0].life"),
        (base(players=[{"name": "Alice", "life": True}, {"name": "Bob"}]), "players[0].life"),
        (base(players=[{"name": "Alice", "poison": -1}, {"name": "Bob"}]), "players[0].poison"),
        (base(players=[{"name": "Alice", "library": -1}, {"name": "Bob"}]), "players[0].library"),
        (
            base(players=[{"name": "Alice", "hand": ["X", None]}, {"name": "Bob"}]),
            "players[0].hand[1]",
        ),
        (base(players=[{"name": "Alice", "deck": 40}, {"name": "Bob"}]), "players[0].deck"),
        (base(players=[{"name": ""}, {"name": "Bob"}]), "players[0].name"),
        (base(players=[{"life": 3}, {"name": "Bob"}]), "players[0].name"),
        (
            base(players=[{"name": "Alice", "commander": "X"}, {"name": "Bob"}]),
            "players[0].commander",
        ),
        (
            base(
                players=[{"name": "Alice", "hand": [{"name": "X", "token": True}]}, {"name": "Bob"}]
            ),
            "players[0].hand[0].token",
        ),
        (base(variant="two-headed"), "variant"),
        (base(rules="2006"), "rules"),
        (base(seed=-1), "seed"),
        (base(seed=1.5), "seed"),
        (base(colour="red"), "colour"),
        (base(events={"type": "resolve"}), "events"),
        (base(events=[{"type": "draw", "player": "Alice"}]), "events[0].count"),
        (
            base(events=[{"type": "draw", "player": "Alice", "count": 1, "speed": 3}]),
            "events[0].speed",
        ),
        (
            base(events=[{"type": "leave", "player": "Alice", "card": "X", "to": "moon"}]),
            "events[0].to",
        ),
        (base(events=[{"type": "exile", "player": "Alice"}]), "events[0].count"),
        (base(events=[{"type": "damage", "to": [], "amount": 1}]), "events[0].to"),
        (base(events=[{"type": "damage", "to": ["Alice", "Alice"], "amount": 1}]), "events[0].to"),
        (
            base(events=[{"type": "lose", "player": "Alice", "with_previous": True}]),
            "events[0].with_previous",
        ),
        (
            base(
                events=[
                    {"type": "cast", "player": "Alice", "card": "Shahrazad", "choices": {"Zed": []}}
                ]
            ),
            "events[0].choices.Zed",
        ),
    ],
)
def test_field_paths(scenario: dict[str, Any], field: str) -> None:
    assert field_of(scenario) == field


@pytest.mark.parametrize(
    ("events", "field"),
    [
        ([{"type": "leave", "player": "Alice", "card": "Platinum Angel"}], "events[0].card"),
        ([{"type": "phase_out", "player": "Alice", "card": "Platinum Angel"}], "events[0].card"),
        ([{"type": "copy", "player": "Bob", "card": "Fork"}], "events[0].target"),
        (
            [{"type": "bring_in", "player": "Alice", "card": "X", "from": "graveyard"}],
            "events[0].from",
        ),
        (
            [{"type": "bring_in", "player": "Alice", "card": "X", "from": "outside"}],
            "events[0].card",
        ),
        ([{"type": "cast", "player": "Alice", "card": "X", "from": "command"}], "events[0].card"),
        ([{"type": "activate", "player": "Alice", "card": "X"}], "events[0].card"),
        (
            [{"type": "damage", "to": "Bob", "amount": 1, "commander": True, "by": "Alice"}],
            "events[0].commander",
        ),
        ([{"type": "planeswalk", "player": "Alice"}], "events[0].type"),
        (
            [{"type": "cast", "player": "Alice", "card": "Shahrazad"}, {"type": "end_turn"}],
            "events[1].type",
        ),
        (
            [{"type": "concede", "player": "Bob"}, {"type": "draw", "player": "Alice", "count": 1}],
            "events[1].type",
        ),
    ],
)
def test_impossible_events_name_the_field(events: list[dict[str, Any]], field: str) -> None:
    scenario = base(events=events)
    scenario["players"][1]["hand"] = ["Fork"]
    assert field_of(scenario) == field


def test_player_who_lost_a_multiplayer_game_cannot_act() -> None:
    scenario = base(
        players=[{"name": "A"}, {"name": "B"}, {"name": "C"}],
        events=[{"type": "concede", "player": "C"}, {"type": "draw", "player": "C", "count": 1}],
    )
    assert field_of(scenario) == "events[1].player"


def test_limits() -> None:
    players = [{"name": f"P{i}"} for i in range(limits.MAX_PLAYERS + 1)]
    assert field_of(base(players=players)) == "players"
    events = [{"type": "end_turn"}] * (limits.MAX_EVENTS + 1)
    assert field_of(base(events=events)) == "events"
    big = base(players=[{"name": "Alice", "library": limits.MAX_ZONE_CARDS + 1}, {"name": "B"}])
    assert field_of(big) == "players[0].library"
    mixed = base(players=[{"name": "Alice", "library": [600, 600]}, {"name": "B"}])
    assert field_of(mixed) == "players[0].library"
    long_name = base(players=[{"name": "x" * (limits.MAX_NAME_CHARS + 1)}, {"name": "B"}])
    assert field_of(long_name) == "players[0].name"
    total = base(
        players=[
            {"name": f"P{i}", "library": 1000, "hand": 1000, "graveyard": 1000} for i in range(8)
        ]
    )
    assert field_of(total) == "players"
    draw = base(events=[{"type": "draw", "player": "Alice", "count": limits.MAX_COUNT + 1}])
    assert field_of(draw) == "events[0].count"


def test_control_characters_in_names_are_rejected() -> None:
    assert field_of(base(players=[{"name": "A\x00"}, {"name": "B"}])) == "players[0].name"


def test_non_mapping_scenario() -> None:
    assert field_of([1, 2]) == "scenario"


def test_lang_is_checked() -> None:
    with pytest.raises(ScenarioError) as error:
        simulate(base(), lang="fr")
    assert error.value.field == "lang"


def test_error_message_starts_with_the_field() -> None:
    with pytest.raises(ScenarioError) as error:
        simulate(base(events=[{"type": "draw", "player": "Carol", "count": 1}]))
    assert str(error.value).startswith("events[0].player: unknown player 'Carol'")


TEN_THOUSAND_DIGITS = "9" * 10_000
TWO_PLAYERS = '[{"name": "A"}, {"name": "B"}]'


@pytest.mark.parametrize(
    ("text", "field"),
    [
        (
            f'{{"players": [{{"name": "A", "life": {TEN_THOUSAND_DIGITS}}}, {{"name": "B"}}]}}',
            "players[0].life",
        ),
        (f'{{"players": {TWO_PLAYERS}, "seed": -{TEN_THOUSAND_DIGITS}}}', "seed"),
        (
            f"players:\n- {{name: A, life: {TEN_THOUSAND_DIGITS}}}\n- {{name: B}}\n",
            "players[0].life",
        ),
        (
            f"players: {TWO_PLAYERS}\nevents:\n"
            f"- {{type: draw, player: A, count: 0x{'f' * 10_000}}}\n",
            "events[0].count",
        ),
    ],
    ids=["json", "json negative", "yaml", "yaml hexadecimal"],
)
def test_a_number_of_ten_thousand_digits_is_named_at_its_field(text: str, field: str) -> None:
    assert field_of(load_scenario_text(text)) == field
    with pytest.raises(ScenarioError, match=r"a number of 10,00\d characters"):
        simulate(load_scenario_text(text))


def test_a_long_number_where_a_list_or_text_belongs_is_named_too() -> None:
    text = f'{{"players": [{{"name": {TEN_THOUSAND_DIGITS}}}, {{"name": "B"}}]}}'
    with pytest.raises(ScenarioError) as error:
        simulate(load_scenario_text(text))
    assert error.value.field == "players[0].name"
    assert "a number of 10,000 characters" in str(error.value)


def test_numbers_as_long_as_a_field_can_hold_still_read() -> None:
    seed = limits.MAX_SEED
    assert load_scenario_text(f'{{"players": {TWO_PLAYERS}, "seed": {seed}}}')["seed"] == seed
    assert load_scenario_text(f"seed: 0x{seed:x}\n")["seed"] == seed
