"""Leaving a multiplayer game (800.4a)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import Counted
from engine.log.narration import Narration
from engine.rules import actions
from engine.state import Game, ZoneName


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
                        actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
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
