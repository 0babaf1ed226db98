"""Where the reading itself leaves a story in doubt, whatever its words:

- A clause that begins or ends inside a number ("I have opp at 10 poison" read as life 1 and
  0 poison): the figure the story tells is not the one read.
- Counters told of one player and put "on" another ("Opp has 10 poison counters on me"): the
  reading gives them to the one who has them, the words to the one they are on.
- A card held by every player ("we both have Platinum Angel out"): each holds one, and the
  reading gives one card to one player.
- Amounts and totals the words tell otherwise (totals.py), and a Japanese amount told as
  recurring (each_ja.py).
- An event told in the asking part of an English question, in the order of a statement ("I'm
  at 3. He pings me twice? Dead?", "I bolt myself? Am I dead?"): the asker supposes it, and
  the reading, which reads no event there, would answer of the story without it. A question
  in the order of a question ("Do I have to exile Mastery?") asks about its event instead.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import Reading, asking_parts
from bot.application.situations.structure.doubts.each_ja import recurring_read_once
from bot.application.situations.structure.doubts.totals import GROUPS, misread_totals
from bot.application.situations.structure.unread import EVENT_WORDS
from bot.application.situations.text_normal import Normalised

_STATEMENT = re.compile(
    r"\s*(?:(?:and|so|then|but|ok|okay|now|also)\s+)*⟨[a-z0-9]+⟩(?:'s \w+)?\s+"
    r"(?!(?:am|is|are|was|were|do|does|did|will|would|can|could|should|shall|have|has|had"
    r"|must|might|may|still|really|just|not)\b)[a-z]"
)

_COUNTERS = frozenset({"poison_is", "poison_gain"})
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
        return recurring_read_once(text, reading)
    if misread := misread_totals(text, reading):
        return misread
    for item in reading.every:
        if item.kind == "controls" and item.player in GROUPS:
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
