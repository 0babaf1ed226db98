"""Baron Von Count (an Un-card, 100.7): casting a spell with the numeral its doom counter is on
moves the counter one numeral to the left; when it moves from "1," target player is destroyed
(read as losing the game, 104.3e) and the counter goes back on "5"."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import Do, When
from engine.cards.un_cards import DOOM, DOOM_FROM_ONE, DOOM_START
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules.queries import ability_source, active_permanents, opponents_in_game
from engine.rules.triggers import queue
from engine.state import Card, Game, StackItem, StackKind, ZoneName


def notify_cast(
    ctx: Context, game: Game, seat: int, numerals: tuple[int, ...], note: Narration
) -> None:
    """A spell its controller casts with the numeral a Baron's doom counter is on triggers it."""
    for card in active_permanents(game):
        definition = lookup(card.name)
        if card.controller != seat or definition is None:
            continue
        for ability in definition.triggers:
            if ability.when is not When.YOU_CAST_A_SPELL_WITH_ITS_NUMERAL:
                continue
            label = CardLabel(card.name)
            numeral = doom_numeral(card)
            if numeral >= 1 and numeral in numerals:
                note.add(msg("doom.numeral", card=label, numeral=numeral))
                queue(ctx, game, _trigger(ctx, card, ability.key, None), note)
            elif numeral >= 1:
                note.add(msg("doom.no_numeral", card=label, numeral=numeral))


def doom_numeral(card: Card) -> int:
    """The numeral the doom counter is on: as the scenario gave it, else "5", where it entered
    (614.1c); 0 once it has moved from "1" and is on no numeral."""
    return card.counters.get(DOOM, DOOM_START)


def _trigger(ctx: Context, card: Card, key: str, subject: int | None) -> StackItem:
    return StackItem(
        id=ctx.world.new_id(),
        kind=StackKind.TRIGGER,
        controller=card.controller,
        name=card.name,
        ability=key,
        source_id=card.id,
        source_timestamp=card.timestamp,
        subject=subject,
    )


def _move(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    baron = ability_source(game, item)
    if baron is None:
        note.add(msg("ability.source_gone", card=CardLabel(item.name)), R.NEW_OBJECT)
        return
    label = CardLabel(baron.name)
    numeral = doom_numeral(baron)
    if numeral < 1:
        note.add(msg("doom.nowhere", card=label), R.IMPOSSIBLE)
        return
    baron.counters[DOOM] = numeral - 1
    game.players[baron.controller].zones[ZoneName.BATTLEFIELD].touch()
    if numeral > 1:
        note.add(msg("doom.moves", card=label, old=numeral, new=numeral - 1), R.CASUAL_CARDS)
        return
    note.add(msg("doom.moves_from_one", card=label), R.CASUAL_CARDS)
    target = _target(ctx, game, baron.controller)
    queue(ctx, game, _trigger(ctx, baron, DOOM_FROM_ONE.key, target), note)
    key = "doom.target_default" if _chosen(ctx) is None else "doom.target_chosen"
    note.add(msg(key, player=ctx.world.name_of(target)), R.TRIGGER_TARGETS)


def _chosen(ctx: Context) -> int | None:
    return ctx.event.target_player if ctx.event is not None else None


def _target(ctx: Context, game: Game, controller: int) -> int:
    """The `resolve` event's `target`, else the next opponent in turn order, else the controller."""
    chosen = _chosen(ctx)
    if chosen is not None:
        if not game.in_game(chosen):
            ctx.fail(f"{ctx.world.name_of(chosen)} is not a player in this game", "target")
        return chosen
    opponents = opponents_in_game(ctx.world, game, controller)
    later = [seat for seat in opponents if seat > controller]
    return (later or opponents or [controller])[0]


def _destroy_player(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    target = item.subject
    assert target is not None
    name = ctx.world.name_of(target)
    if not game.in_game(target):
        note.add(msg("doom.target_gone", card=CardLabel(item.name), player=name), R.ILLEGAL_TARGET)
        return
    note.add(msg("doom.destroyed", player=name), R.CASUAL_CARDS, R.LOSE_EFFECT)
    game.pending_outcomes.append(
        Outcome(OutcomeKind.LOSE, target, LossReason.EFFECT, R.LOSE_EFFECT, item.name)
    )
    baron = ability_source(game, item)
    if baron is not None:
        baron.counters[DOOM] = DOOM_START
        game.players[baron.controller].zones[ZoneName.BATTLEFIELD].touch()
        note.add(msg("doom.back_on_five", card=CardLabel(baron.name)))


HANDLERS = {Do.MOVE_DOOM: _move, Do.DESTROY_PLAYER: _destroy_player}
