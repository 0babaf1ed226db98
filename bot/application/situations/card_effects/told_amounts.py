"""An amount the story binds to a card its words do not cast ("took 5 from their dragon and
then 4 from a Lightning Bolt", 「稲妻で5点くらった」): the card is left in the text for the phrase
patterns to read the story's number, so a number that is not the card's own fixed amount is
told against its text (Lightning Bolt deals 3) and must not be read; the agreeing one may be.

Only a number the words bind to the card: "N from / off / by a ⟦card⟧", "⟦card⟧ for N",
"⟦card⟧ dealt N", 「⟦card⟧で / の / からN点」, 「N点の⟦card⟧」; a total beside it ("down to 3
from a Bolt") is not an amount, and a count of casts ("6 from two Bolts") leaves it unsaid.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from bot.application.situations.card_effects.oracle import CardEffect, SpellEffect
from bot.application.situations.model import Lang

_CARD = r"⟦\+(?P<e>\d+)⟧"
_PLAYER = r"⟨[a-z0-9]+⟩"
# The words between an amount and the card it came from: an article or a player's.
_WHOSE = rf"(?:(?:a|an|the|another|their|his|her|my|that|this|{_PLAYER}'s) )?"
# Not a total ("down to 3 from", "at 3 off", "on 3 from") nor a turn ("turn 3 with a Bolt").
_NOT_A_TOTAL = r"(?<!\bto )(?<!\bat )(?<!\bon )(?<!\bturn )(?<![\d/+-])"
_AMOUNT_EN = r"(?P<n>\d+)(?!/)(?: (?:damage|dmg|life|points?(?: of damage)?))?"
_BOUND: dict[Lang, tuple[re.Pattern[str], ...]] = {
    "en": (
        re.compile(
            rf"{_NOT_A_TOTAL}{_AMOUNT_EN} (?:from|off(?: of)?|by|with|via|thanks to|due to)"
            rf" {_WHOSE}{_CARD}"
        ),
        re.compile(rf"{_CARD}(?:s|es|ed|'d|'ed)?(?: {_PLAYER}(?:'s face)?)? for (?P<n>\d+)(?!/)"),
        re.compile(
            rf"{_CARD} (?:deals|dealt|did|does|hit|hits|hitting|burned|burns) (?:{_PLAYER} )?"
            rf"(?:for )?(?P<n>\d+)(?!/)"
        ),
        re.compile(rf"\b(?:a|an|the|their|his|her) (?P<n>\d+)[- ](?:damage|point) {_CARD}"),
    ),
    "ja": (
        re.compile(
            rf"{_CARD}(?:を(?:撃たれ|受け|食らっ|くらっ|喰らっ)て|で|の|から|によって|により)、?"
            rf"(?:(?:{_PLAYER}の?)?(?:本体|顔面|顔)?に)?(?P<n>\d+)(?:点|ダメージ)"
        ),
        re.compile(rf"(?<![\d/])(?P<n>\d+)点の{_CARD}"),
    ),
}


class _Known(Protocol):
    @property
    def effect(self) -> CardEffect | None: ...


def told_against(text: str, lang: Lang, known: Sequence[_Known]) -> list[int]:
    """The indices of the known cards left in `text` with a number bound to them that is not
    their text's fixed amount."""
    found: list[int] = []
    for pattern in _BOUND[lang]:
        for match in pattern.finditer(text):
            index = int(match["e"])
            effect = known[index].effect if index < len(known) else None
            if not isinstance(effect, SpellEffect) or effect.amount is None:
                continue  # X, a creature's blow (its power may be changed), or no plain effect
            # (either part's amount: "lost 2 from Sign in Blood" is its second part's)
            fixed = {effect.amount, effect.then.amount if effect.then else None}
            if int(match["n"]) not in fixed:
                found.append(index)
    return found
