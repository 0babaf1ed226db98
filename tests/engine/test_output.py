"""The --json shape of docs/scenario-format.md and determinism (the readable text is the bot's:
tests/bot/test_render_walkthrough.py)."""

from __future__ import annotations

import json

import pytest

from engine import ScenarioError, simulate
from engine.presets import get_preset
from engine.rule_citations import EDITION, is_rule_number, rule_sort_key
from engine.scenario.validation import validate_scenario
from engine.simulation import run
from engine.state import ZoneName
from engine.world_builder import build_world

STEP_KEYS = {"n", "event_index", "depth", "game", "event", "title", "text", "rules", "state"}
STATE_KEYS = {"depth", "game_over", "winner", "draw", "stack", "players"}
PLAYER_KEYS = {"name", "life", "poison", "lost", "loss_reason", "won", "zones", "commander_damage"}
ZONES = {"library", "hand", "graveyard", "exile", "battlefield", "command"}


def test_result_shape() -> None:
    result = simulate(get_preset("subgame-fork"), lang="ja")
    assert {"title", "steps", "final", "rules_cited"} <= set(result)
    assert result["rules_edition"] == EDITION == "20231117"
    json.dumps(result, ensure_ascii=False)
    for number, step in enumerate(result["steps"], start=1):
        assert set(step) >= STEP_KEYS
        assert step["n"] == number
        assert step["title_i18n"]["ja"] == step["title"]
        assert step["text_i18n"]["ja"] == step["text"]
        assert step["title_i18n"]["en"]
        assert set(step["state"]) >= STATE_KEYS
        assert step["state"]["depth"] == step["depth"]
        assert step["state"]["game"] == step["game"]
        for player in step["state"]["players"]:
            assert set(player) >= PLAYER_KEYS
            assert set(player["zones"]) >= ZONES
            for info in player["zones"].values():
                assert set(info) >= {"count", "named"}
    assert result["steps"][0]["event_index"] is None
    assert set(result["final"]) >= STATE_KEYS


def test_event_index_and_event_echo() -> None:
    scenario = get_preset("subgame-small-library")
    result = simulate(scenario, lang="en")
    indexes = [step["event_index"] for step in result["steps"]]
    assert indexes == sorted(indexes, key=lambda i: -1 if i is None else i)
    for step in result["steps"]:
        if step["event_index"] is not None:
            assert step["event"] == scenario["events"][step["event_index"]]
    last = [s for s in result["steps"] if s["event_index"] == 1][-1]
    assert last["state"] == result["final"]


def test_rules_cited_is_the_sorted_union_of_step_rules() -> None:
    result = simulate(get_preset("subgame-wish"))
    union = {rule for step in result["steps"] for rule in step["rules"]}
    assert result["rules_cited"] == sorted(union, key=rule_sort_key)
    assert all(is_rule_number(rule) for rule in union)
    assert {"724.4a", "724.5", "104.3e"} <= union


def test_same_seed_same_output_and_seeds_change_random_choices() -> None:
    scenario = get_preset("subgame-fork")
    assert simulate(scenario) == simulate(scenario)
    starters = set()
    for seed in range(8):
        steps = simulate(dict(scenario, seed=seed))["steps"]
        starters.add(tuple(s["state"]["active_player"] for s in steps if s["depth"] == 1))
    assert len(starters) > 1


def test_both_languages_have_the_same_steps_and_rules() -> None:
    ja = simulate(get_preset("subgame-commander"), lang="ja")
    en = simulate(get_preset("subgame-commander"), lang="en")
    assert [s["rules"] for s in ja["steps"]] == [s["rules"] for s in en["steps"]]
    assert [s["title_i18n"] for s in ja["steps"]] == [s["title_i18n"] for s in en["steps"]]


def test_japanese_text_uses_the_wiki_vocabulary() -> None:
    result = simulate(get_preset("subgame-poison-set-aside"), lang="ja")
    text = "".join(step["title"] + step["text"] for step in result["steps"])
    for word in (
        "サブゲーム",
        "メインゲーム",
        "ライブラリー",
        "切り直す",
        "毒カウンター",
        "敗北する",
    ):
        assert word in text, word
    sba = simulate(get_preset("loss-platinum-angel"), lang="ja")
    assert "状況起因処理" in "".join(step["text"] for step in sba["steps"])
    commander = simulate(get_preset("subgame-commander"), lang="ja")
    assert "統率領域" in "".join(step["text"] for step in commander["steps"])
    old = simulate(get_preset("subgame-old-exile-rule"), lang="ja")
    assert "追放領域" in "".join(step["text"] for step in old["steps"])


def test_pending_when_events_stop_inside_a_subgame() -> None:
    scenario = get_preset("subgame-nested")
    scenario["events"] = scenario["events"][:4]
    result = simulate(scenario, lang="en")
    assert result["final"]["depth"] == 2
    assert [item["depth"] for item in result["pending"]] == [2, 1, 0]
    assert [item["kind"] for item in result["pending"]] == [
        "subgame_in_progress",
        "spell_resolving",
        "spell_resolving",
    ]
    assert all(item["text_i18n"]["ja"] for item in result["pending"])


def test_events_after_the_game_is_over_stop_the_run_when_asked() -> None:
    scenario = {
        "players": [{"name": "A", "life": 1}, {"name": "B"}],
        "events": [
            {"type": "damage", "to": "A", "amount": 1, "by": "B"},
            {"type": "damage", "to": "B", "amount": 1, "by": "A"},
        ],
    }
    with pytest.raises(ScenarioError) as error:
        simulate(scenario, lang="en")
    assert error.value.field == "events[1].type"

    result = simulate(scenario, lang="en", stop_when_over=True)

    assert result["final"]["game_over"] and result["final"]["winner"] == "B"
    assert {step["event_index"] for step in result["steps"]} == {None, 0}
    assert result == simulate({**scenario, "events": scenario["events"][:1]}, lang="en")


def test_a_run_counts_the_events_it_stopped_before() -> None:
    scenario = {
        "players": [{"name": "A", "life": 1}, {"name": "B"}],
        "events": [
            {"type": "damage", "to": "A", "amount": 1, "by": "B"},
            {"type": "life", "player": "B", "amount": 2},
            {"type": "damage", "to": "B", "amount": 1, "by": "A"},
        ],
    }
    assert run(validate_scenario(scenario), lang="en", stop_when_over=True).unapplied == 2
    whole = {**scenario, "events": scenario["events"][1:]}
    assert run(validate_scenario(whole), lang="en", stop_when_over=True).unapplied == 0
    assert run(validate_scenario(whole), lang="en").unapplied == 0


def test_unnamed_cards_share_one_spec_and_each_becomes_a_card_of_its_own() -> None:
    scenario = validate_scenario({"players": [{"name": "A", "library": 40}, {"name": "B"}]})
    library = scenario.players[0].zones["library"]
    assert len(library) == 40 and len({id(spec) for spec in library}) == 1
    cards = build_world(scenario).main.players[0].zones[ZoneName.LIBRARY]
    assert len({id(card) for card in cards}) == len({card.id for card in cards}) == 40
