"""The application layer a lookup answers from: opened on the database `resolve_db` allows,
closed once the answer is printed.

A lookup of one question runs with Python's cyclic garbage collector paused: the indexes it
reads (30,000 cards' names, the search's tables) are hundreds of thousands of objects that live
until the process ends with the answer, and the collector went through them again and again
while they were made (about a tenth of a search's start). What is freed by reference counting
still is; only cycles wait, and the process ends. `--batch` answers for as long as its input
lasts, so it collects as usual. For the same reason the `judgebot` script ends such a process
without Python's teardown (`answered_one_question`, bot.cli.command_line), which frees the
indexes object by object (about 20 ms of a search) only for the process to end."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
from collections.abc import Awaitable, Callable, Iterator

from bot.application.app_protocol import Application
from bot.cli.database_policy import resolve_db
from bot.cli.options import settings_of

Lookup = Callable[[argparse.Namespace, Application], Awaitable[int]]

_answered: list[bool] = []  # a lookup of one question has run in this process
_ending: list[bool] = []  # the process ends once a lookup of one question is answered


def answered_by_app(
    lookup: Lookup, *, semantic: bool = False
) -> Callable[[argparse.Namespace], int]:
    """A subcommand's run function: `lookup` on an app opened for it. `semantic`: load the rules'
    vectors (only a search reads them: the other lookups need not load the model)."""

    def run(args: argparse.Namespace) -> int:
        one_answer = not getattr(args, "batch", False)
        with collector_paused() if one_answer else contextlib.nullcontext():
            code = asyncio.run(_with_app(args, lookup, semantic=semantic))
            if one_answer and _ending:
                # What the answer read lives until the process ends, now: frozen, it is not
                # gone through once more when the collector resumes (a collection of every
                # object the indexes made, about 10 ms of a search's process).
                gc.freeze()
        if one_answer:
            _answered.append(True)
        return code

    return run


def end_after_one_answer() -> None:
    """Said by the `judgebot` script (bot.cli.command_line), whose process ends without
    teardown once a lookup of one question is answered."""
    _ending.append(True)


def answered_one_question() -> bool:
    """Whether a lookup of one question has run to its end in this process."""
    return bool(_answered)


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off inside, as it was after."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


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
