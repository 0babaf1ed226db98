"""A question that is a card's name and nothing more ("Platinum Angel", 「白金の天使」).

The rules its words reach are those that happen to say its name's words ("Angel", a creature
type of 205.3m; "Phyrexian", a mana of 107.4f for Phyrexian Unlife), not the rules the card bears
on. Those are found by the card's own text (Platinum Angel's "You can't lose the game" reaches
104.2a and 101.2), after any rule that names the card itself (728.1: "One card (Shahrazad)
allows players to play a Magic subgame").
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.application.answer_types import RecognisedCard, SearchHit
from bot.application.reading.question_words import named_alone, words_of
from rulesdb.text.normalize import fold


def card_alone(question: str, cards: Sequence[RecognisedCard]) -> RecognisedCard | None:
    """The named card with text whose name (or its misspelling, or its katakana) is all the
    question says; None when the question says anything more."""
    asked = words_of(question)
    for card in cards:
        if not (card.get("text") or card.get("ja_text")):
            continue
        names = [words_of(name) for name in card["name"].split("/")]
        if (asked and asked in names) or named_alone(question, card, 0):
            return card
    return None


def card_text_for(card: RecognisedCard, reader: str) -> str:
    """The card's text in the reader's language where the card data has it."""
    english, japanese = card.get("text") or "", card.get("ja_text") or ""
    return (japanese or english) if reader == "ja" else (english or japanese)


def _names_the_card(hit: SearchHit, card: RecognisedCard) -> bool:
    text = fold(hit.get("text") or "")
    return any(fold(name) in text for name in card["name"].split("/") if name.strip())


def _head_rule(hit: SearchHit) -> str:
    """The rule a rule hit is part of: 728 for 728.1b."""
    return hit["ref"].removeprefix("rule:").split(".")[0]


def rules_by_card_text(
    hits: Sequence[SearchHit], by_text: Sequence[SearchHit], card: RecognisedCard, limit: int
) -> list[SearchHit]:
    """The hits of the name with its rules replaced: those naming the card and the others of
    their rule (728 for 728.1), then the rules the card's text found, then the name's others
    (last: a reader may still look there). The other hits (the card, the wiki's sections)
    keep their places among the first."""
    rules = [hit for hit in hits if hit["kind"] == "rule"]
    naming = [hit for hit in rules if _names_the_card(hit, card)]
    # The rule naming the card heads its own rules (728.1 and the rest of 728, Subgames).
    heads = {_head_rule(hit) for hit in naming}
    naming += [hit for hit in rules if hit not in naming and _head_rule(hit) in heads]
    seen = {hit["ref"] for hit in naming}
    found = [h for h in by_text if h["kind"] == "rule" and h["ref"] not in seen]
    seen |= {hit["ref"] for hit in found}
    ordered = iter([*naming, *found, *(hit for hit in rules if hit["ref"] not in seen)])
    merged = [next(ordered) if hit["kind"] == "rule" else hit for hit in hits]
    return [*merged, *ordered][:limit]
