"""The last part of a spell's resolution: where its card (or copy) goes (608.2m, 707.10a)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.rules.queries import graveyard_zone
from engine.state import Game, StackItem, StackKind, ZoneName


def finish_spell(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """608.2m: the spell goes to its owner's graveyard; a copy ceases to exist (707.10a)."""
    if item in game.stack:
        game.stack.remove(item)
    if item.kind is StackKind.COPY:
        note.add(msg("spell.copy_ceases", card=CardLabel(item.name)), R.COPY_CEASES, R.SBA_COPY)
        return
    card = item.card
    if card is None:
        note.add(msg("spell.card_gone", card=CardLabel(item.name)), R.SUBGAME_END)
        return
    definition = lookup(card.name)
    owner = game.players.get(card.owner)
    if owner is None:
        game.left_game.append(card)
        return
    if definition is not None and definition.exile_on_resolution:
        card.become_new_object(ctx.world.tick())
        owner.zones[ZoneName.EXILE].add_top(card)
        note.add(msg("spell.exiled", card=CardLabel(card.name)), R.EXILE)
        return
    card.become_new_object(ctx.world.tick())
    graveyard, crypt = graveyard_zone(game, card.owner)
    graveyard.add_top(card)
    if crypt is not None:
        crypt_label = CardLabel(crypt.name)
        note.add(msg("crypt.exiles", card=CardLabel(card.name), crypt=crypt_label), R.REPLACEMENT)
        return
    note.add(msg("spell.to_graveyard", card=CardLabel(card.name)), R.TO_GRAVEYARD)
