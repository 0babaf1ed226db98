"""What happens instead of damage to a player: Immortal Coil prevents it (615.1a) and Nine Lives
prevents it for an incarnation counter; Nefarious Lich replaces it (614.1a) with exiling that
many graveyard cards, and a player who can't loses the game. Angel's Grace's effect and Worship
make damage that would take a life total below 1 take it to 1 (614.1a)."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import type_line_of
from engine.cards.base import Static
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules.choices import first_chosen
from engine.rules.queries import active_permanents, permanents_with
from engine.state import Card, EffectKind, Game, ZoneName


def damage_replaced(ctx: Context, game: Game, seat: int, amount: int, note: Narration) -> bool:
    """True if no damage is dealt to `seat` because one of these cards applied: the one the
    event's `choose.replacement` names, else the oldest (616.1)."""
    found = [
        (card, static) for static in _REPLACERS for card in permanents_with(game, seat, static)
    ]
    if not found:
        return False
    statics = {card.id: static for card, static in found}
    oldest_first = sorted((card for card, _ in found), key=lambda card: card.timestamp)
    card = first_chosen(ctx, "replacement", oldest_first)[0]  # 616.1: the affected player's
    _REPLACERS[statics[card.id]](ctx, game, seat, amount, card, note)
    return True


def floor_source(game: Game, seat: int) -> str | None:
    """The source whose effect makes damage reduce `seat`'s life total to 1 at least (614.1a):
    Angel's Grace's effect this turn, or a Worship whose controller controls a creature as the
    damage is dealt (its condition is checked then, so a creature gone leaves it idle)."""
    for effect in game.effects:
        if effect.kind is EffectKind.DAMAGE_FLOOR_ONE and effect.controller == seat:
            return effect.source
    worships = permanents_with(game, seat, Static.DAMAGE_FLOOR_WITH_CREATURE)
    if worships and _controls_a_creature(game, seat):
        return worships[0].name
    return None


def _controls_a_creature(game: Game, seat: int) -> bool:
    for card in active_permanents(game):
        types = type_line_of(card.name, card.type_line)
        if card.controller == seat and types is not None and "creature" in types.types:
            return True
    return False


def _exile_from_graveyard(ctx: Context, game: Game, seat: int, count: int) -> int:
    graveyard = game.players[seat].zones[ZoneName.GRAVEYARD]
    cards = first_chosen(ctx, "exile", list(graveyard))[:count]
    for card in cards:
        graveyard.remove(card)
        card.become_new_object(ctx.world.tick())
        game.players[card.owner].zones[ZoneName.EXILE].add_top(card)
    return len(cards)


def _immortal_coil(
    ctx: Context, game: Game, seat: int, amount: int, card: Card, note: Narration
) -> None:
    exiled = _exile_from_graveyard(ctx, game, seat, amount)
    note.add(
        msg(
            "coil.prevents",
            card=CardLabel(card.name),
            player=ctx.world.name_of(seat),
            amount=amount,
            count=Counted(exiled, "card"),
        ),
        R.PREVENTION,
        R.EXILE,
    )


def _nefarious_lich(
    ctx: Context, game: Game, seat: int, amount: int, card: Card, note: Narration
) -> None:
    exiled = _exile_from_graveyard(ctx, game, seat, amount)
    name = ctx.world.name_of(seat)
    note.add(
        msg(
            "nefarious.exiles",
            card=CardLabel(card.name),
            player=name,
            amount=amount,
            count=Counted(exiled, "card"),
        ),
        R.REPLACEMENT,
        R.EXILE,
    )
    if exiled < amount:
        note.add(msg("nefarious.cant", player=name), R.LOSE_EFFECT)
        game.pending_outcomes.append(
            Outcome(OutcomeKind.LOSE, seat, LossReason.EFFECT, R.LOSE_EFFECT, card.name)
        )


def _nine_lives(
    ctx: Context, game: Game, seat: int, amount: int, card: Card, note: Narration
) -> None:
    card.counters["incarnation"] = card.counters.get("incarnation", 0) + 1
    game.players[card.controller].zones[ZoneName.BATTLEFIELD].touch()
    note.add(
        msg(
            "nine_lives.prevents",
            card=CardLabel(card.name),
            player=ctx.world.name_of(seat),
            amount=amount,
            total=card.counters["incarnation"],
        ),
        R.PREVENTION,
        R.COUNTERS,
    )


_REPLACERS = {
    Static.PREVENT_DAMAGE_EXILING_GRAVEYARD: _immortal_coil,
    Static.DAMAGE_EXILES_GRAVEYARD_OR_LOSE: _nefarious_lich,
    Static.PREVENT_DAMAGE_FOR_INCARNATION: _nine_lives,
}
