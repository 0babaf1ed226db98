"""724.5a-c: what a variant brought into the subgame goes back to the main game."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, ZoneLabel, game_label
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.subgames.start import move_deck
from engine.state import (
    SUPPLEMENTARY_ZONES,
    Game,
    Nontraditional,
    ZoneName,
)

_KIND = {
    ZoneName.PLANAR_DECK: Nontraditional.PLANE,
    ZoneName.SCHEME_DECK: Nontraditional.SCHEME,
}


def variant_moves_out(ctx: Context, sub: Game, parent: Game) -> None:
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
