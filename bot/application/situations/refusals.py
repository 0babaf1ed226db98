"""Questions that are not a situation the engine can settle, said so before any reading.

Reading would refuse most of these anyway (their words are in no pattern); naming the reason
here keeps a question about the stack from being half-read as a story about life totals, and
gives the caller a reason worth logging.
"""

from __future__ import annotations

import re

from bot.application.situations.text_normal import Normalised

_NOT_A_SITUATION = {
    "en": re.compile(
        r"\bwhat (?:is|are|does|do)\b(?! happen)|\bwhat's\b|\bhow (?:do|does|can|should|would) "
        r"(?:⟨[a-z0-9]+⟩|you|one|it)(?![a-z])(?! lose| win| die| survive)"
        r"|\bdefin|\bexplain\b|\bmeaning\b"
        r"|\brules? (?:for|on|about)\b"
    ),
    "ja": re.compile(
        r"とは|って何|ってなに|ってなん|やり方|方法|どうやって|手順|意味|説明|ルールを"
    ),
}
_NOT_MODELLED = {
    "en": re.compile(
        r"\b(?:priority|stack|respond|response|trigger|triggers|triggered|target|targets|targeting"
        r"|block|blocks|blocked|blocker|attack|attacks|attacked|attacking|first strike|trample"
        r"|lifelink|infect|wither|toxic|proliferate|flash|instant speed|counterspell|counter it"
        r"|counters? (?:the|that|a) spell|before|at the same time|simultaneous|simultaneously"
        r"|order|apnap|upkeep|mulligan|sideboard|wish|copy|copies|fork|regenerate|indestructible"
        r"|hexproof|shroud|protection|phase|phases|phased|prevent|prevents|prevented|double|doubles"
        r"|halve|instead|replacement|may|choose|chooses|chose|cost|mana|tap|untap)\b"
    ),
    "ja": re.compile(
        r"優先権|スタック|対応して|誘発|対象|ブロック|攻撃|先制攻撃|トランプル|絆魂|感染|毒性|増殖"
        r"|瞬速|打ち消|同時|順番|順序|アップキープ|マリガン|サイドボード|コピー|再生|破壊不能|呪禁"
        r"|被覆|プロテクション|フェイズ|軽減|防ぐ|2倍|倍に|代わりに|置換|選ぶ|選ん|支払|コスト"
        r"|マナ|タップ"
    ),
}


def refusal(norm: Normalised) -> str | None:
    if _NOT_A_SITUATION[norm.lang].search(norm.text):
        return "not a situation: a definition or a procedure"
    found = _NOT_MODELLED[norm.lang].search(norm.text)
    if found:
        return f"the engine cannot settle this: {found.group()!r}"
    return None
