"""Priority, or a trigger waiting on the stack, beside a total that already loses ("I'm at 0.
Do I get priority to do anything before I lose?", "at 0 life with a trigger on the stack, do I
lose right away?", 「ライフ0になりました。優先権をもらう前に負けますか？」): whenever a player
would receive priority, the state-based actions are performed first (117.5, 704.3), and nothing
on the stack resolves before a player has priority (608.1): the total decides before anyone
may act. The words are blanked out of the text the vetoes look at (settled.py); the engine
plays the totals (and any card that keeps a player in: it decides as it would anyway).

Only where the story tells such a total (life 0 or less, ten poison counters) before the word,
tells nothing happening after it and no response ("before I lose" beside it is blanked too: the
loss is what comes first). A card the engine does not model is the vetoes' to weigh.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.text_normal import Normalised

_WORDS = {
    "en": re.compile(
        r"\bpriority\b|(?<=priority)[^.?!]{0,40}?\b(?P<b>before)(?= ⟨[a-z0-9]+⟩ (?:lose|die)\b)"
        r"|\b(?:with |while )?(?:an? |the |its |that |some |their |his |her )?(?:trigger|ability)"
        r" (?:is |was |still |sitting |waiting )*on the stack\b"
    ),
    "ja": re.compile(
        r"優先権|(?:誘発|能力)(?:が|は)?スタック(?:に|上に)(?:ある|あり|乗って|残って)"
    ),
}
_RESPONSE = re.compile(r"respon|対応|in answer")
_POISON_LOSS = 10


def _losing_total(reading: Reading, before: int) -> bool:
    for item in reading.clauses:
        if item.start >= before or not item.numbers:
            continue
        if item.kind in {"life_is", "life_put"} and item.numbers[0] <= 0:
            return True
        if item.kind == "poison_is" and item.numbers[0] >= _POISON_LOSS:
            return True
    return False


def checked_first(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The spans of the words above that the rules settle so."""
    words = list(_WORDS[norm.lang].finditer(norm.text))
    if not words or _RESPONSE.search(norm.text):
        return []  # (most stories: no such word)
    last = max((c.end for c in reading.clauses if c.kind in EVENT_KINDS), default=0)
    return [
        found.span("b") if found.groupdict().get("b") else found.span()
        for found in words
        if found.start() >= last and _losing_total(reading, found.start())
    ]
