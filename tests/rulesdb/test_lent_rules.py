"""Rules a caller lends the search (rulesdb.search.stages.lent): the first one the words did not
show first is placed third, with its own printing's fields; one the words already show stays
where they put it; a number no edition of the numbering prints changes nothing."""

from __future__ import annotations

from rulesdb.database import RulesDatabase
from rulesdb.search.stages.lent import LENT_PLACE, LentRules

ENGINE_NUMBERING = frozenset({"20231013", "20231117"})
# A story whose words do not reach 800.4a (a player leaving a multiplayer game).
STORY = "My buddy dropped from our game night pod halfway through, is that ok?"


def numbers(hits: list[dict[str, object]]) -> list[set[str]]:
    """Each hit's rule numbers in the 2023-10-13 numbering (its own or through the lineage)."""
    found = []
    for hit in hits:
        printed = {(str(hit.get("edition")), str(hit["ref"]).removeprefix("rule:"))}
        printed |= {(o["edition"], o["number"]) for o in hit.get("other_editions", [])}  # type: ignore[attr-defined]
        found.append({number for edition, number in printed if edition in ENGINE_NUMBERING})
    return found


async def test_a_lent_rule_the_words_missed_is_placed_third(full: RulesDatabase) -> None:
    searcher = await full.searcher()
    alone = await searcher.answer(STORY, limit=10)
    assert "800.4a" not in set().union(*numbers([dict(h) for h in alone.hits[:3]]))
    lent = await searcher.answer(STORY, limit=10, lent=LentRules(("800.4a",), ENGINE_NUMBERING))
    shown = numbers([dict(h) for h in lent.hits])
    assert "800.4a" in shown[LENT_PLACE]
    # The words' first two stay first.
    assert [h["ref"] for h in lent.hits[:LENT_PLACE]] == [h["ref"] for h in alone.hits[:LENT_PLACE]]


async def test_a_lent_rule_the_words_show_first_stays_where_they_put_it(
    full: RulesDatabase,
) -> None:
    searcher = await full.searcher()
    alone = await searcher.answer(STORY, limit=10)
    first = sorted(numbers([dict(alone.hits[0])])[0])
    lent = await searcher.answer(STORY, limit=10, lent=LentRules(tuple(first), ENGINE_NUMBERING))
    assert [h["ref"] for h in lent.hits] == [h["ref"] for h in alone.hits]


async def test_a_number_the_numbering_does_not_print_changes_nothing(full: RulesDatabase) -> None:
    searcher = await full.searcher()
    alone = await searcher.answer(STORY, limit=10)
    lent = await searcher.answer(STORY, limit=10, lent=LentRules(("999.9z",), ENGINE_NUMBERING))
    assert [h["ref"] for h in lent.hits] == [h["ref"] for h in alone.hits]
