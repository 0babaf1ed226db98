"""Game actions that cards and events share: moving cards, drawing, life, damage, counters.

Each action adds sentences to a `Narration`; the caller records the step. Replacement effects
that modify these actions (Laboratory Maniac, Lich, Angel's Grace, Phyrexian Unlife, The
Countdown Is at One) are applied here, where the action happens (614.1a).
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards import lookup
from engine.cards.base import Static, When
from engine.context import Context
from engine.i18n import Label, msg
from engine.i18n.labels import CardLabel, Counted, CounterList, ZoneLabel
from engine.log.narration import Narration
from engine.outcomes import LossReason, Outcome, OutcomeKind
from engine.rules.choices import commander_choice
from engine.rules.loss_cards.damage_replacements import damage_replaced, floor_source
from engine.rules.queries import graveyard_zone, permanents_with
from engine.rules.triggers import notify, notify_entered, notify_left
from engine.rules.two_headed_giant import share_life, share_poison
from engine.state import Card, CardKind, EffectKind, Game, LinkedLoss, PlayerState, Zone, ZoneName


def label(card: Card) -> CardLabel:
    return CardLabel(card.name, token=card.is_token)


def move(
    ctx: Context, card: Card, source: Zone, destination: Zone, *, bottom: bool = False
) -> None:
    """Move one card; it becomes a new object (400.7)."""
    source.remove(card)
    card.become_new_object(ctx.world.tick())
    if bottom:
        destination.add_bottom(card)
    else:
        destination.add_top(card)


def owner_zone(game: Game, card: Card, zone: ZoneName) -> Zone:
    """400.3: a card going to a library, hand or graveyard goes to its owner's."""
    return game.players[card.owner].zones[zone]


def put_onto_battlefield(
    ctx: Context, game: Game, card: Card, source: Zone | None, controller: int, note: Narration
) -> None:
    battlefield = game.players[controller].zones[ZoneName.BATTLEFIELD]
    if source is not None:
        move(ctx, card, source, battlefield, bottom=True)
    else:
        card.become_new_object(ctx.world.tick())
        battlefield.add_bottom(card)
    card.controller = controller
    definition = lookup(card.name)
    if definition is not None:
        card.counters.update(dict(definition.enters_with_counters))
    if definition is not None and definition.linked_token is not None:
        token = create_token(ctx, game, controller, *definition.linked_token, note)
        game.linked_losses[token.id] = LinkedLoss(
            card.name or "", "form_of_the_squirrel.leaves", controller, controller, False
        )
    if definition is not None and definition.enters_losing_life_total:
        state = game.players[controller]
        note.add(msg("lich.enters", card=label(card), player=ctx.world.name_of(controller)))
        lose_life(ctx, game, controller, max(state.life, 0), note)
    notify_entered(ctx, game, card, note)


def create_token(
    ctx: Context, game: Game, controller: int, name: str, type_line: str, note: Narration
) -> Card:
    token = Card(
        id=ctx.world.new_id(),
        name=name,
        owner=controller,
        kind=CardKind.TOKEN,
        type_line=type_line,
    )
    put_onto_battlefield(ctx, game, token, None, controller, note)
    note.add(
        msg("token.created", player=ctx.world.name_of(controller), card=label(token)),
        R.TOKEN_OWNER,
    )
    return token


def remove_permanent(
    ctx: Context, game: Game, card: Card, destination: ZoneName, note: Narration
) -> ZoneName:
    """A permanent leaves the battlefield for its owner's zone; returns where it went."""
    controller = card.controller
    battlefield = game.players[controller].zones[ZoneName.BATTLEFIELD]
    world = ctx.world
    target = destination
    if (
        card.is_commander
        and destination in (ZoneName.HAND, ZoneName.LIBRARY)
        and commander_choice(ctx, world.players[card.owner].commander_to_command)
    ):
        target = ZoneName.COMMAND
        note.add(
            msg("commander.replaced", card=label(card), zone=ZoneLabel(destination)),
            R.COMMANDER_REPLACEMENT,
        )
    if target is ZoneName.GRAVEYARD and card.owner in game.players:
        crypt = graveyard_zone(game, card.owner)[1]
        if crypt is not None:
            target = ZoneName.EXILE
            note.add(msg("crypt.exiles", card=label(card), crypt=label(crypt)), R.REPLACEMENT)
    if card.owner in game.players:
        move(ctx, card, battlefield, owner_zone(game, card, target))
    else:  # its owner has left this game (800.4a): the card leaves it too
        battlefield.remove(card)
        game.left_game.append(card)
    notify_left(ctx, game, card, controller, target is ZoneName.GRAVEYARD, note)
    return target


def draw(ctx: Context, game: Game, seat: int, count: int, note: Narration) -> int:
    """Draw `count` cards one at a time (121.2); returns how many were actually drawn."""
    state = game.players[seat]
    library = state.zones[ZoneName.LIBRARY]
    hand = state.zones[ZoneName.HAND]
    if _winning(game):
        return 0  # 104.1: a player has won, the game is over; no further draw happens
    drawn = replaced = 0
    attempted_empty = 0
    winner: Card | None = None
    crypts = permanents_with(game, seat, Static.DRAW_RETURNS_FROM_GRAVEYARD)
    for _ in range(count):
        if crypts:
            if not _crypt_draw(ctx, game, seat, crypts[0], note):
                break
            replaced += 1
            continue
        if len(library) == 0:
            maniacs = permanents_with(game, seat, Static.EMPTY_DRAW_WINS)
            if maniacs:
                winner = maniacs[0]
                game.pending_outcomes.append(
                    Outcome(OutcomeKind.WIN, seat, None, R.WIN_EFFECT, winner.name)
                )
                break
            attempted_empty += 1
            state.drew_from_empty = True
            continue
        move(ctx, library.cards[0], library, hand)
        drawn += 1
    if drawn or not (attempted_empty or winner or crypts):
        note.add(
            msg("draw.drew", player=ctx.world.name_of(seat), count=Counted(drawn, "card")), R.DRAW
        )
    if winner is not None:
        note.add(
            msg("draw.maniac", player=ctx.world.name_of(seat), card=label(winner)),
            R.DRAW_REPLACED,
            R.REPLACEMENT,
        )
        # every further draw would be replaced by the same win; whether the win happens is the
        # loss gate's (a Platinum Angel may stop it), so the draw never says the game is over
        rest = count - drawn - attempted_empty - 1
        if rest:
            note.add(msg("draw.maniac_rest", count=rest))
    if attempted_empty:
        note.add(
            msg(
                "draw.empty", player=ctx.world.name_of(seat), count=Counted(attempted_empty, "time")
            ),
            R.DRAW_EMPTY_LIBRARY,
        )
    return drawn


def _crypt_draw(ctx: Context, game: Game, seat: int, crypt: Card, note: Narration) -> bool:
    """Forbidden Crypt (614.1a): a graveyard card to the hand instead; none: they lose."""
    state = game.players[seat]
    graveyard = state.zones[ZoneName.GRAVEYARD]
    name = ctx.world.name_of(seat)
    if not len(graveyard):
        note.add(msg("crypt.cant", player=name, crypt=label(crypt)), R.REPLACEMENT, R.LOSE_EFFECT)
        game.pending_outcomes.append(
            Outcome(OutcomeKind.LOSE, seat, LossReason.EFFECT, R.LOSE_EFFECT, crypt.name)
        )
        return False
    card = graveyard.cards[0]
    move(ctx, card, graveyard, state.zones[ZoneName.HAND])
    note.add(msg("crypt.returns", player=name, card=label(card), crypt=label(crypt)), R.REPLACEMENT)
    return True


def _winning(game: Game) -> bool:
    return any(outcome.kind is OutcomeKind.WIN for outcome in game.pending_outcomes)


def lose_life(ctx: Context, game: Game, seat: int, amount: int, note: Narration) -> None:
    if amount <= 0:
        return
    state = game.players[seat]
    if state.life - amount <= 0 and _angel_transforms_instead(ctx, game, seat, note):
        return
    state.life -= amount
    note.add(
        msg("life.lost", player=ctx.world.name_of(seat), amount=amount, life=state.life),
        R.LIFE_CHANGE,
    )
    share_life(ctx, game, seat, note)
    notify(ctx, game, When.YOU_LOSE_LIFE, note, seat=seat, amount=amount)


def gain_life(ctx: Context, game: Game, seat: int, amount: int, note: Narration) -> None:
    if amount <= 0:
        return
    liches = permanents_with(game, seat, Static.LIFE_GAIN_DRAWS)
    if liches:
        note.add(
            msg(
                "life.gain_becomes_draw",
                player=ctx.world.name_of(seat),
                card=label(liches[0]),
                amount=amount,
                cards=Counted(amount, "card"),
            ),
            R.REPLACEMENT,
        )
        draw(ctx, game, seat, amount, note)
        return
    state = game.players[seat]
    state.life += amount
    state.life_gained_this_turn += amount
    note.add(
        msg("life.gained", player=ctx.world.name_of(seat), amount=amount, life=state.life),
        R.LIFE_CHANGE,
    )
    share_life(ctx, game, seat, note)
    notify(ctx, game, When.YOU_GAIN_LIFE, note, seat=seat, amount=amount)


def _angel_transforms_instead(ctx: Context, game: Game, seat: int, note: Narration) -> bool:
    """Enduring Angel (614.1a): instead of the life total going to 0 or less, the Angel
    transforms (701.28a) and the life total becomes 3 (119.5)."""
    for card in permanents_with(game, seat, Static.ZERO_LIFE_TRANSFORMS):
        definition = lookup(card.name)
        if definition is None or definition.back_face is None:
            continue
        front = card.name
        card.transform(definition.back_face)
        game.players[seat].zones[ZoneName.BATTLEFIELD].touch()
        note.add(
            msg(
                "angel.transforms",
                player=ctx.world.name_of(seat),
                card=CardLabel(front),
                back=CardLabel(definition.back_face),
            ),
            R.REPLACEMENT,
            R.TRANSFORM,
        )
        set_life(ctx, game, seat, 3, note)
        return True
    return False


def set_life(ctx: Context, game: Game, seat: int, value: int, note: Narration) -> None:
    """119.5: the player gains or loses the difference."""
    current = game.players[seat].life
    note.cite(R.LIFE_SET)
    if value > current:
        gain_life(ctx, game, seat, value - current, note)
    elif value < current:
        lose_life(ctx, game, seat, current - value, note)


def add_player_counters(
    ctx: Context, game: Game, seat: int, kind: str, amount: int, note: Narration
) -> None:
    if amount <= 0:
        return
    state = game.players[seat]
    state.counters[kind] = state.counters.get(kind, 0) + amount
    if kind == "poison":
        note.add(
            msg(
                "poison.got",
                player=ctx.world.name_of(seat),
                amount=Counted(amount, "poison counter"),
                total=state.poison,
            ),
            R.COUNTERS,
        )
        share_poison(ctx, game, seat, note)
    else:
        note.add(
            msg(
                "counters.got",
                player=ctx.world.name_of(seat),
                counters=CounterList(((kind, amount),)),
            ),
            R.COUNTERS,
        )


def deal_damage_to_player(
    ctx: Context,
    game: Game,
    seat: int,
    amount: int,
    source: str | None,
    note: Narration,
    *,
    commander: Card | None = None,
    by: int | None = None,
) -> int:
    """Damage to one player after replacement effects; returns the damage actually dealt."""
    world = ctx.world
    name = world.name_of(seat)
    for effect in game.effects:
        if effect.kind is EffectKind.DOUBLE_DAMAGE_TO and seat in effect.players:
            amount *= 2
            note.add(
                msg("damage.doubled", player=name, amount=amount, card=CardLabel(effect.source)),
                R.REPLACEMENT,
            )
    if amount <= 0 or damage_replaced(ctx, game, seat, amount, note):
        return 0
    state = game.players[seat]
    if source:
        source_label: Label = CardLabel(source)
    elif by is not None:
        source_label = msg("damage.source_of", player=world.name_of(by))
    else:
        source_label = msg("damage.a_source")
    note.add(msg("damage.dealt", player=name, amount=amount, source=source_label))
    unlife = permanents_with(game, seat, Static.INFECT_DAMAGE_AT_ZERO)
    if unlife and state.life <= 0:
        note.add(msg("damage.as_infect", card=label(unlife[0]), player=name), R.DAMAGE_INFECT)
        add_player_counters(ctx, game, seat, "poison", amount, note)
    else:
        loss = amount
        floor = floor_source(game, seat)
        if floor is not None and state.life - loss < 1:
            loss = max(state.life - 1, 0)
            note.add(msg("damage.floor", player=name, card=CardLabel(floor)), R.REPLACEMENT)
        note.cite(R.DAMAGE_LIFE)
        lose_life(ctx, game, seat, loss, note)
    if commander is not None:
        _tally_commander_damage(ctx, state, commander, amount, note)
    notify(ctx, game, When.YOU_ARE_DEALT_DAMAGE, note, seat=seat, amount=amount)
    return amount


def _tally_commander_damage(
    ctx: Context, state: PlayerState, commander: Card, amount: int, note: Narration
) -> None:
    """903.10a: combat damage is counted per commander, whoever controls it (903.3)."""
    world = ctx.world
    total = state.commander_damage.get(commander.id, 0) + amount
    state.commander_damage[commander.id] = total
    note.add(
        msg(
            "damage.commander",
            player=world.name_of(state.seat),
            card=label(commander),
            total=total,
        ),
        R.COMMANDER_DAMAGE,
    )
    if commander.controller != commander.owner:
        note.add(
            msg(
                "damage.stolen_commander",
                card=label(commander),
                owner=world.name_of(commander.owner),
                controller=world.name_of(commander.controller),
            ),
            R.COMMANDER_DESIGNATION,
        )
