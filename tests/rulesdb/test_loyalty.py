"""A planeswalker's loyalty abilities read from its Oracle text, in English and Japanese."""

from __future__ import annotations

import pytest

from rulesdb.text.loyalty import loyalty_abilities, loyalty_cost


@pytest.mark.parametrize(
    ("line", "cost"),
    [
        ("[+1]: Draw a card.", 1),
        ("[−8]: You get an emblem.", -8),
        ("[0]: Untap target land.", 0),
        ("[−X]: Destroy target creature.", 0),
        ("+1：ダンジョン探索をする。", 1),
        ("-7：あなたは紋章を得る。", -7),
        ("{2}: Draw a card.", None),
        ("Flying", None),
        ("When this enters, draw 2 cards: then discard one.", None),
    ],
)
def test_a_lines_loyalty_cost(line: str, cost: int | None) -> None:
    assert loyalty_cost(line) == cost


def test_a_planeswalkers_text_has_two_loyalty_abilities_or_more() -> None:
    jace = "[+1]: Draw a card.\n[−3]: Return target creature.\n[−8]: You win."
    assert loyalty_abilities(jace.splitlines()) == 3
    assert loyalty_abilities("Flying\n{T}: Add {C}.".splitlines()) == 0
