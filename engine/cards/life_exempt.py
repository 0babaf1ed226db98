"""Cards that say "You don't lose the game for having 0 or less life" (only 704.5a is ignored)."""

from __future__ import annotations

from engine.cards.base import CardDef, Do, Static, Triggered, When

CARDS: tuple[CardDef, ...] = (
    CardDef(
        name="Soul Echo",
        type_line="Enchantment",
        statics=(Static.NO_LOSS_FOR_ZERO_LIFE,),
        triggers=(Triggered("soul_echo.upkeep", When.YOUR_UPKEEP, Do.SOUL_ECHO_UPKEEP),),
        not_modelled=(
            "the opponent's choice to turn damage into removing echo counters; the X echo "
            "counters are the card mapping's `counters`",
        ),
    ),
    CardDef(
        name="Transcendence",
        type_line="Enchantment",
        statics=(Static.NO_LOSS_FOR_ZERO_LIFE,),
        triggers=(
            Triggered("transcendence.twenty", When.YOU_HAVE_20_LIFE, Do.LOSE_THE_GAME),
            Triggered("transcendence.lose", When.YOU_LOSE_LIFE, Do.GAIN_TWICE_LIFE_LOST),
        ),
    ),
    CardDef(
        name="Lich's Tomb",
        type_line="Artifact",
        statics=(Static.NO_LOSS_FOR_ZERO_LIFE,),
        triggers=(Triggered("lichs_tomb.lose", When.YOU_LOSE_LIFE, Do.SACRIFICE_PER_LIFE_LOST),),
    ),
    CardDef(
        name="Phyrexian Unlife",
        type_line="Enchantment",
        statics=(Static.NO_LOSS_FOR_ZERO_LIFE, Static.INFECT_DAMAGE_AT_ZERO),
    ),
    CardDef(
        name="Lich",
        type_line="Enchantment",
        statics=(Static.NO_LOSS_FOR_ZERO_LIFE, Static.LIFE_GAIN_DRAWS),
        triggers=(
            Triggered("lich.damage", When.YOU_ARE_DEALT_DAMAGE, Do.SACRIFICE_NONTOKEN_OR_LOSE),
            Triggered("lich.dies", When.PUT_INTO_GRAVEYARD_FROM_BATTLEFIELD, Do.LOSE_THE_GAME),
        ),
        enters_losing_life_total=True,
    ),
)
