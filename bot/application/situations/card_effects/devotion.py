"""The devotion Thassa's Oracle counts: "look at the top X cards of your library, where X is your
devotion to blue ... If X is greater than or equal to the number of cards in your library, you
win the game." The story decides it only through the library it tells and the devotion it
tells: a library told empty wins whatever X is (X >= 0); any other library needs the devotion
told, else no verdict. A devotion told may or may not count the Oracle's own {U}{U}
("devotion 3, then I cast the Oracle"): both are played, and the verdict stands only where
they agree. The library must be the one told, with nothing moving it before the Oracle; an
Oracle the story names without casting it (on the battlefield, "going for the win") is refused.
"""

from __future__ import annotations

from dataclasses import replace

from bot.application.situations import model as m
from bot.application.situations.model import Situation, Unreadable
from bot.application.situations.structure.amounts.devotion_told import ORACLE
from bot.application.situations.text_normal import Normalised

_ORACLES_OWN = 2  # {U}{U}
_MOVES_LIBRARY = (m.Draw, m.Mill, m.LibraryBecomes)


def devotion_readings(situation: Situation, norm: Normalised) -> list[Situation] | Unreadable:
    """The situation as the engine plays it with the devotion told, once for each way it may
    count the Oracle; unchanged where no Oracle is cast."""
    casts = [
        event
        for event in situation.events
        if isinstance(event, m.CastAndResolve) and event.card == ORACLE
    ]
    if not casts:
        if ORACLE in norm.cards:  # on the battlefield, in a hand, "I went for the win"
            return Unreadable(f"{ORACLE}: the story does not tell it entering")
        return [situation]
    if len(casts) > 1:
        return Unreadable(
            f"{ORACLE} is cast more than once: which devotion each counts is not told"
        )
    caster = casts[0].player
    facts = situation.facts.get(caster, m.PlayerFacts())
    if facts.library is None or _library_moves(situation, caster):
        return Unreadable(f"{ORACLE}: the library it counts is not told")
    told = _told_devotion(norm)
    if told is None:
        if facts.library == 0:
            return [
                situation
            ]  # X >= 0 (its ruling: "If you have no cards in your library, you win")
        return Unreadable(f"{ORACLE}: the devotion to blue is not told")
    ways = {told - _ORACLES_OWN, told} if told >= _ORACLES_OWN else {told}
    return [
        replace(situation, facts={**situation.facts, caster: replace(facts, devotion=way)})
        for way in sorted(ways)
    ]


def _told_devotion(norm: Normalised) -> int | None:
    """The one devotion the story tells, or None (none told, more than one, or no number)."""
    if len(norm.devotion) != 1 or norm.devotion[0] < 0:
        return None
    return norm.devotion[0]


def _library_moves(situation: Situation, caster: str) -> bool:
    for event in situation.events:
        if isinstance(event, m.CastAndResolve) and event.card == ORACLE:
            return False
        if isinstance(event, _MOVES_LIBRARY) and event.player in {caster, "all"}:
            return True
    return False
