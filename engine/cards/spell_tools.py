"""Cards the subgame page mentions as tools: copying a subgame spell, and Wishes."""

from __future__ import annotations

from engine.cards.base import Activated, CardDef, Do, SpellEffect

CARDS: tuple[CardDef, ...] = (
    CardDef(name="Fork", type_line="Instant", spell=SpellEffect.COPY_SPELL),
    CardDef(
        name="Lithoform Engine",
        type_line="Legendary Artifact",
        # Its ability is used through the `copy` event, which resolves it at once.
        activated=(Activated("lithoform_engine.copy", Do.COPY_TARGET_SPELL, index=1),),
        not_modelled=("mana costs and tapping: the engine does not model mana",),
    ),
    CardDef(
        name="Burning Wish",
        type_line="Sorcery",
        spell=SpellEffect.WISH,
        exile_on_resolution=True,
    ),
)

# Wishes whose text goes on after the fetch with "You lose half your life, rounded up." A `bring_in`
# naming one as its source applies it (the Wish itself is not cast by the event, so it needs no
# card model, and the oracle data the models are checked against does not hold it).
WISHES_LOSING_HALF_LIFE: frozenset[str] = frozenset({"Death Wish"})
