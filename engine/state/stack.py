"""What waits on a game's stack, and the effects and delayed triggers spells leave behind."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from engine.state.cards import Card


class StackKind(Enum):
    SPELL = "spell"
    COPY = "copy"
    TRIGGER = "trigger"
    ACTIVATED = "activated"


@dataclass(eq=False)
class StackItem:
    """A spell, a copy of a spell, or an ability on a game's stack."""

    id: int
    kind: StackKind
    controller: int
    name: str | None  # the card's name, or the name of the ability's source
    card: Card | None = None  # the physical card of a spell; None for copies and abilities
    ability: str | None = None  # key of a triggered/activated ability in the card registry
    source_id: int | None = None  # card id of an ability's source
    source_timestamp: int = 0  # which object the source was (400.7) when the ability triggered
    amount: int = 0  # "that many" for triggers such as "whenever you lose life"
    subject: int | None = None  # a player the ability refers to (the player who lost)
    target_id: int | None = None  # a targeted card (The Book of Exalted Deeds)
    target_timestamp: int = 0
    choices: dict[int, list[str]] = field(default_factory=dict)
    from_commander_zone: bool = False
    card_left: bool = False  # the card was taken off the stack while its subgame ran
    waited_for_subgame: bool = False  # triggered in a game suspended by a subgame (724.4a)

    @property
    def is_spell(self) -> bool:
        return self.kind in (StackKind.SPELL, StackKind.COPY)


class EffectKind(Enum):
    CANT_LOSE = "cant_lose"
    OPPONENTS_CANT_WIN = "opponents_cant_win"
    DAMAGE_FLOOR_ONE = "damage_floor_one"
    DOUBLE_DAMAGE_TO = "double_damage_to"
    EQUIPPED_COMBAT_DAMAGE_LOSES = "equipped_combat_damage_loses"  # Vorpal Sword's ability
    CREATURES_DAMAGE_OPPONENT_LOSES = "creatures_damage_opponent_loses"  # Vraska's −10


@dataclass(eq=False)
class ContinuousEffect:
    """An effect created by a resolved spell (611.2); it belongs to one game (724.1b)."""

    kind: EffectKind
    controller: int
    source: str
    until_end_of_turn: bool
    players: frozenset[int] = frozenset()
    card_id: int | None = None  # the permanent that has the ability the effect grants


@dataclass(eq=False)
class DelayedTrigger:
    """A delayed triggered ability (603.7) waiting for its moment: its controller's next upkeep
    after the turn it was made in, or the end step of one turn (`end_of_turn`)."""

    controller: int
    source: str  # the card whose effect created it
    ability: str  # its key in the card registry
    made_in_turn: int
    end_of_turn: int | None = None
    next_end_step: bool = False  # "at the beginning of your next end step" (Glorious End)


@dataclass(frozen=True)
class LinkedLoss:
    """ "When that creature dies (or leaves the battlefield), a player loses the game": an
    ability linked to one object (607.1), which a new object no longer has (400.7)."""

    source: str  # the card whose effect made the link
    ability: str  # its key in the card registry
    controller: int
    loser: int
    only_dies: bool  # True: "dies"; False: "leaves the battlefield"
