"""Players, games (the main game and its subgames) and the world that nests them."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import StrEnum

from engine.outcomes import LossReason, Outcome
from engine.result_types import PlayerSnapshot
from engine.state.cards import Card, Zone, ZoneName
from engine.state.stack import ContinuousEffect, DelayedTrigger, LinkedLoss, StackItem


class Variant(StrEnum):
    NORMAL = "normal"
    COMMANDER = "commander"
    PLANECHASE = "planechase"
    VANGUARD = "vanguard"
    ARCHENEMY = "archenemy"
    TWO_HEADED_GIANT = "two_headed_giant"


class RulesMode(StrEnum):
    CURRENT = "current"
    PRE_2007 = "pre-2007"


@dataclass(eq=False)
class PlayerState:
    """A player's status in one game; each subgame has its own (724.4b)."""

    seat: int
    life: int
    counters: dict[str, int] = field(default_factory=dict)
    zones: dict[ZoneName, Zone] = field(default_factory=dict)
    emblems: list[str] = field(default_factory=list)
    lost: bool = False
    loss_reason: LossReason | None = None
    loss_reasons: list[LossReason] = field(default_factory=list)  # every reason, 704.5's order
    won: bool = False
    drew_from_empty: bool = False
    commander_damage: dict[int, int] = field(default_factory=dict)
    life_at_turn_start: int = 0
    life_gained_this_turn: int = 0
    commander_casts: dict[int, int] = field(default_factory=dict)  # 903.8: per commander card id
    # the last snapshot of this player and the values it was built from (engine.log.snapshot)
    snapshot_key: object = None
    snapshot: PlayerSnapshot | None = None

    def zone(self, name: ZoneName) -> Zone:
        return self.zones[name]

    @property
    def poison(self) -> int:
        return self.counters.get("poison", 0)


def new_player_state(seat: int, life: int) -> PlayerState:
    state = PlayerState(seat=seat, life=life, life_at_turn_start=life)
    for name in ZoneName:
        state.zones[name] = Zone()
    return state


@dataclass(eq=False)
class Game:
    """The main game or a subgame, with its own zones, stack and effects (724.2)."""

    id: str
    depth: int
    parent: Game | None
    players: dict[int, PlayerState]
    stack: list[StackItem] = field(default_factory=list)
    effects: list[ContinuousEffect] = field(default_factory=list)
    waiting_triggers: list[StackItem] = field(default_factory=list)
    pending_outcomes: list[Outcome] = field(default_factory=list)
    turn: int = 1
    active: int = 0
    # who received priority by casting or activating (117.3c); None: the active player, who
    # receives it in each step and after anything resolves (117.3a-b). See `priority_holder`.
    priority: int | None = None
    over: bool = False
    winners: list[int] = field(default_factory=list)
    draw: bool = False
    starting_life: dict[int, int] = field(default_factory=dict)
    creator: StackItem | None = None  # the parent's spell that created this subgame
    subgame_card: str | None = None  # name of the card whose text defines this subgame
    resolving: StackItem | None = None  # this game's spell waiting for its subgame to end
    children: int = 0
    left_game: list[Card] = field(default_factory=list)  # 800.4a: owners left the game
    tug_of_war_picks: dict[int, list[Card]] = field(default_factory=dict)
    noted_prevented: set[tuple[int, str, str]] = field(default_factory=set)
    supplementary_origin: dict[int, int] = field(default_factory=dict)  # card id -> seat
    delayed: list[DelayedTrigger] = field(default_factory=list)
    # 500.7: extra turns not yet taken, the most recently made last (it is taken first); each
    # is the seat who takes it and the delayed trigger its turn's end step has, if any
    extra_turns: list[tuple[int, DelayedTrigger | None]] = field(default_factory=list)
    resume_after_extra: int | None = None  # the seat whose turn follows the extra turns
    linked_losses: dict[int, LinkedLoss] = field(default_factory=dict)  # by the object's card id
    exiled_with: dict[int, set[int]] = field(default_factory=dict)  # Karn's id -> card ids

    def in_game(self, seat: int) -> bool:
        state = self.players.get(seat)
        return state is not None and not state.lost

    def seats_in_game(self) -> list[int]:
        return [seat for seat, state in self.players.items() if not state.lost]

    def priority_holder(self) -> int | None:
        """Who holds priority now: nobody in a game that is over; if the player who received it
        has left the game, the next player in turn order still in it (800.4a)."""
        seats = self.seats_in_game()
        if self.over or not seats:
            return None
        first = self.active if self.priority is None else self.priority
        later = [seat for seat in seats if seat >= first]
        return (later or seats)[0]

    def battlefield(self) -> Iterator[Card]:
        """Every permanent on the battlefield, phased in or out, in seat order."""
        for state in self.players.values():
            yield from state.zones[ZoneName.BATTLEFIELD]


@dataclass(frozen=True)
class PlayerInfo:
    """What a player is across every game: name, team, and variant roles."""

    name: str
    team: str
    emperor: bool = False
    archenemy: bool = False
    commander_to_command: bool = True


@dataclass(eq=False)
class World:
    """Everything one simulation knows: the players, the nested games and every physical card."""

    players: list[PlayerInfo]
    variant: Variant
    rules_mode: RulesMode
    rng: random.Random
    games: list[Game] = field(default_factory=list)
    outside: list[Zone] = field(default_factory=list)  # per seat, cards outside the main game
    cards: dict[int, Card] = field(default_factory=dict)  # every physical card, by id
    range_of_influence: int | None = None
    next_id: int = 1
    clock: int = 0
    noted_unmodelled: set[str] = field(default_factory=set)

    @property
    def current(self) -> Game:
        return self.games[-1]

    @property
    def main(self) -> Game:
        return self.games[0]

    def new_id(self) -> int:
        value = self.next_id
        self.next_id += 1
        return value

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def name_of(self, seat: int) -> str:
        return self.players[seat].name

    def seat_of(self, name: str) -> int | None:
        for seat, info in enumerate(self.players):
            if info.name == name:
                return seat
        return None


def iter_card_positions(world: World) -> Iterator[tuple[Card, str]]:
    """Yield every physical card once with where it is (`main/library/Alice`, `outside/Bob`)."""
    for seat, zone in enumerate(world.outside):
        for card in zone:
            yield card, f"outside/{world.name_of(seat)}"
    for game in world.games:
        for seat, state in game.players.items():
            for zone_name, zone in state.zones.items():
                for card in zone:
                    if not card.is_token:
                        yield card, f"{game.id}/{zone_name.value}/{world.name_of(seat)}"
        for item in game.stack:
            if item.card is not None:
                yield item.card, f"{game.id}/stack"
        for card in game.left_game:
            yield card, f"{game.id}/left-game"
