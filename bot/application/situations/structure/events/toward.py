"""Whose a Japanese blow is where the words say the other player's act came at the speaker
(〜てくる). Damage given toward the speaker (「相手が5点与えてきた」「相手が3点のダメージを
与えてきました」) is the asker's: the patterns below. So is a blow with its subject left out
after another player's act toward the speaker (「相手が攻撃してきて3点受けた」「相手が殴って
きて、4点もらった」): the one it came at took it. Without てくる (「相手が攻撃して3点
受けた」) the te-form may keep 相手 as the subject, and both readings are played
(attribution.py).
"""

from __future__ import annotations

import re

from bot.application.situations.pattern_kit import Clause, Pattern, clause, table
from bot.application.situations.text_normal import Normalised

_TAKEN = frozenset({"damage", "poison_gain", "life_change"})
# Another player's act toward the speaker, and nothing but a comma, an adverb of manner or of
# sequence, or the means between it and the blow (「、そのまま」「ブロックせずに」「さらに」
# 「攻撃で」).
_CAME_AT = re.compile(
    r"⟨(?!you⟩|team⟩)[a-z0-9]+⟩(?:の[^。、⟨]{0,12})?(?:が|は)[^。⟨]{0,12}?[てで](?:き|来)て"
    r"、?(?:そのまま|ブロックせず(?:に)?|ノーブロックで)?、?"
    r"(?:さらに|そして|続けて|その後|そのあと|追加で)?、?(?:[^。、⟨⟦\d]{1,6}?で)?$"
)
# A verb of receiving, or of losing life (a loss the speaker underwent, never a gain).
_RECEIVED = re.compile(r"(?:受け|(?:食|く|喰|も|貰)ら[っい]|貰[っい]|失(?:っ|い|う))")


# 「相手が(ショックで)5点(のダメージを)与えてきた」: given, and come at the speaker.
JA: list[Pattern] = table(
    [
        (
            r"(?=⟨(?!you⟩))(?:{Q}(?:が|は|も))(?:[^。、⟨\d]{0,10}?で)?{N}点(?:の(?:戦闘)?ダメージ)?"
            # (any verb of dealing: 「3点殴ってきた」「2点焼いてきた」「撃ち込んできた」)
            r"(?:を)?(?:与え|殴っ|撃っ|焼い|撃ち込ん|叩き込ん)[てで](?:き|来)(?:た|て|ました|ます)",
            clause("damage", player="you"),
        )
    ]
)


def toward_the_asker(item: Clause, norm: Normalised) -> bool:
    """Whether the subject-less blow `item` follows another player's act toward the speaker
    in its sentence, and is told by a verb of receiving."""
    if norm.lang != "ja" or item.kind not in _TAKEN or item.player is not None:
        return False
    if not _RECEIVED.search(norm.text, item.start, item.end):
        return False
    begins = max(norm.text.rfind(mark, 0, item.start) for mark in "。.!?！？") + 1
    return bool(_CAME_AT.search(norm.text[begins : item.start]))
