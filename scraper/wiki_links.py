"""Which links on a wiki page lead to other articles worth crawling, and URL canonical forms."""

from __future__ import annotations

from urllib.parse import quote, unquote, urljoin, urlsplit, urlunsplit

from bs4 import BeautifulSoup, Tag

from scraper.html_tree import html_tree

ARTICLE_PATH_PREFIX = "/wiki/"

# Characters left unescaped in a canonical path: RFC 3986 unreserved and sub-delims, plus the
# separators MediaWiki titles use (`/` for subpages, `:` for namespaces). `%`, `?` and `#`
# are re-escaped, so a title containing them keeps its meaning.
_PATH_SAFE = "/:@!$&'()*+,;=-._~"

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


def canonical_url(url: str) -> str:
    """One spelling per resource: lower-case scheme and host, no default port, no fragment,
    uniform percent-encoding (so `/wiki/サブゲーム` and its %-escaped form compare equal)."""
    parts = urlsplit(url.strip())
    scheme = parts.scheme.lower()
    host = (parts.hostname or "").lower()
    if ":" in host:  # an IPv6 literal needs its brackets back
        host = f"[{host}]"
    port = parts.port
    netloc = (
        host
        if port is None or (scheme, port) in (("http", 80), ("https", 443))
        else f"{host}:{port}"
    )
    if parts.username is not None:
        credentials = parts.username + (f":{parts.password}" if parts.password is not None else "")
        netloc = f"{credentials}@{netloc}"
    path = quote(unquote(parts.path), safe=_PATH_SAFE) or "/"
    return urlunsplit((scheme, netloc, path, parts.query, ""))


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
    root = soup.find(id="mw-content-text") or soup.find(id="bodyContent") or soup
    base = canonical_url(base_url)
    links: dict[str, None] = {}
    for anchor in root.find_all("a", href=True) if isinstance(root, Tag) else []:
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
                urlunsplit((parts.scheme, parts.netloc, ARTICLE_PATH_PREFIX + title, "", ""))
            )
        except ValueError:  # a malformed port in some stray href
            continue
        if link != base:
            links[link] = None
    return list(links)
