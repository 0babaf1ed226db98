"""A planeswalker attacked and killed ("opponent attacks Gideon and kills him", 「《ギデオン》を
攻撃されて倒されました」): the attack was at the planeswalker, not at a player, so it dealt no
player damage to tell, and the planeswalker left the battlefield for the graveyard.

Only a modelled planeswalker, named as what was attacked, and told killed, destroyed or dying
in the same clause right after ("and kills him", "and it dies"); an attack at it told any other
way stays an attack with no damage told.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY

_KILLED = {
    "en": re.compile(
        r"\b(?:attacks?|attacked|swings? at|swung at|swings? into|swung into) ⟦(?P<c>\d+)⟧"
        r"(?:,| and| ,? and then) (?:(?:kills?|killed|destroys?|destroyed|takes? out|took out)"
        r" (?:it|⟨they⟩|⟦(?P=c)⟧)"
        r"|(?:it|⟨they⟩|⟦(?P=c)⟧) (?:dies|died|is destroyed|was destroyed))(?![a-z])"
    ),
    "ja": re.compile(
        r"⟦(?P<c>\d+)⟧(?:を|が)攻撃され(?:て|、)(?:倒され|破壊され|死亡し|墓地に(?:置かれ|行き|行っ))"
    ),
}
_PLANESWALKERS = frozenset(
    name for name, card in REGISTRY.items() if "planeswalker" in card.types.types
)


def killed_planeswalkers(norm: Normalised, reading: Reading) -> Reading:
    """The reading with each such attack read as the planeswalker leaving."""
    for found in _KILLED[norm.lang].finditer(norm.text):
        index = int(found["c"])
        if norm.cards[index] not in _PLANESWALKERS:
            continue
        if any(c.start < found.end() and found.start() < c.end for c in reading.every):
            continue
        left = Clause("leaves", *found.span(), card=index, cards=(index,), option="killed")
        reading = Reading(
            sorted([*reading.clauses, left], key=lambda c: c.start),
            sorted([*reading.every, left], key=lambda c: c.start),
        )
    return reading
