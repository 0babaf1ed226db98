"""A devotion to blue a story tells ("my devotion to blue is 7", 「青への信心が7」): the number
Thassa's Oracle counts (card_effects/devotion.py), no amount of life, damage or cards. Each
mention of devotion is kept, with its number or -1 where none is read beside it, and its
number becomes `⟪⟫`, so that the reader neither reads it as another fact nor refuses the story
for a number it could not place. Only in a story that names the Oracle: told beside no card
that counts it ("…devotion to blue is 6. Oracle enters", where the search named no card), the
number stays a number no fact took, which the reader refuses."""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.application.situations.model import Lang

_TOLD = {
    "en": re.compile(
        r"\b(devotion (?:to blue |to u )?(?:is |of |at |= ?|was |would be |will be )?)(\d+)\b"
        r"|\b(\d+)( (?:blue )?devotion(?: to blue)?)\b"
    ),
    "ja": re.compile(r"((?:青への)?信心(?:が|は|を)?(?:=)?)(\d+)|(\d+)((?:点の)?(?:青への)?信心)"),
}
_WORD = {"en": re.compile(r"\bdevotion\b"), "ja": re.compile(r"信心")}
ORACLE = "Thassa's Oracle"


def devotion_told(text: str, lang: Lang, cards: Sequence[str]) -> tuple[str, tuple[int, ...]]:
    """The text with each told devotion's number masked, and the devotions told; nothing
    where `cards` (the modelled cards named) has no Oracle."""
    if ORACLE not in cards:
        return text, ()
    numbers = [int(match.group(2) or match.group(3)) for match in _TOLD[lang].finditer(text)]
    unread = len(_WORD[lang].findall(text)) - len(numbers)
    masked = _TOLD[lang].sub(lambda m: f"{m.group(1) or ''}⟪⟫{m.group(4) or ''}", text)
    return masked, (*numbers, *[-1] * unread)
