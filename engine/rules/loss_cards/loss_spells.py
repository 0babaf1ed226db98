"""Spells that make their caster lose later: a Pact's upkeep payment, an extra turn's end step.

Both leave a delayed triggered ability behind (603.7a). A Pact's waits for its controller's next
upkeep; the extra turn's waits for the end step of that extra turn (500.7).
"""

from __future__ import annotations

from engine import rule_citations as R
from engine.cards.base import CardDef, SpellEffect
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel
from engine.log.narration import Narration
from engine.rules import actions
from engine.rules.turns import end_the_turn, make_delayed
from engine.state import Game, StackItem


def resolve_loss_spell(
    ctx: Context, game: Game, item: StackItem, definition: CardDef, note: Narration
) -> bool:
    """The spell's effect if it is a Pact or an extra-turn spell; False for any other spell."""
    if definition.spell is SpellEffect.PACT:
        _pact(ctx, game, item, definition, note)
        return True
    if definition.spell is SpellEffect.EXTRA_TURN:
        _extra_turn(ctx, game, item, definition, note)
        return True
    if definition.spell is SpellEffect.END_THE_TURN:
        assert definition.delayed is not None
        delayed = make_delayed(ctx, game, item, definition.delayed)
        delayed.next_end_step = True
        game.delayed.append(delayed)
        note.add(
            msg(
                "glorious.delayed",
                card=CardLabel(item.name),
                player=ctx.world.name_of(item.controller),
            ),
            R.DELAYED_TRIGGER,
        )
        end_the_turn(ctx, game, note)
        return True
    return False


def _pact(ctx: Context, game: Game, item: StackItem, definition: CardDef, note: Narration) -> None:
    name = ctx.world.name_of(item.controller)
    card = CardLabel(item.name)
    if definition.token is not None:
        token, type_line = definition.token
        actions.create_token(ctx, game, item.controller, token, type_line, note)
    else:
        note.add(msg("pact.first_part", card=card), R.RESOLVE)
    assert definition.delayed is not None
    game.delayed.append(make_delayed(ctx, game, item, definition.delayed))
    note.add(msg("pact.delayed", card=card, player=name), R.DELAYED_TRIGGER)


def _extra_turn(
    ctx: Context, game: Game, item: StackItem, definition: CardDef, note: Narration
) -> None:
    assert definition.delayed is not None
    end_step = make_delayed(ctx, game, item, definition.delayed)
    game.extra_turns.append((item.controller, end_step))
    note.add(
        msg(
            "extra_turn.made",
            card=CardLabel(item.name),
            player=ctx.world.name_of(item.controller),
        ),
        R.EXTRA_TURNS,
        R.DELAYED_TRIGGER,
    )
