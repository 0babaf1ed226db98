"""724.5: every card each player owns in the subgame goes back to the main game, mostly into the
library; the subgame's tokens, copies, abilities and emblems cease to exist."""

from __future__ import annotations

from dataclasses import dataclass, field

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardGroup, CardLabel, Counted, game_label
from engine.log.narration import Narration
from engine.rules.choices import commander_choice, first_chosen
from engine.state import (
    SUPPLEMENTARY_ZONES,
    Card,
    Game,
    Nontraditional,
    RulesMode,
    StackKind,
    ZoneName,
)

_HOME = {
    Nontraditional.PLANE: ZoneName.PLANAR_DECK,
    Nontraditional.SCHEME: ZoneName.SCHEME_DECK,
    Nontraditional.VANGUARD: ZoneName.COMMAND,
}


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
    left_main: dict[int, int] = field(default_factory=dict)  # owners who left the main game
    stayed_exiled: list[Card] = field(default_factory=list)
    to_command: list[Card] = field(default_factory=list)
    onto_battlefield: list[Card] = field(default_factory=list)
    # cards another player controlled on the subgame's battlefield, and that player
    controlled_by_other: list[tuple[Card, int]] = field(default_factory=list)


def return_cards(ctx: Context, sub: Game, parent: Game) -> None:
    """724.5: every traditional card each player owns in the subgame, outside its command zone."""
    leftovers = _empty_subgame(sub)
    placement = _place_in_main_game(ctx, parent, leftovers.cards, _tug_of_war_keeper(ctx, sub))
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
        if origin is ZoneName.BATTLEFIELD and card.controller not in (-1, card.owner):
            placement.controlled_by_other.append((card, card.controller))
        card.become_new_object(world.tick())
        main_state = parent.players[card.owner]
        if main_state.lost and parent.players and not parent.over:
            # the owner conceded the main game during the subgame: gone with them (800.4a)
            parent.left_game.append(card)
            placement.left_main[card.owner] = placement.left_main.get(card.owner, 0) + 1
        elif card.nontraditional is not None:
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
        elif card.is_commander and commander_choice(
            ctx, world.players[card.owner].commander_to_command
        ):
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
        if seat in placement.left_main:
            note.add(
                msg(
                    "subgame.cards_left_main",
                    player=world.name_of(seat),
                    count=Counted(placement.left_main[seat], "card"),
                    main=game_label(parent),
                ),
                R.SUBGAME_END,
                R.LEAVES_GAME,
            )
            continue
        parent.players[seat].zones[ZoneName.LIBRARY].shuffle(world.rng)
        note.add(
            msg(
                "subgame.cards_back_left" if seat in left_seats else "subgame.cards_back",
                player=world.name_of(seat),
                count=Counted(placement.to_library.get(seat, 0), "card"),
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
    for card, controller in placement.controlled_by_other:
        if card in placement.onto_battlefield or card in placement.to_command:
            continue
        note.add(
            msg(
                "subgame.controlled_back",
                card=CardLabel(card.name),
                controller=world.name_of(controller),
                owner=world.name_of(card.owner),
                main=game_label(parent),
            ),
            R.SUBGAME_END,
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
                tokens=Counted(leftovers.tokens, "token"),
                copies=Counted(leftovers.copies, "spell copy"),
                abilities=Counted(leftovers.abilities, "ability"),
                emblems=Counted(emblems, "emblem"),
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


def _tug_of_war_keeper(ctx: Context, sub: Game) -> Card | None:
    """Tug of War: the winner keeps one of their picks on the main battlefield: the event's
    `choose.keep`, else the first listed."""
    if not sub.tug_of_war_picks or len(sub.winners) != 1:
        return None
    picks = first_chosen(ctx, "keep", sub.tug_of_war_picks.get(sub.winners[0], []))
    return picks[0] if picks else None
