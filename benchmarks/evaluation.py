"""Scoring a question set against a search function: top-1, top-3 and MRR@10, with the misses.

A question (`../shared/eval/questions-dev.jsonl` format) scores at the rank of the first hit
whose ref is accepted: `rule:<number>` matches a rule of any edition printing that number, or the
same rule under its number in another edition (724.x = 725.x = 728.x); `section:<page>#*` matches
any section of the page; other refs match exactly.
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Hit = dict[str, Any]
SearchFunction = Callable[[str], Awaitable[list[Hit]]]


@dataclass(frozen=True)
class Question:
    id: str
    lang: str
    q: str
    accept: tuple[str, ...]


@dataclass
class EvaluationResult:
    name: str
    ranks: dict[str, int | None] = field(default_factory=dict)
    misses: list[tuple[Question, list[str]]] = field(default_factory=list)

    def share_within(self, k: int) -> float:
        if not self.ranks:
            return 0.0
        return sum(1 for r in self.ranks.values() if r is not None and r <= k) / len(self.ranks)

    @property
    def mrr(self) -> float:
        if not self.ranks:
            return 0.0
        return sum(1 / r for r in self.ranks.values() if r is not None) / len(self.ranks)

    def summary(self) -> dict[str, float]:
        return {
            "top1": round(self.share_within(1), 4),
            "top3": round(self.share_within(3), 4),
            "mrr": round(self.mrr, 4),
        }


def load_questions(path: Path) -> list[Question]:
    questions = []
    for line in path.read_text(encoding="utf-8").splitlines():
        if line.strip():
            data = json.loads(line)
            questions.append(Question(data["id"], data["lang"], data["q"], tuple(data["accept"])))
    return questions


def hit_numbers(hit: Hit) -> set[str]:
    numbers = {hit["ref"].removeprefix("rule:")}
    numbers.update(other["number"] for other in hit.get("other_editions", []))
    return numbers


def accepts(accepted: str, hit: Hit) -> bool:
    ref = str(hit.get("ref", ""))
    if accepted.startswith("rule:"):
        return ref.startswith("rule:") and accepted.removeprefix("rule:") in hit_numbers(hit)
    if accepted.startswith("section:") and accepted.endswith("#*"):
        page = accepted.removeprefix("section:").removesuffix("#*")
        return ref.startswith(f"section:{page}#") or ref == f"page:{page}"
    return ref == accepted


def rank_of(question: Question, hits: Iterable[Hit], depth: int = 10) -> int | None:
    for rank, hit in enumerate(list(hits)[:depth], start=1):
        if any(accepts(accepted, hit) for accepted in question.accept):
            return rank
    return None


async def evaluate(
    name: str, questions: list[Question], search: SearchFunction
) -> EvaluationResult:
    result = EvaluationResult(name)
    for question in questions:
        hits = await search(question.q)
        rank = rank_of(question, hits)
        result.ranks[question.id] = rank
        if rank != 1:
            result.misses.append((question, [h["ref"] for h in hits[:3]]))
    return result
