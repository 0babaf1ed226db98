"""Game state: physical cards, zones, players, games and the world that nests them.

A physical card is one `Card` object with a stable id and an owner for the whole run; it MOVES
between zone lists and is never copied, so every card is always in exactly one zone of one game
or outside the game (`iter_card_positions` walks them all). Tokens are `Card`s of kind TOKEN and
are not conserved (they cease to exist, 704.5d). Copies of spells are stack items with no card.
"""

from engine.state.cards import (
    OUTPUT_ZONES,
    SUPPLEMENTARY_ZONES,
    Card,
    CardKind,
    Nontraditional,
    Zone,
    ZoneName,
)
from engine.state.games import (
    Game,
    PlayerInfo,
    PlayerState,
    RulesMode,
    Variant,
    World,
    iter_card_positions,
    new_player_state,
)
from engine.state.stack import (
    ContinuousEffect,
    DelayedTrigger,
    EffectKind,
    LinkedLoss,
    StackItem,
    StackKind,
)

__all__ = [
    "OUTPUT_ZONES",
    "SUPPLEMENTARY_ZONES",
    "Card",
    "CardKind",
    "ContinuousEffect",
    "DelayedTrigger",
    "EffectKind",
    "Game",
    "LinkedLoss",
    "Nontraditional",
    "PlayerInfo",
    "PlayerState",
    "RulesMode",
    "StackItem",
    "StackKind",
    "Variant",
    "World",
    "Zone",
    "ZoneName",
    "iter_card_positions",
    "new_player_state",
]
