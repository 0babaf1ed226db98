"""English amounts and totals that the words tell otherwise than the reading took them; each
was played as read and gave a wrong verdict before (a wrong verdict is worse than none):

- An amount told "each", "apiece" or "per turn" read once ("both opposing players hit us for
  2 each" read as 2, "I draw 1 each turn" as one draw): how many took, dealt or drew it is
  what the reading left out. A count of blows read (amounts/each.py) or a blow to every
  player ("we both take 1 each") is read whole.
- A total a condition names as a threshold ("I'm fine as long as I don't get to 10 poison",
  "until I reach 0"): read as a total the player has, it was played as one.
- A library told empty in a list of zones ("my library, hand, graveyard are all empty"):
  unread, the library was played full (and Lich's Mirror's seven cards drawn from it).
- Life paid beyond a total told ("Opponent at 1 pays 2 life for his shockland"): no player
  may pay more life than they have (119.4), and the reading played the payment.
- A change between two totals told with the event that made it ("I went from 8 to 4 when he
  hit me for 4"): the reading plays the change and then the event again.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.structure.amounts.each import TIMES

GROUPS = frozenset({"all", "opponents"})
AMOUNTS = frozenset({"damage", "life_change", "poison_gain", "commander_damage", "draw"})
_EACH = re.compile(
    r"(?: damage| dmg| life| points?| poison(?: counters?)?| cards?)?"
    r" (?:each|apiece|a piece|every|per)\b"
)
_THRESHOLD = re.compile(
    r"\b(?:if|until|till|unless|once|as long as|so long as|whenever)\b[^.,;!?]{0,30}?"
    r" (?:get|gets|reach|reaches|hit|hits|go|goes|drop|drops|fall|falls)(?: down)?"
    r"(?: to| below)? (?P<n>-?\d+)"
)
_TOTALS = frozenset({"life_is", "poison_is", "library_is"})
_ZONE = r"(?:⟨[a-z0-9]+⟩'s |the )?(?:library|deck|hand|graveyard|yard|board|battlefield|exile)"
_ZONES_EMPTY = re.compile(
    rf"{_ZONE}(?:(?:,? and|,|&| ?/ ?| or) ?{_ZONE})+ (?:(?:are|were|is|was|all|both|now) )*"
    r"(?:empty|emptied)\b"
)
_LIBRARY = re.compile(r"\b(?:library|deck)\b")
_LIBRARIES = frozenset({"library_is", "decked"})
_PAID = re.compile(r"\bpa(?:y|ys|id|ying) (\d+) life\b")
_CHANGE_BY = re.compile(
    r"\bfrom -?\d+(?: life)? (?:down |all the way |straight )?to -?\d+(?: life)?,?"
    r" (?:when|as|after|because(?: of)?|since|cause|cuz|thanks to|due to|from|with|by)\b"
)


def misread_totals(text: str, reading: Reading) -> str | None:
    """Why an English story's amounts or totals are not what was read, or None."""
    if any(_each_read_once(text, item) for item in reading.every):
        return "not understood: an amount told each, read once"
    for found in _THRESHOLD.finditer(text):
        at = found.start("n")
        if any(c.kind in _TOTALS and c.start <= at < c.end for c in reading.every):
            return f"not understood: a total named as a threshold ({found.group()!r})"
    listed = _ZONES_EMPTY.search(text)
    if (
        listed
        and _LIBRARY.search(listed.group())
        and not any(c.kind in _LIBRARIES for c in reading.every)
    ):
        return "not understood: a library told empty in a list of zones"
    if _paid_beyond(text, reading):
        return "not understood: life paid beyond a total told (119.4)"
    for found in _CHANGE_BY.finditer(text):
        _, last = sentence_around(text, found.start(), found.end())
        if any(c.kind in EVENT_KINDS and found.end() <= c.start < last for c in reading.every):
            return "not understood: a change between totals told with the event that made it"
    return None


def _each_read_once(text: str, item: Clause) -> bool:
    return (
        item.kind in AMOUNTS
        and not item.option.startswith(TIMES)
        and item.player not in GROUPS
        and bool(_EACH.match(text, item.end))
    )


def _paid_beyond(text: str, reading: Reading) -> bool:
    totals = [c.numbers[0] for c in reading.clauses if c.kind == "life_is" and c.numbers]
    return bool(totals) and any(int(paid.group(1)) > min(totals) for paid in _PAID.finditer(text))
