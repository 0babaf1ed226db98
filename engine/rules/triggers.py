"""Triggered abilities: noticing that they trigger (603.2) and putting them on the stack (603.3).

Each game queues its own triggers. A main-game ability that triggers while a subgame runs (a card
brought into the subgame left a main-game zone) waits in the main game's queue until the main
game resumes (724.4a).
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import When
from engine.context import Context
from engine.i18n import Msg, msg
from engine.i18n.labels import CardLabel, game_label
from engine.log.narration import Narration
from engine.rules.queries import active_permanents, is_opponent
from engine.scenario.model import EventType
from engine.state import Card, Game, StackItem, StackKind

_YOUR_EVENTS = {When.YOU_GAIN_LIFE, When.YOU_LOSE_LIFE, When.YOU_ARE_DEALT_DAMAGE}


def notify(
    ctx: Context,
    game: Game,
    when: When,
    note: Narration,
    *,
    seat: int | None = None,
    amount: int = 0,
) -> None:
    """A game event happened; queue the abilities of permanents that trigger on it."""
    for card in list(active_permanents(game)):
        _trigger_from(ctx, game, card, card.controller, when, note, seat=seat, amount=amount)


def notify_entered(ctx: Context, game: Game, card: Card, note: Narration) -> None:
    _trigger_from(ctx, game, card, card.controller, When.ENTERS, note)


def notify_left(
    ctx: Context,
    game: Game,
    card: Card,
    controller: int,
    to_graveyard: bool,
    note: Narration,
) -> None:
    """Leaves-the-battlefield abilities look back in time (603.10a): use the old controller."""
    _trigger_from(ctx, game, card, controller, When.LEAVES_BATTLEFIELD, note)
    if to_graveyard:
        _trigger_from(ctx, game, card, controller, When.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD, note)
    link = game.linked_losses.pop(card.id, None)
    if link is not None and (to_graveyard or not link.only_dies):
        note.cite(R.LEAVES_TRIGGER, R.LOOK_BACK)
        item = StackItem(
            id=ctx.world.new_id(),
            kind=StackKind.TRIGGER,
            controller=link.controller,
            name=link.source,
            ability=link.ability,
            subject=link.loser,
        )
        queue(ctx, game, item, note)


def _trigger_from(
    ctx: Context,
    game: Game,
    card: Card,
    controller: int,
    when: When,
    note: Narration,
    *,
    seat: int | None = None,
    amount: int = 0,
) -> None:
    definition = lookup(card.name)
    if definition is None:
        return
    for ability in definition.triggers:
        if ability.when is not when:
            continue
        if when in _YOUR_EVENTS and seat != controller:
            continue
        if when is When.ANOTHER_PLAYER_LOSES and seat == controller:
            continue
        if when is When.AN_OPPONENT_LOSES and (
            seat is None or not is_opponent(ctx.world, controller, seat)
        ):
            continue
        if when in (When.LEAVES_BATTLEFIELD, When.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD):
            note.cite(R.LEAVES_TRIGGER, R.LOOK_BACK)
        queue(
            ctx,
            game,
            StackItem(
                id=ctx.world.new_id(),
                kind=StackKind.TRIGGER,
                controller=controller,
                name=card.name,
                ability=ability.key,
                source_id=card.id,
                source_timestamp=card.timestamp,
                amount=amount,
                subject=seat,
            ),
            note,
        )


def queue(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    game.waiting_triggers.append(item)
    label = CardLabel(item.name)
    if game is ctx.world.current:
        note.add(msg("trigger.triggered", card=label, ability=_ability_text(item)), R.TRIGGER)
    else:
        # 724.4a: a card brought into the subgame left a main-game zone; otherwise (a player
        # conceded the main game during the subgame) the rules say only that it waits too
        brought_in = ctx.event is not None and ctx.event.type is EventType.BRING_IN
        item.waited_for_subgame = brought_in
        rules = (R.TRIGGER, R.SUBGAME_BRING_IN) if brought_in else (R.TRIGGER,)
        note.add(
            msg("trigger.waits", card=label, ability=_ability_text(item), game=game_label(game)),
            *rules,
        )


def _ability_text(item: StackItem) -> Msg:
    return ability_text(item.ability or "")


def ability_text(key: str) -> Msg:
    """The modelled ability's text, e.g. 'When it leaves the battlefield, you lose the game.'"""
    return msg(f"ability.{key}")


def put_waiting_on_stack(ctx: Context, game: Game) -> bool:
    """603.3b: in APNAP order, each player puts their waiting triggers on the stack; 724.4a is
    cited only when some of them triggered while a subgame suspended this game."""
    if not game.waiting_triggers:
        return False
    waiting = game.waiting_triggers
    game.waiting_triggers = []
    note = Narration()
    seats = list(game.players)
    start = seats.index(game.active) if game.active in seats else 0
    order = seats[start:] + seats[:start]
    placed: list[StackItem] = []
    for seat in order:
        for item in waiting:
            if item.controller != seat:
                continue
            if not game.in_game(seat):
                note.add(
                    msg("trigger.controller_left", card=CardLabel(item.name)), R.LEAVES_GAME_TRIGGER
                )
                continue
            game.stack.append(item)
            placed.append(item)
    controllers = {item.controller for item in placed}
    if placed:
        names = tuple(CardLabel(item.name) for item in placed)
        note.add(msg("trigger.on_stack", cards=names), R.TRIGGER_TO_STACK)
        if len(controllers) > 1:
            note.cite(R.TRIGGER_APNAP)
    rules = [R.SUBGAME_END, R.SUBGAME_BRING_IN] if any(i.waited_for_subgame for i in placed) else []
    ctx.log.add(game, "triggers_on_stack", msg("title.triggers"), note.text, [*rules, *note.rules])
    return True


def has_pending(game: Game, source_id: int, ability: str) -> bool:
    return any(
        item.source_id == source_id and item.ability == ability
        for item in (*game.stack, *game.waiting_triggers)
    )
