"""Which links on a wiki page lead to other articles worth crawling: the link extractor the
wiki's crawls hand the transport."""

from __future__ import annotations

from urllib.parse import unquote, urljoin, urlsplit, urlunsplit

from bs4 import BeautifulSoup, Tag

from scraper.transport.html_tree import html_tree
from scraper.transport.urls import canonical_url
from scraper.wiki.blocks import article_path

ARTICLE_PATH_PREFIX = "/wiki/"

# Namespaces (English and Japanese, current and older MediaWiki names) that hold no rules
# articles. Talk namespaces are caught by their suffixes below.
NON_ARTICLE_NAMESPACES = frozenset(
    name.casefold()
    for name in (
        "Special",
        "特別",
        "File",
        "ファイル",
        "Image",
        "画像",
        "Media",
        "メディア",
        "Category",
        "カテゴリ",
        "User",
        "利用者",
        "Template",
        "テンプレート",
        "Help",
        "ヘルプ",
        "MediaWiki",
        "Module",
        "モジュール",
        "Project",
        "プロジェクト",
        "MTG Wiki",
        "Wikipedia",
        "Portal",
        "ポータル",
    )
)
_TALK_SUFFIXES = ("talk", "トーク", "ノート", "会話")


def article_title(url: str, prefix: str = ARTICLE_PATH_PREFIX) -> str | None:
    """The wiki title a URL points at (`サブゲーム`, `白金の天使/Platinum_Angel`), or None when
    the URL is not a plain article view (other path, query string such as an edit link)."""
    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or parts.query or not parts.path.startswith(prefix):
        return None
    title = unquote(parts.path[len(prefix) :]).replace(" ", "_").strip("_")
    return title or None


def is_article_namespace(title: str) -> bool:
    namespace, colon, _ = title.partition(":")
    if not colon:
        return True
    name = namespace.replace("_", " ").strip().casefold()
    # Card names contain colons too ("Circle of Protection: Red"); only known namespaces count.
    return name not in NON_ARTICLE_NAMESPACES and not name.endswith(_TALK_SUFFIXES)


def extract_wiki_links(html: str, base_url: str) -> list[str]:
    """Absolute URLs of the articles a MediaWiki page links to, in page order, without
    duplicates, fragments, query strings (edit/history/red links) or non-article namespaces.

    Only the article body (`#mw-content-text`) is searched when the page has one, so the
    sidebar and footer links every page shares are not followed. Other hosts are kept; the
    crawler decides which hosts it follows.
    """
    with html_tree(html) as soup:
        return _article_links(soup, base_url)


def _article_links(soup: BeautifulSoup, base_url: str) -> list[str]:
    return article_links_in(content_root(soup), base_url)


def content_root(soup: BeautifulSoup) -> Tag:
    """The article body of a MediaWiki page (`#mw-content-text`), else the whole page."""
    root = soup.find(id="mw-content-text") or soup.find(id="bodyContent")
    return root if isinstance(root, Tag) else soup


def article_links_in(root: Tag, base_url: str) -> list[str]:
    """The article links under `root`, as `extract_wiki_links` keeps them."""
    base = canonical_url(base_url)
    links: dict[str, None] = {}
    for anchor in root.find_all("a", href=True):
        href = anchor.get("href")
        if not isinstance(href, str) or href.startswith("#"):
            continue
        absolute = urljoin(base_url, href.strip())
        title = article_title(absolute.split("#", 1)[0])
        if title is None or not is_article_namespace(title):
            continue
        parts = urlsplit(absolute)
        try:
            link = canonical_url(
                urlunsplit(
                    (parts.scheme, parts.netloc, ARTICLE_PATH_PREFIX + article_path(title), "", "")
                )
            )
        except ValueError:  # a malformed port in some stray href
            continue
        if link != base:
            links[link] = None
    return list(links)
