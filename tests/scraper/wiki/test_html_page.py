"""MediaWiki HTML -> WikiPage: MTG-Wiki-like fixtures (current layout and old skin), real
MediaWiki pages, and malformed input."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.records import CardName, WikiPage
from scraper.wiki.blocks import WikiParseError
from scraper.wiki.html_page import parse_html
from scraper.wiki.text_dump import parse_text_dump
from tests.scraper.wiki.test_text_dump import LOSING_SECTIONS, SUBGAME_SECTIONS, read_bundled
from tests.shared_data import shared_data

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "wiki"

# (HTML fixture, text dump of the same page, expected sections)
SAME_PAGE = [
    ("subgame_current.html", "サブゲーム.txt", SUBGAME_SECTIONS),
    ("losing_conditions_old_skin.html", "敗北条件.txt", LOSING_SECTIONS),
]
CHROME_TEXT = re.compile(
    r"\[編集\]|^編集$|提供\s*[:：]|移動\s*[:：]|案内, 検索|目次|ルール用語|NewPP"
    r"|から取得|より作成|最終更新|カテゴリ"
)


def read_fixture(name: str) -> str:
    return (FIXTURES / name).read_text(encoding="utf-8")


def page_html(body: str, *, title: str = "テスト") -> str:
    """A minimal current-layout page around some content HTML."""
    return (
        f"<html><head><title>{title} - MTG Wiki</title></head><body>"
        f'<h1 id="firstHeading">{title}</h1><div id="mw-content-text">'
        f'<div class="mw-parser-output">{body}</div></div></body></html>'
    )


@pytest.fixture(scope="module", params=SAME_PAGE, ids=["subgame", "losing"])
def same_page(request: pytest.FixtureRequest) -> tuple[WikiPage, WikiPage, list[tuple[str, ...]]]:
    html_name, text_name, sections = request.param
    url = f"https://mtgwiki.com/wiki/{text_name.removesuffix('.txt')}"
    html_page = parse_html(read_fixture(html_name), url=url)
    return html_page, parse_text_dump(read_bundled(text_name), url=url), sections


# --- the two seed pages as HTML ---------------------------------------------------------------


def test_html_sections_are_exact(
    same_page: tuple[WikiPage, WikiPage, list[tuple[str, ...]]],
) -> None:
    html_page, _, sections = same_page
    assert [s.path for s in html_page.sections] == sections
    assert html_page.source_format == "html" and html_page.warnings == []


def test_html_and_text_dump_give_the_same_records(
    same_page: tuple[WikiPage, WikiPage, list[tuple[str, ...]]],
) -> None:
    html_page, text_page, _ = same_page
    assert html_page.title == text_page.title and html_page.url == text_page.url
    assert html_page.lead == text_page.lead
    assert html_page.sections == text_page.sections
    assert html_page.passages == text_page.passages
    assert html_page.rules == text_page.rules
    assert html_page.rules_edition == text_page.rules_edition == "20231117"
    assert html_page.card_lists == text_page.card_lists
    assert html_page.mentions == text_page.mentions
    assert len(html_page.passages) > 20 and len(html_page.rules) > 10


def test_skin_chrome_is_stripped(
    same_page: tuple[WikiPage, WikiPage, list[tuple[str, ...]]],
) -> None:
    html_page, _, _ = same_page
    texts = [
        html_page.lead,
        *(p.text for p in html_page.passages),
        *(s.heading for s in html_page.sections),
    ]
    assert [t for t in texts if CHROME_TEXT.search(t)] == []


def test_navbox_cards_are_not_content() -> None:
    page = parse_html(read_fixture("subgame_current.html"))
    assert "Platinum Angel" not in {m.card.en for m in page.mentions}
    assert not [p for p in page.passages if "白金の天使" in p.text]


def test_card_names_are_restored_from_link_titles() -> None:
    page = parse_html(read_fixture("losing_conditions_old_skin.html"))
    first = next(
        p
        for p in page.passages
        if p.section_path == ("敗北に影響するカード",) and p.kind == "bullet"
    )
    assert first.text.startswith("白金の天使/Platinum Angelや天使の嗜み/Angel's Graceや")
    body = (
        "<h2>カード</h2><ul>"
        '<li><a href="/wiki/x" title="白金の天使/Platinum Angel">白金の天使</a>は強い。</li>'
        '<li><a href="/wiki/x" title="白金の天使/Platinum Angel">この天使</a>は強い。</li></ul>'
    )
    texts = [p.text for p in parse_html(page_html(body)).passages]
    assert texts == ["白金の天使/Platinum Angelは強い。", "この天使は強い。"]


def test_links_are_absolute_article_urls() -> None:
    page = parse_html(read_fixture("subgame_current.html"))
    assert "https://mtgwiki.com/wiki/石成エンジン/Lithoform_Engine" in page.links
    assert "https://mtgwiki.com/wiki/サブゲーム/ルーリング" in page.links
    assert len(page.links) == len(set(page.links))
    unwanted = (
        "計略デッキ",
        "action=edit",
        "カテゴリ:",
        "特別:",
        "メインページ",
        "https://mtgwiki.com/wiki/サブゲーム",
    )
    assert [
        link
        for link in page.links
        if link.endswith(unwanted[-1]) or any(u in link for u in unwanted[:-1])
    ] == []
    losing = parse_html(
        read_fixture("losing_conditions_old_skin.html"), url="https://mtgwiki.com/wiki/敗北条件"
    )
    assert "https://mtgwiki.com/wiki/闇の男爵、センギア/Sengir,_the_Dark_Baron" in losing.links
    assert losing.url == "https://mtgwiki.com/wiki/敗北条件"


def test_links_to_other_hosts_are_not_wiki_links() -> None:
    body = (
        '<p><a href="https://example.org/wiki/Foo">外部</a>と<a href="/wiki/Bar">内部</a>と'
        '<a href="https://www.mtgwiki.com/wiki/Baz">別表記</a>と<a href="#cite">脚注</a></p>'
    )
    page = parse_html(page_html(body))
    assert page.links == ["https://mtgwiki.com/wiki/Bar", "https://mtgwiki.com/wiki/Baz"]


def test_links_to_titles_with_a_question_mark_or_a_hash_stay_percent_encoded() -> None:
    body = (
        '<p><a href="/wiki/What%3F">問</a>と<a href="/wiki/Why_%231">一</a>と'
        '<a href="/wiki/100%25">百</a>と<a href="/wiki/What%3F#Rulings">節</a></p>'
    )
    page = parse_html(page_html(body))
    assert page.links == [
        "https://mtgwiki.com/wiki/What%3F",
        "https://mtgwiki.com/wiki/Why_%231",
        "https://mtgwiki.com/wiki/100%25",
    ]


# --- real MediaWiki pages ---------------------------------------------------------------------


REAL_PAGES = [
    ("wikipedia-mw135.html", "Hermitian matrix", "Alternative characterizations",
     "Equality with the adjoint"),
    ("wikipedia-mw128.html", "Mozilla", "History", "Eich CEO promotion controversy"),
]  # fmt: skip


@pytest.mark.parametrize(("name", "title", "first", "second"), REAL_PAGES)
def test_real_mediawiki_pages(name: str, title: str, first: str, second: str) -> None:
    path = shared_data("mediawiki", name)
    page = parse_html(
        path.read_text(encoding="utf-8"), url=f"https://en.wikipedia.org/wiki/{title}"
    )
    assert page.title == title
    assert [s.path for s in page.sections[:2]] == [(first,), (first, second)]
    assert page.sections[-1].path == ("External links",)
    assert page.lead and len(page.passages) > 50
    chrome = re.compile(
        r"\[edit\]|From Wikipedia|Jump to|Navigation menu|Retrieved from|^Contents$"
    )
    texts = [page.lead, *(p.text for p in page.passages), *(s.heading for s in page.sections)]
    assert [t for t in texts if chrome.search(t)] == []
    assert page.card_lists == [] and page.mentions == []  # English article lists are not cards
    assert page.links and all(
        link.startswith("https://en.wikipedia.org/wiki/") for link in page.links
    )


# --- malformed input --------------------------------------------------------------------------


@pytest.mark.parametrize("html", ["", "   \n"])
def test_empty_document_is_a_clear_error(html: str) -> None:
    with pytest.raises(WikiParseError, match="empty HTML document"):
        parse_html(html)


def test_non_wiki_page_is_a_clear_error() -> None:
    with pytest.raises(WikiParseError, match="no #mw-content-text or #bodyContent"):
        parse_html("<html><body><p>hello</p></body></html>")
    with pytest.raises(WikiParseError, match="must be str"):
        parse_html(b"<html></html>")  # type: ignore[arg-type]


def test_page_without_any_title_is_a_clear_error() -> None:
    with pytest.raises(WikiParseError, match="no page title"):
        parse_html('<div id="mw-content-text"><p>本文。</p></div>')
    page = parse_html(
        '<div id="mw-content-text"><p>本文。</p></div>', url="https://mtgwiki.com/wiki/敗北"
    )
    assert page.title == "敗北" and page.lead == "本文。"


def test_unclosed_tags_give_a_best_effort_page() -> None:
    html = (
        '<html><head><title>壊れた - MTG Wiki</title><body><div id="mw-content-text">'
        "<p>リード文。<h2>見出し<ul><li>白金の天使/Platinum Angel<li>Lich<h2>参考<p>終わり"
    )
    page = parse_html(html)
    assert page.title == "壊れた"
    assert [s.path for s in page.sections] == [("見出し",), ("参考",)]
    assert [(i.card.ja, i.card.en) for c in page.card_lists for i in c.items] == [
        ("白金の天使", "Platinum Angel"),
        (None, "Lich"),
    ]


def test_empty_content_div_gives_a_warning() -> None:
    page = parse_html(page_html(""))
    assert page.sections == [] and page.warnings == ["the page has no content"]


def test_nested_lists_without_li_wrappers_and_bare_edit_links() -> None:
    body = (
        "<h2>[<a href='/index.php?title=T&amp;action=edit&amp;section=1'>編集</a>] 項目</h2>"
        "<ul><li>一</li><ul><li>二</li></ul><li>三<div><ul><li>四</li></ul></div></li></ul>"
    )
    page = parse_html(page_html(body))
    assert [s.path for s in page.sections] == [("項目",)]
    assert [(p.depth, p.text) for p in page.passages] == [
        (1, "一"),
        (2, "二"),
        (1, "三"),
        (2, "四"),
    ]


def test_card_mention_in_prose_from_html() -> None:
    body = '<h2>その他</h2><p><a href="/wiki/Fork" title="Fork">Fork</a>や何か。</p>'
    page = parse_html(page_html(body))
    assert [m.card for m in page.mentions] == [CardName(en="Fork", ja=None)]


HTML_PIECES = [
    "<h2>", "</h2>", "<ul>", "<li>", "</ul>", "<p>", "見出し", "本文。", "Lich",
    '<a href="/wiki/x" title="白金の天使/Platinum Angel">', "</a>", "<table><tr><td>",
    '<span class="mw-editsection">[編集]</span>', "7 その他", "引用：総合ルール 20231117.0",
]  # fmt: skip


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(HTML_PIECES), max_size=30))
def test_any_content_gives_a_page_or_a_clear_error(parts: list[str]) -> None:
    try:
        page = parse_html(page_html("".join(parts)))
    except WikiParseError:
        return
    assert page.title == "テスト"


# --- adversarial nesting ----------------------------------------------------------------------


def _nested(opening: str, closing: str, levels: int, inner: str = "底") -> str:
    return opening * levels + inner + closing * levels


def test_a_page_nested_deeper_than_the_bound_is_refused() -> None:
    # 20,000 nested <div>s (220 KB) took 138 s and ended in a RecursionError.
    deep = page_html(_nested("<div>", "</div>", 20_000))
    with pytest.raises(WikiParseError, match="more than 128 elements deep"):
        parse_html(deep)
    just_over = page_html(_nested("<div>", "</div>", 128))
    with pytest.raises(WikiParseError, match="elements deep"):
        parse_html(just_over)


@pytest.mark.parametrize(
    ("opening", "closing"),
    [
        ("<div>", "</div>"),
        ("<span>", "</span>"),
        ("<ul><li>", "</li></ul>"),
        ("<dl><dd>", "</dd></dl>"),
    ],
    ids=["blocks", "inline", "lists", "definition-lists"],
)
def test_a_page_nested_to_just_under_the_bound_is_read(opening: str, closing: str) -> None:
    # The page frame (html, body, #mw-content-text, .mw-parser-output, p) takes five levels.
    levels = (128 - 5) // closing.count("</")
    page = parse_html(page_html("<p>" + _nested(opening, closing, levels) + "</p>"))
    assert "底" in page.lead or any("底" in p.text for p in page.passages)


def test_chrome_stripping_reads_each_element_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Asking an element whether it was decomposed searched all its descendants (bs4 looks an
    # unset attribute up as a child tag), so stripping was quadratic in the nesting depth.
    from bs4.element import Tag

    searches = 0
    find = Tag.find

    def counted(self: Tag, *args: object, **kwargs: object) -> object:
        nonlocal searches
        searches += 1
        return find(self, *args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(Tag, "find", counted)
    parse_html(page_html(_nested("<div>", "</div>", 100) + '<div class="navbox">x</div>'))
    assert searches < 10


def test_reading_deep_content_passes_each_block_on_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # Blocks were yielded up through one generator a nesting level, so 200 chains of 120
    # nested divs (24,000 blocks) took 1.5 million generator steps, 1.5 s.
    from scraper.wiki import html_page
    from scraper.wiki.blocks import Paragraph as real

    created = 0

    def counted(*args: object, **kwargs: object) -> object:
        nonlocal created
        created += 1
        return real(*args, **kwargs)  # type: ignore[arg-type]

    steps = 0

    def tracer(frame: object, event: str, arg: object) -> None:
        nonlocal steps
        code = getattr(frame, "f_code", None)
        if event == "call" and code is not None and code.co_filename == html_page.__file__:
            steps += 1

    import sys

    monkeypatch.setattr(html_page, "Paragraph", counted)
    html = page_html(_nested("<div>x", "</div>", 100) * 20)
    sys.setprofile(tracer)
    try:
        parse_html(html)
    finally:
        sys.setprofile(None)
    assert created == 2000
    assert steps < 20 * created  # a few calls a block, not one a block and a level
