"""The address a page is cited at.

A page names its own address in several ways: a canonical link, `og:url`, MediaWiki's
`wgServer` + `wgArticlePath` + `wgPageName` settings, or MTG Wiki's "retrieved from" footer
(`「https://…」から取得`, also in text copied out of a browser). Where it came from is the other
witness: the URL it was fetched from, or the file it was read from. A fetched page is cited at
the URL it was fetched from (a page cannot claim another site's address); a file is cited at the
address it names, else as the file itself. Nothing is ever cited under a guessed URL.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from urllib.parse import urljoin, urlsplit

from bs4 import BeautifulSoup, Tag

_WEB_SCHEMES = ("http", "https")
_RETRIEVED_FROM = re.compile(r"^\s*「(https?://[^」\s]+)」(?:から取得|より作成)\s*$", re.MULTILINE)
_JS_STRING = r'"((?:[^"\\\n]|\\.)*)"'


def file_url(path: Path) -> str:
    """A local file as a `file://` URL."""
    return path.resolve().as_uri()


def is_web_url(url: str) -> bool:
    parts = urlsplit(url)
    return parts.scheme.lower() in _WEB_SCHEMES and bool(parts.netloc)


def page_address(declared: str | None, source_url: str | None) -> str:
    """The URL to cite a page at, from the address it `declared` and the `source_url` it was
    fetched or read from; "" when neither is known."""
    if source_url is not None and is_web_url(source_url):
        return source_url
    return declared or source_url or ""


def declared_in_text(text: str) -> str | None:
    """The address in a text dump's "retrieved from" line, if it has one."""
    match = _RETRIEVED_FROM.search(text)
    return match.group(1) if match else None


def declared_in_html(soup: BeautifulSoup, source_url: str | None) -> str | None:
    """The address a MediaWiki page gives itself, most explicit first; relative addresses are
    resolved against `source_url` when it is a web URL."""
    base = source_url if source_url is not None and is_web_url(source_url) else None
    for candidate in (
        _link_href(soup, "canonical"),
        _meta_content(soup, "og:url"),
        _from_wiki_settings(soup, base),
        _retrieved_from_footer(soup),
    ):
        if candidate:
            absolute = urljoin(base, candidate.strip()) if base else candidate.strip()
            if is_web_url(absolute):
                return absolute
    return None


def _link_href(soup: BeautifulSoup, rel: str) -> str | None:
    for link in soup.find_all("link", href=True):
        if isinstance(link, Tag) and rel in (link.get("rel") or ()):
            href = link.get("href")
            return href if isinstance(href, str) else None
    return None


def _meta_content(soup: BeautifulSoup, name: str) -> str | None:
    meta = soup.find("meta", attrs={"property": name}) or soup.find("meta", attrs={"name": name})
    content = meta.get("content") if isinstance(meta, Tag) else None
    return content if isinstance(content, str) else None


def _from_wiki_settings(soup: BeautifulSoup, base: str | None) -> str | None:
    """`wgServer` + `wgArticlePath` with `wgPageName`, as set in the page's scripts (the JSON
    of current MediaWiki or the `var`s of old skins)."""
    scripts = "\n".join(script.get_text() for script in soup.find_all("script"))
    server, article_path, page_name = (
        _js_setting(scripts, name) for name in ("wgServer", "wgArticlePath", "wgPageName")
    )
    if not (server and article_path and page_name and "$1" in article_path):
        return None
    if server.startswith("//"):  # protocol-relative: the scheme the page was fetched with
        server = f"{urlsplit(base).scheme if base else 'https'}:{server}"
    return server.rstrip("/") + article_path.replace("$1", page_name)


def _js_setting(scripts: str, name: str) -> str | None:
    match = re.search(rf'["\']?\b{name}["\']?\s*[:=]\s*{_JS_STRING}', scripts)
    if match is None:
        return None
    try:
        value = json.loads(f'"{match.group(1)}"')
    except ValueError:
        return None
    return value if isinstance(value, str) and value else None


def _retrieved_from_footer(soup: BeautifulSoup) -> str | None:
    footer = soup.find(class_="printfooter")
    anchor = footer.find("a", href=True) if isinstance(footer, Tag) else None
    href = anchor.get("href") if isinstance(anchor, Tag) else None
    return href if isinstance(href, str) else None
