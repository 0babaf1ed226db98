"""A Japanese card name shortened to its last word, after its の, names the card when no other
name holds the word (rulesdb.search.shortened.japanese)."""

from __future__ import annotations

import pytest

from rulesdb.search.name_index import NameIndex
from rulesdb.search.shortened.japanese import head_names_in, japanese_bigrams

NAMES = [
    ("Abyssal Persecutor", "深淵の迫害者"),
    ("Phyrexian Unlife", "ファイレクシアの非生"),
    ("Platinum Angel", "白金の天使"),
    ("Platinum Emperion", "白金の帝像"),
    ("Serra Angel", "セラの天使"),
    ("Laboratory Maniac", "研究室の偏執狂"),
    ("Mogg Maniac", "モグの偏執狂"),
    ("Persecutor's Lair", "迫害者達の巣"),
]


@pytest.fixture(scope="module")
def cards() -> NameIndex:
    return NameIndex((f"card:{en}", en, [en, ja]) for en, ja in NAMES)


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("非生があってライフ0、負ける？", [("非生", "card:Phyrexian Unlife")]),
        # In katakana too: the names are folded alike.
        ("ファイレクシアがどうこう", []),  # the first word, not the last
        ("白金がいるので", []),  # the first word of two names
        ("天使がいるので", []),  # the last word of two names
        ("偏執狂がいてライブラリー0", []),
        ("迫害者がいると", []),  # held by another name too (迫害者達の巣)
        ("《ファイレクシアの非生》があって非生は", []),  # written out whole: found as written
        ("Unlife があって", []),
    ],
)
def test_a_names_last_word_names_its_card_alone(
    cards: NameIndex, text: str, found: list[tuple[str, str]]
) -> None:
    assert [(word, match.key) for word, match in head_names_in(text, cards)] == found


def test_the_last_word_names_the_card_once_however_often_said(cards: NameIndex) -> None:
    found = head_names_in("非生を置いて、非生で耐える", cards)
    assert [match.key for _, match in found] == ["card:Phyrexian Unlife"]


def test_the_aliases_holding_a_word_are_read_until_enough_cards_hold_it(cards: NameIndex) -> None:
    held = {match.key for _, match in cards.aliases_holding("迫害者", 5)}
    assert held == {"card:Abyssal Persecutor", "card:Persecutor's Lair"}
    assert len({match.key for _, match in cards.aliases_holding("天使", 1)}) == 1
    assert cards.aliases_holding("存在しない", 5) == []


def test_bigrams_are_of_the_words_of_kanji_and_katakana() -> None:
    assert japanese_bigrams("相手は勝てない") == {"相手"}
    assert japanese_bigrams("ライフが0") == {"らい", "いふ"}
