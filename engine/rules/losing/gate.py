"""The gate itself: simultaneous outcomes sorted into the losses and wins that happen."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import Counted, NameList, PlayerNames
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules.choices import chosen_names, first_chosen
from engine.rules.losing.applying import apply_losses
from engine.rules.losing.exemptions import filter_loss
from engine.rules.losing.game_end import declare_winners
from engine.rules.losing.reasons import source_label
from engine.rules.losing.replacement import replace_loss
from engine.rules.queries import (
    loss_replacements,
    opponents_in_game,
    win_preventers,
)
from engine.rules.two_headed_giant import is_two_headed_giant, team_loses_together, team_wide
from engine.state import Game


def settle_outcomes(ctx: Context, game: Game, outcomes: list[Outcome]) -> bool:
    """Apply simultaneous outcomes; True if anything happened (a loss, a win, a replacement)."""
    losing, winning = _by_player(game, outcomes)
    losers, replaced = _decide_losses(ctx, game, losing)
    if is_two_headed_giant(ctx.world):
        team_loses_together(ctx.world, game, losers)
    winners = _allowed_wins(ctx, game, winning, losers)
    happened = replaced
    if losers:
        apply_losses(ctx, game, losers)
        happened = True
    return _apply_wins(ctx, game, winners) or happened


def _by_player(
    game: Game, outcomes: list[Outcome]
) -> tuple[dict[int, list[Outcome]], dict[int, Outcome]]:
    """Every loss candidate per player, and each player's first win, while the game goes on."""
    losing: dict[int, list[Outcome]] = {}
    winning: dict[int, Outcome] = {}
    for outcome in outcomes:
        if not game.in_game(outcome.seat) or game.over:
            continue
        if outcome.kind is OutcomeKind.LOSE:
            losing.setdefault(outcome.seat, []).append(outcome)
        else:
            winning.setdefault(outcome.seat, outcome)
    return losing, winning


def _decide_losses(
    ctx: Context, game: Game, losing: dict[int, list[Outcome]]
) -> tuple[dict[int, list[Outcome]], bool]:
    """The losses that happen (every applicable reason of each, 704.3: one loss), and whether a
    replacement effect applied instead of one."""
    replaced = False
    losers: dict[int, list[Outcome]] = {}
    for seat, candidates in losing.items():
        reasons = filter_loss(ctx, game, seat, candidates)
        if not reasons:
            continue
        decided = reasons[0]
        if decided.reason is not LossReason.CONCEDE:
            replacements = first_chosen(ctx, "replacement", loss_replacements(game, seat))
            if replacements:
                chosen = bool(chosen_names(ctx, "replacement"))
                replace_loss(ctx, game, seat, replacements, decided, chosen=chosen)
                replaced = True
                continue
        losers[seat] = reasons
    return losers, replaced


def _allowed_wins(
    ctx: Context, game: Game, winning: dict[int, Outcome], losers: dict[int, list[Outcome]]
) -> list[tuple[int, Outcome]]:
    """104.3f: a player who wins and loses at once loses; can't-win effects stop the rest."""
    world = ctx.world
    winners: list[tuple[int, Outcome]] = []
    for seat, outcome in winning.items():
        if seat in losers:
            ctx.log.add(
                game,
                "win_and_lose",
                msg("title.win_and_lose", player=world.name_of(seat)),
                [msg("loss.win_and_lose", player=world.name_of(seat))],
                [R.WIN_AND_LOSE],
            )
            continue
        blockers = team_wide(world, game, seat, win_preventers)
        if blockers:
            ctx.log.add(
                game,
                "win_prevented",
                msg("title.win_prevented", player=world.name_of(seat)),
                [
                    msg(
                        "loss.cant_win",
                        player=world.name_of(seat),
                        sources=NameList(tuple(blockers)),
                        source=source_label(outcome),
                    )
                ],
                [outcome.rule, R.WIN_EFFECT],
            )
            continue
        winners.append((seat, outcome))
    return winners


def _apply_wins(ctx: Context, game: Game, winners: list[tuple[int, Outcome]]) -> bool:
    """Win effects end the game (or, with a range of influence, the game for those in range)."""
    world = ctx.world
    happened = False
    for seat, outcome in winners:
        if game.over or not game.in_game(seat):
            break
        if world.range_of_influence is not None:
            happened |= _win_within_range(ctx, game, seat, outcome)
            continue
        reasons = [
            msg("loss.wins_by_effect", player=world.name_of(seat), source=source_label(outcome))
        ]
        rules = [outcome.rule, R.WIN_EFFECT]
        if is_two_headed_giant(world):
            # 810.8a: "if either player on a team wins the game, the entire team wins"
            team = world.players[seat].team or ""
            reasons.append(msg("loss.team_wins_together", player=world.name_of(seat), team=team))
            rules.append(R.TEAM_WINS_AND_LOSES)
        declare_winners(ctx, game, [seat], [*rules, R.GAME_ENDS], reasons)
        happened = True
    return happened


def _win_within_range(ctx: Context, game: Game, seat: int, outcome: Outcome) -> bool:
    """104.3h: with limited range of influence, a win makes opponents in range lose instead."""
    world = ctx.world
    assert world.range_of_influence is not None
    seats = game.seats_in_game()
    position = seats.index(seat)
    count = len(seats)
    in_range = []
    for other in opponents_in_game(world, game, seat):
        distance = abs(seats.index(other) - position)
        distance = min(distance, count - distance)
        if distance <= world.range_of_influence:
            in_range.append(other)
    ctx.log.add(
        game,
        "range_of_influence",
        msg("title.range_win", player=world.name_of(seat)),
        [
            msg(
                "loss.range_win",
                player=world.name_of(seat),
                players=PlayerNames(tuple(world.name_of(other) for other in in_range)),
                range=Counted(world.range_of_influence, "seat"),
            )
        ],
        [R.RANGE_OF_INFLUENCE_WIN, R.RANGE_OF_INFLUENCE],
    )
    outcomes = [
        Outcome(
            OutcomeKind.LOSE, other, LossReason.EFFECT, R.RANGE_OF_INFLUENCE_WIN, outcome.source
        )
        for other in in_range
    ]
    return settle_outcomes(ctx, game, outcomes) if outcomes else False
