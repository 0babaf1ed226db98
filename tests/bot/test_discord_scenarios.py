"""/subgame and /loss options -> scenarios; uploaded files -> scenarios or a named error."""

from __future__ import annotations

import pytest

from bot.application.app_protocol import BadInputError
from bot.walkthroughs.scenario_service import ScenarioService, parse_scenario_bytes
from bot.walkthroughs.scenarios import loss_scenario, subgame_scenario


def test_subgame_scenario_casts_shahrazad_with_the_given_zones() -> None:
    scenario = subgame_scenario(
        "en",
        your_library=12,
        opponent_library=30,
        opponent_life=7,
        your_poison=9,
        protection="Platinum Angel",
    )

    you, opponent = scenario["players"]
    assert you == {
        "name": "Player",
        "life": 20,
        "poison": 9,
        "library": 12,
        "hand": ["Shahrazad"],
        "battlefield": ["Platinum Angel"],
    }
    assert opponent == {"name": "Opponent", "life": 7, "poison": 0, "library": 30}
    assert scenario["events"] == [
        {"type": "cast", "player": "Player", "card": "Shahrazad"},
        {"type": "resolve"},
    ]


def test_forked_subgame_is_played_twice_and_conceded_each_time() -> None:
    scenario = subgame_scenario("ja", fork=True, concede="opponent")

    assert scenario["players"][1]["hand"] == ["Fork"]
    assert [event["type"] for event in scenario["events"]] == [
        "cast",
        "copy",
        "resolve",
        "concede",
        "resolve",
        "concede",
    ]
    assert scenario["events"][3]["player"] == "対戦相手"


def test_no_concession_when_a_library_is_too_short_to_play() -> None:
    scenario = subgame_scenario("en", opponent_library=6, concede="you")

    assert [event["type"] for event in scenario["events"]] == ["cast", "resolve"]


@pytest.mark.parametrize(
    ("condition", "events"),
    [
        ("life", [{"type": "damage", "to": "Player", "amount": 20, "by": "Opponent"}]),
        ("poison", [{"type": "poison", "player": "Player", "amount": 10}]),
        (
            "empty_library",
            [
                {"type": "mill", "player": "Player", "count": 40},
                {"type": "draw", "player": "Player", "count": 1},
            ],
        ),
        ("effect", [{"type": "lose", "player": "Player", "source": "Door to Nothingness"}]),
        ("concede", [{"type": "concede", "player": "Player"}]),
    ],
)
def test_loss_scenarios(condition: str, events: list[dict]) -> None:
    assert loss_scenario("en", condition=condition)["events"] == events


def test_a_protection_can_leave_afterwards_when_it_is_still_there() -> None:
    scenario = loss_scenario(
        "en", condition="poison", poison=7, protection="Platinum Angel", protection_leaves=True
    )

    assert scenario["title"] == "Ten poison counters + Platinum Angel"
    assert scenario["players"][0]["battlefield"] == ["Platinum Angel"]
    assert scenario["events"] == [
        {"type": "poison", "player": "Player", "amount": 3},
        {"type": "leave", "player": "Player", "card": "Platinum Angel"},
    ]
    # Lich's Mirror is shuffled away by its own replacement; Phyrexian Unlife does not stop
    # poison; nothing stops a concession: then there is nothing left to leave.
    for protection, condition in [
        ("Lich's Mirror", "poison"),
        ("Phyrexian Unlife", "poison"),
        ("Platinum Angel", "concede"),
    ]:
        events = loss_scenario(
            "en", condition=condition, protection=protection, protection_leaves=True
        )["events"]
        assert events[-1]["type"] != "leave", (protection, condition)


def test_unknown_options_are_named() -> None:
    with pytest.raises(BadInputError) as error:
        loss_scenario("en", condition="boredom")
    assert error.value.field == "condition"
    with pytest.raises(BadInputError) as error:
        subgame_scenario("en", protection="Teddy Bear")
    assert error.value.field == "protection"


def test_scenario_files() -> None:
    assert parse_scenario_bytes("a.json", b'\xef\xbb\xbf{"players": []}') == {"players": []}
    assert parse_scenario_bytes("a.yml", b"players:\n  - name: A\n") == {"players": [{"name": "A"}]}
    for name, data, message in [
        ("a.json", b"\xff\xfe", "a.json is not UTF-8 text"),
        ("a.json", b"[1, 2]", "a.json: a scenario must be an object"),
        ("a.yaml", b"players: [", "a.yaml: invalid YAML"),
        ("a.json", b"{'single': 1}", "a.json: invalid JSON at line 1, column 2"),
    ]:
        with pytest.raises(BadInputError, match=message) as error:
            parse_scenario_bytes(name, data)
        assert error.value.field == "file"


def test_a_built_scenario_stops_where_the_game_ends() -> None:
    # Losing the first (forked) subgame at 1 life ends the main game before the second.
    scenario = subgame_scenario("en", your_library=3, your_life=1, fork=True)
    service = ScenarioService()
    with pytest.raises(BadInputError, match="already over"):
        service.run(scenario, lang="en")

    result = service.run_built(scenario, lang="en")

    assert result["final"]["game_over"]
    applied = {step["event_index"] for step in result["steps"]}
    assert max(i for i in applied if i is not None) < len(scenario["events"]) - 1


def test_a_built_scenario_with_a_bad_first_event_still_fails() -> None:
    scenario = subgame_scenario("en")
    scenario["events"][0]["card"] = "Teddy Bear"
    with pytest.raises(BadInputError) as error:
        ScenarioService().run_built(scenario, lang="en")
    assert str(error.value.field).startswith("events[0]")


def test_uploaded_yaml_with_aliases_is_refused() -> None:
    bomb = b"a: &a [x, x, x]\nb: &b [*a, *a, *a]\nc: [*b, *b, *b]\n"
    with pytest.raises(BadInputError, match=r"a\.yaml: invalid YAML") as error:
        parse_scenario_bytes("a.yaml", bomb)
    assert error.value.field == "file"


def test_deeply_nested_json_is_refused_by_name() -> None:
    with pytest.raises(BadInputError, match=r"a\.json: the JSON is nested too deeply") as error:
        parse_scenario_bytes("a.json", b"[" * 60000)
    assert error.value.field == "file"


@pytest.mark.parametrize(
    ("name", "data"),
    [
        (
            "long.json",
            b'{"players": [{"name": "A", "life": ' + b"9" * 10_000 + b'}, {"name": "B"}]}',
        ),
        ("long.yaml", b"players:\n- name: A\n  life: " + b"9" * 10_000 + b"\n- name: B\n"),
    ],
)
def test_an_uploaded_number_of_ten_thousand_digits_is_refused_at_its_field(
    name: str, data: bytes
) -> None:
    with pytest.raises(BadInputError, match="a number of 10,000 characters") as error:
        ScenarioService().run(parse_scenario_bytes(name, data), lang="en")
    assert error.value.field == "players[0].life"
