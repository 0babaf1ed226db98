"""Build the world a scenario describes: players, the main game, every card with an id."""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.scenario.model import CardSpec, PlayerSetup, Scenario
from engine.state import (
    Card,
    CardKind,
    Game,
    Nontraditional,
    PlayerInfo,
    PlayerState,
    Variant,
    World,
    Zone,
    ZoneName,
    new_player_state,
)
from engine.team_numbers import EXTRA_HEAD_LIFE, TEAM_LIFE

_COMMANDER_SEARCH = (
    ZoneName.COMMAND,
    ZoneName.BATTLEFIELD,
    ZoneName.HAND,
    ZoneName.GRAVEYARD,
    ZoneName.EXILE,
    ZoneName.LIBRARY,
)


def starting_life(world: World, seat: int) -> int:
    """103.4: 20; 40 in Commander (103.4c) and for the archenemy (904.5); a Two-Headed Giant
    team's shared 30 (810.4), with 15 more per head beyond the second (810.11)."""
    if world.variant is Variant.TWO_HEADED_GIANT:
        return TEAM_LIFE + EXTRA_HEAD_LIFE * max(len(_team(world, seat)) - 2, 0)
    if world.variant is Variant.COMMANDER:
        return 40
    if world.variant is Variant.ARCHENEMY and world.players[seat].archenemy:
        return 40
    return 20


def _given(
    scenario: Scenario, world: World, seat: int, value: Callable[[PlayerSetup], int | None]
) -> int | None:
    """A player's own value; in Two-Headed Giant, the value any head of the team gave (the
    heads share one life total and one poison count, 810.4, 810.10)."""
    seats = _team(world, seat) if world.variant is Variant.TWO_HEADED_GIANT else [seat]
    return next((v for i in seats if (v := value(scenario.players[i])) is not None), None)


def _team(world: World, seat: int) -> list[int]:
    team = world.players[seat].team
    return [other for other, info in enumerate(world.players) if info.team == team]


def build_world(scenario: Scenario) -> World:
    infos = _player_infos(scenario)
    world = World(
        players=infos,
        variant=scenario.variant,
        rules_mode=scenario.rules_mode,
        rng=random.Random(scenario.seed),
        range_of_influence=scenario.range_of_influence,
    )
    main = Game(id="main", depth=0, parent=None, players={})
    for seat, setup in enumerate(scenario.players):
        default_life = starting_life(world, seat)
        life = _given(scenario, world, seat, lambda p: p.life)
        state = new_player_state(seat, life if life is not None else default_life)
        main.starting_life[seat] = default_life
        for kind, amount in setup.counters:
            if amount:
                state.counters[kind] = amount
        poison = _given(scenario, world, seat, lambda p: dict(p.counters).get("poison"))
        if poison:
            state.counters["poison"] = poison
        _fill_zones(world, state, setup, _controlled_by_others(scenario, setup.name))
        _attach(world, state, setup)
        state.emblems.extend(setup.emblems)
        outside = Zone()
        for spec in setup.outside:
            outside.add_bottom(_new_card(world, spec, seat))
        world.outside.append(outside)
        main.players[seat] = state
    world.games.append(main)
    _mark_stolen_commanders(world, main, scenario)
    return world


def _controlled_by_others(scenario: Scenario, owner: str) -> set[str]:
    """The names of the permanents `owner` owns that another player controls (`owner` field)."""
    return {
        spec.name
        for setup in scenario.players
        for spec in setup.zones.get("battlefield", ())
        if spec.owner == owner and setup.name != owner and spec.name is not None
    }


def _mark_stolen_commanders(world: World, main: Game, scenario: Scenario) -> None:
    """A commander another player controls (903.3: it is still its owner's commander)."""
    for seat, setup in enumerate(scenario.players):
        for name in setup.commanders:
            if any(card.is_commander and card.name == name for card in world.cards.values()):
                continue
            for card in main.battlefield():
                if card.owner == seat and card.name == name and not card.is_commander:
                    card.is_commander = True
                    break


def _player_infos(scenario: Scenario) -> list[PlayerInfo]:
    archenemy = None
    if scenario.variant is Variant.ARCHENEMY:
        flagged = [i for i, p in enumerate(scenario.players) if p.archenemy]
        archenemy = flagged[0] if flagged else 0
    infos = []
    for seat, setup in enumerate(scenario.players):
        team = setup.team or setup.name
        if archenemy is not None and setup.team is None:
            archenemy_name = scenario.players[archenemy].name
            team = archenemy_name if seat == archenemy else f"{archenemy_name}'s opponents"
        infos.append(
            PlayerInfo(
                name=setup.name,
                team=team,
                emperor=setup.emperor,
                archenemy=seat == archenemy,
                commander_to_command=setup.commander_to_command,
            )
        )
    return infos


# Read once: an Enum member looked up on its class costs a descriptor call, and a library of
# 40 cards for each player is built for every run (a verdict plays several).
_TOKEN, _CARD = CardKind.TOKEN, CardKind.CARD
_BATTLEFIELD, _EXILE = ZoneName.BATTLEFIELD, ZoneName.EXILE
_DECK_KINDS = {
    ZoneName.PLANAR_DECK: Nontraditional.PLANE,
    ZoneName.SCHEME_DECK: Nontraditional.SCHEME,
}


def _new_card(world: World, spec: CardSpec, owner: int) -> Card:
    card = Card(
        id=world.new_id(),
        name=spec.name,
        owner=owner,
        kind=_TOKEN if spec.token else _CARD,
        type_line=spec.type_line,
        mana_value=spec.mana_value,
        mana_cost=spec.mana_cost,
    )
    card.timestamp = world.tick()
    if not spec.token:
        world.cards[card.id] = card
    return card


def _owner_seat(world: World, spec: CardSpec, seat: int) -> int:
    if spec.owner is None:
        return seat
    owner = world.seat_of(spec.owner)
    assert owner is not None  # validation checked the name
    return owner


def _attach(world: World, state: PlayerState, setup: PlayerSetup) -> None:
    """`attached_to`: a player, else the first other card of that name on the battlefield."""
    battlefield = state.zones[ZoneName.BATTLEFIELD]
    for card, spec in zip(battlefield, setup.zones.get("battlefield", ()), strict=True):
        if spec.attached_to is None:
            continue
        player = world.seat_of(spec.attached_to)
        if player is not None:
            card.attached_player = player
            continue
        host = next(c for c in battlefield if c.name == spec.attached_to and c is not card)
        card.attached_card = host.id


def _fill_zones(world: World, state: PlayerState, setup: PlayerSetup, stolen: set[str]) -> None:
    seat = state.seat
    variant = world.variant
    for key, specs in setup.zones.items():
        zone_name = ZoneName(key)
        zone = state.zones[zone_name]
        deck_kind = _DECK_KINDS.get(zone_name)
        for spec in specs:
            card = _new_card(world, spec, seat)
            if zone_name is _BATTLEFIELD:
                card.controller = seat
                card.owner = _owner_seat(world, spec, seat)
                card.phased_out = spec.phased_out
                card.counters = dict(spec.counters)
                card.enlightened = card.counters.get("enlightened", 0) > 0
            elif deck_kind is not None:
                card.nontraditional = deck_kind
            elif zone_name is _EXILE:
                card.counters = dict(spec.counters)
            zone.add_bottom(card)
    for name in setup.commanders:
        commander = _find_named(state, name)
        if commander is None and name in stolen:
            continue  # on another player's battlefield: marked once every zone is filled
        if commander is None:
            commander = _new_card(world, CardSpec(name), seat)
            state.zones[ZoneName.COMMAND].add_bottom(commander)
        commander.is_commander = True
    command = state.zones[ZoneName.COMMAND]
    if setup.vanguard is not None:
        card = _new_card(world, CardSpec(setup.vanguard), seat)
        card.nontraditional = Nontraditional.VANGUARD
        command.add_bottom(card)
    for card in command:
        if card.is_commander or card.nontraditional is not None:
            continue
        if variant is Variant.PLANECHASE:
            card.nontraditional = Nontraditional.PLANE
        elif variant is Variant.ARCHENEMY:
            card.nontraditional = Nontraditional.SCHEME


def _find_named(state: PlayerState, name: str) -> Card | None:
    for zone_name in _COMMANDER_SEARCH:
        card = state.zones[zone_name].find_named(name)
        if card is not None and not card.is_commander:
            return card
    return None
