"""A subrule is read under its parent's opening; a special situation's rules are its section's."""

from __future__ import annotations

from dataclasses import dataclass, replace

from rulesdb.database import RulesDatabase
from rulesdb.text.rule_structure import PARENT_OPENING_CHARS, RuleStructure
from rulesdb.text.situations import SUBGAME


@dataclass
class _Doc:
    ref: str
    edition: str | None = "20231013"
    lang: str = "en"
    kind: str = "rule"


STRUCTURE = RuleStructure.from_rows(
    [
        ("20231013", "en", "rule:704.5", "704.5 the stateーbased actions are as follows:"),
        ("20260116", "ja", "rule:704.5", "704.5 状況起因処理には、以下のものがある。"),
        ("20231013", "en", "rule:704", "704 stateーbased actions" + "x" * 200),
    ],
    {("20231013", "724"): SUBGAME},
)


def test_a_subrule_is_read_with_its_parents_opening_in_its_own_edition_and_language() -> None:
    assert "stateーbased actions" in STRUCTURE.parent_opening(_Doc("rule:704.5a"))
    assert "状況起因処理" in STRUCTURE.parent_opening(_Doc("rule:704.5a", "20260116", "ja"))
    assert STRUCTURE.parent_opening(_Doc("rule:704.5a", "20260116", "en")) == ""
    assert len(STRUCTURE.parent_opening(_Doc("rule:704.5"))) == PARENT_OPENING_CHARS
    # A section has no parent; a wiki section or a card is no rule.
    assert STRUCTURE.parent_opening(_Doc("rule:704")) == ""
    assert STRUCTURE.parent_opening(_Doc("section:704.5a", kind="section")) == ""


def test_a_rules_situation_is_its_sections_in_its_edition() -> None:
    assert STRUCTURE.situation(_Doc("rule:724.3")) == SUBGAME
    assert STRUCTURE.situation(_Doc("rule:724.3", "20260116")) is None
    assert STRUCTURE.situation(_Doc("rule:704.5a")) is None


async def test_a_question_meets_a_subrule_through_its_parents_words(full: RulesDatabase) -> None:
    # 704.5a does not say "state-based action"; 704.5 does ("The state-based actions are as
    # follows"), and 119.6 says 0 life too.
    question = "Is losing at zero life a state-based action?"
    searcher = await full.searcher()
    assert (await searcher.search(question, limit=3))[0]["ref"] == "rule:704.5a"
    searcher.structure = replace(searcher.structure, parent_openings={})
    assert (await searcher.search(question, limit=3))[0]["ref"] != "rule:704.5a"
