"""The roles an unread number may have at its place in a story: damage to each player, life
each loses or gains, a life total becoming the number, poison counters, and, where the game has
them, commander damage; that many draws, and a library or a hand of that many cards, where the
story has draws or cards to read them. Each is a clause put at the number's place among the
clauses, as the story builder orders them (a total before the first event is a starting one,
after it a change; a role told before the first event is played right before it, after the
starting totals). Two unread numbers are also played together where they add up on one player:
damage and damage, poison and poison, a life total and then damage.

Players the story does not name are alike: one of them stands for the rest. A role that hurts a
player whose life the story never tells is tried at a low life too, as the verdict tries the
damage a story tells (verdict.py): a number that may be damage to them may have killed them.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass

from bot.application.situations.attribution import GROUPS, Setting, seats
from bot.application.situations.matching import EVENT_KINDS
from bot.application.situations.pattern_kit import Clause
from bot.application.situations.structure.unread import OpenNumber

_DRAWING = frozenset({"draw", "decked"})
_LIBRARY = frozenset({"library_is"})
_ASKED = frozenset({"query", "variant"})  # what a question asks, and the game: nothing told
# Roles that add up on one player when both numbers have them.
_ADDING = ("damage", "poison_gain", "commander_damage")
# Two numbers written as one figure, a power and a toughness ("a 3/3").
_FIGURE = re.compile(r"\s*/\s*")


def _players(clauses: list[Clause], setting: Setting) -> list[str]:
    """The asker, every player the story names, and one unnamed player for the others."""
    if setting.variant == "two_headed_giant":
        return ["you", "opponent"]  # a head's life and poison are its team's
    named = {role for c in clauses for role in (c.player, c.other) if role}
    every = seats(setting)
    unnamed = [role for role in every if role not in named]
    return [role for role in every if role in named] + unnamed[:1]


def _role(kind: str, number: OpenNumber, player: str) -> Clause:
    amount = -number.value if kind == "life_lost" else number.value
    by = ("opponent" if player == "you" else "you") if kind == "commander_damage" else None
    kind = "life_change" if kind == "life_lost" else kind
    return Clause(kind, number.start, number.end, player, by, (amount,))


# Every role a number may have, in the order tried.
_KINDS = (
    "damage",
    "life_is",
    "poison_gain",
    "commander_damage",
    "life_lost",
    "life_change",
    "draw",
    "library_is",
    "hand_is",
    "graveyard_is",
    "lands_is",
)
# Counts of a player's cards, which only their own cards and draws read (Laboratory Maniac's
# library, Immortal Coil's graveyard, Lich's permanents).
_COUNTED = frozenset({"hand_is", "graveyard_is", "lands_is"})


def _kinds(setting: Setting, story: _Story, player: str, *, started: bool) -> set[str]:
    """The roles a number may have for the player at its place (`started`: after the story's
    first event, where a count of cards is no longer a starting one)."""
    kinds = {"damage", "life_is", "poison_gain", "life_change"}
    if story.cards:
        kinds.add("life_lost")  # without a card in the story, damage is life lost
    if setting.variant == "commander":
        kinds.add("commander_damage")
    if player in story.drawers:
        kinds.add("draw")  # more draws, where the story counts the library or draws from it
    if not started and (player in story.holders or player in story.drawers):
        kinds.add("library_is")
    if not started and player in story.holders:
        kinds |= _COUNTED
    return kinds


@dataclass(frozen=True)
class _Story:
    cards: bool  # whether any card is in the story
    holders: frozenset[str]  # the players a clause gives a card
    drawers: frozenset[str]  # the players who draw, or whose library the story counts


def _story(clauses: list[Clause], players: list[str]) -> _Story:
    holders = {c.player for c in clauses if c.cards}
    return _Story(
        cards=bool(holders),
        # A card whose holder the words leave open may be anyone's (owners/readings.py).
        holders=frozenset(players if None in holders else (h or "" for h in holders)),
        drawers=frozenset(c.player or "" for c in clauses if c.kind in _DRAWING | _LIBRARY),
    )


def _started(clauses: list[Clause], first: int, number: OpenNumber) -> bool:
    return any(c.kind in EVENT_KINDS for c in clauses[first:] if c.start < number.start)


def _plays(
    numbers: list[OpenNumber], clauses: list[Clause], setting: Setting, first: int, text: str
) -> Iterator[list[Clause]]:
    """Each number's roles for each player, the ones likeliest to change the verdict first
    (damage, a total) and each kind for the asker first; then the pairs that add up."""
    ordered = sorted(numbers, key=lambda n: n.start)
    players = [p for p in _players(clauses, setting) if p not in GROUPS]
    story = _story(clauses, players)
    kinds = {
        (number, player): _kinds(setting, story, player, started=_started(clauses, first, number))
        for number in ordered
        for player in players
    }
    for kind in _KINDS:
        for number in ordered:
            for player in players:
                if kind in kinds[number, player]:
                    yield [_role(kind, number, player)]
    # A power and a toughness never both deal damage.
    if len(ordered) == 2 and not _FIGURE.fullmatch(text[ordered[0].end : ordered[1].start]):
        for player in players:
            for kind in _ADDING:
                if kind != "commander_damage" or setting.variant == "commander":
                    yield [_role(kind, number, player) for number in ordered]
            yield [_role("life_is", ordered[0], player), _role("damage", ordered[1], player)]


def _placed(clauses: list[Clause], first: int, roles: list[Clause]) -> list[Clause]:
    """`clauses` with each role's clause at its place (after `first`, the asked totals). A role
    told before the story's first event goes right before it, after the starting totals: told
    before them it would make them totals it left ("a 3/3" as damage, then "I'm at 10"), which
    erase it; after them it changes them, which is the harder test."""
    placed = list(clauses)
    for role in sorted(roles, key=lambda c: c.start, reverse=True):
        at = first + sum(c.start < role.start for c in placed[first:])
        events = [i for i in range(first, len(placed)) if placed[i].kind in EVENT_KINDS]
        placed.insert(max(at, events[0] if events else len(placed)), role)
    return placed


def perturbed(
    numbers: list[OpenNumber], clauses: list[Clause], setting: Setting, first: int, text: str
) -> list[tuple[list[Clause], bool]]:
    """`clauses` once for each role (or pair of roles) the numbers may have, each at its place,
    and whether nothing the story tells comes after them (a game already over ignores them);
    `first`: how many of the clauses are totals told before everything else (the asked
    totals); `text`: the normalised question."""
    plays = []
    for roles in _plays(numbers, clauses, setting, first, text):
        placed = _placed(clauses, first, roles)
        told = [i for i, c in enumerate(placed) if c.kind not in _ASKED and c not in roles]
        plays.append((placed, min(placed.index(role) for role in roles) > max(told, default=-1)))
    return plays
