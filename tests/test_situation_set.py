"""The situation evaluation sets (`benchmarks/eval/situations.jsonl`, ids V###,
`situations-2.jsonl`, ids W###, and `situations-3.jsonl`, ids X###): well-formed lines, the
split rule, the counts, and every verdict line's scenario simulated by the engine with the
verdict for "you" equal to the line's `expect` (except the lines the set's disagreements file
lists, where the engine's result must still differ: the list stays honest both ways). Every
check runs over each set."""

from __future__ import annotations

import hashlib
import json
import re
from collections import Counter
from dataclasses import dataclass
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


@dataclass(frozen=True)
class SituationSet:
    """One set file, the letter of its ids and its disagreements file."""

    name: str
    prefix: str
    disagreements: str

    @property
    def path(self) -> Path:
        return EVAL / self.name

    @property
    def disagreements_path(self) -> Path:
        return EVAL / self.disagreements


SETS = (
    SituationSet("situations.jsonl", "V", "situations-engine-disagreements.md"),
    SituationSet("situations-2.jsonl", "W", "situations-2-engine-disagreements.md"),
    SituationSet("situations-3.jsonl", "X", "situations-3-engine-disagreements.md"),
)
SET_IDS = [situation_set.name for situation_set in SETS]

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
def lines(situation_set: SituationSet) -> list[dict[str, Any]]:
    rows = []
    text_of_set = situation_set.path.read_text(encoding="utf-8")
    for number, text in enumerate(text_of_set.splitlines(), 1):
        row = json.loads(text)
        assert isinstance(row, dict), f"line {number} is not an object"
        rows.append(row)
    return rows


def verdict_lines(situation_set: SituationSet) -> list[dict[str, Any]]:
    return [row for row in lines(situation_set) if row["expect"] != "none"]


def split_of(question_id: str) -> str:
    return "tune" if hashlib.sha256(question_id.encode()).digest()[0] % 2 == 0 else "heldout"


def disagreement_ids(situation_set: SituationSet) -> set[str]:
    """The ids under `## V###` (`## W###`) headings of the set's disagreements file."""
    text = situation_set.disagreements_path.read_text(encoding="utf-8")
    pattern = rf"^## ({situation_set.prefix}\d{{3}})\b"
    return set(re.findall(pattern, text, re.MULTILINE))


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


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_every_line_is_a_json_object_with_typed_fields(situation_set: SituationSet) -> None:
    assert lines(situation_set), "the set is empty"
    for row in lines(situation_set):
        where = row.get("id", row)
        for field, kind in FIELDS.items():
            assert isinstance(row.get(field), kind), f"{where}: {field} missing or mistyped"
        assert set(row) <= {*FIELDS, "scenario"}, f"{where}: unknown fields"
        assert re.fullmatch(rf"{situation_set.prefix}\d{{3}}", row["id"]), where
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


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_ids_are_unique(situation_set: SituationSet) -> None:
    ids = [row["id"] for row in lines(situation_set)]
    assert len(ids) == len(set(ids))


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_split_is_the_sha256_rule(situation_set: SituationSet) -> None:
    for row in lines(situation_set):
        assert row["split"] == split_of(row["id"]), row["id"]


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_counts(situation_set: SituationSet) -> None:
    rows = lines(situation_set)
    assert len(rows) >= 80
    assert sum(row["expect"] == "none" for row in rows) >= 15
    assert sum(row["combined"] for row in rows) * 2 >= len(rows)
    languages = Counter(row["lang"] for row in rows)
    assert min(languages["ja"], languages["en"]) * 5 >= len(rows) * 2  # each about half


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
@pytest.mark.parametrize("half", ["tune", "heldout"])
def test_each_half_has_every_kind(situation_set: SituationSet, half: str) -> None:
    rows = [row for row in lines(situation_set) if row["split"] == half]
    assert {row["lang"] for row in rows} == {"ja", "en"}
    assert any(row["combined"] for row in rows)
    assert sum(row["expect"] == "none" for row in rows) >= 6
    assert any(row["expect"] != "none" for row in rows)


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_scenarios_name_the_players_as_the_product_does(situation_set: SituationSet) -> None:
    for row in verdict_lines(situation_set):
        names = [player["name"] for player in row["scenario"]["players"]]
        assert "you" in names, row["id"]
        assert all(PLAYER_NAME.match(name) for name in names), (row["id"], names)


@pytest.mark.parametrize(
    ("situation_set", "row"),
    [(situation_set, row) for situation_set in SETS for row in verdict_lines(situation_set)],
    ids=lambda value: value["id"] if isinstance(value, dict) else value.name,
)
def test_scenario_validates_and_the_engine_gives_the_expected_verdict(
    situation_set: SituationSet, row: dict[str, Any]
) -> None:
    validate_scenario(row["scenario"])
    engine_says = verdict_for_you(simulate(row["scenario"], lang=row["lang"]))
    if row["id"] in disagreement_ids(situation_set):
        assert engine_says != row["expect"], f"{row['id']} is listed as a disagreement but agrees"
    else:
        assert engine_says == row["expect"], f"{row['id']}: engine says {engine_says}"


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_disagreements_name_verdict_lines(situation_set: SituationSet) -> None:
    verdict_ids = {row["id"] for row in verdict_lines(situation_set)}
    assert disagreement_ids(situation_set) <= verdict_ids


@pytest.mark.parametrize("situation_set", SETS, ids=SET_IDS)
def test_rules_exist_in_the_2026_edition(situation_set: SituationSet) -> None:
    document = parse_rules_file(shared_data("cr", "MagicCompRules_20260116.txt"))
    numbers = {rule.number for rule in document.rules}
    missing = {row["id"]: sorted(set(row["rules"]) - numbers) for row in lines(situation_set)}
    assert {key: value for key, value in missing.items() if value} == {}
