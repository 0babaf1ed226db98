"""Casting (601.2), copying (707.10), activating (602.2) and resolving (608) stack objects."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup, type_line_of
from engine.cards.base import CardDef, SpellEffect, Static
from engine.context import Context
from engine.i18n import Msg, msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.rules import actions, card_actions
from engine.rules.ability_effects import resolve_ability
from engine.rules.loss_cards.doom_counter import notify_cast
from engine.rules.loss_cards.loss_abilities import check_resolve_choices
from engine.rules.loss_cards.loss_spells import resolve_loss_spell
from engine.rules.queries import statics_of
from engine.rules.stack_finish import finish_spell
from engine.rules.subgames.start import start_subgame
from engine.rules.targets import choose_targets
from engine.state import (
    Card,
    ContinuousEffect,
    EffectKind,
    Game,
    PlayerState,
    StackItem,
    StackKind,
    ZoneName,
)


def unmodelled_note(ctx: Context, name: str | None) -> Msg | None:
    """The first time a scenario uses a card the engine does not model, say so once."""
    if name is None or lookup(name) is not None or name in ctx.world.noted_unmodelled:
        return None
    ctx.world.noted_unmodelled.add(name)
    return msg("card.unmodelled", card=CardLabel(name))


def _check_split_second(ctx: Context, game: Game, field: str) -> None:
    for item in game.stack:
        if item.is_spell and Static.SPLIT_SECOND in _statics(item):
            ctx.fail(
                f"{item.name} has split second: no spells can be cast or abilities activated "
                "while it is on the stack (702.61a)",
                field,
            )


def _statics(item: StackItem) -> tuple[Static, ...]:
    definition = lookup(item.name)
    return definition.statics if definition else ()


def take_from_hand(ctx: Context, game: Game, seat: int, name: str, field: str) -> Card:
    """A named card from the hand, else an unnamed card taken to be it (docs/scenario-format.md)."""
    hand = game.players[seat].zones[ZoneName.HAND]
    card = hand.find_named(name)
    if card is None:
        card = hand.find_unnamed()
        if card is None:
            ctx.fail(
                f"{ctx.world.name_of(seat)} has no {name!r} in hand and no unnamed card "
                "that could be it",
                field,
            )
        card.name = name
    return card


def cast(
    ctx: Context, seat: int, name: str, from_zone: str, choices: dict[int, tuple[str, ...]]
) -> None:
    game = ctx.game
    _check_split_second(ctx, game, "card")
    world = ctx.world
    state = game.players[seat]
    note = Narration()
    details: dict[str, int] = {}
    if from_zone == "command":
        zone = state.zones[ZoneName.COMMAND]
        card = zone.find_named(name)
        if card is None or not card.is_commander:
            ctx.fail(
                f"{world.name_of(seat)} has no commander named {name!r} in the command zone", "card"
            )
        previous = state.commander_casts.get(card.id, 0)
        state.commander_casts[card.id] = previous + 1
        tax = 2 * previous
        details["commander_tax"] = tax
        note.add(msg("cast.commander", card=CardLabel(name), tax=tax), R.COMMANDER_CAST)
    else:
        zone = state.zones[ZoneName.HAND]
        card = take_from_hand(ctx, game, seat, name, "card")
    if card.nontraditional is not None:
        ctx.fail(f"{name!r} is not a card that can be cast", "card")
    zone.remove(card)
    card.become_new_object(world.tick())
    card.controller = seat
    item = StackItem(
        id=world.new_id(),
        kind=StackKind.SPELL,
        controller=seat,
        name=card.name,
        card=card,
        choices={k: list(v) for k, v in choices.items()},
        from_commander_zone=from_zone == "command",
    )
    game.stack.append(item)
    note.add(msg("cast.on_stack", player=world.name_of(seat), card=CardLabel(name)), R.CAST)
    if Static.SPLIT_SECOND in statics_of(card):
        note.add(msg("cast.split_second", card=CardLabel(name)), R.SPLIT_SECOND)
    extra = unmodelled_note(ctx, name)
    if extra:
        note.add(extra)
    if ctx.event is not None and ctx.event.numerals:
        notify_cast(ctx, game, seat, ctx.event.numerals, note)
    ctx.log.add(
        game,
        "cast",
        msg("title.cast", player=world.name_of(seat), card=CardLabel(name)),
        note.text,
        note.rules,
        details=details,
    )


def copy_spell(
    ctx: Context, seat: int, name: str, target_index: int, choices: dict[int, tuple[str, ...]]
) -> None:
    """The `copy` event: cast Fork (or activate Lithoform Engine), which resolves at once."""
    game = ctx.game
    world = ctx.world
    _check_split_second(ctx, game, "card")
    target = _spell_to_copy(ctx, game, target_index)
    note = Narration()
    engine_card = _lithoform_engine(game.players[seat], name)
    if engine_card is not None:
        if target.controller != seat:
            ctx.fail(f"{name} copies only a spell its controller controls", "target")
        note.add(
            msg("copy.activated", player=world.name_of(seat), card=CardLabel(name)), R.ACTIVATE
        )
    else:
        _cast_copier(ctx, seat, name, target, note)
    copy = StackItem(
        id=world.new_id(),
        kind=StackKind.COPY,
        controller=seat,
        name=target.name,
        choices=dict(target.choices),
    )
    game.stack.append(copy)
    note.add(
        msg("copy.on_stack", card=CardLabel(target.name), player=world.name_of(seat)), R.COPY_SPELL
    )
    ctx.log.add(
        game,
        "copy",
        msg("title.copy", player=world.name_of(seat), card=CardLabel(target.name)),
        note.text,
        note.rules,
    )


def _spell_to_copy(ctx: Context, game: Game, target_index: int) -> StackItem:
    """The stack object `target_index` from the top; it must be a spell."""
    if target_index >= len(game.stack):
        ctx.fail(
            f"there is no object {target_index} from the top of the stack "
            f"(the stack holds {len(game.stack)})",
            "target",
        )
    target = game.stack[-1 - target_index]
    if not target.is_spell:
        ctx.fail(f"{target.name} is an ability, not a spell; this event copies spells", "target")
    return target


def _lithoform_engine(state: PlayerState, name: str) -> Card | None:
    """A permanent named `name` with Lithoform Engine's copy ability, if the player has one."""
    return next(
        (
            card
            for card in state.zones[ZoneName.BATTLEFIELD]
            if card.name == name
            and not card.phased_out
            and lookup(name) is not None
            and any(a.key == "lithoform_engine.copy" for a in _def(name).activated)
        ),
        None,
    )


def _cast_copier(ctx: Context, seat: int, name: str, target: StackItem, note: Narration) -> None:
    """Fork and its kind: cast from the hand, resolve at once, go to the graveyard."""
    game = ctx.game
    world = ctx.world
    types = type_line_of(target.name, None)
    if lookup(name) is not None and types is not None and not types.is_instant_or_sorcery:
        ctx.fail(f"{name} copies an instant or sorcery spell; {target.name} is not one", "target")
    card = take_from_hand(ctx, game, seat, name, "card")
    note.add(
        msg(
            "copy.cast",
            player=world.name_of(seat),
            card=CardLabel(name),
            target=CardLabel(target.name),
        ),
        R.CAST,
        R.RESOLVE,
    )
    extra = unmodelled_note(ctx, name)
    if extra:
        note.add(extra)
    state = game.players[seat]
    actions.move(ctx, card, state.zones[ZoneName.HAND], state.zones[ZoneName.GRAVEYARD])
    note.add(msg("spell.to_graveyard", card=CardLabel(name)), R.TO_GRAVEYARD)


def _def(name: str) -> CardDef:
    definition = lookup(name)
    assert definition is not None
    return definition


def activate(
    ctx: Context, seat: int, name: str, index: int | None, target_name: str | None
) -> None:
    game = ctx.game
    world = ctx.world
    _check_split_second(ctx, game, "card")
    card = _controlled_permanent(ctx, game, seat, name)
    definition = lookup(name)
    abilities = [
        a for a in (definition.activated if definition else ()) if a.key != "lithoform_engine.copy"
    ]
    if not abilities:
        if definition is not None and definition.activated:
            ctx.fail(f"{name}'s ability is used with a copy event", "card")
        ctx.fail(f"the engine models no activated ability of {name!r}", "card")
    if index is None:
        ability = abilities[0]
    else:
        matching = [a for a in abilities if a.index == index]
        if not matching:
            known = ", ".join(str(a.index) for a in abilities)
            ctx.fail(f"{name} has no modelled ability {index} (modelled: {known})", "ability")
        ability = matching[0]
    note = Narration()
    item = StackItem(
        id=world.new_id(),
        kind=StackKind.ACTIVATED,
        controller=seat,
        name=name,
        ability=ability.key,
        source_id=card.id,
        source_timestamp=card.timestamp,
    )
    choose_targets(ctx, game, ability, item, target_name)
    if ability.exiles_source:
        actions.remove_permanent(ctx, game, card, ZoneName.EXILE, note)
        note.add(msg("activate.exile_cost", card=CardLabel(name)), R.EXILE)
    elif ability.sacrifices_source:
        card_actions.sacrifice(ctx, game, card, note)
    game.stack.append(item)
    note.add(msg("activate.on_stack", player=world.name_of(seat), card=CardLabel(name)), R.ACTIVATE)
    ctx.log.add(
        game,
        "activate",
        msg("title.activate", player=world.name_of(seat), card=CardLabel(name)),
        note.text,
        note.rules,
    )


def _controlled_permanent(ctx: Context, game: Game, seat: int, name: str) -> Card:
    for card in game.players[seat].zones[ZoneName.BATTLEFIELD]:
        if card.name == name and not card.phased_out:
            return card
    ctx.fail(f"{ctx.world.name_of(seat)} controls no {name!r} on the battlefield", "card")


def resolve_top(ctx: Context) -> None:
    game = ctx.game
    if not game.stack:
        ctx.fail("the stack is empty: there is nothing to resolve", "type")
    item = game.stack[-1]
    check_resolve_choices(ctx, item)
    game.priority = None  # 117.3b: the active player receives priority after it resolves
    note = Narration()
    copy = item.kind is StackKind.COPY
    title = msg("title.resolve_copy" if copy else "title.resolve", card=CardLabel(item.name))
    note.cite(R.STACK_RESOLVES)
    if not item.is_spell:
        game.stack.pop()
        note.add(
            msg(
                "ability.resolves",
                card=CardLabel(item.name),
                ability=msg(f"ability.{item.ability}"),
            ),
            R.RESOLVE,
        )
        resolve_ability(ctx, game, item, note)
        ctx.log.add(game, "resolve", title, note.text, note.rules)
        return
    definition = lookup(item.name)
    if definition is not None and definition.spell is SpellEffect.SUBGAME:
        assert definition.subgame is not None
        key = "subgame.copy_resolves" if copy else "subgame.spell_resolves"
        note.add(msg(key, card=CardLabel(item.name)), R.RESOLVE, R.SUBGAME)
        ctx.log.add(game, "resolve", title, note.text, note.rules)
        start_subgame(ctx, game, item, definition)
        return
    types = type_line_of(item.name, item.card.type_line if item.card else None)
    if types is None or types.is_permanent:
        game.stack.pop()
        if types is None:
            note.add(msg("resolve.unknown_type", card=CardLabel(item.name)))
        _resolve_permanent_spell(ctx, game, item, note)
    else:
        _resolve_instant_or_sorcery(ctx, game, item, definition, note)
    ctx.log.add(game, "resolve", title, note.text, note.rules)


def _resolve_permanent_spell(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """608.3a: the card enters the battlefield; a copy becomes a token (707.10f)."""
    if item.card is not None:
        card = item.card
        note.add(
            msg(
                "resolve.permanent",
                card=CardLabel(card.name),
                player=ctx.world.name_of(item.controller),
            ),
            R.PERMANENT_RESOLVES,
        )
        _enter_from_stack(ctx, game, card, item.controller, note)
    else:
        note.add(msg("resolve.copy_token", card=CardLabel(item.name)), R.COPY_PERMANENT_SPELL)
        actions.create_token(ctx, game, item.controller, item.name or "Token", "Creature", note)


def _resolve_instant_or_sorcery(
    ctx: Context, game: Game, item: StackItem, definition: CardDef | None, note: Narration
) -> None:
    """608.2: the modelled effect, if any, then the spell finishes (608.2m)."""
    if definition is not None and definition.spell is SpellEffect.ANGELS_GRACE:
        _angels_grace(ctx, game, item, note)
    elif definition is not None and definition.spell is SpellEffect.WISH:
        note.add(msg("wish.resolves", card=CardLabel(item.name)), R.RESOLVE)
    elif definition is not None and definition.spell is SpellEffect.COPY_SPELL:
        note.add(msg("fork.no_target", card=CardLabel(item.name)), R.RESOLVE)
    elif definition is not None and resolve_loss_spell(ctx, game, item, definition, note):
        if item not in game.stack:
            return  # it ended the turn and exiled itself with the stack (720.1b)
    else:
        note.add(msg("resolve.no_effect", card=CardLabel(item.name)), R.RESOLVE)
    finish_spell(ctx, game, item, note)


def _enter_from_stack(
    ctx: Context, game: Game, card: Card, controller: int, note: Narration
) -> None:
    card.become_new_object(ctx.world.tick())
    actions.put_onto_battlefield(ctx, game, card, None, controller, note)


def _angels_grace(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    seat = item.controller
    name = item.name or "Angel's Grace"
    for kind in (EffectKind.CANT_LOSE, EffectKind.OPPONENTS_CANT_WIN, EffectKind.DAMAGE_FLOOR_ONE):
        game.effects.append(ContinuousEffect(kind, seat, name, until_end_of_turn=True))
    note.add(msg("grace.resolves", player=ctx.world.name_of(seat)), R.RESOLVE)
