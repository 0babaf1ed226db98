"""The bot's Prometheus metrics, in a registry of its own (so that two bots in one process, as in
the tests, do not share counters).

Interactions are counted by command and outcome as they finish; the gateway and the database are
read when `/metrics` is scraped, so those figures are never older than the scrape.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Protocol, runtime_checkable

from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from bot.application.app_protocol import Application

# Discord wants a first response within 3 s; the buckets resolve the range players notice.
LATENCY_BUCKETS = (0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.0, 3.0, 5.0, 10.0)
CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


@runtime_checkable
class CountsCards(Protocol):
    @property
    def card_count(self) -> int | None: ...


@dataclass(frozen=True)
class DatabaseFacts:
    editions: int
    cards: int | None  # None when the application layer cannot say
    built_at: float | None  # seconds since the epoch


@dataclass(frozen=True)
class ShardState:
    connected: bool
    latency: float  # seconds; NaN or infinite before the first heartbeat ACK


async def database_facts(app: Application) -> DatabaseFacts:
    """What the database holds, read from it now (so a failure here means it is not readable)."""
    about = await app.about()
    built = about["built_at"]
    return DatabaseFacts(
        editions=len(about["editions"]),
        cards=app.card_count if isinstance(app, CountsCards) else None,
        built_at=datetime.fromisoformat(built).timestamp() if built else None,
    )


class BotMetrics:
    def __init__(self) -> None:
        self.registry = CollectorRegistry()
        self.interactions = Counter(
            "judgebot_interactions",
            "Interactions handled, by command and outcome",
            ["command", "outcome"],
            registry=self.registry,
        )
        self.latency = Histogram(
            "judgebot_interaction_seconds",
            "Seconds from receiving a command to its handler finishing",
            ["command"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.reconnects = Counter(
            "judgebot_gateway_reconnects",
            "Gateway sessions resumed or identified again after the first connection",
            ["shard", "kind"],
            registry=self.registry,
        )
        self.connected = Gauge(
            "judgebot_gateway_connected",
            "1 while the shard's gateway connection is open",
            ["shard"],
            registry=self.registry,
        )
        self.gateway_latency = Gauge(
            "judgebot_gateway_latency_seconds",
            "Time between the shard's last heartbeat and its acknowledgement",
            ["shard"],
            registry=self.registry,
        )
        self.editions = Gauge(
            "judgebot_database_editions", "Rules editions in the database", registry=self.registry
        )
        self.cards = Gauge(
            "judgebot_database_cards", "Cards the database names", registry=self.registry
        )
        self.built = Gauge(
            "judgebot_database_built_timestamp_seconds",
            "When the database was built or last refreshed (Unix time)",
            registry=self.registry,
        )

    def interaction_finished(self, command: str, outcome: str, seconds: float | None) -> None:
        self.interactions.labels(command, outcome).inc()
        if seconds is not None:
            self.latency.labels(command).observe(seconds)

    def reconnected(self, shard: int, kind: str) -> None:
        self.reconnects.labels(str(shard), kind).inc()

    def observe_gateway(self, shards: Mapping[int, ShardState]) -> None:
        for shard, state in shards.items():
            self.connected.labels(str(shard)).set(1 if state.connected else 0)
            if math.isfinite(state.latency):
                self.gateway_latency.labels(str(shard)).set(state.latency)

    def observe_database(self, facts: DatabaseFacts) -> None:
        self.editions.set(facts.editions)
        if facts.cards is not None:
            self.cards.set(facts.cards)
        if facts.built_at is not None:
            self.built.set(facts.built_at)

    def exposition(self) -> bytes:
        return generate_latest(self.registry)


__all__ = [
    "CONTENT_TYPE",
    "BotMetrics",
    "CountsCards",
    "DatabaseFacts",
    "ShardState",
    "database_facts",
]
