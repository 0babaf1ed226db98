"""Nothing found means nothing found: a hit is related to the question only when it holds one of
its words (a typo counts), is a card it names, or the rule it names; a question no hit is related
to gets no hits, only the names closest to its words."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.search.name_index import NameIndex
from rulesdb.search.query import analyze
from rulesdb.search.stages.candidates import Candidate
from rulesdb.search.stages.relatedness import close_names, holds_the_question
from rulesdb.text.vocabulary import Vocabulary

POISON_RULE = Candidate(
    doc_id=1,
    ref="rule:704.5c",
    kind="rule",
    edition="20231013",
    lang="en",
    title="704.5c",
    text="A player with ten or more poison counters loses the game.",
    page=None,
    section_path=None,
    url=None,
    folded="a player with ten or more poison counters loses the game.",
    prior=0.0,
)


def test_a_hit_holding_a_word_of_the_question_is_related() -> None:
    assert holds_the_question(POISON_RULE, analyze("how many poison counters", Vocabulary([])))


def test_a_misspelt_word_still_relates() -> None:
    assert holds_the_question(POISON_RULE, analyze("poisen counterz", Vocabulary([])))


def test_shared_trigrams_alone_do_not_relate() -> None:
    # "EVILMARKERZQX" shares trigrams with many texts, and no word with any.
    assert not holds_the_question(POISON_RULE, analyze("EVILMARKERZQX", Vocabulary([])))
    assert not holds_the_question(POISON_RULE, analyze("asdf qwer zxcv", Vocabulary([])))


def test_the_rule_a_question_names_is_related_whatever_its_words() -> None:
    named = POISON_RULE._replace(exact_number=True)
    assert holds_the_question(named, analyze("704.5c", Vocabulary([])))


def test_close_names_are_offered_for_a_question_nothing_answers() -> None:
    cards = NameIndex([("card:Shahrazad", "Shahrazad", ["Shahrazad"])])
    assert close_names(analyze("shahrazzad", Vocabulary([])), [cards]) == ["Shahrazad"]
    assert close_names(analyze("EVILMARKERZQX", Vocabulary([])), [cards]) == []


@pytest.mark.parametrize("question", ["EVILMARKERZQX", "asdf qwer zxcv", "xyzzy plugh"])
async def test_nonsense_finds_nothing(bundled_db: Path, question: str) -> None:
    database = await RulesDatabase.open(bundled_db, semantic=False)
    try:
        found = await (await database.searcher()).answer(question)
    finally:
        await database.close()
    assert found.hits == [] and found.cards == [] and found.rulings == []


@pytest.mark.parametrize(
    "question", ["毒カウンター", "how many poison counters", "subgaem", "Platinum Angle"]
)
async def test_real_questions_still_find(bundled_db: Path, question: str) -> None:
    database = await RulesDatabase.open(bundled_db, semantic=False)
    try:
        found = await (await database.searcher()).answer(question)
    finally:
        await database.close()
    assert found.hits
