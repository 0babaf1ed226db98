"""The optional HTTP endpoint of a running bot (`JUDGEBOT_HTTP_PORT`): `/healthz` for load
balancers and orchestrators, `/metrics` for Prometheus. Served on the bot's own event loop by
`http_server`, whose bounds (a header timeout, a connection cap, sizes, a log that cannot be
flooded) keep a hostile client from starving the bot of time, descriptors or log space.

`/healthz` is truthful rather than merely alive: 200 only while every shard is connected to the
gateway and the database answers a query, else 503 with the problems.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator
from http import HTTPStatus
from typing import TYPE_CHECKING

from bot.discord_app.http_server import Answer, BoundedHttpServer, Bounds
from bot.discord_app.metrics import CONTENT_TYPE, ShardState, database_facts

if TYPE_CHECKING:
    from bot.discord_app.shared.client import JudgeBot

log = logging.getLogger(__name__)

DATABASE_TIMEOUT = 5.0  # seconds a health check or scrape waits for the database


class MonitoringServer:
    def __init__(self, bot: JudgeBot, host: str, port: int, bounds: Bounds | None = None) -> None:
        self.bot = bot
        self.host = host
        self.port = port  # 0 picks a free port; `port` is the bound one once started
        self.http = BoundedHttpServer(self._route, bounds)

    async def start(self) -> None:
        self.port = await self.http.start(self.host, self.port)
        log.info("Serving /healthz and /metrics on http://%s:%d", self.host, self.port)

    async def close(self) -> None:
        await self.http.close()

    async def _route(self, path: str) -> Answer:
        if path == "/healthz":
            return await self._healthz()
        if path == "/metrics":
            return await self._metrics()
        return Answer(HTTPStatus.NOT_FOUND, b"404 Not Found\n")

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

    async def _healthz(self) -> Answer:
        problems = []
        if not (self.bot.is_ready() and self.bot.all_shards_connected()):
            problems.append("not connected to the Discord gateway")
        database = await self._database_problem()
        if database is not None:
            problems.append(database)
        body = json.dumps({"healthy": not problems, "problems": problems}).encode()
        status = HTTPStatus.OK if not problems else HTTPStatus.SERVICE_UNAVAILABLE
        return Answer(status, body, "application/json; charset=utf-8")

    async def _metrics(self) -> Answer:
        self.bot.metrics.observe_gateway(self._shards())
        await self._database_problem()
        return Answer(HTTPStatus.OK, self.bot.metrics.exposition(), CONTENT_TYPE)


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
