"""A bounded store of interactive sessions (walkthroughs, paginators, rule browsers).

Every message with buttons keeps its state here under a short random id; the buttons' custom_ids
carry only that id. The store holds at most `max_sessions` sessions and none older than
`max_age` seconds, so memory stays flat however many are started: the oldest are evicted, and
eviction tells the session's view to stop listening at once. A press on an evicted session's
message is then answered by the client's fallback ("expired"), never by the view.
"""

from __future__ import annotations

import itertools
import logging
import secrets
import time
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

log = logging.getLogger(__name__)

# Ids are a random per-process prefix and a counter: unique within a process without a system
# call each, and a button from before a restart cannot reach a session of the new process.
SESSION_PREFIX_BYTES = 3
SESSION_COUNTER_DIGITS = 6  # 12 hex characters in all


@dataclass
class Session:
    id: str
    owner_id: int
    state: Any
    created: float
    on_evict: Callable[[], None] | None = field(default=None, repr=False)


class SessionStore:
    def __init__(
        self,
        *,
        max_sessions: int = 500,
        max_age: float = 14 * 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if max_sessions < 1 or max_age <= 0:
            raise ValueError("max_sessions must be >= 1 and max_age > 0")
        self.max_sessions = max_sessions
        self.max_age = max_age
        self._clock = clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        self._prefix = secrets.token_hex(SESSION_PREFIX_BYTES)
        self._counter = itertools.count()
        self.evicted = 0

    def __len__(self) -> int:
        return len(self._sessions)

    def is_live(self, session_id: str) -> bool:
        """Present and young enough; never evicts (so it is safe to ask from anywhere)."""
        session = self._sessions.get(session_id)
        return session is not None and self._clock() - session.created <= self.max_age

    def add(self, owner_id: int, state: Any, on_evict: Callable[[], None] | None = None) -> Session:
        """A new session; the oldest are evicted first if the store is full."""
        self.purge_expired()
        while len(self._sessions) >= self.max_sessions:
            _, oldest = self._sessions.popitem(last=False)
            self._evict(oldest)
        number = next(self._counter) % 16**SESSION_COUNTER_DIGITS
        session_id = f"{self._prefix}{number:0{SESSION_COUNTER_DIGITS}x}"
        session = Session(session_id, owner_id, state, self._clock(), on_evict)
        self._sessions[session_id] = session
        return session

    def get(self, session_id: str) -> Session | None:
        """The live session, or None; a session found too old is evicted on the way."""
        session = self._sessions.get(session_id)
        if session is None:
            return None
        if self._clock() - session.created > self.max_age:
            del self._sessions[session_id]
            self._evict(session)
            return None
        return session

    def remove(self, session_id: str) -> None:
        """Forget a session whose view ended on its own (timeout); no eviction callback."""
        self._sessions.pop(session_id, None)

    def purge_expired(self) -> None:
        now = self._clock()
        # Insertion order is age order, so the expired ones are at the front.
        while self._sessions:
            session = next(iter(self._sessions.values()))
            if now - session.created <= self.max_age:
                break
            del self._sessions[session.id]
            self._evict(session)

    def _evict(self, session: Session) -> None:
        self.evicted += 1
        if session.on_evict is None:
            return
        try:
            session.on_evict()
        except Exception:
            log.exception("Evicting session %s failed", session.id)
