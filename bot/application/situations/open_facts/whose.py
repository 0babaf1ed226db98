"""Clauses whose player the words leave open ("Opponent is at 5. Took 3 damage.": whose the
damage is no subject says), played with each player of the game in turn.

attribution.py gives such a clause a slot (`open_slot`) instead of refusing the story; a clause
that carries its subject to the next one passes the slot on, so that both stay one player's.
`seatings` is the story once for each way of seating the slots, the asker first: where the
verdict is the same in each, whose the clause is does not matter (agreement.py).
"""

from __future__ import annotations

import itertools
import re
from dataclasses import replace

from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised

_SLOT = "open:"  # the player of a clause the words leave open, until it is seated
# The open clauses a story may have (each played with every player): more are refused.
MOST_OPEN = 2
# The seatings tried at most, the asker's among them (a game of four players, one open clause).
MOST_SEATINGS = 4


# A player leaving the game, told with no subject: in a game of more than two it may be told of
# several ("Conceded." of every opponent wins; each alone does not). Other clauses befall each
# player apart (a life, a draw, poison), so a verdict that holds for each player alone holds for
# several too; these do not, and stay refused where the game seats more than two.
_LEAVING = frozenset({"concede", "lost", "concede_subgame", "loses_subgame", "wins_subgame"})


def open_slot(position: int) -> str:
    """The player of the open clause at `position` until `seatings` seats it."""
    return f"{_SLOT}{position}"


def opened(clauses: list[Clause], item: Clause) -> list[Clause]:
    """`clauses` with `item`'s player left open: a guard found the words do not say it."""
    at = clauses.index(item)
    return [*clauses[:at], replace(item, player=open_slot(at)), *clauses[at + 1 :]]


def is_open(player: str | None) -> bool:
    return player is not None and player.startswith(_SLOT)


def open_clauses(clauses: list[Clause]) -> list[Clause]:
    """The clauses that opened a slot (not those that carried it on)."""
    firsts: dict[str, Clause] = {}
    for item in clauses:
        if is_open(item.player) and item.player not in firsts:
            firsts[item.player or ""] = item
    return list(firsts.values())


def seatings(clauses: list[Clause], seats: list[str]) -> list[list[Clause]] | None:
    """`clauses` once for each way of seating their open slots with `seats` (the asker first),
    in that order; the clauses themselves where none is open; None beyond the bound."""
    slots = sorted({item.player or "" for item in clauses if is_open(item.player)})
    if not slots:
        return [clauses]
    if len(slots) > MOST_OPEN or len(seats) ** len(slots) > MOST_SEATINGS:
        return None
    if len(seats) > 2 and any(c.kind in _LEAVING for c in open_clauses(clauses)):
        return None
    seated = []
    for chosen in itertools.product(seats, repeat=len(slots)):
        seat = dict(zip(slots, chosen, strict=True))
        seated.append([_seated(item, seat) for item in clauses])
    return seated


def _seated(item: Clause, seat: dict[str, str]) -> Clause:
    """The clause with its slot, and the slot it may be read with instead, seated."""
    if item.player not in seat and item.or_player not in seat:
        return item
    player = seat.get(item.player or "", item.player)
    return replace(item, player=player, or_player=seat.get(item.or_player or "", item.or_player))


def open_told(clauses: list[Clause], norm: Normalised) -> tuple[str, ...]:
    """The open clauses as written, the cards and players by name."""
    return tuple(_shown(norm, item) for item in open_clauses(clauses))


def open_reason(clauses: list[Clause], norm: Normalised) -> str:
    """Why a story with open clauses is refused: whose the first is, which no word says."""
    return f"whose is {open_told(clauses, norm)[0]!r}?"


# The asker as the normalised text marks them, in words again.
_ASKER = {"en": (("⟨you⟩'s", "my"), ("⟨you⟩", "me")), "ja": (("⟨you⟩", "自分"),)}


def _shown(norm: Normalised, item: Clause) -> str:
    told = norm.text[item.start : item.end]
    for marked, said in _ASKER[norm.lang]:
        told = told.replace(marked, said)
    told = re.sub(r"⟦(\d+)⟧", lambda card: norm.cards[int(card.group(1))], told)
    return re.sub(r"⟨([a-z0-9]+)⟩|⟪~?([^⟫]*)⟫", lambda m: m.group(1) or m.group(2), told)
