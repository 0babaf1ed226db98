"""Property tests over random valid scenarios with nested subgames.

The generator drives the engine one event at a time and only proposes events that are possible
in the current state, so every generated scenario is valid. For each one: no exception, every
card in exactly one zone of one game (or outside) at every step, every cited rule well-formed,
and the same seed gives the same output when the whole scenario is run again.
"""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings, target
from hypothesis import strategies as st

from engine import ScenarioError, simulate
from engine.cards import lookup, type_line_of
from engine.cards.base import Static
from engine.log.steps import Step
from engine.presets import get_preset, preset_names
from engine.rule_citations import is_rule_number
from engine.scenario.event_validation import parse_event
from engine.scenario.validation import validate_scenario
from engine.simulation import Run
from engine.state import Game, StackItem, World, ZoneName
from tests.engine.helpers import check_conservation

PERMANENTS = [
    "Platinum Angel",
    "Lich's Mirror",
    "Exquisite Archangel",
    "Soul Echo",
    "Transcendence",
    "Lich's Tomb",
    "Phyrexian Unlife",
    "Abyssal Persecutor",
    "Blood Tyrant",
    "Sengir, the Dark Baron",
    "Share the Spoils",
    "Lich's Mastery",
    "Laboratory Maniac",
    "Grizzly Bears",
    "Immortal Coil",
    "Enduring Angel",
    "Nine Lives",
    "Nefarious Lich",
    "Forbidden Crypt",
    "Triskaidekaphobia",
    "Demonic Pact",
    "Blood Tyrant",
]
SPELLS = [
    "Shahrazad",
    "Shahrazad",
    "Enter the Dungeon",
    "The Countdown Is at One",
    "Tug of War",
    "Angel's Grace",
    "Fork",
    "Burning Wish",
    "Final Fortune",
    "Pact of the Titan",
    "Glorious End",
]


@st.composite
def setups(draw: st.DrawFn) -> dict[str, Any]:
    variant = draw(
        st.sampled_from(["normal", "normal", "commander", "planechase", "vanguard", "archenemy"])
    )
    count = draw(st.integers(2, 4))
    players = []
    for index in range(count):
        player: dict[str, Any] = {
            "name": f"P{index}",
            "life": draw(st.integers(1, 30)),
            "poison": draw(st.integers(0, 9)),
            "library": draw(st.sampled_from([3, 8, 25, 40, 60])),
            "hand": [
                "Shahrazad",
                *draw(st.lists(st.sampled_from(SPELLS), max_size=2)),
                draw(st.integers(0, 4)),
            ],
            "graveyard": draw(st.integers(0, 3)),
            "battlefield": draw(st.lists(st.sampled_from(PERMANENTS), max_size=3)),
            "outside": draw(
                st.lists(st.sampled_from(["Shahrazad", "Fork", "Grizzly Bears"]), max_size=2)
            ),
        }
        if variant == "commander":
            player["commander"] = f"Commander {index}"
        elif variant == "planechase":
            player["planar_deck"] = draw(st.integers(0, 5))
            player["command"] = draw(st.lists(st.just("Krosa"), max_size=1))
        elif variant == "vanguard":
            player["vanguard"] = f"Vanguard {index}"
        elif variant == "archenemy" and index == 0:
            player["archenemy"] = True
            player["scheme_deck"] = draw(st.integers(0, 6))
        players.append(player)
    extra: dict[str, Any] = {}
    if count == 4 and variant == "normal" and draw(st.booleans()):
        for index, player in enumerate(players):
            player["team"] = "AB"[index % 2]
            player["emperor"] = index < 2 and draw(st.booleans())
    elif count >= 3 and variant == "normal" and draw(st.booleans()):
        extra["range_of_influence"] = 1
    return {
        **extra,
        "seed": draw(st.integers(0, 2**32)),
        "variant": variant,
        "rules": draw(st.sampled_from(["current", "pre-2007"])),
        "players": players,
        "events": [],
    }


def _split_second(game: Game) -> bool:
    return any(
        item.is_spell
        and lookup(item.name) is not None
        and Static.SPLIT_SECOND in lookup(item.name).statics  # type: ignore[union-attr]
        for item in game.stack
    )


def _copyable(item: StackItem) -> bool:
    types = type_line_of(item.name, item.card.type_line if item.card else None)
    return item.is_spell and (types is None or types.is_instant_or_sorcery)


def _named(world: World, game: Game, seat: int, zone: ZoneName) -> list[str]:
    return [c.name for c in game.players[seat].zones[zone] if c.name and not c.is_token]


def propose(draw: st.DrawFn, world: World) -> dict[str, Any]:
    """An event that is possible in the current state of the current game."""
    game = world.current
    seats = game.seats_in_game()
    names = [world.name_of(seat) for seat in seats]
    seat = draw(st.sampled_from(seats))
    name = world.name_of(seat)
    hand = game.players[seat].zones[ZoneName.HAND]
    options = ["damage", "life", "poison", "draw", "mill", "exile", "token"]
    if game.stack:
        options += ["resolve"] * 6
    else:
        options += ["end_turn"]
    if len(hand) and not _split_second(game):
        options += ["cast"] * 8
    if (
        any(_copyable(item) for item in game.stack)
        and not _split_second(game)
        and (hand.find_named("Fork") or hand.find_unnamed())
    ):
        options += ["copy"] * 2
    if len(world.outside[seat]):
        options.append("bring_in")
    if (
        game.parent is not None
        and seat in game.parent.players
        and _named(world, game.parent, seat, ZoneName.GRAVEYARD)
    ):
        options.append("bring_in_parent")
    permanents = _named(world, game, seat, ZoneName.BATTLEFIELD)
    if permanents:
        options += ["leave", "phase_out"]
    options.append(draw(st.sampled_from(["concede", "lose", "win", "life"])))
    if "Gideon of the Trials" in permanents and not _split_second(game):
        options.append("activate")
    others = [
        (other, card.name)
        for other in seats
        if other != seat
        for card in game.players[other].zones[ZoneName.BATTLEFIELD]
        if card.name and not card.phased_out
    ]
    if others:
        options.append("gain_control")
    if game.parent is not None and world.main.in_game(seat):
        options.append("concede_main")
    kind = draw(st.sampled_from(options))
    if kind == "gain_control":
        other, card_name = draw(st.sampled_from(others))
        controller = world.name_of(other)
        return {"type": "gain_control", "player": name, "card": card_name, "controller": controller}
    if kind == "concede_main":
        return {"type": "concede", "player": name, "game": "main"}
    if kind == "cast":
        named = [c.name for c in hand if c.name]
        extra = ["Shahrazad", "Shahrazad", "Shahrazad", "Platinum Angel"]
        choices = named + (extra if hand.find_unnamed() else [])
        return {"type": "cast", "player": name, "card": draw(st.sampled_from(choices))}
    if kind == "copy":
        targets = [i for i, item in enumerate(reversed(game.stack)) if _copyable(item)]
        return {
            "type": "copy",
            "player": name,
            "card": "Fork",
            "target": draw(st.sampled_from(targets)),
        }
    if kind == "resolve":
        return {"type": "resolve"}
    if kind == "end_turn":
        return {"type": "end_turn"}
    if kind == "damage":
        targets = draw(
            st.lists(st.sampled_from(names), min_size=1, max_size=len(names), unique=True)
        )
        return {"type": "damage", "to": targets, "amount": draw(st.integers(0, 12)), "by": name}
    if kind == "life":
        return {"type": "life", "player": name, "amount": draw(st.integers(-12, 12))}
    if kind == "poison":
        return {"type": "poison", "player": name, "amount": draw(st.integers(0, 4))}
    if kind == "draw":
        return {"type": "draw", "player": name, "count": draw(st.integers(0, 3))}
    if kind == "mill":
        return {"type": "mill", "player": name, "count": draw(st.integers(0, 5))}
    if kind == "exile":
        return {"type": "exile", "player": name, "count": draw(st.integers(0, 4))}
    if kind == "token":
        return {"type": "enter", "player": name, "card": "Soldier", "token": True}
    if kind == "bring_in":
        card = world.outside[seat].cards[0].name or "Grizzly Bears"
        return {"type": "bring_in", "player": name, "card": card, "from": "outside"}
    if kind == "bring_in_parent":
        assert game.parent is not None
        card = draw(st.sampled_from(_named(world, game.parent, seat, ZoneName.GRAVEYARD)))
        return {"type": "bring_in", "player": name, "card": card, "from": "graveyard"}
    if kind in ("leave", "phase_out"):
        card = draw(st.sampled_from(permanents))
        phased_in = [
            c
            for c in game.players[seat].zones[ZoneName.BATTLEFIELD]
            if c.name == card and not c.phased_out
        ]
        if not phased_in:
            return {"type": "life", "player": name, "amount": 1}
        if kind == "leave":
            to = draw(st.sampled_from(["graveyard", "exile", "hand", "library"]))
            return {"type": "leave", "player": name, "card": card, "to": to}
        return {"type": "phase_out", "player": name, "card": card}
    if kind == "activate":
        return {"type": "activate", "player": name, "card": "Gideon of the Trials"}
    return {"type": kind, "player": name}


SIMULTANEOUS = {"damage", "life", "poison", "draw", "mill", "lose", "win"}


@st.composite
def driven_runs(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, Any], int]:
    scenario = draw(setups())
    names = [player["name"] for player in scenario["players"]]
    steps_seen: list[int] = [0]
    max_depth = [0]

    def observe(step: Step, world: World) -> None:
        check_conservation(world)
        assert all(is_rule_number(rule) for rule in step.rules), step.rules
        steps_seen[0] += 1
        max_depth[0] = max(max_depth[0], step.depth)

    run = Run(validate_scenario(scenario), lang="en", observer=observe)
    run.start()
    events: list[dict[str, Any]] = []
    index = 0
    for _ in range(draw(st.integers(1, 45))):
        if run.world.main.over:
            break
        raw = propose(draw, run.world)
        follow = None
        if raw["type"] in SIMULTANEOUS and draw(st.integers(0, 7)) == 0:
            # the next event happens in the same instant: no state-based check in between
            candidate = propose(draw, run.world)
            if candidate["type"] in SIMULTANEOUS:
                follow = {**candidate, "with_previous": True}
        run.apply(parse_event(raw, index, names), defer=follow is not None)
        events.append(raw)
        index += 1
        if follow is not None:
            run.apply(parse_event(follow, index, names))
            events.append(follow)
            index += 1
    result = run.finish()
    scenario["events"] = events
    assert steps_seen[0] == len(result["steps"])
    return scenario, result, max_depth[0]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(driven_runs())
def test_random_scenarios_conserve_cards_and_are_deterministic(
    case: tuple[dict[str, Any], dict[str, Any], int],
) -> None:
    scenario, incremental, depth = case
    target(float(depth), label="subgame depth")
    again = simulate(scenario, lang="en")
    assert again == incremental
    assert simulate(scenario, lang="en") == again
    for step in again["steps"]:
        assert all(is_rule_number(rule) for rule in step["rules"])
        assert step["title_i18n"]["ja"] and step["title_i18n"]["en"]


def test_the_generator_reaches_nested_subgames() -> None:
    depths: list[int] = []

    @settings(
        max_examples=80,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(driven_runs())
    def collect(case: tuple[dict[str, Any], dict[str, Any], int]) -> None:
        depths.append(case[2])

    collect()
    assert max(depths) >= 2, "random scenarios should include subgames of subgames"


JSON = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(-30, 30)
    | st.text(max_size=8)
    | st.sampled_from(["Alice", "Bob", "Shahrazad", "resolve", "cast", "damage", "library"]),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.sampled_from(
                [
                    "type",
                    "player",
                    "card",
                    "amount",
                    "count",
                    "to",
                    "from",
                    "name",
                    "life",
                    "library",
                    "hand",
                    "events",
                    "players",
                ]
            ),
            children,
            max_size=4,
        )
    ),
    max_leaves=20,
)


@settings(max_examples=300, deadline=None)
@given(JSON)
def test_arbitrary_input_is_a_result_or_a_scenario_error(data: object) -> None:
    try:
        simulate(data)  # type: ignore[arg-type]
    except ScenarioError as error:
        assert str(error)


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(preset_names()), st.data())
def test_mutated_presets_are_a_result_or_a_scenario_error(name: str, data: st.DataObject) -> None:
    scenario = get_preset(name)
    events = scenario["events"]
    if events:
        position = data.draw(st.integers(0, len(events) - 1))
        event = events[position]
        key = data.draw(st.sampled_from(sorted(event)))
        event[key] = data.draw(JSON)
    else:
        scenario["events"] = [data.draw(JSON)]
    try:
        simulate(scenario)
    except ScenarioError as error:
        assert error.field is None or error.field in str(error)
