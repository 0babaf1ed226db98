"""The hidden-situation safety net: random valid scenarios that mix every subgame card (Shahrazad,
Fork, Wishes, Enter the Dungeon, The Countdown Is at One, Tug of War), the loss cards, several
players and Two-Headed Giant teams, with subgames nested at most three deep.

For each: no exception, every card conserved across all the games at every step, and every rule
cited exists in the 2023-10-13 Comprehensive Rules (the numbering the engine cites; that check is
skipped when ../shared/data is absent).
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.cards import lookup
from engine.log.steps import Step
from engine.scenario.event_validation import parse_event
from engine.scenario.validation import validate_scenario
from engine.simulation import Run
from engine.state import World
from tests.engine.helpers import check_conservation
from tests.engine.test_properties import PERMANENTS, SIMULTANEOUS, SPELLS, propose, setups
from tests.shared_data import SHARED_DATA

MAX_DEPTH = 3
CR_2023 = SHARED_DATA / "cr" / "MagicCompRules_20231013.txt"
RULE_LINE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ", re.MULTILINE)
WISHES = ["Burning Wish", "Death Wish"]


@lru_cache(maxsize=1)
def rules_of_2023() -> frozenset[str]:
    return frozenset(RULE_LINE.findall(CR_2023.read_text(encoding="utf-8-sig")))


@st.composite
def giant_setups(draw: st.DrawFn) -> dict[str, Any]:
    players = [
        {
            "name": f"H{index}",
            "team": "AB"[index // 2],
            "library": draw(st.sampled_from([3, 8, 25, 40])),
            "hand": ["Shahrazad", *draw(st.lists(st.sampled_from(SPELLS), max_size=2)), 2],
            "battlefield": draw(st.lists(st.sampled_from(PERMANENTS), max_size=2)),
            "outside": draw(st.lists(st.sampled_from(["Fork", "Grizzly Bears"]), max_size=2)),
        }
        for index in range(4)
    ]
    players[0]["life"] = draw(st.integers(1, 30))
    players[2]["poison"] = draw(st.integers(0, 14))
    return {"seed": draw(st.integers(0, 2**32)), "variant": "two_headed_giant", "players": players}


def _bounded(raw: dict[str, Any], world: World) -> dict[str, Any]:
    """Keeps nesting within MAX_DEPTH, and names a Wish as the source of a fetch."""
    definition = lookup(raw.get("card"))
    starts_subgame = definition is not None and definition.subgame is not None
    if raw["type"] == "cast" and starts_subgame and world.current.depth >= MAX_DEPTH:
        return {"type": "life", "player": raw["player"], "amount": -1}
    if raw["type"] == "bring_in" and raw["from"] == "outside":
        return {**raw, "source": WISHES[world.clock % 2]}
    return raw


@st.composite
def hidden_situations(draw: st.DrawFn) -> tuple[list[str], int]:
    scenario = draw(st.one_of(setups(), giant_setups()))
    names = [player["name"] for player in scenario["players"]]
    cited: list[str] = []
    deepest = [0]

    def observe(step: Step, world: World) -> None:
        check_conservation(world)
        cited.extend(step.rules)
        deepest[0] = max(deepest[0], step.depth)

    run = Run(validate_scenario(scenario), lang="ja", observer=observe)
    run.start()
    index = 0
    for _ in range(draw(st.integers(1, 50))):
        if run.world.main.over:
            break
        raw = _bounded(propose(draw, run.world), run.world)
        together = raw["type"] in SIMULTANEOUS and draw(st.integers(0, 6)) == 0
        follow = _bounded(propose(draw, run.world), run.world) if together else None
        if follow is not None and follow["type"] not in SIMULTANEOUS:
            follow = None
        run.apply(parse_event(raw, index, names), defer=follow is not None)
        index += 1
        if follow is not None:
            run.apply(parse_event({**follow, "with_previous": True}, index, names))
            index += 1
    run.finish()
    return cited, deepest[0]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hidden_situations())
def test_hidden_situations_never_crash_and_cite_only_existing_rules(
    case: tuple[list[str], int],
) -> None:
    cited, deepest = case
    assert deepest <= MAX_DEPTH
    if CR_2023.is_file():
        unknown = sorted(set(cited) - rules_of_2023())
        assert not unknown, f"not in the 2023-10-13 rules: {unknown}"


def test_every_rule_the_engine_can_cite_exists_in_the_2023_text() -> None:
    from engine.rule_citations import ALL_RULES

    if not CR_2023.is_file():
        pytest.skip(f"{CR_2023} is absent (../shared is reference data, not part of a clone)")
    assert not sorted(set(ALL_RULES) - rules_of_2023())
