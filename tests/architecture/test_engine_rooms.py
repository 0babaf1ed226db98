"""The engine's rooms and the arrows between them: the vocabulary at the bottom (errors, outcomes,
result types, rule numbers, team numbers, the cards' definitions), the state and the scenario on
it, the words and the step log above, the rules on those, the event handlers on the rules, and the
simulation on top. Preset data knows nothing of the engine. The house sizes hold everywhere."""

from __future__ import annotations

from tests.architecture import house

PACKAGE = "engine"
# room -> the rooms it may import
ALLOWED: dict[str, set[str]] = {
    "errors": set(),
    "outcomes": set(),
    "result_types": set(),
    "rule_citations": set(),
    "team_numbers": set(),
    "cards": set(),
    "preset_data": set(),
    "presets": {"errors", "preset_data"},
    "state": {"outcomes", "result_types"},
    "scenario": {"errors", "state"},
    "world_builder": {"scenario", "state", "team_numbers"},
    "i18n": {"outcomes", "state"},
    "log": {"i18n", "result_types", "rule_citations", "state"},
    "context": {"errors", "log", "scenario", "state"},
    "rules": {
        "cards",
        "context",
        "errors",
        "i18n",
        "log",
        "outcomes",
        "rule_citations",
        "scenario",
        "state",
        "team_numbers",
        "world_builder",
    },
    "events": {
        "cards",
        "context",
        "i18n",
        "log",
        "outcomes",
        "rule_citations",
        "rules",
        "scenario",
        "state",
    },
    "simulation": {
        "context",
        "errors",
        "events",
        "i18n",
        "log",
        "result_types",
        "rule_citations",
        "rules",
        "scenario",
        "state",
        "world_builder",
    },
}
# What the rules may not reach: they are driven by the events and the simulation, not the reverse.
ABOVE_THE_RULES = {"events", "simulation", "presets", "preset_data"}


def test_every_module_and_folder_of_the_engine_is_in_a_room() -> None:
    rooms = {
        path.relative_to(house.REPO / PACKAGE).parts[0].removesuffix(".py")
        for path in house.modules(PACKAGE)
        if path.relative_to(house.REPO / PACKAGE).parts[0] != "__init__.py"
    }
    assert rooms == set(ALLOWED)


def test_the_engine_keeps_the_house_sizes() -> None:
    assert house.long_modules(PACKAGE) == {}
    assert house.long_functions(PACKAGE) == {}
    assert house.crowded_folders(PACKAGE) == {}


def test_rooms_import_only_the_rooms_they_may() -> None:
    edges = house.room_edges(PACKAGE, set(ALLOWED))
    forbidden = {edge: files for edge, files in edges.items() if edge[1] not in ALLOWED[edge[0]]}
    assert forbidden == {}


def test_the_rules_know_nothing_above_them() -> None:
    edges = house.room_edges(PACKAGE, set(ALLOWED))
    assert not {target for source, target in edges if source == "rules"} & ABOVE_THE_RULES


def test_the_allowed_arrows_have_no_cycle() -> None:
    finished: set[str] = set()

    def visit(room: str, path: tuple[str, ...]) -> None:
        assert room not in path, f"cycle: {' -> '.join((*path, room))}"
        if room in finished:
            return
        for target in ALLOWED[room]:
            visit(target, (*path, room))
        finished.add(room)

    for room in ALLOWED:
        visit(room, ())
