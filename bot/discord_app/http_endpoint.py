"""The optional HTTP endpoint of a running bot (`JUDGEBOT_HTTP_PORT`): `/healthz` for load
balancers and orchestrators, `/metrics` for Prometheus. Served by aiohttp, which discord.py
already brings, on the bot's own event loop.

`/healthz` is truthful rather than merely alive: 200 only while every shard is connected to the
gateway and the database answers a query, else 503 with the problems.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

from aiohttp import web

from bot.discord_app.metrics import CONTENT_TYPE, ShardState, database_facts

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)

DATABASE_TIMEOUT = 5.0  # seconds a health check or scrape waits for the database


class MonitoringServer:
    def __init__(self, bot: JudgeBot, host: str, port: int) -> None:
        self.bot = bot
        self.host = host
        self.port = port  # 0 picks a free port; `port` is the bound one once started
        self._runner: web.AppRunner | None = None

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/healthz", self._healthz)
        app.router.add_get("/metrics", self._metrics)
        self._runner = web.AppRunner(app, handle_signals=False, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self.port == 0:
            self.port = self._runner.addresses[0][1]
        log.info("Serving /healthz and /metrics on http://%s:%d", self.host, self.port)

    async def close(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def _shards(self) -> dict[int, ShardState]:
        return {
            shard_id: ShardState(not shard.is_closed(), shard.latency)
            for shard_id, shard in self.bot.shards.items()
        }

    async def _database_problem(self) -> str | None:
        try:
            facts = await asyncio.wait_for(database_facts(self.bot.app), DATABASE_TIMEOUT)
        except Exception as error:  # any failure to read is the answer: not readable
            log.warning("The database cannot be read", exc_info=True)
            return f"database not readable: {type(error).__name__}"
        self.bot.metrics.observe_database(facts)
        return None

    async def _healthz(self, request: web.Request) -> web.Response:
        problems = []
        if not (self.bot.is_ready() and self.bot.all_shards_connected()):
            problems.append("not connected to the Discord gateway")
        database = await self._database_problem()
        if database is not None:
            problems.append(database)
        body = {"healthy": not problems, "problems": problems}
        return web.json_response(body, status=200 if not problems else 503)

    async def _metrics(self, request: web.Request) -> web.Response:
        self.bot.metrics.observe_gateway(self._shards())
        await self._database_problem()
        return web.Response(
            body=self.bot.metrics.exposition(), headers={"Content-Type": CONTENT_TYPE}
        )


@contextlib.asynccontextmanager
async def monitoring(
    bot: JudgeBot, address: tuple[str, int] | None
) -> AsyncIterator[MonitoringServer | None]:
    """The endpoint on `address` (host, port) while inside; nothing when `address` is None."""
    if address is None:
        yield None
        return
    server = MonitoringServer(bot, *address)
    await server.start()
    try:
        yield server
    finally:
        await server.close()


__all__ = ["MonitoringServer", "monitoring"]
