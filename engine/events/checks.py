"""Checks every event handler makes: the named player is in the current game and still in it."""

from __future__ import annotations

from engine.context import Context
from engine.i18n.labels import game_label
from engine.scenario.model import Event
from engine.state import PlayerState


def player_state(ctx: Context, seat: int, field: str = "player") -> PlayerState:
    game = ctx.game
    state = game.players.get(seat)
    name = ctx.world.name_of(seat)
    if state is None:
        ctx.fail(f"{name} is not playing {game_label(game).render('en')}", field)
    if state.lost:
        ctx.fail(f"{name} has already lost {game_label(game).render('en')}", field)
    return state


def seat_of(ctx: Context, event: Event) -> int:
    assert event.player is not None
    player_state(ctx, event.player)
    return event.player


def player_name(ctx: Context, seat: int) -> str:
    return ctx.world.name_of(seat)
