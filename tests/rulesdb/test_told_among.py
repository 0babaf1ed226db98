"""Of the cards a word heads ("the Angel"), the question means the one whose text alone says
its words (rulesdb.search.card_context.told_among); none when two cards' texts are told of
alike, or when what the question says is what many of them do."""

from __future__ import annotations

import pytest

from rulesdb.search.card_context import CardContext, told_among
from rulesdb.search.query import keywords_of


def _card(name: str, text: str) -> CardContext:
    return CardContext(f"card:{name}", name, (name,), text, None, ())


ANGELS = [
    _card(
        "Platinum Angel", "Flying\nYou can't lose the game and your opponents can't win the game."
    ),
    _card("Serra Angel", "Flying, vigilance"),
    _card("Angel of Mercy", "Flying\nWhen Angel of Mercy enters, you gain 3 life."),
    _card("Angel of Renewal", "Flying\nWhen this enters, you gain 1 life for each creature."),
    _card("Exalted Angel", "Flying\nWhenever Exalted Angel deals damage, you gain that much life."),
]


@pytest.mark.parametrize(
    ("question", "meant"),
    [
        ("can I lose at 0 life with the Angel out", "card:Platinum Angel"),
        ("My Angel is out and I'm at -3. Do I lose?", "card:Platinum Angel"),
        # What three of them do: no one of them.
        ("the Angel enters and I gain life, right?", None),
        # Said by no Angel's text.
        ("Can the Angel block a creature with menace?", None),
        # "out" is where the card is, not what it does.
        ("the Angel is out", None),
    ],
)
def test_the_card_whose_text_alone_the_question_tells_of(question: str, meant: str | None) -> None:
    assert told_among(ANGELS, keywords_of(question, keep_hiragana=False)) == meant


def test_two_cards_told_of_alike_name_neither() -> None:
    destiny = _card(
        "Angel of Destiny",
        "Flying\nAt the beginning of your end step, if you have 15 or more life more than your"
        " starting life total, each player Angel of Destiny attacked this turn loses the game.",
    )
    asked = keywords_of("can I lose the game with the Angel out", keep_hiragana=False)
    assert told_among(ANGELS, asked) == "card:Platinum Angel"
    assert told_among([*ANGELS, destiny], asked) is None
