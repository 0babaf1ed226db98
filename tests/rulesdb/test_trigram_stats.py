"""What the trigram index says about a question's terms, asked once and remembered."""

from __future__ import annotations

from rulesdb.database import RulesDatabase
from rulesdb.normalize import fold


async def test_a_rare_word_is_rarer_than_a_common_one(full: RulesDatabase) -> None:
    stats = full.searcher.index
    words = ["shahrazad", "player"]
    grams = [w[i : i + 3] for w in words for i in range(len(w) - 2)]
    await stats.frequencies(grams)
    rarity = stats.rarity(words)
    assert 0.0 <= rarity["player"] < rarity["shahrazad"] <= 1.0
    assert "毒" not in stats.rarity(["毒"])  # too short for a trigram: left out


async def test_a_phrase_is_asked_of_the_index_once(full: RulesDatabase) -> None:
    stats = full.searcher.index
    first = await stats.phrase_rows(fold("0 or less life"))
    assert first and any("0 or less life" in str(row[10]) for row in first)
    assert await stats.phrase_rows(fold("0 or less life")) is first
    assert await stats.phrase_rows("ab") == []  # too short to be a phrase of the index


async def test_how_many_rules_say_a_short_word(full: RulesDatabase) -> None:
    # What tells a short card name (崇拝 is Worship's) from the rules' own word (遅延, Delay's
    # name, in 遅延誘発型能力): how many rules and glossary entries say it, counted up to enough.
    index = full.searcher.index
    assert await index.rules_saying("崇拝", 4) == 0
    assert await index.rules_saying("遅延", 4) == 4
    assert await index.rules_saying("選択", 10) == 10
