"""A question asks for a list of cards when it seeks them ("are there any cards that …"), not
when a story tells of cards of its own ("the cards that were in the subgame"): the wiki's list
of cards is then no answer, and no list page is ranked up for it."""

from __future__ import annotations

import pytest

from rulesdb.search.query import analyze
from rulesdb.text.vocabulary import Vocabulary


@pytest.mark.parametrize(
    "question",
    [
        "Are there any cards that stop me from losing the game?",
        "cards that affect losing the game",
        "Cards with flash?",
        "what are some good cards with infect",
        "which cards let you win the game",
        "what cards can I play in a subgame",
    ],
)
def test_a_question_seeking_cards_wants_a_list(question: str) -> None:
    assert analyze(question, Vocabulary([])).wants_list


@pytest.mark.parametrize(
    "question",
    [
        "When a subgame from Shahrazad ends, what happens to the cards that were in the subgame?",
        "we got into an infinite loop with 2 cards that both force triggers, what happens?",
        "my opponent exiled the cards with the counters on them, do I lose?",
    ],
)
def test_cards_a_story_tells_of_want_no_list(question: str) -> None:
    assert not analyze(question, Vocabulary([])).wants_list
