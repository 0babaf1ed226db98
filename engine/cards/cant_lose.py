"""Cards that stop a player from losing (or opponents from winning), per 敗北に影響するカード."""

from __future__ import annotations

from engine.cards.base import Activated, CardDef, Do, SpellEffect, Static, Triggered, When

CARDS: tuple[CardDef, ...] = (
    CardDef(
        name="Platinum Angel",
        type_line="Artifact Creature — Angel",
        statics=(Static.YOU_CANT_LOSE, Static.OPPONENTS_CANT_WIN),
        not_modelled=("Flying: the engine has no combat",),
    ),
    CardDef(
        name="Angel's Grace",
        type_line="Instant",
        statics=(Static.SPLIT_SECOND,),
        spell=SpellEffect.ANGELS_GRACE,
    ),
    CardDef(
        name="Lich's Mastery",
        type_line="Legendary Enchantment",
        statics=(Static.YOU_CANT_LOSE,),
        triggers=(
            Triggered("lichs_mastery.gain", When.YOU_GAIN_LIFE, Do.DRAW_THAT_MANY),
            Triggered("lichs_mastery.lose", When.YOU_LOSE_LIFE, Do.EXILE_PER_LIFE_LOST),
            Triggered("lichs_mastery.leaves", When.LEAVES_BATTLEFIELD, Do.LOSE_THE_GAME),
        ),
        not_modelled=("Hexproof: the engine has no targeting by opponents",),
    ),
    CardDef(
        name="Abyssal Persecutor",
        type_line="Creature — Demon",
        statics=(Static.YOU_CANT_WIN, Static.OPPONENTS_CANT_LOSE),
        not_modelled=("Flying, trample: the engine has no combat",),
    ),
    CardDef(
        name="Gideon of the Trials",
        type_line="Legendary Planeswalker — Gideon",
        activated=(Activated("gideon_of_the_trials.emblem", Do.GIDEON_EMBLEM, index=2),),
        not_modelled=("+1 and the first 0 ability: damage prevention and animation need combat",),
    ),
    CardDef(
        name="The Book of Exalted Deeds",
        type_line="Legendary Artifact",
        triggers=(
            Triggered(
                "book_of_exalted_deeds.end_step",
                When.YOUR_END_STEP_AFTER_3_LIFE,
                Do.CREATE_ANGEL_TOKEN,
            ),
        ),
        activated=(
            Activated(
                "book_of_exalted_deeds.enlighten",
                Do.ENLIGHTEN_ANGEL,
                index=0,
                exiles_source=True,
                sorcery_speed=True,
            ),
        ),
    ),
)

GIDEON_EMBLEM = "Gideon of the Trials"
ANGEL_TOKEN = "Angel"
