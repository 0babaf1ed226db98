"""Whose a Japanese blow with its subject left out is, where the clause before it says the
other player's act came at the speaker (〜てくる: 「相手が攻撃してきて3点受けた」「相手が殴って
きて、4点もらった」): the one it came at took it, the asker. Without てくる (「相手が攻撃して3点
受けた」) the te-form may keep 相手 as the subject, and both readings are played
(attribution.py).
"""

from __future__ import annotations

import re

from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised

_TAKEN = frozenset({"damage", "poison_gain"})
# Another player's act toward the speaker, and nothing but a comma or an adverb of manner
# between it and the blow (「、そのまま」「ブロックせずに」).
_CAME_AT = re.compile(
    r"⟨(?!you⟩|team⟩)[a-z0-9]+⟩(?:の[^。、⟨]{0,12})?(?:が|は)[^。⟨]{0,12}?[てで](?:き|来)て"
    r"、?(?:そのまま|ブロックせず(?:に)?|ノーブロックで)?、?$"
)
_RECEIVED = re.compile(r"(?:受け|食らっ|くらっ|喰らっ|もらっ|貰っ)")


def toward_the_asker(item: Clause, norm: Normalised) -> bool:
    """Whether the subject-less blow `item` follows another player's act toward the speaker
    in its sentence, and is told by a verb of receiving."""
    if norm.lang != "ja" or item.kind not in _TAKEN or item.player is not None:
        return False
    if not _RECEIVED.search(norm.text, item.start, item.end):
        return False
    begins = max(norm.text.rfind(mark, 0, item.start) for mark in "。.!?！？") + 1
    return bool(_CAME_AT.search(norm.text[begins : item.start]))
