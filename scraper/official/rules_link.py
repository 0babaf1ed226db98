"""Finding the Comprehensive Rules text file on the official rules page.

The page (https://magic.wizards.com/en/rules) links the current rules as PDF, DOCX and TXT; the
TXT link is the one `judgebot update` downloads. Exactly one distinct `.txt` link must be there:
none, or two different ones, is an error rather than a guess at which is current.
"""

from __future__ import annotations

from urllib.parse import unquote, urljoin, urlsplit

from scraper.transport.html_tree import html_tree


class RulesLinkError(ValueError):
    """The page does not name exactly one rules text file."""


def rules_text_links(html: str, page_url: str) -> list[str]:
    """Every distinct link on the page whose path ends in `.txt`, absolute, in page order."""
    links: list[str] = []
    with html_tree(html) as soup:
        for anchor in soup.find_all("a", href=True):
            href = str(anchor["href"]).strip()
            absolute = urljoin(page_url, href)
            if unquote(urlsplit(absolute).path).lower().endswith(".txt") and absolute not in links:
                links.append(absolute)
    return links


def rules_text_link(html: str, page_url: str) -> str:
    """The one rules text file the page links; RulesLinkError when there is none or several."""
    links = rules_text_links(html, page_url)
    if not links:
        raise RulesLinkError(f"{page_url} links no .txt file (expected the rules as text)")
    if len(links) > 1:
        raise RulesLinkError(
            f"{page_url} links {len(links)} different .txt files ({', '.join(links)}); "
            "not guessing which is current: give one with --rules-url"
        )
    return links[0]
