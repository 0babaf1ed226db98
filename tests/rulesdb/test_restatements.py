"""Rules the wiki restates: found at build time, and lending a matching section's score to the
rule it says again."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.derived.restatements import (
    WORDLESS_PASSAGE,
    Restatement,
    find_restatements,
    lent_scores,
)

RULES = [
    ("20260116", "704.5a", "ライフが0以下のプレイヤーはゲームに敗北する。"),
    ("20260116", "704.5c", "10個以上の毒カウンターを持つプレイヤーは、ゲームに敗北する。"),
    ("20260116", "117.1", "優先権を持つプレイヤーは呪文を唱えることができる。"),
]


def test_a_passage_that_says_a_rule_again_is_paired_with_it() -> None:
    sections = [
        (
            "section:敗北条件#状況起因処理による敗北",
            "ライフが0以下のプレイヤーは、ゲームに敗北する。\n"
            "毒カウンターを10個以上持つプレイヤーは、ゲームに敗北する。\n"
            "短い行",
        ),
        ("section:雑記#感想", "このカードはとても人気があり、多くのデッキで使われている。"),
    ]
    found = find_restatements(sections, RULES)
    assert [(r.section_ref, r.number) for r in found] == [
        ("section:敗北条件#状況起因処理による敗北", "704.5a"),
        ("section:敗北条件#状況起因処理による敗北", "704.5c"),
    ]


def test_a_section_lends_its_score_to_the_passage_with_the_questions_words() -> None:
    """A passage holding none of the question's words lends less than the section's score:
    the section matched on its other lines."""
    restated = [
        Restatement("s", "らいふが0以下のぷれいやーはげーむに敗北する。", "e", "704.5a"),
        Restatement(
            "s", "10個以上の毒かうんたーを持つぷれいやーは、げーむに敗北する。", "e", "704.5c"
        ),
    ]
    lent = lent_scores([(0.5, restated)], ["毒かうんたー", "何個"])
    assert lent[("e", "rule:704.5a")] == pytest.approx(0.5 * WORDLESS_PASSAGE)
    assert lent[("e", "rule:704.5a")] < 0.5
    assert 0.5 < lent[("e", "rule:704.5c")] <= 0.55
    assert lent_scores([], ["毒"]) == {}


def test_the_bundled_wiki_restates_the_subgame_rules(bundled_db: Path) -> None:
    with sqlite3.connect(bundled_db) as connection:
        pairs = set(connection.execute("SELECT section_ref, number FROM restatements"))
    assert ("section:サブゲーム#サブゲーム外のオブジェクトやカウンターの扱い", "724.4") in pairs
    assert ("section:サブゲーム#その他", "724.6") in pairs


async def test_a_japanese_question_gets_the_rule_the_matching_section_restates(
    bundled: RulesDatabase,
) -> None:
    hits = await (await bundled.searcher()).search(
        "メインゲームのオブジェクトはサブゲームでどう扱われる?", limit=3
    )
    refs = [h["ref"] for h in hits]
    # The rule first, the section that restates it after.
    assert refs[0] == "rule:724.4", refs
    assert "section:サブゲーム#サブゲーム外のオブジェクトやカウンターの扱い" in refs, refs


async def test_a_question_asking_what_a_thing_is_gets_its_definition_not_a_restated_rule(
    bundled: RulesDatabase,
) -> None:
    hits = await (await bundled.searcher()).search("サブゲームってなに", limit=3)
    assert hits[0]["ref"] in ("page:サブゲーム", "rule:724.1a"), [h["ref"] for h in hits]
