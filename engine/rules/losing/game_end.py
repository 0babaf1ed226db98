"""The end of a game: the last player or team wins (104.2a, 104.2c), or nobody does (104.4a)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import Msg, msg
from engine.i18n.labels import NameList, PlayerNames, game_label
from engine.rules.losing.leaving import leave_game
from engine.rules.queries import (
    win_preventers,
)
from engine.state import Game


def draw_by_mandatory_loop(ctx: Context, game: Game) -> None:
    """104.4b: a loop of mandatory actions nothing can stop makes the game a draw."""
    game.over = True
    game.draw = True
    label = game_label(game)
    text = msg("draw.loop", game=label)
    rules = [R.DRAW_MANDATORY_LOOP, R.GAME_ENDS]
    ctx.log.add(game, "game_draw", msg("title.draw", game=label), [text], rules)


def end_if_decided(ctx: Context, game: Game, newly_lost: list[int]) -> None:
    """104.2a/104.2c: the last player or team wins; 104.4a/104.4d: if none remain, a draw."""
    world = ctx.world
    remaining = game.seats_in_game()
    teams = list(dict.fromkeys(world.players[seat].team for seat in remaining))
    all_teams = {world.players[seat].team for seat in game.players}
    team_play = len(all_teams) < len(game.players)
    if not teams:
        game.over = True
        game.draw = True
        ctx.log.add(
            game,
            "game_draw",
            msg("title.draw", game=game_label(game)),
            [msg("loss.draw", game=game_label(game))],
            [R.DRAW_ALL_TEAMS_LOSE if team_play else R.DRAW_ALL_LOSE, R.GAME_ENDS],
        )
        return
    if len(teams) == 1:
        team = teams[0]
        seats = [seat for seat in game.players if world.players[seat].team == team]
        rule = R.WIN_LAST_TEAM if team_play else R.WIN_LAST_PLAYER
        if team_play and len(all_teams) > 1:
            for team_name in sorted(all_teams - {team}):
                ctx.log.add(
                    game,
                    "team_loses",
                    msg("title.team_loses", team=team_name),
                    [msg("loss.team_loses", team=team_name)],
                    [R.TEAM_LOSES],
                )
        declare_winners(
            ctx,
            game,
            seats,
            [rule, R.GAME_ENDS],
            [
                msg(
                    "loss.last_standing",
                    players=PlayerNames(tuple(world.name_of(s) for s in seats)),
                )
            ],
        )
        blockers = list(
            dict.fromkeys(b for seat in seats for b in win_preventers(world, game, seat))
        )
        if blockers:
            ctx.log.add(
                game,
                "win_overrides",
                msg("title.win_overrides"),
                [msg("loss.overrides_cant_win", sources=NameList(tuple(blockers)))],
                [R.WIN_LAST_PLAYER],
            )
        return
    for seat in newly_lost:
        leave_game(ctx, game, seat)


def declare_winners(
    ctx: Context, game: Game, seats: list[int], rules: list[str], reasons: list[Msg]
) -> None:
    """The game ends with `seats` (and every player of their team) as its winners."""
    world = ctx.world
    team = world.players[seats[0]].team
    winners = [seat for seat in game.players if world.players[seat].team == team]
    if seats[0] not in winners:
        winners = seats
    already_lost = [seat for seat in winners if game.players[seat].lost]
    for seat in winners:
        game.players[seat].won = True
    game.winners = winners
    game.over = True
    names = PlayerNames(tuple(world.name_of(seat) for seat in winners))
    text = list(reasons)
    rules = list(rules)
    if already_lost:
        text.append(
            msg(
                "loss.lost_but_wins",
                players=PlayerNames(tuple(world.name_of(seat) for seat in already_lost)),
            )
        )
        if R.WIN_LAST_TEAM not in rules:
            rules.append(R.WIN_LAST_TEAM)
    text.append(msg("loss.game_over", game=game_label(game), players=names))
    ctx.log.add(
        game, "game_won", msg("title.wins", players=names, game=game_label(game)), text, rules
    )
