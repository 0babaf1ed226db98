"""Leaving a multiplayer game (800.4a)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import Counted
from engine.log.narration import Narration
from engine.rules import actions
from engine.state import Card, Game, ZoneName


def _control_ends(ctx: Context, game: Game, card: Card, note: Narration) -> None:
    """800.4a: an effect that gave the leaving player control ends, and the permanent goes back
    to the player who controls it by default; with no such player in the game, it is exiled
    (800.4a, 800.4c)."""
    default = card.default_controller
    world = ctx.world
    leaver = card.controller
    back = default is not None and game.in_game(default)
    if default is not None:
        key, rule = (
            ("control.effect_ends", R.LEAVES_GAME)
            if back
            else ("control.ends_exiled", R.CONTROL_ENDS_EXILE)
        )
        names = {"player": world.name_of(leaver), "controller": world.name_of(default)}
        note.add(msg(key, card=actions.label(card), **names), rule)
    if default is None or not back:
        actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
        return
    game.players[leaver].zones[ZoneName.BATTLEFIELD].remove(card)
    game.players[default].zones[ZoneName.BATTLEFIELD].add_bottom(card)
    card.controller, card.default_controller = default, None


def leave_game(ctx: Context, game: Game, seat: int) -> None:
    """800.4a: a player who loses a multiplayer game leaves it with every object they own."""
    world = ctx.world
    note = Narration()
    count = 0
    for state in game.players.values():
        for zone_name, zone in state.zones.items():
            for card in list(zone):
                if card.owner != seat:
                    if zone_name is ZoneName.BATTLEFIELD and card.controller == seat:
                        _control_ends(ctx, game, card, note)
                    continue
                zone.remove(card)
                if not card.is_token:
                    card.become_new_object(world.tick())
                    game.left_game.append(card)
                    count += 1
    for item in list(game.stack):
        if item.controller == seat:
            game.stack.remove(item)
            if item.card is not None:
                game.left_game.append(item.card)
                count += 1
            if item is game.resolving:
                # its subgame goes on; the spell finishes resolving without its card (724.5)
                item.card, item.card_left = None, True
    note.add(
        msg("loss.leaves_game", player=world.name_of(seat), count=Counted(count, "card")),
        R.LEAVES_GAME,
    )
    ctx.log.add(
        game,
        "player_leaves",
        msg("title.leaves", player=world.name_of(seat)),
        note.text,
        note.rules,
    )
