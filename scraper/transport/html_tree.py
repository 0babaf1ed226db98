"""Parsed HTML that is freed as soon as it has been read, and measured before it is read.

A BeautifulSoup tree is a web of parent and sibling links, i.e. reference cycles, so it lingers
until the cyclic garbage collector happens to run; a crawl parsing page after page would hold
many trees at once. `BeautifulSoup.decompose()` alone does not help: the soup object is not
linked to its first element, so each top-level element is taken apart on its own.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

from bs4 import BeautifulSoup, Tag


@contextlib.contextmanager
def html_tree(html: str, parser: str = "lxml") -> Iterator[BeautifulSoup]:
    soup = BeautifulSoup(html, parser)
    try:
        yield soup
    finally:
        for element in list(soup.contents):
            element.decompose()
        soup.decompose()


def element_depth(root: Tag, *, stop_above: int) -> int:
    """How deeply elements nest under `root` (its children are at depth 1), walked without
    recursion; the walk stops at the first element deeper than `stop_above`, so its work is
    bounded by the size of the tree whatever its shape."""
    deepest = 0
    pending: list[tuple[Tag, int]] = [(root, 0)]
    while pending:
        node, depth = pending.pop()
        if depth > deepest:
            deepest = depth
            if deepest > stop_above:
                break
        pending.extend((child, depth + 1) for child in node.children if isinstance(child, Tag))
    return deepest
