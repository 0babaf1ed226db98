"""An English name written in katakana shortened, each word to its first sounds (ラボマン for
"Lab Man", Laboratory Maniac; プラチナエンジェル for Platinum Angel), names the card when one
name's words fit it and its letters spell that name's clearly best
(rulesdb.search.shortened.katakana)."""

from __future__ import annotations

import json

import pytest

from rulesdb.search.name_index import NameIndex
from tests.shared_data import shared_data

NAMES = [
    "Laboratory Maniac",
    "Platinum Angel",
    "Opal Archangel",  # sounds as プラチナエンジェル does: p-r-t-n-s-r
    "The Raven Man",  # r-b and m-n too, spelt "rave", not "labo"
    "Labyrinth Minotaur",
    "Reverent Mantra",
    "Argothian Sprite",
    "Septic Rats",  # s-p and r-t: スプライト is "sprite", Argothian Sprite's word
    "Glistener Elf",
]


@pytest.fixture(scope="module")
def cards() -> NameIndex:
    return NameIndex((f"card:{name}", name, [name]) for name in NAMES)


def _shortened(index: NameIndex, text: str) -> list[str]:
    return [match.key for _, match in index.shortened_in(text)]


def test_a_name_shortened_in_katakana_names_its_card(cards: NameIndex) -> None:
    assert _shortened(cards, "ラボマンがいる状態でライブラリーが空") == ["card:Laboratory Maniac"]
    assert _shortened(cards, "プラチナエンジェルがいるときライフが0") == ["card:Platinum Angel"]


def test_a_shortened_name_its_letters_spell_is_not_the_name_its_sounds_fit_whole(
    cards: NameIndex,
) -> None:
    # Opal Archangel's sounds are プラチナエンジェル's; its letters are not.
    assert cards.sounded_in("プラチナエンジェルがいる") == []
    assert cards.sounded("プラチナエンジェル") == "card:Platinum Angel"


@pytest.mark.parametrize(
    "text",
    [
        "スプライトがいる",  # one word of a name, sounded whole
        "ラボ・マンがいる",  # words written apart are written whole
        "ライブラリーが空",  # fits no name's words
        "グリステナー・エルフ",  # the whole name, found by its sound
    ],
)
def test_what_shortens_no_name_names_none(cards: NameIndex, text: str) -> None:
    assert _shortened(cards, text) == []


def test_a_word_two_names_fit_alike_names_neither() -> None:
    index = NameIndex(
        (f"card:{name}", name, [name]) for name in ["Laboratory Maniac", "Laborer Mantra"]
    )
    assert _shortened(index, "ラボマンがいる") == []


def test_a_lookup_of_few_sounds_shortened_names_none(cards: NameIndex) -> None:
    # `card` has nothing said of the card to tell a word of four sounds by (ラボマン).
    assert cards.sounded("ラボマン") is None


def test_shortened_names_among_the_real_names() -> None:
    entries = json.loads(shared_data("cardnames", "jpname.json").read_text(encoding="utf-8"))
    index = NameIndex(
        (f"card:{e['name']}", e["name"], [e["name"]])
        for e in entries
        if e.get("name") and e["name"] != "undefined"
    )
    assert _shortened(index, "ラボマン") == ["card:Laboratory Maniac"]
    assert index.sounded("プラチナエンジェル") == "card:Platinum Angel"
    for word in ("スプライト", "ライブラリー", "プレインズウォーカー", "サブゲーム", "マンモス"):
        assert _shortened(index, word) == [], word
