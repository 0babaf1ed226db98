"""A match asked about: the engine plays one game, and a game lost or won is not the match
(「BO3で1本目落とした。ライフ0になったんだけど、これでマッチ負け？」 was 'loses', 「1ゲーム目に
相手が投了したけど、マッチ全体の勝ちになりますか？」 'wins'). Told only as the story's setting
(「BO3の1本目、ライフ3で3点受けた。負け？」), the game is still what is asked. An English question
asking of a match is refused with the other things a question may ask
(bot.application.situation_verdict), which knows a mirror match and a matchup are no match.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import asking_parts
from bot.application.situations.text_normal import Normalised

_MATCH_JA = re.compile(r"マッチ(?!アップ)|bo[135]\b|本先取|本勝負")


def match_asked(norm: Normalised) -> str | None:
    """Why the question asks of a match, not of the game the story tells, or None."""
    if norm.lang != "ja":
        return None
    for start, end in asking_parts(norm):
        if found := _MATCH_JA.search(norm.text, start, end):
            return f"not understood: a match asked about ({found.group()!r}), not one game"
    return None
