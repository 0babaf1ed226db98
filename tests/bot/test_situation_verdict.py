"""The verdict a search answer carries: given when the story is read and played in full and the
question asks for the outcome the engine decides, whatever rules the search finds for its words."""

from __future__ import annotations

import pytest

from bot.application.answer_types import RecognisedCard
from bot.application.situation_verdict import refusal, situation_verdict
from bot.application.situations import verdict_for

ANGEL: list[RecognisedCard] = [{"ref": "card:Platinum Angel", "name": "Platinum Angel"}]


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        ("ライフ0", []),
        ("I'm at 0 life with Platinum Angel.", ANGEL),
        ("毒カウンターが10個", []),
    ],
)
def test_a_story_that_asks_no_outcome_gets_no_verdict(
    question: str, cards: list[RecognisedCard]
) -> None:
    names = [card["ref"].removeprefix("card:") for card in cards]
    assert verdict_for(question, names) is not None  # the engine settles the story ...
    assert refusal(question) is not None  # ... but the question asks nothing it settles
    assert situation_verdict(question, cards) is None


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # Read and played right, whatever rules the search ranks first for the words.
        ("ライフ12で、5点のダメージを2回受けました。まだ生きてる？", [], "keeps_playing"),
        ("自分も相手もライフ2。全員に2点のダメージが同時に入りました。どうなる？", [], "draw"),
        ("I'm at 0 life with Platinum Angel. Am I out?", ANGEL, "keeps_playing"),
        ("My library has 1 card and I draw 2 cards. Game over?", [], "loses"),
        ("I'm at 3 and my opponent is at 2. I deal them 2 damage. Thoughts?", [], "wins"),
    ],
)
def test_an_outcome_asked_of_a_story_read_in_full_gets_the_verdict(
    question: str, cards: list[RecognisedCard], asker: str
) -> None:
    assert refusal(question) is None
    verdict = situation_verdict(question, cards)
    assert verdict is not None and verdict["asker"] == asker


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 0 life with Platinum Angel. When exactly would I lose if the Angel leaves?",
        "I'm at 2 life and take 3 damage. Which rule makes me lose?",
        "I'm at 2 life and take 3 damage. Why do I lose?",
        "I have 10 poison counters. What happens to my permanents?",
        "In a 4 player pod I scooped on my own turn, does the turn just end?",
        "多人数戦で、自分のターン中に投了した場合ってそのターンはどうなる？",
        "ライフ2で3点のダメージを受けました。なぜ負けるんですか？",
    ],
)
def test_a_story_asked_when_why_or_by_which_rule_gets_no_verdict(question: str) -> None:
    # The engine would say "you lose"; the question asks something else of the loss.
    cards = ["Platinum Angel"] if "Angel" in question else []
    assert verdict_for(question, cards) is not None
    assert refusal(question) is not None
    assert situation_verdict(question, [c for c in ANGEL if cards]) is None


def test_when_as_a_supposition_still_asks_the_outcome() -> None:
    assert refusal("My library is empty. Do I lose when I draw?") is None
