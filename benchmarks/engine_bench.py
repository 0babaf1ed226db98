"""Benchmark the rules engine on a 1,000-event scenario with nested subgames.

Prints the time per run, the steps produced, the peak memory and the memory the result keeps
per step, for the engine's snapshots (unchanged parts shared between steps) and for a naive
baseline that deep-copies the world at every step and rebuilds every snapshot. Run:

    .venv/bin/python benchmarks/engine_bench.py
"""

from __future__ import annotations

import copy
import gc
import statistics
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.log.snapshot import Snapshotter
from engine.result_types import GameSnapshot
from engine.scenario.validation import validate_scenario
from engine.simulation import run
from engine.state import Game, World

TARGET_SECONDS = 1.0


def nested_scenario(events_wanted: int) -> dict[str, Any]:
    """Cycles of Shahrazad inside Shahrazad inside Shahrazad (depth 3), play, then unwind."""
    cycle: list[dict[str, Any]] = [
        {"type": "cast", "player": "Alice", "card": "Shahrazad"},
        {"type": "resolve"},
        {"type": "draw", "player": "Alice", "count": 1},
        {"type": "cast", "player": "Bob", "card": "Shahrazad"},
        {"type": "resolve"},
        {"type": "cast", "player": "Alice", "card": "Shahrazad"},
        {"type": "resolve"},
        {"type": "damage", "to": ["Alice", "Bob"], "amount": 2, "by": "Alice"},
        {"type": "poison", "player": "Bob", "amount": 1},
        {"type": "mill", "player": "Alice", "count": 2},
        {"type": "concede", "player": "Bob"},
        {"type": "exile", "player": "Bob", "count": 1},
        {"type": "concede", "player": "Bob"},
        {"type": "life", "player": "Bob", "amount": 3},
        {"type": "concede", "player": "Alice"},
        {"type": "life", "player": "Alice", "amount": 20},
        {"type": "life", "player": "Bob", "amount": 20},
        {"type": "end_turn"},
    ]
    events: list[dict[str, Any]] = []
    while len(events) < events_wanted:
        events.extend(copy.deepcopy(cycle))
    return {
        "title": "benchmark",
        "seed": 42,
        "players": [
            {"name": "Alice", "library": 120, "hand": 300, "battlefield": ["Platinum Angel"]},
            {"name": "Bob", "library": 120, "hand": 10, "poison": 3},
        ],
        "events": events[:events_wanted],
    }


class UnsharedSnapshotter(Snapshotter):
    """Middle ground: no world copies, but every snapshot rebuilt with nothing shared."""

    def __init__(self, world: World) -> None:
        super().__init__(world, cache=False)


class NaiveSnapshotter(Snapshotter):
    """Baseline: deep-copy the whole world per step (kept, as a replay log would) and rebuild
    every zone and player snapshot from scratch."""

    def __init__(self, world: World) -> None:
        super().__init__(world, cache=False)
        self.copies: list[World] = []

    def game(self, game: Game) -> GameSnapshot:
        self.copies.append(copy.deepcopy(self.world))
        return super().game(game)


def measure(scenario: dict[str, Any], factory: type[Snapshotter], repeats: int) -> dict[str, float]:
    parsed = validate_scenario(scenario)
    times = []
    for _ in range(repeats):
        gc.collect()
        start = time.perf_counter()  # validation included: the cost of engine.simulate
        simulation = run(validate_scenario(scenario), lang="en", snapshotter=factory)
        times.append(time.perf_counter() - start)
        del simulation
    gc.collect()
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    simulation = run(parsed, lang="en", snapshotter=factory)
    _, peak = tracemalloc.get_traced_memory()
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    kept = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    steps = len(simulation.result["steps"])
    max_depth = max(step["depth"] for step in simulation.result["steps"])
    del simulation
    return {
        "median_s": statistics.median(times),
        "best_s": min(times),
        "steps": steps,
        "max_depth": max_depth,
        "peak_mb": peak / 1e6,
        "kept_kb_per_step": kept / 1e3 / steps,
    }


def main() -> int:
    scenario = nested_scenario(1000)
    fast = measure(scenario, Snapshotter, repeats=5)
    unshared = measure(scenario, UnsharedSnapshotter, repeats=3)
    slow = measure(scenario, NaiveSnapshotter, repeats=1)
    print(
        f"scenario: {len(scenario['events'])} events, {fast['steps']:.0f} steps, "
        f"subgames nested {fast['max_depth']:.0f} deep"
    )
    print(f"{'':22}{'median s':>10}{'best s':>10}{'peak MB':>10}{'kept kB/step':>14}")
    rows = (("engine (shared)", fast), ("rebuilt, unshared", unshared), ("naive deep copy", slow))
    for label, figures in rows:
        print(
            f"{label:22}{figures['median_s']:10.3f}{figures['best_s']:10.3f}"
            f"{figures['peak_mb']:10.1f}{figures['kept_kb_per_step']:14.2f}"
        )
    print(
        f"speed-up {slow['median_s'] / fast['median_s']:.1f}x, "
        f"memory per step {slow['kept_kb_per_step'] / fast['kept_kb_per_step']:.1f}x smaller"
    )
    print("memory per step as the scenario grows (engine):")
    for size in (250, 500, 1000, 2000, 4000):
        figures = measure(nested_scenario(size), Snapshotter, repeats=1)
        print(
            f"  {size:5d} events: {figures['steps']:6.0f} steps, "
            f"{figures['kept_kb_per_step']:6.2f} kB/step, {figures['median_s']:.3f} s"
        )
    ok = fast["median_s"] < TARGET_SECONDS
    print(f"target: 1,000 events under {TARGET_SECONDS:.0f} s -> {'met' if ok else 'MISSED'}")
    return 0 if ok else 1


if __name__ == "__main__":
    raise SystemExit(main())
