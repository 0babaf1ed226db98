"""Actions on cards by what the rules call them: mill (701.13a), exile (701.11a), sacrifice
(701.17a), shuffle (701.20a), and the engine's order for "sacrifice N"."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import Counted
from engine.log.narration import Narration
from engine.rules.actions import label, move, owner_zone, remove_permanent
from engine.rules.queries import graveyard_zone
from engine.state import Card, Game, Zone, ZoneName


def mill(ctx: Context, game: Game, seat: int, count: int, note: Narration) -> int:
    state = game.players[seat]
    library = state.zones[ZoneName.LIBRARY]
    graveyard, crypt = graveyard_zone(game, seat)
    milled = 0
    for _ in range(min(count, len(library))):
        move(ctx, library.cards[0], library, graveyard)
        milled += 1
    note.add(
        msg("mill.milled", player=ctx.world.name_of(seat), count=Counted(milled, "card")), R.MILL
    )
    if crypt is not None and milled:
        note.add(msg("crypt.exiles_milled", crypt=label(crypt)), R.REPLACEMENT)
    return milled


def exile_card(ctx: Context, game: Game, card: Card, source: Zone, note: Narration) -> None:
    """Exile a card that is not a permanent (a permanent goes through `remove_permanent`)."""
    move(ctx, card, source, owner_zone(game, card, ZoneName.EXILE))
    note.add(msg("exile.card", card=label(card)), R.EXILE)


def sacrifice(ctx: Context, game: Game, card: Card, note: Narration) -> None:
    note.add(
        msg("sacrifice.card", player=ctx.world.name_of(card.controller), card=label(card)),
        R.SACRIFICE,
    )
    remove_permanent(ctx, game, card, ZoneName.GRAVEYARD, note)


def shuffle_library(ctx: Context, game: Game, seat: int) -> None:
    game.players[seat].zones[ZoneName.LIBRARY].shuffle(ctx.world.rng)


def sacrifice_order(game: Game, seat: int, keep_last: Card | None, *, nontoken: bool) -> list[Card]:
    """The engine's choice for "sacrifice N permanents": tokens first, newest first, the card
    whose ability asks last, so the player keeps it as long as possible."""
    cards = [
        card
        for card in game.players[seat].zones[ZoneName.BATTLEFIELD]
        if not card.phased_out and card.controller == seat and not (nontoken and card.is_token)
    ]
    cards.sort(key=lambda card: (card is keep_last, not card.is_token, -card.timestamp))
    return cards
