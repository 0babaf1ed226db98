"""Cards whose ability wins the game (104.2b), named in the stories players tell."""

from __future__ import annotations

from engine.cards.base import CardDef, Do, Triggered, When

CARDS: tuple[CardDef, ...] = (
    # "When Thassa's Oracle enters the battlefield, look at the top X cards of your library,
    # where X is your devotion to blue. Put up to one of them on top of your library and the rest
    # on the bottom of your library in a random order. If X is greater than or equal to the
    # number of cards in your library, you win the game." Devotion is counted as it resolves,
    # the Oracle among the permanents if it is still there (its rulings; 700.5).
    CardDef(
        name="Thassa's Oracle",
        type_line="Creature — Merfolk Wizard",
        mana_cost="{U}{U}",
        triggers=(Triggered("thassas_oracle.enters", When.ENTERS, Do.DEVOTION_WINS),),
        not_modelled=(
            "the order of the cards looked at: the engine does not track a library's order",
        ),
    ),
)
