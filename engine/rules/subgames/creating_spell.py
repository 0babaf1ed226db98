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
from engine.rules.two_headed_giant import is_two_headed_giant
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
        _non_winners_lose_half(ctx, parent, winners, note)
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


def _non_winners_lose_half(ctx: Context, game: Game, winners: set[int], note: Narration) -> None:
    """Shahrazad: each player who didn't win loses half their life, rounded up."""
    world = ctx.world
    losers = [seat for seat in game.seats_in_game() if seat not in winners]
    # 810.9a: in Two-Headed Giant a head's "your life" is the team's, which every head shows
    key, rules = (
        ("shahrazad.half_team", (R.TEAM_LIFE_READ,))
        if is_two_headed_giant(world)
        else ("shahrazad.half", ())
    )
    # 101.4: the losses happen at once, so each half is of the life before any of them; two
    # heads of a team at 30 lose 15 each and the team is at 0, not at 7
    halves = {seat: game.players[seat].life for seat in losers}
    if len(losers) > 1:
        note.add(msg("shahrazad.at_once"), R.SIMULTANEOUS_ACTIONS)
    for seat, life in halves.items():
        amount = max(math.ceil(life / 2), 0)
        note.add(msg(key, player=world.name_of(seat), life=life, amount=amount), *rules)
        actions.lose_life(ctx, game, seat, amount, note)


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
