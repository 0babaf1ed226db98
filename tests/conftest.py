"""Databases built once per test session from the bundled corpus (and the official rules files
from ../shared/data when they are there: `tests.shared_data`)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from rulesdb.database import RulesDatabase
from scraper.ingest import build_bundled
from tests.shared_data import official_rules_files


@pytest.fixture(autouse=True)
def no_background_refresh(monkeypatch: pytest.MonkeyPatch) -> None:
    """`judgebot run` refreshes from the official sites; no test reaches the internet (the
    refresh's own tests turn it on against a server on 127.0.0.1)."""
    monkeypatch.setenv("JUDGEBOT_REFRESH_HOURS", "0")


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
async def bundled(bundled_db: Path) -> AsyncIterator[RulesDatabase]:
    """The read side of `bundled_db`, through rulesdb's own API."""
    database = await RulesDatabase.open(bundled_db)
    yield database
    await database.close()


@pytest.fixture
async def full(full_db: Path) -> AsyncIterator[RulesDatabase]:
    """The read side of `full_db`, through rulesdb's own API."""
    database = await RulesDatabase.open(full_db)
    yield database
    await database.close()


@pytest.fixture
def bundled_app(bundled: RulesDatabase) -> JudgeApp:
    return JudgeApp(bundled)


@pytest.fixture
def full_app(full: RulesDatabase) -> JudgeApp:
    return JudgeApp(full)
