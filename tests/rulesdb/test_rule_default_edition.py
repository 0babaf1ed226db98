"""A rule number without an edition means today's rule: the newest edition read from a rules
file, with what the number meant before as a note (issue 24, item 6)."""

from __future__ import annotations

from pathlib import Path

from rulesdb.answers import RuleAnswer
from rulesdb.database import RulesDatabase
from rulesdb.records import RulesDocument, WikiPage
from tests.rulesdb.corpus import english_2023, english_2026, store, wiki_page
from tests.rulesdb.test_storage import lookup


async def answer_of(path: Path, records: list[WikiPage | RulesDocument], number: str) -> RuleAnswer:
    store(path, records)
    connection, rules = await lookup(path)
    try:
        return await rules.lookup(number)
    finally:
        await connection.close()


async def test_a_number_today_given_to_another_rule_answers_that_rule_and_says_so(
    tmp_path: Path,
) -> None:
    records: list[WikiPage | RulesDocument] = [wiki_page(), english_2023(), english_2026()]
    answer = await answer_of(tmp_path / "db.sqlite3", records, "724.1")
    assert answer["edition"] == "20260116"
    assert answer["text"]["en"] == "The monarch is a designation a player can have."
    assert answer["earlier_meanings"] == [
        {
            "edition": "20231013",
            "number": "724.1",
            "now": "728.1",
            "section": "724",
            "title": {"ja": "サブゲーム", "en": "Subgames"},
        }
    ]


async def test_a_number_today_lacks_is_followed_to_its_number_today(tmp_path: Path) -> None:
    records: list[WikiPage | RulesDocument] = [wiki_page(), english_2023(), english_2026()]
    answer = await answer_of(tmp_path / "db.sqlite3", records, "724.5a")
    assert (answer["number"], answer["edition"]) == ("728.5a", "20260116")
    assert answer["renumbered_from"]["number"] == "724.5a"
    assert "earlier_meanings" not in answer


async def test_an_edition_asked_for_says_nothing_of_other_meanings(tmp_path: Path) -> None:
    store(tmp_path / "db.sqlite3", [wiki_page(), english_2023(), english_2026()])
    connection, rules = await lookup(tmp_path / "db.sqlite3")
    try:
        answer = await rules.lookup("724.1", edition="20260116")
    finally:
        await connection.close()
    assert "earlier_meanings" not in answer


async def test_without_the_rules_files_the_wikis_rule_answers(tmp_path: Path) -> None:
    answer = await answer_of(tmp_path / "db.sqlite3", [wiki_page()], "724.5")
    assert (answer["number"], answer["edition"]) == ("724.5", "20231117")
    assert answer["text"]["ja"] == "サブゲームの終了時に、…切り直す。"
    assert "earlier_meanings" not in answer and "renumbered_from" not in answer


async def test_a_rule_the_japanese_edition_lacks_borrows_its_japanese_from_the_wiki(
    tmp_path: Path,
) -> None:
    records: list[WikiPage | RulesDocument] = [wiki_page(), english_2023(), english_2026()]
    answer = await answer_of(tmp_path / "db.sqlite3", records, "728.5")
    assert answer["text"]["ja"] == "サブゲームの終了時に、…切り直す。"
    assert answer["text_from"] == {
        "ja": {"edition": "20231117", "number": "724.5"},
        "en": {"edition": "20260116", "number": "728.5"},
    }


async def test_search_shows_a_rule_hit_in_the_current_numbering(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search("subgame ends library shuffle", limit=5)
    subgame_end = next(h for h in hits if h["text"].startswith("At the end of a subgame, each"))
    assert (subgame_end["ref"], subgame_end["edition"]) == ("rule:728.5", "20260116")
    assert {"edition": "20231013", "number": "724.5"} in subgame_end["other_editions"]


async def test_search_for_a_typed_number_keeps_it(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search("rule 724.4", limit=3)
    assert hits[0]["ref"] == "rule:724.4"


async def test_todays_rule_keeps_the_wiki_page_quoting_it_under_its_older_number(
    tmp_path: Path,
) -> None:
    records: list[WikiPage | RulesDocument] = [wiki_page(), english_2023(), english_2026()]
    answer = await answer_of(tmp_path / "db.sqlite3", records, "724.5")  # today 728.5
    assert answer["number"] == "728.5"
    assert answer["sources"][0]["page"] == "サブゲーム"  # type: ignore[typeddict-item]
