"""A shortened card name the rules say too is the card's only when the rules say it inside the
card's whole name ("Karn" in "One card (Karn Liberated) restarts the game"), never when the
words are a whole name the rules use for their own thing (Two-Headed Giant)."""

from __future__ import annotations

from pathlib import Path
from typing import cast

import aiosqlite

from rulesdb.search.name_index import NameMatch
from rulesdb.search.stages.named import _the_cards_words
from rulesdb.search.trigram_stats import TrigramStats


class _RulesSaying:
    """How many rules say each words (folded), as TrigramStats.rules_quoting counts them."""

    def __init__(self, counts: dict[str, int]) -> None:
        self.counts = counts

    async def rules_quoting(self, words: str, enough: int) -> int:
        return min(self.counts.get(words.lower(), 0), enough)


def _stats(counts: dict[str, int]) -> TrigramStats:
    return cast(TrigramStats, _RulesSaying(counts))


async def test_words_the_rules_say_only_in_the_cards_name_are_the_cards() -> None:
    karn = NameMatch("card:Karn Liberated", "Karn Liberated", 0.9)
    stats = _stats({"karn": 6, "karn liberated": 6})
    assert await _the_cards_words("karn", karn, stats, 4)
    # The rules say "Karn" apart from the card's name too: their word, not the card.
    assert not await _the_cards_words("karn", karn, _stats({"karn": 9, "karn liberated": 6}), 4)


async def test_the_rules_own_name_for_a_thing_is_not_a_card() -> None:
    giant = NameMatch("card:Two-Headed Giant", "Two-Headed Giant", 0.9)
    stats = _stats({"two headed giant": 30, "two-headed giant": 30})
    assert not await _the_cards_words("two headed giant", giant, stats, 4)


async def test_words_the_rules_seldom_say_are_the_cards() -> None:
    lab = NameMatch("card:Laboratory Maniac", "Laboratory Maniac", 0.9)
    assert await _the_cards_words("lab man", lab, _stats({}), 4)


async def test_a_count_that_reached_a_lower_cap_is_counted_again_for_a_higher_one(
    full_db: Path,
) -> None:
    # The rules say "Two-Headed Giant" in dozens of rules: a count up to 2 says 2, and asking
    # again up to 40 must not answer the 2 remembered.
    async with aiosqlite.connect(full_db) as db:
        stats = TrigramStats(db, 0)
        assert await stats.rules_quoting("two headed giant", 2) == 2
        assert await stats.rules_quoting("two headed giant", 40) > 2
        assert await stats.rules_quoting("two headed giant", 3) == 3
