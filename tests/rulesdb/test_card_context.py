"""A named card's text is read once for every question that names it: its words, the rules'
phrases it says and its rulings' folded text are the same each time."""

from __future__ import annotations

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.search import card_context
from rulesdb.search.card_context import (
    CardContext,
    card_phrases,
    context_keywords,
    matching_rulings,
    name_words,
)
from rulesdb.search.query import analyze
from rulesdb.text.casual_words import stated_phrases
from rulesdb.text.vocabulary import Vocabulary

ANGEL = CardContext(
    ref="card:Platinum Angel",
    name="Platinum Angel",
    names=("Platinum Angel", "白金の天使"),
    text="Flying (This creature can't be blocked except by creatures with flying.)\n"
    "You can't lose the game and your opponents can't win the game.",
    ja_text="飛行\nあなたはゲームに敗北せず、あなたの対戦相手はゲームに勝利できない。",
    rulings=(
        (
            "2010-08-15",
            "If you control Platinum Angel and your life total is 0 or less, "
            "you don't lose the game.",
        ),
    ),
)
QUESTIONS = (
    "I control Platinum Angel at 0 life, do I lose the game?",
    "白金の天使がいてライフ0なら?",
)


def test_a_cards_text_is_read_once_for_every_question_naming_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    read: list[str] = []

    def counting(text: str) -> list[str]:
        read.append(text)
        return stated_phrases(text)

    for cached in ("_text_phrases", "_text_keywords", "_name_keywords", "_folded_ruling"):
        getattr(card_context, cached).cache_clear()
    monkeypatch.setattr(card_context, "stated_phrases", counting)
    answers = []
    for _ in range(2):
        for question in QUESTIONS:
            query = analyze(question, Vocabulary([]))
            answers.append(
                (
                    card_phrases([ANGEL], query),
                    context_keywords([ANGEL], query),
                    name_words([ANGEL]),
                    matching_rulings([ANGEL], query),
                )
            )
    assert len(read) == 2  # the English text and the Japanese, once each
    assert answers[:2] == answers[2:]
    english, japanese = answers[0], answers[1]
    assert english[0][0] == "can't lose the game" and "げーむに敗北" in japanese[0]
    assert english[1] == ["fly", "can't", "opponent", "win"]
    assert japanese[1] == ["飛行", "げーむ", "敗北", "対戦相手", "勝利"]
    assert english[2] == {"angel", "platinum", "天使", "白金"}
    assert [ruling["date"] for ruling in english[3]] == ["2010-08-15"]


async def test_a_card_the_wiki_lists_as_making_a_player_lose_asks_for_that_rule(
    full: RulesDatabase,
) -> None:
    """Glorious End has no card data here; the wiki lists it among the cards that make a
    player lose, so a question whether it does finds 104.3e (before: not among the first 50,
    the end step's rules first)."""
    hits = await (await full.searcher()).search(
        "栄光の幕切れを唱えたらターン終了時に負ける？", limit=3
    )
    assert "rule:104.3e" in [h["ref"] for h in hits], [h["ref"] for h in hits]
