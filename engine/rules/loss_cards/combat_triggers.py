"""Abilities that trigger on damage to a player (510.2 for combat damage): the creature's own,
its controller's emblem's, its Equipment's, and the permanents that watch creatures' damage."""

from __future__ import annotations

from engine.cards import lookup
from engine.cards.base import Triggered, When
from engine.cards.loss_conditions import (
    ASSASSIN_TOKEN,
    GORGON_TRIGGER,
    VORPAL_TRIGGER,
    VRASKA_EMBLEM,
    VRASKA_EMBLEM_TRIGGER,
)
from engine.context import Context
from engine.log.narration import Narration
from engine.rules.queries import active_permanents, is_opponent
from engine.rules.triggers import queue
from engine.state import Card, EffectKind, Game, StackItem, StackKind

# (source name, ability, source card or None for an emblem or a granted ability, amount)
_Found = tuple[str, Triggered, Card | None, int]


def notify_damage(
    ctx: Context,
    game: Game,
    creature: Card,
    seat: int,
    amount: int,
    note: Narration,
    *,
    combat: bool,
) -> None:
    """A creature dealt `amount` damage to the player `seat`; queue what triggers on it."""
    found: list[_Found] = []
    controller = creature.controller
    opponent = is_opponent(ctx.world, controller, seat)
    for effect in game.effects:
        granted = effect.kind is EffectKind.CREATURES_DAMAGE_OPPONENT_LOSES
        if granted and opponent and effect.controller == controller:
            found.append((creature.name or "", GORGON_TRIGGER, None, amount))
    definition = lookup(creature.name)
    for ability in definition.triggers if definition and opponent else ():
        if ability.when is When.DEALS_DAMAGE_TO_AN_OPPONENT:
            found.append((creature.name or "", ability, creature, amount))
    if combat:
        creature.mark_attacked(seat, game.turn)
        found += _combat_abilities(ctx, game, creature, seat, amount, opponent)
    for source, ability, card, how_much in found:
        item = StackItem(
            id=ctx.world.new_id(),
            kind=StackKind.TRIGGER,
            controller=card.controller if card is not None else controller,
            name=source,
            ability=ability.key,
            source_id=card.id if card is not None else None,
            source_timestamp=card.timestamp if card is not None else 0,
            amount=how_much,
            subject=seat,
        )
        queue(ctx, game, item, note)


def _combat_abilities(
    ctx: Context, game: Game, creature: Card, seat: int, amount: int, opponent: bool
) -> list[_Found]:
    found: list[_Found] = []
    token = creature.is_token and creature.name == ASSASSIN_TOKEN.name
    definition = ASSASSIN_TOKEN if token else lookup(creature.name)
    for ability in definition.triggers if definition else ():
        if ability.when is When.DEALS_COMBAT_DAMAGE_TO_A_PLAYER:
            found.append((creature.name or "", ability, creature, amount))
    if VRASKA_EMBLEM in game.players[creature.controller].emblems:
        found.append((VRASKA_EMBLEM, VRASKA_EMBLEM_TRIGGER, None, amount))
    for effect in game.effects:
        if effect.kind is EffectKind.EQUIPPED_COMBAT_DAMAGE_LOSES:
            sword = next((c for c in game.battlefield() if c.id == effect.card_id), None)
            if sword is not None and sword.attached_card == creature.id:
                found.append((effect.source, VORPAL_TRIGGER, None, amount))
    for card in list(active_permanents(game)):
        watcher = lookup(card.name)
        for ability in watcher.triggers if watcher else ():
            if _watches(ability.when, card, creature, seat, opponent):
                found.append((card.name or "", ability, card, amount))
    return found


def _watches(when: When, card: Card, creature: Card, seat: int, opponent: bool) -> bool:
    if when is When.A_CREATURE_DEALS_COMBAT_DAMAGE_TO_YOU:
        return card.controller == seat
    if when is When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_AN_OPPONENT:
        return card.controller == creature.controller and opponent
    if when is When.YOUR_CREATURE_DEALS_COMBAT_DAMAGE_TO_A_PLAYER:
        return card.controller == creature.controller
    return False
