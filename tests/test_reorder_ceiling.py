"""The learned ordering of benchmarks/reorder_ceiling.py learns what tells gold candidates apart
(here: the nearest in meaning, whatever the lexical rank), and orders unseen questions by it."""

from __future__ import annotations

import random

from benchmarks.evaluation import Question
from benchmarks.reorder_ceiling import Asked, Candidate, fit, ordered, pool_recall


def asked(rng: random.Random, number: int) -> Asked:
    gold = rng.randrange(10)
    pool = []
    for i in range(10):
        hit = {"ref": f"rule:104.{i}", "kind": "rule", "edition": "20260116"}
        candidate = Candidate(hit, lexical_rank=i, lexical_score=1 - i / 20)
        candidate.meaning_rank = 0 if i == gold else 1 + i
        candidate.cosine = 0.9 if i == gold else 0.7 - i / 100
        candidate.gold = i == gold
        pool.append(candidate)
    question = Question(f"q{number}", "en", "?", (f"rule:104.{gold}",), "tune")
    return Asked("first", question, [], [], [], pool, 0.9)


def test_the_learned_ordering_puts_what_tells_gold_apart_first() -> None:
    rng = random.Random(3)
    training = [asked(rng, n) for n in range(30)]
    weights = fit(training)
    for unseen in (asked(rng, n) for n in range(100, 120)):
        first = ordered(unseen, weights)[0]
        assert first["ref"] == unseen.question.accept[0]
    assert pool_recall(training) == 1.0
    assert pool_recall([Asked("first", training[0].question, [], [], [], [], 0.0)]) == 0.0
