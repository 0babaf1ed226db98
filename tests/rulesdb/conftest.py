"""`bundled` and `full`: the read side of the session's databases (`bundled_db`, `full_db`),
opened through rulesdb's own API, with no application layer in between."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase


@pytest.fixture
async def bundled(bundled_db: Path) -> AsyncIterator[RulesDatabase]:
    database = await RulesDatabase.open(bundled_db)
    yield database
    await database.close()


@pytest.fixture
async def full(full_db: Path) -> AsyncIterator[RulesDatabase]:
    database = await RulesDatabase.open(full_db)
    yield database
    await database.close()
