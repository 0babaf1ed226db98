"""Numbers a Japanese story says of what dealt the points, not the points: a creature's size
or power (「5/5のクリーチャーに殴られて5点受けた」「パワー3の」), the creatures counted
(「クリーチャー2体で合計10点」) and a spell's X (「x=5で《火の玉》を撃たれて5点受けた」).

Such a number is incidental only where its sentence tells, after it, the points the blow dealt
(the engine plays those); with no points told (「3体に殴られた」), with the points told each
(ずつ, それぞれ) or one attacker singled out (「1体目から」), it stays unread and the question
is refused.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, sentence_start
from bot.application.situations.structure.amounts.distance_ja import distance_told
from bot.application.situations.structure.settling.sized_one import SEQUENCE
from bot.application.situations.text_normal import Normalised

_DESCRIPTION = re.compile(
    r"\d+/-?\d+|(?:パワー|タフネス|攻撃力)(?:が|は)?\d+|\d+体(?!目)|x=\d+", re.IGNORECASE
)
# Points told each, per attacker, or of one attacker only: the count or size then matters.
_APIECE = re.compile(r"ずつ|それぞれ|各|毎|につき|あたり|当たり|ごと|体目|匹目|人目")
_DEALT_KINDS = frozenset({"damage", "commander_damage", "life_put", "poison_gain"})


def incidental(norm: Normalised, reading: Reading, first: int, last: int) -> bool:
    """Whether text[first:last] is a number of a Japanese story no fact depends on, by the
    words beside it: what dealt the points (above), or how far a total is from a loss
    (distance_ja.py)."""
    return described(norm, reading, first, last) or distance_told(norm, reading, first, last)


def described(norm: Normalised, reading: Reading, first: int, last: int) -> bool:
    """Whether text[first:last] sizes, counts or costs what dealt points its sentence tells
    after it (see above)."""
    if norm.lang != "ja":
        return False
    text = norm.text
    begins = sentence_start(text, first)
    if not any(
        m.start() <= first and last <= m.end()
        for m in _DESCRIPTION.finditer(text, max(begins, first - 6), last + 4)
    ):
        return False
    end = SENTENCE_END.search(text, last)
    stop = end.start() if end else len(text)
    if _APIECE.search(text, begins, stop):
        return False
    # (points told after a word of sequence, 「5/5に殴られ、さらに3点のバーン」, are a later
    # event's, and leave the size unread)
    return any(
        last <= c.start < stop
        and c.kind in _DEALT_KINDS
        and not SEQUENCE.search(text, last, c.start)
        for c in reading.clauses
    )
