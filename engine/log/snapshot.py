"""JSON-ready snapshots of a game for each step, sharing unchanged parts between steps.

A zone's snapshot is rebuilt only when the zone's version changes and a player's only when one of
their values changes, so a step costs a few small dicts however big the libraries are. The dicts
are shared between steps: treat a result as read-only (deep-copy it before editing).
"""

from __future__ import annotations

from engine.result_types import GameSnapshot, PlayerSnapshot, ZoneSnapshot
from engine.state import (
    OUTPUT_ZONES,
    SUPPLEMENTARY_ZONES,
    CardKind,
    Game,
    PlayerState,
    Variant,
    World,
    Zone,
    ZoneName,
)


def _zone_snapshot(zone: Zone) -> ZoneSnapshot:
    # One pass over the cards (a library of 40 for each player in every run), the kind read
    # once: the snapshots of a run's first step were a tenth of a short run.
    named: list[str] = []
    tokens = 0
    phased: list[str] = []
    token = CardKind.TOKEN
    for card in zone:
        name = card.name
        if name is not None:
            named.append(name)
        if card.kind is token:
            tokens += 1
        if card.phased_out:
            phased.append(name or "?")
    result: ZoneSnapshot = {"count": len(zone), "named": named}
    if tokens:
        result["tokens"] = tokens
    if phased:
        result["phased_out"] = phased
    return result


class Snapshotter:
    """Builds step states; with `cache=False` it rebuilds everything (the naive baseline)."""

    def __init__(self, world: World, *, cache: bool = True) -> None:
        self.world = world
        self.cache = cache

    def zone(self, zone: Zone) -> ZoneSnapshot:
        if not self.cache:
            return _zone_snapshot(zone)
        if zone.snapshot_version != zone.version or zone.snapshot is None:
            zone.snapshot = _zone_snapshot(zone)
            zone.snapshot_version = zone.version
        return zone.snapshot

    def _zone_names(self, game: Game) -> tuple[ZoneName, ...]:
        extra: tuple[ZoneName, ...] = ()
        if self.world.variant is Variant.PLANECHASE:
            extra = (ZoneName.PLANAR_DECK,)
        elif self.world.variant is Variant.ARCHENEMY:
            extra = (ZoneName.SCHEME_DECK,)
        return OUTPUT_ZONES + tuple(zone for zone in extra if zone in SUPPLEMENTARY_ZONES)

    def player(self, game: Game, state: PlayerState) -> PlayerSnapshot:
        zone_names = self._zone_names(game)
        key = (
            state.life,
            tuple(sorted(state.counters.items())),
            state.lost,
            state.loss_reason,
            tuple(state.loss_reasons),
            state.won,
            tuple(sorted(state.commander_damage.items())),
            tuple(state.emblems),
            tuple(state.zones[name].version for name in zone_names),
            len(self.world.outside[state.seat]) if game.depth == 0 else -1,
            self.world.outside[state.seat].version if game.depth == 0 else -1,
        )
        if self.cache and state.snapshot_key == key and state.snapshot is not None:
            return state.snapshot
        snap = self._build_player(game, state, zone_names)
        if self.cache:
            state.snapshot_key = key
            state.snapshot = snap
        return snap

    def _build_player(
        self, game: Game, state: PlayerState, zone_names: tuple[ZoneName, ...]
    ) -> PlayerSnapshot:
        world = self.world
        commander_damage: dict[str, int] = {}
        for card_id, amount in state.commander_damage.items():
            card = world.cards[card_id]
            label = card.name or f"#{card_id}"
            if label in commander_damage:
                label = f"{label} ({world.name_of(card.owner)})"
            commander_damage[label] = amount
        snap: PlayerSnapshot = {
            "name": world.name_of(state.seat),
            "life": state.life,
            "poison": state.poison,
            "counters": {k: v for k, v in sorted(state.counters.items()) if k != "poison"},
            "lost": state.lost,
            "loss_reason": state.loss_reason.value if state.loss_reason else None,
            "loss_reasons": [reason.value for reason in state.loss_reasons],
            "won": state.won,
            "zones": {name.value: self.zone(state.zones[name]) for name in zone_names},
            "commander_damage": commander_damage,
            "emblems": list(state.emblems),
        }
        if game.depth == 0:
            snap["outside"] = self.zone(world.outside[state.seat])
        return snap

    def game(self, game: Game) -> GameSnapshot:
        world = self.world
        winners = [world.name_of(seat) for seat in game.winners]
        return {
            "depth": game.depth,
            "game": game.id,
            "game_over": game.over,
            "winner": _winner_label(world, game),
            "winners": winners,
            "draw": game.draw,
            "turn": game.turn,
            "active_player": world.name_of(game.active),
            "priority": _priority(world, game),
            "stack": [
                {
                    "name": item.name,
                    "controller": world.name_of(item.controller),
                    "kind": item.kind.value,
                    "resolving": item is game.resolving,
                }
                for item in reversed(game.stack)
            ],
            "players": [self.player(game, state) for state in game.players.values()],
        }


def _priority(world: World, game: Game) -> str | None:
    holder = game.priority_holder()
    return None if holder is None else world.name_of(holder)


def _winner_label(world: World, game: Game) -> str | None:
    if not game.winners:
        return None
    if len(game.winners) == 1:
        return world.name_of(game.winners[0])
    return world.players[game.winners[0]].team
