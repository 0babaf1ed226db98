"""A bounded store of interactive sessions (walkthroughs, paginators, rule browsers).

Every message with buttons keeps its state here under a short random id; the buttons' custom_ids
carry only that id. The store holds at most `max_sessions` sessions in all, at most
`max_per_user` per user, and none older than `max_age` seconds, so memory stays flat however many
are started. Who loses a session when a new one needs room:

- a user at their own cap: their own oldest session (they have moved on to the new message);
- the store at its cap: a session nobody used within `idle_timeout` (its buttons are greyed out
  or about to be), else one of the requester's own, oldest first;
- otherwise nobody: a session used within its timeout is never ended for someone else's new one.
  `add` raises `SessionsBusy`, saying when a slot will be free, and the requester waits.

Eviction tells the session's view to stop listening at once. A press on an evicted session's
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


class SessionsBusy(Exception):
    """Every slot holds someone else's live session; one frees up in `retry_after` seconds."""

    def __init__(self, retry_after: float) -> None:
        super().__init__(f"all sessions are in use; retry in {retry_after:.0f}s")
        self.retry_after = retry_after


@dataclass
class Session:
    id: str
    owner_id: int
    state: Any
    created: float
    on_evict: Callable[[], None] | None = field(default=None, repr=False)
    last_used: float = 0.0

    def ends_at(self, *, max_age: float, idle_timeout: float) -> float:
        """When the session ends by itself unless it is used again."""
        return min(self.created + max_age, self.last_used + idle_timeout)


class SessionStore:
    def __init__(
        self,
        *,
        max_sessions: int = 500,
        max_per_user: int = 5,
        max_age: float = 14 * 60.0,
        idle_timeout: float = 10 * 60.0,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if max_sessions < 1 or max_per_user < 1 or max_age <= 0 or idle_timeout <= 0:
            raise ValueError("the caps must be >= 1 and the timeouts > 0")
        self.max_sessions = max_sessions
        self.max_per_user = max_per_user
        self.max_age = max_age
        self.idle_timeout = idle_timeout
        self._clock = clock
        self._sessions: OrderedDict[str, Session] = OrderedDict()
        # Each user's sessions, oldest first (dicts keep insertion order).
        self._by_owner: dict[int, dict[str, Session]] = {}
        self._prefix = secrets.token_hex(SESSION_PREFIX_BYTES)
        self._counter = itertools.count()
        self.evicted = 0

    def __len__(self) -> int:
        return len(self._sessions)

    def owned_by(self, owner_id: int) -> int:
        return len(self._by_owner.get(owner_id, ()))

    def is_live(self, session_id: str) -> bool:
        """Present and young enough; never evicts (so it is safe to ask from anywhere)."""
        session = self._sessions.get(session_id)
        return session is not None and self._clock() - session.created <= self.max_age

    def issued_here(self, session_id: str) -> bool:
        """Whether this process made the id (else it is from before a restart)."""
        return session_id.startswith(self._prefix)

    def ensure_room(self, owner_id: int) -> None:
        """Raise `SessionsBusy` now if `add` for this user would, before any costly work."""
        self.purge_expired()
        if len(self._sessions) >= self.max_sessions and self._reclaimable(owner_id) is None:
            raise SessionsBusy(self.retry_after())

    def add(self, owner_id: int, state: Any, on_evict: Callable[[], None] | None = None) -> Session:
        """A new session, making room as the module docstring says, or `SessionsBusy`."""
        self.purge_expired()
        owned = self._by_owner.get(owner_id, {})
        while len(owned) >= self.max_per_user:
            self._evict(next(iter(owned.values())))
        while len(self._sessions) >= self.max_sessions:
            victim = self._reclaimable(owner_id)
            if victim is None:
                raise SessionsBusy(self.retry_after())
            self._evict(victim)
        number = next(self._counter) % 16**SESSION_COUNTER_DIGITS
        session_id = f"{self._prefix}{number:0{SESSION_COUNTER_DIGITS}x}"
        now = self._clock()
        session = Session(session_id, owner_id, state, now, on_evict, last_used=now)
        self._sessions[session_id] = session
        self._by_owner.setdefault(owner_id, {})[session_id] = session
        return session

    def get(self, session_id: str) -> Session | None:
        """The live session, or None; a session found too old is evicted on the way."""
        session = self._sessions.get(session_id)
        if session is None:
            return None
        if self._clock() - session.created > self.max_age:
            self._evict(session)
            return None
        return session

    def touch(self, session_id: str) -> None:
        """Its owner used the session: it is live for another `idle_timeout`."""
        session = self._sessions.get(session_id)
        if session is not None:
            session.last_used = self._clock()

    def remove(self, session_id: str) -> None:
        """Forget a session whose view ended on its own (timeout); no eviction callback."""
        session = self._sessions.get(session_id)
        if session is not None:
            self._forget(session)

    def purge_expired(self) -> None:
        now = self._clock()
        # Insertion order is age order, so the expired ones are at the front.
        while self._sessions:
            session = next(iter(self._sessions.values()))
            if now - session.created <= self.max_age:
                break
            self._evict(session)

    def retry_after(self) -> float:
        """Seconds until some session ends by itself (if none is used meanwhile)."""
        if not self._sessions:
            return 0.0
        soonest = min(
            session.ends_at(max_age=self.max_age, idle_timeout=self.idle_timeout)
            for session in self._sessions.values()
        )
        return max(soonest - self._clock(), 0.0)

    def _reclaimable(self, owner_id: int) -> Session | None:
        """A session that may make room for `owner_id`'s new one: the least recently used idle
        session, else the requester's own oldest; None when every slot is someone else's and
        live. Scans the store, which happens only when it is full."""
        now = self._clock()
        idle = [s for s in self._sessions.values() if now - s.last_used > self.idle_timeout]
        if idle:
            return min(idle, key=lambda session: session.last_used)
        owned = self._by_owner.get(owner_id)
        return next(iter(owned.values())) if owned else None

    def _forget(self, session: Session) -> None:
        self._sessions.pop(session.id, None)
        owned = self._by_owner.get(session.owner_id)
        if owned is not None:
            owned.pop(session.id, None)
            if not owned:
                del self._by_owner[session.owner_id]

    def _evict(self, session: Session) -> None:
        self._forget(session)
        self.evicted += 1
        if session.on_evict is None:
            return
        try:
            session.on_evict()
        except Exception:
            log.exception("Evicting session %s failed", session.id)
