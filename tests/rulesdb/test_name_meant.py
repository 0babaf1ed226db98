"""A question that is one recognised card's name misspelt is asked as the name
(rulesdb.search.stages.written.name_meant)."""

from __future__ import annotations

import pytest

from rulesdb.answers import RecognisedCard
from rulesdb.search.stages.written import name_meant


@pytest.mark.parametrize(
    ("text", "meant"),
    [
        ("Platnium Angle", "Platinum Angel"),
        ("白金の天子", "白金の天使"),  # the name in the question's script
        ("Platinum Angel", "Platinum Angel"),  # written right
        ("Platnium Angle, when do I lose?", "Platnium Angle, when do I lose?"),  # more words
        ("Plutonium Eagle", "Plutonium Eagle"),  # not like enough
        ("Platinum Angels", "Platinum Angels"),  # the name written right, and more
        ("Platnium Angel emblem", "Platnium Angel emblem"),  # longer than a misspelling
    ],
)
def test_a_question_that_is_one_cards_name_misspelt_means_the_name(text: str, meant: str) -> None:
    angel: RecognisedCard = {"ref": "card:Platinum Angel", "name": "白金の天使/Platinum Angel"}
    assert name_meant(text, [angel]) == meant
    other: RecognisedCard = {"ref": "card:Serra Angel", "name": "セラの天使/Serra Angel"}
    assert name_meant(text, [angel, other]) == text  # two cards: no one name meant
