"""What a crawl hands back: one result per page, a summary at the end, and the shape of the
link extractor a caller passes in (the transport knows no page format)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol

Outcome = Literal["fetched", "not_modified", "disallowed", "error"]


class LinkExtractor(Protocol):
    """The links on a page, given its text and the URL it was fetched from; relative links are
    resolved by the crawler, which also keeps only those on the page's own host."""

    def __call__(self, html: str, base_url: str, /) -> list[str]: ...


@dataclass(frozen=True)
class FetchResult:
    url: str  # as requested (a seed as given, or a discovered link in canonical form)
    final_url: str  # after redirects
    outcome: Outcome
    status: int | None
    text: str | None  # decoded body; only for "fetched"
    content_type: str | None  # media type without parameters, e.g. "text/html"
    error: str | None  # why, for "error" and "disallowed"
    depth: int  # 0 for the given URLs, n for pages n links away
    # position in breadth-first discovery order: (depth, rank) orders results stably
    rank: tuple[int, ...] = ()


@dataclass(frozen=True)
class CrawlSummary:
    pages: int  # results delivered
    links_not_followed: int  # distinct linked pages left out because of `max_pages`
