"""Two-Headed Giant (810): a team's shared life and poison counters, and losing as a team.

Each head keeps its own `PlayerState`, and the team's life total and poison counters are kept
equal on every head of the team in the game: a change to one head is applied to the team's
total (810.9, 810.10), so reading any head gives the team's value (810.9a, 810.10a). The
state-based checks are the team's (704.6a, 704.6b, 810.8c-d); the loss gate makes a team lose
together and lets a head's "can't lose" keep the team in (810.8a); a concession takes the whole
team out (810.8b). Teams of more than two players start with 15 more life and need 5 more poison
counters per extra head (810.11).
"""

from __future__ import annotations

from collections.abc import Callable

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import Label, Msg, msg
from engine.i18n.labels import NumberWord
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.state import Game, PlayerState, Variant, World
from engine.team_numbers import EXTRA_HEAD_LIFE, EXTRA_HEAD_POISON, TEAM_LIFE, TEAM_POISON_LIMIT


def is_two_headed_giant(world: World) -> bool:
    return world.variant is Variant.TWO_HEADED_GIANT


def team_of(world: World, seat: int) -> list[int]:
    """Every seat of `seat`'s team, in seat order (including `seat`)."""
    team = world.players[seat].team
    return [other for other, info in enumerate(world.players) if info.team == team]


def teammates_in(world: World, game: Game, seat: int) -> list[int]:
    """The other heads of `seat`'s team that are players of `game`."""
    return [other for other in team_of(world, seat) if other != seat and other in game.players]


def _extra_heads(world: World, seat: int) -> int:
    return max(len(team_of(world, seat)) - 2, 0)


def team_poison_limit(world: World, seat: int) -> int:
    """810.8d: fifteen; 810.11: 5 more per head beyond the second."""
    return TEAM_POISON_LIMIT + EXTRA_HEAD_POISON * _extra_heads(world, seat)


def _teammate_states(world: World, game: Game, seat: int) -> list[PlayerState]:
    """The other heads' states in `game`; none outside Two-Headed Giant."""
    if not is_two_headed_giant(world):
        return []
    return [game.players[other] for other in teammates_in(world, game, seat)]


def share_life(ctx: Context, game: Game, seat: int, note: Narration) -> None:
    """810.9: the head's gain or loss is applied to the team's shared life total."""
    if not is_two_headed_giant(ctx.world):
        return
    life = game.players[seat].life
    for mate in _teammate_states(ctx.world, game, seat):
        mate.life = life
    team = ctx.world.players[seat].team
    note.add(msg("team.shared_life", team=team, life=life), R.TEAM_SHARED_LIFE)


def share_poison(ctx: Context, game: Game, seat: int, note: Narration) -> None:
    """810.10: poison counters a head gets are the team's."""
    if not is_two_headed_giant(ctx.world):
        return
    poison = game.players[seat].poison
    for mate in _teammate_states(ctx.world, game, seat):
        mate.counters["poison"] = poison
    team = ctx.world.players[seat].team
    note.add(msg("team.shared_poison", team=team, count=poison), R.TEAM_SHARED_POISON)


def team_conditions(world: World, game: Game) -> list[Outcome]:
    """704.6a/704.6b: a team at 0 or less life, or with fifteen poison counters, loses; each
    head of the team is a loser (810.8a)."""
    outcomes: list[Outcome] = []
    for seat, state in game.players.items():
        if state.lost:
            continue
        if state.life <= 0:
            outcomes.append(Outcome(OutcomeKind.LOSE, seat, LossReason.TEAM_LIFE, R.SBA_TEAM_LIFE))
        limit = team_poison_limit(world, seat)
        if state.poison >= limit:
            rule = R.TEAM_EXTRA_HEADS if limit > TEAM_POISON_LIMIT else R.SBA_TEAM_POISON
            outcomes.append(Outcome(OutcomeKind.LOSE, seat, LossReason.TEAM_POISON, rule))
    return outcomes


def bigger_teams(world: World) -> list[Msg]:
    """810.11: what a team of more than two players starts with and loses at."""
    notes: list[Msg] = []
    for team in dict.fromkeys(info.team for info in world.players):
        seats = [seat for seat, info in enumerate(world.players) if info.team == team]
        if team is None or len(seats) <= 2:
            continue
        notes.append(
            msg(
                "team.bigger",
                team=team,
                count=NumberWord(len(seats)),
                life=TEAM_LIFE + EXTRA_HEAD_LIFE * _extra_heads(world, seats[0]),
                poison=team_poison_limit(world, seats[0]),
            )
        )
    return notes


def team_wide(
    world: World, game: Game, seat: int, query: Callable[[World, Game, int], list[Label]]
) -> list[Label]:
    """810.8a: in Two-Headed Giant, a head's "can't lose"/"can't win" applies to the team."""
    seats = [seat]
    if is_two_headed_giant(world):
        seats += teammates_in(world, game, seat)
    found: list[Label] = []
    for head in seats:
        found.extend(label for label in query(world, game, head) if label not in found)
    return found


def team_loses_together(world: World, game: Game, losers: dict[int, list[Outcome]]) -> None:
    """810.8a: if either head loses, the team loses; 810.8b: a concession takes the team out."""
    for seat, outcomes in list(losers.items()):
        conceded = outcomes[0].reason is LossReason.CONCEDE
        rule = R.TEAM_CONCEDES if conceded else R.TEAM_WINS_AND_LOSES
        for mate in teammates_in(world, game, seat):
            if mate not in losers and game.in_game(mate):
                losers[mate] = [Outcome(OutcomeKind.LOSE, mate, LossReason.TEAM, rule)]
