"""A family's member the story speaks of, told firmly (rulesdb.search.stages.contrast): when
the member that leads its family does so on the words every case says, the member the
question's own words single out takes the first place, and a subrule they single out against
its parent too takes the parent's place; a number alone singles out none."""

from __future__ import annotations

from pathlib import Path

import aiosqlite

from rulesdb.records import RulesDocument
from rulesdb.search.query import analyze
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Candidate, Scored
from rulesdb.search.stages.contrast import RuleFamilies, set_apart, with_siblings_told_apart
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.text.vocabulary import Vocabulary
from tests.rulesdb.corpus import rule, store

E = "20231013"
SHARE = 0.1  # the share the search runs with (RankingWeights.sibling_contrast)
LEAVES = "Unlike two-player games, multiplayer games can continue after a player has left the game."
ANTE = (
    "When a player leaves the game, objects that player owns in the ante zone do not leave the"
    " game. This is an exception to rule 800.4a."
)
OBJECTS = (
    "When a player leaves the game, all objects owned by that player leave the game and any"
    " effects which give that player control of any objects end."
)
DAMAGE = "If combat damage would be assigned to a player who has left the game, it isn't assigned."
PAY = (
    "If a cost or effect allows a player to pay an amount of life, the player may do so only if"
    " their life total is at least the amount of the payment."
)
PAY_TEAM = "In a Two-Headed Giant game, a player pays life from the team's shared life total."
PAY_ZERO = "A player can always pay 0 life."
DAMAGE_STORY = (
    "four of us playing, I swung at Sam but he got drained out before damage and left the game,"
    " where does my combat damage go?"
)


def rules_files() -> RulesDocument:
    return RulesDocument(
        edition=E,
        lang="en",
        source="MagicCompRules_20231013.txt",
        effective_text="These rules are effective as of October 13, 2023.",
        rules=[
            rule("1", E, "en", "Game Concepts", "chapter", None, 0),
            rule("104", E, "en", "Ending the Game", "section", "1", 1),
            rule("104.1", E, "en", "A game ends immediately when a player wins.", "rule", "104", 2),
            rule("119", E, "en", "Life", "section", "1", 3),
            rule("119.4", E, "en", PAY, "rule", "119", 4),
            rule("119.4a", E, "en", PAY_TEAM, "subrule", "119.4", 5),
            rule("119.4b", E, "en", PAY_ZERO, "subrule", "119.4", 6),
            rule("8", E, "en", "Multiplayer Rules", "chapter", None, 7),
            rule("800", E, "en", "General", "section", "8", 8),
            rule("800.4", E, "en", LEAVES, "rule", "800", 9),
            rule("800.4a", E, "en", OBJECTS, "subrule", "800.4", 10),
            rule("800.4e", E, "en", DAMAGE, "subrule", "800.4", 11),
            rule("800.4n", E, "en", ANTE, "subrule", "800.4", 12),
        ],
    )


async def _told(db: Path, pool_refs: dict[str, float], question: str) -> list[str]:
    """The refs of the pool of `pool_refs` (ref -> score) after the stage, best first."""
    async with aiosqlite.connect(db) as connection:
        printings = RulePrintings(connection)
        found = {c.ref: c for c in await printings.rules(set(pool_refs))}
        candidates: list[Candidate] = [found[ref] for ref in pool_refs]
        ranker = Ranker(analyze(question, Vocabulary([])), candidates)
        pool = {c.doc_id: Scored(c, pool_refs[c.ref]) for c in candidates}
        told = await with_siblings_told_apart(
            pool, ranker, RuleFamilies(connection), printings, SHARE
        )
    return [s.candidate.ref for s in sorted(told.values(), key=lambda s: -s.score)]


def test_a_member_is_set_apart_only_by_a_clear_share_of_the_words() -> None:
    assert set_apart({"a": 0.65, "b": 0.33, "c": 0.02}, 0.3, 1.5) == "a"
    # Not clearly more than another member's, nor enough of the words.
    assert set_apart({"a": 0.55, "b": 0.45}, 0.3, 1.5) is None
    assert set_apart({"a": 0.25, "b": 0.0}, 0.3, 1.5) is None
    assert set_apart({}, 0.3, 1.5) is None


async def test_the_member_the_story_speaks_of_leads_one_that_leads_on_shared_words(
    tmp_path: Path,
) -> None:
    # 800.4n leads on "leaves the game", which its siblings say too; only 800.4e says the
    # story's combat damage. With the share alone it could not pass a score this far ahead.
    db = tmp_path / "rules.sqlite3"
    store(db, [rules_files()])
    pool = {"rule:800.4n": 0.9, "rule:104.1": 0.5, "rule:800.4e": 0.3}
    told = await _told(db, pool, DAMAGE_STORY)
    assert told[0] == "rule:800.4e"
    assert told.index("rule:104.1") == 1  # no other candidate moves


async def test_a_leader_the_words_reach_keeps_its_place(tmp_path: Path) -> None:
    # 800.4a says the story's "control": it leads on a word of its own, though 800.4e says
    # more of the story's (combat damage assigned).
    db = tmp_path / "rules.sqlite3"
    store(db, [rules_files()])
    pool = {"rule:800.4a": 0.9, "rule:104.1": 0.5, "rule:800.4e": 0.3}
    story = "he had control of my creature, then combat damage was assigned and he left the game"
    assert (await _told(db, pool, story))[0] == "rule:800.4a"


async def test_a_subrule_the_story_speaks_of_takes_its_parents_place(tmp_path: Path) -> None:
    db = tmp_path / "rules.sqlite3"
    store(db, [rules_files()])
    pool = {"rule:800.4": 0.9, "rule:104.1": 0.5, "rule:800.4e": 0.3}
    told = await _told(db, pool, DAMAGE_STORY)
    assert told[:3] == ["rule:800.4e", "rule:104.1", "rule:800.4"]


async def test_a_parent_keeps_its_place_when_the_story_speaks_its_words(tmp_path: Path) -> None:
    db = tmp_path / "rules.sqlite3"
    store(db, [rules_files()])
    pool = {"rule:800.4": 0.9, "rule:104.1": 0.5, "rule:800.4e": 0.3}
    story = "in multiplayer games, can the game continue after a player has left it?"
    assert (await _told(db, pool, story))[0] == "rule:800.4"


async def test_a_number_alone_sets_no_subrule_over_its_parent(tmp_path: Path) -> None:
    # "0" is said by 119.4b alone, but the story's 0 is a life total, not 0 life paid.
    db = tmp_path / "rules.sqlite3"
    store(db, [rules_files()])
    pool = {"rule:119.4": 0.9, "rule:104.1": 0.5, "rule:119.4b": 0.3}
    story = "my life would be 0, can I still pay?"
    assert (await _told(db, pool, story))[0] == "rule:119.4"


async def test_a_rule_number_a_rule_cites_is_not_its_words(tmp_path: Path) -> None:
    # 800.4n cites "rule 800.4a": its "4" is not the "4" of a four-player game, nor of
    # 「4人戦で負けたプレイヤー」 (tests/rulesdb/test_casual_words.py, on the rules files).
    db = tmp_path / "rules.sqlite3"
    store(db, [rules_files()])
    async with aiosqlite.connect(db) as connection:
        texts = (await RuleFamilies(connection).texts({(E, "en", "800.4")}))[(E, "en", "800.4")]
    assert "ante zone" in texts["800.4n"]
    assert not any(digit in texts["800.4n"] for digit in "0123456789")
