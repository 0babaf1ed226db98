"""The `gain_control` event: a player gains control of another player's permanent (a control-
changing effect, 613.1b); the permanent stays the same object and its owner doesn't change."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.events.checks import player_name, player_state
from engine.events.checks import seat_of as _seat
from engine.i18n import msg
from engine.rules import actions
from engine.scenario.model import Event
from engine.state import Card, Game, ZoneName


def on_gain_control(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    assert event.card is not None
    card = _permanent(ctx, game, seat, event.card, event.controller)
    previous = card.controller
    game.players[previous].zones[ZoneName.BATTLEFIELD].remove(card)
    game.players[seat].zones[ZoneName.BATTLEFIELD].add_bottom(card)
    if card.default_controller is None:
        card.default_controller = previous
    card.controller = seat
    ctx.log.add(
        game,
        "gain_control",
        msg("title.gain_control", player=player_name(ctx, seat), card=actions.label(card)),
        [
            msg(
                "control.gained",
                player=player_name(ctx, seat),
                card=actions.label(card),
                previous=player_name(ctx, previous),
                owner=player_name(ctx, card.owner),
            )
        ],
        [R.CONTROL_CHANGE, R.PERMANENT_OWNER],
    )


def _permanent(ctx: Context, game: Game, seat: int, name: str, controller: int | None) -> Card:
    """The named permanent `controller` (else any other player, in seat order) controls."""
    if controller is not None:
        player_state(ctx, controller, "controller")
        if controller == seat:
            ctx.fail(f"{player_name(ctx, seat)} already controls what they control", "controller")
    for other, state in game.players.items():
        if other == seat or (controller is not None and other != controller):
            continue
        for card in state.zones[ZoneName.BATTLEFIELD]:
            if card.name == name and not card.phased_out:
                return card
    whose = player_name(ctx, controller) if controller is not None else "another player"
    ctx.fail(f"{whose} controls no {name!r} on the battlefield", "card")
