"""The misses of a question set counted by cause, from the gold and the shown refs alone.

No question's words are read: a held-out half may be reported this way (its counts, never its
questions). A question whose deciding rule or card is not among the first three things shown
is a miss; its cause is, in this order: a rule next to the deciding one shown instead (its
parent, a subrule or a sibling: the right place, the wrong line); a named card that decides it
not shown; else the section of the rules the deciding rule belongs to, with the rules' own
title for it.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Iterable, Mapping
from pathlib import Path

from benchmarks.evaluation import Question

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
