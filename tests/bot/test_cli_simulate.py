"""`judgebot simulate` per the contract and docs/scenario-format.md: presets, JSON and YAML files,
`--json` output, and exit 2 naming the field for a broken scenario."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.bot.test_cli import one_json, run
from tests.engine.test_presets import REQUIRED

REQUIRED_PRESETS = set(REQUIRED)


def test_presets_are_listed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "simulate", "--list", "--json")
    assert code == 0
    presets = one_json(out)["presets"]
    names = {p["name"] for p in presets}  # type: ignore[union-attr]
    assert names >= REQUIRED_PRESETS
    assert all(p["title"]["ja"] and p["title"]["en"] for p in presets)  # type: ignore[union-attr]


@pytest.mark.parametrize("preset", sorted(REQUIRED_PRESETS))
def test_every_preset_simulates_to_the_contract(
    capsys: pytest.CaptureFixture[str], preset: str
) -> None:
    code, out, _ = run(capsys, "simulate", preset, "--json", "--lang", "en")
    assert code == 0
    result = one_json(out)
    assert {"title", "steps", "final", "rules_cited"} <= result.keys()
    steps = result["steps"]
    assert isinstance(steps, list) and steps
    for n, step in enumerate(steps, start=1):
        assert step["n"] == n
        assert {"event_index", "depth", "game", "event", "title", "text", "rules", "state"} <= (
            step.keys()
        )
    final = result["final"]
    assert {"depth", "game_over", "winner", "draw", "stack", "players"} <= final.keys()  # type: ignore[union-attr]


def test_the_small_library_subgame_is_lost_at_once(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "simulate", "subgame-small-library", "--json")
    result = one_json(out)
    cited = set(result["rules_cited"])  # type: ignore[arg-type]
    assert {"724.2", "724.3", "704.5b"} <= cited


def test_text_output_in_each_language(capsys: pytest.CaptureFixture[str]) -> None:
    _, ja, _ = run(capsys, "simulate", "loss-platinum-angel")
    _, en, _ = run(capsys, "simulate", "loss-platinum-angel", "--lang", "en")
    assert "白金の天使" in ja and "敗北" in ja
    assert "Platinum Angel" in en and "loses" in en


def test_a_scenario_file_in_json_and_yaml(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    scenario = {
        "title": "Bolt to zero",
        "players": [{"name": "Alice", "life": 3, "library": 10}, {"name": "Bob", "library": 10}],
        "events": [{"type": "damage", "to": "Alice", "amount": 3, "by": "Bob"}],
    }
    as_json = tmp_path / "s.json"
    as_json.write_text(json.dumps(scenario), encoding="utf-8")
    as_yaml = tmp_path / "s.yaml"
    as_yaml.write_text(
        "title: Bolt to zero\nplayers:\n  - {name: Alice, life: 3, library: 10}\n"
        "  - {name: Bob, library: 10}\n"
        "events:\n  - {type: damage, to: Alice, amount: 3, by: Bob}\n",
        encoding="utf-8",
    )
    results = []
    for path in (as_json, as_yaml):
        code, out, _ = run(capsys, "simulate", str(path), "--json")
        assert code == 0
        results.append(one_json(out))
    assert results[0] == results[1]
    alice = results[0]["final"]["players"][0]  # type: ignore[index]
    assert alice["lost"] is True and alice["loss_reason"] == "life"


def two_players(*events: dict[str, object], hand: list[str] | None = None) -> str:
    players = [{"name": "A", "hand": hand or []}, {"name": "B"}]
    return json.dumps({"players": players, "events": list(events)})


@pytest.mark.parametrize(
    ("content", "field"),
    [
        ("{not json", "scenario"),
        (two_players({"type": "life", "player": "Zed", "amount": -1}), "events[0].player"),
        (two_players({"type": "teleport"}), "events[0].type"),
        (two_players({"type": "poison", "player": "A", "amount": -2}), "events[0].amount"),
        ('{"players": [], "events": []}', "players"),
        (two_players({"type": "resolve"}), "events[0]"),
        (
            two_players({"type": "cast", "player": "A", "card": "Shahrazad"}, hand=["Fork"]),
            "events[0].card",
        ),
    ],
)
def test_broken_scenarios_exit_2_naming_the_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, content: str, field: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    code, out, err = run(capsys, "simulate", str(path), "--json")
    assert code == 2
    assert field in err
    answer = one_json(out)
    assert str(answer["field"]).startswith(field)


def test_neither_a_preset_nor_a_file(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "simulate", "subgame-smal-library")
    assert code == 2 and "subgame-small-library" in err


@pytest.mark.parametrize("name", ["deep.json", "deep.yaml"])
def test_deeply_nested_scenarios_exit_2_with_a_message(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str
) -> None:
    path = tmp_path / name
    path.write_text("[" * 60000 + "]" * 60000, encoding="utf-8")
    code, out, err = run(capsys, "simulate", str(path), "--json")
    assert code == 2
    assert "nested too deeply" in err and "Traceback" not in err
    assert one_json(out)["field"] == "scenario"


@pytest.mark.parametrize(
    ("name", "text"),
    [
        ("long.json", f'{{"players": [{{"name": "A", "life": {"9" * 10_000}}}, {{"name": "B"}}]}}'),
        ("long.yaml", f"players:\n- name: A\n  life: {'9' * 10_000}\n- name: B\n"),
    ],
)
def test_a_number_of_ten_thousand_digits_exits_2_naming_its_field(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, name: str, text: str
) -> None:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "simulate", str(path), "--json")
    assert code == 2 and "Traceback" not in err
    assert one_json(out)["field"] == "players[0].life"
    assert "a number of 10,000 characters" in err


def test_simulating_needs_no_database(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    missing = tmp_path / "nowhere" / "judgebot.sqlite3"
    monkeypatch.setenv("JUDGEBOT_DB", str(missing))
    code, out, _ = run(capsys, "simulate", "subgame-fork", "--json", "--db", str(missing))
    assert code == 0 and one_json(out)["rules_edition"] == "20231117"
    assert not missing.exists() and not missing.parent.exists()
