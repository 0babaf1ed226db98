"""Abilities of the 敗北条件 cards that make a player lose: what they do as they resolve (608.2),
and the combat-damage triggers (510.2) that put them on the stack."""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import REGISTRY, TRIGGERS, type_line_of
from engine.cards.base import Do
from engine.cards.loss_conditions import (
    ASSASSIN_TOKEN,
    VRASKA_EMBLEM,
)
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted, PlayerNames
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules import actions, card_actions
from engine.rules.loss_cards.counter_abilities import HANDLERS as COUNTER_HANDLERS
from engine.rules.loss_cards.doom_counter import HANDLERS as DOOM_HANDLERS
from engine.rules.loss_cards.restart import HANDLERS as RESTART_HANDLERS
from engine.rules.loss_cards.win_abilities import devotion_wins
from engine.rules.queries import is_opponent, loss_preventers
from engine.rules.two_headed_giant import team_wide
from engine.state import (
    Card,
    ContinuousEffect,
    EffectKind,
    Game,
    StackItem,
    StackKind,
    ZoneName,
)

# field -> (the Event attribute it sets, the abilities it answers)
_CHOSEN_AT_RESOLUTION = {
    "pay": ("pay", {Do.PAY_OR_LOSE}),
    "mode": ("mode", {Do.THIRTEEN_LIFE_LOSES, Do.DEMONIC_PACT}),
    "roll": ("roll", {Do.DECK_ROLL}),
    "target": ("target_player", {Do.MOVE_DOOM}),
}
_ACTIVATED = {ability.key: ability for card in REGISTRY.values() for ability in card.activated}


def check_resolve_choices(ctx: Context, item: StackItem) -> None:
    """`pay` and `mode` belong to the ability they answer; anywhere else they are a mistake."""
    event = ctx.event
    if event is None:
        return
    key = item.ability or ""
    ability = TRIGGERS.get(key) if item.kind is StackKind.TRIGGER else _ACTIVATED.get(key)
    for name, (attribute, does) in _CHOSEN_AT_RESOLUTION.items():
        if getattr(event, attribute) is not None and (ability is None or ability.does not in does):
            ctx.fail(
                f"{name!r} answers {_ANSWERS[name]}, and the top of the stack is "
                f"{item.name or 'an unnamed object'}'s {item.kind.value}",
                name,
            )


_ANSWERS = {
    "pay": "a Pact's upkeep trigger",
    "mode": "a modal upkeep trigger (Triskaidekaphobia, Demonic Pact)",
    "roll": "The Deck of Many Things' ability",
    "target": "Baron Von Count's doom counter moving from 1 (the player its ability targets)",
}


def resolve_loss_ability(
    ctx: Context, game: Game, item: StackItem, does: Do, note: Narration
) -> bool:
    """Apply the ability if it is one of these cards'; False otherwise."""
    handler = _HANDLERS.get(does)
    if handler is None:
        return False
    handler(ctx, game, item, note)
    return True


def _lose(game: Game, seat: int, source: str | None) -> None:
    game.pending_outcomes.append(
        Outcome(OutcomeKind.LOSE, seat, LossReason.EFFECT, R.LOSE_EFFECT, source)
    )


def _pay_or_lose(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    name = ctx.world.name_of(item.controller)
    paid = bool(ctx.event is not None and ctx.event.pay)
    if paid:
        note.add(msg("pact.paid", player=name, card=CardLabel(item.name)))
        return
    note.add(msg("pact.unpaid", player=name, card=CardLabel(item.name)), R.LOSE_EFFECT)
    _lose(game, item.controller, item.name)


def _thirteen(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Each player with exactly 13 life loses the game, then each player gains (mode 1) or
    loses (mode 2) 1 life; the mode was chosen as the ability went on the stack (603.3c)."""
    world = ctx.world
    mode = ctx.event.mode if ctx.event is not None and ctx.event.mode else 1
    note.add(msg(f"trisk.mode{min(mode, 2)}"), R.MODAL_TRIGGER)
    thirteen = [seat for seat in game.seats_in_game() if game.players[seat].life == 13]
    if thirteen:
        names = PlayerNames(tuple(world.name_of(seat) for seat in thirteen))
        key = "trisk.thirteen" if len(thirteen) == 1 else "trisk.thirteen_many"
        note.add(msg(key, players=names), R.LOSE_EFFECT)
    else:
        note.add(msg("trisk.nobody"))
    for seat in thirteen:
        _lose(game, seat, item.name)
    for seat in game.seats_in_game():
        if seat in thirteen and not team_wide(world, game, seat, loss_preventers):
            continue  # they have lost the game: their life no longer changes
        if mode == 1:
            actions.gain_life(ctx, game, seat, 1, note)
        else:
            actions.lose_life(ctx, game, seat, 1, note)


def _that_player_loses(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    if item.subject is None:
        return
    note.add(
        msg("combat.loses", player=ctx.world.name_of(item.subject), card=CardLabel(item.name)),
        R.LOSE_EFFECT,
    )
    _lose(game, item.subject, item.name)


def _hit_counter(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Etrata: exile a creature that player controls with a hit counter; three such exiled cards
    they own and they lose; Etrata's owner shuffles Etrata into their library."""
    world = ctx.world
    victim = item.subject
    if victim is None:
        return
    creature = _first_creature(game, victim)
    if creature is None:
        note.add(msg("etrata.no_creature", player=world.name_of(victim)))
    else:
        actions.remove_permanent(ctx, game, creature, ZoneName.EXILE, note)
        creature.counters["hit"] = creature.counters.get("hit", 0) + 1
        game.players[creature.owner].zones[ZoneName.EXILE].touch()
        note.add(msg("etrata.exiled", card=CardLabel(creature.name)), R.EXILE, R.COUNTERS)
    hits = [
        card
        for state in game.players.values()
        for card in state.zones[ZoneName.EXILE]
        if card.owner == victim and card.counters.get("hit", 0) > 0
    ]
    note.add(msg("etrata.count", player=world.name_of(victim), count=Counted(len(hits), "card")))
    if len(hits) >= 3:
        note.add(msg("combat.loses", player=world.name_of(victim), card=CardLabel(item.name)))
        _lose(game, victim, item.name)
    etrata = _source(game, item)
    if etrata is not None:
        actions.remove_permanent(ctx, game, etrata, ZoneName.LIBRARY, note)
        card_actions.shuffle_library(ctx, game, etrata.owner)
        note.add(msg("etrata.shuffled", card=CardLabel(etrata.name)), R.SHUFFLE)


def _first_creature(game: Game, seat: int) -> Card | None:
    """The target creature: the engine picks the first creature the player controls."""
    for card in game.players[seat].zones[ZoneName.BATTLEFIELD]:
        types = type_line_of(card.name, card.type_line)
        if not card.phased_out and types is not None and "creature" in types.types:
            return card
    return None


def _source(game: Game, item: StackItem) -> Card | None:
    for card in game.battlefield():
        if card.id == item.source_id and card.timestamp == item.source_timestamp:
            return card
    return None


def _assassins(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    for _ in range(3):
        actions.create_token(
            ctx, game, item.controller, ASSASSIN_TOKEN.name, ASSASSIN_TOKEN.type_line, note
        )


def _vraska_emblem(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    game.players[item.controller].emblems.append(VRASKA_EMBLEM)
    note.add(msg("vraska.emblem", player=ctx.world.name_of(item.controller)), R.EMBLEM)


def _demonic_pact(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Choose one that hasn't been chosen (the resolve event's `mode`, else the lowest left):
    4 damage to the next opponent and gain 4; the next opponent discards two (the first two
    cards of their hand); draw two; lose the game."""
    world = ctx.world
    seat = item.controller
    source = _source(game, item)
    chosen = source.chosen_modes if source is not None else []
    asked = ctx.event.mode if ctx.event is not None else None
    if asked is not None and asked in chosen:
        ctx.fail(f"Demonic Pact's mode {asked} has already been chosen ({chosen})", "mode")
    mode = asked or next(m for m in (1, 2, 3, 4) if m not in chosen)
    chosen.append(mode)
    note.add(msg(f"demonic.mode{mode}"), R.MODAL_TRIGGER)
    opponents = [o for o in _turn_order_after(game, seat) if is_opponent(world, seat, o)]
    if mode == 1 and opponents:
        actions.deal_damage_to_player(ctx, game, opponents[0], 4, item.name, note)
        actions.gain_life(ctx, game, seat, 4, note)
    elif mode == 2 and opponents:
        hand = game.players[opponents[0]].zones[ZoneName.HAND]
        graveyard = game.players[opponents[0]].zones[ZoneName.GRAVEYARD]
        discarded = hand.cards[:2]
        for card in discarded:
            actions.move(ctx, card, hand, graveyard)
        who = world.name_of(opponents[0])
        note.add(msg("demonic.discards", player=who, count=Counted(len(discarded), "card")))
    elif mode == 3:
        actions.draw(ctx, game, seat, 2, note)
    elif mode == 4:
        note.add(msg("ability.says_lose", player=world.name_of(seat)), R.LOSE_EFFECT)
        _lose(game, seat, item.name)


def _turn_order_after(game: Game, seat: int) -> list[int]:
    seats = game.seats_in_game()
    later = [other for other in seats if other > seat]
    return later + [other for other in seats if other < seat]


def _without_legends_lose(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Nicol Bolas, Dragon-God's −8: each opponent who controls no legendary creature or
    planeswalker loses the game."""
    world = ctx.world
    losers = []
    for other in _turn_order_after(game, item.controller):
        if not is_opponent(world, item.controller, other):
            continue
        legends = [
            card
            for card in game.players[other].zones[ZoneName.BATTLEFIELD]
            if not card.phased_out and _is_legend(card)
        ]
        if legends:
            note.add(
                msg("bolas.keeps", player=world.name_of(other), card=CardLabel(legends[0].name))
            )
        else:
            losers.append(other)
            _lose(game, other, item.name)
    if losers:
        names = PlayerNames(tuple(world.name_of(seat) for seat in losers))
        key = "bolas.lose" if len(losers) == 1 else "bolas.lose_many"
        note.add(msg(key, players=names), R.LOSE_EFFECT)


def _is_legend(card: Card) -> bool:
    types = type_line_of(card.name, card.type_line)
    return (
        types is not None
        and "legendary" in types.supertypes
        and bool(types.types & {"creature", "planeswalker"})
    )


def _exile_itself(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    source = _source(game, item)
    if source is None:
        note.add(msg("ability.source_gone", card=CardLabel(item.name)), R.NEW_OBJECT)
        return
    actions.remove_permanent(ctx, game, source, ZoneName.EXILE, note)
    note.add(msg("exile.card", card=CardLabel(source.name)), R.EXILE)


def _judgment(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """Put a judgment counter on it; then, with three or more, the enchanted player loses."""
    aura = _source(game, item)
    if aura is None:
        note.add(msg("ability.source_gone", card=CardLabel(item.name)), R.NEW_OBJECT)
        return
    aura.counters["judgment"] = aura.counters.get("judgment", 0) + 1
    game.players[aura.controller].zones[ZoneName.BATTLEFIELD].touch()
    total = aura.counters["judgment"]
    note.add(msg("judgment.counter", card=CardLabel(aura.name), total=total), R.COUNTERS)
    cursed = aura.attached_player
    if total >= 3 and cursed is not None and game.in_game(cursed):
        note.add(msg("combat.loses", player=ctx.world.name_of(cursed), card=CardLabel(aura.name)))
        _lose(game, cursed, aura.name)


def _vorpal(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    sword = _source(game, item)
    if sword is None:
        note.add(msg("ability.source_gone", card=CardLabel(item.name)), R.NEW_OBJECT)
        return
    game.effects.append(
        ContinuousEffect(
            EffectKind.EQUIPPED_COMBAT_DAMAGE_LOSES,
            item.controller,
            sword.name or "",
            until_end_of_turn=True,
            card_id=sword.id,
        )
    )
    note.add(msg("vorpal.grants", card=CardLabel(sword.name)), R.RESOLVE)


_HANDLERS = {
    Do.JUDGMENT_COUNTER: _judgment,
    Do.VORPAL: _vorpal,
    Do.EXILE_ITSELF: _exile_itself,
    Do.DEMONIC_PACT: _demonic_pact,
    Do.OPPONENTS_WITHOUT_LEGEND_LOSE: _without_legends_lose,
    Do.PAY_OR_LOSE: _pay_or_lose,
    Do.THIRTEEN_LIFE_LOSES: _thirteen,
    Do.THAT_PLAYER_LOSES: _that_player_loses,
    Do.TARGET_PLAYER_LOSES: _that_player_loses,
    Do.HIT_COUNTER: _hit_counter,
    Do.ASSASSIN_TOKENS: _assassins,
    Do.VRASKA_EMBLEM: _vraska_emblem,
    Do.DEVOTION_WINS: devotion_wins,
    **COUNTER_HANDLERS,
    **DOOM_HANDLERS,
    **RESTART_HANDLERS,
}
