"""`Run.play_on`: a run played on as events are added gives, at each point, what a run of the
story so far from the start gives, and in the end what `simulate` gives, for every preset; the
events added are checked as the whole scenario's are; `finish(texts=False)` is the result but
for its words."""

from __future__ import annotations

from typing import Any

import pytest

from engine import ScenarioError, simulate
from engine.presets import get_preset, preset_names
from engine.scenario import limits
from engine.scenario.event_validation import with_more_events
from engine.scenario.validation import validate_scenario
from engine.simulation import Run, run
from tests.engine.helpers import without_texts


def _points(events: list[dict[str, Any]]) -> list[int]:
    """The numbers of events a story can stop after: not before one simultaneous with the last."""
    return [n for n in range(len(events) + 1) if n == len(events) or not _simultaneous(events[n])]


def _simultaneous(event: dict[str, Any]) -> bool:
    return bool(event.get("with_previous"))


@pytest.mark.parametrize("name", preset_names())
def test_playing_on_gives_what_playing_from_the_start_gives(name: str) -> None:
    scenario = get_preset(name)
    events = scenario["events"]
    played: Run | None = None
    for count in _points(events):
        so_far = validate_scenario({**scenario, "events": events[:count]})
        if played is None:
            played = run(so_far)
        else:
            played.play_on(so_far)
        assert played.now() == run(so_far).result["final"], count
    assert played is not None
    assert played.finish() == simulate(scenario)


def test_playing_on_after_the_game_ended_leaves_the_new_events_unapplied() -> None:
    scenario: dict[str, Any] = {
        "players": [{"name": "you", "life": 1}, {"name": "opponent"}],
        "events": [{"type": "damage", "to": "you", "amount": 1, "by": "opponent"}],
    }
    played = run(validate_scenario(scenario), stop_when_over=True)
    more = [*scenario["events"], {"type": "life", "player": "opponent", "amount": 2}]
    for count in (2, 3):
        longer = validate_scenario({**scenario, "events": more})
        played.play_on(longer)
        fresh = run(longer, stop_when_over=True)
        assert (played.unapplied, played.finish()) == (fresh.unapplied, fresh.result)
        assert played.unapplied == count - 1
        more = [*more, {"type": "draw", "player": "you", "count": 1}]


def test_an_event_simultaneous_with_the_last_played_is_refused() -> None:
    scenario: dict[str, Any] = {
        "players": [{"name": "you"}, {"name": "opponent"}],
        "events": [{"type": "life", "player": "you", "amount": -3}],
    }
    played = run(validate_scenario(scenario))
    later = {"type": "life", "player": "opponent", "amount": -3, "with_previous": True}
    with pytest.raises(ValueError, match="simultaneous"):
        played.play_on(validate_scenario({**scenario, "events": [*scenario["events"], later]}))
    with pytest.raises(ValueError):
        played.play_on(validate_scenario({**scenario, "events": []}))


@pytest.mark.parametrize("name", preset_names())
def test_events_added_are_checked_as_the_whole_scenarios_are(name: str) -> None:
    scenario = get_preset(name)
    events = scenario["events"]
    one_by_one = validate_scenario({**scenario, "events": []})
    for event in events:
        one_by_one = with_more_events(one_by_one, [event])
    assert one_by_one == validate_scenario(scenario)


def test_an_event_added_is_refused_as_in_the_whole_scenario() -> None:
    scenario = validate_scenario({"players": [{"name": "you"}, {"name": "opponent"}]})
    with pytest.raises(ScenarioError) as added:
        with_more_events(scenario, [{"type": "life", "player": "nobody", "amount": 1}])
    with pytest.raises(ScenarioError) as whole:
        validate_scenario(
            {
                "players": [{"name": "you"}, {"name": "opponent"}],
                "events": [{"type": "life", "player": "nobody", "amount": 1}],
            }
        )
    assert (str(added.value), added.value.field) == (str(whole.value), whole.value.field)
    many = [{"type": "end_turn"}] * (limits.MAX_EVENTS + 1)
    with pytest.raises(ScenarioError, match="at most"):
        with_more_events(scenario, many)


@pytest.mark.parametrize("name", preset_names())
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_result_without_texts_is_the_result_but_for_its_words(name: str, lang: str) -> None:
    scenario = get_preset(name)
    full = simulate(scenario, lang=lang)
    played = run(validate_scenario(scenario), lang=lang)
    lean = played.finish(texts=False)
    assert lean == without_texts(full)
    assert all(not step["text"] and not step["title"] for step in lean["steps"])
    assert played.finish() == full


def test_what_a_run_left_pending_keeps_its_kind_without_its_words() -> None:
    scenario = get_preset("subgame-nested")
    scenario["events"] = scenario["events"][:4]  # the run stops inside the inner subgame
    full = simulate(scenario, lang="en")
    lean = run(validate_scenario(scenario), lang="en").finish(texts=False)
    assert [item["kind"] for item in lean["pending"]] == [i["kind"] for i in full["pending"]]
    assert full["pending"][0]["text"] and not lean["pending"][0]["text"]
    assert lean == without_texts(full)
