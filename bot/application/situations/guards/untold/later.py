"""A time after the story asked of it ("My library is empty. At the start of my next turn do I
lose?" was 'keeps_playing'): the engine plays the story to its last event, not on to the next
turn's draw or upkeep. The end of this turn, which the reading takes ("at end of turn"), is no
such time; 「次のターン」, read as this turn's end, is. An event the asking sentence tells of
that time ("if i get bolted next turn am i dead?") is what is asked: the story goes on to it.
"""

from __future__ import annotations

import re

from bot.application.situations.guards.untold.asking import asking_sentences, unread
from bot.application.situations.matching import EVENT_KINDS, Reading
from bot.application.situations.model import Lang
from bot.application.situations.text_normal import Normalised

_LATER: dict[Lang, re.Pattern[str]] = {
    "en": re.compile(
        r"\b(?:next (?:turn|upkeep|draw|draw step|untap|combat)"
        r"|(?:on|in|during) (?:my|⟨[a-z0-9]+⟩'s|the) next turn|eventually|later on|down the line"
        r"|from now)\b"
    ),
    "ja": re.compile(
        r"次の(?:自分の|相手の)?(?:ターン|ドロー|アップキープ)|次ターン|そのうち|いずれ"
    ),
}
# The turn after this one, read as this turn's end (「次のターン」 is an end of the turn the
# engine plays), asked of: the engine plays no step of that turn (its untap, upkeep, draw).
_NEXT_TURN = re.compile(r"next turn|次の(?:自分の|相手の)?(?:ターン|ドロー|アップキープ)|次ターン")


def later_time(norm: Normalised, reading: Reading) -> str | None:
    """A time after the story that the asking sentence asks of and no reading took, or None."""
    read = [(c.start, c.end) for c in reading.every]
    events = [c.start for c in reading.every if c.kind in EVENT_KINDS - {"end_turn"}]
    for first, last in asking_sentences(norm):
        if any(first <= start < last for start in events):
            continue
        for found in _LATER[norm.lang].finditer(norm.text, first, last):
            if unread(found, read) or _NEXT_TURN.match(found.group()):
                return f"the engine cannot settle this: a time after the story ({found.group()!r})"
    return None
