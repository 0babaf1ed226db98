"""benchmarks/ keeps the house rules, and its modules import each other only along these arrows:
the shared pieces (where the data lives, statistics, the baselines, question scoring) import no
script, and no script imports another but for the search benchmark's questions."""

from __future__ import annotations

from tests.architecture.house import (
    REPO,
    crowded_folders,
    cycle_in,
    forbidden_arrows,
    long_functions,
    long_modules,
)

PACKAGE = "benchmarks"
# Each module of benchmarks/ -> the modules of benchmarks/ it may import.
ALLOWED: dict[str, set[str]] = {
    # shared pieces
    "common": set(),
    "baselines": set(),
    "evaluation": set(),
    # the evaluation harness
    "evaluate": {"baselines", "common", "evaluation"},
    "evaluate_verdicts": {"common"},
    "behaviour_snapshot": set(),
    # the performance benchmarks
    "build_bench": {"common"},
    "cr_parse_bench": {"common"},
    "search_bench": {"baselines", "common"},
    "cards_bench": {"common", "evaluation", "search_bench"},
    "wiki_sync_bench": {"common"},
    "engine_bench": set(),
    "render_bench": set(),
    "discord_load": {"common"},
    "speed_targets": {"baselines", "cards_bench", "common", "discord_load", "search_bench"},
}


def rooms() -> set[str]:
    return {path.stem for path in (REPO / PACKAGE).glob("*.py") if path.stem != "__init__"}


def test_every_module_has_its_arrows_stated() -> None:
    assert rooms() == set(ALLOWED)


def test_the_house_rules_hold() -> None:
    assert long_modules(PACKAGE) == {}
    assert long_functions(PACKAGE) == {}
    assert crowded_folders(PACKAGE) == {}


def test_imports_follow_the_allowed_arrows() -> None:
    assert forbidden_arrows(PACKAGE, ALLOWED) == {}


def test_no_cycles_between_modules() -> None:
    assert cycle_in(ALLOWED) is None
