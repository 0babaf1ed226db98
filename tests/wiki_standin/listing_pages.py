"""The stand-in's listings of its pages, in the HTML MediaWiki 1.39 renders for them (Japanese
interface): 特別:ページ一覧 (SpecialAllPages: a form, `.mw-allpages-nav` above and below the
`.mw-allpages-body` chunk of 345 titles, redirects as `li.allpagesredirect`, "前のページ (…)" and
"次のページ (…)" links with `from=`) and a category page (its description, then `#mw-pages` with
200 members in `.mw-category-group`s between "(前のページ) (次のページ)" links with `pageuntil=`
and `pagefrom=`)."""

from __future__ import annotations

from html import escape
from urllib.parse import quote, urlencode

ALL_PAGES = "特別:ページ一覧"
ALL_PAGES_ALIASES = ("特別:AllPages", ALL_PAGES)  # `Special:AllPages` is redirected to the first
ALL_PAGES_PER_PAGE = 345  # MediaWiki's SpecialAllPages::$maxPerPage
CATEGORY_PER_PAGE = 200  # MediaWiki's $wgCategoryPagingLimit


def db_key(title: str) -> str:
    """The stored form MediaWiki sorts titles by."""
    return title.replace(" ", "_")


def _href(title: str) -> str:
    return f"/wiki/{quote(db_key(title))}"


def _link(title: str, css: str = "") -> str:
    extra = f' class="{css}"' if css else ""
    return f'<a href="{_href(title)}"{extra} title="{escape(title)}">{escape(title)}</a>'


def _index_link(page: str, text: str, fragment: str = "", **query: str) -> str:
    href = "/index.php?" + urlencode({"title": page, **query}, safe=":")
    return f'<a href="{escape(href + fragment)}" title="{escape(page)}">{escape(text)}</a>'


def all_pages_body(titles: list[str], redirects: set[str], start: str) -> str:
    """The chunk of `titles` (every page, redirects included) from `start` on."""
    ordered = sorted(titles, key=db_key)
    first = next((i for i, t in enumerate(ordered) if db_key(t) >= db_key(start)), len(ordered))
    chunk = ordered[first : first + ALL_PAGES_PER_PAGE]
    nav = []
    if start:
        previous = ordered[max(0, first - ALL_PAGES_PER_PAGE)]
        nav.append(_index_link(ALL_PAGES, f"前のページ ({previous})", **{"from": previous}))
    if first + ALL_PAGES_PER_PAGE < len(ordered):
        following = ordered[first + ALL_PAGES_PER_PAGE]
        nav.append(_index_link(ALL_PAGES, f"次のページ ({following})", **{"from": following}))
    items = "".join(
        f'<li class="allpagesredirect">{_link(t, "mw-redirect")}</li>\n'
        if t in redirects
        else f"<li>{_link(t)}</li>\n"
        for t in chunk
    )
    form = (
        '<div class="mw-htmlform-ooui-wrapper oo-ui-layout oo-ui-panelLayout">'
        '<form action="/index.php" method="get" id="mw-allpages-form">'
        f'<input type="hidden" value="{ALL_PAGES}" name="title"/>'
        f'<input type="text" name="from" value="{escape(start)}"/></form></div>'
    )
    pagination = f'<div class="mw-allpages-nav">{" | ".join(nav)}</div>' if nav else ""
    body = f'<div class="mw-allpages-body"><ul class="mw-allpages-chunk">{items}</ul></div>'
    return form + pagination + body + ("<hr />" + pagination if nav else "")


def category_body(category: str, members: list[str], start: str, described: str) -> str:
    """The category page of `category` from the member `start` on; its description links
    `described`, which is not a member."""
    page = f"カテゴリ:{category}"
    ordered = sorted(members)
    first = next((i for i, t in enumerate(ordered) if t >= start), len(ordered))
    chunk = ordered[first : first + CATEGORY_PER_PAGE]
    previous = (
        _index_link(page, "前のページ", "#mw-pages", pageuntil=chunk[0]) if start else "前のページ"
    )
    following = (
        _index_link(page, "次のページ", "#mw-pages", pagefrom=ordered[first + CATEGORY_PER_PAGE])
        if first + CATEGORY_PER_PAGE < len(ordered)
        else "次のページ"
    )
    nav = f"({previous}) ({following})"
    groups: dict[str, list[str]] = {}
    for title in chunk:
        groups.setdefault(title[0], []).append(title)
    columns = "".join(
        f'<div class="mw-category-group"><h3>{escape(letter)}</h3><ul>'
        + "".join(f"<li>{_link(t)}</li>" for t in titles)
        + "</ul></div>"
        for letter, titles in groups.items()
    )
    return (
        f'<div class="mw-parser-output"><p>{escape(category)}の個別記事のカテゴリ。'
        f"用語は{_link(described)}などを参照。</p></div>"
        '<div class="mw-category-generated" lang="ja" dir="ltr"><div id="mw-pages">'
        f"<h2>カテゴリ「{escape(category)}」にあるページ</h2>"
        f"<p>このカテゴリには {len(ordered)} ページが含まれており、そのうち以下の "
        f"{len(chunk)} ページを表示しています。</p>{nav}"
        '<div lang="ja" dir="ltr" class="mw-content-ltr"><div class="mw-category '
        f'mw-category-columns">{columns}</div></div>{nav}</div></div>'
    )
