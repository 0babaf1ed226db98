"""What the stand-in records: requests, interactions and everything the bot answered."""

from __future__ import annotations

import asyncio
import re
from dataclasses import dataclass, field
from typing import Any

Json = dict[str, Any]

CALLBACK_MESSAGE, CALLBACK_DEFERRED, CALLBACK_DEFERRED_UPDATE = 4, 5, 6
CALLBACK_UPDATE, CALLBACK_AUTOCOMPLETE = 7, 8


@dataclass
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    status: int = 0


@dataclass
class InteractionRecord:
    """One interaction a user made, and everything the bot answered to it."""

    payload: Json
    dispatched_at: float = 0.0
    shard: int = 0  # the gateway shard that delivered it
    first_response_at: float | None = None
    callbacks: list[Json] = field(default_factory=list)
    followups: list[Json] = field(default_factory=list)
    edits: list[Json] = field(default_factory=list)
    original_id: int | None = None  # the message its @original refers to
    changed: asyncio.Event = field(default_factory=asyncio.Event)

    @property
    def id(self) -> int:
        return int(self.payload["id"])

    @property
    def token(self) -> str:
        return str(self.payload["token"])

    def callback_type(self) -> int | None:
        return self.callbacks[0]["type"] if self.callbacks else None

    def is_answered(self) -> bool:
        """Answered for good: a message, an update or choices; or a deferral then its follow-up."""
        kind = self.callback_type()
        if kind in (CALLBACK_MESSAGE, CALLBACK_UPDATE, CALLBACK_AUTOCOMPLETE):
            return True
        return kind in (CALLBACK_DEFERRED, CALLBACK_DEFERRED_UPDATE) and bool(
            self.edits or self.followups
        )


@dataclass
class FailureRule:
    method: str
    pattern: re.Pattern[str]
    status: int
    retry_after: float
    times: int
