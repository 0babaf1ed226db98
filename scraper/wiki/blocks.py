"""The common shape both wiki page formats (plain-text dumps, MediaWiki HTML) are reduced to.

A page is a title plus a flat stream of blocks: headings with a level, paragraphs and bullets with
a depth. Everything format-specific (tables of contents, edit links, indentation styles) is dealt
with before this point, so one builder (`page`) turns either format into the same records.
"""

from __future__ import annotations

import re
import string
from dataclasses import dataclass
from urllib.parse import quote, urlsplit

DEFAULT_WIKI_BASE = "https://mtgwiki.com"
ARTICLE_PATH = "/wiki/"


class WikiParseError(ValueError):
    """The input is not a wiki page this parser can read (empty, not MediaWiki, no title)."""


@dataclass(frozen=True)
class Link:
    """A link inside a block: the wiki page it points at and the text shown for it."""

    title: str
    text: str


@dataclass(frozen=True)
class Heading:
    level: int  # 1 for the top sections of a page (h2 in MediaWiki HTML)
    text: str


@dataclass(frozen=True)
class Paragraph:
    text: str
    links: tuple[Link, ...] = ()


@dataclass(frozen=True)
class Bullet:
    depth: int  # 1 for a top-level list item
    text: str
    links: tuple[Link, ...] = ()


Block = Heading | Paragraph | Bullet


# Lines the wiki skin adds around every page; they are not page content in either format.
_CHROME_PATTERNS = (
    re.compile(r"^提供\s*[:：]\s*MTG\s*Wiki$"),
    re.compile(r"^(?:移動|Jump to)\s*[:：]\s*(?:案内|navigation)\s*[,、，]\s*(?:検索|search)$"),
    re.compile(r"^「https?://\S+」(?:から取得|より作成)$"),
    re.compile(r"^(?:カテゴリ|Categories?)\s*[:：]"),
    re.compile(r"^目次\s*\|?$"),
)

_ASCII_WHITESPACE = re.compile(r"[ \t\r\n\f\v]+")


def is_chrome_line(text: str) -> bool:
    stripped = text.strip()
    return any(pattern.match(stripped) for pattern in _CHROME_PATTERNS)


def normalize_space(text: str) -> str:
    """Collapse runs of ASCII whitespace; full-width spaces are content and are kept."""
    return _ASCII_WHITESPACE.sub(" ", text).strip(" \xa0")


# ASCII a path segment holds as written (RFC 3986's pchar); any other ASCII character (`?`,
# `#`, `%`, a quote) would end the path or change what it names.
_PATH_CHARACTERS = frozenset(string.ascii_letters + string.digits + "-._~!$&'()*+,;=:@/")


def article_path(title: str) -> str:
    """`title` as the path after `/wiki/`: spaces as underscores, as in MediaWiki's own URLs;
    ASCII that would end or change the path percent-encoded (`What?` -> `What%3F`), other
    characters (Japanese) as written, as the wiki's links show them."""
    name = title.strip().replace(" ", "_")
    return "".join(
        ch if ch in _PATH_CHARACTERS or not ch.isascii() else quote(ch, safe="") for ch in name
    )


def page_url(title: str, base: str | None = None) -> str:
    """The URL of the article `title` links point at: `<origin of base>/wiki/<title>`, on MTG
    Wiki when `base` is not a web URL, the title as `article_path` writes it.

    Only links are resolved this way; a page's own address is never guessed
    (scraper.wiki.page_address).
    """
    origin = DEFAULT_WIKI_BASE
    if base:
        parts = urlsplit(base)
        if parts.scheme and parts.netloc:
            origin = f"{parts.scheme}://{parts.netloc}"
    return f"{origin}{ARTICLE_PATH}{article_path(title)}"
