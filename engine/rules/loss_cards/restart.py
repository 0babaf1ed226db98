"""Restarting the game (723): Karn Liberated's −14, and the cards its other abilities exile.

The restarted game ends with no winner; its players begin a new one (103): every card they own
in it goes back into their library, except the non-Aura permanent cards exiled with Karn (723.5),
the libraries are shuffled, life totals start again, Karn's controller goes first (723.1a) and
everyone draws seven (a short library loses at the first check, 723.3). Then the exiled cards
enter the battlefield under that player's control (723.4)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import type_line_of
from engine.cards.base import Do
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardGroup, CardLabel
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.turns import first_turn
from engine.state import Card, Game, StackItem, ZoneName


def _remember(game: Game, item: StackItem, card: Card, note: Narration) -> None:
    """A card exiled "with Karn" by its +4 or −3, for the −14 (607.2a: linked abilities)."""
    note.add(msg("exile.card", card=CardLabel(card.name)), R.EXILE)
    game.exiled_with.setdefault(item.source_id or 0, set()).add(card.id)


def _from_hand(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """+4: the target player exiles a card from their hand (the engine takes the first)."""
    if item.subject is None or not game.in_game(item.subject):
        return
    state = game.players[item.subject]
    hand = state.zones[ZoneName.HAND]
    if not len(hand):
        note.add(msg("karn.empty_hand", player=ctx.world.name_of(item.subject)))
        return
    card = hand.cards[0]
    actions.move(ctx, card, hand, state.zones[ZoneName.EXILE])
    _remember(game, item, card, note)


def _permanent(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """−3: exile the target permanent, if it is still the same object (400.7)."""
    for card in list(game.battlefield()):
        if card.id == item.target_id and card.timestamp == item.target_timestamp:
            actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
            _remember(game, item, card, note)
            return
    note.add(msg("book.target_gone"), R.NEW_OBJECT)


def _restart(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    world = ctx.world
    seat = item.controller
    kept = _exiled_with_karn(game, item)
    note.add(msg("restart.ends"), R.RESTART, R.RESTART_CARDS)
    for state in game.players.values():
        if state.lost:
            continue
        for zone_name, zone in state.zones.items():
            if zone_name is ZoneName.COMMAND:
                continue
            for card in zone.take_all():
                if card.is_token or card in kept:
                    if card in kept:
                        state.zones[ZoneName.EXILE].add_bottom(card)
                    continue
                _to_library(ctx, game, card)
    for spell in game.stack:
        if spell.card is not None:
            _to_library(ctx, game, spell.card)
    game.stack = []
    for key in ("effects", "waiting_triggers", "pending_outcomes", "delayed", "extra_turns"):
        setattr(game, key, [])
    game.linked_losses, game.exiled_with = {}, {}
    game.turn, game.active, game.resume_after_extra = 1, seat, None
    for other, state in game.players.items():
        if state.lost:
            continue
        state.life = game.starting_life.get(other, state.life)
        state.counters, state.emblems, state.commander_damage = {}, [], {}
        state.zones[ZoneName.LIBRARY].shuffle(world.rng)
    note.add(msg("restart.first", player=world.name_of(seat)), R.RESTART_FIRST, R.SHUFFLE)
    for other in game.seats_in_game():
        actions.draw(ctx, game, other, 7, note)
    for card in kept:
        exile = game.players[card.owner].zones[ZoneName.EXILE]
        actions.put_onto_battlefield(ctx, game, card, exile, seat, note)
    if kept:
        names = CardGroup(tuple(card.name for card in kept))
        note.add(msg("restart.kept", cards=names, player=world.name_of(seat)), R.RESTART_FINISH)
    first_turn(ctx, game, note)


HANDLERS = {
    Do.KARN_EXILE_FROM_HAND: _from_hand,
    Do.KARN_EXILE_PERMANENT: _permanent,
    Do.RESTART_THE_GAME: _restart,
}


def _to_library(ctx: Context, game: Game, card: Card) -> None:
    """Into the owner's library; a commander begins the new game in the command zone."""
    card.become_new_object(ctx.world.tick())
    owner = game.players.get(card.owner)
    if owner is None:
        game.left_game.append(card)
        return
    home = ZoneName.COMMAND if card.is_commander else ZoneName.LIBRARY
    owner.zones[home].add_bottom(card)


def _exiled_with_karn(game: Game, item: StackItem) -> list[Card]:
    ids = game.exiled_with.get(item.source_id or 0, set())
    kept = []
    for state in game.players.values():
        for card in state.zones[ZoneName.EXILE]:
            types = type_line_of(card.name, card.type_line)
            aura = types is not None and "aura" in types.subtypes
            permanent = types is None or types.is_permanent
            if card.id in ids and permanent and not aura:
                kept.append(card)
    return kept
