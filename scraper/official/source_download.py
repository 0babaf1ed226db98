"""Downloading one official source file (a rules text, an MTGJSON file) for `judgebot update`.

Unlike the crawler (scraper.transport.crawl), this fetches a single named file, which may be far
larger than a wiki page, so the body is streamed into a file object chunk by chunk and hashed as
it arrives rather than held in memory. It shares the crawler's bounds: a connect and a silence
timeout, a deadline for the whole exchange, a size cap, a complete-body check, and the redirect
policy of scraper.transport.redirect_policy. It does not retry: a refresh that fails is tried
again at the next refresh, and the database keeps what it had meanwhile.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO
from urllib.parse import urljoin

import aiohttp

from scraper.transport.crawl_limits import MAX_REDIRECTS
from scraper.transport.fetch_cache import Validators
from scraper.transport.polite_http import REDIRECT_STATUSES
from scraper.transport.redirect_policy import KNOWN_SOURCE_HOSTS, RedirectPolicy, RedirectRefused
from scraper.transport.urls import url_problem

# The rules page lives on magic.wizards.com and links media.wizards.com.
SOURCE_HOSTS = KNOWN_SOURCE_HOSTS | {"magic.wizards.com"}
_CHUNK_BYTES = 256 * 1024
CONNECT_AND_SILENCE_SECONDS = 15.0


class DownloadError(RuntimeError):
    """The file could not be downloaded completely; `str()` says why, for the operator.
    `status` is the HTTP status when the server answered with an error."""

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.status = status


@dataclass(frozen=True)
class DownloadLimits:
    max_bytes: int
    deadline_seconds: float  # for the whole exchange, headers and body


PAGE_LIMITS = DownloadLimits(max_bytes=2_000_000, deadline_seconds=60.0)
RULES_LIMITS = DownloadLimits(max_bytes=10_000_000, deadline_seconds=120.0)
CARDS_LIMITS = DownloadLimits(max_bytes=200_000_000, deadline_seconds=1800.0)


@dataclass(frozen=True)
class Download:
    """What one GET produced: `modified` is False for a 304 (nothing was written)."""

    url: str  # after redirects
    modified: bool
    validators: Validators
    sha256: str | None
    size: int


class SourceDownloader:
    """One HTTP session for the downloads of one update."""

    def __init__(self, session: aiohttp.ClientSession, *, user_agent: str) -> None:
        self._session = session
        self._user_agent = user_agent
        self._redirects = RedirectPolicy(SOURCE_HOSTS)
        self._timeout = aiohttp.ClientTimeout(
            total=None,
            sock_connect=CONNECT_AND_SILENCE_SECONDS,
            sock_read=CONNECT_AND_SILENCE_SECONDS,
        )

    async def fetch_to_file(
        self,
        url: str,
        path: Path,
        limits: DownloadLimits,
        validators: Validators | None = None,
    ) -> Download:
        """`fetch_into` a new file at `path`; a file that cannot be written (a full disk, no
        room for one more file) is a DownloadError too, and whatever was written is left for
        the caller's folder to remove."""
        try:
            with path.open("wb") as sink:
                return await self.fetch_into(url, sink, limits, validators)
        except OSError as error:
            raise DownloadError(f"{url}: {_unsaved(path, error)}") from error

    async def fetch_into(
        self,
        url: str,
        sink: BinaryIO,
        limits: DownloadLimits,
        validators: Validators | None = None,
    ) -> Download:
        """GET `url` into `sink` (only on a 2xx answer); conditional when `validators` are
        given. Raises DownloadError for anything but a complete body or a 304."""
        problem = url_problem(url)
        if problem is not None:
            raise DownloadError(problem)
        try:
            async with asyncio.timeout(limits.deadline_seconds):
                return await self._follow(url, sink, limits, validators)
        except TimeoutError as error:
            raise DownloadError(
                f"{url}: no complete response within {limits.deadline_seconds:g} s"
            ) from error
        except aiohttp.ClientConnectorDNSError as error:
            raise DownloadError(
                f"cannot connect to {error.host}: DNS lookup failed (no such host, or offline)"
            ) from error
        except aiohttp.ClientConnectorError as error:
            reason = os.strerror(error.os_error.errno) if error.os_error.errno else str(error)
            raise DownloadError(
                f"cannot connect to {error.host}:{error.port} ({reason})"
            ) from error
        except aiohttp.ClientPayloadError as error:
            raise DownloadError(
                f"{url}: truncated download: the connection ended before the whole file arrived"
            ) from error
        except aiohttp.ClientError as error:
            raise DownloadError(f"{url}: {error or type(error).__name__}") from error

    def check_link(self, start: str, page: str, link: str) -> None:
        """DownloadError unless `link`, found on `page` (fetched from `start`), may be fetched:
        the redirect policy's checks, since a page names its links as a redirect does."""
        try:
            self._redirects.check(start, page, link, what="link")
        except RedirectRefused as refusal:
            raise DownloadError(str(refusal)) from refusal

    async def _follow(
        self, url: str, sink: BinaryIO, limits: DownloadLimits, validators: Validators | None
    ) -> Download:
        current = url
        for _hop in range(MAX_REDIRECTS + 1):
            # Identity encoding: the bytes hashed and stored are the file as published.
            headers = {"User-Agent": self._user_agent, "Accept-Encoding": "identity"}
            if validators is not None:
                headers.update(validators.request_headers())
            async with self._session.get(
                current, headers=headers, allow_redirects=False, timeout=self._timeout
            ) as response:
                location = response.headers.get("Location")
                if response.status in REDIRECT_STATUSES and location:
                    target = urljoin(current, location.strip())
                    try:
                        self._redirects.check(url, current, target, response.status)
                    except RedirectRefused as refusal:
                        raise DownloadError(str(refusal)) from refusal
                    current = target
                    continue
                return await self._answer(current, response, sink, limits)
        raise DownloadError(f"{url}: too many redirects (more than {MAX_REDIRECTS})")

    async def _answer(
        self, url: str, response: aiohttp.ClientResponse, sink: BinaryIO, limits: DownloadLimits
    ) -> Download:
        validators = Validators(response.headers.get("ETag"), response.headers.get("Last-Modified"))
        if response.status == 304:
            return Download(url, False, validators, None, 0)
        if not 200 <= response.status < 300:
            reason = f"HTTP {response.status} {response.reason or ''}".strip()
            raise DownloadError(f"{url}: {reason}", response.status)
        declared = response.content_length
        if declared is not None and declared > limits.max_bytes:
            raise DownloadError(
                f"{url}: {declared:,} bytes is over the {limits.max_bytes:,}-byte limit"
            )
        digest = hashlib.sha256()
        received = 0
        async for chunk in response.content.iter_chunked(_CHUNK_BYTES):
            received += len(chunk)
            if received > limits.max_bytes:
                raise DownloadError(
                    f"{url}: stopped after {received:,} bytes, over the "
                    f"{limits.max_bytes:,}-byte limit"
                )
            digest.update(chunk)
            try:
                sink.write(chunk)
            except OSError as error:
                raise DownloadError(f"{url}: {_unsaved(None, error)}") from error
        encoding = response.headers.get("Content-Encoding", "identity").strip().lower()
        if declared is not None and encoding in ("", "identity") and received < declared:
            raise DownloadError(
                f"{url}: truncated download: received {received:,} of {declared:,} bytes"
            )
        return Download(url, True, validators, digest.hexdigest(), received)


def _unsaved(path: Path | None, error: OSError) -> str:
    where = f" to {path}" if path is not None else ""
    return f"the download could not be saved{where} ({error.strerror or error})"


def session_for_downloads() -> aiohttp.ClientSession:
    return aiohttp.ClientSession(auto_decompress=False)


__all__ = [
    "CARDS_LIMITS",
    "PAGE_LIMITS",
    "RULES_LIMITS",
    "Download",
    "DownloadError",
    "DownloadLimits",
    "SourceDownloader",
    "session_for_downloads",
]
