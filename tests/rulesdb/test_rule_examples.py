"""A rule's `Example:` paragraphs are situations written out: a question telling a like
situation finds the rule through its example, the example never answering itself."""

from __future__ import annotations

import dataclasses
from pathlib import Path

from rulesdb.database import RulesDatabase
from rulesdb.records import RulesDocument
from tests.rulesdb.corpus import rule, store

INTERVENING_IF = (
    "A triggered ability may read “When/Whenever/At [trigger event], if [condition], [effect].”"
    " When the trigger event occurs, the ability checks whether the stated condition is true."
)
FELIDAR = (
    "Felidar Sovereign reads, “At the beginning of your upkeep, if you have 40 or more life,"
    " you win the game.” Its controller’s life total is checked as that player’s upkeep begins."
)
QUESTION = "I have 40 life as my upkeep begins with Felidar Sovereign out, do I win the game?"


def triggers() -> RulesDocument:
    e = "20260116"
    return RulesDocument(
        edition=e,
        lang="en",
        source="MagicCompRules_20260116.txt",
        effective_text="These rules are effective as of January 16, 2026.",
        rules=[
            rule("6", e, "en", "Spells, Abilities, and Effects", "chapter", None, 0),
            rule("603", e, "en", "Handling Triggered Abilities", "section", "6", 1),
            rule("603.4", e, "en", INTERVENING_IF, "rule", "603", 2, [FELIDAR]),
            rule(
                "603.5",
                e,
                "en",
                "Some triggered abilities’ effects are optional (they contain “may”).",
                "rule",
                "603",
                3,
            ),
        ],
    )


async def _search(path: Path, question: str, **weights: float) -> list[dict[str, object]]:
    database = await RulesDatabase.open(path)
    try:
        searcher = await database.searcher()
        searcher.weights = dataclasses.replace(searcher.weights, **weights)
        return [dict(hit) for hit in await searcher.search(question)]
    finally:
        await database.close()


async def test_a_situation_told_like_a_rules_example_finds_the_rule(tmp_path: Path) -> None:
    db = tmp_path / "examples.sqlite3"
    store(db, [triggers()])
    hits = await _search(db, QUESTION)
    assert hits[0]["ref"] == "rule:603.4"
    assert all(hit["kind"] != "example" for hit in hits)


async def test_the_rule_takes_its_example_score_below_its_own(tmp_path: Path) -> None:
    db = tmp_path / "examples.sqlite3"
    store(db, [triggers()])
    # The example's words are not the rule's: with no share of the example's score, the rule
    # scores lower than with it.
    scores = {}
    for factor in (0.0, 0.8):
        hits = await _search(db, QUESTION, example_factor=factor)
        scores[factor] = next((h["score"] for h in hits if h["ref"] == "rule:603.4"), 0.0)
    assert scores[0.8] > scores[0.0]
