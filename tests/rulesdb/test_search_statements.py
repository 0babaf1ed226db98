"""Every statement the search sends (rulesdb.search.statements), asked of a small database built
from hand-made records: a wiki page on subgames, the 20231013 English rules with a keyword
ability, and one card with two rulings."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import replace
from pathlib import Path

import aiosqlite
import pytest

from rulesdb.card_records import CardFace, CardFileInfo, OracleCard, Ruling
from rulesdb.database import RulesDatabase
from rulesdb.records import Passage, RulesDocument, WikiPage
from rulesdb.search import statements
from rulesdb.search.stages.candidates import Candidate
from rulesdb.storage.atomic import replacing_database
from rulesdb.storage.card_data_writer import CardDataWriter
from rulesdb.storage.finalize import finalize_database
from rulesdb.storage.store import open_read_only_async
from rulesdb.storage.writer import RecordWriter
from rulesdb.text.fts_query import match_expression, phrase_expression, question_trigrams
from tests.rulesdb.corpus import english_2023, rule, wiki_page

INFECT = "Infect is a static ability."
SHAHRAZAD_TEXT = "Players play a Magic subgame, using their libraries as their decks."
RULINGS = (Ruling("2004-10-04", "The subgame is a whole new game."), Ruling("2005-01-01", "No."))
# The wiki's passage that says rule 724.5a again word for word.
RESTATING = "サブゲームの終了時に、補助デッキ…"


def _page() -> WikiPage:
    page = wiki_page()
    restating = Passage(("ルール",), "paragraph", 2, RESTATING, 2)
    return replace(page, passages=[*page.passages, restating])


def _rules() -> RulesDocument:
    document = english_2023()
    keyword_rules = [
        rule("702", "20231013", "en", "Keyword Abilities", "section", "7", 10),
        rule("702.90", "20231013", "en", "Infect", "rule", "702", 11),
        rule("702.90a", "20231013", "en", INFECT, "subrule", "702.90", 12),
    ]
    return replace(document, rules=[*document.rules, *keyword_rules])


def _card() -> OracleCard:
    face = CardFace("Shahrazad", "{W}{W}", "Sorcery", SHAHRAZAD_TEXT, None, None, None, None)
    return OracleCard("Shahrazad", "normal", None, None, (), (face,), RULINGS, None)


@pytest.fixture(scope="module")
def small_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("statements") / "small.sqlite3"
    with replacing_database(path, keep_existing=False) as connection:
        writer = RecordWriter(connection)
        writer.write_wiki_page(_page(), locator="test:サブゲーム", content_hash="x")
        writer.write_rules_document(_rules(), content_hash="y")
        CardDataWriter(connection).write_card_file(
            [_card()],
            locator="test:cards",
            title="cards",
            content_hash="z",
            info=CardFileInfo("AtomicCards", None, None),
        )
        finalize_database(connection)
    return path


@pytest.fixture
async def db(small_db: Path) -> AsyncIterator[aiosqlite.Connection]:
    connection = await open_read_only_async(small_db)
    yield connection
    await connection.close()


async def _document(db: aiosqlite.Connection, ref: str, lang: str) -> Candidate:
    rows = await statements.rule_printings(db, {lang: [ref]})
    assert len(rows) == 1, rows
    return Candidate.from_row(rows[0])


async def test_what_is_read_when_the_database_opens(db: aiosqlite.Connection) -> None:
    assert ("サブゲーム", "subgame") in await statements.term_pairs(db)
    quotes = [tuple(r) for r in await statements.rule_quotes(db)]
    assert ("20231117", "724.5a", "サブゲーム", "https://mtgwiki.com/wiki/サブゲーム") in quotes
    headings = [tuple(r) for r in await statements.section_headings(db)]
    assert headings == [
        ("section:サブゲーム#ルール", "ルール", None),
        ("section:サブゲーム#サブゲーム終了時の手順", "サブゲーム終了時の手順", None),
        (
            "section:サブゲーム#サブゲームを行うカード一覧",
            "サブゲームを行うカード一覧",
            "card_list",
        ),
    ]
    count = await db.execute_fetchall("SELECT count(*) FROM documents")
    assert await statements.document_count(db) == next(iter(count))[0] > 0


async def test_the_keyword_rules_the_rules_structure_and_the_restatements(
    db: aiosqlite.Connection,
) -> None:
    assert sorted(await statements.keyword_rule_texts(db)) == [
        ("20231013", "en", "702.90", "Infect"),
        ("20231013", "en", "702.90a", ""),  # a subrule's number alone
    ]
    sections = {tuple(r) for r in await statements.chapter_7_sections(db)}
    assert sections == {
        ("20231117", "724", "サブゲーム"),
        ("20231013", "724", "Subgames"),
        ("20231013", "702", "Keyword Abilities"),
    }
    openings = {(r[0], r[1], r[2]): r[3] for r in await statements.parent_openings(db, 16)}
    # 724.5 is 724.5a's parent; 724.5a is no rule's, so it is not read.
    assert openings[("20231013", "en", "rule:724.5")] == "724.5 at the end"
    assert ("20231013", "en", "rule:724.5a") not in openings
    restated = [tuple(r) for r in await statements.restatements(db)]
    assert ("section:サブゲーム#ルール", "20231117", "724.5a") in [
        (ref, edition, number) for ref, _, edition, number in restated
    ]


async def test_the_best_matches_of_several_expressions_read_back_as_one_by_one(
    db: aiosqlite.Connection,
) -> None:
    expressions = [
        match_expression(question_trigrams(["subgame"], keep_hiragana=False)),
        match_expression(question_trigrams(["infect"], keep_hiragana=False)),
        match_expression(question_trigrams(["qqqzzz"], keep_hiragana=False)),
    ]
    assert None not in expressions
    wanted = [e for e in expressions if e is not None]
    one_by_one = [
        [
            (int(doc), float(rank))
            for doc, rank in await db.execute_fetchall(statements.BEST_MATCHES, (e, 3))
        ]
        for e in wanted
    ]
    assert one_by_one[0] and one_by_one[1] and not one_by_one[2]
    assert len(one_by_one[0]) == 3  # the limit holds
    assert await statements.best_matches_at_once(db, wanted, 3) == one_by_one
    assert await statements.best_matches_at_once(db, [], 3) == []


async def test_the_candidates_of_every_part_in_one_statement(db: aiosqlite.Connection) -> None:
    infect = await _document(db, "rule:702.90a", "en")
    card_words = match_expression(question_trigrams(["infect"], keep_hiragana=False))
    rows = await statements.candidate_rows(
        db, [infect.doc_id], card_words, ["card:Shahrazad", "rule:nowhere"], 40
    )
    parts = [(row[1], row[statements.PART_COLUMN]) for row in rows]
    assert ("rule:702.90", statements.CARD_WORDS_PART) in parts
    assert parts[-1] == ("card:Shahrazad", statements.NAMED_PART)
    # The BM25 ranking first: SQLite ranks before the first row, without the caller's GIL.
    first = [statements.CARD_WORDS_PART, statements.RANKED_PART, statements.NAMED_PART]
    order = [part for _, part in parts]
    assert order == sorted(order, key=first.index)
    ranked = [row for row in rows if row[statements.PART_COLUMN] == statements.CARD_WORDS_PART]
    assert all(row[statements.RANK_COLUMN] < 0 for row in ranked)  # BM25: lower is better
    (by_id,) = [row for row in rows if row[statements.PART_COLUMN] == statements.RANKED_PART]
    assert by_id[statements.RANK_COLUMN] == 0.0
    assert Candidate.from_row(by_id[: statements.RANK_COLUMN]) == infect
    assert await statements.candidate_rows(db, [], None, [], 40) == []


async def test_the_printings_of_rules_by_language(db: aiosqlite.Connection) -> None:
    every = await statements.rule_printings(db, {None: ["rule:724.5a"]})
    assert sorted((r[3], r[4]) for r in every) == [("20231013", "en"), ("20231117", "ja")]
    japanese = await statements.rule_printings(db, {"ja": ["rule:724.5a"], "en": ["rule:724.1"]})
    assert sorted((r[1], r[4]) for r in japanese) == [("rule:724.1", "en"), ("rule:724.5a", "ja")]
    assert await statements.rule_printings(db, {"en": [], "ja": set()}) == []
    printing = Candidate.from_row(every[0])
    assert printing.bm25 == 0.0 and printing.kind == "rule"


async def test_a_phrase_s_documents_shortest_first(db: aiosqlite.Connection) -> None:
    expression = phrase_expression("at the end of a subgame")
    assert expression is not None
    rows = await statements.phrase_documents(db, expression, 5)
    assert {r[1] for r in rows} == {"rule:724.5", "rule:724.5a"}
    ranks = [r[statements.RANK_COLUMN] for r in rows]
    assert ranks == sorted(ranks)
    assert len(await statements.phrase_documents(db, expression, 1)) == 1


async def test_what_the_trigram_table_says(db: aiosqlite.Connection) -> None:
    frequency = await statements.trigram_frequencies(db, ["sub", "inf", "\u0001\u0001\u0001"])
    assert set(frequency) == {"sub", "inf"}  # a trigram the index lacks is not there
    assert frequency["sub"] > frequency["inf"] > 0
    starting = await statements.trigrams_starting(db, "su", 3)
    assert starting and len(starting) <= 3 and all(term.startswith("su") for term, _ in starting)
    assert [df for _, df in starting] == sorted((df for _, df in starting), reverse=True)
    assert await statements.trigrams_starting(db, "\u0001", 3) == []


async def test_how_many_rules_an_expression_matches(db: aiosqlite.Connection) -> None:
    subgame = match_expression(question_trigrams(["subgame"], keep_hiragana=False))
    assert subgame is not None
    rules = await db.execute_fetchall(
        "SELECT count(*) FROM documents WHERE kind = 'rule' AND folded LIKE '%subgame%'"
    )
    assert await statements.rules_matching(db, subgame, 99) == next(iter(rules))[0] > 2
    assert await statements.rules_matching(db, subgame, 2) == 2  # counted up to enough
    shahrazad = match_expression(question_trigrams(["shahrazad"], keep_hiragana=False))
    assert shahrazad is not None
    # The card and the rule that name Shahrazad: only the rule counts.
    assert await statements.rules_matching(db, shahrazad, 99) == 1


async def test_the_named_cards_faces_and_rulings(db: aiosqlite.Connection) -> None:
    faces = await statements.card_faces(db, ["card:Shahrazad", "card:Nowhere"])
    assert [tuple(r)[1:] for r in faces] == [
        (
            "card:Shahrazad",
            "Shahrazad",
            None,
            "Shahrazad",
            SHAHRAZAD_TEXT,
            None,
            None,
            "Sorcery",
            None,
        )
    ]
    rulings = await statements.card_rulings(db, [faces[0][0]])
    assert [tuple(r)[1:] for r in rulings] == [(r.date, r.text) for r in RULINGS]
    assert await statements.card_faces(db, ["card:Nowhere"]) == []


async def test_chapter_7_sections_are_every_section_numbered_7_in_the_official_rules(
    full: RulesDatabase,
) -> None:
    """The sections are looked up by their numbers: the same rows, in the same order, as a scan
    of every number beginning with 7 keeping the sections (every edition, both languages)."""
    every = await full.connection.execute_fetchall(
        "SELECT edition, number, text FROM rules WHERE kind = 'section' AND number GLOB '7*'"
        " ORDER BY number, id"
    )
    found = await statements.chapter_7_sections(full.connection)
    assert [tuple(r) for r in found] == [tuple(r) for r in every]
    assert len({r[0] for r in found}) >= 3  # editions
