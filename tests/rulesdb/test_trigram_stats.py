"""What the trigram index says about a question's terms, asked once and remembered."""

from __future__ import annotations

import aiosqlite

from rulesdb.database import RulesDatabase
from rulesdb.search.query import analyze
from rulesdb.search.stages.gathering import question_grams
from rulesdb.search.trigram_stats import TrigramStats
from rulesdb.text.fts_query import crosses_punctuation
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


async def test_a_japanese_short_word_is_continued_by_its_commonest_forms_only() -> None:
    # The rarest continuations of 相手 are junctions (相手」) and of 覚 another word (覚醒):
    # the candidate query, which asks the rarest trigrams first, asked those.
    async with aiosqlite.connect(":memory:") as db:
        await db.execute("CREATE TABLE trigram_df (term TEXT PRIMARY KEY, df INTEGER)")
        rows = [("相手が", 29), ("相手」", 25), ("相手の", 23), ("相手は", 13), ("相手全", 3)]
        rows += [("4.5", 119), ("40.", 80), ("毒かう", 24)]
        await db.executemany("INSERT INTO trigram_df VALUES (?, ?)", rows)
        stats = TrigramStats(db, 100)
        forms = await stats.word_forms(["相手", "4", "毒"])
        assert forms == ["相手が", "相手の", "相手は", "毒かう"]
        assert "相手全" in await stats.continuations(["相手"])  # English questions: all twelve


async def test_a_japanese_questions_candidate_trigrams_cross_no_punctuation(
    full: RulesDatabase,
) -> None:
    searcher = await full.searcher()
    question = "ライフが-4、相手が殴ってきた。毒カウンターは何個で負けるの?"
    grams = await question_grams(searcher.index, analyze(question, searcher.vocabulary))
    assert grams.own and not any(crosses_punctuation(g) for g in grams.own + grams.translated)
    assert "毒かう" in grams.own and "相手が" in grams.own
    english = await question_grams(searcher.index, analyze("is it over, ok?", searcher.vocabulary))
    assert any(crosses_punctuation(g) for g in english.own)  # spaced words: not a junction
