"""The same told of another player with "too" or "so did" and nothing of its own ("I went to 0
and so did my opponent" and "I am at 0 and my opponent is too" were 'loses', "Opponent is at 0,
me too" and 「相手のライフが0になったけど自分も0になった」 'wins'; each is a draw): the reading
played what was told of the first player and not what the words repeat of the second, whose
fate decides the verdict as much.
"""

from __future__ import annotations

import re

from bot.application.situations.guards.untold.asking import unread
from bot.application.situations.matching import Reading
from bot.application.situations.model import Lang
from bot.application.situations.text_normal import Normalised

_PLAYER = r"⟨[a-z0-9]+⟩"
_ALSO: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(
        rf"\b(?:so|as|neither|nor) (?:did|do|does|is|was|am|are|were|has|have|had|went) {_PLAYER}"
        rf"|{_PLAYER}(?: (?:did|does|do|is|was|am|are|were|has|have|had|went|got|took))?"
        r"(?: (?:it|that|the same))? (?:too|also|as well)\b"
        # (not the outcome asked of them: "do I also lose?")
        r"(?! (?:lose|loses|lost|win|wins|won|die|dies|dead|draw|out|go out|get knocked"
        r"|have to|need to|count))"
        rf"|\bsame (?:for|with|goes for|thing for|here for) {_PLAYER}"
    ),
    # 「自分も0になった」: も after a player where no reading took them (「相手も自分も」 is read
    # as every player before this); not the outcome asked of them (「私も負けですか？」,
    # 「私もですか？」).
    "ja": re.compile(
        rf"{_PLAYER}も(?!{_PLAYER}|(?:ゲームに|一緒に|同時に)?(?:負け|勝|敗北|引き分け|死|脱落|アウト"
        r"|生き|助か|セーフ|終わ|道連れ|です|でしょ|か[?？]|[?？]))"
    ),
}


def repeated_of_another(norm: Normalised, reading: Reading) -> str | None:
    """Why the story repeats of a player what it told of another, unread, or None."""
    read = [(c.start, c.end) for c in reading.every if c.kind != "query"]
    for found in _ALSO[norm.lang].finditer(norm.text):
        if unread(found, read):
            return f"not understood: the same told of another player ({found.group()!r})"
    return None
