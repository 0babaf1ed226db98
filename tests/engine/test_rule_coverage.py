"""Every rule the engine can cite is cited by a step of the expected kind in some scenario,
every rule number exists in the 2023-10-13 rules (the 20231117.0 numbering), and the coverage
table in docs/engine-coverage.md lists every rule with an implementation and a test."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import simulate
from engine.presets import get_preset
from engine.rule_citations import ALL_RULES, is_rule_number
from tests.shared_data import shared_data

REPO = Path(__file__).resolve().parents[2]


def _duel(alice: dict[str, Any], events: list[dict[str, Any]], **top: Any) -> dict[str, Any]:
    return {
        "players": [{"name": "Alice", **alice}, {"name": "Bob", "library": 20}],
        "events": events,
        **top,
    }


CUSTOM: dict[str, dict[str, Any]] = {
    "vanguard": _duel(
        {"library": 20, "hand": ["Shahrazad"], "vanguard": "Karn"},
        [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
        variant="vanguard",
    ),
    "archenemy": _duel(
        {"library": 20, "hand": ["Shahrazad"], "scheme_deck": 5, "archenemy": True},
        [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
        variant="archenemy",
    ),
    "phasing": _duel(
        {"battlefield": ["Platinum Angel"]},
        [
            {"type": "phase_out", "player": "Alice", "card": "Platinum Angel"},
            {"type": "end_turn"},
            {"type": "end_turn"},
        ],
    ),
    "token": _duel(
        {},
        [
            {"type": "enter", "player": "Alice", "card": "Soldier", "token": True},
            {"type": "leave", "player": "Alice", "card": "Soldier"},
        ],
    ),
    "commander_dies": _duel(
        {"commander": "Sengir, the Dark Baron", "battlefield": ["Sengir, the Dark Baron"]},
        [{"type": "leave", "player": "Alice", "card": "Sengir, the Dark Baron"}],
        variant="commander",
    ),
    "tomb": _duel(
        {"battlefield": ["Lich's Tomb", 2]},
        [{"type": "life", "player": "Alice", "amount": -2}, {"type": "resolve"}],
    ),
    "transcendence": _duel(
        {"battlefield": ["Transcendence"]}, [{"type": "life", "player": "Alice", "amount": 1}]
    ),
    "gideon": _duel(
        {"battlefield": ["Gideon of the Trials"]},
        [
            {"type": "activate", "player": "Alice", "card": "Gideon of the Trials"},
            {"type": "resolve"},
        ],
    ),
    "source_gone": {
        "players": [
            {"name": "Alice", "battlefield": ["Blood Tyrant"]},
            {"name": "Bob"},
            {"name": "Carol"},
        ],
        "events": [
            {"type": "concede", "player": "Carol"},
            {"type": "leave", "player": "Alice", "card": "Blood Tyrant"},
            {"type": "resolve"},
        ],
    },
    "lithoform": _duel(
        {"hand": ["Platinum Angel"], "battlefield": ["Lithoform Engine"]},
        [
            {"type": "cast", "player": "Alice", "card": "Platinum Angel"},
            {"type": "copy", "player": "Alice", "card": "Lithoform Engine"},
            {"type": "resolve"},
        ],
    ),
    "left_trigger": {
        "players": [
            {"name": "Alice"},
            {"name": "Bob"},
            {"name": "Carol", "battlefield": ["Blood Tyrant"]},
        ],
        "events": [{"type": "concede", "player": "Carol"}],
    },
    "teams": {
        "players": [
            {"name": "A1", "team": "A"},
            {"name": "A2", "team": "A"},
            {"name": "B1", "team": "B"},
            {"name": "B2", "team": "B"},
        ],
        "events": [{"type": "concede", "player": "B1"}, {"type": "concede", "player": "B2"}],
    },
    "teams_draw": {
        "players": [
            {"name": "A1", "team": "A", "life": 1},
            {"name": "B1", "team": "B", "life": 1},
            {"name": "B2", "team": "B", "life": 1},
        ],
        "events": [{"type": "damage", "to": ["A1", "B1", "B2"], "amount": 1}],
    },
    "emperor": {
        "players": [
            {"name": "N1", "team": "N"},
            {"name": "NE", "team": "N", "emperor": True},
            {"name": "S1", "team": "S"},
            {"name": "SE", "team": "S", "emperor": True},
        ],
        "events": [{"type": "concede", "player": "SE"}],
    },
    "range": {
        "range_of_influence": 1,
        "players": [{"name": n} for n in ("A", "B", "C", "D", "E")],
        "events": [{"type": "win", "player": "A"}],
    },
    "baron_target_gone": {
        "players": [
            {
                "name": "Alice",
                "hand": [2],
                "battlefield": [{"name": "Baron Von Count", "counters": {"doom": 1}}],
            },
            {"name": "Bob"},
            {"name": "Carol"},
        ],
        "events": [
            {"type": "cast", "player": "Alice", "card": "Shock", "numerals": [1]},
            {"type": "cast", "player": "Alice", "card": "Opt", "numerals": [1]},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
            {"type": "resolve"},
            {"type": "resolve"},
            {"type": "resolve"},
        ],
    },
    "control_ends_exile": {
        "players": [
            {"name": "Alice"},
            {"name": "Bob", "battlefield": [{"name": "Grizzly Bears", "owner": "Carol"}]},
            {"name": "Carol"},
            {"name": "Dan"},
        ],
        "events": [
            {"type": "gain_control", "player": "Alice", "card": "Grizzly Bears"},
            {"type": "concede", "player": "Bob"},
            {"type": "concede", "player": "Alice"},
        ],
    },
    "multiplayer_subgame": {
        "players": [
            {"name": "Alice", "library": 10, "hand": ["Shahrazad"]},
            {"name": "Bob", "library": 10},
            {"name": "Carol", "library": 10},
        ],
        "events": [{"type": "cast", "player": "Alice", "card": "Shahrazad"}, {"type": "resolve"}],
    },
    "loop_draw": _duel({}, [{"type": "draw_game", "loop": True}]),
    "effect_draw": _duel({}, [{"type": "draw_game", "source": "Divine Intervention"}]),
    "mill": _duel({"library": 5}, [{"type": "mill", "player": "Alice", "count": 2}]),
    "commander_stays": _duel(
        {"library": 20, "hand": ["Shahrazad"], "commander": "Sengir, the Dark Baron"},
        [
            {"type": "cast", "player": "Alice", "card": "Shahrazad"},
            {"type": "resolve"},
            {"type": "concede", "player": "Bob"},
        ],
        variant="commander",
    ),
    "three_heads": {
        "variant": "two_headed_giant",
        "players": [
            {"name": name, "team": "ABE" if name in "ABE" else "CDF", "library": 5}
            for name in ("A", "B", "E", "C", "D", "F")
        ],
        "events": [{"type": "poison", "player": "C", "amount": 20}],
    },
    "outside": _duel(
        {"outside": ["Fork"]},
        [{"type": "bring_in", "player": "Alice", "card": "Fork", "from": "outside"}],
    ),
}

# rule -> (scenario: a preset name or a CUSTOM key, kind of the step that must cite it)
EXPECTED: dict[str, tuple[str, str]] = {
    "100.7": ("loss-baron-von-count", "resolve"),
    "101.3": ("baron_target_gone", "resolve"),
    "101.4": ("subgame-two-headed-giant", "subgame_spell_finishes"),
    "103.1": ("subgame-fork", "subgame_first_player"),
    "103.4": ("subgame-fork", "setup"),
    "103.4c": ("subgame-commander", "setup"),
    "103.5": ("subgame-fork", "subgame_opening_hands"),
    "103.7": ("subgame-planechase", "subgame_starting_plane"),
    "103.8": ("subgame-fork", "first_turn"),
    "103.8a": ("subgame-fork", "first_turn"),
    "103.8b": ("subgame-two-headed-giant", "first_turn"),
    "103.8c": ("multiplayer_subgame", "first_turn"),
    "104.1": ("subgame-small-library", "game_won"),
    "104.2a": ("subgame-small-library", "game_won"),
    "104.2b": ("loss-laboratory-maniac", "game_won"),
    "700.5": ("card-thassas-oracle", "resolve"),
    "701.16d": ("card-thassas-oracle", "resolve"),
    "104.2c": ("teams", "game_won"),
    "104.3a": ("subgame-fork", "concede"),
    "104.3b": ("loss-platinum-angel", "player_loses"),
    "104.3c": ("subgame-small-library", "player_loses"),
    "104.3d": ("loss-lichs-mirror", "player_loses"),
    "104.3e": ("subgame-wish", "resolve"),
    "104.3f": ("loss-win-and-lose", "win_and_lose"),
    "104.3g": ("teams", "team_loses"),
    "104.3h": ("range", "range_of_influence"),
    "104.3i": ("emperor", "player_loses"),
    "104.3j": ("loss-commander-damage", "player_loses"),
    "104.4a": ("loss-draw-game", "game_draw"),
    "104.4b": ("loop_draw", "game_draw"),
    "104.4c": ("effect_draw", "game_draw"),
    "104.4d": ("teams_draw", "game_draw"),
    "108.3": ("outside", "bring_in"),
    "110.2": ("subgame-stolen-permanent", "gain_control"),
    "111.2": ("token", "enter"),
    "114.2": ("gideon", "resolve"),
    "119.3": ("subgame-fork", "subgame_spell_finishes"),
    "119.5": ("loss-lichs-mirror", "loss_replaced"),
    "120.3a": ("subgame-fork", "damage"),
    "120.3b": ("loss-life-exempt", "damage"),
    "121.1": ("subgame-fork", "subgame_opening_hands"),
    "121.2": ("loss-laboratory-maniac", "draw"),
    "121.4": ("subgame-small-library", "subgame_opening_hands"),
    "121.6": ("loss-laboratory-maniac", "draw"),
    "122.1": ("subgame-poison-set-aside", "poison"),
    "400.3": ("loss-platinum-angel", "leave"),
    "400.7": ("source_gone", "resolve"),
    "405.5": ("subgame-fork", "resolve"),
    "502.1": ("phasing", "end_turn"),
    "500.7": ("loss-final-fortune", "resolve"),
    "503.1a": ("loss-pact", "end_turn"),
    "510.2": ("loss-phage", "damage"),
    "603.3c": ("loss-triskaidekaphobia", "resolve"),
    "603.7": ("loss-pact", "resolve"),
    "603.7b": ("loss-pact", "end_turn"),
    "615.1a": ("loss-immortal-coil", "damage"),
    "701.28a": ("loss-enduring-angel", "damage"),
    "514.2": ("loss-angels-grace", "cleanup"),
    "514.3a": ("loss-angels-grace", "cleanup"),
    "601.2": ("subgame-fork", "cast"),
    "602.2": ("gideon", "activate"),
    "603.2": ("loss-multiplayer-triggers", "loss_triggers"),
    "603.3": ("loss-multiplayer-triggers", "triggers_on_stack"),
    "603.3b": ("loss-multiplayer-triggers", "triggers_on_stack"),
    "603.3d": ("loss-baron-von-count", "resolve"),
    "603.6c": ("subgame-wish", "bring_in"),
    "603.8": ("transcendence", "state_trigger"),
    "603.10a": ("subgame-wish", "bring_in"),
    "608.2": ("subgame-fork", "resolve"),
    "608.2b": ("baron_target_gone", "resolve"),
    "608.2m": ("subgame-small-library", "subgame_spell_finishes"),
    "608.3a": ("subgame-wish", "resolve"),
    "613.1b": ("subgame-stolen-permanent", "gain_control"),
    "614.1a": ("loss-lichs-mirror", "loss_replaced"),
    "614.5": ("loss-lichs-mirror", "loss_replaced"),
    "616.1": ("two_replacements", "loss_replaced"),
    "701.11a": ("subgame-old-exile-rule", "exile"),
    "701.13a": ("mill", "mill"),
    "701.17a": ("tomb", "resolve"),
    "701.19a": ("subgame-enter-the-dungeon", "subgame_spell_finishes"),
    "701.20a": ("subgame-fork", "subgame_libraries"),
    "701.24b": ("subgame-planechase", "planeswalk"),
    "702.26a": ("phasing", "end_turn"),
    "702.26b": ("phasing", "phase_out"),
    "702.61a": ("loss-angels-grace", "cast"),
    "704.3": ("token", "sba"),
    "704.5a": ("loss-platinum-angel", "player_loses"),
    "704.5b": ("subgame-small-library", "player_loses"),
    "704.5c": ("loss-lichs-mirror", "player_loses"),
    "704.5d": ("token", "sba"),
    "704.5e": ("subgame-fork", "subgame_spell_finishes"),
    "704.6a": ("loss-two-headed-giant", "player_loses"),
    "704.6b": ("loss-two-headed-giant-poison", "player_loses"),
    "704.6c": ("loss-commander-damage", "player_loses"),
    "704.6d": ("commander_dies", "sba"),
    "707.10": ("subgame-fork", "copy"),
    "707.10a": ("subgame-fork", "subgame_spell_finishes"),
    "707.10f": ("lithoform", "resolve"),
    "720.1b": ("loss-glorious-end", "resolve"),
    "720.1e": ("loss-glorious-end", "resolve"),
    "723.1": ("subgame-karn-liberated", "resolve"),
    "723.1a": ("subgame-karn-liberated", "resolve"),
    "723.2": ("subgame-karn-liberated", "resolve"),
    "723.4": ("subgame-karn-liberated", "resolve"),
    "724.1": ("subgame-fork", "subgame_start"),
    "724.1a": ("subgame-fork", "main_resumes"),
    "724.1b": ("subgame-fork", "subgame_spell_finishes"),
    "724.2": ("subgame-fork", "subgame_start"),
    "724.2a": ("subgame-planechase", "subgame_variant_start"),
    "724.2b": ("vanguard", "subgame_variant_start"),
    "724.2c": ("subgame-commander", "subgame_variant_start"),
    "724.3": ("subgame-small-library", "subgame_opening_hands"),
    "724.4": ("subgame-commander", "subgame_variant_start"),
    "724.4a": ("subgame-wish", "bring_in"),
    "724.4b": ("subgame-poison-set-aside", "subgame_counters"),
    "724.5": ("subgame-fork", "subgame_cards_back"),
    "724.5a": ("subgame-planechase", "subgame_variant_end"),
    "724.5b": ("vanguard", "subgame_variant_end"),
    "724.5c": ("commander_stays", "subgame_variant_end"),
    "724.6": ("subgame-nested", "subgame_start"),
    "800.4a": ("loss-multiplayer-triggers", "player_leaves"),
    "800.4c": ("control_ends_exile", "player_leaves"),
    "800.4d": ("left_trigger", "triggers_on_stack"),
    "801.2": ("range", "range_of_influence"),
    "809.5b": ("emperor", "player_loses"),
    "810.4": ("loss-two-headed-giant", "setup"),
    "810.8a": ("loss-two-headed-giant", "loss_prevented"),
    "810.8b": ("loss-two-headed-giant-concede", "player_loses"),
    "810.9": ("loss-two-headed-giant", "damage"),
    "810.9a": ("subgame-two-headed-giant", "subgame_spell_finishes"),
    "810.10": ("loss-two-headed-giant-poison", "poison"),
    "810.11": ("three_heads", "player_loses"),
    "901.5": ("subgame-planechase", "subgame_starting_plane"),
    "901.6": ("subgame-planechase", "subgame_variant_start"),
    "902.6": ("vanguard", "subgame_variant_start"),
    "903.3": ("loss-stolen-commander", "damage"),
    "903.8": ("subgame-commander", "cast"),
    "903.9a": ("commander_dies", "sba"),
    "903.9b": ("subgame-commander", "subgame_cards_back"),
    "903.10a": ("loss-commander-damage", "damage"),
    "904.5": ("archenemy", "setup"),
    "904.7": ("archenemy", "subgame_variant_start"),
}
CUSTOM["two_replacements"] = _duel(
    {"library": 10, "battlefield": ["Exquisite Archangel", "Lich's Mirror"]},
    [{"type": "lose", "player": "Alice"}],
)


@cache
def _result(name: str) -> dict[str, Any]:
    scenario = CUSTOM[name] if name in CUSTOM else get_preset(name)
    return simulate(scenario, lang="en")


def test_every_engine_rule_has_an_expected_scenario() -> None:
    assert set(ALL_RULES) == set(EXPECTED)


@pytest.mark.parametrize("rule", sorted(EXPECTED))
def test_rule_cited(rule: str) -> None:
    name, kind = EXPECTED[rule]
    steps = [step for step in _result(name)["steps"] if step["kind"] == kind]
    assert steps, f"{name} has no {kind} step"
    assert any(rule in step["rules"] for step in steps), f"no {kind} step of {name} cites {rule}"


def test_rule_numbers_exist_in_the_2023_comprehensive_rules() -> None:
    path = shared_data("cr", "MagicCompRules_20231013.txt")
    text = path.read_text(encoding="utf-8-sig")
    numbers = set(re.findall(r"(?m)^(\d{3}\.\d+[a-z]?)\.? ", text))
    missing = [rule for rule in ALL_RULES if rule not in numbers]
    assert not missing, f"not in the 20231013 rules: {missing}"


def _coverage_rows() -> list[list[str]]:
    path = REPO / "docs" / "engine-coverage.md"
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and cells and is_rule_number(cells[0].strip("`")):
            rows.append(cells)
    return rows


def _test_names() -> set[str]:
    names = set()
    for path in (REPO / "tests" / "engine").glob("test_*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                names.add(f"{path.name}::{node.name}")
    return names


def test_coverage_table_lists_every_rule_with_implementation_and_test() -> None:
    rows = _coverage_rows()
    by_rule = {row[0].strip("`"): row for row in rows}
    missing = [rule for rule in ALL_RULES if rule not in by_rule]
    assert not missing, f"rules missing from docs/engine-coverage.md: {missing}"
    tests = _test_names()
    for rule, row in by_rule.items():
        assert len(row) == 4, f"{rule}: expected | rule | what | implemented by | tested by |"
        implemented, tested = row[2], row[3]
        if implemented.lower().startswith("out of scope"):
            assert len(implemented) > len("out of scope") + 5, f"{rule}: say why"
            continue
        for module in re.findall(r"`(engine/[\w/]+\.py)", implemented):
            assert (REPO / module).exists(), f"{rule}: {module} does not exist"
        referenced = re.findall(r"`(test_\w+\.py::test_\w+)", tested)
        assert referenced, f"{rule}: no test named"
        for name in referenced:
            assert name in tests, f"{rule}: {name} does not exist"


def test_every_test_named_in_the_coverage_document_exists() -> None:
    text = (REPO / "docs" / "engine-coverage.md").read_text(encoding="utf-8")
    tests = _test_names()
    named = set(re.findall(r"`(test_\w+\.py::test_\w+)`", text))
    assert named
    assert not named - tests, f"unknown tests: {sorted(named - tests)}"
    modules = set(re.findall(r"`(engine/[\w/]+\.py)`", text))
    assert all((REPO / module).exists() for module in modules)
