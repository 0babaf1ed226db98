"""A stand-in for Discord's API on 127.0.0.1: the REST routes the bot uses and the gateway.

It records every request, checks every payload against Discord's limits (refusing bad ones with
400 as Discord does), keeps the bot's messages so that users can press their buttons, and can be
told to answer 429, drop the websocket, or send RECONNECT / INVALID_SESSION.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import secrets
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from typing import Any

import aiohttp
import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket

from . import payloads, validation

log = logging.getLogger(__name__)

Json = dict[str, Any]
Handler = Callable[..., Awaitable[web.Response]]

BOT_TOKEN = "standin.bot-token.0123456789abcdefghijklmnopqrstuvwxyz"
CALLBACK_MESSAGE, CALLBACK_DEFERRED, CALLBACK_DEFERRED_UPDATE = 4, 5, 6
CALLBACK_UPDATE, CALLBACK_AUTOCOMPLETE = 7, 8


def json_response(
    data: Any, *, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """JSON with exactly Discord's content type (discord.py compares it verbatim)."""
    headers = {**(headers or {}), "Content-Type": "application/json"}
    return web.Response(body=json.dumps(data).encode(), status=status, headers=headers)


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
class GatewaySession:
    session_id: str
    shard: tuple[int, int]
    seq: int = 0
    sent: list[tuple[int, Json]] = field(default_factory=list)
    ws: web.WebSocketResponse | None = None
    transport: asyncio.BaseTransport | None = None
    invalid: bool = False


@dataclass
class FailureRule:
    method: str
    pattern: re.Pattern[str]
    status: int
    retry_after: float
    times: int


class DiscordStandIn:
    def __init__(self, *, shards: int = 1, heartbeat_interval_ms: int = 41250) -> None:
        self.recommended_shards = shards
        self.heartbeat_interval_ms = heartbeat_interval_ms
        self.ids = payloads.Snowflakes()
        self.application_id = self.ids.next()
        self.bot_user = payloads.user(self.application_id, "judgebot", bot=True)
        self.owner = payloads.user(self.ids.next(), "owner")
        self.token = BOT_TOKEN

        self.requests: list[RecordedRequest] = []
        self.violations: list[str] = []
        self.pings: list[str] = []
        self.commands: dict[int | None, list[Json]] = {}
        self.messages: dict[int, Json] = {}
        self.interactions: dict[int, InteractionRecord] = {}
        self.attachments: dict[str, bytes] = {}
        self.identifies: list[Json] = []
        self.resumes: list[Json] = []
        self.session_ids: list[str] = []  # of every session READY started
        self.heartbeats = 0
        self.attachment_downloads = 0

        self._by_token: dict[str, InteractionRecord] = {}
        self._sessions: dict[str, GatewaySession] = {}
        self._shard_sessions: dict[int, GatewaySession] = {}
        self._pending: dict[int, list[Json]] = defaultdict(list)
        self._failures: list[FailureRule] = []
        self._ready = asyncio.Condition()
        self._runner: web.AppRunner | None = None
        self.port = 0

    # --- lifecycle -----------------------------------------------------------------------------

    async def start(self) -> None:
        app = web.Application(client_max_size=32 * 1024 * 1024)
        app.router.add_get("/gateway", self._gateway)
        app.router.add_get("/attachments/{key}/{filename}", self._attachment)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        sockets = site._server.sockets  # type: ignore[union-attr]
        self.port = sockets[0].getsockname()[1]

    async def close(self) -> None:
        for session in self._sessions.values():
            if session.ws is not None and not session.ws.closed:
                await session.ws.close(code=1001)
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    @contextlib.contextmanager
    def pointed_at(self) -> Iterator[None]:
        """Make discord.py talk to this stand-in instead of discord.com for the duration."""
        saved_base, saved_gateway = discord.http.Route.BASE, DiscordWebSocket.DEFAULT_GATEWAY
        discord.http.Route.BASE = self.api_base
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(self.gateway_url)
        try:
            yield
        finally:
            discord.http.Route.BASE = saved_base
            DiscordWebSocket.DEFAULT_GATEWAY = saved_gateway

    # --- test controls -------------------------------------------------------------------------

    def fail_next(
        self,
        method: str,
        path_regex: str,
        *,
        status: int = 429,
        retry_after: float = 0.05,
        times: int = 1,
    ) -> None:
        """Answer the next `times` matching requests with `status` (429 with Retry-After)."""
        rule = FailureRule(method.upper(), re.compile(path_regex), status, retry_after, times)
        self._failures.append(rule)

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

    # --- interactions --------------------------------------------------------------------------

    def shard_for(self, guild_id: int | None) -> int:
        count = max((s.shard[1] for s in self._shard_sessions.values()), default=1)
        return payloads.shard_of(guild_id, count)

    async def create_interaction(self, payload: Json) -> InteractionRecord:
        record = InteractionRecord(payload)
        self.interactions[record.id] = record
        self._by_token[record.token] = record
        if payload.get("message"):
            record.original_id = int(payload["message"]["id"])
        guild_id = int(payload["guild_id"]) if payload.get("guild_id") else None
        record.dispatched_at = time.perf_counter()
        record.shard = self.shard_for(guild_id)
        await self.dispatch("INTERACTION_CREATE", payload, shard=record.shard)
        return record

    async def wait_answered(self, record: InteractionRecord, timeout: float = 5.0) -> None:
        async with asyncio.timeout(timeout):
            while not record.is_answered():
                record.changed.clear()
                await record.changed.wait()

    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 5.0) -> None:
        """Poll the recorded state until `predicate()` holds (for effects with no interaction)."""
        async with asyncio.timeout(timeout):
            while not predicate():
                await asyncio.sleep(0.005)

    def add_attachment(self, filename: str, data: bytes, size: int | None = None) -> Json:
        key = secrets.token_hex(8)
        self.attachments[key] = data
        url = f"http://127.0.0.1:{self.port}/attachments/{key}/{filename}"
        return payloads.attachment(
            self.ids.next(), filename, len(data) if size is None else size, url
        )

    def message_requests(self) -> list[RecordedRequest]:
        """Every request that carried a message or choices from the bot."""
        return [r for r in self.requests if "/callback" in r.path or r.path.startswith("webhooks/")]

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

    # --- REST ----------------------------------------------------------------------------------

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.attachments.get(request.match_info["key"])
        self.attachment_downloads += 1
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data)

    async def _read_body(self, request: web.Request) -> Any:
        if not request.can_read_body:
            return None
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            raw = form.get("payload_json")
            return json.loads(str(raw)) if raw is not None else None
        text = await request.text()
        return json.loads(text) if text else None

    async def _rest(self, request: web.Request) -> web.Response:
        path = request.match_info["tail"]
        body = await self._read_body(request)
        recorded = RecordedRequest(request.method, path, dict(request.query), body)
        self.requests.append(recorded)
        response = self._injected_failure(request.method, path)
        if response is None:
            response = await self._route(request.method, path, body, request)
        recorded.status = response.status
        return response

    def _injected_failure(self, method: str, path: str) -> web.Response | None:
        for rule in self._failures:
            if rule.times > 0 and rule.method == method and rule.pattern.search(path):
                rule.times -= 1
                body = {
                    "message": "You are being rate limited.",
                    "retry_after": rule.retry_after,
                    "global": False,
                }
                headers = {
                    "Retry-After": str(rule.retry_after),
                    "Via": "1.1 google",
                    "X-RateLimit-Scope": "user",
                }
                return json_response(body, status=rule.status, headers=headers)
        return None

    async def _route(self, method: str, path: str, body: Any, request: web.Request) -> web.Response:
        routes: list[tuple[str, str, Handler]] = [
            ("GET", r"users/@me", self._me),
            ("GET", r"oauth2/applications/@me", self._application),
            ("GET", r"gateway/bot", self._gateway_bot),
            ("PUT", r"applications/(\d+)/commands", self._put_commands),
            ("PUT", r"applications/(\d+)/guilds/(\d+)/commands", self._put_commands),
            ("GET", r"applications/(\d+)/commands", self._get_commands),
            ("GET", r"applications/(\d+)/guilds/(\d+)/commands", self._get_commands),
            ("POST", r"interactions/(\d+)/([^/]+)/callback", self._callback),
            ("POST", r"webhooks/(\d+)/([^/]+)", self._followup),
            ("PATCH", r"webhooks/(\d+)/([^/]+)/messages/([^/]+)", self._edit),
            ("GET", r"webhooks/(\d+)/([^/]+)/messages/([^/]+)", self._get_message),
            ("DELETE", r"webhooks/(\d+)/([^/]+)/messages/([^/]+)", self._delete_message),
        ]
        for route_method, pattern, handler in routes:
            match = re.fullmatch(pattern, path)
            if route_method == method and match:
                return await handler(body, request, *match.groups())
        self.violations.append(f"unhandled request {method} /{path}")
        return json_response({"message": "404: Not Found", "code": 0}, status=404)

    def _invalid(self, problems: list[str]) -> web.Response:
        self.violations.extend(problems)
        errors = {"_errors": [{"code": "BASE_TYPE_BAD", "message": p} for p in problems]}
        return json_response(
            {"code": 50035, "message": "Invalid Form Body", "errors": errors}, status=400
        )

    async def _me(self, body: Any, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {self.token}":
            return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        return json_response(self.bot_user)

    async def _application(self, body: Any, request: web.Request) -> web.Response:
        return json_response(payloads.application_info(self.application_id, self.owner))

    async def _gateway_bot(self, body: Any, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {
                "url": self.gateway_url,
                "shards": self.recommended_shards,
                "session_start_limit": limit,
            }
        )

    async def _put_commands(
        self, body: Any, request: web.Request, app_id: str, guild_id: str | None = None
    ) -> web.Response:
        problems = [p for command in body or [] for p in validation.command_problems(command)]
        if len(body or []) > 100:
            problems.append("more than 100 commands")
        if problems:
            return self._invalid(problems)
        stored = []
        for command in body:
            item = dict(command, id=str(self.ids.next()), application_id=app_id, version="1")
            if guild_id:
                item["guild_id"] = guild_id
            stored.append(item)
        self.commands[int(guild_id) if guild_id else None] = stored
        return json_response(stored)

    async def _get_commands(
        self, body: Any, request: web.Request, app_id: str, guild_id: str | None = None
    ) -> web.Response:
        return json_response(self.commands.get(int(guild_id) if guild_id else None, []))

    def _new_message(self, record: InteractionRecord, data: Json, *, flags: int = 0) -> Json:
        channel_id = int(record.payload.get("channel_id") or 0)
        message = payloads.message(
            self.ids.next(),
            channel_id=channel_id,
            author=self.bot_user,
            application_id=self.application_id,
            interaction=record.payload,
            flags=flags,
        )
        self._apply(message, data)
        self.messages[int(message["id"])] = message
        return message

    def _apply(self, message: Json, data: Json) -> None:
        for key in ("content", "embeds", "components", "attachments"):
            if key in data:
                message[key] = (
                    data[key] if data[key] is not None else ([] if key != "content" else "")
                )
        if "flags" in data and data["flags"] is not None:
            message["flags"] = (message["flags"] & payloads.EPHEMERAL) | data["flags"]
        self._record_pings(message, data)

    def _record_pings(self, message: Json, data: Json) -> None:
        """Whom Discord would notify for this content, given its allowed_mentions."""
        allowed = data.get("allowed_mentions")
        parse = (
            set(allowed.get("parse", [])) if allowed is not None else {"everyone", "users", "roles"}
        )
        content = message.get("content") or ""
        if ("@everyone" in content or "@here" in content) and "everyone" in parse:
            self.pings.append(f"@everyone in message {message['id']}")
        roles = re.findall(r"<@&(\d+)>", content)
        if roles and ("roles" in parse or (allowed or {}).get("roles")):
            self.pings.append(f"roles {roles} in message {message['id']}")
        users = re.findall(r"<@!?(\d+)>", content)
        if users and ("users" in parse or (allowed or {}).get("users")):
            self.pings.append(f"users {users} in message {message['id']}")

    def _touch(self, record: InteractionRecord) -> None:
        if record.first_response_at is None:
            record.first_response_at = time.perf_counter()
        record.changed.set()

    async def _callback(
        self, body: Json, request: web.Request, interaction_id: str, token: str
    ) -> web.Response:
        record = self.interactions.get(int(interaction_id))
        if record is None or record.token != token:
            return json_response({"message": "Unknown interaction", "code": 10062}, status=404)
        if record.callbacks:
            return json_response(
                {"message": "Interaction has already been acknowledged.", "code": 40060}, status=400
            )
        kind, data = body.get("type"), body.get("data") or {}
        if kind in (CALLBACK_MESSAGE, CALLBACK_UPDATE):
            problems = validation.message_problems(data, creating=kind == CALLBACK_MESSAGE)
            if problems:
                return self._invalid(problems)
        if kind == CALLBACK_AUTOCOMPLETE:
            problems = validation.choice_problems(data.get("choices") or [])
            if problems:
                return self._invalid(problems)
        message: Json | None = None
        if kind == CALLBACK_MESSAGE:
            message = self._new_message(record, data, flags=data.get("flags") or 0)
            record.original_id = int(message["id"])
        elif kind == CALLBACK_DEFERRED:
            message = self._new_message(
                record, {}, flags=(data.get("flags") or 0) | payloads.LOADING
            )
            record.original_id = int(message["id"])
        elif kind == CALLBACK_UPDATE and record.original_id is not None:
            message = self.messages[record.original_id]
            self._apply(message, data)
            message["edited_timestamp"] = payloads.now_iso()
        elif kind == CALLBACK_DEFERRED_UPDATE and record.original_id is not None:
            message = self.messages[record.original_id]
        record.callbacks.append(body)
        self._touch(record)
        result: Json = {
            "interaction": {
                "id": interaction_id,
                "type": record.payload["type"],
                "response_message_id": message["id"] if message else None,
                "response_message_loading": kind == CALLBACK_DEFERRED,
                "response_message_ephemeral": bool(
                    message and message["flags"] & payloads.EPHEMERAL
                ),
            }
        }
        if message is not None:
            result["resource"] = {"type": kind, "message": message}
        return json_response(result)

    def _record_for(self, app_id: str, token: str) -> InteractionRecord | None:
        if int(app_id) != self.application_id:
            return None
        return self._by_token.get(token)

    def _message_for(self, record: InteractionRecord, message_id: str) -> Json | None:
        if message_id == "@original":
            return self.messages.get(record.original_id) if record.original_id else None
        return self.messages.get(int(message_id))

    async def _followup(
        self, body: Json, request: web.Request, app_id: str, token: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        if record is None or not record.callbacks:
            return json_response({"message": "Unknown Webhook", "code": 10015}, status=404)
        problems = validation.message_problems(body, creating=True)
        if problems:
            return self._invalid(problems)
        original = self._message_for(record, "@original")
        if original is not None and original["flags"] & payloads.LOADING:
            # The first follow-up after a deferral replaces the "thinking…" placeholder.
            original["flags"] &= ~payloads.LOADING
            self._apply(original, body)
            message = original
        else:
            message = self._new_message(record, body, flags=body.get("flags") or 0)
        record.followups.append(body)
        self._touch(record)
        return json_response(message)

    async def _edit(
        self, body: Json, request: web.Request, app_id: str, token: str, message_id: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        message = self._message_for(record, message_id) if record else None
        if record is None or message is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        problems = validation.message_problems(body, creating=False)
        if problems:
            return self._invalid(problems)
        message["flags"] &= ~payloads.LOADING
        self._apply(message, body)
        message["edited_timestamp"] = payloads.now_iso()
        record.edits.append(body)
        self._touch(record)
        return json_response(message)

    async def _get_message(
        self, body: Any, request: web.Request, app_id: str, token: str, message_id: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        message = self._message_for(record, message_id) if record else None
        if message is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        return json_response(message)

    async def _delete_message(
        self, body: Any, request: web.Request, app_id: str, token: str, message_id: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        message = self._message_for(record, message_id) if record else None
        if message is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        del self.messages[int(message["id"])]
        return web.Response(status=204)
