"""A Japanese event told, then "but" and a sentence no reading took (「4/4に殴られたけど、霧で
防いだ」「3点火力を撃たれたけど、カウンターした」「殴られたけど、ダメージは通らなかった」「殴られた
けどチャンプした」): what those words did to the event (prevented, countered, blocked, undone)
is not read, and the event read as told was 'loses' at a low life. A sentence there that the
reading took ("…けど、ライフは3です"), a question ("…けど、まだ生きてる？") or a block not made
(「殴られたけどブロックしなかった」: the blow stood) is no such doubt.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.structure.phrases import UNBLOCKED
from bot.application.situations.text_normal import Normalised

# "but" right after the event's words (their past ending may be outside the clause).
# (が only after a verb's ending: 「ダメージが同時に入った」 is its subject)
_BUT = re.compile(
    r"(?:(?:た|だ|ました|ます)?(?:けど|けれど(?:も)?|のに|ものの|。しかし|。でも|。だけど)"
    r"|(?:た|だ|ました|ます|(?<=[ただす]))が)、?"
)
# The rest of the sentence, told as done (a past or a negated ending), not asked.
_DONE = re.compile(r"[^。!?]*?(?:た|だ|ました|ません(?:でした)?|なかった|ず|ない)(?=[。]|$)")


def undone(norm: Normalised, reading: Reading) -> str | None:
    """Why an event's telling is in doubt by what follows its "but", or None."""
    if norm.lang != "ja":
        return None
    text = norm.text
    starts = sorted(c.start for c in reading.every)
    for item in reading.every:
        if item.kind not in EVENT_KINDS:
            continue
        but = _BUT.match(text, item.end)
        done = _DONE.match(text, but.end()) if but else None
        if but is None or done is None or not done.group().strip():
            continue
        if any(but.end() <= start < done.end() for start in starts):
            continue  # the words there were read
        if UNBLOCKED["ja"].search(done.group()):
            continue  # nothing stood in its way
        return f"not understood: what befell the event after {done.group()!r}"
    return None
