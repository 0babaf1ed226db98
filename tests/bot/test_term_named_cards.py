"""Cards named as the rules' own words (rulesdb.search.term_names): with the whole card data
loaded, Sacrifice, Lifelink and Two-Headed Giant are cards, and a question saying "sacrifice" or
playing a Two-Headed Giant game names none of them unless it writes the name as a card's; nor
does "commander" name Commandeer."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from tests.bot.extra_cards import card_face, sample_with_faces

# Cards of the whole card data the sample lacks, named as the rules' words (texts abridged).
TERM_CARDS = [
    card_face(
        "Sacrifice",
        "Instant",
        "As an additional cost to cast this spell, sacrifice a creature.\nAdd an amount of {B}"
        " equal to the sacrificed creature's mana value.",
    ),
    card_face(
        "Lifelink",
        "Enchantment — Aura",
        "Enchant creature\nEnchanted creature has lifelink.",
        "絆魂",
    ),
    card_face(
        "Two-Headed Giant",
        "Creature — Giant Warrior",
        "Whenever Two-Headed Giant attacks, flip two coins. If both coins come up heads,"
        " Two-Headed Giant gains double strike until end of turn.",
        "双頭巨人",
    ),
    card_face(
        "Commandeer",
        "Instant",
        "You may exile two blue cards from your hand rather than pay this spell's mana cost.\n"
        "Gain control of target noncreature spell. You may choose new targets for it.",
    ),
]


@pytest.fixture(scope="module")
def term_cards_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sample_with_faces(tmp_path_factory.mktemp("term-cards"), TERM_CARDS)


@pytest.fixture
async def app(term_cards_db: Path) -> AsyncIterator[JudgeApp]:
    opened = await JudgeApp.open(term_cards_db)
    yield opened
    await opened.close()


async def _cards(app: JudgeApp, question: str) -> list[str]:
    return [card["ref"] for card in (await app.search(question))["cards"]]


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # The rules' words, as the rules write them.
        ("If I sacrifice Platinum Angel do I lose?", ["card:Platinum Angel"]),
        ("Sacrifice Platinum Angel in response: do I lose?", ["card:Platinum Angel"]),
        ("Does lifelink gain life at the same time as the damage?", []),
        ("In Two-Headed Giant, do we share poison counters?", []),
        ("two headed giant: our team is at 3 life, do we lose?", []),
        ("双頭巨人戦で毒カウンターは共有？", []),
        # The card's name, written as a card's.
        (
            "I cast Sacrifice on my Platinum Angel, do I lose?",
            ["card:Sacrifice", "card:Platinum Angel"],
        ),
        ("[[Two-Headed Giant]] attacks: does it get double strike?", ["card:Two-Headed Giant"]),
        ("《双頭巨人》が攻撃したら二段攻撃を得る？", ["card:Two-Headed Giant"]),
        # The rules' word a letter away from a card's name is the rules' word.
        ("Does commander damage count if it's non-combat damage?", []),
        ("Can I Commandeer his Shahrazad?", ["card:Commandeer", "card:Shahrazad"]),
        # A card the rules name in an example is still the card.
        ("Shahrazad: do we start the subgame at 20 life?", ["card:Shahrazad"]),
    ],
)
async def test_a_card_named_as_the_rules_word_is_the_rules_word(
    app: JudgeApp, question: str, cards: list[str]
) -> None:
    watched = {f"card:{face['name']}" for face in TERM_CARDS}
    watched |= {"card:Shahrazad", "card:Platinum Angel"}
    assert watched.intersection(await _cards(app, question)) == set(cards)


async def test_the_rules_word_leads_where_the_card_led(app: JudgeApp) -> None:
    answer = await app.search("If I sacrifice Platinum Angel do I lose?")
    assert all(item["ref"] != "card:Sacrifice" for item in answer["answer"])
    giant = await app.search("In Two-Headed Giant, do we share poison counters?")
    assert giant["answer"][0]["ref"].startswith("rule:")
