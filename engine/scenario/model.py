"""A validated scenario: the typed form `validation` builds from the JSON/YAML mapping."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from engine.state import RulesMode, Variant


class EventType(StrEnum):
    CAST = "cast"
    COPY = "copy"
    RESOLVE = "resolve"
    DAMAGE = "damage"
    LIFE = "life"
    POISON = "poison"
    DRAW = "draw"
    MILL = "mill"
    EXILE = "exile"
    ENTER = "enter"
    LEAVE = "leave"
    PHASE_OUT = "phase_out"
    BRING_IN = "bring_in"
    CONCEDE = "concede"
    LOSE = "lose"
    WIN = "win"
    END_TURN = "end_turn"
    ACTIVATE = "activate"
    PLANESWALK = "planeswalk"
    DRAW_GAME = "draw_game"
    GAIN_CONTROL = "gain_control"


@dataclass(frozen=True)
class CardSpec:
    """One card of a scenario zone: a name (None = unnamed card) and optional object status."""

    name: str | None
    type_line: str | None = None
    counters: tuple[tuple[str, int], ...] = ()
    phased_out: bool = False
    token: bool = False
    attached_to: str | None = None  # a player's name, or another card's on the battlefield
    owner: str | None = None  # who owns it, when not the player who controls it
    mana_value: int | None = None  # 202.3, for cards whose mana value matters (Atemsis)
    mana_cost: str | None = None  # 202.1, for permanents whose devotion matters (700.5)


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    life: int | None
    counters: tuple[tuple[str, int], ...]
    zones: dict[str, tuple[CardSpec, ...]]
    outside: tuple[CardSpec, ...]
    commanders: tuple[str, ...]
    vanguard: str | None
    emblems: tuple[str, ...]
    team: str | None
    emperor: bool
    archenemy: bool
    commander_to_command: bool


@dataclass(frozen=True)
class Event:
    """One event; `raw` is the mapping as given, echoed in every step it causes."""

    index: int
    type: EventType
    raw: dict[str, Any]
    player: int | None = None
    recipients: tuple[int, ...] = ()
    card: str | None = None
    count: int | None = None
    amount: int | None = None
    from_zone: str | None = None
    to_zone: str | None = None
    by: int | None = None
    controller: int | None = None  # gain_control: who controls the permanent now
    game: str | None = None  # concede: an enclosing game's id ("main"), not the current one
    source: str | None = None
    commander: bool = False
    target: int | None = None
    target_card: str | None = None
    target_player: int | None = None  # resolve: the player a trigger it causes targets
    numerals: tuple[int, ...] = ()  # cast: the spell's numerals (Baron Von Count)
    ability: int | None = None
    choices: dict[int, tuple[str, ...]] = field(default_factory=dict)
    with_previous: bool = False
    # choices made as the event applies (engine.rules.choices): kind -> card names, or a bool
    choose: dict[str, tuple[str, ...] | bool] = field(default_factory=dict)
    counters: tuple[tuple[str, int], ...] = ()
    token: bool = False
    pay: bool | None = None  # a Pact's upkeep trigger: its controller pays (or not)
    mode: int | None = None  # a modal trigger's chosen mode, from 1 (603.3c)
    roll: int | None = None  # a die's result, when the scenario states it (706.2)
    combat: bool = False
    loop: bool = False  # draw_game: a loop of mandatory actions (104.4b), not an effect

    def path(self, name: str | None = None) -> str:
        return f"events[{self.index}]" + (f".{name}" if name else "")


@dataclass(frozen=True)
class Scenario:
    title: str
    seed: int
    variant: Variant
    rules_mode: RulesMode
    players: tuple[PlayerSetup, ...]
    events: tuple[Event, ...]
    range_of_influence: int | None = None
