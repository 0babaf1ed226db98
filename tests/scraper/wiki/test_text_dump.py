"""Plain-text dumps of MTG Wiki pages -> WikiPage (the two bundled seed pages and bad input)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.records import CardName, WikiPage
from scraper.wiki.blocks import WikiParseError
from scraper.wiki.text_dump import heading_levels, parse_text_dump, parse_toc

WIKI_DATA = Path(__file__).resolve().parents[3] / "data" / "wiki"

SUBGAME_SECTIONS = [
    ("ルール",),
    ("ルール", "サブゲーム開始の手順"),
    ("ルール", "サブゲーム開始の手順", "カジュアル変種ルールにおける追加の開始の手順"),
    ("ルール", "サブゲーム外のオブジェクトやカウンターの扱い"),
    ("ルール", "サブゲーム終了時の手順"),
    ("ルール", "サブゲーム終了時の手順", "カジュアル変種ルールにおける追加の終了時の手順"),
    ("ルール", "その他"),
    ("ルール", "旧ルール"),
    ("サブゲームを行うカード一覧",),
    ("その他",),
    ("参考",),
    ("引用：総合ルール 20231117.0",),
]
LOSING_SECTIONS = [
    ("敗北条件の種類",),
    ("敗北条件の種類", "状況起因処理による敗北"),
    ("敗北条件の種類", "その他ルールによる敗北"),
    ("敗北条件の種類", "統率者戦の追加ルールによる敗北"),
    ("敗北に影響するカード",),
    ("敗北条件カード一覧",),
    ("参考",),
    ("引用:総合ルール 20231117.0",),
]
SUBGAME_RULES = [
    "7", "724", "724.1", "724.1a", "724.1b", "724.2", "724.2a", "724.2b", "724.2c", "724.3",
    "724.4", "724.4a", "724.4b", "724.5", "724.5a", "724.5b", "724.5c", "724.6",
]  # fmt: skip
LOSING_RULES = ["1", "104", "104.3", *(f"104.3{letter}" for letter in "abcdefghijk")]
LOSING_PROSE_CARDS = [
    ("白金の天使", "Platinum Angel"),
    ("天使の嗜み", "Angel's Grace"),
    ("リッチの熟達", "Lich's Mastery"),
    ("深淵の迫害者", "Abyssal Persecutor"),
    ("魂の残響", "Soul Echo"),
    ("卓絶", "Transcendence"),
    ("死者の墳墓", "Lich's Tomb"),
    ("ファイレクシアの非生", "Phyrexian Unlife"),
    ("試練に臨むギデオン", "Gideon of the Trials"),
    ("高貴なる行いの書", "The Book of Exalted Deeds"),
    ("死者の鏡", "Lich's Mirror"),
    ("極上の大天使", "Exquisite Archangel"),
    ("血の暴君", "Blood Tyrant"),
    ("解き放たれたウィゼンガー", "Withengar Unbound"),
    ("闇の男爵、センギア", "Sengir, the Dark Baron"),
    ("戦利品の山分け", "Share the Spoils"),
]


def read_bundled(name: str) -> str:
    return (WIKI_DATA / name).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def subgame() -> WikiPage:
    return parse_text_dump(read_bundled("サブゲーム.txt"))


@pytest.fixture(scope="module")
def losing() -> WikiPage:
    return parse_text_dump(read_bundled("敗北条件.txt"))


def card_list(page: WikiPage, heading: str) -> list[tuple[str | None, str | None, str | None]]:
    (found,) = [c for c in page.card_lists if c.title == heading]
    assert [item.position for item in found.items] == list(range(len(found.items)))
    return [(item.card.ja, item.card.en, item.note) for item in found.items]


# --- page basics ------------------------------------------------------------------------------


def test_title_url_and_lead(subgame: WikiPage, losing: WikiPage) -> None:
    assert (subgame.title, losing.title) == ("サブゲーム", "敗北条件")
    assert subgame.url == ""  # a dump read with no source names no address; none is made up
    assert subgame.source_format == "text"
    assert subgame.lead == (
        "サブゲーム/Subgameとは、ゲーム中に呪文や能力の効果によって生み出されるゲームのことである。"
    )
    assert losing.lead.startswith("敗北条件(Losing Condition)とは、")
    assert subgame.warnings == [] and losing.warnings == []


def test_url_argument_is_kept() -> None:
    page = parse_text_dump(read_bundled("敗北条件.txt"), url="https://example.org/wiki/x")
    assert page.url == "https://example.org/wiki/x"


def test_lead_term_pair_is_not_a_card(subgame: WikiPage) -> None:
    named = {m.card.en for m in subgame.mentions} | {
        i.card.en for c in subgame.card_lists for i in c.items
    }
    assert "Subgame" not in named
    assert all(not p.text.startswith("サブゲーム/Subgameとは") for p in subgame.passages)


def test_chrome_is_not_content(subgame: WikiPage, losing: WikiPage) -> None:
    for page in (subgame, losing):
        texts = [page.lead, *(p.text for p in page.passages)]
        assert not [t for t in texts if "提供" in t or t.startswith("目次")]


# --- sections ---------------------------------------------------------------------------------


def test_subgame_sections_from_table_of_contents(subgame: WikiPage) -> None:
    assert [s.path for s in subgame.sections] == SUBGAME_SECTIONS
    assert [s.position for s in subgame.sections] == list(range(len(SUBGAME_SECTIONS)))


def test_losing_sections_from_line_shapes(losing: WikiPage) -> None:
    assert [s.path for s in losing.sections] == LOSING_SECTIONS


def test_the_two_sonota_sections_stay_apart(subgame: WikiPage) -> None:
    under_rules = [p.text for p in subgame.passages if p.section_path == ("ルール", "その他")]
    top_level = [p.text for p in subgame.passages if p.section_path == ("その他",)]
    assert len(under_rules) == 3 and under_rules[0].startswith("サブゲームを発生させた呪文や効果")
    assert len(top_level) == 4 and top_level[0].startswith("サブゲームを行うと倍のスペース")


def test_headings_keep_their_colon_as_printed(subgame: WikiPage, losing: WikiPage) -> None:
    assert subgame.sections[-1].heading == "引用：総合ルール 20231117.0"  # full-width
    assert losing.sections[-1].heading == "引用:総合ルール 20231117.0"  # ASCII


def test_parse_toc_keeps_numbers_inside_headings() -> None:
    entries = parse_toc(
        "1 ルール 1.1 開始 1.1.1 追加 1.2 その他 2 参考 3 引用：総合ルール 20231117.0"
    )
    assert [(e.number, e.title) for e in entries] == [
        ((1,), "ルール"),
        ((1, 1), "開始"),
        ((1, 1, 1), "追加"),
        ((1, 2), "その他"),
        ((2,), "参考"),
        ((3,), "引用：総合ルール 20231117.0"),
    ]
    assert [e.level for e in entries] == [1, 2, 3, 2, 1, 1]


def test_heading_levels_group_runs_sharing_an_ending() -> None:
    headings = [
        "種類",
        "AAによる敗北",
        "BBによる敗北",
        "カード",
        "一覧",
        "参考",
        "引用:総合ルール 1",
    ]
    assert heading_levels(headings) == [1, 2, 2, 1, 1, 1, 1]
    assert heading_levels(["甲", "乙", "丙"]) == [1, 1, 1]


def test_toc_heading_missing_from_body_becomes_an_empty_section() -> None:
    text = "ページ\n提供：MTG Wiki\nリード文。\n目次 1 一 2 二 3 三\n一\n本文。\n三\n本文3。\n"
    page = parse_text_dump(text)
    assert [s.path for s in page.sections] == [("一",), ("二",), ("三",)]
    assert page.warnings == ["heading '二' of the table of contents has no body"]
    assert [p.section_path for p in page.passages] == [("一",), ("三",)]


# --- passages ---------------------------------------------------------------------------------


def test_bullet_depths_follow_indentation(subgame: WikiPage) -> None:
    old_rules = [p for p in subgame.passages if p.section_path == ("ルール", "旧ルール")]
    assert [(p.kind, p.depth) for p in old_rules] == [("bullet", 1), ("bullet", 2), ("bullet", 2)]
    opening = [p for p in subgame.passages if p.section_path == ("ルール", "サブゲーム開始の手順")]
    assert [(p.kind, p.depth) for p in opening] == [("paragraph", 0)] * 3 + [("bullet", 1)]


def test_passage_text_is_quoted_as_written(subgame: WikiPage, losing: WikiPage) -> None:
    texts = [p.text for p in subgame.passages]
    assert (
        "どのプレイヤーが先攻かは無作為に決定し、以降は通常の通常のゲームと同様に進行する。"
        in texts
    )
    assert "Shahrazad （アラビアンナイト）" in texts
    assert [
        p.text
        for p in losing.passages
        if p.section_path == ("敗北条件の種類", "その他ルールによる敗北")
    ] == ["「敗北する」という効果が適用されたプレイヤーは、ゲームに敗北する(下記参照)。"]
    assert [p.position for p in subgame.passages] == list(range(len(subgame.passages)))


# --- quoted rules -----------------------------------------------------------------------------


def test_subgame_rules_and_parents(subgame: WikiPage) -> None:
    rules = {r.number: r for r in subgame.rules}
    assert [r.number for r in subgame.rules] == SUBGAME_RULES
    kinds = [r.kind for r in subgame.rules]
    assert (kinds.count("chapter"), kinds.count("section"), kinds.count("rule")) == (1, 1, 6)
    assert kinds.count("subrule") == 10
    assert rules["7"].parent is None and rules["7"].text == "その他のルール"
    assert rules["724"].parent == "7" and rules["724"].text == "サブゲーム"
    assert rules["724.5"].parent == "724"
    assert rules["724.5a"].parent == "724.5"
    assert rules["724.5a"].text.startswith("サブゲームの終了時に、補助デッキ内で")
    assert {(r.edition, r.lang) for r in subgame.rules} == {("20231117", "ja")}
    assert subgame.rules_edition == "20231117"
    assert [r.position for r in subgame.rules] == list(range(len(SUBGAME_RULES)))


def test_losing_rules_have_no_breadcrumb_duplicates(losing: WikiPage) -> None:
    assert [r.number for r in losing.rules] == LOSING_RULES
    rules = {r.number: r for r in losing.rules}
    assert rules["1"].kind == "chapter" and rules["104"].parent == "1"
    assert rules["104.3"].parent == "104" and rules["104.3"].kind == "rule"
    assert all(rules[f"104.3{x}"].parent == "104.3" for x in "abcdefghijk")
    assert rules["104.3d"].text == (
        "プレイヤーが10個以上の「毒カウンター/poison counter」を得た場合、"
        "次に優先権が発生するときにそのプレイヤーは負けとなる。"
        "これは状況起因処理である。rule 704〔状況起因処理〕参照。"
    )


def test_quoted_rules_are_not_passages(subgame: WikiPage, losing: WikiPage) -> None:
    for page in (subgame, losing):
        quote = page.sections[-1].path
        assert [p for p in page.passages if p.section_path == quote] == []
        assert not [p for p in page.passages if p.text.startswith(("724.", "104.3"))]


# --- cards ------------------------------------------------------------------------------------


def test_subgame_card_list(subgame: WikiPage) -> None:
    assert card_list(subgame, "サブゲームを行うカード一覧") == [
        (None, "Shahrazad", "アラビアンナイト"),
        (None, "Enter the Dungeon", "アンヒンジド"),
        ("カウントダウン残り１", "The Countdown Is at One", "Unstable"),
        ("綱引き", "Tug of War", "Unfinity"),
    ]
    assert [c.title for c in subgame.card_lists] == ["サブゲームを行うカード一覧"]


def test_losing_card_list_of_39(losing: WikiPage) -> None:
    items = card_list(losing, "敗北条件カード一覧")
    assert len(items) == 39
    assert items[:3] == [(None, "Lich", None), (None, "Amulet of Quoz", None),
                         ("禁忌の墓所", "Forbidden Crypt", None)]  # fmt: skip
    assert items[-3:] == [
        (None, "Form of the Squirrel", "アンヒンジド"),
        (None, "Rocket-Powered Turbo Slug", "アンヒンジド"),
        ("カウント男爵", "Baron Von Count", "Unstable"),
    ]
    assert (
        "見えざる者、ヴラスカ",
        "Vraska the Unseen",
        "プレイヤーを敗北させる能力を持つトークンを生成する",
    ) in items
    assert ("龍神、ニコル・ボーラス", "Nicol Bolas, Dragon-God", None) in items


def test_losing_prose_card_list_of_16(losing: WikiPage) -> None:
    items = card_list(losing, "敗北に影響するカード")
    assert [(ja, en) for ja, en, _ in items] == LOSING_PROSE_CARDS
    bullets = [
        p.text
        for p in losing.passages
        if p.section_path == ("敗北に影響するカード",) and p.kind == "bullet"
    ]
    assert items[0][2] == bullets[0] and items[14][2] == bullets[5]  # each noted with its bullet
    assert [c.title for c in losing.card_lists] == ["敗北に影響するカード", "敗北条件カード一覧"]


def test_losing_mentions(losing: WikiPage) -> None:
    assert [(m.card.ja, m.card.en) for m in losing.mentions] == LOSING_PROSE_CARDS
    assert {m.section_path for m in losing.mentions} == {("敗北に影響するカード",)}
    sengir = next(m for m in losing.mentions if m.card.en == "Sengir, the Dark Baron")
    assert sengir.card.ref == "card:Sengir, the Dark Baron"
    assert sengir.text.startswith(
        "血の暴君/Blood Tyrantや解き放たれたウィゼンガー/Withengar Unbound、"
    )


def test_subgame_mentions(subgame: WikiPage) -> None:
    found = [(m.section_path, m.card) for m in subgame.mentions]
    assert found == [
        (("ルール", "その他"), CardName(en="Fork", ja=None)),
        (("ルール", "その他"), CardName(en="Lithoform Engine", ja="石成エンジン")),
        (("その他",), CardName(en="Shahrazad", ja=None)),
        (("その他",), CardName(en="Shahrazad", ja=None)),
        (("その他",), CardName(en="Karn Liberated", ja="解放された者、カーン")),
    ]
    # the passage that names a card twice gives one mention; set names are not cards
    assert len({m.text for m in subgame.mentions if m.card.en == "Shahrazad"}) == 2
    assert "Unstable" not in {m.card.en for m in subgame.mentions}


# --- bad input --------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["", "   \n\n  ", "\ufeff"])
def test_empty_dump_is_a_clear_error(text: str) -> None:
    with pytest.raises(WikiParseError, match="empty text dump"):
        parse_text_dump(text)


def test_bytes_and_binary_are_rejected() -> None:
    with pytest.raises(WikiParseError, match="must be str"):
        parse_text_dump(b"\xe3\x82\xb5")  # type: ignore[arg-type]
    with pytest.raises(WikiParseError, match="NUL"):
        parse_text_dump("title\n\x00\x01\x02")


def test_title_only_page_has_a_warning() -> None:
    page = parse_text_dump("ただのタイトル\n提供：MTG Wiki\n")
    assert page.title == "ただのタイトル"
    assert page.sections == [] and page.passages == []
    assert page.warnings == ["the page has no content"]


def test_text_that_is_not_a_wiki_page_still_parses() -> None:
    page = parse_text_dump("Hello\nThis is not a wiki page.\n- a bullet\nshort line\nend.")
    assert page.title == "Hello"
    assert page.lead == "This is not a wiki page."
    assert [s.path for s in page.sections] == [("short line",)]


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.sampled_from(list("ab 。、\n-•/1.引用：総合ルール 目次提供:MTG Wiki"))))
def test_any_text_gives_a_page_or_a_clear_error(text: str) -> None:
    try:
        page = parse_text_dump(text)
    except WikiParseError:
        return
    assert isinstance(page, WikiPage) and page.title
