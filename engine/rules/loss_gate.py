"""The one loss gate: every win and every loss of every game passes through `settle_outcomes`.

In one place, in this order: conceding can't be stopped (104.3a); "don't lose for having 0 or
less life" drops only 704.5a; can't-lose effects stop the rest; replacement effects (Lich's
Mirror, Exquisite Archangel) replace the loss, once each (614.5); can't-win effects stop wins; a
player who would win and lose at once loses (104.3f); then losses are applied together, teams and
emperors follow (104.3g, 104.3i), and the game ends in a win or a draw (104.2a, 104.4a).
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards.base import Static, When
from engine.context import Context
from engine.i18n import Label, Msg, msg
from engine.i18n.labels import CardLabel, NameList, ReasonLabel, ReasonList, game_label
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.outcomes import REASON_PRIORITY, LossReason, Outcome, OutcomeKind
from engine.rules.queries import (
    life_loss_exemptions,
    loss_preventers,
    loss_replacements,
    opponents_in_game,
    statics_of,
    win_preventers,
)
from engine.rules.triggers import notify
from engine.rules.two_headed_giant import is_two_headed_giant, team_loses_together, team_wide
from engine.state import Card, Game, ZoneName

LOSS_RULES: dict[LossReason, tuple[str, ...]] = {
    LossReason.LIFE: (R.SBA_LIFE, R.LOSE_LIFE),
    LossReason.EMPTY_LIBRARY: (R.SBA_EMPTY_LIBRARY, R.LOSE_EMPTY_LIBRARY),
    LossReason.POISON: (R.SBA_POISON, R.LOSE_POISON),
    LossReason.COMMANDER_DAMAGE: (R.SBA_COMMANDER_DAMAGE, R.LOSE_COMMANDER_DAMAGE),
    LossReason.CONCEDE: (R.LOSE_CONCEDE,),
    LossReason.EFFECT: (R.LOSE_EFFECT,),
    LossReason.EMPEROR: (R.EMPEROR_LOSES, R.EMPEROR_TEAM_LOSES),
    LossReason.TEAM: (R.TEAM_WINS_AND_LOSES,),
    LossReason.TEAM_LIFE: (R.SBA_TEAM_LIFE, R.LOSE_LIFE, R.TEAM_WINS_AND_LOSES),
    LossReason.TEAM_POISON: (R.SBA_TEAM_POISON, R.LOSE_POISON, R.TEAM_WINS_AND_LOSES),
}
# Conditions that persist from check to check: say once that they are being ignored.
_PERSISTENT = {
    LossReason.LIFE,
    LossReason.POISON,
    LossReason.COMMANDER_DAMAGE,
    LossReason.TEAM_LIFE,
    LossReason.TEAM_POISON,
}


def settle_outcomes(ctx: Context, game: Game, outcomes: list[Outcome]) -> bool:
    """Apply simultaneous outcomes; True if anything happened (a loss, a win, a replacement)."""
    losing, winning = _by_player(game, outcomes)
    losers, replaced = _decide_losses(ctx, game, losing)
    if is_two_headed_giant(ctx.world):
        team_loses_together(ctx.world, game, losers)
    winners = _allowed_wins(ctx, game, winning, losers)
    happened = replaced
    if losers:
        _apply_losses(ctx, game, losers)
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
        reasons = _filter_loss(ctx, game, seat, candidates)
        if not reasons:
            continue
        decided = reasons[0]
        if decided.reason is not LossReason.CONCEDE:
            replacements = loss_replacements(game, seat)
            if replacements:
                _replace_loss(ctx, game, seat, replacements, decided)
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
                        source=_source(outcome),
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
        _declare_winners(
            ctx,
            game,
            [seat],
            [outcome.rule, R.WIN_EFFECT, R.GAME_ENDS],
            msg("loss.wins_by_effect", player=world.name_of(seat), source=_source(outcome)),
        )
        happened = True
    return happened


def _source(outcome: Outcome) -> Label:
    return CardLabel(outcome.source) if outcome.source else msg("loss.an_effect")


def _filter_loss(ctx: Context, game: Game, seat: int, candidates: list[Outcome]) -> list[Outcome]:
    """The reasons of the loss that still happens after exemptions and can't-lose effects, in
    704.5's order with one outcome per reason; empty when the player doesn't lose."""
    world = ctx.world
    concede = [outcome for outcome in candidates if outcome.reason is LossReason.CONCEDE]
    if concede:
        return concede[:1]
    remaining = []
    for outcome in candidates:
        if outcome.reason in (LossReason.LIFE, LossReason.TEAM_LIFE):
            exemptions = life_loss_exemptions(game, seat)
            if exemptions:
                _say_prevented(ctx, game, seat, outcome, "loss.life_exempt", exemptions)
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
    for outcome in sorted(remaining, key=lambda o: REASON_PRIORITY.index(_reason(o))):
        by_reason.setdefault(_reason(outcome), outcome)
    return list(by_reason.values())


def _reason(outcome: Outcome) -> LossReason:
    return outcome.reason or LossReason.EFFECT


def _say_prevented(
    ctx: Context,
    game: Game,
    seat: int,
    outcome: Outcome,
    key: str,
    sources: list[Label],
) -> None:
    reason = _reason(outcome)
    marker = (seat, reason.value, key)
    if reason in _PERSISTENT:
        if marker in game.noted_prevented:
            return
        game.noted_prevented.add(marker)
    name = ctx.world.name_of(seat)
    ctx.log.add(
        game,
        "loss_prevented",
        msg("title.loss_prevented", player=name),
        [msg(key, player=name, reason=ReasonLabel(reason), sources=NameList(tuple(sources)))],
        [*LOSS_RULES[reason], outcome.rule],
    )


def _replace_loss(
    ctx: Context, game: Game, seat: int, replacements: list[Card], outcome: Outcome
) -> None:
    """614.1a: the loss is replaced; 616.1: of several, the engine picks the oldest."""
    card = replacements[0]
    note = Narration()
    name = ctx.world.name_of(seat)
    note.add(
        msg(
            "loss.replaced",
            player=name,
            reason=ReasonLabel(_reason(outcome)),
            card=CardLabel(card.name),
        ),
        R.REPLACEMENT,
        *LOSS_RULES[_reason(outcome)],
    )
    note.add(msg("loss.replacement_once"), R.REPLACE_ONCE)
    if len(replacements) > 1:
        note.add(msg("loss.replacement_choice", card=CardLabel(card.name)), R.CHOOSE_REPLACEMENT)
    if Static.LOSS_BECOMES_MIRROR in statics_of(card):
        _lichs_mirror(ctx, game, seat, note)
    else:
        actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
        note.add(msg("archangel.exiled", card=CardLabel(card.name)), R.EXILE)
        actions.set_life(ctx, game, seat, game.starting_life[seat], note)
    ctx.log.add(
        game,
        "loss_replaced",
        msg("title.loss_replaced", player=name, card=CardLabel(card.name)),
        note.text,
        note.rules,
    )


def _lichs_mirror(ctx: Context, game: Game, seat: int, note: Narration) -> None:
    """Shuffle hand, graveyard and all permanents you own into your library, draw seven, 20 life."""
    state = game.players[seat]
    library = state.zones[ZoneName.LIBRARY]
    moved = 0
    for zone_name in (ZoneName.HAND, ZoneName.GRAVEYARD):
        zone = state.zones[zone_name]
        for card in list(zone):
            actions.move(ctx, card, zone, library)
            moved += 1
    for card in list(game.battlefield()):
        if card.owner == seat:
            actions.remove_permanent(ctx, game, card, ZoneName.LIBRARY, note)
            moved += 1
    actions.shuffle_library(ctx, game, seat)
    note.add(msg("mirror.shuffled", player=ctx.world.name_of(seat), count=moved), R.SHUFFLE)
    actions.draw(ctx, game, seat, 7, note)
    actions.set_life(ctx, game, seat, 20, note)


def _apply_losses(ctx: Context, game: Game, losers: dict[int, list[Outcome]]) -> None:
    world = ctx.world
    for seat, outcomes in losers.items():
        state = game.players[seat]
        reasons = [_reason(outcome) for outcome in outcomes]
        state.lost = True
        state.loss_reason = reasons[0]
        state.loss_reasons = reasons
        text = [
            msg(
                "loss.loses",
                player=world.name_of(seat),
                reason=ReasonList(tuple(ReasonLabel(reason) for reason in reasons)),
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
            rules.extend((*LOSS_RULES[_reason(outcome)], outcome.rule))
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
    _end_if_decided(ctx, game, all_losers)


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


def _end_if_decided(ctx: Context, game: Game, newly_lost: list[int]) -> None:
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
        _declare_winners(
            ctx,
            game,
            seats,
            [rule, R.GAME_ENDS],
            msg("loss.last_standing", players=tuple(world.name_of(s) for s in seats)),
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
        _leave_game(ctx, game, seat)


def _declare_winners(
    ctx: Context, game: Game, seats: list[int], rules: list[str], reason: Msg
) -> None:
    world = ctx.world
    team = world.players[seats[0]].team
    winners = [seat for seat in game.players if world.players[seat].team == team]
    if seats[0] not in winners:
        winners = seats
    for seat in winners:
        game.players[seat].won = True
    game.winners = winners
    game.over = True
    names = tuple(world.name_of(seat) for seat in winners)
    text = [reason, msg("loss.game_over", game=game_label(game), players=names)]
    ctx.log.add(
        game, "game_won", msg("title.wins", players=names, game=game_label(game)), text, rules
    )


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
                players=tuple(world.name_of(other) for other in in_range),
                range=world.range_of_influence,
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


def _leave_game(ctx: Context, game: Game, seat: int) -> None:
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
    note.add(msg("loss.leaves_game", player=world.name_of(seat), count=count), R.LEAVES_GAME)
    ctx.log.add(
        game,
        "player_leaves",
        msg("title.leaves", player=world.name_of(seat)),
        note.text,
        note.rules,
    )
