"""A rule's siblings told apart (rulesdb.search.stages.contrast): the family of a best rule is
read whole, and its members are ordered by the question's words that set each apart from the
others (read from the rules' own text and examples), taking the scores they held; no other
candidate moves."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

import aiosqlite
import pytest

from rulesdb.records import RulesDocument
from rulesdb.search import statements
from rulesdb.search.keyword_shares import Group, presence_columns
from rulesdb.search.query import analyze
from rulesdb.search.ranking import Ranker
from rulesdb.search.stages.candidates import Candidate, Scored
from rulesdb.search.stages.contrast import (
    Family,
    RuleFamilies,
    telling_shares,
    with_siblings_told_apart,
)
from rulesdb.search.stages.printings import RulePrintings
from rulesdb.text.vocabulary import Vocabulary
from tests.rulesdb.corpus import rule, store


def distinctive_shares(
    groups: Sequence[Group], weights: Sequence[float], texts: Mapping[str, str]
) -> dict[str, float]:
    """Each rule's share of the words some of its family say, as the stage counts them."""
    return telling_shares(list(texts), presence_columns(groups, list(texts.values())), weights)


E = "20231013"
OBJECTS = (
    "When a player leaves the game, all objects owned by that player leave the game and any"
    " effects which give that player control of any objects end."
)
TURN = (
    "If a player leaves the game during their turn, that turn continues to its completion"
    " without an active player."
)
DAMAGE = "If combat damage would be assigned to a player who has left the game, it isn't assigned."
CHOICE = "If a rule requires a player who has left the game to make a choice, the next player does."
# Said by no rule of the family but by its example: the example is the rule's own.
TURN_EXAMPLE = "Alice is eliminated in her own main phase; the rest of her turn is still played."
QUESTION = "In a four player game a player leaves the game during their turn: does that turn go on?"


def multiplayer() -> RulesDocument:
    return RulesDocument(
        edition=E,
        lang="en",
        source="MagicCompRules_20231013.txt",
        effective_text="These rules are effective as of October 13, 2023.",
        rules=[
            rule("1", E, "en", "Game Concepts", "chapter", None, 0),
            rule("104", E, "en", "Ending the Game", "section", "1", 0),
            rule("104.1", E, "en", "A game ends immediately when a player wins.", "rule", "104", 0),
            rule("8", E, "en", "Multiplayer Rules", "chapter", None, 0),
            rule("800", E, "en", "General", "section", "8", 1),
            rule("800.4", E, "en", "Some games continue after a player leaves.", "rule", "800", 2),
            rule("800.4a", E, "en", OBJECTS, "subrule", "800.4", 3),
            rule("800.4e", E, "en", DAMAGE, "subrule", "800.4", 4),
            rule("800.4h", E, "en", CHOICE, "subrule", "800.4", 5),
            rule("800.4j", E, "en", TURN, "subrule", "800.4", 6, [TURN_EXAMPLE]),
            rule("800.5", E, "en", "A game ends when a team wins.", "rule", "800", 7),
        ],
    )


def test_a_word_every_sibling_says_tells_none_apart() -> None:
    texts = {"a": "player leaves the game objects", "b": "player leaves the game turn"}
    shares = distinctive_shares([("player",), ("turn",)], [1.0, 1.0], texts)
    assert shares == {"a": 0.0, "b": 1.0}


def test_a_word_no_sibling_says_weighs_nothing() -> None:
    texts = {"a": "objects", "b": "turn", "c": "damage"}
    shares = distinctive_shares([("turn",), ("banana",)], [1.0, 5.0], texts)
    assert shares == {"a": 0.0, "b": 1.0, "c": 0.0}


def test_a_rarer_word_in_the_family_weighs_more() -> None:
    texts = {"a": "turn damage", "b": "turn", "c": "objects"}
    shares = distinctive_shares([("turn",), ("damage",)], [1.0, 1.0], texts)
    assert shares["a"] == 1.0
    assert 0.0 < shares["b"] < 0.5


async def _told(
    db: Path, pool_refs: dict[str, float], share: float, question: str = QUESTION
) -> list[tuple[str, float]]:
    """The pool of `pool_refs` (ref -> score) after the stage, best first, as (ref, score)."""
    async with aiosqlite.connect(db) as connection:
        printings = RulePrintings(connection)
        found = {c.ref: c for c in await printings.rules(set(pool_refs))}
        candidates: list[Candidate] = [found[ref] for ref in pool_refs]
        query = analyze(question, Vocabulary([]))
        ranker = Ranker(query, candidates)
        pool = {c.doc_id: Scored(c, pool_refs[c.ref]) for c in candidates}
        told = await with_siblings_told_apart(
            pool, ranker, RuleFamilies(connection), printings, share
        )
    ordered = sorted(told.values(), key=lambda s: -s.score)
    return [(s.candidate.ref, s.score) for s in ordered]


async def test_the_sibling_the_words_set_apart_takes_the_familys_best_score(
    tmp_path: Path,
) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    pool = {"rule:800.4a": 0.6, "rule:104.1": 0.5, "rule:800.4j": 0.4}
    told = await _told(db, pool, share=0.5)
    assert told[0] == ("rule:800.4j", 0.6)
    # No other candidate moves; the family's other member takes the score that was left.
    assert ("rule:104.1", 0.5) in told
    assert ("rule:800.4a", 0.4) in told


async def test_a_best_rules_sibling_the_words_set_apart_is_read_in(tmp_path: Path) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    told = await _told(db, {"rule:800.4a": 0.6, "rule:104.1": 0.5}, share=0.5)
    refs = [ref for ref, _ in told]
    assert refs[0] == "rule:800.4j"
    # Siblings the question's words set apart no better than the rule they reached are not
    # read: they could take none of the family's places.
    assert "rule:800.4e" not in refs
    assert "rule:800.4h" not in refs


async def test_a_best_rules_subrule_the_words_set_apart_is_read_in(tmp_path: Path) -> None:
    # The parent rule alone was found ("Some games continue…"): its subrules are a family too,
    # and the one the question's words set apart joins the pool.
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    told = await _told(db, {"rule:800.4": 0.6, "rule:104.1": 0.5}, share=0.5)
    refs = [ref for ref, _ in told]
    assert "rule:800.4j" in refs
    assert "rule:800.4e" not in refs


async def test_families_forgotten_for_room_are_read_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    monkeypatch.setattr("rulesdb.search.stages.contrast.FAMILIES_REMEMBERED", 1)
    async with aiosqlite.connect(db) as connection:
        families = RuleFamilies(connection)
        await families.texts({(E, "en", "800.4")})
        both = await families.texts({(E, "en", "800.4"), (E, "en", "800")})
    assert set(both[(E, "en", "800.4")]) == {"800.4a", "800.4e", "800.4h", "800.4j"}
    assert set(both[(E, "en", "800")]) == {"800.4", "800.5"}


async def test_every_family_a_round_of_stories_reaches_is_read_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The 251 stories reach about 850 families (each best rule's number and parent): when
    # fewer were remembered, all were forgotten once or twice a round and read again.
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    reads: list[int] = []
    rule_families = statements.rule_families

    async def counted(db: aiosqlite.Connection, parents: set[Family]) -> list[object]:
        reads.append(len(parents))
        return list(await rule_families(db, parents))

    monkeypatch.setattr(statements, "rule_families", counted)
    asked = [{(E, "en", "800.4"), (E, "en", f"{n // 10}.{n % 10}")} for n in range(2000)]
    async with aiosqlite.connect(db) as connection:
        families = RuleFamilies(connection)
        for round_asked in (asked, asked):
            for wanted in round_asked:
                found = await families.texts(wanted)
                assert set(found[(E, "en", "800.4")]) == {"800.4a", "800.4e", "800.4h", "800.4j"}
    assert sum(reads) == 2001  # each family once, in the first round


async def test_with_no_share_nothing_is_read_or_moved(tmp_path: Path) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    pool = {"rule:800.4a": 0.6, "rule:104.1": 0.5}
    assert await _told(db, pool, share=0.0) == [("rule:800.4a", 0.6), ("rule:104.1", 0.5)]


async def test_an_example_sets_its_rule_apart(tmp_path: Path) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    async with aiosqlite.connect(db) as connection:
        texts = (await RuleFamilies(connection).texts({(E, "en", "800.4")}))[(E, "en", "800.4")]
    assert set(texts) == {"800.4a", "800.4e", "800.4h", "800.4j"}
    shares = distinctive_shares([("eliminated",)], [1.0], texts)
    assert shares["800.4j"] == 1.0


async def test_the_familys_remembered_words_give_the_same_shares(tmp_path: Path) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer()])
    family = (E, "en", "800.4")
    groups = [("turn",), ("damage", "combat"), ("player",)]
    async with aiosqlite.connect(db) as connection:
        families = RuleFamilies(connection)
        texts = (await families.texts({family}))[family]
        first = families.shares(family, groups, [1.0, 2.0, 3.0])
        again = families.shares(family, groups, [1.0, 2.0, 3.0])
    assert first == again == distinctive_shares(groups, [1.0, 2.0, 3.0], texts)
    assert first["800.4j"] > first["800.4a"]


J = "20260116"
# Both say 自分 and ターン; only the second says 「自分のターン」.
OBJECTS_JA = (
    "プレイヤーがゲームから離れたら、そのプレイヤーがオーナーであるすべてのオブジェクトは"
    "ゲームから離れる。自分が優先権を持つなら、ターン順で次のプレイヤーに優先権が移動する。"
)
TURN_JA = "プレイヤーが自分のターンの間にゲームから離れる場合、そのターンは継続される。"


def multiplayer_ja() -> RulesDocument:
    return RulesDocument(
        edition=J,
        lang="ja",
        source="MagicCompRules_ja_20260116.txt",
        effective_text="このルールは2026年1月16日より有効である。",
        rules=[
            rule("8", J, "ja", "多人数戦ルール", "chapter", None, 0),
            rule("800", J, "ja", "一般", "section", "8", 1),
            rule("800.4", J, "ja", "ゲームから離れても続く。", "rule", "800", 2),
            rule("800.4a", J, "ja", OBJECTS_JA, "subrule", "800.4", 3),
            rule("800.4j", J, "ja", TURN_JA, "subrule", "800.4", 4),
        ],
    )


async def test_a_japanese_noun_phrase_tells_apart_what_its_two_words_do_not(
    tmp_path: Path,
) -> None:
    db = tmp_path / "siblings.sqlite3"
    store(db, [multiplayer_ja()])
    question = "多人数戦で自分のターン中に投了したら、そのターンはどうなる？"
    told = await _told(db, {"rule:800.4a": 0.6, "rule:800.4j": 0.4}, 0.5, question)
    assert told[0] == ("rule:800.4j", 0.6)
