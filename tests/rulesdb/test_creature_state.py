"""A creature's state-based death told by arithmetic asks for the rules' phrase of it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from rulesdb.search.query import analyze
from rulesdb.text.creature_state import (
    DEATHTOUCH_DAMAGE,
    LETHAL_DAMAGE,
    TOUGHNESS_GONE,
    creature_phrases,
)
from rulesdb.text.normalize import fold, has_japanese
from rulesdb.text.vocabulary import Vocabulary


def phrases(question: str) -> list[str]:
    return creature_phrases(fold(question), japanese=has_japanese(question))


@pytest.mark.parametrize(
    ("question", "phrase"),
    [
        ("I put a -1/-1 counter on my 1/1, does it die?", TOUGHNESS_GONE["en"]),
        ("he gave my 2/2 -2/-2 until end of turn, is it dead", TOUGHNESS_GONE["en"]),
        ("my 3/3 with indestructible got -3/-3", TOUGHNESS_GONE["en"]),
        ("two -1/-1 counters on my 2/2", TOUGHNESS_GONE["en"]),
        ("1/1に-1/-1カウンターが置かれたらすぐ死ぬ？", TOUGHNESS_GONE["ja"]),
        ("３／３に－１／－１カウンターを３個置いた", TOUGHNESS_GONE["ja"]),
        ("my 4/4 already took 3 damage and then got pinged for 1", LETHAL_DAMAGE["en"]),
        ("3点ダメージを受けた4/4にさらに1点与えたら死ぬ？", LETHAL_DAMAGE["ja"]),
        ("deathtouch damage of 1 to a 5/5 kills it?", DEATHTOUCH_DAMAGE["en"]),
        ("接死持ちから1点ダメージを受けた5/5は死ぬ？", DEATHTOUCH_DAMAGE["ja"]),
        # A creature told by its toughness alone.
        ("タフネス1のクリーチャーが-1/-1修整を受けた。破壊不能だけど死ぬ？", TOUGHNESS_GONE["ja"]),
        ("タフネス3のクリーチャーに3点ダメージを与えた", LETHAL_DAMAGE["ja"]),
        ("a toughness 2 creature got -2/-2", TOUGHNESS_GONE["en"]),
    ],
)
def test_a_creatures_death_told_by_numbers_asks_for_its_rule(question: str, phrase: str) -> None:
    assert phrases(question) == [phrase]


@pytest.mark.parametrize(
    "question",
    [
        # Two creatures: which one the damage is on is not said.
        "my 3/3 blocked his 2/2 and took 2 damage",
        # Alive after the sum.
        "my 2/2 took 1 damage",
        "a +1/+1 counter on my 2/2 that took 2 damage",
        "a -1/-1 counter on my 3/3",
        # No creature's power and toughness at all.
        "I took 3 damage and I'm at 2 life",
        "two of my creatures with 2 damage on each, one gets -1/-1",
        # A modification is no creature.
        "+1/+1カウンターと-1/-1カウンターが両方乗ってたら？",
        # A card's condition on toughness is no creature's toughness.
        "タフネス3以下のクリーチャーに-3/-3",
        "destroy a creature with toughness 2 or less, it has a -1/-1 counter",
    ],
)
def test_no_phrase_where_the_numbers_leave_it_alive_or_unsaid(question: str) -> None:
    assert phrases(question) == []


def test_the_search_asks_for_the_phrase_as_a_casual_words_one() -> None:
    query = analyze("he gave my 2/2 -2/-2 until end of turn, is it dead", Vocabulary([]))
    assert fold(TOUGHNESS_GONE["en"]) in query.formal
    assert fold(TOUGHNESS_GONE["en"]) not in analyze("my 2/2 got +1/+1", Vocabulary([])).formal


@pytest.mark.parametrize("phrase", [TOUGHNESS_GONE, LETHAL_DAMAGE, DEATHTOUCH_DAMAGE])
def test_each_phrase_is_what_a_rule_says(full_db: Path, phrase: dict[str, str]) -> None:
    """The phrase is asked as a substring of the rules' folded text: a rule must say it, in
    both languages."""
    with sqlite3.connect(full_db) as connection:
        for lang, said in phrase.items():
            (found,) = connection.execute(
                "SELECT count(*) FROM documents"
                " WHERE kind = 'rule' AND lang = ? AND instr(folded, ?)",
                (lang, fold(said)),
            ).fetchone()
            assert found > 0, said
