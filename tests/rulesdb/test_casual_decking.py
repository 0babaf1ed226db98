"""A player "decked" as players say it: the verb ("deck them", "decking my opponent", "mill him
out") asks for the loss an empty library brings (704.5b's draw from a library with no cards),
and both players decked at once for the draw (104.4a); a player's deck, named as a thing, asks
nothing of the kind."""

from __future__ import annotations

import pytest

from rulesdb.text.casual_words import formal_words
from rulesdb.text.normalize import fold

EMPTY_DRAW = "draw a card from a library with no cards"
ALL_LOSE = "lose simultaneously"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("Can I win by decking my opponent?", EMPTY_DRAW),
        ("If my opponent controls Platinum Angel, can I still win by decking them?", EMPTY_DRAW),
        ("I'm decking myself with my own Thought Scour, do I lose immediately?", EMPTY_DRAW),
        ("my plan is to deck him with Jace's ultimate", EMPTY_DRAW),
        ("we milled them out last turn, when do they lose?", EMPTY_DRAW),
        ("What if both players draw from empty libraries at the same time?", ALL_LOSE),
        ("both of us decked out at the same time, who wins?", ALL_LOSE),
        ("each player draws a card with no cards left in their library", ALL_LOSE),
    ],
)
def test_decking_asks_for_the_empty_librarys_loss(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        # A player's deck, as a thing.
        ("is the deck them guys played legal?", EMPTY_DRAW),
        ("my deck has 60 cards, is that the minimum?", EMPTY_DRAW),
        ("can I shuffle the deck myself?", EMPTY_DRAW),
        ("what is a deck in commander?", EMPTY_DRAW),
        # Both players drawing is no loss unless a library is empty.
        ("each player draws seven cards at the start of the game", ALL_LOSE),
        ("both players draw a card from Howling Mine", ALL_LOSE),
    ],
)
def test_a_players_deck_asks_nothing_of_the_kind(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))
