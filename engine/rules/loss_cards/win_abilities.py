"""Triggered abilities that win the game (104.2b): Thassa's Oracle's."""

from __future__ import annotations

from engine import rule_citations as R
from engine.context import Context
from engine.i18n import msg
from engine.i18n.labels import CardLabel, Counted
from engine.log.narration import Narration
from engine.outcomes import Outcome, OutcomeKind
from engine.rules.queries import devotion_to
from engine.state import Game, StackItem, ZoneName


def devotion_wins(ctx: Context, game: Game, item: StackItem, note: Narration) -> None:
    """X, the devotion to blue as the ability resolves (700.5; the Oracle counts if it is still
    on the battlefield), against the cards in the library: X >= that number wins the game.
    The cards looked at go back to the library (701.16d): the count does not change."""
    seat = item.controller
    devotion = devotion_to(game, seat, "U")
    library = len(game.players[seat].zones[ZoneName.LIBRARY])
    name = ctx.world.name_of(seat)
    note.add(
        msg(
            "oracle.devotion",
            player=name,
            devotion=devotion,
            count=Counted(library, "card"),
        ),
        R.DEVOTION,
        R.LOOK_AT,
    )
    if devotion < library:
        note.add(msg("oracle.no_win", player=name))
        return
    note.add(msg("oracle.wins", player=name, card=CardLabel(item.name)), R.WIN_EFFECT)
    game.pending_outcomes.append(Outcome(OutcomeKind.WIN, seat, None, R.WIN_EFFECT, item.name))
