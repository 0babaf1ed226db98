"""The gateway half of the stand-in: HELLO, IDENTIFY/READY, RESUME, heartbeats, dispatches.

Events for a shard that is not connected wait for it (and are replayed on RESUME), so that a user
acting while the bot reconnects is answered once it is back, as Discord would.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
from collections import defaultdict
from dataclasses import dataclass, field

import aiohttp
from aiohttp import web

from tests.discord_standin.records import Json

log = logging.getLogger(__name__)


@dataclass
class GatewaySession:
    session_id: str
    shard: tuple[int, int]
    seq: int = 0
    sent: list[tuple[int, Json]] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    transport: asyncio.BaseTransport | None = None
    invalid: bool = False


class Gateway:
    """Mixed into DiscordStandIn: the websocket side and the controls tests use on it."""

    token: str
    bot_user: Json
    application_id: int
    heartbeat_interval_ms: int
    identifies: list[Json]
    resumes: list[Json]
    session_ids: list[str]
    heartbeats: int

    def _init_gateway(self) -> None:
        self._sessions: dict[str, GatewaySession] = {}
        self._shard_sessions: dict[int, GatewaySession] = {}
        self._pending: dict[int, list[Json]] = defaultdict(list)
        self._ready = asyncio.Condition()

    @property
    def gateway_url(self) -> str:
        """The stand-in's (DiscordStandIn.gateway_url)."""
        raise NotImplementedError

    def live_shards(self) -> set[int]:
        return {
            shard
            for shard, s in self._shard_sessions.items()
            if s.ws is not None and not s.ws.closed and not s.invalid
        }

    async def wait_for_shards(self, shards: set[int], *, timeout: float = 10.0) -> None:
        async with asyncio.timeout(timeout), self._ready:
            await self._ready.wait_for(lambda: shards <= self.live_shards())

    async def drop_connection(self, shard: int = 0) -> None:
        """Cut the websocket without a close handshake, as a network failure would."""
        session = self._shard_sessions[shard]
        if session.transport is not None:
            session.transport.abort()  # type: ignore[attr-defined]
        session.ws = session.transport = None

    async def send_reconnect(self, shard: int = 0) -> None:
        await self._send_op(shard, {"op": 7, "d": None})

    async def send_invalid_session(self, shard: int = 0, *, resumable: bool = False) -> None:
        session = self._shard_sessions[shard]
        if not resumable:
            session.invalid = True
        await self._send_op(shard, {"op": 9, "d": resumable})

    async def _send_op(self, shard: int, payload: Json) -> None:
        session = self._shard_sessions[shard]
        assert session.ws is not None, f"shard {shard} is not connected"
        await session.ws.send_str(json.dumps(payload))

    async def dispatch(self, event: str, data: Json, *, shard: int = 0) -> None:
        """Send a gateway event to the bot's shard, or hold it until the shard is back."""
        session = self._shard_sessions.get(shard)
        if session is None or session.ws is None or session.ws.closed or session.invalid:
            self._pending[shard].append({"t": event, "d": data})
            return
        await self._send_dispatch(session, event, data)

    async def _send_dispatch(self, session: GatewaySession, event: str, data: Json) -> None:
        session.seq += 1
        frame = {"op": 0, "t": event, "s": session.seq, "d": data}
        session.sent.append((session.seq, frame))
        assert session.ws is not None
        try:
            await session.ws.send_str(json.dumps(frame))
        except (ConnectionResetError, RuntimeError, aiohttp.ClientError):
            log.debug("Frame %s for shard %s kept for resume", session.seq, session.shard)

    async def _flush_pending(self, session: GatewaySession) -> None:
        pending, self._pending[session.shard[0]] = self._pending[session.shard[0]], []
        for item in pending:
            await self._send_dispatch(session, item["t"], item["d"])

    # --- gateway -------------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        transport = request.transport
        await ws.send_str(
            json.dumps({"op": 10, "d": {"heartbeat_interval": self.heartbeat_interval_ms}})
        )
        session: GatewaySession | None = None
        try:
            async for message in ws:
                if message.type is not aiohttp.WSMsgType.TEXT:
                    continue
                frame = json.loads(message.data)
                op, data = frame.get("op"), frame.get("d")
                if op == 1:
                    self.heartbeats += 1
                    await ws.send_str(json.dumps({"op": 11}))
                elif op == 2:
                    session = await self._identify(ws, data)
                elif op == 6:
                    session = await self._resume(ws, data)
                if session is not None and session.ws is ws:
                    session.transport = transport
        finally:
            if session is not None and session.ws is ws:
                session.ws = session.transport = None
        return ws

    async def _identify(self, ws: web.WebSocketResponse, data: Json) -> GatewaySession | None:
        self.identifies.append(data)
        if data.get("token") != self.token:
            await ws.close(code=4004, message=b"Authentication failed.")
            return None
        shard_id, shard_count = data.get("shard") or [0, 1]
        session = GatewaySession(secrets.token_hex(16), (shard_id, shard_count), ws=ws)
        self._sessions[session.session_id] = session
        self.session_ids.append(session.session_id)
        self._shard_sessions[shard_id] = session
        ready = {
            "v": 10,
            "user": self.bot_user,
            "guilds": [],
            "session_id": session.session_id,
            "resume_gateway_url": self.gateway_url,
            "shard": [shard_id, shard_count],
            "application": {"id": str(self.application_id), "flags": 0},
            "private_channels": [],
            "relationships": [],
        }
        await self._send_dispatch(session, "READY", ready)
        await self._flush_pending(session)
        async with self._ready:
            self._ready.notify_all()
        return session

    async def _resume(self, ws: web.WebSocketResponse, data: Json) -> GatewaySession | None:
        self.resumes.append(data)
        session = self._sessions.get(data.get("session_id") or "")
        if session is None or session.invalid or data.get("token") != self.token:
            await ws.send_str(json.dumps({"op": 9, "d": False}))
            return None
        session.ws = ws
        self._shard_sessions[session.shard[0]] = session
        last_seen = data.get("seq") or 0
        for seq, frame in session.sent:
            if seq > last_seen:
                await ws.send_str(json.dumps(frame))
        await self._send_dispatch(session, "RESUMED", {})
        await self._flush_pending(session)
        async with self._ready:
            self._ready.notify_all()
        return session
