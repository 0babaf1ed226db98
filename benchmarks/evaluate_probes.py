"""Verdicts on the coverage probes: precision and coverage on each half.

    python benchmarks/evaluate_probes.py [--misses]

tests/bot/situations/coverage_probes.jsonl holds stories written for issue 23 the way players
write them (English and Japanese, with the verdict a judge gives the asker, or none), split
before any reading was tuned on them: every second pair of stories in the order written is
held out. Each is asked as `search` asks it, on the same database as evaluate_verdicts.py.
`--misses` lists the tuning half's misses with the reader's reason; the held-out half is only
ever reported in aggregate.
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import build_corpus, card_sample
from benchmarks.evaluate_verdicts import judge_all, load, report

PROBES = Path(__file__).resolve().parents[1] / "tests/bot/situations/coverage_probes.jsonl"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--misses", action="store_true", help="list the tuning half's misses")
    args = parser.parse_args()
    questions = load(PROBES)
    with tempfile.TemporaryDirectory() as folder:
        db = build_corpus(Path(folder) / "cards.sqlite3", with_rules_files=False, with_cards=True)
        corpus = "bundled + cards" if card_sample() else "bundled"
        judged = asyncio.run(judge_all(db, questions))
    report(f"{PROBES.name}: {len(questions)} questions, {corpus}", judged)
    if args.misses:
        texts = {str(q["id"]): q["q"] for q in questions if q["split"] == "tune"}
        print()
        for j in judged:
            if j.split == "tune" and not (j.right or (j.expect == "none" and j.got == "none")):
                print(f"{j.id} expect {j.expect} got {j.got} [{j.why}]: {texts[j.id]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
