"""Replacement effects that replace a loss (614.1a), once each (614.5): Lich's Mirror,
Exquisite Archangel."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards.base import Static
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted
from engine.log.narration import Narration
from engine.outcomes import Outcome
from engine.rules import actions, card_actions
from engine.rules.losing.reasons import LOSS_RULES, loss_reason_of, reason_label
from engine.rules.queries import (
    statics_of,
)
from engine.state import Card, Game, ZoneName


def replace_loss(
    ctx: Context,
    game: Game,
    seat: int,
    replacements: list[Card],
    outcome: Outcome,
    *,
    chosen: bool = False,
) -> None:
    """614.1a: the loss is replaced; 616.1: of several, the affected player chooses (the event's
    `choose.replacement`), else the engine picks the oldest."""
    card = replacements[0]
    note = Narration()
    name = ctx.world.name_of(seat)
    note.add(
        msg(
            "loss.replaced",
            player=name,
            reason=reason_label(ctx.world, seat, loss_reason_of(outcome)),
            card=CardLabel(card.name),
        ),
        R.REPLACEMENT,
        *LOSS_RULES[loss_reason_of(outcome)],
    )
    note.add(msg("loss.replacement_once"), R.REPLACE_ONCE)
    if len(replacements) > 1:
        key = "loss.replacement_chosen" if chosen else "loss.replacement_choice"
        note.add(msg(key, card=CardLabel(card.name), player=name), R.CHOOSE_REPLACEMENT)
    if Static.LOSS_BECOMES_MIRROR in statics_of(card):
        _lichs_mirror(ctx, game, seat, note)
    else:
        actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
        note.add(msg("archangel.exiled", card=CardLabel(card.name)), R.EXILE)
        actions.set_life(ctx, game, seat, game.starting_life[seat], note)
    ctx.log.add(
        game,
        "loss_replaced",
        msg("title.loss_replaced", player=name, card=CardLabel(card.name)),
        note.text,
        note.rules,
    )


def _lichs_mirror(ctx: Context, game: Game, seat: int, note: Narration) -> None:
    """Shuffle hand, graveyard and all permanents you own into your library, draw seven, 20 life."""
    state = game.players[seat]
    library = state.zones[ZoneName.LIBRARY]
    moved = 0
    for zone_name in (ZoneName.HAND, ZoneName.GRAVEYARD):
        zone = state.zones[zone_name]
        for card in list(zone):
            actions.move(ctx, card, zone, library)
            moved += 1
    for card in list(game.battlefield()):
        if card.owner == seat:
            actions.remove_permanent(ctx, game, card, ZoneName.LIBRARY, note)
            moved += 1
    card_actions.shuffle_library(ctx, game, seat)
    note.add(
        msg("mirror.shuffled", player=ctx.world.name_of(seat), count=Counted(moved, "card")),
        R.SHUFFLE,
    )
    actions.draw(ctx, game, seat, 7, note)
    actions.set_life(ctx, game, seat, 20, note)
