"""The typed description of a situation read from a question, and of a question not understood.

Players are named by role: `you` (the asker), `opponent`, `opponent2`, … and `teammate`; these
are also the player names of the engine scenario built from it, so that nothing is renamed on the
way to the engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Variant = Literal["normal", "commander", "two_headed_giant", "multiplayer"]
Lang = Literal["ja", "en"]
LeaveTo = Literal["graveyard", "exile", "hand"]


@dataclass(frozen=True)
class Unreadable:
    """Why no situation was read: the question is kept unanswered rather than guessed at."""

    reason: str
    # The engine, playing the story, says something it tells did not happen (a loss it claims,
    # poison going down): a reading of the story that cannot be the one the asker meant.
    untrue: bool = False


@dataclass(frozen=True)
class PlayerFacts:
    """What the question says about one player before anything happens; None where it is silent."""

    life: int | None = None
    poison: int | None = None
    library: int | None = None
    battlefield: tuple[str, ...] = ()
    hand: tuple[str, ...] = ()
    hand_size: int | None = None  # cards in hand the question counts and does not name
    graveyard: int | None = None
    lands: int | None = None  # permanents besides the named ones
    emblems: tuple[str, ...] = ()  # the cards whose emblem the player has (Gideon of the Trials)
    # Creatures told only as such ("Worship and a creature", card_effects/needed_creature.py).
    creatures: int | None = None
    devotion: int | None = None  # devotion to blue besides the Oracle's (card_effects/devotion.py)


@dataclass(frozen=True)
class Damage:
    to: str | tuple[str, ...]  # a role, a group ("all", "opponents"), or the group's roles
    amount: int
    by: str | None = None
    # Combat damage from a creature `by` controls (Phage the Untouchable attacking): its "deals
    # combat damage to a player" ability triggers.
    source: str | None = None


@dataclass(frozen=True)
class LifeChange:
    """Life gained (positive) or lost (negative)."""

    player: str
    amount: int


@dataclass(frozen=True)
class LifeHalved:
    """The player loses half their life (107.1a: "rounded up" or "rounded down" as told; ""
    where the story does not say, which only an odd total makes matter)."""

    player: str
    rounded: str = ""


@dataclass(frozen=True)
class LifeBecomes:
    """The story gives the new life total, not the change ("my life went to 0")."""

    player: str
    value: int


@dataclass(frozen=True)
class PoisonGain:
    player: str
    amount: int


@dataclass(frozen=True)
class PoisonBecomes:
    player: str
    value: int


@dataclass(frozen=True)
class LibraryBecomes:
    player: str
    value: int


@dataclass(frozen=True)
class Draw:
    player: str
    count: int = 1


@dataclass(frozen=True)
class LeavesBattlefield:
    controller: str
    card: str
    to: LeaveTo = "graveyard"


@dataclass(frozen=True)
class PhasesOut:
    controller: str
    card: str


@dataclass(frozen=True)
class CastAndResolve:
    """A modelled spell is cast and resolves (Shahrazad: its subgame starts)."""

    player: str
    card: str


@dataclass(frozen=True)
class Activate:
    """A permanent's modelled ability activated by its controller at a player, and resolved."""

    player: str
    card: str
    target: str


@dataclass(frozen=True)
class LosesSubgame:
    """The player lost the subgame being played (how is not said)."""

    player: str


@dataclass(frozen=True)
class LosesGame:
    """The story says another player lost the main game (how, it may not say)."""

    player: str


@dataclass(frozen=True)
class InSubgame:
    """The story says what follows happens in the subgame: it must be running by then."""


@dataclass(frozen=True)
class BackInMainGame:
    """The story is back in the main game: the subgame must have ended by then."""


@dataclass(frozen=True)
class CommanderDamage:
    """Combat damage from one of `by`'s commanders; `commander` 0 or 1 tells partners apart."""

    to: str
    by: str
    amount: int
    commander: int = 0


@dataclass(frozen=True)
class Concede:
    player: str


MillTo = Literal["graveyard", "exile"]


@dataclass(frozen=True)
class Mill:
    """The top `count` cards of the player's library put into the graveyard (701.17a), or
    exiled (`to`: "exile")."""

    player: str
    count: int
    to: MillTo = "graveyard"


@dataclass(frozen=True)
class GainControl:
    """`player` gains control of `card`, a permanent `previous` controls (613.1b)."""

    player: str
    card: str
    previous: str


@dataclass(frozen=True)
class AtOnce:
    """Events that happen in one instant (what befalls a group, "we each lose 1 life"): the
    state-based actions are checked after all of them (704.3), not between."""

    parts: tuple[LifeChange | LifeHalved | LifeBecomes | PoisonGain | PoisonBecomes, ...]


@dataclass(frozen=True)
class EndTurn:
    """The turn ends; `player`: whose it is, `next`: whose begins, where the story says."""

    player: str | None = None
    next: str | None = None


Event = (
    Damage
    | LifeChange
    | LifeHalved
    | LifeBecomes
    | PoisonGain
    | PoisonBecomes
    | LibraryBecomes
    | Draw
    | Mill
    | GainControl
    | LeavesBattlefield
    | PhasesOut
    | CastAndResolve
    | Activate
    | LosesSubgame
    | LosesGame
    | InSubgame
    | BackInMainGame
    | CommanderDamage
    | Concede
    | EndTurn
    | AtOnce
)


@dataclass(frozen=True)
class OpenOwners:
    """Permanents the story puts on the battlefield without saying whose, and whose each is in
    one reading of it; `without`: the story with none of them (None where it does more with
    them than hold them), played to see who is in danger (verdict.py)."""

    owners: tuple[tuple[str, str], ...]  # (card, the role that controls it in this reading)
    without: Situation | None = None


@dataclass(frozen=True)
class UnreadNumbers:
    """Numbers of the story no fact took (as written), and the story played with each given, in
    turn, every role the engine models at its place (unread_numbers/roles.py): the verdict
    stands only if each of those gives it too."""

    numbers: tuple[int, ...]
    played: tuple[Situation, ...]
    # Whether each play's roles come after everything the story tells: where the game is over
    # by then, the engine ignores them.
    last: tuple[bool, ...] = ()


OpenKind = Literal["whose", "order"]


@dataclass(frozen=True)
class OpenFact:
    """A fact the words leave open (open_facts/): whose a clause is ("whose", the clauses as
    written) or when a clause told out of order happened ("order", the order word and its
    clauses), and the story played each other way it may be: the verdict stands only if each
    play gives it too."""

    kind: OpenKind
    told: tuple[str, ...]
    played: tuple[Situation, ...]


@dataclass(frozen=True)
class Situation:
    """Variant, players (by role, seat order: you first), their starting facts, the story's events.

    `players` is None when the question did not say how many play (a Commander game may be two
    or four); the verdict then tries the likely counts and answers only if they agree.
    """

    variant: Variant
    players: int | None
    facts: dict[str, PlayerFacts] = field(default_factory=dict)
    events: tuple[Event, ...] = ()
    lang: Lang = "en"
    # What the reader took for granted where the words left it open, in English.
    assumptions: tuple[str, ...] = ()
    # The same story with another player where the words leave whose a clause is open: the
    # verdict stands only if every reading gives it.
    alternatives: tuple[Situation, ...] = ()
    open_owners: OpenOwners | None = None
    # Whether a total told in the past after the events is also played before each of them
    # (structure/timing/past_totals.py): where told, it is what the events left, not a guess.
    placed: bool = False
    # The players whose life told after the blows is told as what they left ("I took 5 and
    # I'm at 3 now", 「…ライフは3になりました」: structure/timing/past_totals.reached_after).
    reached: frozenset[str] = frozenset()
    # The same of poison counters ("…hit me for 1 and now I'm at 9 poison").
    poison_reached: frozenset[str] = frozenset()
    # The rules the reading itself applied to put the events in order (a response resolves
    # first: structure/stack), cited by the verdict after the engine's deciding rules.
    ordered_by: tuple[str, ...] = ()
    unread: UnreadNumbers | None = None
    open_fact: OpenFact | None = None
    # The question asks the outcome of another player than the asker ("Does he lose?",
    # 「相手Aは負け？」): in a game of three or more, the asker's own is no answer to it.
    asked_of_another: bool = False
    # Outcomes the question supposes of players ("if my teammate wins"): (role, outcome); only
    # the readings in which they hold are the asker's story (open_facts/supposed.py).
    supposed: tuple[tuple[str, str], ...] = ()
