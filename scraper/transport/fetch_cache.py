"""What the fetcher remembers between crawls: HTTP validators for conditional requests.

The database implements `FetchCache`; `MemoryFetchCache` is the in-process version used by tests
and one-off crawls.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Validators:
    """The `ETag` and `Last-Modified` a server sent with a page, echoed back on the next crawl."""

    etag: str | None
    last_modified: str | None

    @property
    def is_empty(self) -> bool:
        return self.etag is None and self.last_modified is None

    def request_headers(self) -> dict[str, str]:
        """The conditional-request headers these validators allow."""
        headers: dict[str, str] = {}
        if self.etag is not None:
            headers["If-None-Match"] = self.etag
        if self.last_modified is not None:
            headers["If-Modified-Since"] = self.last_modified
        return headers


class FetchCache(Protocol):
    """Validators stored per URL (the URL whose response carried them, i.e. after redirects)."""

    def validators(self, url: str) -> Validators | None: ...

    def remember(
        self, url: str, validators: Validators, status: int, content_hash: str | None
    ) -> None: ...


@dataclass(frozen=True)
class CacheEntry:
    validators: Validators
    status: int
    content_hash: str | None


class MemoryFetchCache:
    """A `FetchCache` kept in a dict; forgets everything when the process ends."""

    def __init__(self) -> None:
        self.entries: dict[str, CacheEntry] = {}

    def validators(self, url: str) -> Validators | None:
        entry = self.entries.get(url)
        return entry.validators if entry is not None else None

    def remember(
        self, url: str, validators: Validators, status: int, content_hash: str | None
    ) -> None:
        self.entries[url] = CacheEntry(validators, status, content_hash)
