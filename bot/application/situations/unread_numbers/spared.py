"""Which unread numbers the verdict may play in every role (roles.py) rather than refuse the
story for: only a number that stands apart from what was read. A number that qualifies a told
clause says the clause was read wrong, which no role mends: half of a figure whose other half a
fact took ("his 2/2": "his 2" read as a life total), an amount in brackets or in a sum beside
the one read ("took 10 (5+4)", "20 (X=10)"), a count of players ("相手3人とも投了": 「人とも投了」
read as the asker's concession), of copies of a card, of times or of turns passed ("2 turns
later": what a turn's end does is no role), or an ordinal ("2回目"); a number beside an event
read with no amount, which may be its amount ("then I drew 6 more"). Nor does a number said as
about that much ("like 4").
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.structure.unread import OpenNumber

# Stories with more unread numbers are refused as before: the roles of each would multiply.
MOST_UNREAD = 2
_FIGURES = re.compile(r"(?<![\d/])\d+\s*/\s*\d+(?![\d/])")
# A sign before it; "⟪~" marks a number said as about that much ("like 4"), whose every role
# with a value near it would have to be tried.
_SIGN_BEFORE = re.compile(r"(?:[-+=→×*〜＋＝]|⟪~)\s*$")
# (a hyphen before a word makes a descriptor, "a 3-drop", not a sum: a count of players so
# written, "4-player", is one of _COUNTS)
_SIGN_AFTER = re.compile(r"^\s*(?:-(?![a-z])|[+=→×*〜＋＝]|x\s*\d)")
_OPENING = "(（[［【「"
_CLOSING = ")）]］】」"
_COUNTS = {
    "en": re.compile(
        r"^[- ]?(?:players?|people|persons?|opponents?|of (?:us|you|them)|times|x\b|copies"
        r"|(?:st|nd|rd|th)\b|(?:more |extra )?turns\b)"
    ),
    "ja": re.compile(
        r"^(?:人|名|回|度|倍|枚目|体目|点目|個目|ドロー目|ターン(?!目)|ターン目後|番目)"
    ),
}
_CARD_BEFORE = re.compile(r"⟦\d+⟧\s*(?:が|を|は|も|x|×)?\s*$")
_CARD_AFTER = re.compile(r"^\s*(?:体の|枚の|x\s*|copies of |of )?⟦")


# Between an event read with no amount and a number beside it: nothing that ends its clause.
_BESIDE = re.compile(r"[^.,;:!?。、，！？]{0,12}")


# A word that places what the sentence tells at another time than where it is told ("they
# attacked me for 5 but I gained 10 first" was 'loses': the 10 played in every role after the
# blow); each role is played where the number stands.
_ELSEWHERE_IN_TIME = {
    "en": re.compile(
        r"\b(?:before|beforehand|earlier|already|previously|prior|in response|ahead)\b"
        # "first" as an adverb, not an ordinal ("my first win")
        r"|\bfirst(?=\s*(?:[.,;:!?)]|$|and\b|then\b|though\b|but\b|so\b))"
    ),
    "ja": re.compile(r"先に|前に|事前に|すでに|既に|さっき|先ほど|先程|対応して"),
}


def spared(
    numbers: list[OpenNumber], text: str, lang: str, clauses: list[Clause]
) -> frozenset[int]:
    """Where the unread numbers stand that the verdict may play in every role: none when they
    are too many or one of them qualifies what was read (`clauses`: everything read), or its
    sentence places it at another time."""
    starts = frozenset(number.start for number in numbers)
    if (
        not numbers
        or len(numbers) > MOST_UNREAD
        or any(_qualifies(n, text, lang) or _amount_of(n, text, clauses) for n in numbers)
        or any(_elsewhere_in_time(n, text, lang) for n in numbers)
    ):
        return frozenset()
    for figure in _FIGURES.finditer(text):
        halves = {m.start() + figure.start() for m in re.finditer(r"\d+", figure.group())}
        if len(halves & starts) == 1:
            return frozenset()
    return starts


def _elsewhere_in_time(number: OpenNumber, text: str, lang: str) -> bool:
    first, last = sentence_around(text, number.start, number.end)
    return bool(_ELSEWHERE_IN_TIME["ja" if lang == "ja" else "en"].search(text, first, last))


def _qualifies(number: OpenNumber, text: str, lang: str) -> bool:
    before, after = text[max(0, number.start - 12) : number.start], text[number.end :]
    return bool(
        _bracketed(text, number.start)
        or _SIGN_BEFORE.search(before)
        or _SIGN_AFTER.match(after)
        or _COUNTS["ja" if lang == "ja" else "en"].match(after)
        or _CARD_BEFORE.search(before)
        or _CARD_AFTER.match(after)
    )


def _amount_of(number: OpenNumber, text: str, clauses: list[Clause]) -> bool:
    """Whether the number stands in the clause of an event read with no amount: it may be the
    amount ("then I drew 6 more": a draw of one read, the 6 left), which no role is."""
    return any(
        item.kind in EVENT_KINDS
        and not item.numbers
        and (
            _BESIDE.fullmatch(text, item.end, number.start) is not None
            or _BESIDE.fullmatch(text, number.end, item.start) is not None
        )
        for item in clauses
    )


def _bracketed(text: str, at: int) -> bool:
    """Whether text[at] is inside a bracket opened before it and not closed."""
    depth = 0
    for char in reversed(text[:at]):
        if char in _CLOSING:
            depth += 1
        elif char in _OPENING:
            if depth == 0:
                return True
            depth -= 1
    return False
