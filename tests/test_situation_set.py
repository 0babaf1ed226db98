"""The situation evaluation set (`benchmarks/eval/situations.jsonl`): well-formed lines, the
split rule, the counts, and every verdict line's scenario simulated by the engine with the
verdict for "you" equal to the line's `expect` (except the lines the disagreements file lists,
where the engine's result must still differ: the list stays honest both ways)."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from functools import cache
from pathlib import Path
from typing import Any

import pytest

from engine import simulate
from engine.result_types import SimulationResult
from engine.rule_citations import is_rule_number
from engine.scenario.validation import validate_scenario
from scraper.official.cr_text import parse_rules_file
from tests.shared_data import shared_data

EVAL = Path(__file__).resolve().parents[1] / "benchmarks" / "eval"
SET = EVAL / "situations.jsonl"
DISAGREEMENTS = EVAL / "situations-engine-disagreements.md"

VERDICTS = {"loses", "keeps_playing", "wins", "draw"}
EXPECTS = VERDICTS | {"none"}
FIELDS: dict[str, type | tuple[type, ...]] = {
    "id": str,
    "lang": str,
    "q": str,
    "expect": str,
    "rules": list,
    "combined": bool,
    "why": str,
    "split": str,
}
PLAYER_NAME = re.compile(r"^(you|teammate|opponent[2-9]?)$")
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")


@cache
def lines() -> list[dict[str, Any]]:
    rows = []
    for number, text in enumerate(SET.read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(text)
        assert isinstance(row, dict), f"line {number} is not an object"
        rows.append(row)
    return rows


def verdict_lines() -> list[dict[str, Any]]:
    return [row for row in lines() if row["expect"] != "none"]


def split_of(question_id: str) -> str:
    return "tune" if hashlib.sha256(question_id.encode()).digest()[0] % 2 == 0 else "heldout"


def disagreement_ids() -> set[str]:
    """The ids under `## V###` headings of the disagreements file."""
    text = DISAGREEMENTS.read_text(encoding="utf-8")
    return set(re.findall(r"^## (V\d{3})\b", text, re.MULTILINE))


def verdict_for_you(result: SimulationResult) -> str:
    """The engine's outcome for "you" in the main game."""
    final = result["final"]
    assert final["depth"] == 0 and "pending" not in result, "the scenario ends inside a subgame"
    you = next(player for player in final["players"] if player["name"] == "you")
    if you["won"]:
        return "wins"
    if you["lost"]:
        return "draw" if final["draw"] else "loses"
    return "keeps_playing"


def test_every_line_is_a_json_object_with_typed_fields() -> None:
    assert lines(), "the set is empty"
    for row in lines():
        where = row.get("id", row)
        for field, kind in FIELDS.items():
            assert isinstance(row.get(field), kind), f"{where}: {field} missing or mistyped"
        assert set(row) <= {*FIELDS, "scenario"}, f"{where}: unknown fields"
        assert re.fullmatch(r"V\d{3}", row["id"]), where
        assert row["lang"] in {"ja", "en"}, where
        assert row["q"].strip() and row["why"].strip(), where
        assert row["expect"] in EXPECTS, where
        assert row["rules"] and all(isinstance(r, str) and is_rule_number(r) for r in row["rules"])
        if row["expect"] == "none":
            assert "scenario" not in row, f"{where}: a no-verdict line has no scenario"
        else:
            assert isinstance(row.get("scenario"), dict), f"{where}: a verdict needs a scenario"
        if row["lang"] == "ja":
            assert JAPANESE.search(row["q"]), f"{where}: a ja question in Japanese"


def test_ids_are_unique() -> None:
    ids = [row["id"] for row in lines()]
    assert len(ids) == len(set(ids))


def test_split_is_the_sha256_rule() -> None:
    for row in lines():
        assert row["split"] == split_of(row["id"]), row["id"]


def test_counts() -> None:
    rows = lines()
    assert len(rows) >= 80
    assert sum(row["expect"] == "none" for row in rows) >= 15
    assert sum(row["combined"] for row in rows) * 2 >= len(rows)
    languages = Counter(row["lang"] for row in rows)
    assert min(languages["ja"], languages["en"]) * 5 >= len(rows) * 2  # each about half


@pytest.mark.parametrize("half", ["tune", "heldout"])
def test_each_half_has_every_kind(half: str) -> None:
    rows = [row for row in lines() if row["split"] == half]
    assert {row["lang"] for row in rows} == {"ja", "en"}
    assert any(row["combined"] for row in rows)
    assert sum(row["expect"] == "none" for row in rows) >= 6
    assert any(row["expect"] != "none" for row in rows)


def test_scenarios_name_the_players_as_the_product_does() -> None:
    for row in verdict_lines():
        names = [player["name"] for player in row["scenario"]["players"]]
        assert "you" in names, row["id"]
        assert all(PLAYER_NAME.match(name) for name in names), (row["id"], names)


@pytest.mark.parametrize("row", verdict_lines(), ids=lambda row: row["id"])
def test_scenario_validates_and_the_engine_gives_the_expected_verdict(row: dict[str, Any]) -> None:
    validate_scenario(row["scenario"])
    engine_says = verdict_for_you(simulate(row["scenario"], lang=row["lang"]))
    if row["id"] in disagreement_ids():
        assert engine_says != row["expect"], f"{row['id']} is listed as a disagreement but agrees"
    else:
        assert engine_says == row["expect"], f"{row['id']}: engine says {engine_says}"


def test_disagreements_name_verdict_lines() -> None:
    verdict_ids = {row["id"] for row in verdict_lines()}
    assert disagreement_ids() <= verdict_ids


def test_rules_exist_in_the_2026_edition() -> None:
    document = parse_rules_file(shared_data("cr", "MagicCompRules_20260116.txt"))
    numbers = {rule.number for rule in document.rules}
    missing = {row["id"]: sorted(set(row["rules"]) - numbers) for row in lines()}
    assert {key: value for key, value in missing.items() if value} == {}
