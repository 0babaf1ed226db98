"""Thassa's Oracle: "When Thassa's Oracle enters the battlefield, look at the top X cards of your
library, where X is your devotion to blue. ... If X is greater than or equal to the number of
cards in your library, you win the game." Devotion (700.5) is counted as the ability resolves,
the Oracle's own {U}{U} among it while it is on the battlefield (the card's rulings)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError
from tests.engine.helpers import final_player, simulate_checked, steps_of

ENTERS = [{"type": "cast", "player": "Alice", "card": "Thassa's Oracle"}, {"type": "resolve"}]
TRIGGER = {"type": "resolve"}


def _play(
    alice: dict[str, Any], events: list[dict[str, Any]], bob: dict[str, Any] | None = None
) -> dict[str, Any]:
    scenario = {
        "players": [
            {"name": "Alice", "hand": ["Thassa's Oracle"], **alice},
            {"name": "Bob", **(bob or {})},
        ],
        "events": events,
    }
    return simulate_checked(scenario)


def _rules(result: dict[str, Any]) -> set[str]:
    return {rule for step in result["steps"] for rule in step["rules"]}


def test_an_empty_library_wins() -> None:
    result = _play({"library": 0}, [*ENTERS, TRIGGER])
    assert final_player(result, "Alice")["won"] is True
    assert {"700.5", "104.2b"} <= _rules(result)


def test_the_oracles_own_devotion_wins_against_two_cards() -> None:
    result = _play({"library": 2}, [*ENTERS, TRIGGER])
    assert final_player(result, "Alice")["won"] is True


def test_three_cards_beat_the_oracle_alone() -> None:
    result = _play({"library": 3}, [*ENTERS, TRIGGER])
    alice = final_player(result, "Alice")
    assert alice["won"] is False and result["final"]["game_over"] is False


def test_devotion_of_other_permanents_counts() -> None:
    blue = {"name": "Blue Permanent", "type": "Enchantment", "mana_cost": "{2}{U}{U/B}{U/P}"}
    result = _play({"library": 5, "battlefield": [blue]}, [*ENTERS, TRIGGER])
    assert final_player(result, "Alice")["won"] is True  # 3 + the Oracle's 2


def test_generic_and_other_colours_do_not_count() -> None:
    other = {"name": "Red Permanent", "type": "Enchantment", "mana_cost": "{3}{R}{R}{C}"}
    result = _play({"library": 3, "battlefield": [other]}, [*ENTERS, TRIGGER])
    assert final_player(result, "Alice")["won"] is False


def test_the_oracle_gone_before_its_ability_resolves_does_not_count() -> None:
    events = [*ENTERS, {"type": "leave", "player": "Alice", "card": "Thassa's Oracle"}, TRIGGER]
    result = _play({"library": 1}, events)
    assert final_player(result, "Alice")["won"] is False


def test_an_opponents_platinum_angel_stops_the_win() -> None:
    result = _play({"library": 0}, [*ENTERS, TRIGGER], bob={"battlefield": ["Platinum Angel"]})
    assert final_player(result, "Alice")["won"] is False
    assert steps_of(result, "win_prevented")


def test_a_mana_cost_is_mana_symbols() -> None:
    bad = {"name": "X", "type": "Enchantment", "mana_cost": "UU"}
    with pytest.raises(ScenarioError) as error:
        _play({"battlefield": [bad]}, [])
    assert error.value.field == "players[0].battlefield[0].mana_cost"
