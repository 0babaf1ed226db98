"""Events about a game as a whole: an effect or a loop of mandatory actions makes it a draw; a
player concedes an enclosing game while a subgame of it is being played."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, game_label
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules.losing.game_end import draw_by_mandatory_loop
from engine.rules.losing.gate import settle_outcomes
from engine.rules.subgames.returning import return_cards
from engine.rules.subgames.variant_out import variant_moves_out
from engine.scenario.model import Event
from engine.state import Game


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
    if event.loop:
        draw_by_mandatory_loop(ctx, game)
        return
    game.over = True
    game.draw = True
    label = game_label(game)
    source = CardLabel(event.source) if event.source else msg("loss.an_effect")
    text = msg("draw.effect", game=label, source=source)
    rules = [R.DRAW_EFFECT, R.GAME_ENDS]
    ctx.log.add(game, "game_draw", msg("title.draw", game=label), [text], rules)


def concession(seat: int) -> Outcome:
    return Outcome(OutcomeKind.LOSE, seat, LossReason.CONCEDE, R.LOSE_CONCEDE)


def concede_enclosing(ctx: Context, event: Event) -> None:
    """104.3a: a player may concede a game at any time, also the main game while a subgame of
    it is being played. The concession applies to that game at once; if it ends that game
    (104.1), every subgame inside it ends with it, with no winner, and nothing finishes
    resolving. Otherwise the player has left that game (800.4a) and the subgame goes on."""
    world = ctx.world
    games = {game.id: game for game in world.games}
    if event.game not in games:
        running = ", ".join(games)
        ctx.fail(f"no game {event.game!r} is being played (games: {running})", "game")
    target = games[event.game]
    assert event.player is not None
    seat = event.player
    if not target.in_game(seat):
        ctx.fail(f"{world.name_of(seat)} is not in {game_label(target).render('en')}", "player")
    current = ctx.game
    ctx.log.add(
        target,
        "concede",
        msg("title.concede", player=world.name_of(seat)),
        [
            msg("concede.text", player=world.name_of(seat), game=game_label(target)),
            msg("concede.during_subgame", main=game_label(target), sub=game_label(current)),
        ],
        [R.LOSE_CONCEDE],
    )
    settle_outcomes(ctx, target, [concession(seat)])
    if target.over:
        _end_with(ctx, target)


def _end_with(ctx: Context, target: Game) -> None:
    """The enclosing game is over: each subgame inside it, innermost first, ends with it."""
    world = ctx.world
    while world.current is not target:
        sub = world.current
        parent = sub.parent
        assert parent is not None
        sub.over = True
        ctx.log.add(
            sub,
            "subgame_ends_with_main",
            msg("title.subgame_ends_with_main", game=game_label(sub), main=game_label(target)),
            [msg("subgame.ends_with_main", game=game_label(sub), main=game_label(target))],
            [R.GAME_ENDS],
        )
        variant_moves_out(ctx, sub, parent)
        return_cards(ctx, sub, parent)
        world.games.pop()
        parent.resolving = None
