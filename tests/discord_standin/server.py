"""A stand-in for Discord's API on 127.0.0.1: the REST routes the bot uses and the gateway.

It records every request, checks every payload against Discord's limits (refusing bad ones with
400 as Discord does), keeps the bot's messages so that users can press their buttons, and can be
told to answer 429, drop the websocket, or send RECONNECT / INVALID_SESSION.
"""

from __future__ import annotations

import asyncio
import contextlib
import re
import secrets
import time
from collections.abc import Callable, Iterator

import discord
import yarl
from aiohttp import web
from discord.gateway import DiscordWebSocket

from tests.discord_standin import payloads
from tests.discord_standin.gateway import Gateway
from tests.discord_standin.records import FailureRule, InteractionRecord, Json, RecordedRequest

__all__ = ["BOT_TOKEN", "DiscordStandIn", "InteractionRecord"]
from tests.discord_standin.rest import Rest

BOT_TOKEN = "standin.bot-token.0123456789abcdefghijklmnopqrstuvwxyz"


class DiscordStandIn(Gateway, Rest):
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
        self.channel_posts: list[Json] = []  # messages the bot posted in channels, in order
        self.messages: dict[int, Json] = {}
        self.interactions: dict[int, InteractionRecord] = {}
        self.attachments: dict[str, bytes] = {}
        self.identifies: list[Json] = []
        self.resumes: list[Json] = []
        self.session_ids: list[str] = []  # of every session READY started
        self.heartbeats = 0
        self.attachment_downloads = 0

        self._by_token: dict[str, InteractionRecord] = {}
        self._failures: list[FailureRule] = []
        self._init_gateway()
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
        return [
            r
            for r in self.requests
            if "/callback" in r.path
            or r.path.startswith("webhooks/")
            or (r.method == "POST" and r.path.startswith("channels/"))
        ]
