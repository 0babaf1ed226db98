"""A keyword ability the question names brings its own rules (702.N) forward."""

from __future__ import annotations

from rulesdb.database import RulesDatabase
from rulesdb.search.keyword_rules import KeywordRules
from rulesdb.text.normalize import fold

ROWS = [
    (
        "20260116",
        "en",
        "702.1",
        "Most abilities describe exactly what they do in the card's rules text.",
    ),
    ("20260116", "en", "702.17", "Reach"),
    ("20260116", "en", "702.17a", "Reach is a static ability."),
    ("20260116", "en", "702.90", "Infect"),
    ("20260116", "en", "702.90a", "Infect is a static ability."),
    ("20260116", "en", "702.90b", "Damage dealt to a player by a source with infect …"),
    ("20260116", "ja", "702.90", "感染/Infect"),
    ("20260116", "ja", "702.90a", "感染は常在型能力である。"),
]


def test_a_named_keyword_gives_its_sections_rules() -> None:
    keywords = KeywordRules.from_rows(ROWS)
    named = keywords.named(fold("Infect damage to a player: do I lose life?"))
    assert named == {("20260116", "702.90")}
    assert keywords.refs(named) == ["rule:702.90", "rule:702.90a", "rule:702.90b"]
    assert keywords.named(fold("感染のダメージ")) == {("20260116", "702.90")}


def test_everyday_words_and_sentences_are_not_keywords() -> None:
    keywords = KeywordRules.from_rows(ROWS)
    assert keywords.named(fold("my life reaches 0: do I lose?")) == frozenset()
    assert keywords.named(fold("most abilities describe exactly what they do")) == frozenset()
    assert keywords.named(fold("infected wounds")) == frozenset()


async def test_a_question_naming_infect_finds_the_infect_rule(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search(
        "does infect damage to a player cause life loss?", limit=3
    )
    assert "rule:702.90b" in [h["ref"] for h in hits], [h["ref"] for h in hits]
