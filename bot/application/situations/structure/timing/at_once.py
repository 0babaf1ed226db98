"""Words of simultaneity ("at the same time", 「同時」) where the story settles what happens at
once: something befalling a group, which the engine plays as each player's part in one instant
(builder: `m.AtOnce`), the state-based actions checked after all of them (704.3; all players
losing at once is a draw, 104.4a); or two totals told together before anything happens, which
the game starts with. Elsewhere the word is a veto (vetoes.py): two events told apart ("I take
3 and he takes 3 at the same time") are played one after the other.
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, STATE_KINDS
from bot.application.situations.pattern_kit import Clause, sentence_around
from bot.application.situations.text_normal import Normalised

_GROUPS = frozenset({"all", "opponents"})
_SIMULTANEOUS = {
    "en": re.compile(r"\bat the same time\b|\bsimultaneous(?:ly)?\b|\bat once\b"),
    "ja": re.compile(r"同時"),
}


# What befalls a group at once: the engine plays each player's part in one instant (704.3).
_AT_ONCE = frozenset({"damage", "life_change", "poison_gain", "life_is", "poison_is", "life_put"})


def simultaneous_unread(norm: Normalised, clauses: list[Clause]) -> bool:
    """A word of simultaneity in a sentence that tells nothing befalling a group at once
    ("we both lose 1 life at the same time" does; "I take 3 and he takes 3 at once" does not).
    Damage to a group anywhere in the story is what any such word is of (「全員に2点。…相手2人が
    同時に負けたら」)."""
    if any(c.kind == "damage" and c.player in _GROUPS for c in clauses):
        return False
    for found in _SIMULTANEOUS[norm.lang].finditer(norm.text):
        first, last = sentence_around(norm.text, found.start(), found.end())
        told = [c for c in clauses if first <= c.start < last]
        if not any(c.kind in _AT_ONCE and c.player in _GROUPS for c in told) and not _starting(
            told, clauses, last
        ):
            return True
    return False


def _starting(told: list[Clause], clauses: list[Clause], last: int) -> bool:
    """Two totals or more, and nothing else, told in the sentence before anything happens in
    the story (「自分の毒カウンターが10個になるのと同時に、相手のライフが0になりました」): the game
    starts with them, and the state-based actions see them all at once."""
    totals = [c for c in told if c.kind in STATE_KINDS]
    events = [c for c in clauses if c.kind in EVENT_KINDS and c.start < last]
    kinds = {c.kind for c in told} - {"query", "variant"}
    return len(totals) >= 2 and kinds <= STATE_KINDS and not events
