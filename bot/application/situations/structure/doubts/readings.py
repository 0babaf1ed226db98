"""Where the reading itself leaves a story in doubt, whatever its words:

- A clause that begins or ends inside a number ("I have opp at 10 poison" read as life 1 and
  0 poison): the figure the story tells is not the one read.
- Counters told of one player and put "on" another ("Opp has 10 poison counters on me"): the
  reading gives them to the one who has them, the words to the one they are on.
- An amount told "each", "apiece" or "per turn" read once ("both opposing players hit us for
  2 each" read as 2, "I draw 1 each turn" as one draw): how many took, dealt or drew it is
  what the reading left out. A count of blows read (amounts/each.py) or a blow to every
  player ("we both take 1 each") is read whole.
- A total a condition names as a threshold ("I'm fine as long as I don't get to 10 poison",
  "until I reach 0"): read as a total the player has, it was played as one.
- Life paid beyond a total told ("Opponent at 1 pays 2 life for his shockland"): no player
  may pay more life than they have (119.4), and the reading played the payment.
- A card held by every player ("we both have Platinum Angel out"): each holds one, and the
  reading gives one card to one player.
- A change between two totals told with the event that made it ("I went from 8 to 4 when he
  hit me for 4"): the reading plays the change and then the event again.
- An event told in the asking part of an English question, in the order of a statement ("I'm
  at 3. He pings me twice? Dead?", "I bolt myself? Am I dead?"): the asker supposes it, and
  the reading, which reads no event there, would answer of the story without it. A question
  in the order of a question ("Do I have to exile Mastery?") asks about its event instead.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading, asking_parts
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.structure.amounts.each import TIMES
from bot.application.situations.structure.unread import EVENT_WORDS
from bot.application.situations.text_normal import Normalised

_STATEMENT = re.compile(
    r"\s*(?:(?:and|so|then|but|ok|okay|now|also)\s+)*⟨[a-z0-9]+⟩(?:'s \w+)?\s+"
    r"(?!(?:am|is|are|was|were|do|does|did|will|would|can|could|should|shall|have|has|had"
    r"|must|might|may|still|really|just|not)\b)[a-z]"
)

_COUNTERS = frozenset({"poison_is", "poison_gain"})
_AMOUNTS = frozenset({"damage", "life_change", "poison_gain", "commander_damage", "draw"})
_EACH = re.compile(
    r"(?: damage| dmg| life| points?| poison(?: counters?)?| cards?)?"
    r" (?:each|apiece|a piece|every|per)\b"
)
_GROUPS = frozenset({"all", "opponents"})
_THRESHOLD = re.compile(
    r"\b(?:if|until|till|unless|once|as long as|so long as|whenever)\b[^.,;!?]{0,30}?"
    r" (?:get|gets|reach|reaches|hit|hits|go|goes|drop|drops|fall|falls)(?: down)?"
    r"(?: to| below)? (?P<n>-?\d+)"
)
_TOTALS = frozenset({"life_is", "poison_is", "library_is"})
_PAID = re.compile(r"\bpa(?:y|ys|id|ying) (\d+) life\b")
_CHANGE_BY = re.compile(
    r"\bfrom -?\d+(?: life)? (?:down |all the way |straight )?to -?\d+(?: life)?,?"
    r" (?:when|as|after|because(?: of)?|since|cause|cuz|thanks to|due to|from|with|by)\b"
)
_ON_A_PLAYER = re.compile(r"\s+on ⟨([a-z0-9]+)⟩")
_PRONOUNS = frozenset({"they", "x"})  # "on him", "on them": whoever was last named
_OUTCOMES = frozenset({"lost", "dies", "died"})


def in_doubt(norm: Normalised, reading: Reading) -> str | None:
    """Why what was read of the story is not what it tells, or None."""
    text = norm.text
    for item in reading.every:
        for edge in (item.start, item.end):
            if 0 < edge < len(text) and text[edge - 1].isdigit() and text[edge].isdigit():
                return "not understood: a number read in two pieces"
    if norm.lang != "en":
        return None
    for found in _THRESHOLD.finditer(text):
        at = found.start("n")
        if any(c.kind in _TOTALS and c.start <= at < c.end for c in reading.every):
            return f"not understood: a total named as a threshold ({found.group()!r})"
    if _paid_beyond(text, reading):
        return "not understood: life paid beyond a total told (119.4)"
    for found in _CHANGE_BY.finditer(text):
        _, last = sentence_around(text, found.start(), found.end())
        if any(c.kind in EVENT_KINDS and found.end() <= c.start < last for c in reading.every):
            return "not understood: a change between totals told with the event that made it"
    for item in reading.every:
        if _each_read_once(text, item):
            return "not understood: an amount told each, read once"
        if item.kind == "controls" and item.player in _GROUPS:
            return "not understood: a card held by every player"
        on = _ON_A_PLAYER.match(text, item.end) if item.kind in _COUNTERS else None
        if on and on.group(1) not in _PRONOUNS and on.group(1) != item.player:
            return "not understood: counters told on a player who is not their holder"
    for start, end in asking_parts(norm):
        if not _STATEMENT.match(text, start):
            continue
        for event in EVENT_WORDS["en"].finditer(text, start, end):
            at = event.start()
            if event.group() in _OUTCOMES:
                continue  # "our team lost?", "he died?": the outcome asked
            if not any(c.start <= at < c.end for c in reading.every):
                return f"not understood: an event told in a question ({event.group()!r})"
    return None


def _each_read_once(text: str, item: Clause) -> bool:
    return (
        item.kind in _AMOUNTS
        and not item.option.startswith(TIMES)
        and item.player not in _GROUPS
        and bool(_EACH.match(text, item.end))
    )


def _paid_beyond(text: str, reading: Reading) -> bool:
    totals = [c.numbers[0] for c in reading.clauses if c.kind == "life_is" and c.numbers]
    return bool(totals) and any(int(paid.group(1)) > min(totals) for paid in _PAID.finditer(text))
