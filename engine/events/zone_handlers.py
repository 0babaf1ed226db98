"""Handlers for events that move cards: exile, enter, leave, phase out, bring in, planeswalk."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards.spell_tools import WISHES_LOSING_HALF_LIFE
from engine.context import Context
from engine.events.checks import player_name as _name
from engine.events.checks import seat_of as _seat
from engine.i18n import Msg, msg
from engine.i18n.labels import CardGroup, CardLabel, Counted, CounterList, ZoneLabel, game_label
from engine.log.narration import Narration
from engine.rules import actions, card_actions, spells
from engine.rules.triggers import notify_left
from engine.scenario.model import Event
from engine.state import (
    Card,
    CardKind,
    Game,
    Nontraditional,
    Variant,
    Zone,
    ZoneName,
)


def on_exile(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    state = game.players[seat]
    zone_name = ZoneName(event.from_zone or "library")
    note = Narration()
    if event.source:
        note.add(msg("exile.by_source", card=CardLabel(event.source)))
    cards = _cards_to_exile(ctx, game, seat, zone_name, event)
    quiet = Narration()
    for card in cards:
        if zone_name is ZoneName.BATTLEFIELD:
            actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
        else:
            card_actions.exile_card(ctx, game, card, state.zones[zone_name], quiet)
        if event.counters:
            card.counters = dict(event.counters)
            state.zones[ZoneName.EXILE].touch()
    if cards:
        note.add(msg("exile.cards", cards=CardGroup(tuple(card.name for card in cards))), R.EXILE)
    if event.counters and cards:
        note.add(msg("exile.with_counters", counters=CounterList(event.counters)))
    if not cards:
        note.add(msg("exile.nothing", player=_name(ctx, seat), zone=ZoneLabel(zone_name)))
    ctx.log.add(
        game,
        "exile",
        msg(
            "title.exile",
            player=_name(ctx, seat),
            count=Counted(len(cards), "card"),
            zone=ZoneLabel(zone_name),
        ),
        note.text,
        note.rules,
    )


def _cards_to_exile(
    ctx: Context, game: Game, seat: int, zone_name: ZoneName, event: Event
) -> list[Card]:
    if zone_name is ZoneName.BATTLEFIELD:
        owned = [card for card in game.battlefield() if card.owner == seat and not card.is_token]
        if event.card is not None:
            match = [card for card in owned if card.name == event.card]
            if not match:
                ctx.fail(f"{_name(ctx, seat)} owns no {event.card!r} on the battlefield", "card")
            return match[:1]
        return owned[: event.count or 0]
    zone = game.players[seat].zones[zone_name]
    if event.card is not None:
        card = zone.find_named(event.card)
        if card is None and zone_name in (ZoneName.LIBRARY, ZoneName.HAND):
            card = zone.find_unnamed()
            if card is not None:
                card.name = event.card
        if card is None:
            ctx.fail(f"{_name(ctx, seat)} has no {event.card!r} in their {zone_name.value}", "card")
        return [card]
    return list(zone.cards[: event.count or 0])


def on_enter(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    assert event.card is not None
    note = Narration()
    if event.token:
        token = Card(id=ctx.world.new_id(), name=event.card, owner=seat, kind=CardKind.TOKEN)
        actions.put_onto_battlefield(ctx, game, token, None, seat, note)
        note.add(
            msg("token.created", player=_name(ctx, seat), card=actions.label(token)), R.TOKEN_OWNER
        )
    else:
        card, zone = _find_for_enter(ctx, game, seat, event)
        actions.put_onto_battlefield(ctx, game, card, zone, seat, note)
        note.add(msg("enter.entered", card=CardLabel(card.name), player=_name(ctx, seat)))
    extra = spells.unmodelled_note(ctx, event.card)
    if extra:
        note.add(extra)
    ctx.log.add(
        game,
        "enter",
        msg("title.enter", card=CardLabel(event.card), player=_name(ctx, seat)),
        note.text,
        note.rules,
    )


def _find_for_enter(ctx: Context, game: Game, seat: int, event: Event) -> tuple[Card, Zone]:
    state = game.players[seat]
    assert event.card is not None
    if event.from_zone is not None:
        order = [ZoneName(event.from_zone)]
    else:
        order = [ZoneName.HAND, ZoneName.LIBRARY, ZoneName.GRAVEYARD, ZoneName.EXILE]
    for zone_name in order:
        card = state.zones[zone_name].find_named(event.card)
        if card is not None and card.nontraditional is None:
            return card, state.zones[zone_name]
    for zone_name in order:
        if zone_name in (ZoneName.HAND, ZoneName.LIBRARY):
            card = state.zones[zone_name].find_unnamed()
            if card is not None:
                card.name = event.card
                return card, state.zones[zone_name]
    where = " or ".join(zone.value for zone in order)
    ctx.fail(f"{_name(ctx, seat)} has no {event.card!r} (nor an unnamed card) in {where}", "card")


def _controlled(ctx: Context, game: Game, seat: int, name: str) -> Card:
    for card in game.players[seat].zones[ZoneName.BATTLEFIELD]:
        if card.name == name and not card.phased_out:
            return card
    ctx.fail(f"{_name(ctx, seat)} controls no {name!r} on the battlefield", "card")


def on_leave(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    assert event.card is not None
    card = _controlled(ctx, game, seat, event.card)
    destination = ZoneName(event.to_zone or "graveyard")
    note = Narration()
    went = actions.remove_permanent(ctx, game, card, destination, note)
    note.add(msg("leave.left", card=actions.label(card), zone=ZoneLabel(went)), R.OWNERS_ZONE)
    ctx.log.add(game, "leave", msg("title.leave", card=actions.label(card)), note.text, note.rules)


def on_phase_out(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    assert event.card is not None
    card = _controlled(ctx, game, seat, event.card)
    card.phased_out = True
    game.players[seat].zones[ZoneName.BATTLEFIELD].touch()
    ctx.log.add(
        game,
        "phase_out",
        msg("title.phase_out", card=actions.label(card)),
        [msg("phase.out", card=actions.label(card))],
        [R.PHASED_OUT],
    )


def on_bring_in(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    world = ctx.world
    assert event.card is not None and event.from_zone is not None
    note = Narration()
    if event.source:
        note.add(msg("bring_in.by", card=CardLabel(event.source)))
    origin = event.from_zone
    if origin == "outside":
        zone = world.outside[seat]
        card = zone.find_named(event.card) or zone.find_unnamed()
        if card is None:
            ctx.fail(f"{_name(ctx, seat)} has no {event.card!r} outside the game", "card")
        card.name = event.card
        zone.remove(card)
        note.add(
            msg("bring_in.outside", player=_name(ctx, seat), card=CardLabel(card.name)), R.OWNER
        )
        if game.depth > 0:
            note.cite(R.SUBGAME_OUTSIDE)
    else:
        card = _take_from_enclosing(ctx, game, seat, event, note)
    card.become_new_object(world.tick())
    state = game.players[seat]
    if event.to_zone == "battlefield":
        actions.put_onto_battlefield(ctx, game, card, None, seat, note)
        where = ZoneName.BATTLEFIELD
    else:
        state.zones[ZoneName.HAND].add_top(card)
        where = ZoneName.HAND
    note.add(
        msg(
            "bring_in.into", card=CardLabel(card.name), zone=ZoneLabel(where), game=game_label(game)
        )
    )
    _wish_life_cost(ctx, game, seat, event.source, note)
    ctx.log.add(
        game,
        "bring_in",
        msg("title.bring_in", player=_name(ctx, seat), card=CardLabel(card.name)),
        note.text,
        note.rules,
    )


def _wish_life_cost(
    ctx: Context, game: Game, seat: int, source: str | None, note: Narration
) -> None:
    """A Wish that costs life as part of its effect (Death Wish) applies it after the card."""
    if source not in WISHES_LOSING_HALF_LIFE:
        return
    life = game.players[seat].life
    amount = max(0, (life + 1) // 2)
    note.add(
        msg(
            "wish.half_life",
            player=_name(ctx, seat),
            card=CardLabel(source),
            life=life,
            amount=amount,
        )
    )
    actions.lose_life(ctx, game, seat, amount, note)


def _take_from_enclosing(
    ctx: Context, game: Game, seat: int, event: Event, note: Narration
) -> Card:
    """724.4/724.4a: a card of the enclosing game leaves its zone there; its main-game
    leave triggers wait until that game resumes."""
    assert event.card is not None and event.from_zone is not None
    parent = game.parent
    if parent is None:
        ctx.fail(
            "only a subgame has an enclosing game to bring cards from; use from: outside", "from"
        )
    if event.from_zone == "stack":
        return _take_from_enclosing_stack(ctx, parent, seat, event.card, note)
    zone_name = ZoneName(event.from_zone)
    if zone_name is ZoneName.BATTLEFIELD:
        return _take_from_enclosing_battlefield(ctx, parent, seat, event.card, note)
    return _take_from_enclosing_zone(ctx, parent, seat, event.card, zone_name, note)


def _left_enclosing(note: Narration, text: Msg) -> None:
    note.add(text, R.SUBGAME_OUTSIDE, R.SUBGAME_BRING_IN)


def _take_from_enclosing_stack(
    ctx: Context, parent: Game, seat: int, name: str, note: Narration
) -> Card:
    """A spell card the player owns leaves the enclosing stack; the spell stays resolvable."""
    label = game_label(parent)
    for item in parent.stack:
        if item.card is not None and item.card.owner == seat and item.card.name == name:
            card = item.card
            item.card = None
            item.card_left = True
            parent.stack.remove(item)
            _left_enclosing(note, msg("bring_in.from_stack", card=CardLabel(card.name), main=label))
            return card
    ctx.fail(
        f"{_name(ctx, seat)} owns no {name!r} spell on the stack of {label.render('en')}", "card"
    )


def _take_from_enclosing_battlefield(
    ctx: Context, parent: Game, seat: int, name: str, note: Narration
) -> Card:
    """A nontoken permanent the player owns leaves; its leave triggers wait in that game."""
    label = game_label(parent)
    for card in parent.battlefield():
        if card.owner == seat and card.name == name and not card.is_token:
            controller = card.controller
            parent.players[controller].zones[ZoneName.BATTLEFIELD].remove(card)
            _left_enclosing(
                note,
                msg(
                    "bring_in.from_zone",
                    card=CardLabel(card.name),
                    main=label,
                    zone=ZoneLabel(ZoneName.BATTLEFIELD),
                ),
            )
            notify_left(ctx, parent, card, controller, False, note)
            return card
    ctx.fail(
        f"{_name(ctx, seat)} owns no {name!r} on the battlefield of {label.render('en')}", "card"
    )


def _take_from_enclosing_zone(
    ctx: Context, parent: Game, seat: int, name: str, zone_name: ZoneName, note: Narration
) -> Card:
    """A card from the player's own zone; in a hidden zone an unnamed card may be taken to be it."""
    label = game_label(parent)
    if seat not in parent.players:
        ctx.fail(f"{_name(ctx, seat)} has no zones in {label.render('en')}", "from")
    zone = parent.players[seat].zones[zone_name]
    found = zone.find_named(name)
    if found is None and zone_name in (ZoneName.HAND, ZoneName.LIBRARY):
        found = zone.find_unnamed()
        if found is not None:
            found.name = name
    if found is None:
        ctx.fail(
            f"{_name(ctx, seat)} has no {name!r} in their {zone_name.value} of "
            f"{label.render('en')}",
            "card",
        )
    zone.remove(found)
    _left_enclosing(
        note,
        msg(
            "bring_in.from_zone", card=CardLabel(found.name), main=label, zone=ZoneLabel(zone_name)
        ),
    )
    return found


def on_planeswalk(ctx: Context, event: Event) -> None:
    seat = _seat(ctx, event)
    game = ctx.game
    if ctx.world.variant is not Variant.PLANECHASE:
        ctx.fail("planeswalking needs the planechase variant", "type")
    note = Narration()
    for state in game.players.values():
        command = state.zones[ZoneName.COMMAND]
        for card in list(command):
            if card.nontraditional is Nontraditional.PLANE:
                owner_deck = game.players[card.owner].zones[ZoneName.PLANAR_DECK]
                actions.move(ctx, card, command, owner_deck, bottom=True)
                note.add(msg("planeswalk.bottom", card=CardLabel(card.name)))
    deck = game.players[seat].zones[ZoneName.PLANAR_DECK]
    if not len(deck):
        ctx.fail(f"{_name(ctx, seat)}'s planar deck is empty", "player")
    top = deck.cards[0]
    actions.move(ctx, top, deck, game.players[seat].zones[ZoneName.COMMAND])
    note.add(
        msg("planeswalk.face_up", card=CardLabel(top.name), player=_name(ctx, seat)), R.PLANESWALK
    )
    ctx.log.add(
        game, "planeswalk", msg("title.planeswalk", player=_name(ctx, seat)), note.text, note.rules
    )
