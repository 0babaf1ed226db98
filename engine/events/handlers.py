"""One handler per event type; each checks the event against the current game and applies it."""

from __future__ import annotations

from collections.abc import Callable

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import Do, When
from engine.context import Context
from engine.events.checks import player_name as _name
from engine.events.checks import player_state
from engine.events.checks import seat_of as _seat
from engine.events.zone_handlers import (
    on_bring_in,
    on_enter,
    on_exile,
    on_leave,
    on_phase_out,
    on_planeswalk,
)
from engine.i18n import msg
from engine.i18n.labels import CardLabel, game_label
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules import actions, spells
from engine.rules.ability_effects import resolve_ability
from engine.rules.queries import active_permanents
from engine.rules.sba import reach_priority
from engine.scenario.model import Event, EventType
from engine.state import (
    Card,
    Game,
    StackItem,
    StackKind,
    Variant,
    ZoneName,
)


def on_cast(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    assert event.card is not None
    spells.cast(ctx, seat, event.card, event.from_zone or "hand", event.choices)


def on_copy(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    assert event.card is not None
    spells.copy_spell(ctx, seat, event.card, event.target or 0, event.choices)


def on_resolve(ctx: Context, event: Event) -> None:
    spells.resolve_top(ctx)


def on_activate(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    assert event.card is not None
    spells.activate(ctx, seat, event.card, event.ability, event.target_card)


def on_damage(ctx: Context, event: Event) -> None:
    game = ctx.game
    for index, seat in enumerate(event.recipients):
        player_state(ctx, seat, f"to[{index}]" if len(event.recipients) > 1 else "to")
    if event.by is not None:
        player_state(ctx, event.by, "by")
    commander = _attacking_commander(ctx, game, event) if event.commander else None
    source = commander.name if commander else event.source
    note = Narration()
    if commander is None and source:
        extra = spells.unmodelled_note(ctx, source)
        if extra and source not in _battlefield_names(game):
            note.add(extra)
    for seat in event.recipients:
        actions.deal_damage_to_player(
            ctx, game, seat, event.amount or 0, source, note, commander=commander, by=event.by
        )
    if event.amount == 0:
        note.add(msg("damage.zero"))
    names = tuple(_name(ctx, seat) for seat in event.recipients)
    ctx.log.add(
        game,
        "damage",
        msg("title.damage", players=names, amount=event.amount or 0),
        note.text,
        note.rules,
    )


def _battlefield_names(game: Game) -> set[str]:
    return {card.name for card in game.battlefield() if card.name}


def _attacking_commander(ctx: Context, game: Game, event: Event) -> Card:
    if ctx.world.variant is not Variant.COMMANDER:
        ctx.fail("commander damage needs the commander variant", "commander")
    if event.by is None:
        ctx.fail("commander damage needs `by`, the commander's controller", "by")
    owned = [
        card for card in ctx.world.cards.values() if card.owner == event.by and card.is_commander
    ]
    if event.source is not None:
        owned = [card for card in owned if card.name == event.source]
        if not owned:
            ctx.fail(f"{event.source!r} is not a commander of {_name(ctx, event.by)}", "source")
    elif len(owned) != 1:
        ctx.fail(
            f"{_name(ctx, event.by)} has {len(owned)} commanders: name one in source", "source"
        )
    commander = owned[0]
    if commander not in list(active_permanents(game)):
        ctx.fail(
            f"{commander.name} is not on the battlefield of "
            f"{game_label(game).render('en')}, so it can't deal combat damage",
            "source",
        )
    return commander


def on_life(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    amount = event.amount or 0
    note = Narration()
    if amount > 0:
        actions.gain_life(ctx, ctx.game, seat, amount, note)
    elif amount < 0:
        actions.lose_life(ctx, ctx.game, seat, -amount, note)
    else:
        note.add(msg("life.zero", player=_name(ctx, seat)))
    key = "title.gain_life" if amount >= 0 else "title.lose_life"
    ctx.log.add(
        ctx.game,
        "life",
        msg(key, player=_name(ctx, seat), amount=abs(amount)),
        note.text,
        note.rules,
    )


def on_poison(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    note = Narration()
    actions.add_player_counters(ctx, ctx.game, seat, "poison", event.amount or 0, note)
    if not event.amount:
        note.add(msg("poison.zero", player=_name(ctx, seat)))
    ctx.log.add(
        ctx.game,
        "poison",
        msg("title.poison", player=_name(ctx, seat), amount=event.amount or 0),
        note.text,
        note.rules,
    )


def on_draw(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    note = Narration()
    actions.draw(ctx, ctx.game, seat, event.count or 0, note)
    ctx.log.add(
        ctx.game,
        "draw",
        msg("title.draw_cards", player=_name(ctx, seat), count=event.count or 0),
        note.text,
        [R.DRAW_ONE_AT_A_TIME, *note.rules],
    )


def on_mill(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    note = Narration()
    actions.mill(ctx, ctx.game, seat, event.count or 0, note)
    ctx.log.add(
        ctx.game,
        "mill",
        msg("title.mill", player=_name(ctx, seat), count=event.count or 0),
        note.text,
        note.rules,
    )


def on_concede(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    ctx.game.pending_outcomes.append(
        Outcome(OutcomeKind.LOSE, seat, LossReason.CONCEDE, R.LOSE_CONCEDE)
    )
    ctx.log.add(
        ctx.game,
        "concede",
        msg("title.concede", player=_name(ctx, seat)),
        [msg("concede.text", player=_name(ctx, seat), game=game_label(ctx.game))],
        [R.LOSE_CONCEDE],
    )


def on_lose(ctx: Context, event: Event) -> None:
    _effect_says(ctx, event, OutcomeKind.LOSE, "lose", R.LOSE_EFFECT)


def on_win(ctx: Context, event: Event) -> None:
    _effect_says(ctx, event, OutcomeKind.WIN, "win", R.WIN_EFFECT)


def _effect_says(ctx: Context, event: Event, kind: OutcomeKind, verb: str, rule: str) -> None:
    """An effect says a player loses (104.3e) or wins the game: it takes effect through the
    loss gate at the next check, where can't-lose/can't-win and 104.3f apply."""
    seat = _seat(ctx, event)
    reason = LossReason.EFFECT if kind is OutcomeKind.LOSE else None
    ctx.game.pending_outcomes.append(Outcome(kind, seat, reason, rule, event.source))
    source = CardLabel(event.source) if event.source else msg("loss.an_effect")
    ctx.log.add(
        ctx.game,
        f"{verb}_effect",
        msg(f"title.{verb}_effect", player=_name(ctx, seat)),
        [msg(f"{verb}.effect", player=_name(ctx, seat), source=source)],
        [rule],
    )


def on_end_turn(ctx: Context, event: Event) -> None:
    game = ctx.game
    if game.stack:
        ctx.fail("the turn can't end while the stack holds objects; resolve them first", "type")
    note = Narration()
    _end_step_triggers(ctx, game, note)
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
    seats = game.seats_in_game()
    if seats:
        after = [seat for seat in seats if seat > game.active] or seats
        game.active = after[0]
    game.turn += 1
    for state in game.players.values():
        state.life_at_turn_start = state.life
        state.life_gained_this_turn = 0
    note.add(msg("turn.next", player=_name(ctx, game.active), turn=game.turn))
    phased = [
        card for card in game.players[game.active].zones[ZoneName.BATTLEFIELD] if card.phased_out
    ]
    for card in phased:
        card.phased_out = False
    if phased:
        game.players[game.active].zones[ZoneName.BATTLEFIELD].touch()
        note.add(
            msg("phase.in", cards=tuple(actions.label(card) for card in phased)),
            R.UNTAP_PHASING,
            R.PHASING,
        )
    ctx.log.add(game, "end_turn", msg("title.end_turn"), note.text, note.rules)


def _end_step_triggers(ctx: Context, game: Game, note: Narration) -> None:
    """The Book of Exalted Deeds: with no one acting, its end-step trigger resolves at once."""
    active = game.active
    state = game.players.get(active)
    if state is None or state.life_gained_this_turn < 3:
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


HANDLERS: dict[EventType, Callable[[Context, Event], None]] = {
    EventType.CAST: on_cast,
    EventType.COPY: on_copy,
    EventType.RESOLVE: on_resolve,
    EventType.DAMAGE: on_damage,
    EventType.LIFE: on_life,
    EventType.POISON: on_poison,
    EventType.DRAW: on_draw,
    EventType.MILL: on_mill,
    EventType.EXILE: on_exile,
    EventType.ENTER: on_enter,
    EventType.LEAVE: on_leave,
    EventType.PHASE_OUT: on_phase_out,
    EventType.BRING_IN: on_bring_in,
    EventType.CONCEDE: on_concede,
    EventType.LOSE: on_lose,
    EventType.WIN: on_win,
    EventType.END_TURN: on_end_turn,
    EventType.ACTIVATE: on_activate,
    EventType.PLANESWALK: on_planeswalk,
}
