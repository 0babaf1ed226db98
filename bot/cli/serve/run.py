"""`judgebot run`: the Discord bot when DISCORD_TOKEN is set, else the console; either way on a
database built or upgraded first as `database_policy` allows, refreshed in the background."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from bot.cli.database_policy import resolve_db
from bot.cli.options import Subcommands, add_common, settings_of
from bot.cli.output import EXIT_OK, UsageError
from bot.cli.serve.console import run_console


def register(commands: Subcommands) -> None:
    run_parser = commands.add_parser(
        "run", help="the Discord bot if DISCORD_TOKEN is set, else console"
    )
    add_common(run_parser)
    run_parser.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from bot.jobs.refresh import status_line

    settings = settings_of(args)
    if os.environ.get("DISCORD_TOKEN") is not None and not settings.discord_token:
        # Set but blank is a mistake (a lost secret), not a request for the console.
        raise UsageError("DISCORD_TOKEN is set but blank: give the bot token, or unset it")
    path = resolve_db(args)
    if settings.discord_token:
        from bot.discord_app.runner import run_bot_from_path

        _say_if_rules_not_loaded(path, args.lang)
        run_bot_from_path(path, settings)
        return EXIT_OK
    print(f"judgebot: {status_line(path, settings)}", file=sys.stderr)
    return run_console(path, args, refresh=settings)


def _say_if_rules_not_loaded(path: Path, lang: str) -> None:
    """Once at start, for the operator: rule lookups will miss until the rules are loaded
    (the console says it itself when it starts)."""
    from bot.application.missing_rules import rules_not_loaded
    from rulesdb.contents import database_contents

    if not database_contents(path).editions:
        print(f"judgebot: {rules_not_loaded(lang)}", file=sys.stderr)
