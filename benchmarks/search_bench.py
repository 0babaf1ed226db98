"""Search latency and footprint, against naive rapidfuzz over every document in the same run.

    python benchmarks/search_bench.py [--rounds N] [--skip-100k]

Corpora: the bundled corpus; bundled + the four official rules files (when ../shared/data is
there); synthetic corpora of 10,000 and 100,000 passages added to the bundled corpus, made by
recombining the real sentences of the largest real corpus with made-up names (so trigram
statistics look like a growing real corpus). Prints in-process p50/p95 per corpus, the
ratio to the naive baseline, process start to first answer for `judgebot search`, and peak RSS.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.baselines import NaiveFuzzySearch
from benchmarks.common import (
    EVAL_DIR,
    REPO,
    build_corpus,
    cr_paths,
    percentile,
    timed_answers,
)
from bot.application.app import JudgeApp
from rulesdb.derived.search_index import refresh_trigram_frequencies
from rulesdb.text.normalize import fold

FALLBACK_QUESTIONS = [
    "サブゲームとは",
    "what is a subgame",
    "rule 724.2c",
    "毒カウンター 10個",
    "Platinum Angel",
    "ライフが0になったら負け",
    "commander damage 21",
    "サブゲーム終了時 ライブラリーに戻す",
]


def questions() -> list[str]:
    path = EVAL_DIR / "questions-dev.jsonl"
    if not path.exists():
        return FALLBACK_QUESTIONS
    return [json.loads(line)["q"] for line in path.read_text(encoding="utf-8").splitlines() if line]


async def time_ours(db: Path, asked: list[str], rounds: int) -> list[float]:
    app = await JudgeApp.open(db)
    try:
        # The search itself, not the application layer's answer cache (which would answer
        # every repeated question in microseconds).
        searcher = await app.searcher()
        return await timed_answers(searcher.search, asked, rounds)
    finally:
        await app.close()


def time_naive(db: Path, asked: list[str]) -> list[float]:
    with sqlite3.connect(db) as connection:
        naive = NaiveFuzzySearch(connection)
        times = []
        for question in asked:
            start = time.perf_counter()
            naive.search(question)
            times.append((time.perf_counter() - start) * 1000)
        return times


def _made_up_word(rng: random.Random) -> str:
    # A large corpus names many things the small one never does: card names, places, slang.
    if rng.random() < 0.5:
        return "".join(
            rng.choice(
                "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロン"
            )
            for _ in range(rng.randint(3, 7))
        )
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(rng.randint(4, 9)))


def add_synthetic_passages(db: Path, count: int, source: Path, seed: int = 7) -> None:
    """Add `count` section documents to `db`: real sentences of `source` recombined, with
    made-up names mixed in so that the vocabulary grows with the corpus as real text does."""
    rng = random.Random(seed)
    with sqlite3.connect(source) as origin:
        texts = [row[0] for row in origin.execute("SELECT text FROM documents")]
    sentences = [
        s.strip() for t in texts for s in re.split(r"(?<=[。.!?])\s*", t) if len(s.strip()) > 8
    ]
    with sqlite3.connect(db) as connection:
        rows = []
        for index in range(count):
            parts = [rng.choice(sentences) for _ in range(rng.randint(1, 3))]
            parts.insert(rng.randint(0, len(parts)), _made_up_word(rng))
            body = " ".join(parts)
            title = f"合成セクション {index}"
            rows.append(
                (
                    f"section:合成#{index}",
                    "section",
                    "ja",
                    title,
                    body,
                    "合成",
                    json.dumps([title], ensure_ascii=False),
                    fold(f"{title} {body}"),
                )
            )
        connection.executemany(
            "INSERT INTO documents (ref, kind, lang, title, text, page, section_path, folded)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            rows,
        )
        connection.execute("INSERT INTO documents_fts(documents_fts) VALUES ('rebuild')")
        refresh_trigram_frequencies(connection)


# Runs the command in a fresh, small process: a child forked from this (large) benchmark would
# count this process's memory in its own peak RSS.
LAUNCHER = """
import json, os, subprocess, sys, time
times, peak = [], 0
for _ in range(int(sys.argv[1])):
    start = time.perf_counter()
    child = subprocess.Popen(sys.argv[2:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    times.append((time.perf_counter() - start) * 1000)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{sys.argv[2:]} failed")
    peak = max(peak, usage.ru_maxrss)
print(json.dumps({"times": times, "peak_kib": peak}))
"""


def first_answer(db: Path, runs: int = 5) -> tuple[float, float]:
    """Median wall time of a whole `judgebot search` process, and its largest peak RSS."""
    judgebot = Path(sys.executable).with_name("judgebot")
    command = [str(judgebot), "search", "毒カウンター", "--db", str(db), "--json", "--limit", "3"]
    done = subprocess.run(
        [sys.executable, "-c", LAUNCHER, str(runs), *command],
        capture_output=True,
        text=True,
        check=True,
    )
    measured = json.loads(done.stdout)
    return statistics.median(measured["times"]), measured["peak_kib"] / 1024


def report(name: str, db: Path, asked: list[str], rounds: int, naive: bool = True) -> float:
    ours = time_ours(db, asked, rounds)
    measured = asyncio.run(ours)
    with sqlite3.connect(db) as connection:
        documents = connection.execute("SELECT count(*) FROM documents").fetchone()[0]
    p50, p95 = percentile(measured, 0.5), percentile(measured, 0.95)
    line = f"{name:<28} {documents:>7} docs  ours p50 {p50:6.2f} ms  p95 {p95:6.2f} ms"
    if naive:
        baseline = time_naive(db, asked)
        b50 = percentile(baseline, 0.5)
        line += f"  | naive rapidfuzz p50 {b50:8.1f} ms  ({b50 / p50:,.0f}x slower)"
    print(line, flush=True)
    return p95


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--skip-100k", action="store_true")
    args = parser.parse_args()
    asked = questions()
    print(
        f"{len(asked)} questions x {args.rounds} rounds, in-process (aiosqlite, warm page cache,"
        " answer cache bypassed)"
    )
    with tempfile.TemporaryDirectory() as tmp:
        bundled = build_corpus(Path(tmp) / "bundled.sqlite3", with_rules_files=False)
        report("bundled corpus", bundled, asked, args.rounds)
        full = None
        if cr_paths():
            full = build_corpus(Path(tmp) / "full.sqlite3", with_rules_files=True)
            report("bundled + 4 CR files", full, asked, args.rounds)
        else:
            print("bundled + 4 CR files: skipped (../shared/data/cr absent)")
        sizes = [10_000] if args.skip_100k else [10_000, 100_000]
        p95s = {}
        for size in sizes:
            synthetic = build_corpus(Path(tmp) / f"synthetic{size}.sqlite3", with_rules_files=False)
            add_synthetic_passages(synthetic, size, source=full or bundled)
            p95s[size] = report(f"synthetic {size:,} passages", synthetic, asked, args.rounds)
        if 100_000 in p95s:
            print(f"p95 at 100k / p95 at 10k: {p95s[100_000] / p95s[10_000]:.2f}x")
        for name, db in (("bundled", bundled), ("bundled + CR", full)):
            if db is None:
                continue
            wall, peak = first_answer(db)
            print(
                f"judgebot search, process start to answer ({name}): median {wall:.0f} ms,"
                f" peak RSS {peak:.0f} MiB"
            )
    print(f"(python {sys.version.split()[0]}, repo {REPO.name})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
