"""Replacement effects for losing the game, for drawing from an empty library and for damage
that would take a life total below 1 (614.1a)."""

from __future__ import annotations

from engine.cards.base import CardDef, Static

CARDS: tuple[CardDef, ...] = (
    CardDef(
        name="Lich's Mirror",
        type_line="Artifact",
        statics=(Static.LOSS_BECOMES_MIRROR,),
    ),
    CardDef(
        name="Exquisite Archangel",
        type_line="Creature — Angel",
        statics=(Static.LOSS_BECOMES_ARCHANGEL,),
        not_modelled=("Flying: the engine has no combat",),
    ),
    CardDef(
        name="Laboratory Maniac",
        type_line="Creature — Human Wizard",
        statics=(Static.EMPTY_DRAW_WINS,),
    ),
    # "If you control a creature, damage that would reduce your life total to less than 1 reduces
    # it to 1 instead." Its rulings: the damage is still dealt (not prevented), and loss of life
    # that is not damage bypasses it (120.3a makes damage a loss of life only through this event).
    CardDef(
        name="Worship",
        type_line="Enchantment",
        statics=(Static.DAMAGE_FLOOR_WITH_CREATURE,),
    ),
)
