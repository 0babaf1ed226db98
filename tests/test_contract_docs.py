"""The contracts in docs/ stay current: every CLI subcommand and option, every scenario key and
event type and field the validator accepts, every numbered engine-case test, and every reference
to a contract points into docs/."""

from __future__ import annotations

import argparse
import ast
import re
from pathlib import Path

import pytest

from bot.cli import build_parser
from engine.scenario import validation
from engine.scenario.event_validation import _SPECS
from engine.scenario.model import EventType

REPO = Path(__file__).resolve().parents[1]
DOCS = REPO / "docs"
CONTRACTS = ("cli-contract.md", "scenario-format.md", "engine-cases.md")


def _read(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    actions = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    assert len(actions) == 1
    return dict(actions[0].choices)


def _long_options(parser: argparse.ArgumentParser) -> list[str]:
    return [
        option
        for action in parser._actions
        for option in action.option_strings
        if option.startswith("--") and option != "--help"
    ]


def _section(text: str, command: str) -> str:
    match = re.search(rf"(?ms)^## `judgebot {command}\b.*?(?=^## |\Z)", text)
    assert match, f"docs/cli-contract.md has no section '## `judgebot {command} …`'"
    return match.group(0)


@pytest.mark.parametrize("command", sorted(_subcommands()))
def test_every_subcommand_and_its_options_are_in_the_cli_contract(command: str) -> None:
    section = _section(_read("cli-contract.md"), command)
    options = _long_options(_subcommands()[command])
    missing = [option for option in options if f"`{option}" not in section]
    assert not missing, f"judgebot {command}: options missing from its section: {missing}"


def test_top_level_options_are_in_the_cli_contract() -> None:
    text = _read("cli-contract.md")
    missing = [option for option in _long_options(build_parser()) if f"`{option}" not in text]
    assert not missing


def _events_table(text: str) -> dict[str, str]:
    rows = {}
    for line in text.split("## Events", 1)[1].split("\n## ", 1)[0].splitlines():
        match = re.match(r"^\| `(\w+)` \|(.*)$", line)
        if match:
            rows[match.group(1)] = match.group(2)
    return rows


def test_every_event_type_the_validator_accepts_is_in_the_scenario_format() -> None:
    rows = _events_table(_read("scenario-format.md"))
    assert set(rows) == {kind.value for kind in EventType}


@pytest.mark.parametrize("kind", list(EventType), ids=lambda kind: kind.value)
def test_every_field_of_an_event_is_in_its_row(kind: EventType) -> None:
    cells = _events_table(_read("scenario-format.md"))[kind.value].split("|")
    # the "required" and "optional" columns, without the allowed values in parentheses
    listed = re.sub(r"\(.*?\)", "", cells[0] + "," + cells[1])
    names = set(re.findall(r"[a-z_]+", listed)) - {"and", "or"}
    spec = _SPECS[kind]
    assert names == spec.required | spec.optional


def test_every_scenario_player_and_card_key_is_in_the_scenario_format() -> None:
    text = _read("scenario-format.md")
    keys = validation._TOP_KEYS | validation._PLAYER_KEYS | validation._CARD_KEYS
    missing = sorted(key for key in keys if f"`{key}`" not in text and f'"{key}"' not in text)
    assert not missing


def _engine_case_tests() -> dict[int, list[str]]:
    cases: dict[int, list[str]] = {}
    for name in ("test_subgame.py", "test_losing.py"):
        tree = ast.parse((REPO / "tests" / "engine" / name).read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef):
                match = re.match(r"test_case_(\d+)_", node.name)
                if match:
                    cases.setdefault(int(match.group(1)), []).append(f"{name}::{node.name}")
    return cases


def test_every_numbered_engine_test_is_listed_under_its_case() -> None:
    rows = {}
    for line in _read("engine-cases.md").splitlines():
        match = re.match(r"^\| (\d+) \|.*\|(.*)\|$", line)
        if match:
            rows[int(match.group(1))] = match.group(2)
    assert sorted(rows) == list(range(1, 28))
    for case, tests in _engine_case_tests().items():
        missing = [test for test in tests if f"`{test}`" not in rows[case]]
        assert not missing, f"case {case}: not listed in docs/engine-cases.md: {missing}"


def test_every_test_named_in_engine_cases_exists() -> None:
    named = set(re.findall(r"`(test_\w+\.py::test_\w+)`", _read("engine-cases.md")))
    existing = set()
    for path in (REPO / "tests" / "engine").glob("test_*.py"):
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef):
                existing.add(f"{path.name}::{node.name}")
    assert named
    assert not named - existing, sorted(named - existing)


def test_references_to_the_contracts_point_into_docs() -> None:
    pattern = re.compile(r"(?<![\w/.-])(" + "|".join(map(re.escape, CONTRACTS)) + ")")
    sources = [REPO / "README.md"]
    for folder in ("bot", "engine", "rulesdb", "scraper", "tests", "benchmarks"):
        sources += (REPO / folder).rglob("*.py")
    stale = []
    for path in sources:
        if path != Path(__file__).resolve():
            text = path.read_text(encoding="utf-8")
            stale += [f"{path.relative_to(REPO)}: {m}" for m in pattern.findall(text)]
    assert not stale, f"cite docs/<name>: {stale}"
    assert all((DOCS / name).is_file() for name in CONTRACTS)
