"""Stopping on SIGTERM or SIGINT without dropping the interactions in flight.

discord.py runs every interaction in a task of its own (a slash command or autocomplete, a button
or select of a view, a dynamic item, the `on_interaction` listener) and names those tasks; the
names are how the shutdown finds the work still to be answered after the gateway is closed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import signal
from collections.abc import Iterator
from typing import Any

log = logging.getLogger(__name__)

STOP_SIGNALS = (signal.SIGTERM, signal.SIGINT)
INTERACTION_TASK_NAMES = (
    "CommandTree-invoker",
    "discord-ui-view-dispatch-",
    "discord-ui-dynamic-item-",
    "discord.py: on_interaction",
)


def interactions_in_flight() -> set[asyncio.Task[Any]]:
    current = asyncio.current_task()
    return {
        task
        for task in asyncio.all_tasks()
        if task is not current and task.get_name().startswith(INTERACTION_TASK_NAMES)
    }


async def drain_interactions(grace: float) -> int:
    """Wait up to `grace` seconds for the interactions in flight, then cancel the rest; how many
    did not finish."""
    pending = interactions_in_flight()
    if not pending:
        return 0
    log.info("Waiting up to %.1f s for %d interactions in flight", grace, len(pending))
    _, unfinished = await asyncio.wait(pending, timeout=grace)
    for task in unfinished:
        task.cancel()
    await asyncio.gather(*unfinished, return_exceptions=True)
    return len(unfinished)


@contextlib.contextmanager
def stop_on_signals(stop: asyncio.Event) -> Iterator[None]:
    """Set `stop` on SIGTERM (docker stop, systemctl stop) or SIGINT (Ctrl-C) while inside.

    Where the event loop cannot handle signals (Windows), Ctrl-C still raises KeyboardInterrupt.
    """
    loop = asyncio.get_running_loop()
    installed = []

    def received(signum: signal.Signals) -> None:
        log.info("Received %s", signum.name)
        stop.set()

    for signum in STOP_SIGNALS:
        try:
            loop.add_signal_handler(signum, received, signum)
        except (NotImplementedError, RuntimeError):
            continue
        installed.append(signum)
    try:
        yield
    finally:
        for signum in installed:
            loop.remove_signal_handler(signum)


__all__ = ["drain_interactions", "interactions_in_flight", "stop_on_signals"]
