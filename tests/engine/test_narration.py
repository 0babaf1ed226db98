"""What the steps say: the narration fixes of the Two-Headed Giant audit (issue 25)."""

from __future__ import annotations

import re

import pytest

from engine.cards import type_line_of
from engine.presets import get_preset, preset_names
from tests.engine.helpers import simulate_checked, steps_of


def test_a_stopped_laboratory_maniac_win_says_no_card_was_drawn_and_not_that_the_game_ended() -> (
    None
):
    scenario = {
        "players": [
            {"name": "Alice", "library": 0, "battlefield": ["Laboratory Maniac"]},
            {"name": "Bob", "battlefield": ["Platinum Angel"]},
        ],
        "events": [{"type": "draw", "player": "Alice", "count": 2}],
    }
    for lang, drawn, over in (
        ("en", "no card is drawn", "The game is over"),
        ("ja", "カードは引かれず", "ゲームは終わる"),
    ):
        draw = steps_of(simulate_checked(scenario, lang=lang), "draw")[0]
        assert drawn in draw["text"] and over not in draw["text"]


def test_the_copy_of_shahrazad_resolves_first_and_is_called_the_copy() -> None:
    result = simulate_checked(get_preset("subgame-fork"))
    first, second = steps_of(result, "resolve")
    assert first["title"] == "The copy of Shahrazad resolves"
    assert "before the original" in first["text"]
    assert second["title"] == "Shahrazad resolves"
    ja = steps_of(simulate_checked(get_preset("subgame-fork"), lang="ja"), "resolve")[0]
    assert ja["title"] == "《Shahrazad》のコピーが解決される"


def test_lichs_mirror_step_does_not_read_as_if_the_mirror_applied_again() -> None:
    replaced = steps_of(simulate_checked(get_preset("loss-lichs-mirror")), "loss_replaced")[0]
    assert "applies it again" not in replaced["text"]
    assert "a new event" in replaced["text"]


@pytest.mark.parametrize("name", preset_names())
def test_every_known_commander_of_a_preset_is_legendary(name: str) -> None:
    for player in get_preset(name)["players"]:
        commanders = player.get("commander") or []
        for commander in [commanders] if isinstance(commanders, str) else commanders:
            types = type_line_of(commander, None)
            assert types is None or "legendary" in types.supertypes, (name, commander)


@pytest.mark.parametrize("name", preset_names())
def test_no_english_plural_slip_in_any_preset(name: str) -> None:
    result = simulate_checked(get_preset(name))
    for step in result["steps"]:
        text = f"{step['title']} {step['text']}"
        assert "(s)" not in text, (name, step["n"])
        assert not re.search(r"(?<![/+])\b1 (cards|times|tokens|counters|seats)\b", text), (
            name,
            step["n"],
        )
        assert not re.search(
            r"\b([02-9]|\d\d+) (card|time|token|counter|seat)\b(?! counter)", text
        ), (
            name,
            step["n"],
        )
