"""A match asked about: the engine plays one game, and a game lost or won is not the match
(「BO3で1本目落とした。ライフ0になったんだけど、これでマッチ負け？」 was 'loses', 「1ゲーム目に
相手が投了したけど、マッチ全体の勝ちになりますか？」 'wins'). Told only as the story's setting
(「BO3の1本目、ライフ3で3点受けた。負け？」), the game is still what is asked.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import asking_parts
from bot.application.situations.text_normal import Normalised

_MATCH = {
    "ja": re.compile(r"マッチ(?!アップ)|bo[135]\b|本先取|本勝負"),
    "en": re.compile(r"\bmatch(?:es)?\b|\bbo[135]\b|\bbest[ -]of[ -](?:3|5|three|five)\b"),
}


def match_asked(norm: Normalised) -> str | None:
    """Why the question asks of a match, not of the game the story tells, or None."""
    for start, end in asking_parts(norm):
        if found := _MATCH[norm.lang].search(norm.text, start, end):
            return f"not understood: a match asked about ({found.group()!r}), not one game"
    return None
