"""What the stack's reading works on: the story's clauses as responses are linked to what
they answered, and the words of the stack that order settles (links.py, resolved.py)."""

from __future__ import annotations

from dataclasses import replace

from bot.application.situations.card_names import SUBGAME_CARDS
from bot.application.situations.matching import EVENT_KINDS, Reading, Response
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.text_normal import Normalised
from engine.cards import REGISTRY


def one(found: list[Clause]) -> Clause:
    """The one clause found, or no reading."""
    if len(found) != 1:
        raise Unlinked
    return found[0]


class Unlinked(Exception):
    """A word of the stack the reading cannot place: the story stays as read."""


class Telling:
    """The clauses, as the responses are linked (a spell on the stack read as cast, a response
    told by its card alone read as cast), and the spans the stack's words take."""

    def __init__(self, norm: Normalised, reading: Reading) -> None:
        self.norm = norm
        self.text = norm.text
        self.reading = reading
        self.clauses = list(reading.clauses)
        self.every = list(reading.every)
        self.settled: list[tuple[int, int]] = []
        self.responses: list[Response] = []
        self.answered: list[Clause] = []
        self.answering: list[Clause] = []
        self.alone: set[int] = set()  # the starts of responses told by their card alone

    def events(self) -> list[Clause]:
        return [c for c in self.clauses if c.kind in EVENT_KINDS]

    def swap(self, old: Clause | None, new: Clause) -> None:
        if old is None:
            self.clauses = sorted([*self.clauses, new], key=lambda c: c.start)
            self.every = sorted([*self.every, new], key=lambda c: c.start)
            return
        self.clauses = [new if c is old else c for c in self.clauses]
        self.every = [new if c is old else c for c in self.every]

    def drop(self, old: Clause) -> None:
        self.clauses = [c for c in self.clauses if c is not old]
        self.every = [c for c in self.every if c is not old]

    def castable(self, index: int) -> bool:
        """A modelled card the reading may cast (a subgame's card is played as its subgame)."""
        name = self.norm.cards[index]
        return name in REGISTRY and name not in SUBGAME_CARDS

    def with_player(self, item: Clause, player: str) -> Clause:
        new = replace(item, player=player)
        self.swap(item, new)
        return new

    def settle(self, start: int, end: int) -> None:
        self.settled.append((start, end))


def cards_of(clauses: list[Clause]) -> set[int]:
    return {index for c in clauses for index in c.cards}


def unread(spans: list[tuple[int, int]], every: list[Clause]) -> list[tuple[int, int]]:
    """The parts of `spans` no clause read (a clause may hold a phrase: "in response to my draw
    spell" read as the draw)."""
    taken = bytearray(max((b for _, b in spans), default=0))
    for item in every:
        taken[item.start : item.end] = b"\x01" * len(taken[item.start : item.end])
    out = []
    for start, end in sorted(spans):
        at = start
        while at < end:
            while at < end and taken[at]:
                at += 1
            stop = at
            while stop < end and not taken[stop]:
                stop += 1
            if stop > at:
                out.append((at, stop))
                taken[at:stop] = b"\x01" * (stop - at)
            at = stop
    return out
