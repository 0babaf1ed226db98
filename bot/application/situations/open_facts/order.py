"""A clause told out of order, with a word the engine does not read ("Opponent conceded. Took 4
from a Bolt before that.", 「先に相手が投了していた」): when it happened is left open. The story is
played with the clauses of the order word's sentence at each point among the others (in every
order among themselves, the others kept in the order told), and the verdict stands only where
every play gives the asker the same outcome (agreement.py); the order word is then settled.

Only one order word, in a sentence that tells something and asks nothing, in a story of events
and totals only (no card held), and at most MOST_ORDERS plays in all; otherwise the word
refuses the story as before (vetoes.py).
"""

from __future__ import annotations

import itertools
import math
import re
from dataclasses import dataclass

from bot.application.situations.matching import EVENT_KINDS, STATE_KINDS, Reading, asking_parts
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.text_normal import Normalised

# "before" with what it is before after it ("before that", "before combat", "before he
# conceded"); said alone it is "earlier" ("I had Platinum Angel before"), which may tell a state
# since changed, and is left refused.
_ORDER_WORD = {"en": re.compile(r"\bbefore(?= [a-z⟨⟦])"), "ja": re.compile(r"先に")}
# What a story played at each point may tell: events, and totals (before the events, a starting
# one; after, a change). A card held, cast or in a hand is read as held from the start, whenever
# the story has it come ("I had Platinum Angel before that", 「先にライフが0になっていた。その後
# 《白金の天使》を出した」 would keep the Angel at every point): such a story is refused.
_MOVABLE = EVENT_KINDS - {"cast", "leaves"} | STATE_KINDS | {"hand_is", "graveyard_is", "lands_is"}
# The plays of the orders, the story as told among them: a clause moved among three others
# (four points), or two moved among one (six orders).
MOST_ORDERS = 6
_UNTOLD = frozenset({"query", "variant"})


@dataclass(frozen=True)
class OpenOrder:
    word: tuple[int, int]  # where the order word stands
    moved: frozenset[tuple[int, int, str]]  # the clauses of its sentence (start, end, kind)


def open_order(norm: Normalised, reading: Reading) -> OpenOrder | None:
    """The order word and the clauses whose place it leaves open, or None where there is no
    such word, or more than one, or its sentence tells nothing or asks."""
    found = list(_ORDER_WORD[norm.lang].finditer(norm.text))
    if len(found) != 1:
        return None
    word = found[0].span()
    start, end = sentence_around(norm.text, *word)
    if any(a < end and start < b for a, b in asking_parts(norm)):
        return None
    told = [c for c in reading.clauses if c.kind not in _UNTOLD]
    moved = [c for c in told if start <= c.start < end]
    if not moved or any(c.kind not in _MOVABLE for c in told):
        return None
    return OpenOrder(word, frozenset(_key(c) for c in moved))


def settled(reading: Reading, order: OpenOrder | None) -> Reading:
    """The reading with the order word settled (the vetoes let it be), where its plays are."""
    if order is None:
        return reading
    return Reading(
        reading.clauses, reading.every, reading.responses, (*reading.settled, order.word)
    )


def reorderings(clauses: list[Clause], order: OpenOrder) -> list[list[Clause]] | None:
    """`clauses` once for each order the order word leaves open, the one told first; None
    beyond MOST_ORDERS. (What a question asks and the game it names stay first.)"""
    fixed = [c for c in clauses if c.kind in _UNTOLD]
    told = [c for c in clauses if c.kind not in _UNTOLD]
    moved = [c for c in told if _key(c) in order.moved]
    others = [c for c in told if _key(c) not in order.moved]
    if not moved or math.perm(len(told), len(moved)) > MOST_ORDERS:
        return None
    seen = [told]
    for places in itertools.combinations(range(len(told)), len(moved)):
        for inner in itertools.permutations(moved):
            picked, rest = iter(inner), iter(others)
            each = [next(picked) if i in places else next(rest) for i in range(len(told))]
            if each not in seen:
                seen.append(each)
    return [clauses, *([*fixed, *each] for each in seen[1:])]


def moved_told(norm: Normalised, order: OpenOrder, clauses: list[Clause]) -> tuple[str, ...]:
    """The order word and the moved clauses, as written."""
    word = norm.text[slice(*order.word)]
    return (word, *(norm.text[c.start : c.end] for c in clauses if _key(c) in order.moved))


def _key(item: Clause) -> tuple[int, int, str]:
    return (item.start, item.end, item.kind)
