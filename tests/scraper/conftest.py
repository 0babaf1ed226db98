"""Fixtures for the crawler tests: a fake clock and a wiki server on 127.0.0.1 that uses it."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from tests.scraper.crawl_support import FakeClock
from tests.scraper.wiki_server import WikiServer


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def server(clock: FakeClock) -> AsyncIterator[WikiServer]:
    async with WikiServer(clock=clock) as wiki:
        yield wiki
