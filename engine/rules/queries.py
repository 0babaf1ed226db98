"""Questions about a game that static abilities answer: who can't lose, who can't win, ...

Only objects of the game being asked about count (724.1b): a Platinum Angel on the main-game
battlefield does nothing in a subgame.
"""

from __future__ import annotations

from collections.abc import Iterator

from engine.cards import lookup, type_line_of
from engine.cards.base import Static
from engine.cards.cant_lose import GIDEON_EMBLEM
from engine.i18n import Label
from engine.i18n.labels import CardLabel, Text
from engine.state import Card, EffectKind, Game, StackItem, World, Zone, ZoneName


def active_permanents(game: Game) -> Iterator[Card]:
    """Permanents that exist for the rules: phased-out ones are treated as absent (702.26b)."""
    for state in game.players.values():
        for card in state.zones[ZoneName.BATTLEFIELD]:
            if not card.phased_out:
                yield card


def statics_of(card: Card) -> tuple[Static, ...]:
    definition = lookup(card.name)
    return definition.statics if definition else ()


def permanents_with(game: Game, seat: int, static: Static) -> list[Card]:
    return [
        card
        for card in active_permanents(game)
        if card.controller == seat and static in statics_of(card)
    ]


def devotion_to(game: Game, seat: int, color: str) -> int:
    """700.5: the mana symbols of `color` among the mana costs of the permanents `seat`
    controls; a hybrid or Phyrexian symbol of it counts ({U/B}, {U/P}), generic ones don't. A
    permanent the scenario gives no cost for counts the modelled card's, else none."""
    total = 0
    for card in active_permanents(game):
        if card.controller != seat:
            continue
        definition = lookup(card.name)
        cost = card.mana_cost if card.mana_cost is not None else ""
        if card.mana_cost is None and definition is not None:
            cost = definition.mana_cost
        total += sum(color in symbol for symbol in cost.strip("{}").split("}{") if symbol)
    return total


def is_opponent(world: World, seat: int, other: int) -> bool:
    return seat != other and world.players[seat].team != world.players[other].team


def opponents_in_game(world: World, game: Game, seat: int) -> list[int]:
    return [other for other in game.seats_in_game() if is_opponent(world, seat, other)]


def controls_gideon(game: Game, seat: int) -> bool:
    for card in active_permanents(game):
        if card.controller != seat:
            continue
        types = type_line_of(card.name, card.type_line)
        if types and "planeswalker" in types.types and "gideon" in types.subtypes:
            return True
    return False


def _card_label(card: Card) -> CardLabel:
    return CardLabel(card.name, token=card.is_token)


GIDEON_EMBLEM_LABEL = Text("《試練に臨むギデオン》の紋章", "the Gideon of the Trials emblem")
ANGELS_GRACE_LABEL = Text("《天使の嗜み》の効果", "Angel's Grace's effect")


def loss_preventers(world: World, game: Game, seat: int) -> list[Label]:
    """Sources saying `seat` can't lose the game (Platinum Angel, Abyssal Persecutor, ...)."""
    found: list[Label] = []
    for card in active_permanents(game):
        statics = statics_of(card)
        mine = card.controller == seat and (Static.YOU_CANT_LOSE in statics or card.enlightened)
        theirs = is_opponent(world, card.controller, seat) and Static.OPPONENTS_CANT_LOSE in statics
        if mine or theirs:
            found.append(_card_label(card))
    state = game.players[seat]
    if GIDEON_EMBLEM in state.emblems and controls_gideon(game, seat):
        found.append(GIDEON_EMBLEM_LABEL)
    for effect in game.effects:
        if effect.kind is EffectKind.CANT_LOSE and effect.controller == seat:
            found.append(ANGELS_GRACE_LABEL)
    return found


def win_preventers(world: World, game: Game, seat: int) -> list[Label]:
    """Sources saying `seat` can't win the game."""
    found: list[Label] = []
    for card in active_permanents(game):
        statics = statics_of(card)
        mine = card.controller == seat and Static.YOU_CANT_WIN in statics
        theirs = is_opponent(world, card.controller, seat) and (
            Static.OPPONENTS_CANT_WIN in statics or card.enlightened
        )
        if mine or theirs:
            found.append(_card_label(card))
    for other, state in game.players.items():
        if (
            is_opponent(world, other, seat)
            and GIDEON_EMBLEM in state.emblems
            and controls_gideon(game, other)
        ):
            found.append(GIDEON_EMBLEM_LABEL)
    for effect in game.effects:
        if effect.kind is EffectKind.OPPONENTS_CANT_WIN and is_opponent(
            world, effect.controller, seat
        ):
            found.append(ANGELS_GRACE_LABEL)
    return found


def life_loss_exemptions(game: Game, seat: int) -> list[Label]:
    """Sources of "You don't lose the game for having 0 or less life" for `seat`."""
    return [_card_label(card) for card in permanents_with(game, seat, Static.NO_LOSS_FOR_ZERO_LIFE)]


def graveyard_zone(game: Game, owner: int) -> tuple[Zone, Card | None]:
    """Where a card `owner` owns goes instead of their graveyard: exile, with Forbidden Crypt
    (614.1a), which is returned too; else the graveyard."""
    state = game.players[owner]
    crypts = permanents_with(game, owner, Static.GRAVEYARD_BECOMES_EXILE)
    if crypts:
        return state.zones[ZoneName.EXILE], crypts[0]
    return state.zones[ZoneName.GRAVEYARD], None


def loss_replacements(game: Game, seat: int) -> list[Card]:
    """Lich's Mirror / Exquisite Archangel controlled by `seat`, oldest first (616.1)."""
    cards = [
        card
        for card in active_permanents(game)
        if card.controller == seat
        and (
            Static.LOSS_BECOMES_MIRROR in statics_of(card)
            or Static.LOSS_BECOMES_ARCHANGEL in statics_of(card)
        )
    ]
    return sorted(cards, key=lambda card: card.timestamp)


def find_card(game: Game, card: Card) -> tuple[int, ZoneName] | None:
    for seat, state in game.players.items():
        for zone_name, zone in state.zones.items():
            if card in zone:
                return seat, zone_name
    return None


def ability_source(game: Game, item: StackItem) -> Card | None:
    """The ability's source, if it is still the same object on the battlefield (400.7)."""
    for card in game.battlefield():
        if card.id == item.source_id and card.timestamp == item.source_timestamp:
            return card
    return None
