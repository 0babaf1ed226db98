"""Which shards each of several numbered processes runs: the pods of a Kubernetes StatefulSet
(`judgebot-0`, `judgebot-1`, …) or any processes told their number split the total shard count
into contiguous, balanced ranges by their ordinal, so that every pod runs the same settings and
no two pods run a shard. Contiguous ranges keep a pod's shards in as few of Discord's identify
buckets (shard id modulo `max_concurrency`) as possible when a large bot identifies many at once."""

from __future__ import annotations

import re

_ORDINAL = re.compile(r"(?:.*-)?(?P<ordinal>[0-9]+)")
_SHARD_RANGE = re.compile(r"(?P<first>[0-9]+)(?:-(?P<last>[0-9]+))?")
# The settings that choose the shards, named in messages (bot.settings reads them).
SHARD_IDS = "JUDGEBOT_SHARD_IDS"
SHARD_COUNT = "JUDGEBOT_SHARD_COUNT"


class ShardPlanError(ValueError):
    """The process's name, the process count and the shard count do not make a plan."""


def ordinal_of(name: str) -> int:
    """The ordinal a StatefulSet gives a pod at the end of its name (`judgebot-3` is 3), or a
    bare number (`3`)."""
    match = _ORDINAL.fullmatch(name.strip())
    if match is None:
        raise ShardPlanError(
            f"{name!r} does not end in the process's number (a StatefulSet pod's name such as "
            "judgebot-0, or a number)"
        )
    return int(match["ordinal"])


def shard_range(ordinal: int, processes: int, shard_count: int) -> range:
    """The shards the `ordinal`th of `processes` processes runs out of `shard_count`: the
    ranges of processes 0, 1, … follow one another, cover every shard once and differ in size
    by at most one."""
    if processes < 1:
        raise ShardPlanError(f"the process count must be at least 1, not {processes}")
    if shard_count < processes:
        raise ShardPlanError(
            f"{shard_count} shards cannot be split among {processes} processes: each process "
            "needs at least one shard (raise the shard count or run fewer processes)"
        )
    if not 0 <= ordinal < processes:
        raise ShardPlanError(
            f"process {ordinal} is outside 0..{processes - 1} (scale the StatefulSet and the "
            "process count together)"
        )
    return range(ordinal * shard_count // processes, (ordinal + 1) * shard_count // processes)


__all__ = ["ShardPlanError", "ordinal_of", "shard_range"]


def parse_shard_ids(text: str) -> list[int]:
    """`0,1,5` or `0-3` or a mix, as a sorted list without duplicates."""
    ids: set[int] = set()
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        match = _SHARD_RANGE.fullmatch(part)
        if match is None:
            raise ShardPlanError(f"{SHARD_IDS}: {part!r} is not a shard id or range")
        first = int(match["first"])
        last = int(match["last"] or first)
        if first > last:
            raise ShardPlanError(f"{SHARD_IDS}: range {part!r} runs backwards")
        ids.update(range(first, last + 1))
    if not ids:
        raise ShardPlanError(f"{SHARD_IDS} is set but lists no shard ids")
    return sorted(ids)


def shard_problem(count: int | None, ids: tuple[int, ...] | list[int] | None) -> str | None:
    """Why these shard ids cannot run with this shard count, or None when they can."""
    if ids is None:
        return None
    if count is None:
        return f"{SHARD_IDS} needs {SHARD_COUNT} (the total shard count)"
    outside = [i for i in ids if not 0 <= i < count]
    if outside:
        return f"shard ids {outside} are outside 0..{count - 1}"
    return None
