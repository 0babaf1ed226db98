"""Ending a subgame (724.5): cards back to the main-game library, the creating spell finishes.

Every card a player owns in the subgame (except in its command zone) is moved back into their
main-game library. The subgame's tokens, copies, emblems, counters and effects disappear with its
`Game` object.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import AfterSubgame
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardGroup, CardLabel, ZoneLabel, game_label
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.stack_finish import finish_spell
from engine.rules.subgame_start import counter_list, move_deck
from engine.rules.triggers import put_waiting_on_stack
from engine.state import (
    SUPPLEMENTARY_ZONES,
    Card,
    ContinuousEffect,
    EffectKind,
    Game,
    Nontraditional,
    RulesMode,
    StackItem,
    StackKind,
    ZoneName,
)

_KIND = {
    ZoneName.PLANAR_DECK: Nontraditional.PLANE,
    ZoneName.SCHEME_DECK: Nontraditional.SCHEME,
}
_HOME = {
    Nontraditional.PLANE: ZoneName.PLANAR_DECK,
    Nontraditional.SCHEME: ZoneName.SCHEME_DECK,
    Nontraditional.VANGUARD: ZoneName.COMMAND,
}


def end_subgame(ctx: Context, sub: Game) -> None:
    """724.5: cards back to the main-game library, the main game resumes, the spell finishes."""
    world = ctx.world
    parent = sub.parent
    assert parent is not None
    _variant_moves_out(ctx, sub, parent)
    _return_cards(ctx, sub, parent)
    world.games.pop()
    text = [msg("subgame.resumes", main=game_label(parent), game=game_label(sub))]
    rules = [R.SUBGAME_MAIN_GAME, R.SUBGAME_END]
    held = [seat for seat in sub.players if any(parent.players[seat].counters.values())]
    for seat in held:
        text.append(
            msg(
                "subgame.counters_back",
                player=world.name_of(seat),
                counters=counter_list(parent.players[seat].counters),
            )
        )
        rules.append(R.SUBGAME_COUNTERS)
    ctx.log.add(
        parent, "main_resumes", msg("title.main_resumes", main=game_label(parent)), text, rules
    )
    item = sub.creator
    assert item is not None
    _finish_creating_spell(ctx, parent, sub, item)
    put_waiting_on_stack(ctx, parent)


def _variant_moves_out(ctx: Context, sub: Game, parent: Game) -> None:
    """724.5a-c: supplementary decks, vanguard cards and commanders go back to the main game."""
    note = Narration()
    for seat in sub.players:
        _face_up_cards_to_bottom(ctx, sub, seat, note)
        _decks_out(ctx, sub, parent, seat, note)
        _command_cards_out(ctx, sub, parent, seat, note)
    if note.text:
        ctx.log.add(sub, "subgame_variant_end", msg("title.variant_end"), note.text, note.rules)


def _face_up_cards_to_bottom(ctx: Context, sub: Game, seat: int, note: Narration) -> None:
    sub_state = sub.players[seat]
    sub_command = sub_state.zones[ZoneName.COMMAND]
    for card in list(sub_command):
        if card.id in sub.supplementary_origin:
            deck = (
                ZoneName.PLANAR_DECK
                if card.nontraditional is Nontraditional.PLANE
                else ZoneName.SCHEME_DECK
            )
            actions.move(ctx, card, sub_command, sub_state.zones[deck], bottom=True)
            note.add(
                msg("subgame.face_up_to_bottom", card=CardLabel(card.name), zone=ZoneLabel(deck)),
                R.SUBGAME_SUPPLEMENTARY_END,
            )


def _decks_out(ctx: Context, sub: Game, parent: Game, seat: int, note: Narration) -> None:
    world = ctx.world
    for zone_name in SUPPLEMENTARY_ZONES:
        source = sub.players[seat].zones[zone_name]
        moved_in = any(
            owner == seat and world.cards[card_id].nontraditional is _KIND[zone_name]
            for card_id, owner in sub.supplementary_origin.items()
        )
        if not len(source) and not moved_in:
            continue
        move_deck(ctx, source, parent.players[seat].zones[zone_name])
        note.add(
            msg(
                "subgame.deck_out",
                player=world.name_of(seat),
                zone=ZoneLabel(zone_name),
                main=game_label(parent),
            ),
            R.SUBGAME_SUPPLEMENTARY_END,
            R.SHUFFLE,
        )


def _command_cards_out(ctx: Context, sub: Game, parent: Game, seat: int, note: Narration) -> None:
    name = ctx.world.name_of(seat)
    sub_command = sub.players[seat].zones[ZoneName.COMMAND]
    for card in list(sub_command):
        if card.nontraditional is Nontraditional.VANGUARD:
            actions.move(ctx, card, sub_command, parent.players[seat].zones[ZoneName.COMMAND])
            note.add(
                msg("subgame.vanguard_out", player=name, card=CardLabel(card.name)),
                R.SUBGAME_VANGUARD_END,
            )
        elif card.is_commander:
            owner_command = parent.players[card.owner].zones[ZoneName.COMMAND]
            actions.move(ctx, card, sub_command, owner_command)
            note.add(
                msg(
                    "subgame.commander_out",
                    player=name,
                    card=CardLabel(card.name),
                    main=game_label(parent),
                ),
                R.SUBGAME_COMMANDER_END,
            )


@dataclass
class _Leftovers:
    """What the subgame held when it ended: the cards to return and the objects that vanish."""

    cards: list[tuple[Card, ZoneName | None]] = field(default_factory=list)
    tokens: int = 0
    copies: int = 0
    abilities: int = 0
    left_game: int = 0
    left_seats: set[int] = field(default_factory=set)  # players who left the subgame (800.4a)


@dataclass
class _Placement:
    """Where the returning cards went, for the narration."""

    to_library: dict[int, int] = field(default_factory=dict)
    stayed_exiled: list[Card] = field(default_factory=list)
    to_command: list[Card] = field(default_factory=list)
    onto_battlefield: list[Card] = field(default_factory=list)


def _return_cards(ctx: Context, sub: Game, parent: Game) -> None:
    """724.5: every traditional card each player owns in the subgame, outside its command zone."""
    leftovers = _empty_subgame(sub)
    placement = _place_in_main_game(ctx, parent, leftovers.cards, _tug_of_war_keeper(sub))
    note = _shuffle_libraries(ctx, sub, parent, placement, leftovers.left_seats)
    _narrate_returns(ctx, sub, leftovers, placement, note)
    ctx.log.add(
        parent,
        "subgame_cards_back",
        msg("title.cards_back", game=game_label(sub), main=game_label(parent)),
        note.text,
        note.rules,
    )
    if placement.stayed_exiled:
        _log_old_rule_exile(ctx, parent, placement.stayed_exiled)


def _empty_subgame(sub: Game) -> _Leftovers:
    """Take every card out of the subgame's zones, stack and left-game list; count what vanishes."""
    leftovers = _Leftovers()
    for state in sub.players.values():
        for zone_name, zone in state.zones.items():
            if zone_name is ZoneName.COMMAND or zone_name in SUPPLEMENTARY_ZONES:
                continue
            for card in zone.take_all():
                if card.is_token:
                    leftovers.tokens += 1
                else:
                    leftovers.cards.append((card, zone_name))
    for item in sub.stack:
        if item.card is not None:
            leftovers.cards.append((item.card, None))
        elif item.kind is StackKind.COPY:
            leftovers.copies += 1
        else:
            leftovers.abilities += 1
    sub.stack = []
    leftovers.left_game = len(sub.left_game)
    leftovers.left_seats = {seat for seat, state in sub.players.items() if state.lost} & {
        card.owner for card in sub.left_game
    }
    leftovers.cards.extend((card, None) for card in sub.left_game)
    sub.left_game = []
    return leftovers


def _place_in_main_game(
    ctx: Context,
    parent: Game,
    cards: list[tuple[Card, ZoneName | None]],
    kept: Card | None,
) -> _Placement:
    """Each card becomes a new object in an owner's main-game zone: the library, or an exception."""
    world = ctx.world
    old_rules = world.rules_mode is RulesMode.PRE_2007
    placement = _Placement()
    for card, origin in cards:
        counters = dict(card.counters)
        card.become_new_object(world.tick())
        main_state = parent.players[card.owner]
        if card.nontraditional is not None:
            # only cards that left the subgame with their owner (800.4a) get here
            main_state.zones[_HOME[card.nontraditional]].add_bottom(card)
        elif card is kept:
            card.controller = card.owner
            main_state.zones[ZoneName.BATTLEFIELD].add_bottom(card)
            placement.onto_battlefield.append(card)
        elif old_rules and origin is ZoneName.EXILE:
            card.counters = counters  # it never left the old "removed from the game" zone
            main_state.zones[ZoneName.EXILE].add_bottom(card)
            placement.stayed_exiled.append(card)
        elif card.is_commander and world.players[card.owner].commander_to_command:
            main_state.zones[ZoneName.COMMAND].add_bottom(card)
            placement.to_command.append(card)
        else:
            main_state.zones[ZoneName.LIBRARY].add_bottom(card)
            placement.to_library[card.owner] = placement.to_library.get(card.owner, 0) + 1
    return placement


def _shuffle_libraries(
    ctx: Context, sub: Game, parent: Game, placement: _Placement, left_seats: set[int]
) -> Narration:
    world = ctx.world
    note = Narration()
    for seat in sub.players:
        parent.players[seat].zones[ZoneName.LIBRARY].shuffle(world.rng)
        note.add(
            msg(
                "subgame.cards_back_left" if seat in left_seats else "subgame.cards_back",
                player=world.name_of(seat),
                count=placement.to_library.get(seat, 0),
                main=game_label(parent),
            ),
            R.SUBGAME_END,
            R.SHUFFLE,
        )
    return note


def _narrate_returns(
    ctx: Context, sub: Game, leftovers: _Leftovers, placement: _Placement, note: Narration
) -> None:
    """The exceptions to "into the library", and the objects that ceased to exist."""
    world = ctx.world
    parent = sub.parent
    assert parent is not None
    old_rules = world.rules_mode is RulesMode.PRE_2007
    note.add(
        msg("subgame.incl_phased" if old_rules else "subgame.incl_exile_phased"), R.SUBGAME_END
    )
    if leftovers.left_game:
        note.cite(R.LEAVES_GAME)
    for card in placement.to_command:
        note.add(
            msg(
                "subgame.commander_option",
                card=CardLabel(card.name),
                player=world.name_of(card.owner),
            ),
            R.COMMANDER_REPLACEMENT,
        )
    for card in placement.onto_battlefield:
        note.add(
            msg(
                "tug.kept",
                card=CardLabel(card.name),
                player=world.name_of(card.owner),
                main=game_label(parent),
            )
        )
    emblems = sum(len(state.emblems) for state in sub.players.values())
    if leftovers.tokens or leftovers.copies or leftovers.abilities or emblems:
        note.add(
            msg(
                "subgame.objects_vanish",
                tokens=leftovers.tokens,
                copies=leftovers.copies,
                abilities=leftovers.abilities,
                emblems=emblems,
            ),
            R.SUBGAME_END,
        )


def _log_old_rule_exile(ctx: Context, parent: Game, stayed_exiled: list[Card]) -> None:
    """Pre-2007: no rule number to cite, so the step names the wiki's old-rules section."""
    ctx.log.add(
        parent,
        "old_rule_exile",
        msg("title.old_rule"),
        [
            msg(
                "subgame.old_rule_exile",
                cards=CardGroup(tuple(c.name for c in stayed_exiled)),
                main=game_label(parent),
            )
        ],
        [],
    )


def _tug_of_war_keeper(sub: Game) -> Card | None:
    """Tug of War: the winner keeps one of their picks on the main battlefield (first listed)."""
    if not sub.tug_of_war_picks or len(sub.winners) != 1:
        return None
    picks = sub.tug_of_war_picks.get(sub.winners[0], [])
    return picks[0] if picks else None


def _finish_creating_spell(ctx: Context, parent: Game, sub: Game, item: StackItem) -> None:
    """724.5: the spell that created the subgame finishes resolving, even if it has left."""
    world = ctx.world
    note = Narration()
    definition = lookup(item.name)
    assert definition is not None and definition.subgame is not None
    winners = set(sub.winners)
    label = CardLabel(item.name)
    note.add(msg("subgame.spell_finishes", card=label), R.SUBGAME_END, R.SUBGAME_SEPARATE)
    after = definition.subgame.after
    if after is AfterSubgame.NON_WINNERS_LOSE_HALF_LIFE:
        for seat in parent.seats_in_game():
            if seat in winners:
                continue
            life = parent.players[seat].life
            amount = max(math.ceil(life / 2), 0)
            note.add(msg("shahrazad.half", player=world.name_of(seat), life=life, amount=amount))
            actions.lose_life(ctx, parent, seat, amount, note)
    elif after is AfterSubgame.DOUBLE_DAMAGE_TO_NON_WINNERS:
        losers = frozenset(seat for seat in parent.seats_in_game() if seat not in winners)
        if losers:
            parent.effects.append(
                ContinuousEffect(
                    EffectKind.DOUBLE_DAMAGE_TO, item.controller, item.name or "", False, losers
                )
            )
            note.add(
                msg(
                    "countdown.doubles",
                    players=tuple(world.name_of(seat) for seat in sorted(losers)),
                ),
                R.REPLACEMENT,
            )
    elif after is AfterSubgame.WINNER_SEARCHES_TWO:
        for seat in sub.winners:
            if parent.in_game(seat):
                _search_two(ctx, parent, seat, item, note)
    if not winners:
        note.add(msg("subgame.nobody_won"))
    parent.resolving = None
    item.card_left = item not in parent.stack
    finish_spell(ctx, parent, item, note)
    ctx.log.add(
        parent,
        "subgame_spell_finishes",
        msg("title.spell_finishes", card=label),
        note.text,
        note.rules,
    )


def _search_two(ctx: Context, game: Game, seat: int, item: StackItem, note: Narration) -> None:
    state = game.players[seat]
    library = state.zones[ZoneName.LIBRARY]
    hand = state.zones[ZoneName.HAND]
    wanted = list(item.choices.get(seat, []))
    found: list[Card] = []
    for name in wanted[:2]:
        card = next((c for c in library if c.name == name and c not in found), None)
        if card is not None:
            found.append(card)
    for card in library:
        if len(found) >= 2:
            break
        if card not in found and (not wanted and card.name is not None):
            found.append(card)
    for card in library:
        if len(found) >= 2:
            break
        if card not in found and not wanted:
            found.append(card)
    for card in found:
        actions.move(ctx, card, library, hand)
    library.shuffle(ctx.world.rng)
    note.add(
        msg(
            "dungeon.search",
            player=ctx.world.name_of(seat),
            cards=tuple(CardLabel(c.name) for c in found) or ("-",),
        ),
        R.SEARCH,
        R.SHUFFLE,
    )
