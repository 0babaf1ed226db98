"""A card told only as what another card is like ("I have a Platinum Angel-like effect",
"something like Platinum Angel out", 「白金の天使みたいなカードがある」 were 'keeps_playing'; "a
Laboratory Maniac-like creature" 'wins'): the card named is not the one in play, and what the
one in play does is not told. (A copy or a clone of it is the card's own text: "a Platinum
Angel clone" stays.)
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang
from bot.application.situations.text_normal import Normalised

_LIKENED: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(
        r"⟦\d+⟧(?:-| )(?:like|esque|style|type|ish|kind|variant|effects?)\b"
        r"|\b(?:like|similar to|akin to|resembling|a la|à la)(?: an?| the)? ⟦\d+⟧"
    ),
    "ja": re.compile(
        r"⟦\d+⟧(?:の)?(?:みたい|よう|っぽ|系|的|風|似|もどき|相当|同様|と同じ(?:ような)?(?:効果|能力))"
    ),
}


def likened_card(norm: Normalised) -> str | None:
    """Why a card named may be only what the card in play is like, or None."""
    found = _LIKENED[norm.lang].search(norm.text)
    return f"not understood: a card told as like another ({found.group()!r})" if found else None
