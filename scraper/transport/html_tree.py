"""Parsed HTML that is freed as soon as it has been read.

A BeautifulSoup tree is a web of parent and sibling links, i.e. reference cycles, so it lingers
until the cyclic garbage collector happens to run; a crawl parsing page after page would hold
many trees at once. `BeautifulSoup.decompose()` alone does not help: the soup object is not
linked to its first element, so each top-level element is taken apart on its own.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from bs4 import BeautifulSoup


@contextlib.contextmanager
def html_tree(html: str, parser: str = "lxml") -> Iterator[BeautifulSoup]:
    soup = BeautifulSoup(html, parser)
    try:
        yield soup
    finally:
        for element in list(soup.contents):
            element.decompose()
        soup.decompose()
