"""What stops a loss before it happens: "don't lose for 0 or less life" drops only 704.5a, and
can't-lose effects stop the rest (concession excepted, 104.3a)."""

from __future__ import annotations

from engine.context import Context
from engine.i18n import Label, msg
from engine.i18n.labels import NameList
from engine.outcomes import REASON_PRIORITY, LossReason, Outcome
from engine.rules.losing.reasons import LOSS_RULES, PERSISTENT, loss_reason_of, reason_label
from engine.rules.queries import (
    life_loss_exemptions,
    loss_preventers,
)
from engine.rules.two_headed_giant import team_wide
from engine.state import Game, World


def filter_loss(ctx: Context, game: Game, seat: int, candidates: list[Outcome]) -> list[Outcome]:
    """The reasons of the loss that still happens after exemptions and can't-lose effects, in
    704.5's order with one outcome per reason; empty when the player doesn't lose."""
    world = ctx.world
    concede = [outcome for outcome in candidates if outcome.reason is LossReason.CONCEDE]
    if concede:
        return concede[:1]
    remaining = []
    for outcome in candidates:
        if outcome.reason in (LossReason.LIFE, LossReason.TEAM_LIFE):
            # 810.8a: a head's "don't lose for 0 or less life" spares the team, so it counts for
            # every head of it (team_wide is the head alone outside Two-Headed Giant)
            exemptions = team_wide(world, game, seat, _life_loss_exemptions)
            if exemptions:
                key = (
                    "loss.team_life_exempt"
                    if outcome.reason is LossReason.TEAM_LIFE
                    else "loss.life_exempt"
                )
                _say_prevented(ctx, game, seat, outcome, key, exemptions)
                continue
        remaining.append(outcome)
    if not remaining:
        return []
    preventers = team_wide(world, game, seat, loss_preventers)
    if preventers:
        for outcome in remaining:
            _say_prevented(ctx, game, seat, outcome, "loss.cant_lose", preventers)
        return []
    by_reason: dict[LossReason, Outcome] = {}
    for outcome in sorted(remaining, key=lambda o: REASON_PRIORITY.index(loss_reason_of(o))):
        by_reason.setdefault(loss_reason_of(outcome), outcome)
    return list(by_reason.values())


def _life_loss_exemptions(world: World, game: Game, seat: int) -> list[Label]:
    return life_loss_exemptions(game, seat)


def _say_prevented(
    ctx: Context,
    game: Game,
    seat: int,
    outcome: Outcome,
    key: str,
    sources: list[Label],
) -> None:
    reason = loss_reason_of(outcome)
    marker = (seat, reason.value, key)
    if reason in PERSISTENT:
        if marker in game.noted_prevented:
            return
        game.noted_prevented.add(marker)
    name = ctx.world.name_of(seat)
    ctx.log.add(
        game,
        "loss_prevented",
        msg("title.loss_prevented", player=name),
        [
            msg(
                key,
                player=name,
                reason=reason_label(ctx.world, seat, reason),
                sources=NameList(tuple(sources)),
            )
        ],
        [*LOSS_RULES[reason], outcome.rule],
    )
