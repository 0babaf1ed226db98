"""Commander damage read where the story says the damage was no commander damage: the
commander's ability, not its combat damage (903.10a counts combat damage only).
「相手の統率者から合計21点、でも統率者ダメージじゃなくて能力ダメージ」 was read as 21 commander
damage ('loses' at 40 life).
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading
from bot.application.situations.pattern_kit import SENTENCE_END, sentence_around
from bot.application.situations.text_normal import Normalised

# Said of the damage in the story, not asked: no commander damage, non-combat, an ability's.
_NOT_COMMANDER_DAMAGE = {
    "en": re.compile(
        r"\b(?:not|isn't|wasn't|no|never) (?:counted as |count as |counting as )?commander damage"
        r"|\bnon-?combat\b|\bnot combat\b|\b(?:its|the|an|his|her|their) ability\b"
    ),
    "ja": re.compile(
        r"統率者ダメージ(?:じゃ|では)な|統率者ダメージにならな|能力(?:の|で)?ダメージ|能力で|非戦闘"
        r"|戦闘(?:ダメージ)?(?:じゃ|では)な"
    ),
}


def not_commander_damage(norm: Normalised, reading: Reading) -> str | None:
    """Why commander damage read beside words that say it was none gets no verdict, or None."""
    for item in reading.every:
        if item.kind != "commander_damage":
            continue
        # its sentence and the next ("It hit me for 21. Not commander damage though.")
        first, last = sentence_around(norm.text, item.start, item.end)
        following = SENTENCE_END.search(norm.text, last + 1)
        stop = following.start() if following else len(norm.text)
        said = _NOT_COMMANDER_DAMAGE[norm.lang].search(norm.text, first, stop)
        if said:
            return f"not understood: commander damage told as {said.group()!r}"
    return None
