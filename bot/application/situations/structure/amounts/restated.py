"""An amount told again right after the clause that told it, in a parenthesis or after a comma:
"bolts me (3 damage)", "bolts me, that's 3", "hits me for 6 (two 3/3s)", "I took 10 (5+5)".
What it says is the clause's own amount, worked out or described; no fact depends on its
numbers when they come to that amount, and the reader refuses them when they come to anything
else or say more than a sum.
"""

from __future__ import annotations

import math
import re

from bot.application.situations.matching import Reading
from bot.application.situations.structure.gap_words import asked
from bot.application.situations.text_normal import Normalised

_AMOUNT_KINDS = frozenset({"damage", "life_change", "poison_gain", "commander_damage", "draw"})
_UNIT = r"(?: (?:damage|dmg|life|poison(?: counters?)?|cards?|total))?"
# "(3 damage)", "(3)", "(so 3 damage)": the amount said again; "(5+5)", "(2 + 2 + 1
# damage)": its parts; "(3x2)", "(2 * 3)": its parts multiplied; "(two 3/3s)", "(a 3/3)": its
# sources, power each.
_SO = r"(?:so |that's |thats |i\.?e\.? |= ?|aka |x ?= ?)?"
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
# The amount said again after a comma: "opp bolts me, that's 3."
_TAIL = re.compile(
    r", (?:(?:so )?(?:that's|thats|that is)|i\.e\.|so) (\d+)(?: damage| dmg)?(?=[.,;!?]|$| and )"
)


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
    for told in reading.clauses:
        tail = _TAIL.match(norm.text, told.end) if told.kind in _AMOUNT_KINDS else None
        if tail and _comes_to(reading, tail.start(), int(tail.group(1))):
            found.append(tail.span())
    return found + [m.span() for m in _SUM_SAID.finditer(norm.text) if _sum_said(reading, m)]


# The sum of what was told, said as a total: "for a total of 21", "that's 21 total",
# "(7 in total)", "- 21 total".
_SUM_SAID = re.compile(
    r"(?:,|\(|—|-|;)? ?(?:for a total of|a total of|total of|(?:so |which is |which makes )?"
    r"that's|thats|so)? ?(?P<n>\d+)(?: (?:damage|dmg|life|poison|cards?))?"
    r" (?:total|in total|altogether|combined)\b\)?"
    r"|(?:,|\(|—|-) ?(?:for )?a total of (?P<m>\d+)(?: (?:damage|dmg|life|poison|cards?))?\)?"
)


def _sum_said(reading: Reading, said: re.Match[str]) -> bool:
    return _comes_to(reading, said.start(), int(said.group("n") or said.group("m")))


def _comes_to(reading: Reading, at: int, total: int) -> bool:
    """Whether `total` is the amount of the last clause told before `at`, or the sum of the
    amounts of its kind told to its player: the asker's sum of the story, which the engine
    works out again."""
    before = [c for c in reading.clauses if c.end <= at and c.numbers]
    last = before[-1] if before else None
    if last is None or last.kind not in _AMOUNT_KINDS:
        return False
    same = [
        abs(c.numbers[0])
        for c in before
        if _sums_with(c.kind, last.kind) and c.player == last.player
    ]
    return total in {abs(last.numbers[0]), sum(same)}


def _sums_with(kind: str, last: str) -> bool:
    """Commander damage is damage too, and more commander damage sums with what it had."""
    return kind == last or {kind, last} == {"damage", "commander_damage"}


def echoed(norm: Normalised, reading: Reading, first: int, last: int) -> bool:
    """Whether text[first:last], in a part that asks, points back at the amount of an event
    told before it ("opp bolts me for 3. Do I die to the 3?"); an amount not pointed at ("do I
    die to another 3?") or not told ("I'm at 5 … do I die to the 5 damage?") is new."""
    if not norm.text.endswith(("the ", "that ", "those "), 0, first):
        return False
    value = int(norm.text[first:last])
    return asked(norm, first) and any(
        c.end <= first and c.kind in _AMOUNT_KINDS and tuple(map(abs, c.numbers)) == (value,)
        for c in reading.clauses
    )


_MORE = re.compile(r"\b(?:more|another|additional|extra|again)\b")


def asked_anew(norm: Normalised, reading: Reading) -> int | None:
    """The amount of an event only the question tells ("… Do I die to 3 more?", "… to 5?"),
    which the story does not play: no told event has it, or the question adds it; or None."""
    told = {abs(n) for c in reading.clauses if c.kind in _AMOUNT_KINDS for n in c.numbers}
    for item in reading.every:
        if item in reading.clauses or not item.numbers:
            continue
        added = _MORE.search(norm.text, item.start, item.end)
        amount = item.kind in _AMOUNT_KINDS
        if added or (amount and any(abs(n) not in told for n in item.numbers)):
            return abs(item.numbers[0])
    return None


_LIFE_EVENTS = {"damage": -1, "commander_damage": -1, "life_change": 1}


def reckoned_left(norm: Normalised, reading: Reading, first: int, last: int) -> bool:
    """Whether the number the asker works out ("I'm at 5 and take 3, so that's 2 left") is the
    life the story's own arithmetic leaves the player of the last blow told before it: a sum
    that comes to anything else tells something the story does not ("… bolts me for 3, so
    that's 6": doubled by what?)."""
    before = [c for c in reading.clauses if c.end <= first and c.numbers]
    blows = [c for c in before if c.kind in _LIFE_EVENTS]
    if not blows:
        return False
    player = blows[-1].player
    totals = [c for c in before if c.kind == "life_is" and c.player == player]
    if not totals:
        return False
    life = totals[-1].numbers[0]
    for item in before:
        if item.start > totals[-1].start and item.kind in _LIFE_EVENTS:
            if item.player not in {player, "all"}:
                continue
            life += _LIFE_EVENTS[item.kind] * item.numbers[0]
    return int(norm.text[first:last]) == life
