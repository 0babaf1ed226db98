"""Registry of the cards the engine models; any other name is a card with no abilities."""

from __future__ import annotations

from engine.cards import (
    cant_lose,
    life_exempt,
    loss_conditions,
    loss_replacement,
    loss_triggers,
    spell_tools,
    subgame_cards,
    un_cards,
    win_cards,
)
from engine.cards.base import CardDef, Triggered, TypeLine, parse_type_line

_FAMILIES = (
    subgame_cards.CARDS,
    cant_lose.CARDS,
    life_exempt.CARDS,
    loss_replacement.CARDS,
    loss_triggers.CARDS,
    spell_tools.CARDS,
    loss_conditions.CARDS,
    un_cards.CARDS,
    win_cards.CARDS,
)

REGISTRY: dict[str, CardDef] = {card.name: card for family in _FAMILIES for card in family}
TRIGGERS: dict[str, Triggered] = {
    ability.key: ability
    for card in (*REGISTRY.values(), loss_conditions.ASSASSIN_TOKEN)
    for ability in (*card.triggers, *((card.delayed,) if card.delayed else ()))
}
for _granted in (
    loss_conditions.VRASKA_EMBLEM_TRIGGER,
    loss_conditions.VORPAL_TRIGGER,
    loss_conditions.GORGON_TRIGGER,
    loss_conditions.DECK_DIES,
    loss_conditions.SQUIRREL_LEAVES,
    un_cards.DOOM_FROM_ONE,
):
    TRIGGERS[_granted.key] = _granted
# The sixteen cards of the 敗北条件 page's 敗北に影響するカード section.
LOSS_PAGE_CARDS: tuple[str, ...] = (
    "Platinum Angel",
    "Angel's Grace",
    "Lich's Mastery",
    "Abyssal Persecutor",
    "Soul Echo",
    "Transcendence",
    "Lich's Tomb",
    "Phyrexian Unlife",
    "Gideon of the Trials",
    "The Book of Exalted Deeds",
    "Lich's Mirror",
    "Exquisite Archangel",
    "Blood Tyrant",
    "Withengar Unbound",
    "Sengir, the Dark Baron",
    "Share the Spoils",
)
# The 敗北条件 page's 敗北条件カード一覧, in the page's order (Transcendence and Lich's Mastery are
# also in the section above).
LOSS_CONDITION_CARDS: tuple[str, ...] = (
    "Lich",
    "Amulet of Quoz",
    "Forbidden Crypt",
    "Final Fortune",
    "Last Chance",
    "Warrior's Oath",
    "Nefarious Lich",
    "Transcendence",
    "Phage the Untouchable",
    "Door to Nothingness",
    "Slaughter Pact",
    "Summoner's Pact",
    "Pact of the Titan",
    "Intervention Pact",
    "Pact of Negation",
    "Immortal Coil",
    "Vraska the Unseen",
    "Demonic Pact",
    "Triskaidekaphobia",
    "Glorious End",
    "Vraska, Scheming Gorgon",
    "Lich's Mastery",
    "Chance for Glory",
    "Vraska, Golgari Queen",
    "Etrata, the Silencer",
    "Nicol Bolas, Dragon-God",
    "Mirrodin Besieged",
    "Atemsis, All-Seeing",
    "Nine Lives",
    "Angel of Destiny",
    "Strixhaven Stadium",
    "Vorpal Sword",
    "The Deck of Many Things",
    "Enduring Angel",
    "Sinner's Judgment",
    "Alchemist's Gambit",
    "Form of the Squirrel",
    "Rocket-Powered Turbo Slug",
    "Baron Von Count",
)
# Cards the サブゲーム page names besides the four that make subgames.
SUBGAME_PAGE_TOOLS: tuple[str, ...] = ("Fork", "Lithoform Engine", "Karn Liberated")
SUBGAME_PAGE_CARDS: tuple[str, ...] = (
    "Shahrazad",
    "Enter the Dungeon",
    "The Countdown Is at One",
    "Tug of War",
)


def lookup(name: str | None) -> CardDef | None:
    if name is None:
        return None
    return REGISTRY.get(name)


def type_line_of(name: str | None, declared: str | None) -> TypeLine | None:
    """The type line a scenario declared for a card, else the modelled one, else unknown."""
    if declared:
        return parse_type_line(declared)
    card = lookup(name)
    return card.types if card else None


__all__ = [
    "LOSS_CONDITION_CARDS",
    "LOSS_PAGE_CARDS",
    "REGISTRY",
    "SUBGAME_PAGE_CARDS",
    "SUBGAME_PAGE_TOOLS",
    "TRIGGERS",
    "CardDef",
    "lookup",
    "type_line_of",
]
