"""The shapes of a simulation's result (`judgebot simulate --json`, docs/scenario-format.md).

The engine builds these dicts and the bot reads them; a key marked `NotRequired` is present only in
some results. Key order is the order the engine writes them in, which the JSON output keeps.

Written without `from __future__ import annotations`: a TypedDict compiles each field's
annotation written as a string, at every process's start; a shape names only shapes above it.
"""

from typing import Any, NotRequired, TypedDict


class ZoneSnapshot(TypedDict):
    count: int  # every card in the zone
    named: list[str]  # the names of the named ones, top first
    tokens: NotRequired[int]  # only when the zone holds tokens
    phased_out: NotRequired[list[str]]  # only when some of its permanents are phased out


class PlayerSnapshot(TypedDict):
    name: str
    life: int
    poison: int
    counters: dict[str, int]  # the player's other counters
    lost: bool
    loss_reason: str | None  # the first of `loss_reasons`, kept for compatibility
    loss_reasons: list[str]  # every reason of the loss (`engine.outcomes.LossReason` values)
    won: bool
    zones: dict[str, ZoneSnapshot]  # by zone name: library, hand, … (+ planar_deck/scheme_deck)
    commander_damage: dict[str, int]  # commander name -> combat damage taken from it
    emblems: list[str]
    outside: NotRequired[ZoneSnapshot]  # in the main game only


class StackItemSnapshot(TypedDict):
    name: str | None  # None for an unnamed card
    controller: str
    kind: str  # an `engine.state.StackKind` value: spell, copy, trigger, activated
    resolving: bool  # a spell waiting for its subgame to end


class GameSnapshot(TypedDict):
    depth: int  # 0 is the main game
    game: str  # "main", "sub1", "sub1.2"
    game_over: bool
    winner: str | None  # the winner, or the winning team when several players won
    winners: list[str]
    draw: bool
    turn: int
    active_player: str
    priority: str | None  # who holds priority (117.3a-c, 800.4a); None once the game is over
    stack: list[StackItemSnapshot]  # top first
    players: list[PlayerSnapshot]  # in seat order


class SimulationStep(TypedDict):
    n: int
    event_index: int | None  # None for the setup step
    depth: int
    game: str
    event: dict[str, Any] | None  # the event as the scenario wrote it
    kind: str  # what happened: setup, cast, subgame_start, …
    title: str  # in the result's `lang`
    text: str
    rules: list[str]
    state: GameSnapshot  # the step's game after the step
    title_i18n: dict[str, str]  # {"ja": …, "en": …}
    text_i18n: dict[str, str]
    commander_tax: NotRequired[int]  # a cast from the command zone: the generic mana added (903.8)


class PendingItem(TypedDict):
    """What a run left unresolved because it ended while a subgame was running."""

    game: str
    depth: int
    kind: str  # subgame_in_progress, spell_resolving, waiting_triggers
    text: str
    text_i18n: dict[str, str]


class SimulationResult(TypedDict):
    title: str
    seed: int
    lang: str
    steps: list[SimulationStep]
    final: GameSnapshot  # the main game, or the innermost subgame still running
    rules_cited: list[str]  # sorted union of every step's rules
    rules_edition: str  # the edition whose numbering every cited number uses
    pending: NotRequired[list[PendingItem]]  # innermost first; only while a subgame runs


__all__ = [
    "GameSnapshot",
    "PendingItem",
    "PlayerSnapshot",
    "SimulationResult",
    "SimulationStep",
    "StackItemSnapshot",
    "ZoneSnapshot",
]
