"""Events about a game as a whole: an effect or a loop of mandatory actions makes it a draw."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, game_label
from engine.scenario.model import Event


def on_draw_game(ctx: Context, event: Event) -> None:
    """104.4c: an effect says the game is a draw; 104.4b: a loop of mandatory actions with no way
    to stop it is a draw. Nobody wins and nobody loses; a can't-lose effect doesn't matter."""
    game = ctx.game
    if ctx.world.range_of_influence is not None:
        # 104.4e/104.4f: the draw is only for some players, who leave; the game goes on
        ctx.fail(
            "with a limited range of influence a draw is for some players only "
            "(104.4e, 104.4f), which the engine does not model",
            "type",
        )
    game.over = True
    game.draw = True
    label = game_label(game)
    if event.loop:
        text = msg("draw.loop", game=label)
        rule = R.DRAW_MANDATORY_LOOP
    else:
        source = CardLabel(event.source) if event.source else msg("loss.an_effect")
        text = msg("draw.effect", game=label, source=source)
        rule = R.DRAW_EFFECT
    ctx.log.add(game, "game_draw", msg("title.draw", game=label), [text], [rule, R.GAME_ENDS])
