"""Physical cards and the zones that hold them (400)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field
from enum import Enum, StrEnum

from engine.result_types import ZoneSnapshot


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


class CardKind(Enum):
    CARD = "card"
    TOKEN = "token"


class Nontraditional(Enum):
    """Cards of supplementary decks and vanguards (100.2d): not traditional Magic cards."""

    PLANE = "plane"
    SCHEME = "scheme"
    VANGUARD = "vanguard"


@dataclass(eq=False, slots=True)
class Card:
    """One physical card (or a token). Object status is reset when it changes zones (400.7)."""

    id: int
    name: str | None
    owner: int
    kind: CardKind = CardKind.CARD
    type_line: str | None = None
    nontraditional: Nontraditional | None = None
    is_commander: bool = False
    mana_value: int | None = None  # 202.3, when the scenario gives it
    mana_cost: str | None = None  # 202.1, when the scenario gives it (devotion, 700.5)
    # Object status: belongs to the current object, not to the physical card.
    controller: int = -1
    # the player who controls it by default (110.2) while an effect gives another control of it
    default_controller: int | None = None
    command_declined: bool = False  # 903.9a: its owner left this commander where it went
    counters: dict[str, int] = field(default_factory=dict)
    phased_out: bool = False
    timestamp: int = 0
    enlightened: bool = False  # The Book of Exalted Deeds' granted ability
    entered_from_library_subgame: bool = False  # Tug of War picks
    front_face: str | None = None  # a transformed double-faced card's front face (712)
    chosen_modes: list[int] = field(default_factory=list)  # "one that hasn't been chosen"
    attached_player: int | None = None  # the player an Aura enchants (Sinner's Judgment)
    attached_card: int | None = None  # the card id of the permanent it is attached to
    # the players it dealt combat damage to (the engine's "attacked", having no declare-attackers
    # step) in the turn `attacked_turn`
    attacked: set[int] = field(default_factory=set)
    attacked_turn: int = 0

    @property
    def is_token(self) -> bool:
        return self.kind is CardKind.TOKEN

    def mark_attacked(self, seat: int, turn: int) -> None:
        if self.attacked_turn != turn:
            self.attacked, self.attacked_turn = set(), turn
        self.attacked.add(seat)

    def attacked_in(self, turn: int) -> set[int]:
        return self.attacked if self.attacked_turn == turn else set()

    def transform(self, other_face: str) -> None:
        """701.28a: the permanent turns over; its other face's name and text apply."""
        self.front_face = self.name
        self.name = other_face

    def become_new_object(self, timestamp: int) -> None:
        """400.7: a card that changes zones is a new object with no memory of the old one."""
        if self.front_face is not None:  # 712.8a: elsewhere it has its front face only
            self.name, self.front_face = self.front_face, None
        self.controller = -1
        self.default_controller = None
        self.command_declined = False
        self.chosen_modes = []
        self.attached_player = self.attached_card = None
        self.attacked, self.attacked_turn = set(), 0
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
