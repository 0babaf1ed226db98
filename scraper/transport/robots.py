"""robots.txt decisions for one host, made from text the crawler fetched itself.

Conventions (RFC 9309, as the big crawlers apply it): a robots.txt answered with a 4xx status
means the host sets no rules; a 5xx answer, 429, or no answer at all means the crawler must
assume everything is off limits until it can read the file. The rules themselves are read by
Protego, which knows RFC 9309's `*` and `$` patterns and lets the longest matching rule win.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from urllib.parse import urljoin

from protego import Protego

from scraper.transport.crawl_limits import MAX_REDIRECTS
from scraper.transport.polite_http import REDIRECT_STATUSES, FetchFailure, PoliteClient
from scraper.transport.redirect_policy import RedirectPolicy, RedirectRefused
from scraper.transport.urls import url_problem

logger = logging.getLogger(__name__)


def product_token(user_agent: str) -> str:
    """The name robots.txt groups are matched against (RFC 9309 2.2.1): the User-Agent up to
    its first "/", so words of the comment after it ("MTG rules Discord bot") match no group."""
    return user_agent.split("/", 1)[0].strip()


@dataclass(frozen=True)
class RobotsRules:
    origin: str  # scheme://host[:port] the rules govern
    parser: Protego | None  # None: the verdict below applies to every path
    allow_everything: bool
    summary: str  # how the rules were obtained, for messages
    # True when robots.txt got no HTTP answer at all: pages on the host are then reported as
    # errors (the host is down) rather than as disallowed.
    unreachable: bool = False
    # True when the crawler declines the host itself (a Crawl-delay beyond its cap): `summary`
    # then says why.
    declined: bool = False

    @classmethod
    def from_response(cls, origin: str, status: int, text: str) -> RobotsRules:
        if 200 <= status < 300:
            return cls(origin, Protego.parse(text), True, f"{origin}/robots.txt")
        if 400 <= status < 500 and status != 429:
            return cls.allow_all(origin, f"{origin}/robots.txt returned HTTP {status}")
        return cls.deny_all(origin, f"{origin}/robots.txt returned HTTP {status}")

    @classmethod
    def allow_all(cls, origin: str, summary: str) -> RobotsRules:
        return cls(origin, None, True, summary)

    @classmethod
    def deny_all(cls, origin: str, summary: str, *, unreachable: bool = False) -> RobotsRules:
        return cls(origin, None, False, summary, unreachable)

    @classmethod
    def declined_host(cls, origin: str, reason: str) -> RobotsRules:
        return cls(origin, None, False, reason, declined=True)

    def allows(self, user_agent: str, url: str) -> bool:
        if self.parser is None:
            return self.allow_everything
        return self.parser.can_fetch(url, product_token(user_agent))

    def crawl_delay(self, user_agent: str) -> float | None:
        if self.parser is None:
            return None
        delay = self.parser.crawl_delay(product_token(user_agent))
        return float(delay) if delay is not None else None

    def refusal(self, url: str) -> str:
        """Why `url` may not be fetched, in words."""
        if self.unreachable:
            return f"{self.summary}; nothing on this host is fetched without it"
        if self.declined:
            return f"not fetched: {self.summary}"
        if self.parser is None:
            return (
                f"not fetched: {self.summary}, so the whole host is treated as off limits "
                "until robots.txt can be read"
            )
        return f"not fetched: {self.summary} disallows {url} for this bot"


async def read_robots(client: PoliteClient, redirects: RedirectPolicy, origin: str) -> RobotsRules:
    """The robots.txt rules of `origin`, read through `client`; redirects go by `redirects`."""
    url = f"{origin}/robots.txt"
    for _hop in range(MAX_REDIRECTS + 1):
        try:
            response = await client.get(url)
        except FetchFailure as failure:
            return RobotsRules.deny_all(
                origin,
                f"could not read {origin}/robots.txt: {failure}",
                unreachable=failure.status is None,
            )
        location = response.headers.get("Location")
        if response.status not in REDIRECT_STATUSES or not location:
            text = response.body.decode("utf-8", errors="replace")
            return RobotsRules.from_response(origin, response.status, text)
        target = urljoin(url, location.strip())
        try:
            redirects.check(origin, url, target)
        except RedirectRefused as refusal:
            return RobotsRules.allow_all(origin, f"{origin}/robots.txt: {refusal}")
        if url_problem(target) is not None:
            break
        url = target
    # RFC 9309: a robots.txt lost in redirects counts as unavailable, i.e. no rules.
    return RobotsRules.allow_all(origin, f"{origin}/robots.txt redirected too often")
