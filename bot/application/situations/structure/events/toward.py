"""Whose a Japanese blow is where the words say the other player's act came at the speaker
(〜てくる). Damage given toward the speaker (「相手が5点与えてきた」「相手が3点のダメージを
与えてきました」) is the asker's: the patterns below. So is a blow with its subject left out
after another player's act toward the speaker (「相手が攻撃してきて3点受けた」「相手が殴って
きて、4点もらった」): the one it came at took it. Without てくる (「相手が攻撃して3点
受けた」) the te-form may keep 相手 as the subject, and both readings are played
(attribution.py). A concession or a spell told coming at the speaker (「投了してきた」) is the
other player's act, never the asker's.
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


# The clause's own verb in the te-form, then くる (「投了してきた」「唱えてきました」): an act that
# came at the speaker, so its left-out subject is not the asker.
_COMES = re.compile(r"(?<=[てで])(?:き|来|く)")
_ACTS = frozenset({"concede", "cast"})
_OTHER = re.compile(r"⟨((?!you⟩|team⟩)[a-z0-9]+)⟩")


def came_from(item: Clause, norm: Normalised) -> str | None:
    """The player whose act the subject-less clause `item` is, told as coming at the speaker:
    the one other player named before it in its sentence; None where it is not so told, or
    where none or several are named."""
    # (an act done to another, not a state reached: 「受けてきた」 is "have taken so far")
    if norm.lang != "ja" or item.kind not in _ACTS or not _COMES.match(norm.text, item.end):
        return None
    begins = max(norm.text.rfind(mark, 0, item.start) for mark in "。.!?！？") + 1
    named = set(_OTHER.findall(norm.text, begins, item.start))
    return named.pop() if len(named) == 1 else None
