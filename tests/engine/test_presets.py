"""Presets: the required names exist, each runs in both languages, get_preset copies."""

from __future__ import annotations

import pytest

from engine import ScenarioError, UnknownPresetError, simulate
from engine.presets import get_preset, list_presets, preset_names
from tests.engine.helpers import final_player, simulate_checked

REQUIRED = [
    "subgame-small-library",
    "subgame-fork",
    "subgame-nested",
    "subgame-old-exile-rule",
    "subgame-wish",
    "subgame-poison-set-aside",
    "subgame-commander",
    "loss-platinum-angel",
    "loss-lichs-mirror",
    "loss-commander-damage",
    "loss-draw-game",
]


def test_required_presets_exist_with_titles() -> None:
    infos = {info.name: info for info in list_presets()}
    for name in REQUIRED:
        assert name in infos
        assert infos[name].title["ja"] and infos[name].title["en"]


@pytest.mark.parametrize("name", preset_names())
def test_every_preset_runs_conserving_cards_in_both_languages(name: str) -> None:
    for lang in ("ja", "en"):
        result = simulate_checked(get_preset(name), lang=lang)
        assert result["steps"]
        assert "pending" not in result, f"{name} should finish its subgames"


def test_get_preset_returns_a_copy() -> None:
    first = get_preset("subgame-fork")
    first["players"].clear()
    assert get_preset("subgame-fork")["players"]


def test_unknown_preset_is_a_key_error_and_a_scenario_error_with_suggestions() -> None:
    with pytest.raises(KeyError):
        get_preset("subgame-frok")
    with pytest.raises(ScenarioError) as error:
        get_preset("subgame-frok")
    assert isinstance(error.value, UnknownPresetError)
    assert error.value.field == "preset"
    assert "subgame-fork" in error.value.suggestions
    assert "subgame-fork" in str(error.value)


def test_preset_outcomes() -> None:
    draw = simulate(get_preset("loss-draw-game"))
    assert draw["final"]["draw"] is True
    mirror = simulate_checked(get_preset("loss-lichs-mirror"))
    assert final_player(mirror, "Alice")["loss_reason"] == "poison"
    commander = simulate_checked(get_preset("loss-commander-damage"))
    assert final_player(commander, "Alice")["loss_reason"] == "commander_damage"
    angel = simulate_checked(get_preset("loss-platinum-angel"))
    assert final_player(angel, "Alice")["loss_reason"] == "life"
    old = simulate_checked(get_preset("subgame-old-exile-rule"))
    assert final_player(old, "Bob")["zones"]["exile"]["count"] == 15
    poison = simulate_checked(get_preset("subgame-poison-set-aside"))
    assert final_player(poison, "Alice")["poison"] == 9
