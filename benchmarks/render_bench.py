"""Benchmark the step picture (bot/walkthroughs/step_picture.py): rendering one step must take
at most 50 ms.

For every step of three walkthroughs (a subgame nested two deep in Japanese, Two-Headed Giant in
English, an eight-player game with named battlefields), it times `step_png` as the bot calls it
(fonts loaded once per process, text rasterised once, a fixed palette, fast PNG compression)
against a naive baseline in the same run that loads the font file for every picture and saves the
full-colour PNG with maximum compression. Prints p50/p95/max per step and the PNG sizes; exits 1
if judgebot's p95 exceeds the target. Run:

    .venv/bin/python benchmarks/render_bench.py
"""

from __future__ import annotations

import io
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.walkthroughs.model import Walkthrough, present
from bot.walkthroughs.step_picture import DARK, load_font, scene_image, step_png
from bot.walkthroughs.step_scene import scene_at
from engine import simulate
from engine.presets import get_preset

TARGET_MS = 50.0


def eight_players() -> dict[str, Any]:
    names = [f"Player {n}" for n in range(1, 9)]
    players = [
        {"name": name, "library": 40, "battlefield": ["Platinum Angel", "Lich's Mirror", 3]}
        for name in names
    ]
    players[0]["hand"] = ["Shahrazad"]
    events = [
        {"type": "cast", "player": names[0], "card": "Shahrazad"},
        {"type": "resolve"},
        *({"type": "damage", "to": name, "amount": 3} for name in names),
        *({"type": "concede", "player": name} for name in names[1:]),
    ]
    return {"title": "Eight players", "players": players, "events": events}


def naive_png(walk: Walkthrough, index: int) -> bytes:
    """The same picture, loading the font for every render and compressing as hard as PNG can."""
    image = scene_image(scene_at(walk, index), DARK, load_font())
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", optimize=True, compress_level=9)
    return buffer.getvalue()


def timed(
    render: Callable[[Walkthrough, int], bytes], walk: Walkthrough
) -> tuple[list[float], int]:
    times, largest = [], 0
    for index in range(walk.total):
        start = time.perf_counter()
        data = render(walk, index)
        times.append((time.perf_counter() - start) * 1000)
        largest = max(largest, len(data))
    return times, largest


def row(name: str, system: str, times: list[float], largest: int) -> str:
    ordered = sorted(times)
    p95 = ordered[max(0, round(0.95 * len(ordered)) - 1)]
    return (
        f"| {name} | {system} | {len(times)} | {statistics.median(times):.1f} ms | "
        f"{p95:.1f} ms | {max(times):.1f} ms | {largest / 1024:.0f} KiB |"
    )


def main() -> int:
    workloads = [
        (
            "subgame-nested (ja, 3 games stacked)",
            present(simulate(get_preset("subgame-nested"), lang="ja"), lang="ja"),
        ),
        (
            "loss-two-headed-giant (en)",
            present(simulate(get_preset("loss-two-headed-giant"), lang="en"), lang="en"),
        ),
        (
            "eight players, named battlefields",
            present(simulate(eight_players(), lang="en"), lang="en"),
        ),
    ]
    start = time.perf_counter()
    step_png(workloads[0][1], 0)
    cold = (time.perf_counter() - start) * 1000
    print(f"first picture in a process (loads the font): {cold:.1f} ms\n")
    print("| walkthrough | system | steps | p50 | p95 | max | largest PNG |")
    print("|---|---|---|---|---|---|---|")
    worst = 0.0
    for name, walk in workloads:
        times, largest = timed(step_png, walk)
        ordered = sorted(times)
        worst = max(worst, ordered[max(0, round(0.95 * len(ordered)) - 1)])
        print(row(name, "judgebot", times, largest))
        print(row(name, "naive: font per render, max compression", *timed(naive_png, walk)))
    verdict = "within" if worst <= TARGET_MS else "OVER"
    print(f"\nworst judgebot p95 {worst:.1f} ms: {verdict} the {TARGET_MS:.0f} ms target")
    return 0 if worst <= TARGET_MS else 1


if __name__ == "__main__":
    raise SystemExit(main())
