"""Damage a Japanese story tells with no amount (「ダメージを受けた」「相手にダメージを与え
た」): what it did is not said, and the story played without it gave a verdict as if nothing
happened ('keeps_playing' at life 5 on main). It is refused, unless the total it left is told
after it in its sentence (「ダメージを受けてライフ0になった」), or it is said not to have
happened.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END
from bot.application.situations.structure.gap_words import did_not_happen
from bot.application.situations.text_normal import Normalised

# Lethal damage (「致死ダメージを受けた」) too: the life it left is not said, and the total it
# leaves decides what later gains or a card leaving do (「ライフ5で、致死ダメージを受けた」 was
# played without it: 'keeps_playing').
_UNTOLD = re.compile(
    r"(?:致死(?:量)?の?)?(?:戦闘)?ダメージ(?:を|が)?"
    r"(?:受け|食らっ|くらっ|喰らっ|与え|入っ|通っ)"
)
_LEFT = frozenset({"life_is", "poison_is"})


def untold(norm: Normalised, reading: Reading, start: int, gap: str) -> str | None:
    """The first blow in `gap` (text[start:…]) told with no amount, or None."""
    if norm.lang != "ja":
        return None
    for blow in _UNTOLD.finditer(gap):
        first, last = start + blow.start(), start + blow.end()
        end = SENTENCE_END.search(norm.text, last)
        stop = end.start() if end else len(norm.text)
        left = any(last <= c.start < stop and c.kind in _LEFT for c in reading.clauses)
        if not (left or did_not_happen(norm, first, last)):
            return blow.group()
    return None
