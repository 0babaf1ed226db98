"""A rule's siblings answer beside it (rulesdb.search.stages.siblings): the cases of the concept
whose rules' phrase the best rule says are read and scored, a list of concepts is not."""

from __future__ import annotations

from rulesdb.database import RulesDatabase
from rulesdb.search.query import analyze
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Candidate, Scored
from rulesdb.search.stages.siblings import MAX_FAMILY, parents_of_best
from rulesdb.text.vocabulary import Vocabulary


def _rule(doc_id: int, number: str, text: str) -> Candidate:
    return Candidate(
        doc_id,
        f"rule:{number}",
        "rule",
        "20231013",
        "en",
        number,
        text,
        None,
        None,
        None,
        text,
        0.0,
    )


def test_only_a_best_rule_saying_an_asked_phrase_brings_its_family() -> None:
    query = analyze("4 player game, the guy who lost: what about his turn?", Vocabulary([]))
    ranker = Ranker(query, [])
    saying = _rule(1, "800.4a", "when a player leaves the game, all objects owned by that player")
    silent = _rule(2, "601.2b", "if the spell is modal, the player announces the mode choice")
    assert parents_of_best({1: Scored(saying, 0.5), 2: Scored(silent, 0.4)}, ranker) == {
        ("20231013", "en", "800.4")
    }
    assert parents_of_best({1: Scored(saying, 0.3), 2: Scored(silent, 0.4)}, ranker) == set()


async def test_a_family_is_read_whole_unless_it_is_a_list_of_concepts(
    full: RulesDatabase,
) -> None:
    siblings = (await full.searcher()).siblings
    leaving = await siblings.family({("20231013", "en", "800.4")})
    numbers = {c.ref for c in leaving}
    assert {"rule:800.4a", "rule:800.4e", "rule:800.4j", "rule:800.4m"} <= numbers
    assert len(leaving) <= MAX_FAMILY
    # 704.5's state-based actions are each a concept of their own.
    assert await siblings.family({("20231013", "en", "704.5")}) == []


async def test_an_until_your_next_turn_effect_of_a_player_who_left_is_800_4m(
    full: RulesDatabase,
) -> None:
    """800.4m says none of the story's leaving words the way 800.4a does; read as 800.4a's
    sibling, its own words (次のターンまで) rank it beside it."""
    hits = await (await full.searcher()).search(
        "多人数戦で脱落したプレイヤーがかけた「次のターンまで」の効果って、いつ終わるの？", limit=3
    )
    assert "rule:800.4m" in [h["ref"] for h in hits], [h["ref"] for h in hits]
