"""The crawl itself: per-host queues in breadth-first order, robots.txt per host, redirects
by the policy, conditional requests from the cache, and one result per page."""

from __future__ import annotations

import asyncio
import hashlib
import logging
from collections import deque
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from email.message import Message
from urllib.parse import urljoin

from scraper.transport.crawl_limits import MAX_REDIRECTS, CrawlLimits
from scraper.transport.crawl_progress import ProgressCallback
from scraper.transport.crawl_results import CrawlSummary, FetchResult, LinkExtractor, Outcome
from scraper.transport.fetch_cache import FetchCache, Validators
from scraper.transport.html_decode import decode_html
from scraper.transport.polite_http import (
    REDIRECT_STATUSES,
    FetchFailure,
    HttpResponse,
    PoliteClient,
    origin_of,
)
from scraper.transport.redirect_policy import RedirectPolicy, RedirectRefused
from scraper.transport.robots import RobotsRules, read_robots
from scraper.transport.urls import canonical_url, url_problem

logger = logging.getLogger(__name__)

# Bodies of these types are decoded as text; anything else (images, PDFs) is an error result.
_TEXT_TYPES = ("text/", "application/xhtml+xml", "application/xml", "application/json")
_HTML_TYPES = ("text/html", "application/xhtml+xml")


@dataclass(frozen=True)
class _Job:
    url: str
    depth: int
    rank: tuple[int, ...]  # position in breadth-first discovery order, for a stable result order


class Crawler:
    """One crawl's state: the pages claimed so far, each host's robots.txt rules, and the
    count the progress callback is given."""

    def __init__(
        self,
        client: PoliteClient,
        deliver: Callable[[FetchResult], None],
        *,
        cache: FetchCache,
        user_agent: str,
        limits: CrawlLimits,
        extract_links: LinkExtractor,
        progress: ProgressCallback | None,
        redirects: RedirectPolicy,
    ):
        self._client = client
        self._deliver = deliver
        self._redirects = redirects
        self._cache = cache
        self._user_agent = user_agent
        self._follow_depth = limits.follow_depth
        self._max_pages = limits.max_pages
        self._max_crawl_delay = limits.max_crawl_delay
        self._extract_links = extract_links
        self._progress = progress
        self._robots: dict[str, RobotsRules] = {}
        self._robots_locks: dict[str, asyncio.Lock] = {}
        self._seen: set[str] = set()
        self._over_cap: set[str] = set()
        self._done = 0
        self._total = 0

    async def run(self, urls: Sequence[str]) -> CrawlSummary:
        queues: dict[str, deque[_Job]] = {}
        rejected: list[tuple[_Job, str]] = []
        for index, url in enumerate(urls):
            problem = url_problem(url)
            text = url if isinstance(url, str) else repr(url)
            if not self._claim(text if problem else canonical_url(text)):
                continue
            job = _Job(text, 0, (index,))
            if problem:
                rejected.append((job, problem))
            else:
                queues.setdefault(origin_of(text.strip()), deque()).append(job)
        for job, problem in rejected:
            self._finish(_error(job, job.url, None, problem))
        hosts = [asyncio.ensure_future(self._crawl_host(queue)) for queue in queues.values()]
        try:
            await asyncio.gather(*hosts)
        finally:  # when one host fails (a failing `deliver`), the others stop too
            for host in hosts:
                host.cancel()
            await asyncio.gather(*hosts, return_exceptions=True)
        if self._over_cap:
            logger.warning(
                "stopped following links at %d pages: %d linked pages not fetched",
                self._max_pages,
                len(self._over_cap),
            )
        return CrawlSummary(self._done, len(self._over_cap))

    def _claim(self, key: str) -> bool:
        """Count a page into the crawl unless it is already in it."""
        if key in self._seen:
            return False
        self._seen.add(key)
        self._total += 1
        return True

    def _claim_link(self, key: str) -> bool:
        """Count a linked page into the crawl while the crawl is under its page cap."""
        if key in self._seen:
            return False
        if self._total >= self._max_pages:
            self._over_cap.add(key)
            return False
        return self._claim(key)

    async def _crawl_host(self, queue: deque[_Job]) -> None:
        while queue:
            await self._visit(queue.popleft(), queue)

    async def _visit(self, job: _Job, queue: deque[_Job]) -> None:
        """Fetch one page, queue its links, and hand it over; nothing of it is kept after."""
        result = await self._fetch_page(job)
        self._seen.add(canonical_url(result.final_url))
        if result.outcome == "fetched" and job.depth < self._follow_depth:
            for position, link in enumerate(self._links_on(result)):
                if self._claim_link(canonical_url(link)):
                    queue.append(_Job(link, job.depth + 1, (*job.rank, position)))
        self._finish(result)

    def _finish(self, result: FetchResult) -> None:
        self._done += 1
        if result.outcome != "fetched":
            logger.info("%s: %s (%s)", result.url, result.outcome, result.error or result.status)
        if self._progress is not None:
            self._progress(self._done, self._total, result.url)
        self._deliver(result)

    def _links_on(self, result: FetchResult) -> list[str]:
        if result.text is None or (
            result.content_type is not None and result.content_type not in _HTML_TYPES
        ):
            return []
        try:
            links = self._extract_links(result.text, result.final_url)
        except Exception:  # a broken page or extractor must not end the crawl
            logger.exception("could not extract links from %s", result.final_url)
            return []
        host = origin_of(result.final_url)
        absolute = [urljoin(result.final_url, link.strip()) for link in links]
        return [link for link in absolute if url_problem(link) is None and origin_of(link) == host]

    async def _fetch_page(self, job: _Job) -> FetchResult:
        current = job.url.strip()
        conditional = job.depth >= self._follow_depth
        status: int | None = None
        for _hop in range(MAX_REDIRECTS + 1):
            rules = await self._rules_for(origin_of(current))
            if not rules.allows(self._user_agent, current):
                outcome: Outcome = "error" if rules.unreachable else "disallowed"
                return _result(job, current, outcome, error=rules.refusal(current))
            validators = self._cache.validators(current) if conditional else None
            headers = validators.request_headers() if validators is not None else {}
            try:
                response = await self._client.get(current, headers)
            except FetchFailure as failure:
                return _error(job, current, failure.status, str(failure))
            status = response.status
            location = response.headers.get("Location")
            if status not in REDIRECT_STATUSES or not location:
                return self._page_result(job, response)
            target = urljoin(current, location.strip())
            try:
                self._redirects.check(job.url.strip(), current, target, status)
            except RedirectRefused as refusal:
                return _error(job, current, status, str(refusal))
            problem = url_problem(target)
            if problem is not None:
                return _error(job, current, status, f"redirected to an unusable URL: {problem}")
            current = target
        return _error(
            job, current, status, f"too many redirects (more than {MAX_REDIRECTS}) from {job.url}"
        )

    def _page_result(self, job: _Job, response: HttpResponse) -> FetchResult:
        status = response.status
        if status == 304:
            return _result(job, response.url, "not_modified", status)
        if not 200 <= status < 300:
            reason = f"HTTP {status} {response.reason}".strip()
            return _error(job, response.url, status, reason)
        media_type, charset = _content_type(response.headers)
        if media_type is not None and not media_type.startswith(_TEXT_TYPES):
            return _error(
                job, response.url, status, f"not a text page: the server sent {media_type}"
            )
        decoded = decode_html(response.body, charset)
        if decoded.lossy:
            logger.warning(
                "%s: some bytes were not valid %s and were replaced", response.url, decoded.encoding
            )
        validators = Validators(
            etag=response.headers.get("ETag"), last_modified=response.headers.get("Last-Modified")
        )
        digest = hashlib.sha256(response.body).hexdigest()
        self._cache.remember(response.url, validators, status, digest)
        return _result(
            job, response.url, "fetched", status, text=decoded.text, content_type=media_type
        )

    async def _rules_for(self, origin: str) -> RobotsRules:
        lock = self._robots_locks.setdefault(origin, asyncio.Lock())
        async with lock:  # one robots.txt request per host even when several tasks need it
            if origin not in self._robots:
                rules = await self._read_robots(origin)
                delay = rules.crawl_delay(self._user_agent)
                if delay is not None and delay > self._max_crawl_delay:
                    rules = RobotsRules.declined_host(
                        origin,
                        f"{origin}/robots.txt asks for {delay:g} s between requests "
                        f"(Crawl-delay), more than the {self._max_crawl_delay:g} s this crawler "
                        "waits; the host is skipped rather than crawled that slowly",
                    )
                elif delay is not None and delay > self._client.pacer.delay_for(origin):
                    logger.info("%s asks for %g s between requests (Crawl-delay)", origin, delay)
                    self._client.pacer.set_host_delay(origin, delay)
                    self._client.pacer.defer(origin, delay)
                self._robots[origin] = rules
        return self._robots[origin]

    async def _read_robots(self, origin: str) -> RobotsRules:
        return await read_robots(self._client, self._redirects, origin)


def _content_type(headers: Mapping[str, str]) -> tuple[str | None, str | None]:
    """The media type and charset parameter of a Content-Type header."""
    value = headers.get("Content-Type")
    if not value:
        return None, None
    message = Message()
    message["Content-Type"] = value
    charset = message.get_param("charset")
    return message.get_content_type(), charset if isinstance(charset, str) else None


def _result(
    job: _Job,
    final_url: str,
    outcome: Outcome,
    status: int | None = None,
    *,
    text: str | None = None,
    content_type: str | None = None,
    error: str | None = None,
) -> FetchResult:
    return FetchResult(
        job.url, final_url, outcome, status, text, content_type, error, job.depth, job.rank
    )


def _error(job: _Job, final_url: str, status: int | None, message: str) -> FetchResult:
    return _result(job, final_url, "error", status, error=message)
