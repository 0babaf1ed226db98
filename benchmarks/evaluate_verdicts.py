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
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import build_corpus, card_sample
from bot.application.app import JudgeApp
from bot.application.situations import Unreadable, read_situation

EVAL = Path(__file__).resolve().parent / "eval"
SITUATION_SETS = (
    EVAL / "situations.jsonl",
    EVAL / "situations-2.jsonl",
    EVAL / "situations-3.jsonl",
)


@dataclass(frozen=True)
class Judged:
    id: str
    lang: str
    split: str
    expect: str
    got: str  # "none" when there was no verdict
    why: str = ""  # the reader's reason when it read no situation (tuning halves only)

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
                reading = read_situation(str(q["q"]), names)
                why = reading.reason if isinstance(reading, Unreadable) else "played: no outcome"
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


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the tuning halves' misses")
    args = parser.parse_args()
    sets = {path.name: load(path) for path in SITUATION_SETS}
    questions = [q for qs in sets.values() for q in qs]
    with tempfile.TemporaryDirectory() as folder:
        db = build_corpus(Path(folder) / "cards.sqlite3", with_rules_files=False, with_cards=True)
        corpus = "bundled + cards" if card_sample() else "bundled"
        judged = asyncio.run(judge_all(db, questions))
    by_id = {j.id: j for j in judged}
    for name, qs in sets.items():
        report(f"{name}: {len(qs)} questions, {corpus}", [by_id[str(q["id"])] for q in qs])
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
