"""Starting a subgame (724.2-724.4): new zones, libraries moved in, first player, hands.

Cards move, never copy: each player's main-game library cards are moved into the new game's
library; variant cards move from command zone to command zone; main-game counters stay behind.
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import type_line_of
from engine.cards.base import CardDef
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted, CounterList, ZoneLabel, game_label
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.turns import first_turn
from engine.scenario.limits import MAX_SUBGAME_DEPTH
from engine.state import (
    SUPPLEMENTARY_ZONES,
    Card,
    Game,
    Nontraditional,
    StackItem,
    Variant,
    Zone,
    ZoneName,
    new_player_state,
)
from engine.world_builder import starting_life

OPENING_HAND = 7


def start_subgame(ctx: Context, parent: Game, item: StackItem, card: CardDef) -> Game:
    """724.2: new zones, libraries moved and shuffled, random first player, opening hands."""
    assert card.subgame is not None
    world = ctx.world
    if parent.depth + 1 > MAX_SUBGAME_DEPTH:
        ctx.fail(f"subgames may nest at most {MAX_SUBGAME_DEPTH} deep", "type")
    parent.children += 1
    game_id = f"sub{parent.children}" if parent.depth == 0 else f"{parent.id}.{parent.children}"
    seats = parent.seats_in_game()
    rules = card.subgame
    sub = Game(
        id=game_id,
        depth=parent.depth + 1,
        parent=parent,
        players={},
        creator=item,
        subgame_card=card.name,
    )
    for seat in seats:
        life = (
            rules.starting_life if rules.starting_life is not None else starting_life(world, seat)
        )
        sub.players[seat] = new_player_state(seat, life)
        sub.starting_life[seat] = life
    parent.resolving = item
    intro = [
        msg(
            "subgame.begins",
            game=game_label(sub),
            card=CardLabel(card.name),
            main=game_label(parent),
        )
    ]
    start_rules = [R.SUBGAME, R.SUBGAME_MAIN_GAME, R.SUBGAME_START]
    if parent.depth >= 1:
        intro.append(msg("subgame.nested", game=game_label(sub), main=game_label(parent)))
        start_rules.append(R.SUBGAME_NESTED)
    if rules.starting_life is not None:
        intro.append(
            msg("subgame.starting_life", card=CardLabel(card.name), life=rules.starting_life)
        )
    else:
        start_rules.append(R.STARTING_LIFE)
        if world.variant is Variant.COMMANDER:
            start_rules.append(R.COMMANDER_STARTING_LIFE)
        elif world.variant is Variant.ARCHENEMY:
            start_rules.append(R.ARCHENEMY_LIFE)
    world.games.append(sub)
    ctx.log.add(
        sub, "subgame_start", msg("title.subgame_start", game=game_label(sub)), intro, start_rules
    )
    if rules.picks_from_library:
        _tug_of_war_picks(ctx, parent, sub, item, rules.picks_from_library)
    _move_libraries(ctx, parent, sub)
    _variant_moves_in(ctx, parent, sub)
    _set_aside_counters(ctx, parent, sub)
    _first_player_and_hands(ctx, sub)
    return sub


def _tug_of_war_picks(ctx: Context, parent: Game, sub: Game, item: StackItem, limit: int) -> None:
    note = Narration()
    world = ctx.world
    for seat in sub.players:
        library = parent.players[seat].zones[ZoneName.LIBRARY]
        wanted = item.choices.get(seat)
        picks: list[Card] = []
        if wanted is not None:
            for name in wanted[:limit]:
                card = next((c for c in library if c.name == name and c not in picks), None)
                types = type_line_of(name, card.type_line if card else None)
                if card is None or (types is not None and not types.is_permanent):
                    ctx.fail(
                        f"{world.name_of(seat)}'s main-game library has no permanent card "
                        f"named {name!r}",
                        f"choices.{world.name_of(seat)}",
                    )
                if any(pick.name == name for pick in picks):
                    ctx.fail(
                        "the cards must have different names", f"choices.{world.name_of(seat)}"
                    )
                picks.append(card)
        else:
            for card in library:
                types = type_line_of(card.name, card.type_line)
                if card.name is None or (types is not None and not types.is_permanent):
                    continue
                if any(pick.name == card.name for pick in picks):
                    continue
                picks.append(card)
                if len(picks) == limit:
                    break
        for card in picks:
            actions.put_onto_battlefield(ctx, sub, card, library, seat, note)
        sub.tug_of_war_picks[seat] = picks
        note.add(
            msg(
                "tug.picks",
                player=world.name_of(seat),
                cards=tuple(CardLabel(c.name) for c in picks) or ("-",),
                count=Counted(len(picks), "permanent card"),
            )
        )
    ctx.log.add(sub, "subgame_picks", msg("title.tug_picks"), note.text, [R.SUBGAME_START])


def _move_libraries(ctx: Context, parent: Game, sub: Game) -> None:
    note = Narration()
    for seat in sub.players:
        source = parent.players[seat].zones[ZoneName.LIBRARY]
        destination = sub.players[seat].zones[ZoneName.LIBRARY]
        count = len(source)
        for card in source.take_all():
            card.become_new_object(ctx.world.tick())
            destination.add_bottom(card)
        destination.shuffle(ctx.world.rng)
        note.add(
            msg(
                "subgame.library_moved",
                player=ctx.world.name_of(seat),
                count=Counted(count, "card"),
                main=game_label(parent),
                game=game_label(sub),
            )
        )
    note.add(msg("subgame.other_zones_empty", main=game_label(parent)))
    ctx.log.add(
        sub,
        "subgame_libraries",
        msg("title.libraries_moved"),
        note.text,
        [R.SUBGAME_START, R.SHUFFLE, R.SUBGAME_OUTSIDE],
    )


def _variant_moves_in(ctx: Context, parent: Game, sub: Game) -> None:
    """724.2a-c: commanders, vanguard cards and supplementary decks move into the subgame."""
    note = Narration()
    for seat in sub.players:
        _command_cards_in(ctx, parent, sub, seat, note)
        if ctx.world.variant is Variant.COMMANDER:
            _battlefield_commanders_stay(parent, seat, note)
        _decks_in(ctx, parent, sub, seat, note)
    if note.text:
        ctx.log.add(sub, "subgame_variant_start", msg("title.variant_start"), note.text, note.rules)


def _command_cards_in(ctx: Context, parent: Game, sub: Game, seat: int, note: Narration) -> None:
    name = ctx.world.name_of(seat)
    main_command = parent.players[seat].zones[ZoneName.COMMAND]
    sub_command = sub.players[seat].zones[ZoneName.COMMAND]
    for card in list(main_command):
        if card.is_commander and card.owner == seat:
            actions.move(ctx, card, main_command, sub_command)
            note.add(
                msg("subgame.commander_in", player=name, card=CardLabel(card.name)),
                R.SUBGAME_COMMANDER_START,
            )
        elif card.nontraditional is Nontraditional.VANGUARD:
            actions.move(ctx, card, main_command, sub_command)
            note.add(
                msg("subgame.vanguard_in", player=name, card=CardLabel(card.name)),
                R.SUBGAME_VANGUARD_START,
                R.VANGUARD_OWNER,
            )
        elif card.nontraditional is not None:
            note.add(
                msg("subgame.face_up_stays", card=CardLabel(card.name)),
                R.SUBGAME_SUPPLEMENTARY_START,
            )


def _battlefield_commanders_stay(parent: Game, seat: int, note: Narration) -> None:
    for card in parent.players[seat].zones[ZoneName.BATTLEFIELD]:
        if card.is_commander:
            note.add(
                msg("subgame.commander_stays", card=CardLabel(card.name), main=game_label(parent)),
                R.SUBGAME_OUTSIDE,
            )


def _decks_in(ctx: Context, parent: Game, sub: Game, seat: int, note: Narration) -> None:
    world = ctx.world
    for zone_name in SUPPLEMENTARY_ZONES:
        source = parent.players[seat].zones[zone_name]
        if not len(source):
            continue
        destination = sub.players[seat].zones[zone_name]
        for card in move_deck(ctx, source, destination):
            sub.supplementary_origin[card.id] = seat
        note.add(
            msg(
                "subgame.deck_in",
                player=world.name_of(seat),
                zone=ZoneLabel(zone_name),
                count=Counted(len(destination), "card"),
            ),
            R.SUBGAME_SUPPLEMENTARY_START,
            R.SHUFFLE,
            R.PLANAR_DECK_OWNER if zone_name is ZoneName.PLANAR_DECK else R.SCHEME_OWNER,
        )


def move_deck(ctx: Context, source: Zone, destination: Zone) -> list[Card]:
    """A whole supplementary deck changes games: new objects, shuffled in their new zone."""
    moved = source.take_all()
    for card in moved:
        card.become_new_object(ctx.world.tick())
        destination.add_bottom(card)
    destination.shuffle(ctx.world.rng)
    return moved


def _set_aside_counters(ctx: Context, parent: Game, sub: Game) -> None:
    held = [
        (seat, dict(parent.players[seat].counters))
        for seat in sub.players
        if any(parent.players[seat].counters.values())
    ]
    if not held:
        return
    text = [
        msg(
            "subgame.counters_set_aside",
            player=ctx.world.name_of(seat),
            counters=counter_list(counters),
        )
        for seat, counters in held
    ]
    ctx.log.add(
        sub, "subgame_counters", msg("title.counters_set_aside"), text, [R.SUBGAME_COUNTERS]
    )


def counter_list(counters: dict[str, int]) -> CounterList:
    return CounterList(tuple((kind, amount) for kind, amount in sorted(counters.items()) if amount))


def _first_player_and_hands(ctx: Context, sub: Game) -> None:
    world = ctx.world
    seats = list(sub.players)
    first = world.rng.choice(seats)
    sub.active = first
    sub.turn = 1
    ctx.log.add(
        sub,
        "subgame_first_player",
        msg("title.first_player", game=game_label(sub)),
        [msg("subgame.first_player", player=world.name_of(first))],
        [R.SUBGAME_START, R.STARTING_PLAYER],
    )
    note = Narration()
    order = seats[seats.index(first) :] + seats[: seats.index(first)]
    short = []
    for seat in order:
        library_size = len(sub.players[seat].zones[ZoneName.LIBRARY])
        actions.draw(ctx, sub, seat, OPENING_HAND, note)
        if library_size < OPENING_HAND:
            short.append(seat)
    note.cite(R.OPENING_HAND)
    for seat in short:
        note.add(msg("subgame.short_library", player=world.name_of(seat)), R.SUBGAME_SMALL_LIBRARY)
    for state in sub.players.values():
        state.life_at_turn_start = state.life
    note.add(msg("subgame.first_upkeep"), R.SUBGAME_SMALL_LIBRARY, R.SBA_LOOP)
    ctx.log.add(sub, "subgame_opening_hands", msg("title.opening_hands"), note.text, note.rules)
    if world.variant is Variant.PLANECHASE:
        _starting_plane(ctx, sub, first)
    turn = Narration()
    turn.add(msg("turn.first", player=world.name_of(first)), R.FIRST_TURN)
    first_turn(ctx, sub, turn)
    ctx.log.add(
        sub, "first_turn", msg("title.first_turn", game=game_label(sub)), turn.text, turn.rules
    )


def _starting_plane(ctx: Context, sub: Game, first: int) -> None:
    """724.2 makes the subgame follow 103: the starting player turns the top of their planar
    deck face up; a phenomenon goes to the bottom and the next card is turned (103.7, 901.5)."""
    state = sub.players[first]
    deck = state.zones[ZoneName.PLANAR_DECK]
    if not len(deck):
        return
    note = Narration()
    name = ctx.world.name_of(first)
    for _ in range(len(deck)):
        top = deck.cards[0]
        types = type_line_of(top.name, top.type_line)
        if types is not None and "phenomenon" in types.types:
            actions.move(ctx, top, deck, deck, bottom=True)
            note.add(msg("plane.phenomenon_to_bottom", player=name, card=CardLabel(top.name)))
            continue
        actions.move(ctx, top, deck, state.zones[ZoneName.COMMAND])
        note.add(msg("plane.starting", player=name, card=CardLabel(top.name)))
        break
    ctx.log.add(
        sub,
        "subgame_starting_plane",
        msg("title.starting_plane"),
        note.text,
        [R.SUBGAME_START, R.STARTING_PLANE, R.PLANECHASE_STARTING_PLANE],
    )
