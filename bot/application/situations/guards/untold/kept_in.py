"""Words that keep a player in the game with no card named to do it ("I'm at 0 but I can't lose
the game this turn", "something stops me losing", "he has an angel that stops him losing",
「ライフ0だけど、このターンは負けない」「何かの効果で負けないらしい」 were 'loses' or 'wins'):
an effect the engine does not play. A story that names a card is left to the card's reading
(「白金の天使がいるから負けない」).
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang
from bot.application.situations.text_normal import Normalised

_PLAYER = r"(?:⟨[a-z0-9]+⟩|him|her|them)"
_KEPT_IN: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(
        r"\b(?:can't|cannot|can not|won't|couldn't) (?:lose|die)\b(?! (?:any |the |more )?life)"
        rf"|\b(?:stops?|stopping|stopped|keeps?|keeping|kept|prevents?|preventing|prevented)"
        rf" {_PLAYER} (?:from )?(?:losing|dying|alive|in the game)\b"
        r"|\bcan't win\b"
    ),
    "ja": re.compile(
        r"負けない(?:効果|状態|らしい|って|と(?:言|書)|ように)|このターン(?:は|の間)?負けない"
        r"|効果で負けない|負けなくな|負けることはない|敗北しない(?:効果|状態)"
    ),
}
# A sentence that asks, tried only where a sentence starts: tried at every character, a long
# sentence that asks nothing was scanned to its end from each of them (5.5 ms at 1,000).
_ASKING = re.compile(r"(?:^|(?<=[.!?。！？]))[^.!?。！？]*[?？]")


def kept_in(norm: Normalised) -> str | None:
    """Words told (not asked) that keep a player in, in a story naming no card, or None."""
    if norm.cards:
        return None
    told = _ASKING.sub(" ", norm.text)
    found = _KEPT_IN[norm.lang].search(told)
    return f"the engine cannot settle this: {found.group()!r} with no card named" if found else None
