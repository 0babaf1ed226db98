"""An X told with its value ("a spell with X=20 that deals X damage to me", "drains me for X
where X is 5", 「X=6でX点のダメージを与える呪文」): the amount is the value, written where X stands,
and the words that gave it leave the text (the number was one no fact took, and the X no
amount at all).

Only where the story gives X one value, once or the same each time, and every X it names
is an amount the rows below write out ("X damage", "for X", 「X点」; 「X=20の火力」 says no
points, and a card's X, "Fireball at me with X=4", is its text's to use): an X left anywhere
else ("an X/X", "X is the number of cards in my hand", a second value) leaves
the text as it was, and the story unread as before.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

_VALUE = {
    "en": re.compile(
        r"(?:,? ?(?:with|for|where|when|and|at) )?\(?\bx ?(?:=|is|was|of|equals?|equal to) ?"
        r"(?P<n>\d+)\b\)?"
    ),
    "ja": re.compile(r"\(?x ?(?:=|が|は|を) ?(?P<n>\d+)(?:で|にして|にした|、)?\)?(?!点|個|枚)"),
}
# An X the value is written for: an amount of damage, life or poison, or what a spell is
# cast for.
_AMOUNT = {
    "en": re.compile(r"\bx(?= (?:damage|life|poison|points?)\b)|(?<=\bfor )x\b"),
    "ja": re.compile(r"x(?=点)"),
}
_ANY_X = {"en": re.compile(r"\bx\b"), "ja": re.compile(r"(?<![a-z])x(?![a-z])")}


def with_x_values(text: str, lang: Lang) -> str:
    """The text with each X amount written as the one value the story gives it, where it
    gives one (else the text as it was)."""
    values = {found.group("n") for found in _VALUE[lang].finditer(text)}
    if len(values) != 1:
        return text
    written, amounts = _AMOUNT[lang].subn(values.pop(), _VALUE[lang].sub("", text))
    # (no X amount: the value is a card's X, "Fireball at me with X=4", its text's to use)
    return text if not amounts or _ANY_X[lang].search(written) else written
