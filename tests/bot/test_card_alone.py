"""A question that is a card's name alone: the rules after the card are those its text bears on,
not those its name's words happen to say."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.answer_types import RecognisedCard, SearchHit
from bot.application.app import JudgeApp
from bot.application.reading.card_alone import card_alone, card_text_for, rules_by_card_text

ANGEL: RecognisedCard = {
    "ref": "card:Platinum Angel",
    "name": "白金の天使/Platinum Angel",
    "text": "Flying\nYou can't lose the game and your opponents can't win the game.",
    "ja_text": "飛行\nあなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
}
SHAHRAZAD: RecognisedCard = {
    "ref": "card:Shahrazad",
    "name": "Shahrazad",
    "text": "Players play a Magic subgame, using their libraries as their decks.",
}


def _hit(ref: str, text: str = "", kind: str = "rule") -> SearchHit:
    return {"ref": ref, "kind": kind, "title": ref, "text": text, "score": 1.0}  # type: ignore[typeddict-item]


@pytest.mark.parametrize(
    "question", ["Platinum Angel", "platinum angel?", "白金の天使", "Platnium Angle"]
)
def test_a_name_alone_is_the_card_alone(question: str) -> None:
    assert card_alone(question, [ANGEL]) is ANGEL


@pytest.mark.parametrize(
    "question", ["Platinum Angel at 0 life", "白金の天使がいればライフ0でも負けない？", "Angel"]
)
def test_a_name_with_more_words_or_part_of_a_name_is_not(question: str) -> None:
    assert card_alone(question, [ANGEL]) is None


def test_a_card_without_text_is_not_searched_by_its_text() -> None:
    bare: RecognisedCard = {"ref": "card:Platinum Angel", "name": "Platinum Angel"}
    assert card_alone("Platinum Angel", [bare]) is None


def test_the_text_is_the_readers_language_where_the_card_has_it() -> None:
    assert card_text_for(ANGEL, "ja").startswith("飛行")
    assert card_text_for(ANGEL, "en").startswith("Flying")
    assert card_text_for(SHAHRAZAD, "ja").startswith("Players")


def test_rules_naming_the_card_and_their_chapter_come_before_the_texts_rules() -> None:
    hits = [
        _hit("card:Shahrazad", kind="card"),
        _hit("rule:205.3m", "Angel, Shahra…"),
        _hit("rule:728.1", "One card (Shahrazad) allows players to play a Magic subgame."),
        _hit("section:サブゲーム", kind="section"),
        _hit("rule:728.2", "As the subgame starts…"),
    ]
    by_text = [_hit("rule:704.5a"), _hit("rule:728.2")]
    merged = rules_by_card_text(hits, by_text, SHAHRAZAD, 10)
    assert [h["ref"] for h in merged] == [
        "card:Shahrazad",
        "rule:728.1",
        "rule:728.2",
        "section:サブゲーム",
        "rule:704.5a",
        "rule:205.3m",
    ]
    assert len(rules_by_card_text(hits, by_text, SHAHRAZAD, 3)) == 3


def test_with_no_rule_naming_the_card_its_texts_rules_lead() -> None:
    hits = [_hit("card:Platinum Angel", kind="card"), _hit("rule:205.3m"), _hit("rule:400.6")]
    merged = rules_by_card_text(hits, [_hit("rule:104.2a"), _hit("rule:101.2")], ANGEL, 10)
    assert [h["ref"] for h in merged] == [
        "card:Platinum Angel",
        "rule:104.2a",
        "rule:101.2",
        "rule:205.3m",
        "rule:400.6",
    ]


@pytest.fixture
async def app(card_data_db: Path) -> AsyncIterator[JudgeApp]:
    application = await JudgeApp.open(card_data_db)
    yield application
    await application.close()


@pytest.mark.parametrize("question", ["Platinum Angel", "白金の天使"])
async def test_a_cards_name_alone_is_answered_by_the_card_then_the_rules_its_text_bears_on(
    app: JudgeApp, question: str
) -> None:
    answer = await app.search(question)
    assert answer["answer"][0]["ref"] == "card:Platinum Angel"
    rules = [item["ref"] for item in answer["answer"] if item["kind"] == "rule"]
    # Winning and losing (104) and a card's "can't" over the rules (101), not "Angel", a
    # creature type (205.3m), or 400.6, which its name's words happened to reach.
    assert rules and all(rule.startswith(("rule:101.", "rule:104.")) for rule in rules)


async def test_the_console_quotes_the_cards_text_in_japanese_each_ability_indented(
    app: JudgeApp,
) -> None:
    from bot.terminal.render_text import render_search

    shown = render_search(await app.search("白金の天使"), "ja").splitlines()
    assert shown[0] == "[カード] 白金の天使/Platinum Angel"
    assert shown[1:3] == [
        "   飛行",
        "   あなたはゲームに敗北できない。あなたの対戦相手はゲームに勝利できない。",
    ]
