"""The ruling shown as the answer addresses the question, not only the card it is about: a match
on words the card's own text already says counts for less (a ruling holding only those is not
shown), and the other named cards' text is the story's too (Lightning Bolt deals the damage that
Angel's Grace's ruling is about). Real cards of the MTGJSON sample, the curated term table."""

from __future__ import annotations

from typing import Any

from rulesdb.derived.terms import curated_terms
from rulesdb.search.card_context import CardContext, matching_rulings
from rulesdb.search.query import analyze
from rulesdb.text.vocabulary import Vocabulary
from tests.mtgjson_samples import load_sample

# The rules glossary's pair for "respond" (the wiki's glossary gives it; the curated table not).
GLOSSARY = [("対応", "Respond")]


def sample_cards(*names: str) -> list[CardContext]:
    found: dict[str, dict[str, Any]] = {}
    for card_set in load_sample()["data"].values():
        for card in card_set["cards"]:
            if card["name"] in names and card.get("rulings"):
                found[card["name"]] = card
            found.setdefault(card["name"], card)
    contexts = []
    for name in names:
        card = found[name]
        japanese = [f for f in card.get("foreignData", []) if f["language"] == "Japanese"]
        contexts.append(
            CardContext(
                ref=f"card:{name}",
                name=name,
                names=(name, *(f["name"] for f in japanese)),
                text=card.get("text", ""),
                ja_text=japanese[0].get("text") if japanese else None,
                rulings=tuple((r["date"], r["text"]) for r in card.get("rulings", [])),
            )
        )
    return contexts


def test_a_ruling_holding_only_the_cards_own_words_is_not_the_answer() -> None:
    # Shahrazad's text says "subgame" and "game": its ruling on where the cards go after a
    # subgame shares those and "main" with the question, and does not answer it.
    question = (
        "My opponent cast Shahrazad and I lost the subgame at 0 life."
        " What happens in the main game?"
    )
    query = analyze(question, Vocabulary(curated_terms()))
    rulings = matching_rulings(sample_cards("Shahrazad"), query)
    assert not [r for r in rulings if r["text"].startswith("At the end of a subgame")]


def test_the_other_named_cards_text_is_the_storys_words() -> None:
    question = (
        "ライフ2で、相手が《稲妻》をこっちに撃ってきたので、それに対応して《天使の嗜み》を唱えました。"
        "負けますか？"
    )
    query = analyze(question, Vocabulary([*curated_terms(), *GLOSSARY]))
    grace, bolt = sample_cards("Angel's Grace", "Lightning Bolt")
    assert "damage" in bolt.text and query.japanese
    rulings = matching_rulings([grace, bolt], query)
    # The rulings on damage dealt to you come first (Bolt's damage), not "You can't pay more
    # life than you have, even if you won't lose the game." (life and lose: the card's words).
    assert rulings and "damage dealt to you" in rulings[0]["text"]
    prevent = "Angel’s Grace doesn’t prevent damage."
    assert any(r["text"].startswith(prevent) for r in rulings[:2])
    assert not any(r["text"].startswith("You can’t pay more life") for r in rulings)
    # Alone, the card's rulings hold only its own words ("life", "lose") or too few words.
    assert matching_rulings([grace], query) == []


def test_a_ruling_with_the_questions_own_words_still_answers() -> None:
    query = analyze("I control Platinum Angel at 0 life, do I lose the game?", Vocabulary([]))
    (angel,) = sample_cards("Platinum Angel")
    rulings = matching_rulings([angel], query)
    assert rulings and "0 or less life" in rulings[0]["text"]


def test_a_ruling_for_a_variant_the_question_does_not_name_comes_after() -> None:
    # Angel's Grace's ruling "In a Commander game, combat damage … is still tracked" shares
    # "damage", "dealt" and "life" with a plain Lightning Bolt story; it led the rulings.
    plain = (
        "My opponent cast Angel's Grace at 1 life and then I hit him with Lightning Bolt."
        " Does he lose the game?"
    )
    commander = (
        "In EDH my opponent cast Angel's Grace at 1 life and then my commander dealt him 8"
        " combat damage. Does he lose the game?"
    )
    cards = sample_cards("Angel's Grace", "Lightning Bolt")
    vocabulary = Vocabulary(curated_terms())
    first_plain = matching_rulings(cards, analyze(plain, vocabulary))[0]["text"]
    first_commander = matching_rulings(cards, analyze(commander, vocabulary))[0]["text"]
    assert not first_plain.startswith("In a Commander game")
    assert first_commander.startswith("In a Commander game")
