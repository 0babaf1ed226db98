"""`make bench`: the product's speed targets, each beside its baseline in the same run; exit 1
when one is missed.

    python benchmarks/speed_targets.py [--cards 30000] [--db PATH] [--keep DIR] [--runs 5]
                                       [--skip-discord]

The database holds the bundled corpus, the four official rules files and 30,000 generated cards
(benchmarks/cards_bench.py's generator; `--db` reuses one, `--keep DIR` keeps the one built).
1. Process start to answer, median of `--runs` after a warm-up, byte code compiled first:
   `judgebot rule 704.5a` and `judgebot card "Platinum Angel"` <= 150 ms, `judgebot search`
   <= 250 ms (an English and a Japanese question); beside the bare interpreter (`python -c
   pass`) and the sqlite3 shell reading the same rule; peak RSS of each.
2. In-process answers of `search` with verdicts on and the answer cache off: p95 <= 10 ms on the
   dev questions, <= 15 ms on the realistic sets' stories; naive rapidfuzz over every document
   beside.
3. Discord bursts (benchmarks/discord_load.py, 50 at once through the loopback stand-in): the
   bot's p99 and CPU per interaction warm (answer cache on) and cold (JUDGEBOT_ANSWER_CACHE=0:
   every interaction does its whole work) beside a bare discord.py bot's; target: cold p99 <= 3x
   the bare bot's.
Without ../shared/data/cr (the official rules are reference data, not part of a clone) it says
so and measures nothing.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.cards_bench import realistic_questions, write_full_size_file  # noqa: E402
from benchmarks.common import (  # noqa: E402
    build_corpus,
    cr_paths,
    percentile,
    timed_answers,
)
from benchmarks.search_bench import questions as dev_questions  # noqa: E402
from benchmarks.search_bench import time_naive  # noqa: E402

LOOKUP_TARGET_MS = 150.0
SEARCH_TARGET_MS = 250.0
DEV_P95_TARGET_MS = 10.0
STORY_P95_TARGET_MS = 15.0
COLD_RATIO_TARGET = 3.0
RULE = "704.5a"
CARD = "Platinum Angel"
SEARCHES = ("can I lose with Platinum Angel at 0 life", "ライフが0になったら負けますか")
JUDGEBOT = Path(sys.executable).with_name("judgebot")


@dataclass(frozen=True)
class Figure:
    name: str
    value: float
    unit: str
    target: float | None = None  # at most
    note: str = ""

    @property
    def missed(self) -> bool:
        return self.target is not None and self.value > self.target

    def line(self) -> str:
        target = f"target <= {self.target:g} {self.unit}: " if self.target is not None else ""
        verdict = ("MISSED" if self.missed else "ok") if self.target is not None else ""
        note = f"  ({self.note})" if self.note else ""
        return f"  {self.name:58}{self.value:9.1f} {self.unit:3} {target}{verdict}{note}"


def database(args: argparse.Namespace) -> Path:
    if args.db:
        return Path(args.db)
    folder = Path(tempfile.mkdtemp(prefix="judgebot-speed-"))
    source = folder / "AtomicCards.json"
    write_full_size_file(source, args.cards)
    db = build_corpus(folder / "judgebot.sqlite3", with_rules_files=True)
    subprocess.run(
        [str(JUDGEBOT), "ingest", "--db", str(db), str(source)],
        check=True,
        stdout=subprocess.DEVNULL,
    )
    source.unlink()
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        shutil.copy2(db, args.keep / db.name)
    return db


def run_once(argv: list[str]) -> tuple[float, float | None]:
    """(seconds from start to exit, peak RSS in MB) of one process; it must succeed. The peak is
    GNU time's (a child of this process would count this process's memory before its exec as
    its own); None without it."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    timer = shutil.which("time") or ("/usr/bin/time" if Path("/usr/bin/time").exists() else None)
    with tempfile.NamedTemporaryFile("r") as peak:
        command = [timer, "-f", "%M", "-o", peak.name, *argv] if timer else argv
        start = time.perf_counter()
        done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        elapsed = time.perf_counter() - start
        if done.returncode != 0:
            raise SystemExit(f"{' '.join(argv)} failed ({done.returncode}): {done.stderr!r}")
        kilobytes = peak.read().strip().splitlines()[-1:] if timer else []
    return elapsed, int(kilobytes[0]) / 1024 if kilobytes else None


def median_run(argv: list[str], runs: int) -> tuple[float, str]:
    run_once(argv)  # the page cache and the byte code, as a user's second command has them
    timed = [run_once(argv) for _ in range(runs)]
    peaks = [rss for _, rss in timed if rss is not None]
    peak = f"peak RSS {max(peaks):.0f} MB" if peaks else "peak RSS not measured (no GNU time)"
    return statistics.median(t for t, _ in timed) * 1000, peak


def process_figures(db: Path, runs: int) -> list[Figure]:
    subprocess.run(
        [sys.executable, "-m", "compileall", "-q", "bot", "rulesdb", "engine", "scraper"],
        cwd=REPO,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    commands: list[tuple[str, list[str], float | None]] = [
        ("python -c pass (the bare interpreter)", [sys.executable, "-c", "pass"], None),
    ]
    if shutil.which("sqlite3"):
        select = (
            f"SELECT text FROM rules WHERE number = '{RULE}' AND lang = 'en'"
            " ORDER BY edition DESC LIMIT 1"
        )
        commands.append((f"sqlite3 shell, rule {RULE}", ["sqlite3", str(db), select], None))
    judgebot = [str(JUDGEBOT)]
    commands += [
        (f"judgebot rule {RULE}", [*judgebot, "rule", RULE, "--db", str(db)], LOOKUP_TARGET_MS),
        (f'judgebot card "{CARD}"', [*judgebot, "card", CARD, "--db", str(db)], LOOKUP_TARGET_MS),
    ]
    commands += [
        (
            f'judgebot search "{question}"',
            [*judgebot, "search", question, "--db", str(db)],
            SEARCH_TARGET_MS,
        )
        for question in SEARCHES
    ]
    figures = []
    for name, argv, target in commands:
        ms, peak = median_run(argv, runs)
        figures.append(Figure(name, ms, "ms", target, peak))
    return figures


async def in_process_figures(db: Path) -> list[Figure]:
    from bot.application.app import JudgeApp

    app = await JudgeApp.open(db, answer_cache_size=0, verdicts=True)
    try:
        await app.warm()
        sets = [
            ("dev questions", dev_questions(), DEV_P95_TARGET_MS, 3),
            ("realistic stories", realistic_questions(), STORY_P95_TARGET_MS, 1),
        ]
        figures = []
        for name, asked, target, rounds in sets:
            times = await timed_answers(app.search, asked, rounds)
            p50 = percentile(times, 0.5)
            figures.append(
                Figure(
                    f"search in-process, {name} ({len(asked)}), p95",
                    percentile(times, 0.95),
                    "ms",
                    target,
                    f"p50 {p50:.2f} ms, verdicts on",
                )
            )
            figures.append(naive_figure(db, name, asked))
        return figures
    finally:
        await app.close()


def naive_figure(db: Path, name: str, asked: list[str]) -> Figure:
    times = time_naive(db, asked)
    return Figure(
        f"  naive rapidfuzz over every document, {name}, p95", percentile(times, 0.95), "ms"
    )


async def discord_figures(db: Path) -> list[Figure]:
    from benchmarks.discord_load import measure

    rounds, concurrency = 10, 50
    bare = await measure("bare discord.py bot", ["--child", "baseline"], rounds, concurrency, 60.0)
    child = ["--child", "judgebot", "--app", "real", "--db", str(db)]
    warm = await measure("judgebot (answer cache on)", child, rounds, concurrency, 180.0)
    # Cold: every interaction does its whole work (the bot reads JUDGEBOT_ANSWER_CACHE).
    os.environ["JUDGEBOT_ANSWER_CACHE"] = "0"
    try:
        cold = await measure("judgebot cold (cache off)", child, rounds, concurrency, 180.0)
    finally:
        del os.environ["JUDGEBOT_ANSWER_CACHE"]
    floor = max(bare.percentile(0.99), 0.001)
    figures = [
        Figure(
            f"Discord burst, {result.name}, p99",
            result.percentile(0.99),
            "ms",
            note=(
                f"CPU {result.bot_cpu_ms:.2f} ms an interaction ({result.loop_cpu_ms:.2f} on the"
                f" event loop's thread), {len(result.failures)} failed"
            ),
        )
        for result in (bare, warm, cold)
    ]
    figures.append(
        Figure("Discord burst, warm p99 / the bare bot's", warm.percentile(0.99) / floor, "x")
    )
    figures.append(
        Figure(
            "Discord burst, cold p99 / the bare bot's",
            cold.percentile(0.99) / floor,
            "x",
            COLD_RATIO_TARGET,
        )
    )
    failures = len(bare.failures) + len(warm.failures) + len(cold.failures)
    figures.append(Figure("Discord burst, failed interactions", failures, "", 0.0))
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--db", help="an existing database to measure (not rebuilt)")
    parser.add_argument("--keep", type=Path, help="keep the database built in this folder")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--skip-discord", action="store_true")
    args = parser.parse_args()
    if not args.db and not cr_paths():
        print(
            "speed targets: ../shared/data/cr is absent (the official rules files are needed);"
            " nothing measured"
        )
        return 0
    started = time.perf_counter()
    db = database(args)
    try:
        print(f"database: {db} ({db.stat().st_size / 1e6:.0f} MB)")
        print("Process start to answer (median of runs after a warm-up):")
        figures = process_figures(db, args.runs)
        for figure in figures:
            print(figure.line())
        print("In-process answers (verdicts on, answer cache off):")
        more = asyncio.run(in_process_figures(db))
        if not args.skip_discord:
            more += asyncio.run(discord_figures(db))
        for figure in more:
            print(figure.line())
        figures += more
    finally:
        if not args.db:
            shutil.rmtree(db.parent, ignore_errors=True)
    missed = [figure.name for figure in figures if figure.missed]
    print(
        f"{len(figures)} figures in {time.perf_counter() - started:.0f} s;"
        f" {len(missed)} targets missed" + (f": {', '.join(missed)}" if missed else "")
    )
    return 1 if missed else 0


if __name__ == "__main__":
    raise SystemExit(main())
