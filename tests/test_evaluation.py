"""The evaluation harness scores a hit by the rule it is, not by a number another edition reuses."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from benchmarks.common import REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2
from benchmarks.evaluate import GOLD_NUMBERING
from benchmarks.evaluation import accepts, load_questions

SUBGAMES_2026 = {
    "ref": "rule:728.1",
    "edition": "20260116",
    "other_editions": [
        {"edition": "20231013", "number": "724.1"},
        {"edition": "20240202", "number": "725.1"},
    ],
}
MONARCH_2026 = {
    "ref": "rule:724.1",
    "edition": "20260116",
    "other_editions": [{"edition": "20231013", "number": "720.1"}],
}


def test_a_renumbered_rule_counts_through_its_lineage() -> None:
    assert accepts("rule:724.1", SUBGAMES_2026, GOLD_NUMBERING)


def test_a_number_reused_by_another_rule_does_not_count() -> None:
    assert not accepts("rule:724.1", MONARCH_2026, GOLD_NUMBERING)
    # the dev set's looser matching (any edition printing the number) is unchanged
    assert accepts("rule:724.1", MONARCH_2026)


def test_the_wiki_quote_edition_shares_the_gold_numbering() -> None:
    quoted = {"ref": "rule:104.3a", "edition": "20231117", "other_editions": []}
    assert accepts("rule:104.3a", quoted, GOLD_NUMBERING)


def test_the_realistic_set_is_split_once_and_big_enough() -> None:
    questions = load_questions(REALISTIC_QUESTIONS)
    assert len(questions) >= 150
    assert sum(q.lang == "ja" for q in questions) >= 60
    assert {q.split for q in questions} == {"tune", "heldout"}
    for lang in ("en", "ja"):
        halves = [
            sum(q.lang == lang and q.split == s for q in questions) for s in ("tune", "heldout")
        ]
        assert min(halves) >= 0.4 * sum(halves)
    lines = REALISTIC_QUESTIONS.read_text(encoding="utf-8").splitlines()
    assert all(json.loads(line)["accept"] for line in lines)


@pytest.mark.parametrize("path", [REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2])
def test_a_realistic_sets_split_is_its_ids_hash_not_a_choice(path: Path) -> None:
    questions = load_questions(path)
    assert questions
    for q in questions:
        tune = int(hashlib.sha256(q.id.encode()).hexdigest(), 16) % 2 == 0
        assert q.split == ("tune" if tune else "heldout"), q.id


def test_the_second_realistic_set_is_new_questions() -> None:
    first = {q.q for q in load_questions(REALISTIC_QUESTIONS)}
    second = load_questions(REALISTIC_QUESTIONS_2)
    assert len(second) >= 80 and sum(q.lang == "ja" for q in second) >= 50
    assert not first & {q.q for q in second}
    assert not {q.id for q in load_questions(REALISTIC_QUESTIONS)} & {q.id for q in second}
