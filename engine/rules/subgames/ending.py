"""Ending a subgame (724.5): cards back to the main-game library, the creating spell finishes.

Every card a player owns in the subgame (except in its command zone) is moved back into their
main-game library. The subgame's tokens, copies, emblems, counters and effects disappear with its
`Game` object.
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import game_label
from engine.rules.subgames.creating_spell import finish_creating_spell
from engine.rules.subgames.returning import return_cards
from engine.rules.subgames.start import counter_list
from engine.rules.subgames.variant_out import variant_moves_out
from engine.rules.triggers import put_waiting_on_stack
from engine.state import (
    Game,
)


def end_subgame(ctx: Context, sub: Game) -> None:
    """724.5: cards back to the main-game library, the main game resumes, the spell finishes."""
    world = ctx.world
    parent = sub.parent
    assert parent is not None
    variant_moves_out(ctx, sub, parent)
    return_cards(ctx, sub, parent)
    world.games.pop()
    text = [msg("subgame.resumes", main=game_label(parent), game=game_label(sub))]
    rules = [R.SUBGAME_MAIN_GAME, R.SUBGAME_END]
    held = [seat for seat in sub.players if any(parent.players[seat].counters.values())]
    for seat in held:
        text.append(
            msg(
                "subgame.counters_back",
                player=world.name_of(seat),
                counters=counter_list(parent.players[seat].counters),
            )
        )
        rules.append(R.SUBGAME_COUNTERS)
    ctx.log.add(
        parent, "main_resumes", msg("title.main_resumes", main=game_label(parent)), text, rules
    )
    item = sub.creator
    assert item is not None
    finish_creating_spell(ctx, parent, sub, item)
    put_waiting_on_stack(ctx, parent)
