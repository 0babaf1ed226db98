"""One polite GET at a time per host: pacing, retries with backoff, Retry-After, a size cap.

Redirects are not followed here (the caller re-checks robots.txt at every hop) and bodies are
read only for 2xx answers. Every failure becomes a `FetchFailure` carrying a message a person
can act on; nothing from aiohttp escapes.

Every request is bounded: connecting and each wait for data by `timeout_seconds`, the whole
exchange (headers and body, however slowly they drip) by `request_deadline`, and the waits
before retrying one URL (Retry-After and backoff) by `max_retry_after` in all. A timeout is not
retried: a server that stayed silent once rarely answers the next time, and each retry would
cost the whole timeout again.
"""

from __future__ import annotations

import asyncio
import logging
import math
import os
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from email.utils import parsedate_to_datetime
from urllib.parse import urlsplit

import aiohttp

logger = logging.getLogger(__name__)

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})
REDIRECT_STATUSES = frozenset({301, 302, 303, 307, 308})
BACKOFF_BASE_SECONDS = 1.0
BACKOFF_CAP_SECONDS = 60.0
_CHUNK_BYTES = 64 * 1024
_RECEIVED_COUNTS = re.compile(r"received \d+ of \d+ bytes")

Sleep = Callable[[float], Awaitable[None]]
Clock = Callable[[], float]


class FetchFailure(Exception):
    """A request that produced no usable answer; `str()` is the human-readable reason."""

    def __init__(self, message: str, status: int | None = None, *, retryable: bool = False):
        super().__init__(message)
        self.status = status
        self.retryable = retryable


@dataclass(frozen=True)
class HttpResponse:
    url: str
    status: int
    reason: str
    headers: Mapping[str, str]
    body: bytes  # empty unless the status is 2xx


def origin_of(url: str) -> str:
    """`scheme://host[:port]`: the unit robots.txt and pacing apply to."""
    parts = urlsplit(url)
    return f"{parts.scheme.lower()}://{parts.netloc.lower()}"


def parse_retry_after(value: str | None, now: datetime | None = None) -> float | None:
    """Seconds to wait from a Retry-After header (delta-seconds or an HTTP date), or None when
    the header is missing or unreadable."""
    if value is None or not value.strip():
        return None
    text = value.strip()
    try:
        seconds = float(text)
    except ValueError:
        try:
            when = parsedate_to_datetime(text)
        except (TypeError, ValueError, IndexError):
            return None
        if when.tzinfo is None:  # HTTP dates are GMT even when a sloppy server omits it
            when = when.replace(tzinfo=UTC)
        seconds = (when - (now or datetime.now(UTC))).total_seconds()
    if math.isnan(seconds):
        return None
    return max(0.0, seconds)


def backoff_seconds(attempt: int, rng: random.Random) -> float:
    """Exponential backoff for retry number `attempt` (0-based) with up to 50% added jitter,
    so many clients retrying together spread out."""
    base = min(BACKOFF_CAP_SECONDS, BACKOFF_BASE_SECONDS * 2**attempt)
    return float(base + rng.uniform(0, base / 2))


class HostPacer:
    """Keeps requests to one host at least `delay` seconds apart (measured from the end of the
    previous response), and holds a host back further when told to (Retry-After, backoff)."""

    def __init__(self, delay: float, *, clock: Clock, sleep: Sleep):
        self._delay = delay
        self._clock = clock
        self._sleep = sleep
        self._host_delay: dict[str, float] = {}
        self._not_before: dict[str, float] = {}
        self._locks: dict[str, asyncio.Lock] = {}

    def delay_for(self, host: str) -> float:
        return max(self._delay, self._host_delay.get(host, 0.0))

    def set_host_delay(self, host: str, seconds: float) -> None:
        """A per-host minimum (robots.txt Crawl-delay); never lowers the default delay."""
        self._host_delay[host] = seconds

    def defer(self, host: str, seconds: float) -> None:
        self._not_before[host] = max(self._not_before.get(host, -math.inf), self._clock() + seconds)

    @asynccontextmanager
    async def slot(self, host: str) -> AsyncIterator[None]:
        lock = self._locks.setdefault(host, asyncio.Lock())
        async with lock:
            wait = self._not_before.get(host, -math.inf) - self._clock()
            if wait > 0:
                await self._sleep(wait)
            try:
                yield
            finally:
                self.defer(host, self.delay_for(host))


class PoliteClient:
    def __init__(
        self,
        session: aiohttp.ClientSession,
        *,
        user_agent: str,
        pacer: HostPacer,
        max_bytes: int,
        max_retries: int,
        max_retry_after: float,
        timeout_seconds: float,
        request_deadline: float,
        rng: random.Random,
    ):
        self._session = session
        self._user_agent = user_agent
        self.pacer = pacer
        self._max_bytes = max_bytes
        self._max_retries = max_retries
        self._max_retry_after = max_retry_after
        self._timeout = aiohttp.ClientTimeout(
            total=None, sock_connect=timeout_seconds, sock_read=timeout_seconds
        )
        self._timeout_seconds = timeout_seconds
        self._request_deadline = request_deadline
        self._rng = rng

    async def get(self, url: str, headers: Mapping[str, str] | None = None) -> HttpResponse:
        """GET `url` once, retrying transient failures; redirects are returned, not followed."""
        host = origin_of(url)
        attempts = self._max_retries + 1
        waited = 0.0
        for attempt in range(attempts):
            retry_after: float | None = None
            try:
                response = await self._attempt(url, host, headers or {})
            except FetchFailure as failure:
                if not failure.retryable:
                    raise
                last = failure
            else:
                if response.status not in RETRYABLE_STATUSES:
                    return response
                last = FetchFailure(
                    f"HTTP {response.status} {response.reason}".strip(), response.status
                )
                retry_after = parse_retry_after(response.headers.get("Retry-After"))
            last_attempt = attempt + 1 == attempts
            if last_attempt and retry_after is None:
                break
            wait = retry_after if retry_after is not None else backoff_seconds(attempt, self._rng)
            if waited + wait > self._max_retry_after:
                # Checked after the last attempt too: "the server asked for 3600 s" tells the
                # operator more than "gave up".
                raise FetchFailure(
                    self._over_wait_budget(last, retry_after, waited + wait), last.status
                )
            if last_attempt:
                break
            waited += wait
            logger.info("%s: %s; retrying in %.1f s", url, last, wait)
            self.pacer.defer(host, wait)
        plural = "s" if attempts != 1 else ""
        raise FetchFailure(f"{last} (gave up after {attempts} attempt{plural})", last.status)

    def _over_wait_budget(self, last: FetchFailure, retry_after: float | None, total: float) -> str:
        asked = (
            f"the server asked to wait {retry_after:.0f} s before retrying (Retry-After)"
            if retry_after is not None
            else "backing off once more"
        )
        return (
            f"{last}: {asked}, which makes {total:.0f} s of waiting for this page, longer than "
            f"the {self._max_retry_after:.0f} s this crawler will wait; try again later"
        )

    async def _attempt(self, url: str, host: str, headers: Mapping[str, str]) -> HttpResponse:
        async with self.pacer.slot(host):
            try:
                async with asyncio.timeout(self._request_deadline):
                    return await self._exchange(url, headers)
            except TimeoutError as exc:  # the deadline's own; _exchange converts aiohttp's
                raise FetchFailure(
                    f"no complete response within {self._request_deadline:g} s (the deadline "
                    "for one request, headers and body); not retried"
                ) from exc

    async def _exchange(self, url: str, headers: Mapping[str, str]) -> HttpResponse:
        request_headers = {"User-Agent": self._user_agent, **headers}
        try:
            async with self._session.get(
                url, headers=request_headers, allow_redirects=False, timeout=self._timeout
            ) as resp:
                body = await self._read_body(resp) if 200 <= resp.status < 300 else b""
                return HttpResponse(url, resp.status, resp.reason or "", resp.headers, body)
        except aiohttp.InvalidURL as exc:
            raise FetchFailure(f"invalid URL {url!r}: {exc}") from exc
        except aiohttp.ClientConnectorDNSError as exc:
            raise FetchFailure(f"DNS lookup failed for {exc.host!r}: no such host") from exc
        except aiohttp.ClientConnectorError as exc:
            error = exc.os_error
            reason = os.strerror(error.errno) if error.errno else str(error)
            raise FetchFailure(
                f"cannot connect to {exc.host}:{exc.port} ({reason})", retryable=True
            ) from exc
        except aiohttp.ServerDisconnectedError as exc:
            raise FetchFailure(
                "the server closed the connection without answering", retryable=True
            ) from exc
        except aiohttp.ClientPayloadError as exc:
            counts = _RECEIVED_COUNTS.search(str(exc))
            detail = f" ({counts.group(0)})" if counts else f" ({exc})"
            raise FetchFailure(
                f"truncated response body: the connection ended before the whole body "
                f"arrived{detail}",
                retryable=True,
            ) from exc
        except TimeoutError as exc:  # aiohttp's connect and read timeouts
            raise FetchFailure(
                f"no response within {self._timeout_seconds:g} s (the server went silent); "
                "not retried"
            ) from exc
        except aiohttp.ClientError as exc:
            raise FetchFailure(
                f"HTTP client error: {exc or type(exc).__name__}", retryable=True
            ) from exc

    async def _read_body(self, resp: aiohttp.ClientResponse) -> bytes:
        limit = self._max_bytes
        declared = resp.content_length
        if declared is not None and declared > limit:
            raise FetchFailure(
                f"response body too large: Content-Length {declared:,} bytes exceeds the "
                f"{limit:,}-byte limit (nothing kept)",
                resp.status,
            )
        chunks: list[bytes] = []
        received = 0
        async for chunk in resp.content.iter_chunked(_CHUNK_BYTES):
            received += len(chunk)
            if received > limit:
                raise FetchFailure(
                    f"response body too large: stopped reading after {received:,} bytes, over "
                    f"the {limit:,}-byte limit (nothing kept)",
                    resp.status,
                )
            chunks.append(chunk)
        body = b"".join(chunks)
        encoding = resp.headers.get("Content-Encoding", "identity").strip().lower()
        # aiohttp normally notices a short body itself; this catches the cases it lets through.
        if declared is not None and encoding in ("", "identity") and len(body) < declared:
            raise FetchFailure(
                f"truncated response body: received {len(body):,} of {declared:,} bytes",
                resp.status,
                retryable=True,
            )
        return body
