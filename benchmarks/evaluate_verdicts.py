"""Verdicts on the situation sets: precision and coverage, per file, split and language.

    python benchmarks/evaluate_verdicts.py [--misses]

Each question of benchmarks/eval/situations.jsonl (V-ids), situations-2.jsonl (W-ids, written
independently) and situations-3.jsonl (X-ids, written with the structure reader), each with its
own sha256 split, is asked as `search` asks it (the cards it names recognised by the search,
then read and played on the engine). A verdict is right when it is the expected one; a verdict
on a question that expects none is wrong. Precision: right verdicts among the verdicts given;
coverage: right verdicts among the questions that expect one. Each file's halves are reported,
then the first two files' halves together, then all three. Runs on the bundled corpus plus the
MTGJSON card sample when ../shared/data is there (the cards' names and texts), else on the
bundled corpus. `--misses` lists the tuning halves' misses only, with the reader's reason:
held-out questions are not for looking at while tuning.

    python benchmarks/evaluate_verdicts.py --probes [--misses]

`--probes`: the same on tests/bot/situations/coverage_probes.jsonl instead, stories written for
issue 23 the way players write them, split before any reading was tuned on them (every second
pair in the order written is held out).

    python benchmarks/evaluate_verdicts.py --cost [--db PATH] [--rounds N] [--record FILE]
                                           [--compare FILE] [--profile N]

`--cost`: the verdict's CPU a question. Every question of the situation sets and the realistic
sets is searched once (verdicts off) for the cards it names; then `verdict_for` (read the story,
play it on the engine) is timed on it, CPU time, the fastest of `--rounds` rounds: p50/p95 over
every question and over the stories read, and the load average. `--record FILE` writes question
-> verdict (asker, summaries, rules cited, scenario, defaults, assumptions; null when none) as
JSON; `--compare FILE` says how many differ from a recorded file and how many of those in
their outcome (a change that should keep every verdict must print "0 differ"), naming the
tuning halves' questions that differ and only counting the held-out ones; `--profile N`
prints cProfile's N costliest functions (cumulative) over one round instead. The database
is that of the figures, or `--db` (say, speed_targets.py's 30,000 cards: the names
recognised differ with the cards).
"""

from __future__ import annotations

import argparse
import asyncio
import cProfile
import json
import os
import pstats
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import (
    REALISTIC_QUESTIONS,
    REALISTIC_QUESTIONS_2,
    build_corpus,
    card_sample,
    percentile,
)
from bot.application.app import JudgeApp
from bot.application.situations import Unreadable, read_situation
from bot.application.situations.card_effects.oracle import OracleCard, oracle_cards
from bot.application.situations.verdict import verdict_for, verdict_or_reason

EVAL = Path(__file__).resolve().parent / "eval"
PROBES = Path(__file__).resolve().parents[1] / "tests/bot/situations/coverage_probes.jsonl"
SITUATION_SETS = (
    EVAL / "situations.jsonl",
    EVAL / "situations-2.jsonl",
    EVAL / "situations-3.jsonl",
)
Asked = tuple[str, list[str], list[OracleCard]]


@dataclass(frozen=True)
class Judged:
    id: str
    lang: str
    split: str
    expect: str
    got: str  # "none" when there was no verdict
    why: str = ""  # why there is no verdict (tuning halves only)

    @property
    def right(self) -> bool:
        return self.got != "none" and self.got == self.expect


def load(path: Path) -> list[dict[str, object]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line]


async def judge_all(db: Path, questions: list[dict[str, object]]) -> list[Judged]:
    app = await JudgeApp.open(db, verdicts=True)
    try:
        judged = []
        for q in questions:
            answer = await app.search(str(q["q"]))
            verdict = answer["verdict"]
            got = verdict["asker"] if verdict is not None else "none"
            why = ""
            if q["split"] == "tune" and got == "none":
                names = [card["ref"].removeprefix("card:") for card in answer["cards"]]
                # The reader's reason, or the engine's (an unread number whose role decides).
                found = verdict_or_reason(str(q["q"]), names, oracle_cards(answer["cards"]))
                why = found.reason if isinstance(found, Unreadable) else "refused by the search"
            judged.append(
                Judged(str(q["id"]), str(q["lang"]), str(q["split"]), str(q["expect"]), got, why)
            )
        return judged
    finally:
        await app.close()


def figures(judged: list[Judged]) -> tuple[str, str, int, int, int]:
    given = [j for j in judged if j.got != "none"]
    expecting = [j for j in judged if j.expect != "none"]
    right = sum(j.right for j in given)
    precision = f"{right / len(given):.3f}" if given else "-"
    coverage = f"{right / len(expecting):.3f}" if expecting else "-"
    return precision, coverage, right, len(given), len(expecting)


def report(title: str, judged: list[Judged]) -> None:
    print(f"\n{title}\n")
    print("| split | lang | precision | coverage | right / given / expecting |")
    print("|---|---|---|---|---|")
    for split in ("tune", "heldout"):
        for lang in ("ja", "en", "all"):
            part = [j for j in judged if j.split == split and lang in (j.lang, "all")]
            precision, coverage, right, given, expecting = figures(part)
            print(
                f"| {split} | {lang} | {precision} | {coverage} | {right} / {given} / {expecting} |"
            )


def every_question() -> list[str]:
    """The situation sets' and the realistic sets' questions."""
    paths = (*SITUATION_SETS, REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2)
    return [str(q["q"]) for path in paths for q in load(path)]


async def recognised(db: Path, asked: list[str]) -> list[Asked]:
    """Each question with the names and texts of the cards the search recognises in it."""
    app = await JudgeApp.open(db)
    try:
        out = []
        for question in asked:
            cards = (await app.search(question))["cards"]
            names = [card["ref"].removeprefix("card:") for card in cards]
            out.append((question, names, list(oracle_cards(cards))))
        return out
    finally:
        await app.close()


def record(inputs: list[Asked]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for question, names, texts in inputs:
        verdict = verdict_for(question, names, texts)
        out[question] = None if verdict is None else asdict(verdict)
    as_read: dict[str, Any] = json.loads(json.dumps(out))  # tuples as lists, as read back
    return as_read


def timings(inputs: list[Asked], rounds: int) -> list[float]:
    """Milliseconds of CPU per question, the fastest of `rounds`."""
    best = [float("inf")] * len(inputs)
    for _ in range(rounds):
        for index, (question, names, texts) in enumerate(inputs):
            start = time.process_time()
            verdict_for(question, names, texts)
            best[index] = min(best[index], (time.process_time() - start) * 1000)
    return best


def report_cost(inputs: list[Asked], rounds: int) -> None:
    times = timings(inputs, rounds)
    read = [
        t
        for t, (question, names, texts) in zip(times, inputs, strict=True)
        if not isinstance(read_situation(question, names, texts), Unreadable)
    ]
    for label, values in (("every question", times), ("stories read", read)):
        print(
            f"verdict_for CPU, {label} ({len(values)}): p50 {percentile(values, 0.5):.2f} ms,"
            f" p95 {percentile(values, 0.95):.2f} ms, total {sum(values):.0f} ms"
        )
    print(f"load average {' '.join(f'{v:.2f}' for v in os.getloadavg())}")


def held_out_questions() -> frozenset[str]:
    """The held-out halves' questions: a difference among them is counted, never shown."""
    paths = (*SITUATION_SETS, REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2)
    return frozenset(str(q["q"]) for path in paths for q in load(path) if q["split"] != "tune")


def _asker(verdict: dict[str, Any] | None) -> str:
    return str(verdict["asker"]) if verdict else "none"


def compare(recorded: dict[str, Any], path: Path) -> int:
    before = json.loads(path.read_text(encoding="utf-8"))
    differ = [q for q in sorted(set(before) | set(recorded)) if before.get(q) != recorded.get(q)]
    held = held_out_questions()
    for question in [q for q in differ if q not in held][:10]:
        print(f"differs: {question[:100]}")
    outcomes = sum(_asker(before.get(q)) != _asker(recorded.get(q)) for q in differ)
    given = sum(v is not None for v in recorded.values())
    print(
        f"{len(differ)} differ of {len(recorded)} questions ({given} verdicts): {outcomes} in"
        f" their outcome; {sum(q in held for q in differ)} of them held out (not shown)"
    )
    return 1 if differ else 0


def cost(args: argparse.Namespace) -> int:
    with tempfile.TemporaryDirectory() as folder:
        db = args.db or build_corpus(
            Path(folder) / "cards.sqlite3", with_rules_files=False, with_cards=True
        )
        inputs = asyncio.run(recognised(db, every_question()))
    if args.profile:
        profile = cProfile.Profile()
        profile.runcall(timings, inputs, 1)
        pstats.Stats(profile).sort_stats("cumulative").print_stats(args.profile)
        return 0
    report_cost(inputs, args.rounds)
    recorded = record(inputs)
    if args.record:
        args.record.write_text(json.dumps(recorded, ensure_ascii=False, indent=1), "utf-8")
    return compare(recorded, args.compare) if args.compare else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the tuning halves' misses")
    parser.add_argument("--probes", action="store_true", help="the coverage probes instead")
    parser.add_argument("--cost", action="store_true", help="the verdict's CPU a question")
    parser.add_argument("--db", type=Path, help="--cost: a built database")
    parser.add_argument("--rounds", type=int, default=3, help="--cost: rounds, the fastest kept")
    parser.add_argument("--record", type=Path, help="--cost: write every verdict to this file")
    parser.add_argument("--compare", type=Path, help="--cost: compare the verdicts with a file")
    parser.add_argument("--profile", type=int, default=0, help="--cost: the N costliest calls")
    args = parser.parse_args()
    if args.db is not None and not args.db.is_file():
        print(f"no database at {args.db}", file=sys.stderr)
        return 2
    if args.cost:
        return cost(args)
    sets = {path.name: load(path) for path in ((PROBES,) if args.probes else SITUATION_SETS)}
    questions = [q for qs in sets.values() for q in qs]
    with tempfile.TemporaryDirectory() as folder:
        db = build_corpus(Path(folder) / "cards.sqlite3", with_rules_files=False, with_cards=True)
        corpus = "bundled + cards" if card_sample() else "bundled"
        judged = asyncio.run(judge_all(db, questions))
    by_id = {j.id: j for j in judged}
    for name, qs in sets.items():
        report(f"{name}: {len(qs)} questions, {corpus}", [by_id[str(q["id"])] for q in qs])
    if not args.probes:
        first_two = [j for j in judged if not j.id.startswith("X")]
        report(f"the first two sets: {len(first_two)} questions", first_two)
        report(f"all sets: {len(questions)} questions", judged)
    if args.misses:
        texts = {str(q["id"]): q["q"] for q in questions if q["split"] == "tune"}
        print()
        for j in judged:
            if j.split == "tune" and not (j.right or (j.expect == "none" and j.got == "none")):
                print(f"{j.id} expect {j.expect} got {j.got} [{j.why}]: {texts[j.id]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
