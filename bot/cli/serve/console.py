"""`judgebot console`: the bot's commands typed in a terminal (bot.terminal.console)."""

from __future__ import annotations

import argparse
import asyncio
from pathlib import Path

from bot.cli.database_policy import resolve_db
from bot.cli.options import Subcommands, add_common, settings_of
from bot.settings import Settings


def register(commands: Subcommands) -> None:
    console = commands.add_parser("console", help="type the bot's commands in a terminal")
    add_common(console)
    console.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    return run_console(resolve_db(args), args)


def run_console(path: Path, args: argparse.Namespace, *, refresh: Settings | None = None) -> int:
    """The console on the database at `path`; `refresh`: refreshed in the background as these
    settings say (`judgebot run` without a bot token)."""
    from bot.terminal.console import run_console as console_loop

    settings = settings_of(args)
    return asyncio.run(
        console_loop(
            path,
            lang=args.lang,
            answer_cache_size=settings.answer_cache_size,
            refresh=refresh,
            verdicts=settings.verdicts,
            rule_links=settings.rule_links,
        )
    )
