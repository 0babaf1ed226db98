"""An amount told again in a parenthesis right after the clause that told it: "bolts me (3
damage)", "hits me for 6 (two 3/3s)", "I took 10 (5+5)". What it says is the clause's own
amount, worked out or described; no fact depends on its numbers when they come to that amount,
and the reader refuses them when they come to anything else or say more than a sum.
"""

from __future__ import annotations

import math
import re

from bot.application.situations.matching import Reading
from bot.application.situations.text_normal import Normalised

_AMOUNT_KINDS = frozenset({"damage", "life_change", "poison_gain", "commander_damage", "draw"})
_UNIT = r"(?: (?:damage|dmg|life|poison(?: counters?)?|cards?|total))?"
# "(3 damage)", "(3)", "(so 3 damage)": the amount said again; "(5+5)", "(2 + 2 + 1
# damage)": its parts; "(3x2)", "(2 * 3)": its parts multiplied; "(two 3/3s)", "(a 3/3)": its
# sources, power each.
_SO = r"(?:so |that's |thats |i\.?e\.? |= ?|aka )?"
_SAID = re.compile(rf"\({_SO}(?P<n>\d+){_UNIT}\)")
_SUM = re.compile(rf"\({_SO}(?P<terms>\d+(?: ?\+ ?\d+)+){_UNIT}\)")
_PRODUCT = re.compile(rf"\({_SO}(?P<a>\d+) ?[x×*] ?(?P<b>\d+){_UNIT}\)")
_SIZES = re.compile(r"\((?:(?P<k>\d+)|an?) (?P<p>\d+)/\d+s?(?: [a-z]+)?\)")


def _worth(said: str) -> int | None:
    """What the parenthesis comes to, or None when it says more than an amount."""
    if found := _SAID.fullmatch(said):
        return int(found.group("n"))
    if found := _SUM.fullmatch(said):
        return sum(int(term) for term in re.findall(r"\d+", found.group("terms")))
    if found := _PRODUCT.fullmatch(said):
        return math.prod(int(found.group(part)) for part in "ab")
    if found := _SIZES.fullmatch(said):
        return int(found.group("k") or 1) * int(found.group("p"))
    return None


_PARENTHESIS = re.compile(r"\([^()]*\)")


def restatements(norm: Normalised, reading: Reading) -> list[tuple[int, int]]:
    """The (start, end) of each parenthesis that comes to the amount of the clause right
    before it: read with that clause, its words and numbers are no fact of their own."""
    found = []
    for said in _PARENTHESIS.finditer(norm.text):
        worth = _worth(said.group())
        if worth is None:
            continue
        before = len(norm.text[: said.start()].rstrip())
        if any(
            c.end == before and c.kind in _AMOUNT_KINDS and tuple(map(abs, c.numbers)) == (worth,)
            for c in reading.clauses
        ):
            found.append(said.span())
    return found
