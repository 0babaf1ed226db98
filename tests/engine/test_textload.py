"""load_scenario_text: JSON first, YAML otherwise; malformed text is a ScenarioError."""

from __future__ import annotations

import time

import pytest
import yaml

from engine import ScenarioError, load_scenario_text, simulate
from engine.scenario import limits, yaml_text

YAML_SCENARIO = """
title: Fork on Shahrazad
seed: 7
players:
  - name: Alice
    library: 40
    hand: [Shahrazad]
  - name: Bob
    library: 40
    hand: [Fork]
events:
  - {type: cast, player: Alice, card: Shahrazad}
  - {type: copy, player: Bob, card: Fork}
"""


def test_json_text() -> None:
    data = load_scenario_text('{"players": [{"name": "A"}, {"name": "B"}]}')
    assert data["players"][1]["name"] == "B"


def test_yaml_text_runs() -> None:
    data = load_scenario_text(YAML_SCENARIO)
    result = simulate(data, lang="en")
    assert [item["kind"] for item in result["final"]["stack"]] == ["copy", "spell"]


def test_bom_and_whitespace_are_ignored() -> None:
    assert load_scenario_text('\ufeff  {"players": []}\n')["players"] == []


@pytest.mark.parametrize("text", ["", "   ", "[1, 2]", "just words", "42", "- a\n- b"])
def test_not_a_mapping(text: str) -> None:
    with pytest.raises(ScenarioError) as error:
        load_scenario_text(text)
    assert error.value.field == "scenario"


def test_broken_yaml_names_the_line() -> None:
    with pytest.raises(ScenarioError) as error:
        load_scenario_text("players:\n  - name: [unclosed\n")
    assert "line" in str(error.value)


def test_yaml_aliases_are_rejected() -> None:
    bomb = "a: &x [1, 2]\nb: [*x, *x]\n"
    with pytest.raises(ScenarioError) as error:
        load_scenario_text(bomb)
    assert "aliases" in str(error.value)


def test_huge_text_is_rejected_before_parsing() -> None:
    with pytest.raises(ScenarioError):
        load_scenario_text("{" + " " * 3_000_000 + "}")


def test_deeply_nested_json_is_an_error_not_a_crash() -> None:
    with pytest.raises(ScenarioError):
        load_scenario_text("[" * 100_000 + "]" * 100_000)


def nested(depth: int) -> tuple[str, str]:
    """A mapping holding lists `depth` deep in all, as YAML and as JSON."""
    inner = "[" * (depth - 1) + "]" * (depth - 1)
    return f"players: {inner}\n", f'{{"players": {inner}}}'


def test_nesting_is_bounded_in_yaml_and_in_json() -> None:
    for text in nested(limits.MAX_NESTING):
        assert load_scenario_text(text)["players"]
    for text in nested(limits.MAX_NESTING + 1):
        with pytest.raises(ScenarioError, match="nested too deeply") as error:
            load_scenario_text(text)
        assert error.value.field == "scenario"


HOSTILE_NESTING = {
    "flow lists": lambda n: "players: " + "[" * n + "]" * n,
    "flow lists, spaced": lambda n: "players: " + "[ " * n + "] " * n,
    "flow mappings": lambda n: "players: " + "{a: " * n + "}" * n,
    "block lists": lambda n: "players:\n" + "- " * n + "x\n",
    "indented mappings": lambda n: "".join(" " * i + "a:\n" for i in range(n // 100)) + " x",
}


@pytest.mark.parametrize("pure_python", [False, True], ids=["libyaml", "pure Python"])
@pytest.mark.parametrize("shape", HOSTILE_NESTING)
def test_yaml_nested_thousands_deep_is_refused_at_once(
    shape: str, pure_python: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 24 KB of this held the bot's event loop for 24 s (PyYAML is quadratic in the depth);
    # 12 KB takes seconds without the bound.
    if pure_python:
        monkeypatch.setattr(yaml_text, "_EVENTS_LOADER", yaml.SafeLoader)
    text = HOSTILE_NESTING[shape](6_000)
    started = time.perf_counter()
    with pytest.raises(ScenarioError, match="nested too deeply"):
        load_scenario_text(text)
    assert time.perf_counter() - started < 2.0
