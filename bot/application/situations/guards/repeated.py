"""Events a long post tells twice: once as they happened and again to make them plain ("My
opponent deals 3 damage to me. Again: 3 damage.", "TL;DR ... took 3") or as their sum
(「3点受けて、そのあと4点受けました。合計7点受けました」). Played as told, each telling was one
more blow ('loses' at 5 life taking 3).
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, STATE_KINDS, Reading
from bot.application.situations.pattern_kit import sentence_start
from bot.application.situations.text_normal import Normalised

# An event told again to make it plain ("My opponent deals 3 damage to me. Again: 3 damage.",
# "So basically I took 3 damage", "i.e. 3 damage"): played twice, it was 'loses' at 5 life.
_SAID_AGAIN = re.compile(
    r"\b(?:again|to be clear|to clarify|i repeat|basically|in other words|in short|tl;? ?dr"
    r"|to sum(?:marize| up)?|summary|recap|ie|that is|just|only|once more|meaning)\b"
    r"|⟨you⟩ repeat\b|⟨you⟩\.e\."  # "I repeat", "i.e." as the players' table leaves them
)
# An amount with no verb and no player ("... to me. Just 3 damage."): said of what was told.
_BARE_AMOUNT = re.compile(r"^\d+ (?:damage|life|poison(?: counters?)?)$")


def told_again(norm: Normalised, reading: Reading) -> str | None:
    if norm.lang != "en":
        return None
    told: set[tuple[str, tuple[int, ...]]] = set()
    totals: set[tuple[str, tuple[int, ...]]] = set()
    for item in reading.clauses:
        told_of = (item.kind, item.numbers)
        if item.kind in STATE_KINDS:
            if told_of in totals:
                told.clear()  # "TLDR I'm at 5 and took 3": the story told again from its start
            totals.add(told_of)
        if item.kind not in EVENT_KINDS:
            continue
        if told_of in told:
            lead = norm.text[sentence_start(norm.text, item.start) : item.start]
            if found := _SAID_AGAIN.search(lead):
                return f"not understood: an event told again ({found.group()!r}) or twice"
            bare = _BARE_AMOUNT.match(norm.text[item.start : item.end])
            if bare and not lead.strip(" :"):  # a sentence of its own, not "3 damage and 3"
                return "not understood: an amount told again with no verb, or twice"
        told.add(told_of)
    return None


# The sum of what was told, told as one more event (「3点受けて、そのあと4点受けました。合計7点
# 受けました」, "I take 3 and then I take 4, so altogether I take 7"): played as a third blow,
# it was 'loses' at 8 life. 「さらに7点受けました」, "then I take 7 more" are one more event,
# whatever the amount.
_SUMMED = frozenset({"damage", "life_change", "poison_gain"})
_MORE = re.compile(
    r"さらに|もう|また|追加で|続けて|そのあと|その後|次に|\b(?:more|another|then|again|later)\b"
)


def summed_again(norm: Normalised, reading: Reading) -> str | None:
    told: dict[str, list[int]] = {}
    previous_end = 0
    for item in reading.clauses:
        if item.kind not in _SUMMED or len(item.numbers) != 1:
            continue
        before = told.setdefault(item.kind, [])
        said = norm.text[previous_end : item.end]
        if len(before) > 1 and item.numbers[0] == sum(before) and not _MORE.search(said):
            return "not understood: a sum of the events told, or one more event"
        before.append(item.numbers[0])
        previous_end = item.end
    return None
