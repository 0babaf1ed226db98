"""Abilities of the 敗北条件 cards that count on permanents or watch creatures' damage:
Strixhaven Stadium's point counters, Vraska, Scheming Gorgon's −10, Angel of Destiny."""

from __future__ import annotations

from collections.abc import Callable

from engine import rule_citations as R
from engine.cards import type_line_of
from engine.cards.base import Do
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted, PlayerNames
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules import actions, card_actions
from engine.rules.queries import graveyard_zone, is_opponent
from engine.state import (
    Card,
    ContinuousEffect,
    EffectKind,
    Game,
    LinkedLoss,
    StackItem,
    ZoneName,
)

Handler = Callable[[Context, Game, StackItem, Narration], None]


def _source(game: Game, item: StackItem) -> Card | None:
    for card in game.battlefield():
        if card.id == item.source_id and card.timestamp == item.source_timestamp:
            return card
    return None


def _lose(game: Game, seat: int, source: str | None) -> None:
    game.pending_outcomes.append(
        Outcome(OutcomeKind.LOSE, seat, LossReason.EFFECT, R.LOSE_EFFECT, source)
    )


def _points(game: Game, card: Card, change: int, note: Narration) -> int:
    card.counters["point"] = max(card.counters.get("point", 0) + change, 0)
    game.players[card.controller].zones[ZoneName.BATTLEFIELD].touch()
    total = card.counters["point"]
    key = "stadium.point" if change > 0 else "stadium.minus_point"
    note.add(msg(key, card=CardLabel(card.name), total=total), R.COUNTERS)
    return total


def _point(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    stadium = _source(game, item)
    if stadium is not None:
        _points(game, stadium, 1, note)


def _minus_point(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    stadium = _source(game, item)
    if stadium is not None:
        _points(game, stadium, -1, note)


def _point_ten_loses(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Put a point counter; then with ten or more, remove them all and that player loses."""
    stadium = _source(game, item)
    if stadium is None or item.subject is None:
        return
    if _points(game, stadium, 1, note) >= 10:
        stadium.counters["point"] = 0
        name = ctx.world.name_of(item.subject)
        note.add(msg("stadium.ten", card=CardLabel(stadium.name), player=name), R.LOSE_EFFECT)
        _lose(game, item.subject, stadium.name)


def _gorgon(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    game.effects.append(
        ContinuousEffect(
            EffectKind.CREATURES_DAMAGE_OPPONENT_LOSES,
            item.controller,
            item.name or "",
            until_end_of_turn=True,
        )
    )
    note.add(msg("gorgon.grants", player=ctx.world.name_of(item.controller)), R.RESOLVE)


def _both_gain(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    actions.gain_life(ctx, game, item.controller, item.amount, note)
    if item.subject is not None and game.in_game(item.subject):
        actions.gain_life(ctx, game, item.subject, item.amount, note)


def attacked_players_lose(ctx: Context, game: Game, card: Card, note: Narration) -> None:
    """Angel of Destiny's end step: with 15 life more than the starting life total, each player
    it attacked this turn (dealt combat damage to, for the engine) loses the game."""
    seat = card.controller
    world = ctx.world
    life, start = game.players[seat].life, game.starting_life.get(seat, 20)
    attacked = sorted(other for other in card.attacked_in(game.turn) if game.in_game(other))
    if life < start + 15:
        note.add(msg("destiny.short", player=world.name_of(seat), life=life, needed=start + 15))
        return
    if not attacked:
        note.add(msg("destiny.nobody", card=CardLabel(card.name)))
        return
    names = PlayerNames(tuple(world.name_of(other) for other in attacked))
    note.add(msg("destiny.lose", card=CardLabel(card.name), players=names), R.LOSE_EFFECT)
    for other in attacked:
        _lose(game, other, card.name)


def phyrexian_end_step(ctx: Context, game: Game, card: Card, note: Narration) -> None:
    """Mirrodin Besieged, Phyrexian: draw a card, then discard one (the engine discards the
    first card of the hand); then with fifteen or more artifact cards in the graveyard, the
    next opponent (its target) loses the game."""
    seat = card.controller
    world = ctx.world
    note.add(msg("mirrodin.chosen", card=CardLabel(card.name)))
    actions.draw(ctx, game, seat, 1, note)
    hand = game.players[seat].zones[ZoneName.HAND]
    if len(hand):
        discarded = hand.cards[0]
        graveyard, _ = graveyard_zone(game, seat)
        actions.move(ctx, discarded, hand, graveyard)
        note.add(
            msg("mirrodin.discards", player=world.name_of(seat), card=CardLabel(discarded.name))
        )
    artifacts = [
        c
        for c in game.players[seat].zones[ZoneName.GRAVEYARD]
        if (types := type_line_of(c.name, c.type_line)) is not None and "artifact" in types.types
    ]
    note.add(
        msg(
            "mirrodin.count",
            player=world.name_of(seat),
            count=Counted(len(artifacts), "artifact card"),
        )
    )
    opponents = [o for o in game.seats_in_game() if is_opponent(world, seat, o)]
    if len(artifacts) >= 15 and opponents:
        target = next((o for o in opponents if o > seat), opponents[0])
        note.add(msg("mirrodin.lose", player=world.name_of(target)), R.LOSE_EFFECT)
        _lose(game, target, card.name)


def _deck_roll(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Roll a d20 (the resolve event's `roll`, else the seeded die) and subtract the cards in
    hand: 0 or less, discard the hand; 1-9, a random graveyard card back to the hand; 10-19,
    draw two; 20, a creature card from any graveyard onto the battlefield under your control,
    whose owner loses the game when it dies."""
    world = ctx.world
    seat = item.controller
    state = game.players[seat]
    hand, graveyard = state.zones[ZoneName.HAND], state.zones[ZoneName.GRAVEYARD]
    told = ctx.event.roll if ctx.event is not None else None
    roll = told if told is not None else world.rng.randint(1, 20)
    result = roll - len(hand)
    note.add(msg("deck.roll", player=world.name_of(seat), roll=roll, hand=len(hand), result=result))
    if result <= 0:
        for card in list(hand):
            actions.move(ctx, card, hand, graveyard_zone(game, seat)[0])
        note.add(msg("deck.discard", player=world.name_of(seat)))
    elif result <= 9 and len(graveyard):
        card = world.rng.choice(graveyard.cards)
        actions.move(ctx, card, graveyard, hand)
        note.add(msg("deck.returns", player=world.name_of(seat), card=CardLabel(card.name)))
    elif 10 <= result <= 19:
        actions.draw(ctx, game, seat, 2, note)
    elif result >= 20:
        _deck_twenty(ctx, game, item, note)


def _deck_twenty(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """The engine takes the first creature card of the graveyards, yours first."""
    seat = item.controller
    seats = game.seats_in_game()
    for other in [s for s in seats if s >= seat] + [s for s in seats if s < seat]:
        graveyard = game.players[other].zones[ZoneName.GRAVEYARD]
        for card in graveyard:
            types = type_line_of(card.name, card.type_line)
            if types is not None and "creature" in types.types:
                actions.put_onto_battlefield(ctx, game, card, graveyard, seat, note)
                game.linked_losses[card.id] = LinkedLoss(
                    item.name or "", "deck_of_many_things.dies", seat, card.owner, True
                )
                name = ctx.world.name_of(card.owner)
                note.add(msg("deck.twenty", card=CardLabel(card.name), owner=name))
                return
    note.add(msg("deck.no_creature"))


def _six_mana_values(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Atemsis: the engine reveals the hand (the player may); six different mana values among
    the revealed cards (those the scenario gives one, 202.3) make the damaged player lose."""
    world = ctx.world
    hand = game.players[item.controller].zones[ZoneName.HAND]
    values = sorted({card.mana_value for card in hand if card.mana_value is not None})
    shown = ", ".join(str(value) for value in values) or "-"
    note.add(msg("atemsis.reveal", player=world.name_of(item.controller), values=shown))
    if len(values) >= 6 and item.subject is not None:
        note.add(msg("combat.loses", player=world.name_of(item.subject), card=CardLabel(item.name)))
        _lose(game, item.subject, item.name)


def _soul_echo(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Sacrifice Soul Echo if it has no echo counters (then a player at 0 or less life loses at
    the next check)."""
    echo = _source(game, item)
    if echo is None:
        return
    count = echo.counters.get("echo", 0)
    if count:
        note.add(msg("echo.has", card=CardLabel(echo.name), count=count))
        return
    card_actions.sacrifice(ctx, game, echo, note)


def _blood_tyrant(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Each player loses 1 life; a +1/+1 counter on it for each 1 life lost this way."""
    lost = 0
    for seat in game.seats_in_game():
        before = game.players[seat].life
        actions.lose_life(ctx, game, seat, 1, note)
        lost += max(before - game.players[seat].life, 0)
    tyrant = _source(game, item)
    if tyrant is not None and lost:
        tyrant.counters["+1/+1"] = tyrant.counters.get("+1/+1", 0) + lost
        game.players[tyrant.controller].zones[ZoneName.BATTLEFIELD].touch()
        note.add(
            msg(
                "counters.on_card",
                card=CardLabel(tyrant.name),
                amount=Counted(lost, "+1/+1 counter"),
                total=tyrant.counters["+1/+1"],
            ),
            R.COUNTERS,
        )


HANDLERS: dict[Do, Handler] = {
    Do.SOUL_ECHO_UPKEEP: _soul_echo,
    Do.EACH_PLAYER_LOSES_ONE: _blood_tyrant,
    Do.SIX_MANA_VALUES: _six_mana_values,
    Do.DECK_ROLL: _deck_roll,
    Do.POINT_COUNTER: _point,
    Do.REMOVE_POINT_COUNTER: _minus_point,
    Do.POINT_COUNTER_TEN_LOSES: _point_ten_loses,
    Do.GORGON_EMBRACE: _gorgon,
    Do.BOTH_GAIN_THAT_MUCH: _both_gain,
}
