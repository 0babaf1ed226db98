"""The search answers questions as users type them, over the bundled corpus (and the official
rules when ../shared/data is there)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.search.query import analyze
from rulesdb.search.stages.gathering import MAX_PHRASES
from scraper.ingest import build_bundled
from tests.shared_data import official_rules_files


@pytest.fixture
def official_english_2026() -> Path:
    return next(p for p in official_rules_files() if p.name == "MagicCompRules_20260116.txt")


async def refs(database: RulesDatabase, question: str, limit: int = 10) -> list[str]:
    return [hit["ref"] for hit in await (await database.searcher()).search(question, limit=limit)]


@pytest.mark.parametrize(
    ("question", "ref"),
    [
        ("CR 104.3b って何", "rule:104.3b"),
        ("rule 724.4", "rule:724.4"),
        ("ＣＲ　７２４．５ａ", "rule:724.5a"),
        ("724.5.", "rule:724.5"),
    ],
)
async def test_rule_numbers_in_a_question_are_answered_first(
    bundled: RulesDatabase, question: str, ref: str
) -> None:
    hits = await (await bundled.searcher()).search(question)
    assert hits[0]["ref"] == ref
    assert hits[0]["score"] >= 0.95
    assert hits[0]["edition"] == "20231117"


async def test_an_english_question_finds_japanese_wiki_text(bundled: RulesDatabase) -> None:
    hits = await (await bundled.searcher()).search("ten poison counters")
    top = hits[0]
    assert top["ref"] in {"rule:104.3d", "section:敗北条件#状況起因処理による敗北"}
    assert "毒カウンター" in top["text"]
    assert top["url"] == "https://mtgwiki.com/wiki/敗北条件"


async def test_a_japanese_question_finds_english_rules(
    tmp_path: Path, official_english_2026: Path
) -> None:
    db = tmp_path / "english.sqlite3"
    build_bundled(db, extra=[official_english_2026])
    database = await RulesDatabase.open(db)
    try:
        hits = await (await database.searcher()).search("統率者ダメージ 21点", limit=10)
    finally:
        await database.close()
    english = [h for h in hits if h.get("lang") == "en"]
    assert english, "no English rule among the hits"
    assert any("21" in h["text"] and "commander" in h["text"].lower() for h in english)


async def test_typos_and_kana_variants_find_cards(bundled: RulesDatabase) -> None:
    assert (await refs(bundled, "Abysal Persecuter"))[0] == "card:Abyssal Persecutor"
    assert (await refs(bundled, "ふぁいれくしあの非生"))[0] == "card:Phyrexian Unlife"
    assert (await refs(bundled, "ＰＬＡＴＩＮＵＭ　ＡＮＧＥＬ"))[0] == "card:Platinum Angel"


async def test_sections_are_found_by_what_they_say(bundled: RulesDatabase) -> None:
    assert (await refs(bundled, "サブゲーム 先攻"))[:3].count(
        "section:サブゲーム#サブゲーム開始の手順"
    ) + (await refs(bundled, "サブゲーム 先攻"))[:3].count("rule:724.2") >= 1
    assert (await refs(bundled, "追放されたままだった頃"))[0] == "section:サブゲーム#旧ルール"


@pytest.mark.parametrize(
    "question",
    [
        "creature has both a +1/+1 counter and a -1/-1 counter",
        "+1/+1カウンターと-1/-1カウンターが両方置かれたらどうなる",
    ],
)
async def test_both_kinds_of_counter_on_one_permanent_find_the_rule_that_removes_them(
    full: RulesDatabase, question: str
) -> None:
    # Both counters named led with blight's "-1/-1 counters on a creature" (701.68a) while the
    # question's "+1/+1" and "-1/-1" were read as "1".
    hits = await (await full.searcher()).search(question, limit=3)
    refs = [h["ref"] for h in hits]
    assert {"rule:122.3", "rule:704.5q"} & set(refs[:2]), refs


async def test_one_rule_in_several_editions_is_one_hit(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search("subgame ends library shuffle", limit=10)
    rules = [h for h in hits if h["kind"] == "rule"]
    numbers = [h["ref"] for h in rules]
    assert len(numbers) == len(set(numbers))
    lineages = [
        frozenset({h["ref"]} | {f"rule:{o['number']}" for o in h.get("other_editions", [])})
        for h in rules
    ]
    assert len(lineages) == len(set(lineages)), "the same rule appears twice"
    end_rule = next(
        h
        for h in rules
        if "rule:728.5" in {f"rule:{o['number']}" for o in h["other_editions"]} | {h["ref"]}
    )
    assert {o["edition"] for o in end_rule["other_editions"]} >= {"20240202", "20260116"} - {
        end_rule["edition"]
    }


async def test_hits_are_ordered_with_scores_in_range(bundled: RulesDatabase) -> None:
    for question in ["サブゲーム", "lose the game", "毒", "Shahrazad", "x"]:
        hits = await (await bundled.searcher()).search(question)
        scores = [h["score"] for h in hits]
        assert scores == sorted(scores, reverse=True)
        assert all(0.0 <= s <= 1.0 for s in scores)
        for hit in hits:
            assert {"ref", "kind", "title", "text", "score"} <= hit.keys()


async def test_a_question_shorter_than_a_trigram_still_works(bundled: RulesDatabase) -> None:
    top = await refs(bundled, "毒", limit=3)
    assert {"rule:104.3d", "section:敗北条件#状況起因処理による敗北"} & set(top)


async def test_questions_with_no_answer_return_no_hits_not_errors(bundled: RulesDatabase) -> None:
    assert await (await bundled.searcher()).search("") == []
    assert await (await bundled.searcher()).search("   \n\t ") == []


async def test_a_rule_quoted_on_two_pages_is_one_hit_with_two_sources(tmp_path: Path) -> None:
    original = Path(__file__).resolve().parents[2] / "data" / "wiki" / "敗北条件.txt"
    lines = original.read_text(encoding="utf-8").splitlines()
    copy = tmp_path / "敗北.txt"
    copy.write_text("\n".join(["敗北", *lines[1:]]), encoding="utf-8")
    db = tmp_path / "two.sqlite3"
    build_bundled(db, extra=[copy])
    database = await RulesDatabase.open(db)
    try:
        hits = await (await database.searcher()).search("CR 104.3b")
        rule = await database.rules.lookup("104.3b")
    finally:
        await database.close()
    matching = [h for h in hits if h["ref"] == "rule:104.3b"]
    assert len(matching) == 1
    assert [s["page"] for s in matching[0]["sources"]] == ["敗北条件", "敗北"]
    assert [s["page"] for s in rule["sources"]] == ["敗北条件", "敗北"]


async def test_a_glossary_term_is_one_hit_in_the_questions_language(full: RulesDatabase) -> None:
    for question, wanted in (
        ("shared life total", "glossary:Shared Life Total"),
        ("共有ライフ総量", "glossary:共有ライフ総量"),
    ):
        hits = await (await full.searcher()).search(question, limit=10)
        terms = [
            h["ref"] for h in hits if h["kind"] == "glossary" and "Shared Life Total" in h["ref"]
        ]
        assert len(terms) == 1 and terms[0].startswith(wanted), terms


async def test_rules_are_shown_in_the_questions_language(full: RulesDatabase) -> None:
    for question in (
        "What happens to the cards I own when I leave a 4-player commander game?",
        "commander damage 21",
        "does a 2HG team share poison counters",
    ):
        hits = await (await full.searcher()).search(question, limit=10)
        rules = [(h["ref"], h["lang"]) for h in hits if h["kind"] == "rule"]
        assert rules and all(lang == "en" for _, lang in rules), (question, rules)
    hits = await (await full.searcher()).search("統率者ダメージは何点で負ける?", limit=5)
    rules = [(h["ref"], h["lang"]) for h in hits if h["kind"] == "rule"]
    assert rules and all(lang == "ja" for _, lang in rules), rules


@pytest.mark.parametrize(
    "question",
    [
        "my attacker's damage would go to an opponent who already left the game",
        "既にゲームから離れたプレイヤーへの戦闘ダメージはどうなる？",
    ],
)
async def test_a_player_who_has_left_the_game_asks_the_multiplayer_rules(
    full: RulesDatabase, question: str
) -> None:
    # Only a multiplayer game goes on after a player left it (800.4): 800.4e decides.
    assert "rule:800.4e" in (await refs(full, question))[:3]


async def test_a_glossary_term_the_question_says_is_asked_as_the_rules_phrase(
    full: RulesDatabase,
) -> None:
    # "shared life total" is the glossary's term; 810.9 says it, and decides.
    question = "In Two-Headed Giant, does damage to one player come off the shared life total?"
    assert (await refs(full, question))[:1] == ["rule:810.9"]


async def test_the_rules_phrases_of_a_long_story_are_asked_past_the_fourth(
    full: RulesDatabase,
) -> None:
    # A story's casual words and its cards' text give it more than four of the rules' phrases;
    # only the first four were asked, and a rule only the fifth says was never a candidate.
    searcher = await full.searcher()
    asked: list[str] = []
    phrase_rows = searcher.index.phrase_rows

    async def remembered(phrase: str) -> list[object]:
        asked.append(phrase)
        return await phrase_rows(phrase)

    searcher.index.phrase_rows = remembered  # type: ignore[method-assign]
    question = "ライフが0になった代わりに山札切れで死んだら、投了と同時に負け？"
    formal = analyze(question, searcher.vocabulary).formal
    assert len(formal) > 5
    await searcher.search(question)
    assert set(formal[:5]) <= set(asked)
    assert len(set(asked)) <= MAX_PHRASES
