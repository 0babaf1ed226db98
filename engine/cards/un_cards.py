"""Un-cards (100.7: text outside the rules) that a wiki page names and the engine plays in a
stated, bounded reading.

Baron Von Count's doom counter sits on one of the numerals it counts down, 5 to 1: the card
mapping's `counters` (`{"doom": 3}`) says which, and 5 when not given. A `cast` event's
`numerals` are the numerals of the spell's mana cost, text box, power and toughness.
"""

from __future__ import annotations

from engine.cards.base import CardDef, Do, Triggered, When

BARON = "Baron Von Count"
DOOM = "doom"
DOOM_START = 5  # "enters with a doom counter on "5."" and goes back there
DOOM_NUMERALS = range(1, DOOM_START + 1)

CARDS: tuple[CardDef, ...] = (
    CardDef(
        name=BARON,
        type_line="Legendary Creature — Human Villain",
        triggers=(
            Triggered("baron_von_count.cast", When.YOU_CAST_A_SPELL_WITH_ITS_NUMERAL, Do.MOVE_DOOM),
        ),
        enters_with_counters=((DOOM, DOOM_START),),
        not_modelled=("power and toughness: the engine has no combat steps",),
    ),
)

# "When the doom counter moves from "1," destroy target player and put that doom counter on "5.""
DOOM_FROM_ONE = Triggered("baron_von_count.from_one", When.DOOM_MOVES_FROM_ONE, Do.DESTROY_PLAYER)
