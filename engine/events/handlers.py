"""One handler per event type; each checks the event against the current game and applies it."""

from __future__ import annotations

from collections.abc import Callable

from engine import rule_citations as R
from engine.cards import type_line_of
from engine.context import Context
from engine.events.checks import player_name as _name
from engine.events.checks import player_state
from engine.events.checks import seat_of as _seat
from engine.events.control_handlers import on_gain_control
from engine.events.game_handlers import concede_enclosing, concession, on_draw_game
from engine.events.turn_handlers import on_end_turn
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
from engine.rules import actions, card_actions, spells
from engine.rules.loss_cards.combat_triggers import notify_damage
from engine.rules.queries import active_permanents
from engine.scenario.model import Event, EventType
from engine.state import (
    Card,
    Game,
    Variant,
    ZoneName,
)


def on_cast(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    assert event.card is not None
    ctx.game.priority = seat  # 117.3c
    spells.cast(ctx, seat, event.card, event.from_zone or "hand", event.choices)


def on_copy(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    assert event.card is not None
    ctx.game.priority = seat  # 117.3c
    spells.copy_spell(ctx, seat, event.card, event.target or 0, event.choices)


def on_resolve(ctx: Context, event: Event) -> None:
    spells.resolve_top(ctx)


def on_activate(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    assert event.card is not None
    ctx.game.priority = seat  # 117.3c
    spells.activate(ctx, seat, event.card, event.ability, event.target_card)


def on_damage(ctx: Context, event: Event) -> None:
    game = ctx.game
    for index, seat in enumerate(event.recipients):
        player_state(ctx, seat, f"to[{index}]" if len(event.recipients) > 1 else "to")
    if event.by is not None:
        player_state(ctx, event.by, "by")
    commander = _attacking_commander(ctx, game, event) if event.commander else None
    attacker = commander or (_attacking_creature(ctx, game, event) if event.combat else None)
    creature = attacker or _creature_source(game, event)
    source = commander.name if commander else event.source
    note = Narration()
    if commander is None and source:
        extra = spells.unmodelled_note(ctx, source)
        if extra and source not in _battlefield_names(game):
            note.add(extra)
    for seat in event.recipients:
        dealt = actions.deal_damage_to_player(
            ctx, game, seat, event.amount or 0, source, note, commander=commander, by=event.by
        )
        if attacker is not None and dealt and commander is None:
            note.add(msg("damage.combat", card=CardLabel(attacker.name)), R.COMBAT_DAMAGE)
        if creature is not None and dealt:
            notify_damage(ctx, game, creature, seat, dealt, note, combat=attacker is not None)
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


def _creature_source(game: Game, event: Event) -> Card | None:
    """The creature `by` controls that `source` names, when there is one (not combat damage)."""
    if event.by is None or event.source is None:
        return None
    for card in game.players[event.by].zones[ZoneName.BATTLEFIELD]:
        types = type_line_of(card.name, card.type_line)
        if card.name == event.source and not card.phased_out and types is not None:
            return card if "creature" in types.types else None
    return None


def _attacking_creature(ctx: Context, game: Game, event: Event) -> Card:
    """Combat damage comes from a creature the `by` player controls on the battlefield."""
    assert event.by is not None and event.source is not None
    for card in game.players[event.by].zones[ZoneName.BATTLEFIELD]:
        types = type_line_of(card.name, card.type_line)
        if card.name == event.source and not card.phased_out:
            if types is not None and "creature" not in types.types:
                ctx.fail(
                    f"{event.source} is not a creature, so it deals no combat damage", "source"
                )
            return card
    ctx.fail(f"{_name(ctx, event.by)} controls no {event.source!r} to deal combat damage", "source")


def _attacking_commander(ctx: Context, game: Game, event: Event) -> Card:
    """A commander `by` controls on the battlefield, whoever owns it: its combat damage counts
    for that commander (903.10a), also when another player has stolen it (903.3)."""
    if ctx.world.variant is not Variant.COMMANDER:
        ctx.fail("commander damage needs the commander variant", "commander")
    if event.by is None:
        ctx.fail("commander damage needs `by`, the commander's controller", "by")
    by = _name(ctx, event.by)
    controlled = [
        card
        for card in active_permanents(game)
        if card.is_commander
        and card.controller == event.by
        and (event.source is None or card.name == event.source)
    ]
    if len(controlled) == 1:
        return controlled[0]
    if controlled:
        ctx.fail(f"{by} controls {len(controlled)} commanders: name one in source", "source")
    what = f"commander {event.source!r}" if event.source is not None else "commander"
    ctx.fail(
        f"{by} controls no {what} on the battlefield of {game_label(game).render('en')}, "
        "so no commander of theirs can deal combat damage",
        "source",
    )


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
    card_actions.mill(ctx, ctx.game, seat, event.count or 0, note)
    ctx.log.add(
        ctx.game,
        "mill",
        msg("title.mill", player=_name(ctx, seat), count=event.count or 0),
        note.text,
        note.rules,
    )


def on_concede(ctx: Context, event: Event) -> None:
    if event.game is not None and event.game != ctx.game.id:
        concede_enclosing(ctx, event)
        return
    seat = _seat(ctx, event)
    ctx.game.pending_outcomes.append(concession(seat))
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
    EventType.DRAW_GAME: on_draw_game,
    EventType.GAIN_CONTROL: on_gain_control,
}
