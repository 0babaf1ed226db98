"""MTG Wiki pages as MediaWiki HTML, in the current layout or the older skin MTG Wiki runs.

Current layout: `#mw-content-text > .mw-parser-output`, `h2 > span.mw-headline`, `#toc`,
`.mw-editsection`. Older skin: content straight in `#mw-content-text` or `#bodyContent`, with
`提供:MTG Wiki`, `移動: 案内, 検索` and `[編集]` links around it. Skin chrome is removed, then the
content is read in document order into the same blocks a text dump gives.

Card links on the wiki often show only the Japanese name (`<a title="白金の天使/Platinum Angel">
白金の天使</a>`); the title attribute restores the full `ja/en` name the text dump shows.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Collection, Sequence
from urllib.parse import parse_qs, unquote, urlsplit

from bs4 import BeautifulSoup
from bs4.element import (
    Comment,
    Declaration,
    Doctype,
    NavigableString,
    PageElement,
    ProcessingInstruction,
    Tag,
)

from rulesdb.records import WikiPage
from scraper.transport.html_tree import element_depth, html_tree
from scraper.wiki.blocks import (
    DEFAULT_WIKI_BASE,
    Block,
    Bullet,
    Heading,
    Link,
    Paragraph,
    WikiParseError,
    is_chrome_line,
    normalize_space,
    page_url,
)
from scraper.wiki.card_names import CardNameError, parse_card_name
from scraper.wiki.links import is_article_namespace
from scraper.wiki.page import build_page
from scraper.wiki.page_address import declared_in_html, is_web_url, page_address

log = logging.getLogger(__name__)

# lxml, measured against the standard library's html.parser by benchmarks/build_bench.py;
# both yield the same records.
PARSER = "lxml"
# Real pages nest about 25 elements deep (skin included); reading a page recurses once or a few
# times a level, so a page nested deeper than this is refused rather than read.
MAX_ELEMENT_DEPTH = 128

# Skin chrome and page furniture that is never article text.
CHROME_SELECTORS = (
    "script", "style", "noscript", "link", "meta", "#toc", ".toc", "#toctitle",
    ".mw-editsection", ".editsection", "#siteSub", "#contentSub", "#contentSub2",
    "#jump-to-nav", ".mw-jump", ".mw-jump-link", ".printfooter", "#catlinks", ".catlinks",
    ".navbox", ".vertical-navbox", ".navbox-styles", ".infobox", ".metadata", ".ambox",
    ".hatnote", ".dablink", ".noprint", ".mw-empty-elt", "sup.reference", ".thumb", "figure",
    ".visualClear", "#mw-navigation", "#footer", "annotation",
)  # fmt: skip
_HEADING_LEVELS = {"h1": 1, "h2": 1, "h3": 2, "h4": 3, "h5": 4, "h6": 5}
_LISTS = frozenset(("ul", "ol"))
# Tags that start a block of their own; everything else (a, b, span, MathML…) is inline text.
_BLOCK_TAGS = frozenset((
    "address", "article", "aside", "blockquote", "br", "center", "dd", "details", "div", "dl",
    "dt", "fieldset", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header",
    "hr", "li", "main", "nav", "ol", "p", "pre", "section", "summary", "table", "ul",
))  # fmt: skip
_SKIPPED_NODES = (Comment, Declaration, Doctype, ProcessingInstruction)
_EDIT_LINK_TEXT = re.compile(r"\[\s*(?:編集|ソースを編集|edit|edit source)\s*\]")
_RED_LINK_SUFFIX = re.compile(
    r"\s*[（(](?:ページが存在しません|存在しないページ|page does not exist)[)）]$"
)
_TITLE_SUFFIX = re.compile(r"\s+[-–—]\s+[^-–—]+$")  # `サブゲーム - MTG Wiki`

_CHROME_TAGS = frozenset(s for s in CHROME_SELECTORS if s.isalpha())
_CHROME_IDS = frozenset(s[1:] for s in CHROME_SELECTORS if s.startswith("#"))
_CHROME_CLASSES = frozenset(s[1:] for s in CHROME_SELECTORS if s.startswith("."))


def _content_root(soup: BeautifulSoup) -> Tag:
    content = soup.find(id="mw-content-text")
    if isinstance(content, Tag):
        parser_output = content.find(class_="mw-parser-output", recursive=False)
        return parser_output if isinstance(parser_output, Tag) else content
    body_content = soup.find(id="bodyContent")
    if isinstance(body_content, Tag):
        return body_content
    raise WikiParseError("not a MediaWiki page: no #mw-content-text or #bodyContent element")


def _page_title(soup: BeautifulSoup, url: str | None) -> str:
    heading = soup.find(id="firstHeading")
    if isinstance(heading, Tag) and normalize_space(heading.get_text()):
        return normalize_space(heading.get_text())
    if soup.title is not None and normalize_space(soup.title.get_text()):
        return _TITLE_SUFFIX.sub("", normalize_space(soup.title.get_text()))
    if url:
        title = _article_title(url)
        if title:
            return title
    raise WikiParseError("no page title: neither #firstHeading nor <title> has text")


def _article_title(href: str, host: str | None = None) -> str | None:
    """The wiki page an href points at (`/wiki/…` or `index.php?title=…`), spaces as `_`."""
    parts = urlsplit(href)
    if parts.netloc and host and parts.netloc.lower().removeprefix("www.") != host:
        return None
    query = parse_qs(parts.query)
    if "action" in query or "redlink" in query or "oldid" in query or "diff" in query:
        return None
    path = unquote(parts.path)
    if path.startswith("/wiki/") and not parts.query:
        title = path[len("/wiki/") :]
    elif path.endswith("index.php") and "title" in query:
        title = query["title"][0]
    else:
        return None
    title = title.strip().replace(" ", "_")
    return title if title and is_article_namespace(title) else None


def _is_chrome(node: Tag) -> bool:
    if node.name in _CHROME_TAGS:
        return True
    node_id = node.get("id")
    if isinstance(node_id, str) and node_id in _CHROME_IDS:
        return True
    classes = node.get("class") or ()
    if any(c in _CHROME_CLASSES for c in classes):
        return True
    return node.name == "sup" and "reference" in classes


def _strip_chrome(root: Tag) -> None:
    # Matching CHROME_SELECTORS by hand: soupsieve took most of a page's parse time. The walk
    # does not enter what it removes, so it never asks a node whether it was decomposed (bs4
    # looks the unset attribute up as a child tag: a search of every descendant, per node).
    chrome: list[Tag] = []
    pending = [root]
    while pending:
        for child in pending.pop().children:
            if isinstance(child, Tag):
                (chrome if _is_chrome(child) else pending).append(child)
    for node in chrome:
        node.decompose()


def _link_text(anchor: Tag, text: str) -> str:
    """`白金の天使` linked to `白金の天使/Platinum Angel` reads as the full `ja/en` name."""
    title = anchor.get("title")
    if not isinstance(title, str) or "/" not in title:
        return text
    title = _RED_LINK_SUFFIX.sub("", title.strip())
    try:
        card, note = parse_card_name(title)
    except CardNameError:
        return text
    if note is None and card.ja and card.en and normalize_space(text) == card.ja:
        return title
    return text


def _node_text(nodes: Sequence[PageElement]) -> str:
    parts = []
    for node in nodes:
        if isinstance(node, Tag):
            parts.append(node.get_text())
        elif isinstance(node, NavigableString) and not isinstance(node, _SKIPPED_NODES):
            parts.append(str(node))
    return "".join(parts)


def _heading_text(nodes: Sequence[PageElement]) -> str:
    """The headline (`span.mw-headline` when there is one) without `[編集]` edit links."""
    text = _node_text(nodes)
    for node in nodes:
        if isinstance(node, Tag):
            is_headline = "mw-headline" in (node.get("class") or [])
            headline = node if is_headline else node.find(class_="mw-headline")
            if isinstance(headline, Tag):
                text = headline.get_text()
                break
    return normalize_space(_EDIT_LINK_TEXT.sub("", text))


def _first_tag_index(nodes: Sequence[PageElement], names: Collection[str]) -> int:
    """Index of the first tag named one of `names`, or len(nodes)."""
    for index, node in enumerate(nodes):
        if isinstance(node, Tag) and node.name in names:
            return index
    return len(nodes)


def _sublists(nodes: Sequence[PageElement]) -> list[Tag]:
    """Lists nested in a list item, not counting lists inside those lists, in page order."""
    found: list[Tag] = []
    pending = list(reversed(nodes))
    while pending:
        node = pending.pop()
        if isinstance(node, Tag):
            if node.name in _LISTS:
                found.append(node)
            else:
                pending.extend(reversed(list(node.children)))
    return found


class _ContentReader:
    """Reads article content into blocks; links to other hosts are not wiki links."""

    def __init__(self, host: str) -> None:
        self.host = host

    def inline(self, node: Tag, links: list[Link], *, skip_lists: bool = False) -> str:
        return self.inline_of(list(node.children), links, skip_lists=skip_lists)

    def inline_of(
        self, nodes: Sequence[PageElement], links: list[Link], *, skip_lists: bool = False
    ) -> str:
        parts: list[str] = []
        for child in nodes:
            if isinstance(child, _SKIPPED_NODES):
                continue
            if isinstance(child, NavigableString):
                parts.append(str(child))
            elif isinstance(child, Tag) and not (skip_lists and child.name in _LISTS):
                parts.append(
                    " " if child.name == "br" else self._inline_tag(child, links, skip_lists)
                )
        return "".join(parts)

    def _inline_tag(self, tag: Tag, links: list[Link], skip_lists: bool) -> str:
        text = self.inline(tag, links, skip_lists=skip_lists)
        if tag.name != "a":
            return text
        text = _link_text(tag, text)
        href = tag.get("href")
        target = _article_title(href, self.host) if isinstance(href, str) else None
        if target and "new" not in (tag.get("class") or []):  # class "new": a red link
            links.append(Link(title=target.replace("_", " "), text=normalize_space(text)))
        return text

    # The block readers append to `out` rather than yield: a block yielded up through one
    # generator a nesting level cost a step per level, so deep pages read in depth x blocks.
    def list_blocks(self, list_tag: Tag, depth: int, out: list[Block]) -> None:
        for child in list_tag.children:
            if not isinstance(child, Tag):
                continue
            if child.name in _LISTS:  # `<ul><ul>…` written without the enclosing `<li>`
                self.list_blocks(child, depth + 1, out)
                continue
            # A heading inside an item means the item was never closed: what follows the
            # heading is page content again, not part of the item.
            nodes = list(child.children)
            cut = _first_tag_index(nodes, _HEADING_LEVELS)
            links: list[Link] = []
            text = normalize_space(self.inline_of(nodes[:cut], links, skip_lists=True))
            if text:
                out.append(Bullet(depth, text, tuple(links)))
            for nested in _sublists(nodes[:cut]):
                self.list_blocks(nested, depth + 1, out)
            self.blocks_of(nodes[cut:], out)

    def table_blocks(self, table: Tag, out: list[Block]) -> None:
        for row in table.find_all("tr"):
            links: list[Link] = []
            cells = [
                normalize_space(self.inline(cell, links)) for cell in row.find_all(["th", "td"])
            ]
            text = " | ".join(cell for cell in cells if cell)
            if text:
                out.append(Paragraph(text, tuple(links)))

    def blocks(self, container: Tag) -> list[Block]:
        out: list[Block] = []
        self.blocks_of(list(container.children), out)
        return out

    def blocks_of(self, nodes: Sequence[PageElement], out: list[Block]) -> None:
        pending: list[str] = []  # inline content met directly in a container
        pending_links: list[Link] = []

        def flush() -> None:
            text = normalize_space("".join(pending))
            if text:
                out.append(Paragraph(text, tuple(pending_links)))
            pending.clear()
            pending_links.clear()

        for child in nodes:
            if isinstance(child, _SKIPPED_NODES):
                continue
            if isinstance(child, NavigableString):
                pending.append(str(child))
                continue
            if not isinstance(child, Tag):
                continue
            if child.name not in _BLOCK_TAGS:
                pending.append(self._inline_tag(child, pending_links, skip_lists=False))
                continue
            flush()
            self._block(child, out)
        flush()

    def _block(self, tag: Tag, out: list[Block]) -> None:
        if tag.name in _HEADING_LEVELS:
            self._heading(tag, out)
        elif tag.name in ("p", "pre"):
            links: list[Link] = []
            text = normalize_space(self.inline(tag, links))
            if text:
                out.append(Paragraph(text, tuple(links)))
        elif tag.name in _LISTS:
            self.list_blocks(tag, 1, out)
        elif tag.name == "table":
            self.table_blocks(tag, out)
        elif tag.name not in ("br", "hr"):  # div, blockquote, dl, center…: read what is inside
            self.blocks_of(list(tag.children), out)

    def _heading(self, tag: Tag, out: list[Block]) -> None:
        # An unclosed `<h2>` swallows the content after it; that content is read as blocks.
        children = list(tag.children)
        spill = _first_tag_index(children, _BLOCK_TAGS - {"br"})
        text = _heading_text(children[:spill])
        if text:
            out.append(Heading(_HEADING_LEVELS[tag.name], text))
        self.blocks_of(children[spill:], out)


def _page_links(blocks: list[Block], title: str, base: str | None) -> list[str]:
    """Absolute URLs of the wiki pages the content links to, once each, in page order."""
    own = page_url(title, base)
    urls: dict[str, None] = {}
    for block in blocks:
        for link in block.links if not isinstance(block, Heading) else ():
            url = page_url(link.title, base)
            if url != own:
                urls.setdefault(url, None)
    return list(urls)


def parse_html(html: str, *, url: str | None = None) -> WikiPage:
    """A `WikiPage` from the HTML of an MTG Wiki (MediaWiki) page fetched or read from `url`;
    its address is the one the page names, else `url` (see scraper.wiki.page_address)."""
    if not isinstance(html, str):
        raise WikiParseError(f"HTML must be str, not {type(html).__name__}")
    if not html.strip():
        raise WikiParseError("empty HTML document")
    with html_tree(html, PARSER) as soup:
        if element_depth(soup, stop_above=MAX_ELEMENT_DEPTH) > MAX_ELEMENT_DEPTH:
            raise WikiParseError(
                f"the page nests more than {MAX_ELEMENT_DEPTH} elements deep (real pages nest "
                "about 25); refused unread"
            )
        return _page_from_soup(soup, url)


def _page_from_soup(soup: BeautifulSoup, source_url: str | None) -> WikiPage:
    root = _content_root(soup)
    url = page_address(declared_in_html(soup, source_url), source_url)
    web_url = url if is_web_url(url) else None
    title = _page_title(soup, web_url)
    _strip_chrome(root)
    # Links are resolved on the page's own wiki; one that names no web address is taken to be
    # an MTG Wiki page, the wiki this parser is for.
    host = urlsplit(web_url or DEFAULT_WIKI_BASE).netloc.lower().removeprefix("www.")
    blocks = [
        block
        for block in _ContentReader(host).blocks(root)
        if isinstance(block, Heading) or not is_chrome_line(block.text)
    ]
    log.debug("html page %r: %d blocks", title, len(blocks))
    return build_page(
        title,
        blocks,
        url=url,
        source_format="html",
        links=_page_links(blocks, title, web_url),
    )
