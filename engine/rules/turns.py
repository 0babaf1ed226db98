"""Turns (500): who takes the next turn, with extra turns (500.7); the abilities that trigger at
the beginning of an upkeep (503.1a); delayed triggers (603.7) waiting for an upkeep or an end step.

The engine has no priority passing: an `end_turn` event ends the turn, and the next turn's
untap and upkeep follow at once. Abilities that trigger at the beginning of that upkeep wait to
be put on the stack, where `resolve` events resolve them. The draw step's draw is a `draw` event.
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import TRIGGERS, lookup
from engine.cards.base import Triggered, When
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, PlayerNames
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules.queries import active_permanents
from engine.rules.triggers import queue
from engine.rules.two_headed_giant import is_two_headed_giant
from engine.state import DelayedTrigger, Game, StackItem, StackKind, ZoneName


def next_turn(ctx: Context, game: Game, note: Narration) -> None:
    """The turn has ended: the next one begins with its untap step (502.1) and upkeep (503.1a)."""
    pass_turn(ctx, game, note)
    game.priority = None  # 117.3a: the new active player receives priority in the upkeep
    for state in game.players.values():
        state.life_at_turn_start = state.life
        state.life_gained_this_turn = 0
    note.add(msg("turn.next", player=ctx.world.name_of(game.active), turn=game.turn))
    _untap_step(game, note)
    begin_upkeep(ctx, game, note)


def first_turn(ctx: Context, game: Game, note: Narration) -> None:
    """A new game's first turn (103.8): its upkeep's triggers wait for the stack (503.1a), and
    the draw step is skipped by the starting player in a two-player game (103.8a), by the
    starting team in Two-Headed Giant (103.8b), by nobody in other multiplayer games (103.8c)."""
    world = ctx.world
    first = game.active
    if is_two_headed_giant(world):
        team = world.players[first].team
        heads = tuple(world.name_of(s) for s in game.players if world.players[s].team == team)
        note.add(msg("turn.first_draw_team", players=PlayerNames(heads)), R.FIRST_DRAW_TEAM)
    elif len(game.seats_in_game()) == 2:
        note.add(msg("turn.first_draw_skipped", player=world.name_of(first)), R.FIRST_DRAW_SKIP)
    else:
        note.add(msg("turn.first_draw_everyone"), R.FIRST_DRAW_MULTIPLAYER)
    begin_upkeep(ctx, game, note)


def _untap_step(game: Game, note: Narration) -> None:
    """502.1: the active player's phased-out permanents phase in."""
    phased = [
        card for card in game.players[game.active].zones[ZoneName.BATTLEFIELD] if card.phased_out
    ]
    for card in phased:
        card.phased_out = False
    if phased:
        game.players[game.active].zones[ZoneName.BATTLEFIELD].touch()
        note.add(
            msg("phase.in", cards=tuple(CardLabel(c.name, token=c.is_token) for c in phased)),
            R.UNTAP_PHASING,
            R.PHASING,
        )


def make_delayed(ctx: Context, game: Game, item: StackItem, ability: Triggered) -> DelayedTrigger:
    """603.7a: a resolving spell creates a delayed triggered ability for its controller."""
    return DelayedTrigger(item.controller, item.name or "", ability.key, game.turn)


def pass_turn(ctx: Context, game: Game, note: Narration) -> None:
    """The next turn: the most recently made extra turn (500.7), else the next player's."""
    seats = game.seats_in_game()
    if not seats:
        return
    while game.extra_turns:
        seat, end_step = game.extra_turns.pop()
        if not game.in_game(seat):
            continue
        if game.resume_after_extra is None:
            game.resume_after_extra = _after(seats, game.active)
        game.active = seat
        game.turn += 1
        if end_step is not None:
            end_step.end_of_turn = game.turn
            game.delayed.append(end_step)
        note.add(
            msg("turn.extra", player=ctx.world.name_of(seat), card=CardLabel(_source(end_step))),
            R.EXTRA_TURNS,
        )
        return
    resume = game.resume_after_extra
    game.resume_after_extra = None
    game.active = (
        resume if resume is not None and game.in_game(resume) else _after(seats, game.active)
    )
    game.turn += 1


def _after(seats: list[int], active: int) -> int:
    later = [seat for seat in seats if seat > active]
    return (later or seats)[0]


def _source(trigger: DelayedTrigger | None) -> str | None:
    return trigger.source if trigger is not None else None


def end_the_turn(ctx: Context, game: Game, note: Narration) -> None:
    """720.1: every object on the stack is exiled, the end step is skipped (no "at the
    beginning of the end step" trigger), the cleanup step ends "this turn" effects, and the next
    turn begins. (No trigger can be waiting here: triggers go on the stack before an event.)"""
    for item in reversed(list(game.stack)):
        game.stack.remove(item)
        card = item.card
        if card is None:
            continue
        card.become_new_object(ctx.world.tick())
        owner = game.players.get(card.owner)
        if owner is None:
            game.left_game.append(card)
        else:
            owner.zones[ZoneName.EXILE].add_top(card)
    note.add(msg("end.stack_exiled"), R.END_TURN_STACK, R.END_TURN_SKIP)
    ended = [effect for effect in game.effects if effect.until_end_of_turn]
    if ended:
        game.effects = [effect for effect in game.effects if not effect.until_end_of_turn]
        names = tuple(CardLabel(name) for name in dict.fromkeys(e.source for e in ended))
        note.add(msg("turn.effects_end", cards=names), R.CLEANUP)
    next_turn(ctx, game, note)


def begin_upkeep(ctx: Context, game: Game, note: Narration) -> None:
    """503.1a: the abilities that trigger at the beginning of the active player's upkeep wait to
    be put on the stack: delayed ones made in an earlier turn (603.7b: they trigger once), then
    those of the player's permanents."""
    active = game.active
    waiting = len(game.waiting_triggers)
    for delayed in list(game.delayed):
        at_upkeep = delayed.end_of_turn is None and not delayed.next_end_step
        if at_upkeep and delayed.controller == active:
            if delayed.made_in_turn >= game.turn:
                continue
            game.delayed.remove(delayed)
            note.cite(R.DELAYED_TRIGGER, R.DELAYED_ONCE)
            queue(ctx, game, _trigger_item(ctx, delayed), note)
    for card in list(active_permanents(game)):
        definition = lookup(card.name)
        if definition is None or card.controller != active:
            continue
        for ability in definition.triggers:
            if ability.when is When.YOUR_UPKEEP:
                item = StackItem(
                    id=ctx.world.new_id(),
                    kind=StackKind.TRIGGER,
                    controller=active,
                    name=card.name,
                    ability=ability.key,
                    source_id=card.id,
                    source_timestamp=card.timestamp,
                )
                queue(ctx, game, item, note)
    if len(game.waiting_triggers) > waiting:
        note.cite(R.UPKEEP_TRIGGERS)


def end_step_losses(ctx: Context, game: Game, note: Narration) -> None:
    """ "At the beginning of that turn's end step, you lose the game": with no one acting, the
    delayed trigger (603.7) resolves at once, like the other end-step triggers."""
    for delayed in list(game.delayed):
        your_next = (
            delayed.next_end_step
            and delayed.controller == game.active
            and delayed.made_in_turn < game.turn
        )
        if delayed.end_of_turn != game.turn and not your_next:
            continue
        game.delayed.remove(delayed)
        ability = TRIGGERS[delayed.ability]
        note.add(
            msg(
                "turn.end_step_loss",
                card=CardLabel(delayed.source),
                player=ctx.world.name_of(delayed.controller),
            ),
            R.DELAYED_TRIGGER,
            R.TRIGGER,
            R.RESOLVE,
            R.LOSE_EFFECT,
        )
        if ability.does.value == "lose_the_game":
            game.pending_outcomes.append(
                Outcome(
                    OutcomeKind.LOSE,
                    delayed.controller,
                    LossReason.EFFECT,
                    R.LOSE_EFFECT,
                    delayed.source,
                )
            )


def _trigger_item(ctx: Context, delayed: DelayedTrigger) -> StackItem:
    return StackItem(
        id=ctx.world.new_id(),
        kind=StackKind.TRIGGER,
        controller=delayed.controller,
        name=delayed.source,
        ability=delayed.ability,
    )
