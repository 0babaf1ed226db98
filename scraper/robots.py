"""robots.txt decisions for one host, made from text the crawler fetched itself.

Conventions (RFC 9309, as the big crawlers apply it): a robots.txt answered with a 4xx status
means the host sets no rules; a 5xx answer, 429, or no answer at all means the crawler must
assume everything is off limits until it can read the file.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from urllib.robotparser import RobotFileParser

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class RobotsRules:
    origin: str  # scheme://host[:port] the rules govern
    parser: RobotFileParser | None  # None: the verdict below applies to every path
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
            parser = RobotFileParser(f"{origin}/robots.txt")
            parser.parse(text.splitlines())
            return cls(origin, parser, True, f"{origin}/robots.txt")
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
        # robotparser matches the product token before the first "/" of the User-Agent.
        return self.parser.can_fetch(user_agent, url)

    def crawl_delay(self, user_agent: str) -> float | None:
        if self.parser is None:
            return None
        delay = self.parser.crawl_delay(user_agent)
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
