"""Which database each running call of the application layer started on, so that a database
swapped out is closed only once the calls that started on it have finished."""

from __future__ import annotations

import asyncio
import contextlib
from collections import Counter
from collections.abc import Iterator


class CallsInFlight:
    def __init__(self) -> None:
        self._running: Counter[int] = Counter()
        self._finished: dict[int, asyncio.Event] = {}

    @contextlib.contextmanager
    def on(self, database: object) -> Iterator[None]:
        key = id(database)
        self._running[key] += 1
        try:
            yield
        finally:
            self._running[key] -= 1
            if self._running[key] <= 0:
                del self._running[key]
                finished = self._finished.pop(key, None)
                if finished is not None:
                    finished.set()

    def running(self, database: object) -> int:
        return self._running[id(database)]

    async def finished(self, database: object) -> None:
        """Returns once no call that started on `database` is still running."""
        key = id(database)
        if self._running[key] == 0:
            return
        await self._finished.setdefault(key, asyncio.Event()).wait()
