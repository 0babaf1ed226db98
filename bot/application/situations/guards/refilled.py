"""A library refilled before the draw the story turns on: cards put into it or shuffled back
(「ライブラリー0枚のときに、墓地のカードをライブラリーに戻してから1枚引きました」 was 'loses',
played as a draw from the empty library). How many cards it then holds is not read.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.text_normal import Normalised

_DRAWS = {"decked", "draw"}
_REFILLED = {
    "ja": re.compile(
        r"(?:ライブラリー?|デッキ|山札)(?:の(?:一番)?(?:上|下|底))?(?:に|へ)(?:全部|すべて|全て)?"
        r"(?:戻|加え|入れ|置|混ぜ|シャッフル|切り直)"
    ),
    "en": re.compile(
        r"\b(?:shuffl|put|return|plac)\w* [^.?!]{0,40}?\b(?:into|in|on top of|on the bottom of)"
        r" (?:⟨[a-z0-9]+⟩'s |the |their )?(?:library|deck)\b"
    ),
}


def refilled(norm: Normalised, reading: Reading) -> str | None:
    """Why the library the story draws from may not be the one told, or None."""
    if not any(c.kind in _DRAWS for c in reading.every):
        return None
    if found := _REFILLED[norm.lang].search(norm.text):
        return f"not understood: a library refilled ({found.group()!r})"
    return None
