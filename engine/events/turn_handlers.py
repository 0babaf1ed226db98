"""The `end_turn` event: the end step, the cleanup step, and the next turn's untap and upkeep."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import Do, When
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.rules.ability_effects import resolve_ability
from engine.rules.loss_cards.counter_abilities import attacked_players_lose, phyrexian_end_step
from engine.rules.queries import active_permanents
from engine.rules.sba import reach_priority
from engine.rules.turns import end_step_losses, next_turn
from engine.scenario.model import Event
from engine.state import Game, StackItem, StackKind


def on_end_turn(ctx: Context, event: Event) -> None:
    game = ctx.game
    if game.stack:
        ctx.fail("the turn can't end while the stack holds objects; resolve them first", "type")
    note = Narration()
    _end_step_triggers(ctx, game, note)
    end_step_losses(ctx, game, note)
    if game.pending_outcomes:
        # a player loses in this end step (Final Fortune's extra turn); the turn passes later
        ctx.log.add(game, "end_step", msg("title.end_step"), note.text, note.rules)
        return
    ended = [effect for effect in game.effects if effect.until_end_of_turn]
    if ended:
        game.effects = [effect for effect in game.effects if not effect.until_end_of_turn]
        note.add(
            msg(
                "turn.effects_end",
                cards=tuple(CardLabel(name) for name in dict.fromkeys(e.source for e in ended)),
            ),
            R.CLEANUP,
        )
        note.add(msg("turn.cleanup_check"), R.CLEANUP_CHECK)
        ctx.log.add(game, "cleanup", msg("title.cleanup"), note.text, note.rules)
        note = Narration()
        reach_priority(ctx, game)
        if game.over or game.stack or game.pending_outcomes:
            # the loss (or what triggered) happens in this turn; another cleanup step follows
            return
    next_turn(ctx, game, note)
    ctx.log.add(game, "end_turn", msg("title.end_turn"), note.text, note.rules)


_END_STEP = {
    Do.ATTACKED_PLAYERS_LOSE: attacked_players_lose,
    Do.PHYREXIAN_END_STEP: phyrexian_end_step,
}


def _end_step_triggers(ctx: Context, game: Game, note: Narration) -> None:
    """With no one acting, end-step triggers resolve at once: The Book of Exalted Deeds',
    Angel of Destiny's."""
    active = game.active
    state = game.players.get(active)
    if state is None or state.lost:
        return
    for card in list(active_permanents(game)):
        definition = lookup(card.name)
        if card.controller != active or definition is None:
            continue
        for ability in definition.triggers:
            if ability.when is When.YOUR_END_STEP:
                note.add(
                    msg("turn.end_step_trigger", card=CardLabel(card.name)), R.TRIGGER, R.RESOLVE
                )
                _END_STEP[ability.does](ctx, game, card, note)
    if state.life_gained_this_turn < 3:
        return
    for card in list(active_permanents(game)):
        definition = lookup(card.name)
        if card.controller != active or definition is None:
            continue
        for ability in definition.triggers:
            if (
                ability.when is When.YOUR_END_STEP_AFTER_3_LIFE
                and ability.does is Do.CREATE_ANGEL_TOKEN
            ):
                item = StackItem(
                    id=ctx.world.new_id(),
                    kind=StackKind.TRIGGER,
                    controller=active,
                    name=card.name,
                    ability=ability.key,
                    source_id=card.id,
                    source_timestamp=card.timestamp,
                )
                note.add(
                    msg("turn.end_step_trigger", card=CardLabel(card.name)), R.TRIGGER, R.RESOLVE
                )
                resolve_ability(ctx, game, item, note)
