"""What the trigram index says about a question's terms, asked once and remembered."""

from __future__ import annotations

from rulesdb.database import RulesDatabase
from rulesdb.text.normalize import fold


async def test_a_rare_word_is_rarer_than_a_common_one(full: RulesDatabase) -> None:
    rarity = await (await full.searcher()).index.rarity(["shahrazad", "player"])
    assert 0.0 <= rarity["player"] < rarity["shahrazad"] <= 1.0
    assert "毒" not in await (await full.searcher()).index.rarity(["毒"])  # too short for a trigram


async def test_a_words_rarity_does_not_depend_on_what_was_asked_before(
    full: RulesDatabase,
) -> None:
    # Read only from the trigrams earlier questions happened to ask, a word's rarity, and so
    # a question's ranking, depended on what the process had been asked before.
    index = (await full.searcher()).index
    fresh = await index.rarity(["shahrazad"])
    index._frequency.clear()
    await index.frequencies(["sha"])
    assert await index.rarity(["shahrazad"]) == fresh


async def test_a_long_question_asks_its_trigrams_in_bounded_statements(
    full: RulesDatabase,
) -> None:
    index = (await full.searcher()).index
    rows = await full.connection.execute_fetchall("SELECT term, df FROM trigram_df LIMIT 1200")
    assert len(rows) == 1_200  # more than one statement's worth
    index._frequency.clear()
    frequency = await index.frequencies([str(term) for term, _ in rows] + ["\u0001\u0001\u0001"])
    assert frequency == {str(term): int(df) for term, df in rows} | {"\u0001\u0001\u0001": 0}


async def test_a_phrase_is_asked_of_the_index_once(full: RulesDatabase) -> None:
    stats = (await full.searcher()).index
    first = await stats.phrase_rows(fold("0 or less life"))
    assert first and any("0 or less life" in str(row[10]) for row in first)
    assert await stats.phrase_rows(fold("0 or less life")) is first
    assert await stats.phrase_rows("ab") == []  # too short to be a phrase of the index


async def test_how_many_rules_say_a_short_word(full: RulesDatabase) -> None:
    # What tells a short card name (崇拝 is Worship's) from the rules' own word (遅延, Delay's
    # name, in 遅延誘発型能力): how many rules and glossary entries say it, counted up to enough.
    index = (await full.searcher()).index
    assert await index.rules_saying("崇拝", 4) == 0
    assert await index.rules_saying("遅延", 4) == 4
    assert await index.rules_saying("選択", 10) == 10
