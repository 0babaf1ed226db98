"""Cards with abilities that trigger when a player loses the game (603.2)."""

from __future__ import annotations

from engine.cards.base import CardDef, Do, Triggered, When

CARDS: tuple[CardDef, ...] = (
    CardDef(
        name="Blood Tyrant",
        type_line="Creature — Vampire",
        triggers=(
            Triggered("blood_tyrant.loses", When.A_PLAYER_LOSES, Do.PUT_PLUS_ONE_COUNTERS, 5),
            Triggered("blood_tyrant.upkeep", When.YOUR_UPKEEP, Do.EACH_PLAYER_LOSES_ONE),
        ),
        not_modelled=("flying, trample: the engine has no combat steps",),
    ),
    CardDef(
        name="Withengar Unbound",
        type_line="Legendary Creature — Demon",
        triggers=(Triggered("withengar.loses", When.A_PLAYER_LOSES, Do.PUT_PLUS_ONE_COUNTERS, 13),),
        not_modelled=("flying, intimidate, trample: the engine has no combat",),
    ),
    CardDef(
        name="Sengir, the Dark Baron",
        type_line="Legendary Creature — Vampire Noble",
        triggers=(
            Triggered("sengir.loses", When.ANOTHER_PLAYER_LOSES, Do.GAIN_LOSERS_TURN_START_LIFE),
        ),
        not_modelled=(
            "'whenever another creature dies': the engine does not track creature deaths",
            "Partner and flying: deck building and combat",
        ),
    ),
    CardDef(
        name="Share the Spoils",
        type_line="Enchantment",
        triggers=(
            Triggered("share_the_spoils.enters", When.ENTERS, Do.EXILE_TOP_OF_EACH_LIBRARY),
            Triggered(
                "share_the_spoils.loses", When.AN_OPPONENT_LOSES, Do.EXILE_TOP_OF_EACH_LIBRARY
            ),
        ),
        not_modelled=("playing the exiled cards: the engine does not model mana",),
    ),
)
