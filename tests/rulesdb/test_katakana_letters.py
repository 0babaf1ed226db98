"""English-only cards written in katakana from their sound: when the consonants are too few to
tell one name (Shahrazad's "srsd" is five names'), the word's letters tell it; a word that
spells none of them clearly names nothing."""

from __future__ import annotations

import pytest

from rulesdb.search.name_index import NameIndex
from rulesdb.text.katakana_romaji import romaji
from rulesdb.text.katakana_sound import english_sounds, kana_sounds


@pytest.mark.parametrize(
    ("kana", "letters"),
    [
        ("シャハラザード", "shaharazaado"),
        ("グリステナー・エルフ", "gurisutenaa erufu"),
        ("リッチ", "ricchi"),
        ("フォーク", "fooku"),
        ("チェーンソー", "cheensoo"),
    ],
)
def test_katakana_is_read_in_latin_letters(kana: str, letters: str) -> None:
    assert romaji(kana) == letters


# Names that share Shahrazad's consonants as katakana keeps them.
SAME_CONSONANTS = ["Shahrazad", "Thrull Wizard", "Slitherhead", "Scissors Lizard"]


def names(*english: str) -> NameIndex:
    return NameIndex([(f"card:{name}", name, [name]) for name in english])


def test_the_consonants_alone_do_not_tell_shahrazad() -> None:
    assert len(kana_sounds("シャハラザード")) < 6
    assert {english_sounds(name) for name in SAME_CONSONANTS} == {"srsd"}


def test_the_letters_tell_shahrazad_among_names_of_the_same_consonants() -> None:
    index = names(*SAME_CONSONANTS)
    assert index.sounded("シャハラザード") == "card:Shahrazad"
    assert [m.key for _, m in index.sounded_in("シャハラザードを唱えたら")] == ["card:Shahrazad"]


def test_a_word_that_spells_no_name_clearly_names_none() -> None:
    index = names(*SAME_CONSONANTS)
    assert index.sounded("ショーズ") is None  # too few consonants to try
    assert index.sounded("サブゲーム") is None  # the rules' own word
