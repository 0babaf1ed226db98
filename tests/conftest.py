"""Databases built once per test session from the bundled corpus (and the official rules files
from ../shared/data when they are there: `tests.shared_data`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.app import JudgeApp
from scraper.ingest import build_bundled
from tests.shared_data import official_rules_files


@pytest.fixture(scope="session")
def bundled_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("db") / "bundled.sqlite3"
    build_bundled(path)
    return path


@pytest.fixture(scope="session")
def full_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    paths = official_rules_files()
    path = tmp_path_factory.mktemp("db") / "full.sqlite3"
    build_bundled(path, extra=paths)
    return path


@pytest.fixture
async def bundled_app(bundled_db: Path) -> AsyncIterator[JudgeApp]:
    app = await JudgeApp.open(bundled_db)
    yield app
    await app.close()


@pytest.fixture
async def full_app(full_db: Path) -> AsyncIterator[JudgeApp]:
    app = await JudgeApp.open(full_db)
    yield app
    await app.close()
