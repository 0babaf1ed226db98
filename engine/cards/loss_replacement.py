"""Replacement effects for losing the game and for drawing from an empty library (614.1a)."""

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
)
