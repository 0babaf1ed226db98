"""Generated MTG-Wiki-like articles: card pages (`日本語名/English Name`, split cards, planes,
playtest cards) and term pages, with realistic sizes and links, rendered as MediaWiki does
(`.mw-parser-output`, `span.mw-headline`, `[編集]` links, a table of contents).

Pages are made from their number alone, so a corpus of any size costs no memory until a page
is asked for, and the same number always gives the same page.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

PLATINUM_ANGEL = "白金の天使/Platinum Angel"
PLATINUM_ANGEL_LEAD = (
    "白金の天使/Platinum Angelはアンティキティー以降のセットに収録されたアーティファクト・"
    "クリーチャー。あなたはゲームに敗北せず、対戦相手はゲームに勝利できない。"
)
FIXED_TITLES = (
    PLATINUM_ANGEL,
    "火+氷/Fire+Ice",
    "ラヴニカ (次元カード)",
    "無限の蛇/Infinite Serpent (playtest)",
)
_KANA = "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
_WORDS = (
    "戦場", "墓地", "手札", "ライブラリー", "マナ", "クリーチャー", "呪文", "能力", "誘発型能力",
    "起動型能力", "トークン", "カウンター", "ダメージ", "ライフ", "ターン", "追放", "生け贄",
    "対戦相手", "コントローラー", "パーマネント",
)  # fmt: skip
_TERMS = (
    "サブゲーム", "敗北条件", "状況起因処理", "スタック", "優先権", "置換効果", "継続的効果",
    "マリガン", "統率者戦", "毒カウンター", "プレインチェイス", "土地", "戦闘", "護法",
)  # fmt: skip


@dataclass(frozen=True)
class Article:
    title: str
    body: str  # the rendered `.mw-parser-output` element, as action=parse returns it
    links: tuple[str, ...]


def _sentence(rng: random.Random, links: list[str]) -> str:
    words = rng.sample(_WORDS, 4)
    link = rng.choice(links) if links else None
    anchor = (
        f'<a href="/wiki/{quote(link.replace(" ", "_"))}" title="{escape(link)}">'
        f"{escape(link.split('/')[0])}</a>"
        if link
        else ""
    )
    return (
        f"このカードは{words[0]}にある{words[1]}を参照し、{anchor}と組み合わせると"
        f"{words[2]}から{words[3]}を得られる。"
    )


def card_title(number: int) -> str:
    rng = random.Random(number)
    ja = "".join(rng.choice(_KANA) for _ in range(rng.randint(3, 7)))
    return f"{ja}{number}/Card Name {number}"


def term_title(number: int) -> str:
    return f"{_TERMS[number % len(_TERMS)]}{number}"


def title_of(number: int, cards_per_term: int = 4) -> str:
    """The `number`th page: mostly card pages, every fifth a term page."""
    if number < len(FIXED_TITLES):
        return FIXED_TITLES[number]
    return term_title(number) if number % (cards_per_term + 1) == 0 else card_title(number)


def _section(heading: str, inner: str) -> str:
    return (
        f'<h2><span class="mw-headline" id="{escape(heading)}">{escape(heading)}</span>'
        f'<span class="mw-editsection">[<a href="/index.php?action=edit">編集</a>]</span></h2>'
        f"{inner}"
    )


def article(number: int, total: int, revision: int = 1) -> Article:
    """The `number`th page of a `total`-page corpus at `revision` (a later revision adds text)."""
    title = title_of(number)
    rng = random.Random(number * 7919 + revision)
    links = sorted({title_of(rng.randrange(total)) for _ in range(rng.randint(4, 12))} - {title})
    is_term = number % 5 == 0 and number >= len(FIXED_TITLES)
    lead = PLATINUM_ANGEL_LEAD if title == PLATINUM_ANGEL else _sentence(rng, links)
    paragraphs = rng.randint(6, 14) if is_term else rng.randint(2, 6)
    explanation = "".join(f"<p>{_sentence(rng, links)}</p>" for _ in range(paragraphs))
    bullets = "".join(f"<li>{_sentence(rng, links)}</li>" for _ in range(rng.randint(2, 6)))
    see_also = "".join(
        f'<li><a href="/wiki/{quote(link.replace(" ", "_"))}" title="{escape(link)}">'
        f"{escape(link)}</a></li>"
        for link in links
    )
    revised = f"<p>第{revision}版での追記。</p>" if revision > 1 else ""
    body = (
        f'<div class="mw-parser-output"><p>{lead}</p>'
        '<div id="toc" class="toc"><div id="toctitle"><h2>目次</h2></div></div>'
        + _section("解説", explanation + revised)
        + _section("ルール", f"<ul>{bullets}</ul>")
        + _section("参考", f"<ul>{see_also}</ul>")
        + "</div>"
    )
    return Article(title, body, tuple(links))


def broken_body(depth: int = 3000) -> str:
    """Markup nested deeper than the HTML parser can walk: the page that breaks it."""
    return (
        '<div class="mw-parser-output"><h2><span class="mw-headline">解説</span></h2><p>'
        + "<b>" * depth
        + "深すぎる"
        + "</b>" * depth
        + "</p></div>"
    )


def full_page(title: str, body: str, base_url: str) -> str:
    """The page as the wiki serves it to a browser, in MTG Wiki's older skin."""
    path = quote(title.replace(" ", "_"))
    return (
        f"<!DOCTYPE html><html><head><title>{escape(title)} - MTG Wiki</title>"
        f'<link rel="canonical" href="{base_url}/wiki/{path}"></head><body>'
        f'<div id="content"><h1 id="firstHeading">{escape(title)}</h1><div id="bodyContent">'
        '<div id="siteSub">提供:MTG Wiki</div><div id="jump-to-nav">移動: 案内, 検索</div>'
        f'<div id="mw-content-text">{body}</div>'
        '<div class="printfooter">「<a href="#">…</a>」から取得</div>'
        '<div id="catlinks" class="catlinks">カテゴリ: カード</div></div></div>'
        '<div id="footer">最終更新</div></body></html>'
    )
