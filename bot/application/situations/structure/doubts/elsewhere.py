"""Damage that may have gone elsewhere than to a player: a planeswalker or a battle told beside
the blows ("Their 5/5 attacks my planeswalker, I don't block", "I take 2, but it was to my
planeswalker", 「3点殴られましたが、私のプレインズウォーカーへの攻撃でした」), or damage split or
divided among several ("2 damage split between me and my creature"). The reading gives each
blow to a player whole (all four were 'loses' at 2, 3 or 5 life): what reached the player is
not what was read, and the story is refused.

A modelled planeswalker the story names is the engine's to play (settling/attacked.py reads it
attacked and killed): its story keeps its reading.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY

_BLOWS = frozenset({"damage", "commander_damage", "poison_gain", "life_put"})
_ELSEWHERE = {
    "en": re.compile(
        r"\b(?:planeswalkers?|walkers?|pws?|battles?|split|splits|splitting|divided|divides"
        r"|divide|dividing|distributed|distributes|distribute)\b"
    ),
    "ja": re.compile(
        r"プレインズウォーカー|プレイン|(?<![a-z])pw(?![a-z])|バトル|分割|振り分け|割り振"
    ),
}
_PLANESWALKERS = frozenset(
    name for name, card in REGISTRY.items() if "planeswalker" in card.types.types
)


def elsewhere(norm: Normalised, reading: Reading) -> str | None:
    """Why a blow read may not all have reached the player it was read for, or None."""
    if set(norm.cards) & _PLANESWALKERS:
        return None
    if not any(c.kind in _BLOWS for c in reading.every):
        return None
    found = _ELSEWHERE[norm.lang].search(norm.text)
    if found is None:
        return None
    return f"not understood: damage that may not all have reached a player ({found.group()!r})"
