"""What the modelled triggered and activated abilities do when they resolve (608.2)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import REGISTRY, TRIGGERS
from engine.cards.base import Activated, Do
from engine.cards.cant_lose import ANGEL_TOKEN, GIDEON_EMBLEM
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules import actions, card_actions
from engine.rules.choices import first_chosen
from engine.rules.loss_cards.loss_abilities import resolve_loss_ability
from engine.state import Card, Game, StackItem, ZoneName

ACTIVATED: dict[str, Activated] = {
    ability.key: ability for card in REGISTRY.values() for ability in card.activated
}


def resolve_ability(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    key = item.ability or ""
    trigger = TRIGGERS.get(key)
    does = trigger.does if trigger else ACTIVATED[key].does
    seat = item.controller
    world = ctx.world
    name = world.name_of(seat)
    if resolve_loss_ability(ctx, game, item, does, note):
        return
    if does is Do.LOSE_THE_GAME:
        game.pending_outcomes.append(
            Outcome(OutcomeKind.LOSE, seat, LossReason.EFFECT, R.LOSE_EFFECT, item.name)
        )
        note.add(msg("ability.says_lose", player=name), R.LOSE_EFFECT)
    elif does is Do.DRAW_THAT_MANY:
        actions.draw(ctx, game, seat, item.amount, note)
    elif does is Do.GAIN_TWICE_LIFE_LOST:
        actions.gain_life(ctx, game, seat, 2 * item.amount, note)
    elif does is Do.EXILE_PER_LIFE_LOST:
        _exile_for_mastery(ctx, game, item, note)
    elif does is Do.SACRIFICE_PER_LIFE_LOST:
        _sacrifice(ctx, game, item, note, nontoken=False)
    elif does is Do.SACRIFICE_NONTOKEN_OR_LOSE:
        if _sacrifice(ctx, game, item, note, nontoken=True) < item.amount:
            note.add(
                msg(
                    "lich.cant_sacrifice",
                    player=name,
                    count=Counted(item.amount, "nontoken permanent"),
                ),
                R.LOSE_EFFECT,
            )
            game.pending_outcomes.append(
                Outcome(OutcomeKind.LOSE, seat, LossReason.EFFECT, R.LOSE_EFFECT, item.name)
            )
    elif does is Do.PUT_PLUS_ONE_COUNTERS:
        _put_counters(game, item, trigger.amount if trigger else 0, note)
    elif does is Do.GAIN_LOSERS_TURN_START_LIFE:
        loser = game.players[item.subject] if item.subject is not None else None
        amount = loser.life_at_turn_start if loser else 0
        note.add(msg("sengir.amount", player=world.name_of(item.subject or 0), amount=amount))
        actions.gain_life(ctx, game, seat, amount, note)
    elif does is Do.EXILE_TOP_OF_EACH_LIBRARY:
        for other in game.seats_in_game():
            library = game.players[other].zones[ZoneName.LIBRARY]
            if len(library):
                card_actions.exile_card(ctx, game, library.cards[0], library, note)
    elif does is Do.CREATE_ANGEL_TOKEN:
        actions.create_token(ctx, game, seat, ANGEL_TOKEN, "Creature — Angel", note)
    elif does is Do.GIDEON_EMBLEM:
        game.players[seat].emblems.append(GIDEON_EMBLEM)
        note.add(msg("gideon.emblem", player=name), R.EMBLEM)
    elif does is Do.ENLIGHTEN_ANGEL:
        _enlighten(ctx, game, item, note)


def _sacrifice(
    ctx: Context, game: Game, item: StackItem, note: Narration, *, nontoken: bool
) -> int:
    """Sacrifice `item.amount` permanents: the event's `choose.sacrifice` first, then the
    engine's order; returns how many there were to sacrifice."""
    source = _source(game, item)
    order = card_actions.sacrifice_order(game, item.controller, source, nontoken=nontoken)
    choices = first_chosen(ctx, "sacrifice", order)
    for card in choices[: item.amount]:
        card_actions.sacrifice(ctx, game, card, note)
    return min(len(choices), item.amount)


def _source(game: Game, item: StackItem) -> Card | None:
    """The ability's source if it is still the same object on the battlefield."""
    for card in game.battlefield():
        if card.id == item.source_id and card.timestamp == item.source_timestamp:
            return card
    return None


def _put_counters(game: Game, item: StackItem, amount: int, note: Narration) -> None:
    source = _source(game, item)
    if source is None:
        note.add(msg("ability.source_gone", card=CardLabel(item.name)), R.NEW_OBJECT)
        return
    source.counters["+1/+1"] = source.counters.get("+1/+1", 0) + amount
    game.players[source.controller].zones[ZoneName.BATTLEFIELD].touch()
    note.add(
        msg(
            "counters.on_card",
            card=CardLabel(source.name),
            amount=Counted(amount, "+1/+1 counter"),
            total=source.counters["+1/+1"],
        ),
        R.COUNTERS,
    )


def _exile_for_mastery(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """For each 1 life lost, exile a permanent you control or a card from your hand or
    graveyard: the event's `choose.exile` first, then the engine's order: graveyard, hand,
    permanents, the Mastery last."""
    seat = item.controller
    state = game.players[seat]
    graveyard, hand = state.zones[ZoneName.GRAVEYARD], state.zones[ZoneName.HAND]
    source = _source(game, item)
    permanents = card_actions.sacrifice_order(game, seat, source, nontoken=False)
    order = first_chosen(ctx, "exile", [*graveyard, *hand, *permanents])
    for card in order[: item.amount]:
        if card in permanents:
            actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
            note.add(msg("exile.card", card=CardLabel(card.name, token=card.is_token)), R.EXILE)
        else:
            card_actions.exile_card(ctx, game, card, graveyard if card in graveyard else hand, note)
    if item.amount > len(order):
        note.add(msg("mastery.nothing_left", count=item.amount - len(order)))


def _enlighten(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    target = None
    for card in game.battlefield():
        if card.id == item.target_id and card.timestamp == item.target_timestamp:
            target = card
    if target is None:
        note.add(msg("book.target_gone"), R.NEW_OBJECT)
        return
    target.counters["enlightened"] = target.counters.get("enlightened", 0) + 1
    target.enlightened = True
    game.players[target.controller].zones[ZoneName.BATTLEFIELD].touch()
    note.add(
        msg("book.enlightened", card=CardLabel(target.name, token=target.is_token)), R.COUNTERS
    )
