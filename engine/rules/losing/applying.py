"""Losses applied together: the players lose, emperors take their teams (104.3i), loss triggers
are noted, and the game may end."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards.base import When
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, ReasonList, game_label
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome
from engine.rules.losing.game_end import end_if_decided
from engine.rules.losing.reasons import LOSS_RULES, loss_reason_of, reason_label
from engine.rules.triggers import notify
from engine.state import Game


def apply_losses(ctx: Context, game: Game, losers: dict[int, list[Outcome]]) -> None:
    world = ctx.world
    for seat, outcomes in losers.items():
        state = game.players[seat]
        reasons = [loss_reason_of(outcome) for outcome in outcomes]
        state.lost = True
        state.loss_reason = reasons[0]
        state.loss_reasons = reasons
        text = [
            msg(
                "loss.loses",
                player=world.name_of(seat),
                reason=ReasonList(tuple(reason_label(world, seat, reason) for reason in reasons)),
                game=game_label(game),
            )
        ]
        rules: list[str] = []
        if len(reasons) > 1:
            text.append(msg("loss.one_loss", count=len(reasons)))
            rules.append(R.SBA_LOOP)
        for outcome in outcomes:
            if outcome.source:
                text.append(msg("loss.because_of", card=CardLabel(outcome.source)))
            if outcome.reason is LossReason.TEAM:
                text.append(msg("loss.team_together", team=world.players[seat].team))
            rules.extend((*LOSS_RULES[loss_reason_of(outcome)], outcome.rule))
        ctx.log.add(
            game, "player_loses", msg("title.loses", player=world.name_of(seat)), text, rules
        )
    all_losers = list(losers) + _emperors(ctx, game, list(losers))
    note = Narration()
    for seat in all_losers:
        notify(ctx, game, When.A_PLAYER_LOSES, note, seat=seat)
        notify(ctx, game, When.ANOTHER_PLAYER_LOSES, note, seat=seat)
        notify(ctx, game, When.AN_OPPONENT_LOSES, note, seat=seat)
    if note.text:
        ctx.log.add(game, "loss_triggers", msg("title.loss_triggers"), note.text, note.rules)
    end_if_decided(ctx, game, all_losers)


def _emperors(ctx: Context, game: Game, losers: list[int]) -> list[int]:
    """104.3i: a team whose emperor lost loses; its other players lose with it."""
    world = ctx.world
    generals: list[int] = []
    for seat in losers:
        info = world.players[seat]
        if not info.emperor:
            continue
        for other, state in game.players.items():
            if state.lost or world.players[other].team != info.team:
                continue
            state.lost = True
            state.loss_reason = LossReason.EMPEROR
            state.loss_reasons = [LossReason.EMPEROR]
            generals.append(other)
            ctx.log.add(
                game,
                "player_loses",
                msg("title.loses", player=world.name_of(other)),
                [msg("loss.emperor", player=world.name_of(other), emperor=world.name_of(seat))],
                LOSS_RULES[LossReason.EMPEROR],
            )
    return generals
