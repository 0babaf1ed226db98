"""A keyword ability the question names brings its own rules (702.N) forward; one that neither
the question nor a card it names speaks of weighs less."""

from __future__ import annotations

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.search.keyword_rules import KeywordRules, keyword_ability_rule
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


def test_a_keyword_spoken_of_without_being_named_is_not_taken_for_unasked() -> None:
    # A keyword that is an everyday word, or a word it begins, names nothing (above), but the
    # question may be speaking of it: its rules are then not weighed down as asked by no one.
    keywords = KeywordRules.from_rows(ROWS)
    assert keywords.spoken(fold("my life reaches 0: do I lose?")) == {("20260116", "702.17")}
    assert keywords.spoken(fold("infected wounds")) == {("20260116", "702.90")}
    assert keywords.spoken(fold("level up: infect")) == {("20260116", "702.90")}
    assert keywords.spoken(fold("my opponent loses life")) == frozenset()


@pytest.mark.parametrize(
    ("number", "keyword"),
    [
        ("702.101a", True),
        ("702.2", True),
        ("702.19b", True),
        ("702.1", False),
        ("702.1a", False),
        ("701.20a", False),
        ("704.5a", False),
    ],
)
def test_a_keyword_abilitys_rules_are_those_of_702_2_and_on(number: str, keyword: bool) -> None:
    assert keyword_ability_rule(number) is keyword


async def test_a_keyword_nobody_asked_of_does_not_answer_a_story(full: RulesDatabase) -> None:
    # Extort's reminder says "each opponent loses 1 life"; bloodthirst's "an opponent was
    # dealt damage this turn": a commander's damage story named neither.
    searcher = await full.searcher()
    story = (
        "I attacked with my commander and over the game it dealt 21 damage to my opponent. "
        "Does my opponent lose?"
    )
    refs = [h["ref"] for h in await searcher.search(story, limit=5)]
    assert not {r for r in refs if keyword_ability_rule(r.removeprefix("rule:"))}, refs
    # Named, the keyword's rules come first as before.
    named = [h["ref"] for h in await searcher.search("how does extort make my opponent lose life")]
    assert named[0].startswith("rule:702.101"), named
