"""A sum the Japanese asker works out of the amounts just told (「3点と7点受けて、合計10点受けま
した」「相手から3点と6点、合計9点受けました」): read as an amount of its own it would be dealt a
second time. Where it is the sum of the amounts of its kind told before it in its sentence, to
the same player, it is told again (`restated`: read, nothing to play); where it is not their
sum, which was dealt is not certain: it is marked `UNSUMMED`, a number no fact took, and the
vetoes refuse the question (unread.py). A sum told
with nothing before it in its sentence (「合計10点受けた」) is the amount dealt, and stays.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import Clause, sentence_start

UNSUMMED = "unsummed"
_SUMMED = re.compile(r"合計|合わせて|トータル|総計|(?<![累統])計")
_KINDS = frozenset({"damage", "life_change", "poison_gain"})


def restate_sums(text: str, clauses: list[Clause]) -> list[Clause]:
    out: list[Clause] = []
    for item in clauses:
        told = _summed_before(text, item, out)
        if told is None:
            out.append(item)
        elif told and sum(told) == item.numbers[0]:
            out.append(replace(item, kind="restated"))
        else:
            out.append(replace(item, kind=UNSUMMED))
    return out


def _summed_before(text: str, item: Clause, before: list[Clause]) -> list[int] | None:
    """The amounts a sum (see above) adds up, or None when the clause is no such sum."""
    if item.kind not in _KINDS or len(item.numbers) != 1:
        return None
    number = re.search(r"-?\d", text[item.start : item.end])
    at = item.start + (number.start() if number else 0)
    begins = sentence_start(text, item.start)
    # The words of its clause before the amount (the clause may be read from the number on).
    lead = re.split(r"[、,]", text[begins:at])[-1]
    if not _SUMMED.search(lead):
        return None
    told = [c for c in before if begins <= c.start < item.start and c.kind == item.kind]
    if not told:
        return None
    if any(c.player != item.player or len(c.numbers) != 1 for c in told):
        return []  # amounts to other players: which the sum adds up is not certain
    return [c.numbers[0] for c in told]
