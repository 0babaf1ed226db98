"""A Japanese story that takes a figure back (「3点…じゃなくて2点受けた」「3点、いや2点」「訂正：
2点です」「正しくは2点」): both figures are read, at face value, and which one stands is what the
words decide (the English words are structure/doubts/english.py's). 「3点…じゃなくて2点」 was
'loses' at 3 life.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_CORRECTION = re.compile(
    # a figure, then "not that": 「3点じゃなくて」「3個ではなく」
    r"\d+\s*(?:点|個|枚|ダメージ)?(?:…+|\.{2,}|、)?\s*(?:じゃ|では)なく"
    # "no," before a figure: 「3点、いや2点」「いや…2点」
    r"|いや[、…,.\s]*-?\d"
    r"|訂正|正しくは|(?:言い|書き|打ち)間違"
)


def corrected(norm: Normalised) -> str | None:
    """Why a Japanese story's figures are in doubt by a correction, or None."""
    if norm.lang != "ja":
        return None
    found = _CORRECTION.search(norm.text)
    return f"not understood: a figure taken back ({found.group()!r})" if found else None
