"""A library told by a deck's size ("my deck has 60 cards", "a 40 card deck"): the deck as
built, not the library now, which is smaller by the opening hand and every draw since. Read as
the library, it let the story's draws and mills leave cards that are not there ("My deck has 60
cards. Opponent mills me 50. I draw 5." was 'keeps_playing'). A count of 40 or more told of a
"deck" is refused; of a "library", or a smaller count ("2 cards left in my deck"), it is read.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.text_normal import Normalised

_A_DECKS_SIZE = 40
_DECK = {"en": re.compile(r"\bdeck\b"), "ja": re.compile(r"デッキ")}


def deck_size(norm: Normalised, reading: Reading) -> str | None:
    """Why a library total told as a deck's size gets no verdict, or None."""
    for item in reading.clauses:
        if item.kind != "library_is" or not item.numbers or item.numbers[0] < _A_DECKS_SIZE:
            continue
        if _DECK[norm.lang].search(norm.text, item.start, item.end):
            return f"not understood: a deck of {item.numbers[0]} cards, not the library now"
    return None
