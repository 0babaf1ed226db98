"""The application layer a lookup answers from: opened on the database `resolve_db` allows,
closed once the answer is printed."""

from __future__ import annotations

import argparse
import asyncio
from collections.abc import Awaitable, Callable

from bot.application.app_protocol import Application
from bot.cli.database_policy import resolve_db
from bot.cli.options import settings_of

Lookup = Callable[[argparse.Namespace, Application], Awaitable[int]]


def answered_by_app(
    lookup: Lookup, *, semantic: bool = False
) -> Callable[[argparse.Namespace], int]:
    """A subcommand's run function: `lookup` on an app opened for it. `semantic`: load the rules'
    vectors (only a search reads them: the other lookups need not load the model)."""

    def run(args: argparse.Namespace) -> int:
        return asyncio.run(_with_app(args, lookup, semantic=semantic))

    return run


async def _with_app(args: argparse.Namespace, lookup: Lookup, *, semantic: bool) -> int:
    from bot.application.app import JudgeApp

    settings = settings_of(args)
    app = await JudgeApp.open(
        resolve_db(args),
        answer_cache_size=settings.answer_cache_size,
        semantic=semantic,
        verdicts=settings.verdicts,
        rule_links=settings.rule_links,
    )
    try:
        return await lookup(args, app)
    finally:
        await app.close()
