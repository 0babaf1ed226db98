"""Every bound on one crawl, in one place.

A crawl runs on a schedule with nobody watching, so nothing in it may wait, read or grow without
a limit: the README's "Limits" list and `judgebot ingest --help` are made from these values.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, fields

# The wiki `sync-wiki` reads unless told otherwise (here, beside its other defaults, so that the
# command line can offer it without loading the whole sync).
DEFAULT_WIKI_URL = "https://mtgwiki.com/"
DEFAULT_DELAY_SECONDS = 1.0  # between two requests to one host
DEFAULT_MAX_BYTES = 5_000_000  # one page's body
DEFAULT_MAX_RETRIES = 4  # after the first attempt, for 429, 5xx, dropped connections
DEFAULT_MAX_PAGES = 100  # pages in one crawl, given URLs included
DEFAULT_TIMEOUT_SECONDS = 15.0  # connecting, and every wait for the next bytes
DEFAULT_REQUEST_DEADLINE = 60.0  # one request from start to the last byte of the body
MAX_RETRY_AFTER_SECONDS = 120.0  # waiting to retry one URL (Retry-After, backoff), in all
MAX_CRAWL_DELAY_SECONDS = 60.0  # the longest robots.txt Crawl-delay obeyed; longer skips the host
MAX_REDIRECTS = 5  # hops from one URL


@dataclass(frozen=True)
class CrawlLimits:
    delay_seconds: float = DEFAULT_DELAY_SECONDS
    max_bytes: int = DEFAULT_MAX_BYTES
    max_retries: int = DEFAULT_MAX_RETRIES
    follow_depth: int = 0
    max_pages: int = DEFAULT_MAX_PAGES
    timeout_seconds: float = DEFAULT_TIMEOUT_SECONDS
    request_deadline: float = DEFAULT_REQUEST_DEADLINE
    max_retry_after: float = MAX_RETRY_AFTER_SECONDS
    max_crawl_delay: float = MAX_CRAWL_DELAY_SECONDS

    def __post_init__(self) -> None:
        for limit in fields(self):
            value = getattr(self, limit.name)
            if not math.isfinite(value) or value < 0:
                raise ValueError(f"{limit.name} must be a finite number, 0 or more; got {value}")
        for name in ("max_bytes", "max_pages", "timeout_seconds", "request_deadline"):
            if getattr(self, name) <= 0:
                raise ValueError(f"{name} must be more than 0, got {getattr(self, name)}")


def limits_summary() -> list[str]:
    """The fixed bounds, one line each, for help texts."""
    return [
        f"one request: connect and silence timeout {DEFAULT_TIMEOUT_SECONDS:g} s, "
        f"{DEFAULT_REQUEST_DEADLINE:g} s in all for headers and body (timeouts are not retried)",
        f"retries: {DEFAULT_MAX_RETRIES} for 429/5xx/dropped connections, waiting at most "
        f"{MAX_RETRY_AFTER_SECONDS:g} s per page in all; a longer Retry-After fails the page",
        f"robots.txt Crawl-delay: obeyed up to {MAX_CRAWL_DELAY_SECONDS:g} s; a host asking more "
        "is skipped with a message",
        f"redirects: {MAX_REDIRECTS} hops, same scheme, host and port (or between known source "
        "hosts), never to a private or link-local address",
    ]
