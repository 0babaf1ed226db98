"""Fixtures for the scraper tests: a fake clock, a wiki server on 127.0.0.1 that uses it, and a
database of the bundled corpus to write to."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

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


@pytest.fixture
def db(bundled_db: Path, tmp_path: Path) -> Path:
    path = tmp_path / "judgebot.sqlite3"
    shutil.copy(bundled_db, path)
    return path
