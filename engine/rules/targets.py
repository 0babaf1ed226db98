"""Targets of activated abilities (115.1), named by the `activate` event's `target`: a card on
the battlefield or a player in the game."""

from __future__ import annotations

from engine.cards import type_line_of
from engine.cards.base import Activated, Do
from engine.context import Context
from engine.state import Card, Game, StackItem

_TARGETS_A_PLAYER = {Do.TARGET_PLAYER_LOSES, Do.KARN_EXILE_FROM_HAND}
_TARGETS_A_PERMANENT = {Do.KARN_EXILE_PERMANENT}


def choose_targets(
    ctx: Context, game: Game, ability: Activated, item: StackItem, target_name: str | None
) -> None:
    """Record the ability's target on the stack item; an impossible one is an error at
    `events[N].target`."""
    if ability.does is Do.ENLIGHTEN_ANGEL:
        if target_name is None:
            ctx.fail("The Book of Exalted Deeds targets an Angel: give target", "target")
        target = _permanent(game, target_name, subtype="angel")
        if target is None:
            ctx.fail(f"no Angel named {target_name!r} on the battlefield", "target")
        item.target_id, item.target_timestamp = target.id, target.timestamp
    elif ability.does in _TARGETS_A_PERMANENT:
        target = _permanent(game, target_name or "", subtype=None)
        if target is None:
            ctx.fail("the ability targets a permanent: name one in target", "target")
        item.target_id, item.target_timestamp = target.id, target.timestamp
    elif ability.does in _TARGETS_A_PLAYER:
        seat = ctx.world.seat_of(target_name) if target_name is not None else None
        if seat is None or not game.in_game(seat):
            ctx.fail(
                "the ability targets a player in the game: give their name in target", "target"
            )
        item.subject = seat


def _permanent(game: Game, name: str, *, subtype: str | None) -> Card | None:
    for card in game.battlefield():
        if card.name != name or card.phased_out:
            continue
        types = type_line_of(card.name, card.type_line)
        if subtype is None or (types is not None and subtype in types.subtypes):
            return card
    return None
