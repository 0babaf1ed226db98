"""Game state: physical cards, zones, players, games and the world that nests them.

A physical card is one `Card` object with a stable id and an owner for the whole run; it MOVES
between zone lists and is never copied, so every card is always in exactly one zone of one game
or outside the game (`iter_card_positions` walks them all). Tokens are `Card`s of kind TOKEN and
are not conserved (they cease to exist, 704.5d). Copies of spells are stack items with no card.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum, StrEnum

from engine.outcomes import LossReason, Outcome
from engine.result_types import PlayerSnapshot, ZoneSnapshot


class ZoneName(StrEnum):
    LIBRARY = "library"
    HAND = "hand"
    GRAVEYARD = "graveyard"
    EXILE = "exile"
    BATTLEFIELD = "battlefield"
    COMMAND = "command"
    PLANAR_DECK = "planar_deck"
    SCHEME_DECK = "scheme_deck"


OUTPUT_ZONES: tuple[ZoneName, ...] = (
    ZoneName.LIBRARY,
    ZoneName.HAND,
    ZoneName.GRAVEYARD,
    ZoneName.EXILE,
    ZoneName.BATTLEFIELD,
    ZoneName.COMMAND,
)
SUPPLEMENTARY_ZONES: tuple[ZoneName, ...] = (ZoneName.PLANAR_DECK, ZoneName.SCHEME_DECK)


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


class CardKind(Enum):
    CARD = "card"
    TOKEN = "token"


class Nontraditional(Enum):
    """Cards of supplementary decks and vanguards (100.2d): not traditional Magic cards."""

    PLANE = "plane"
    SCHEME = "scheme"
    VANGUARD = "vanguard"


@dataclass(eq=False)
class Card:
    """One physical card (or a token). Object status is reset when it changes zones (400.7)."""

    id: int
    name: str | None
    owner: int
    kind: CardKind = CardKind.CARD
    type_line: str | None = None
    nontraditional: Nontraditional | None = None
    is_commander: bool = False
    # Object status: belongs to the current object, not to the physical card.
    controller: int = -1
    counters: dict[str, int] = field(default_factory=dict)
    phased_out: bool = False
    timestamp: int = 0
    enlightened: bool = False  # The Book of Exalted Deeds' granted ability
    entered_from_library_subgame: bool = False  # Tug of War picks
    front_face: str | None = None  # a transformed double-faced card's front face (712)
    chosen_modes: list[int] = field(default_factory=list)  # "one that hasn't been chosen"
    attached_player: int | None = None  # the player an Aura enchants (Sinner's Judgment)
    attached_card: int | None = None  # the card id of the permanent it is attached to

    @property
    def is_token(self) -> bool:
        return self.kind is CardKind.TOKEN

    def transform(self, other_face: str) -> None:
        """701.28a: the permanent turns over; its other face's name and text apply."""
        self.front_face = self.name
        self.name = other_face

    def become_new_object(self, timestamp: int) -> None:
        """400.7: a card that changes zones is a new object with no memory of the old one."""
        if self.front_face is not None:  # 712.8a: elsewhere it has its front face only
            self.name, self.front_face = self.front_face, None
        self.controller = -1
        self.chosen_modes = []
        self.attached_player = self.attached_card = None
        self.counters = {}
        self.phased_out = False
        self.enlightened = False
        self.timestamp = timestamp


class Zone:
    """An ordered pile of cards; index 0 is the top. `version` changes on every mutation."""

    __slots__ = ("cards", "snapshot", "snapshot_version", "version")

    def __init__(self, cards: list[Card] | None = None) -> None:
        self.cards: list[Card] = cards if cards is not None else []
        self.version = 0
        self.snapshot: ZoneSnapshot | None = None
        self.snapshot_version = -1

    def __len__(self) -> int:
        return len(self.cards)

    def __iter__(self) -> Iterator[Card]:
        return iter(self.cards)

    def __contains__(self, card: object) -> bool:
        return any(c is card for c in self.cards)

    def touch(self) -> None:
        self.version += 1

    def add_top(self, card: Card) -> None:
        self.cards.insert(0, card)
        self.version += 1

    def add_bottom(self, card: Card) -> None:
        self.cards.append(card)
        self.version += 1

    def remove(self, card: Card) -> None:
        for index, candidate in enumerate(self.cards):
            if candidate is card:
                del self.cards[index]
                self.version += 1
                return
        raise ValueError(f"card {card.id} is not in this zone")

    def take_all(self) -> list[Card]:
        taken = self.cards
        self.cards = []
        self.version += 1
        return taken

    def shuffle(self, rng: random.Random) -> None:
        rng.shuffle(self.cards)
        self.version += 1

    def find_named(self, name: str) -> Card | None:
        for card in self.cards:
            if card.name == name:
                return card
        return None

    def find_unnamed(self) -> Card | None:
        for card in self.cards:
            if card.name is None and not card.is_token:
                return card
        return None


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

    def in_game(self, seat: int) -> bool:
        state = self.players.get(seat)
        return state is not None and not state.lost

    def seats_in_game(self) -> list[int]:
        return [seat for seat, state in self.players.items() if not state.lost]

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
