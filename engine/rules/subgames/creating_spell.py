"""724.5: the spell that created the subgame finishes resolving, with what it does afterwards."""

from __future__ import annotations

import math

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import AfterSubgame
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.stack_finish import finish_spell
from engine.state import (
    Card,
    ContinuousEffect,
    EffectKind,
    Game,
    StackItem,
    ZoneName,
)


def finish_creating_spell(ctx: Context, parent: Game, sub: Game, item: StackItem) -> None:
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
