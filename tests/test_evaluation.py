"""The evaluation harness scores a hit by the rule it is, not by a number another edition reuses."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from benchmarks.common import REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2
from benchmarks.evaluate import GOLD_NUMBERING
from benchmarks.evaluation import (
    CARD,
    NEAR,
    Question,
    accepts,
    count_causes,
    gold_rule_rank,
    load_questions,
    miss_cause,
    recall_shares,
    shown_numbers,
)

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


def _question(*accept: str) -> Question:
    return Question("Q1", "en", "never read by the cause counter", accept, "heldout")


def test_a_miss_next_to_the_deciding_rule_is_a_near_miss() -> None:
    titles = {"704": "State-Based Actions"}
    assert miss_cause(_question("rule:704.5a"), ["704.5"], titles) == NEAR
    assert miss_cause(_question("rule:704.5"), ["704.5b"], titles) == NEAR
    assert miss_cause(_question("rule:800.4a"), ["800.4j"], titles) == NEAR
    assert miss_cause(_question("rule:800.4a"), ["104.3a"], titles) != NEAR


def test_a_miss_is_counted_by_the_section_of_its_rule_or_by_its_card() -> None:
    titles = {"800": "General", "603": "Handling Triggered Abilities"}
    leaving = _question("rule:800.4a")
    assert miss_cause(leaving, ["104.3a"], titles) == "rule in 800 General"
    assert miss_cause(_question("rule:104.3a", "card:Platinum Angel"), ["603.4"], titles) == CARD
    ranks: dict[str, int | None] = {"Q1": None, "Q2": 2, "Q3": 5}
    questions = [
        leaving,
        Question("Q2", "en", "", ("rule:603.4",), "tune"),
        Question("Q3", "en", "", ("rule:603.7",), "tune"),
    ]
    counted = count_causes(questions, ranks, {"Q1": ["104.3a"], "Q3": []}, titles)
    assert counted == {"rule in 800 General": 1, "rule in 603 Handling Triggered Abilities": 1}


def test_the_shown_numbers_are_in_the_sets_numbering() -> None:
    hit = {"ref": "rule:728.5", "edition": "20260116", "other_editions": [
        {"edition": "20231013", "number": "724.5"}]}  # fmt: skip
    verdict = {"kind": "verdict", "rules_cited": ["104.3a", "704.5a", "724.5", "800.4a"]}
    assert shown_numbers([hit], frozenset({"20231013"})) == ["724.5"]
    assert shown_numbers([verdict]) == ["104.3a", "704.5a", "724.5"]


def test_the_pools_recall_counts_gold_rules_as_deep_as_the_hits_go() -> None:
    question = _question("rule:724.1", "card:Shahrazad")
    card = {"kind": "card", "ref": "card:Shahrazad"}
    other = {"kind": "rule", "ref": "rule:100.1", "edition": "20231013"}
    hits = [card, *[other] * 30, SUBGAMES_2026]
    assert gold_rule_rank(question, hits, GOLD_NUMBERING) == 32  # the card is not a rule
    assert gold_rule_rank(question, hits[:31], GOLD_NUMBERING) is None
    assert gold_rule_rank(_question("rule:724.1"), [MONARCH_2026], GOLD_NUMBERING) is None
    assert recall_shares([1, 12, 32, None], (10, 30, 50)) == [0.25, 0.5, 0.75]
