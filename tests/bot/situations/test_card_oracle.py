"""A card's Oracle text read for its one plain effect (card_effects/oracle.py): the whole text one
damage, life loss, gain, poison or draw, or a creature whose keywords change nothing of the damage
it deals a player (or one that changes it as the engine plays); anything else in the text, and
there is none."""

from __future__ import annotations

import json
from functools import cache

import pytest

from bot.application.answer_types import RecognisedCard
from bot.application.situations.card_effects.oracle import (
    OracleCard,
    PlainCreature,
    SpellEffect,
    oracle_cards,
    plain_effect,
)
from tests.shared_data import shared_data


def effect(text: str, name: str = "Card Name") -> SpellEffect | PlainCreature | None:
    return plain_effect(OracleCard(name, text))


@pytest.mark.parametrize(
    ("name", "text", "expected"),
    [
        ("Shock", "Shock deals 2 damage to any target.", SpellEffect("damage", 2, "chosen")),
        (
            "Lava Spike",
            "Lava Spike deals 3 damage to target player or planeswalker.",
            SpellEffect("damage", 3, "chosen"),
        ),
        ("Blaze", "Blaze deals X damage to any target.", SpellEffect("damage", None, "chosen")),
        (
            "Fireball",
            "This spell costs {1} more to cast for each target beyond the first.\n"
            "Fireball deals X damage divided evenly, rounded down, among any number of targets.",
            SpellEffect("damage", None, "chosen"),
        ),
        ("Sting", "Target opponent loses 2 life.", SpellEffect("life_loss", 2, "opponent")),
        ("Drain", "Each opponent loses 3 life.", SpellEffect("life_loss", 3, "opponents")),
        ("Study", "Draw two cards.", SpellEffect("draw", 2, "caster")),
        ("Insight", "Target player draws three cards.", SpellEffect("draw", 3, "chosen")),
        ("Grizzly Bears", "", PlainCreature()),
        ("Serra Angel", "Flying, vigilance", PlainCreature()),
        (
            "Ghalta, Primal Hunger",
            "This spell costs {X} less to cast, where X is the total power of creatures you"
            " control.\nTrample",
            PlainCreature(),
        ),
        ("Knight", "First strike, protection from black", PlainCreature()),
        ("Nighthawk", "Flying\nDeathtouch\nLifelink", PlainCreature(lifelink=True)),
    ],
)
def test_a_plain_text_is_read_as_its_effect(
    name: str, text: str, expected: SpellEffect | PlainCreature | None
) -> None:
    assert effect(text, name) == expected


@pytest.mark.parametrize(
    "text",
    [
        # A second effect, a choice, a trigger: the text does more than one plain thing.
        "Target player draws two cards and discards 2 cards.",
        "Each opponent loses 3 life. You gain life equal to the life lost this way.",
        "Choose one —\n• Target player loses 3 life.\n• Draw a card.",
        "Kicker {4}\nCard Name deals 2 damage to any target. If this spell was kicked, it deals 5.",
        "Target opponent loses 3 life.\nCipher (Then you may exile this spell card encoded.)",
        "Card Name deals 3 damage to target creature.",
        "Card Name deals 3 damage to each creature and each player.",
        # Two keywords that change the damage a creature deals a player, or a trigger.
        "Flying\nLifelink\nInfect",
        "Flying\nWhenever Card Name deals combat damage to a player, draw a card.",
        "Flying\n{1}{B}: Card Name gets +1/+0 until end of turn.",
        # Cut short as the search shows it: what was cut could matter.
        "Card Name deals 3 damage to any target.…",
    ],
)
def test_a_text_with_anything_else_has_no_plain_effect(text: str) -> None:
    assert effect(text) is None


@cache
def _sample() -> dict[str, str]:
    data = json.loads(shared_data("cards", "mtgjson", "mtgjson-sample.json").read_bytes())["data"]
    return {
        card["name"]: card.get("text", "") for cards in data.values() for card in cards["cards"]
    }


def test_the_card_samples_plain_cards_are_the_plain_spells() -> None:
    """Of the 277 real cards, only the spells whose text is one plain effect (with a way to cast
    them that changes nothing of it), a removal, the two infect creatures and the creatures
    whose only other line is suspend (a way to cast them) are read as plain; the lands, other
    creatures, vehicles and planeswalkers all say more."""
    plain = {name: plain_effect(OracleCard(name, text)) for name, text in _sample().items()}
    assert {name: found for name, found in plain.items() if found} == {
        "Ancestral Vision": SpellEffect("draw", 3, "chosen"),
        "Lightning Bolt": SpellEffect("damage", 3, "chosen"),
        "Rift Bolt": SpellEffect("damage", 3, "chosen"),
        "Heroes Remembered": SpellEffect("life_gain", 20, "caster"),
        "Glistener Elf": PlainCreature(infect=True),
        "Phyrexian Crusader": PlainCreature(infect=True),
        **dict.fromkeys(
            [
                "Corpulent Corpse",
                "Duskrider Peregrine",
                "Durkwood Baloth",
                "Errant Ephemeron",
                "Giant Dustwasp",
                "Infiltrator il-Kor",
                "Keldon Halberdier",
            ],
            PlainCreature(),
        ),
        "Plunder": SpellEffect(
            "destroy", None, "chosen", permanents=frozenset({"artifact", "land"})
        ),
    }


@pytest.mark.parametrize("name", ["Shadow Slice", "Last Thoughts", "Arc Blade"])
def test_real_cards_that_say_more_have_no_plain_effect(name: str) -> None:
    assert plain_effect(OracleCard(name, _sample()[name])) is None


def test_the_recognised_cards_give_their_texts_and_japanese_names() -> None:
    cards: list[RecognisedCard] = [
        {"ref": "card:Lightning Bolt", "name": "稲妻/Lightning Bolt", "text": "…"},
        {"ref": "card:Shahrazad", "name": "Shahrazad", "text": "Players play a Magic subgame…"},
        {"ref": "card:Wiki Only", "name": "Wiki Only"},
        {"ref": "card:Grizzly Bears", "name": "灰色熊/Grizzly Bears", "text": "", "power": "2"},
        {"ref": "card:Tarmogoyf", "name": "タルモゴイフ/Tarmogoyf", "text": "…", "power": "*"},
    ]
    assert oracle_cards(cards) == (
        OracleCard("Lightning Bolt", "…", "稲妻"),
        OracleCard("Shahrazad", "Players play a Magic subgame…"),
        OracleCard("Grizzly Bears", "", "灰色熊", power=2),
        OracleCard("Tarmogoyf", "…", "タルモゴイフ"),
    )
