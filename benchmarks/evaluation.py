"""Scoring a question set against a search function: top-1, top-3 and MRR@10, with the misses.

A question (`../shared/eval/questions-dev.jsonl` format) scores at the rank of the first hit
whose ref is accepted: `rule:<number>` matches a rule of any edition printing that number, or the
same rule under its number in another edition (724.x = 725.x = 728.x); `section:<page>#*` matches
any section of the page; other refs match exactly. Scored on the composed answer (`answer`), a
verdict matches the first rules it cites and a ruling the gold `card:<its card>`.

A question set may pin its rule numbers to one numbering (`numbering`, the editions whose numbers
the gold uses, e.g. 20231013 and the wiki's 20231117): then `rule:<number>` matches only a hit that
is that rule in one of those editions, directly or through the lineage (`other_editions`), so 724.1
in 2026 (The Monarch) is not taken for 724.1 in 2023 (subgames). The realistic set
(`benchmarks/eval/questions-realistic.jsonl`) also carries a fixed `split` (tune / heldout).
"""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from collections.abc import Awaitable, Callable, Iterable, Mapping
from dataclasses import dataclass, field, replace
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
    split: str = ""


@dataclass
class EvaluationResult:
    name: str
    ranks: dict[str, int | None] = field(default_factory=dict)
    misses: list[tuple[Question, list[str]]] = field(default_factory=list)
    # The rule numbers of the first three things shown for each miss, in the set's numbering
    # (count_causes counts misses by cause from them).
    shown: dict[str, list[str]] = field(default_factory=dict)

    def share_within(self, k: int) -> float:
        if not self.ranks:
            return 0.0
        return sum(1 for r in self.ranks.values() if r is not None and r <= k) / len(self.ranks)

    @property
    def mrr(self) -> float:
        if not self.ranks:
            return 0.0
        return sum(1 / r for r in self.ranks.values() if r is not None) / len(self.ranks)

    def subset(self, questions: Iterable[Question]) -> EvaluationResult:
        """The same result restricted to `questions` (a language, a split)."""
        ids = {q.id for q in questions}
        part = EvaluationResult(self.name)
        part.ranks = {i: r for i, r in self.ranks.items() if i in ids}
        part.misses = [(q, top) for q, top in self.misses if q.id in ids]
        part.shown = {i: numbers for i, numbers in self.shown.items() if i in ids}
        return part

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
            questions.append(
                Question(
                    data["id"],
                    data["lang"],
                    data["q"],
                    tuple(data["accept"]),
                    data.get("split", ""),
                )
            )
    return questions


def hit_numbers(hit: Hit) -> set[str]:
    numbers = {hit["ref"].removeprefix("rule:")}
    numbers.update(other["number"] for other in hit.get("other_editions", []))
    return numbers


def hit_printings(hit: Hit) -> set[tuple[str, str]]:
    """(edition, number) of the rule a hit is, in its own edition and every other one."""
    printings = {(str(hit.get("edition") or ""), hit["ref"].removeprefix("rule:"))}
    printings.update((o["edition"], o["number"]) for o in hit.get("other_editions", []))
    return printings


# A verdict holds the rules it is decided by: the first of the rules the engine cites.
VERDICT_RULES = 3


def accepts(accepted: str, hit: Hit, numbering: frozenset[str] = frozenset()) -> bool:
    ref = str(hit.get("ref", ""))
    if hit.get("kind") == "verdict":
        cited = hit.get("rules_cited", [])[:VERDICT_RULES]
        edition = str(hit.get("rules_edition", ""))
        in_numbering = not numbering or edition in numbering
        return accepted.startswith("rule:") and in_numbering and accepted[5:] in cited
    if hit.get("kind") == "ruling":
        return accepted == f"card:{hit.get('card')}"
    if accepted.startswith("rule:"):
        if not ref.startswith("rule:"):
            return False
        number = accepted.removeprefix("rule:")
        if numbering:
            return any(e in numbering and n == number for e, n in hit_printings(hit))
        return number in hit_numbers(hit)
    if accepted.startswith("section:") and accepted.endswith("#*"):
        page = accepted.removeprefix("section:").removesuffix("#*")
        return ref.startswith(f"section:{page}#") or ref == f"page:{page}"
    return ref == accepted


def shown_numbers(hits: Iterable[Hit], numbering: frozenset[str] = frozenset()) -> list[str]:
    """The rule numbers a list of hits shows, in `numbering` when given (a verdict: the rules
    it cites)."""
    numbers: list[str] = []
    for hit in hits:
        if hit.get("kind") == "verdict":
            numbers.extend(hit.get("rules_cited", [])[:VERDICT_RULES])
        elif str(hit.get("ref", "")).startswith("rule:"):
            printings = hit_printings(hit)
            numbers.extend(n for e, n in printings if not numbering or e in numbering)
    return numbers


def rank_of(
    question: Question,
    hits: Iterable[Hit],
    depth: int = 10,
    numbering: frozenset[str] = frozenset(),
) -> int | None:
    for rank, hit in enumerate(list(hits)[:depth], start=1):
        if any(accepts(accepted, hit, numbering) for accepted in question.accept):
            return rank
    return None


# How deep the candidate pool is read for recall (evaluate.py --recall): the first 10 hits are
# what the ranking's top-3 can draw on, and 30 and 50 the pool it orders.
RECALL_DEPTHS = (10, 30, 50)


def gold_rule_rank(
    question: Question, hits: Iterable[Hit], numbering: frozenset[str] = frozenset()
) -> int | None:
    """The rank of the first hit that is one of the question's gold rules, as deep as the hits
    go: the card and wiki gold are left out, since they reach the answer other ways."""
    rules = tuple(a for a in question.accept if a.startswith("rule:"))
    hits = list(hits)
    return rank_of(replace(question, accept=rules), hits, len(hits), numbering)


def recall_shares(
    ranks: Iterable[int | None], depths: Iterable[int] = RECALL_DEPTHS
) -> list[float]:
    """For each depth, the share of the ranks (a gold rule's, None for none) within it."""
    found = list(ranks)
    return [sum(1 for r in found if r is not None and r <= d) / (len(found) or 1) for d in depths]


async def evaluate(
    name: str,
    questions: list[Question],
    search: SearchFunction,
    numbering: frozenset[str] = frozenset(),
) -> EvaluationResult:
    result = EvaluationResult(name)
    for question in questions:
        hits = await search(question.q)
        rank = rank_of(question, hits, numbering=numbering)
        result.ranks[question.id] = rank
        if rank != 1:
            result.misses.append((question, [h["ref"] for h in hits[:3]]))
        if rank is None or rank > 3:
            result.shown[question.id] = shown_numbers(hits[:3], numbering)
    return result


# The misses counted by cause (evaluate.py --causes).
# The misses of a question set counted by cause, from the gold and the shown refs alone.
#
# No question's words are read: a held-out half may be reported this way (its counts, never its
# questions). A question whose deciding rule or card is not among the first three things shown
# is a miss; its cause is, in this order: a rule next to the deciding one shown instead (its
# parent, a subrule or a sibling: the right place, the wrong line); a named card that decides it
# not shown; else the section of the rules the deciding rule belongs to, with the rules' own
# title for it.

NEAR = "a rule next to the deciding one shown (parent, subrule or sibling)"
CARD = "the named card that decides it not shown"


def _stem(number: str) -> str:
    """704.5a -> 704.5; 704.5 -> 704; 704 -> 704."""
    if number and number[-1].isalpha():
        return number[:-1]
    return number.rpartition(".")[0] or number


def near(gold: str, shown: str) -> bool:
    if gold == shown:
        return False
    return gold.startswith(shown) or shown.startswith(gold) or _stem(gold) == _stem(shown)


def miss_cause(
    question: Question, shown_numbers: Iterable[str], section_titles: Mapping[str, str]
) -> str:
    rules = [a.removeprefix("rule:") for a in question.accept if a.startswith("rule:")]
    shown = list(shown_numbers)
    if any(near(gold, number) for gold in rules for number in shown):
        return NEAR
    if any(a.startswith("card:") for a in question.accept):
        return CARD
    if not rules:
        return "other gold (wiki sections, pages)"
    section = rules[0].partition(".")[0]
    return f"rule in {section} {section_titles.get(section, '')}".rstrip()


def section_titles(db: Path, edition: str = "20231013") -> dict[str, str]:
    """The rules' own title of each section (`603` -> "Handling Triggered Abilities")."""
    connection = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
    try:
        rows = connection.execute(
            "SELECT number, text FROM rules WHERE edition = ? AND lang = 'en' AND kind = 'section'",
            (edition,),
        ).fetchall()
    finally:
        connection.close()
    return {str(number): str(text) for number, text in rows}


def count_causes(
    questions: Iterable[Question],
    ranks: Mapping[str, int | None],
    shown: Mapping[str, list[str]],
    titles: Mapping[str, str],
) -> Counter[str]:
    causes: Counter[str] = Counter()
    for question in questions:
        rank = ranks.get(question.id)
        if rank is not None and rank <= 3:
            continue
        causes[miss_cause(question, shown.get(question.id, []), titles)] += 1
    return causes
