"""Rule suggestions by number or by words of the text, in the reader's language."""

from __future__ import annotations

from rulesdb.lookup.rule_texts import RuleTexts

ROWS = [
    ("en", "704", "State-Based Actions"),
    ("en", "704.5", "The state-based actions are as follows:"),
    ("en", "704.5a", "If a player has 0 or less life, that player loses the game."),
    ("en", "117.2d", "State-based actions happen automatically when certain conditions are met."),
    ("en", "104.3j", "In a Commander game, a player dealt 21 or more combat damage loses."),
    ("ja", "704", "状況起因処理"),
    ("ja", "704.5a", "ライフが0以下のプレイヤーは、ゲームに敗北する。"),
    ("en", "100", "General"),
    ("en", "100", "General (newer edition)"),
]


def numbers(found: list[object]) -> list[str]:
    return [rule.number for rule in found]  # type: ignore[attr-defined]


def test_titles_first_then_texts_holding_the_phrase_in_rule_order() -> None:
    texts = RuleTexts(ROWS)
    assert numbers(texts.suggest("state-based", "en", limit=25)) == ["704", "117.2d", "704.5"]
    assert numbers(texts.suggest("  State-Based  ", "en", limit=2)) == ["704", "117.2d"]


def test_every_word_anywhere_and_numbers_inside_text() -> None:
    texts = RuleTexts(ROWS)
    assert numbers(texts.suggest("0 or less life", "en", limit=25)) == ["704.5a"]
    assert numbers(texts.suggest("damage commander", "en", limit=25)) == ["104.3j"]
    assert texts.suggest("nothing like this", "en", limit=25) == []


def test_numbers_by_prefix_and_sections_when_empty() -> None:
    texts = RuleTexts(ROWS)
    assert numbers(texts.suggest("704.5", "en", limit=25)) == ["704.5", "704.5a"]
    assert numbers(texts.suggest("CR 704.5a", "en", limit=25)) == ["704.5a"]
    assert numbers(texts.suggest("", "en", limit=25)) == ["100", "704"]


def test_language_and_newest_text() -> None:
    texts = RuleTexts(ROWS)
    assert numbers(texts.suggest("敗北", "ja", limit=25)) == ["704.5a"]
    assert texts.suggest("状況起因", "ja", limit=25)[0].text == "状況起因処理"
    assert texts.suggest("100", "en", limit=1)[0].text == "General (newer edition)"
    # A language without rules of its own falls back to another.
    assert numbers(RuleTexts(ROWS[:3]).suggest("state", "ja", limit=25)) == ["704", "704.5"]


def test_numbers_by_prefix_in_rule_order_where_sorting_by_text_differs() -> None:
    # As text, "704.50" sorts before "704.5a" and "704.10" before "704.5"; in rule order they
    # come after 704.9. The suggestions follow rule order and stop at the limit.
    rows = [("en", n, f"Rule {n}") for n in ("704.5", "704.5a", "704.9", "704.10", "704.50")]
    texts = RuleTexts(rows)
    assert numbers(texts.suggest("704.5", "en", limit=25)) == ["704.5", "704.5a", "704.50"]
    assert numbers(texts.suggest("704.", "en", limit=3)) == ["704.5", "704.5a", "704.9"]
    assert numbers(texts.suggest("704.1", "en", limit=25)) == ["704.10"]
