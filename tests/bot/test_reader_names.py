"""A verdict's players named for the reader of its walkthrough (あなた / 対戦相手, Player /
Opponent), and every mention of a player renamed: a preset renamed plays exactly as before."""

from __future__ import annotations

from typing import Any

import pytest

import engine
from bot.walkthroughs.reader_names import named_for_reader, players_renamed, reader_name
from engine.presets import get_preset, list_presets


@pytest.mark.parametrize(
    ("name", "lang", "shown"),
    [
        ("you", "ja", "あなた"),
        ("opponent", "ja", "対戦相手"),
        ("opponent2", "ja", "対戦相手2"),
        ("teammate", "ja", "チームメイト"),
        ("you", "en", "Player"),
        ("opponent", "en", "Opponent"),
        ("opponent3", "en", "Opponent 3"),
        ("teammate", "en", "Teammate"),
        ("Alice", "en", "Alice"),  # not a verdict's name: as it is
        ("you2", "ja", "you2"),
    ],
)
def test_a_verdicts_player_reads_as_the_builders_walkthroughs_name_them(
    name: str, lang: str, shown: str
) -> None:
    assert reader_name(name, lang) == shown


def _played(scenario: dict[str, Any]) -> tuple[Any, ...]:
    result = engine.simulate(scenario, lang="en")
    final = result["final"]
    seats = [(p["life"], p["poison"], p["lost"], p["won"]) for p in final["players"]]
    steps = [(s["kind"], tuple(s["rules"])) for s in result["steps"]]
    return final["game_over"], final["draw"], tuple(seats), tuple(steps)


@pytest.mark.parametrize("preset", [p.name for p in list_presets()])
def test_every_mention_of_a_player_is_renamed(preset: str) -> None:
    # Every preset names its players otherwise (Alice, Bob…): renamed to other names, it must
    # validate (a mention left behind names an unknown player) and play the same game.
    scenario = get_preset(preset)
    names = [p["name"] for p in scenario["players"]]
    renamed = players_renamed(scenario, {n: f"seat{i}" for i, n in enumerate(names)})
    assert [p["name"] for p in renamed["players"]] == [f"seat{i}" for i in range(len(names))]
    assert _played(renamed) == _played(scenario)


def test_a_verdicts_scenario_is_named_in_the_readers_language() -> None:
    scenario = {
        "players": [{"name": "you", "battlefield": ["Platinum Angel"]}, {"name": "opponent"}],
        "events": [{"type": "damage", "to": "you", "amount": 25, "by": "opponent"}],
    }
    ja = named_for_reader(scenario, "ja")
    assert [p["name"] for p in ja["players"]] == ["あなた", "対戦相手"]
    assert ja["events"] == [{"type": "damage", "to": "あなた", "amount": 25, "by": "対戦相手"}]
    assert ja["players"][0]["battlefield"] == ["Platinum Angel"]
    en = engine.simulate(named_for_reader(scenario, "en"), lang="en")
    titles = " ".join(step["title"] for step in en["steps"])
    assert "Player" in titles and "you" not in titles.lower()
    assert scenario["players"][0]["name"] == "you"  # the verdict's own scenario is untouched


def test_names_that_would_read_alike_are_left_apart() -> None:
    scenario = {"players": [{"name": "you"}, {"name": "Player"}], "events": []}
    assert named_for_reader(scenario, "en") == scenario
