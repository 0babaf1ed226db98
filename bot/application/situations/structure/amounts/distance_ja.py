"""How far a total just told is from a loss, as the Japanese asker reckons it (「毒9個、あと1個で
負け」「ライフ1(あと1点で死ぬ)」): the asker's reading of the rule, which the engine applies
itself, so no fact of the story. It is incidental only where its sentence tells the total
before it and the distance is the one the rule gives (ten poison counters, life 0); an
asker's count that does not agree, or with no total beside it, stays unread and refused.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import sentence_start
from bot.application.situations.text_normal import Normalised

_LOSS = re.compile(r"(点|個|つ)?で(?:負け|死|敗北)")
_POISON_LOSS = 10  # 704.5c


def distance_told(norm: Normalised, reading: Reading, first: int, last: int) -> bool:
    text = norm.text
    loss = _LOSS.match(text, last)
    if norm.lang != "ja" or not text.endswith("あと", 0, first) or loss is None:
        return False
    kind = "poison_is" if loss.group(1) in {"個", "つ"} else "life_is"
    begins = sentence_start(text, first)
    totals = [c for c in reading.every if c.kind == kind and begins <= c.start and c.end < first]
    if not totals or len(totals[-1].numbers) != 1:
        return False
    total, distance = totals[-1].numbers[0], int(text[first:last])
    return distance == (_POISON_LOSS - total if kind == "poison_is" else total)
