"""State-based actions (704) and the moment a player would receive priority (117.5).

`check_state_based_actions` is the one SBA loop: it looks for every applicable condition, performs
them all at once as a single event, and repeats until a check performs nothing (704.3). Player
losses go through the loss gate. The "attempted to draw from an empty library" flag is cleared at
every check, so only attempts since the last check count (704.5b).
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import When
from engine.context import Context
from engine.errors import ScenarioError
from engine.i18n import msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules import actions
from engine.rules.choices import commander_choice
from engine.rules.losing.game_end import draw_by_mandatory_loop
from engine.rules.losing.gate import settle_outcomes
from engine.rules.queries import active_permanents
from engine.rules.triggers import has_pending, put_waiting_on_stack, queue
from engine.rules.two_headed_giant import is_two_headed_giant, team_conditions
from engine.scenario.limits import MAX_SBA_ROUNDS
from engine.state import Card, CardKind, Game, PlayerState, StackItem, StackKind, ZoneName

POISON_LIMIT = 10
COMMANDER_DAMAGE_LIMIT = 21


def _player_conditions(ctx: Context, game: Game) -> list[Outcome]:
    teams = is_two_headed_giant(ctx.world)
    outcomes: list[Outcome] = team_conditions(ctx.world, game) if teams else []
    for seat, state in game.players.items():
        if state.lost:
            continue
        if state.life <= 0 and not teams:
            outcomes.append(Outcome(OutcomeKind.LOSE, seat, LossReason.LIFE, R.SBA_LIFE))
        if state.drew_from_empty:
            outcomes.append(
                Outcome(OutcomeKind.LOSE, seat, LossReason.EMPTY_LIBRARY, R.SBA_EMPTY_LIBRARY)
            )
        if state.poison >= POISON_LIMIT and not teams:
            outcomes.append(Outcome(OutcomeKind.LOSE, seat, LossReason.POISON, R.SBA_POISON))
        for card_id, damage in state.commander_damage.items():
            if damage >= COMMANDER_DAMAGE_LIMIT:
                outcomes.append(
                    Outcome(
                        OutcomeKind.LOSE,
                        seat,
                        LossReason.COMMANDER_DAMAGE,
                        R.SBA_COMMANDER_DAMAGE,
                        ctx.world.cards[card_id].name,
                    )
                )
    return outcomes


def _object_actions(ctx: Context, game: Game, note: Narration) -> bool:
    """704.5d tokens outside the battlefield; 704.6d commanders in graveyard or exile."""
    performed = False
    world = ctx.world
    token = CardKind.TOKEN
    for state in game.players.values():
        for zone_name, zone in state.zones.items():
            # Most zones hold neither (a library of 40 cards, checked after every event).
            if zone_name is ZoneName.BATTLEFIELD or not any(
                card.kind is token or card.is_commander for card in zone
            ):
                continue
            for card in list(zone):
                if card.is_token:
                    zone.remove(card)
                    note.add(
                        msg("sba.token_ceases", card=CardLabel(card.name, token=True)), R.SBA_TOKEN
                    )
                    performed = True
                elif (
                    card.is_commander
                    and zone_name in (ZoneName.GRAVEYARD, ZoneName.EXILE)
                    and not card.command_declined
                    and not _declines(ctx, card, note)
                ):
                    actions.move(ctx, card, zone, state.zones[ZoneName.COMMAND])
                    note.add(
                        msg(
                            "sba.commander_to_command",
                            card=CardLabel(card.name),
                            player=world.name_of(card.owner),
                        ),
                        R.SBA_COMMANDER_ZONE,
                        R.COMMANDER_TO_COMMAND_SBA,
                    )
                    performed = True
    return performed


def _declines(ctx: Context, card: Card, note: Narration) -> bool:
    """903.9a: the owner may put the commander into the command zone, this time or not (the
    event's `choose.commander_to_command`, else their `commander_to_command`). Declined, it stays
    until it is put into a graveyard or exile again (a new object, 400.7)."""
    world = ctx.world
    if commander_choice(ctx, world.players[card.owner].commander_to_command):
        return False
    card.command_declined = True
    note.add(
        msg("sba.commander_stays", card=CardLabel(card.name), player=world.name_of(card.owner)),
        R.COMMANDER_TO_COMMAND_SBA,
    )
    return True


def _position(game: Game) -> tuple[object, ...]:
    """What a check sees of a game: each player's totals, counters and zones, and who controls
    each permanent; a check that brings it back to where an earlier one left it will again."""
    return tuple(
        (
            seat,
            state.life,
            state.lost,
            tuple(sorted(state.counters.items())),
            tuple(sorted((zone.value, len(cards)) for zone, cards in state.zones.items())),
            tuple(sorted((c.id, c.controller) for c in state.zones.get(ZoneName.BATTLEFIELD, []))),
        )
        for seat, state in sorted(game.players.items())
    )


def check_state_based_actions(ctx: Context, game: Game) -> bool:
    """704.3: repeat until a check performs nothing. True if anything was performed."""
    performed_any = False
    seen: set[tuple[object, ...]] = set()
    for _ in range(MAX_SBA_ROUNDS):
        outcomes = _player_conditions(ctx, game)
        for state in game.players.values():
            state.drew_from_empty = False
        present = {(o.seat, (o.reason or LossReason.EFFECT).value) for o in outcomes}
        game.noted_prevented = {
            marker for marker in game.noted_prevented if (marker[0], marker[1]) in present
        }
        note = Narration()
        performed = _object_actions(ctx, game, note)
        if performed or note.text:  # a declined commander move is said, though nothing moved
            ctx.log.add(game, "sba", msg("title.sba"), note.text, [R.SBA_LOOP, *note.rules])
        if outcomes and settle_outcomes(ctx, game, outcomes):
            performed = True
        if not performed or game.over:
            return performed_any or performed
        performed_any = True
        position = _position(game)
        if position in seen and ctx.world.range_of_influence is None:
            # the checks and the replacements they bring came back to where they were (a player
            # at 10 poison whose Lich's Mirror, owned by another, stays to replace the loss again)
            draw_by_mandatory_loop(ctx, game)
            return True
        seen.add(position)
    raise ScenarioError("state-based actions did not settle; the scenario loops", "events")


def _state_holds(when: When, state: PlayerState, card: Card) -> bool:
    """The game states that state triggers watch: Transcendence's 20 or more life, Immortal
    Coil's empty graveyard, Nine Lives' nine incarnation counters."""
    if when is When.YOU_HAVE_20_LIFE:
        return state.life >= 20
    if when is When.NO_CARDS_IN_YOUR_GRAVEYARD:
        return not len(state.zones[ZoneName.GRAVEYARD])
    if when is When.NINE_INCARNATION_COUNTERS:
        return card.counters.get("incarnation", 0) >= 9
    return False


def _state_triggers(ctx: Context, game: Game) -> None:
    """603.8: state triggers trigger while their game state holds, once until they resolve."""
    note = Narration()
    for card in list(active_permanents(game)):
        definition = lookup(card.name)
        if definition is None:
            continue
        for ability in definition.triggers:
            state = game.players.get(card.controller)
            if state is None or not _state_holds(ability.when, state, card):
                continue
            if has_pending(game, card.id, ability.key):
                continue
            queue(
                ctx,
                game,
                StackItem(
                    id=ctx.world.new_id(),
                    kind=StackKind.TRIGGER,
                    controller=card.controller,
                    name=card.name,
                    ability=ability.key,
                    source_id=card.id,
                    source_timestamp=card.timestamp,
                ),
                note,
            )
    if note.text:
        ctx.log.add(
            game, "state_trigger", msg("title.triggered"), note.text, [R.STATE_TRIGGER, *note.rules]
        )


def reach_priority(ctx: Context, game: Game) -> None:
    """117.5: state-based actions until none, then waiting triggers onto the stack; repeat."""
    for _ in range(MAX_SBA_ROUNDS):
        check_state_based_actions(ctx, game)
        if game.over:
            return
        _state_triggers(ctx, game)
        if not put_waiting_on_stack(ctx, game):
            return
    raise ScenarioError("triggered abilities did not settle; the scenario loops", "events")
