"""The composed answer's governing rules give each of the engine's losses one place: the rule a
state-based action applies (704.5a) and the way to lose it performs (104.3b) are one reason in two
wordings, and the engine cites them together."""

from __future__ import annotations

from pathlib import Path

from bot.application.answer_types import SearchHit
from bot.application.app import JudgeApp
from bot.application.composed_answer import (
    ONE_LOSS_RULES,
    compose_answer,
    engine_numbers,
    governing_rules,
)
from engine.rules.losing.reasons import LOSS_RULES


def rule(number: str, edition: str = "20231117", engine_number: str = "") -> SearchHit:
    found: SearchHit = {
        "ref": f"rule:{number}",
        "kind": "rule",
        "title": number,
        "text": "text",
        "score": 0.5,
        "lang": "en",
        "edition": edition,
    }
    if engine_number:
        found["other_editions"] = [{"edition": "20231117", "number": engine_number}]
    return found


def numbers(hits: list[SearchHit]) -> list[str]:
    return [hit["ref"].removeprefix("rule:") for hit in hits]


def test_one_loss_takes_one_place_and_the_next_rule_the_other() -> None:
    hits = [rule("704.5a"), rule("104.3b"), rule("119.6"), rule("704.3"), rule("720.1c")]
    assert numbers(governing_rules(hits)) == ["704.5a", "119.6", "704.3"]


def test_the_twin_is_known_through_the_engines_numbering_in_another_edition() -> None:
    # The 2026 rules number subgames differently, not losses; the lineage is what is compared.
    hits = [rule("104.3c", "20260116", "104.3c"), rule("704.5b", "20260116", "704.5b")]
    hits.append(rule("121.4", "20260116", "121.4"))
    assert numbers(governing_rules(hits)) == ["104.3c", "121.4"]


def test_losses_for_different_reasons_keep_their_places() -> None:
    # (No rule combining them among the hits: with one, the last loss gives it its place.)
    hits = [rule("704.5a"), rule("104.3c"), rule("704.5c"), rule("119.6")]
    assert numbers(governing_rules(hits)) == ["704.5a", "104.3c", "704.5c"]


def test_a_rule_without_the_engines_numbering_is_never_left_out() -> None:
    hits = [rule("704.5a", "20260116"), rule("104.3b", "20260116"), rule("119.6", "20260116")]
    assert numbers(governing_rules(hits)) == ["704.5a", "104.3b", "119.6"]


def test_the_composed_answer_shows_the_next_rule_in_the_twins_place() -> None:
    hits = [rule("104.3b"), rule("704.5a"), rule("119.6"), rule("704.3")]
    question = "am I dead at 0 life when state-based actions are checked"
    answer = compose_answer(question, hits, [], [])
    assert [item["ref"] for item in answer] == ["rule:104.3b", "rule:119.6", "rule:704.3"]


def test_two_losses_shown_give_the_second_place_to_the_rule_that_combines_them() -> None:
    # Life at 0 and ten poison counters: what they come to (a draw) decides, not both losses.
    hits = [rule("704.5a"), rule("704.5c"), rule("119.6"), rule("104.4a"), rule("704.3")]
    assert numbers(governing_rules(hits)) == ["704.5a", "104.4a", "119.6"]


def test_what_the_losses_come_to_shown_already_is_not_displaced() -> None:
    # One opponent at 0 life, the other at ten poison, the one left winning (104.2a) shown:
    # the draw the search also found takes no loss's place.
    hits = [rule("704.5a"), rule("704.5c"), rule("104.2a"), rule("104.4a")]
    assert numbers(governing_rules(hits)) == ["704.5a", "704.5c", "104.2a"]


def test_the_one_left_winning_takes_the_second_loss_s_place() -> None:
    hits = [rule("704.5a"), rule("704.5c"), rule("119.6"), rule("104.2a"), rule("104.4a")]
    assert numbers(governing_rules(hits)) == ["704.5a", "104.2a", "119.6"]


def test_a_combining_rule_shown_already_is_not_shown_twice() -> None:
    hits = [rule("704.3"), rule("704.5a"), rule("704.5c"), rule("104.4a")]
    assert numbers(governing_rules(hits)) == ["704.3", "704.5a", "104.4a"]


def test_one_loss_keeps_its_rules() -> None:
    hits = [rule("704.5a"), rule("119.6"), rule("120.3"), rule("104.4a")]
    assert numbers(governing_rules(hits)) == ["704.5a", "119.6", "120.3"]


def test_a_combining_rule_the_search_ranked_low_is_not_brought_up() -> None:
    hits = [rule("704.5a"), rule("704.5c"), rule("119.6")]
    hits += [rule(f"120.{n}") for n in range(1, 10)] + [rule("104.4a")]
    assert numbers(governing_rules(hits)) == ["704.5a", "704.5c", "119.6"]


def test_the_table_is_the_engines_losses_by_a_state_based_action() -> None:
    by_action = {
        frozenset(rules[:2]) for rules in LOSS_RULES.values() if rules[0].startswith("704.")
    }
    assert set(ONE_LOSS_RULES) == by_action
    assert len(ONE_LOSS_RULES) == len(by_action)


async def test_a_story_at_zero_life_gets_a_third_rule_not_the_same_loss_twice(
    card_data_db: Path,
) -> None:
    app = await JudgeApp.open(card_data_db)
    try:
        found = await app.search("When are state-based actions checked, as my life reaches 0?")
    finally:
        await app.close()
    rules = [item for item in found["answer"] if item["kind"] == "rule"]
    shown = [engine_numbers(item) for item in rules]  # type: ignore[arg-type]
    loss = frozenset({"704.5a", "104.3b"})
    assert len(rules) == 3
    assert sum(1 for numbers in shown if numbers & loss) == 1, shown
    later = [engine_numbers(hit) for hit in found["hits"] if hit not in rules]
    assert any(numbers & loss for numbers in later)
