"""A Japanese amount told as recurring, read once (「ライフ20で、相手の《ファイレクシアの闘技場》で
毎ターン1点失う。負ける？」 was 'keeps_playing' at 19): how many times it came is what the
reading left out, as "each turn" in English (totals.py). A count of blows read
(amounts/each.py), a count told beside it (「7点ずつ3回殴られた」「2体に2点ずつ」) or an amount
to every player (「全員に1点ずつ」) is read whole.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import sentence_around
from bot.application.situations.structure.amounts.each import TIMES
from bot.application.situations.structure.doubts.totals import AMOUNTS, GROUPS

_RECURRING = re.compile(
    r"毎(?:ターン|回|アップキープ|ドロー|度)|(?:ターン|アップキープ|回|戦闘)(?:ごと|毎)に?"
    r"|(?:たび|度)に|ずつ"
)
_COUNT = re.compile(r"\d+(?:回|度|発|体|人|匹)")


def recurring_read_once(text: str, reading: Reading) -> str | None:
    """Why a Japanese amount told as recurring was read as one, or None."""
    for item in reading.every:
        if item.kind not in AMOUNTS or item.player in GROUPS or item.option.startswith(TIMES):
            continue
        first, last = sentence_around(text, item.start, item.end)
        if _COUNT.search(text, first, last):
            continue
        if found := _RECURRING.search(text, first, last):
            return f"not understood: an amount told each, read once ({found.group()!r})"
    return None
