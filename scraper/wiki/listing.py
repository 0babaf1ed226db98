"""The wiki's own lists of its pages, as MediaWiki renders them: 特別:ページ一覧 (Special:AllPages,
345 titles a page) and category pages (200 members a page). Each page lists one chunk and links
the next (`from=` on the first, `pagefrom=` on the second); read one after the other, they name
every article, including those no other page links to."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urljoin, urlsplit, urlunsplit

from bs4 import Tag

from scraper.transport.html_tree import html_tree
from scraper.wiki.links import ARTICLE_PATH_PREFIX, article_links_in, content_root
from scraper.wiki.mediawiki_api import category_title

# The canonical name every MediaWiki answers to whatever its language (a Japanese wiki shows it
# as 特別:ページ一覧 and links its next chunks under that name).
ALL_PAGES_TITLE = "Special:AllPages"
_ALL_PAGES_FROM = "from"
_CATEGORY_FROM = "pagefrom"


@dataclass(frozen=True)
class ListingChunk:
    articles: tuple[str, ...]  # absolute article URLs in listed order; redirects left out
    next_url: str | None  # the next chunk, only when it lies further on than this one


def all_pages_url(base_url: str) -> str:
    return urljoin(base_url, ARTICLE_PATH_PREFIX + ALL_PAGES_TITLE)


def category_url(base_url: str, category: str) -> str:
    """`カード`, `Category:カード` or `カテゴリ:カード`: the category's page."""
    title = category_title(category).replace(" ", "_")
    return urljoin(base_url, ARTICLE_PATH_PREFIX + quote(title, safe=":/"))


def read_listing(html: str, url: str) -> ListingChunk:
    """The articles one listing page names and the URL of the next chunk. A category page's
    members are read from `#mw-pages` (its description, subcategories and files are not
    members); a redirect listed on 特別:ページ一覧 is left out, as its target is listed too."""
    with html_tree(html) as soup:
        members = soup.find(id="mw-pages")
        if isinstance(members, Tag):
            root, key = members, _CATEGORY_FROM
        else:
            root, key = content_root(soup), _ALL_PAGES_FROM
        for redirect in root.select("li.allpagesredirect"):
            redirect.decompose()
        return ListingChunk(tuple(article_links_in(root, url)), _next_chunk(root, url, key))


def _next_chunk(root: Tag, url: str, key: str) -> str | None:
    """The continuation link that moves forward: on 特別:ページ一覧 the `from=` title must sort
    after this chunk's (the "previous page" link sorts before it); a category's `pagefrom=` is
    only ever the next page's, and must differ from this one's."""
    here = _parameter(url, key) or ""
    ahead: list[tuple[str, str]] = []
    for anchor in root.find_all("a", href=True):
        href = anchor.get("href")
        if not isinstance(href, str):
            continue
        target = urljoin(url, href.strip())
        value = _parameter(target, key)
        if value is None or value == here:
            continue
        if key == _ALL_PAGES_FROM and _sort_key(value) <= _sort_key(here):
            continue
        parts = urlsplit(target)
        ahead.append((_sort_key(value), urlunsplit(parts._replace(fragment=""))))
    return min(ahead)[1] if ahead else None


def _parameter(url: str, key: str) -> str | None:
    values = parse_qs(urlsplit(url).query).get(key)
    return values[0] if values else None


def _sort_key(title: str) -> str:
    """MediaWiki orders titles by their stored form, with underscores for spaces (code point
    order is the byte order of UTF-8, the order the database sorts in)."""
    return title.strip().replace(" ", "_")
