"""What a verdict costs on the engine: the builder plays each point of a story once, however often
it looks at the game there; the verdict does not play the built story again; judging stops at the
first run without the verdict. The verdicts are the same."""

from __future__ import annotations

from typing import Any

import pytest

from bot.application.situations import (
    Built,
    Situation,
    build_scenario,
    card_names,
    engine_runs,
    judge,
)
from bot.application.situations import model as m
from bot.application.situations import verdict as verdicts
from engine import simulate
from engine import simulation as engine_simulation
from engine.scenario.model import Event, Scenario
from engine.simulation import Run
from engine.state import World
from tests.engine.helpers import without_texts

# A story whose events need the game as it stands: new totals (the change from the total then),
# a spell that starts a subgame, and a claimed loss checked against the engine.
STORY = Situation(
    variant="normal",
    players=2,
    facts={"you": m.PlayerFacts(life=5, hand=("Shahrazad",)), "opponent": m.PlayerFacts(life=7)},
    events=(
        m.LifeBecomes("opponent", 3),
        m.CastAndResolve("you", "Shahrazad"),
        m.InSubgame(),
        m.LifeBecomes("opponent", 0),
        m.LosesSubgame("opponent"),
        m.BackInMainGame(),
        m.LifeChange("you", -2),
        m.LifeBecomes("opponent", 0),
    ),
)


def test_the_builder_plays_each_point_of_the_story_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # One run, played on as the story goes: each event applied once, the world built once.
    played: list[int | None] = []
    worlds: list[Scenario] = []
    apply, build = Run.apply, engine_simulation.build_world

    def counting(self: Run, event: Event, *, defer: bool = False) -> None:
        played.append(event.index)
        apply(self, event, defer=defer)

    def building(scenario: Scenario) -> World:
        worlds.append(scenario)
        return build(scenario)

    monkeypatch.setattr(Run, "apply", counting)
    monkeypatch.setattr(engine_simulation, "build_world", building)
    checked: list[dict[str, Any]] = []
    check = engine_runs.validate_scenario

    def checking(data: dict[str, Any]) -> Scenario:
        checked.append(data)
        return check(data)

    monkeypatch.setattr(engine_runs, "validate_scenario", checking)
    built = build_scenario(STORY)
    assert isinstance(built, Built), built
    assert len(played) == len(set(played)) == len(built.scenario["events"]), played
    assert len(worlds) == len(checked) == 1  # the players are checked once, not per event
    final = simulate(built.scenario, lang="en")["final"]
    assert final["game_over"]
    assert [p["name"] for p in final["players"] if p["lost"]] == ["opponent"]


def test_the_built_story_comes_with_the_engines_result_of_it() -> None:
    built = build_scenario(STORY)
    assert isinstance(built, Built), built
    assert built.played == without_texts(simulate(built.scenario, lang="en"))


def test_a_run_that_stopped_before_an_event_is_not_the_story_played_in_full() -> None:
    story = engine_runs.EngineRun(
        {"players": [{"name": "you", "life": 1}, {"name": "opponent"}], "events": []}
    )
    story.events += [
        {"type": "damage", "to": "you", "amount": 1, "by": "opponent"},
        {"type": "life", "player": "opponent", "amount": 2},
    ]
    assert story.now()["game_over"]
    assert story.played_in_full() is None
    story.events.pop()
    assert story.played_in_full() is None  # the run was of more events
    assert story.now()["game_over"]
    played = simulate({**story.scenario, "events": story.events}, lang="en")
    assert story.played_in_full() == without_texts(played)


def test_the_verdict_does_not_play_the_built_story_again(monkeypatch: pytest.MonkeyPatch) -> None:
    expected = judge(STORY)
    assert expected is not None and expected.asker == "wins"

    def refused(*args: Any, **options: Any) -> Any:
        raise AssertionError("the story was played again")

    monkeypatch.setattr(verdicts, "simulate", refused)
    assert judge(STORY) == expected


def test_judging_stops_at_the_first_run_without_a_verdict(monkeypatch: pytest.MonkeyPatch) -> None:
    runs: list[tuple[Any, ...]] = []

    def no_verdict(*args: Any) -> None:
        runs.append(args)

    monkeypatch.setattr(verdicts, "_judge_with", no_verdict)
    assert judge(Situation(variant="commander", players=None)) is None
    assert len(runs) == 1


def test_the_spellings_of_the_same_named_cards_are_worked_out_once() -> None:
    card_names._aliases.cache_clear()
    first = card_names.aliases(["Platinum Angel", "Lich's Mirror"])
    again = card_names.aliases(("Platinum Angel", "Lich's Mirror"))
    assert card_names._aliases.cache_info().misses == 1
    assert first == again and first is not again  # each caller its own list
    assert ("angel", "Platinum Angel") in first and ("mirror", "Lich's Mirror") in first
    assert [len(s) for s, _ in first] == sorted((len(s) for s, _ in first), reverse=True)
