"""`judgebot sync`: register the slash commands with Discord (globally, or in one guild at once)."""

from __future__ import annotations

import argparse

from bot.cli.database_policy import resolve_db
from bot.cli.options import Subcommands, add_common, settings_of
from bot.cli.output import EXIT_BAD_INPUT, EXIT_OK, CommandFailed, emit


def register(commands: Subcommands) -> None:
    sync = commands.add_parser("sync", help="register the slash commands with Discord")
    add_common(sync, lang=False)
    sync.add_argument("--guild", type=int, help="a guild id for instant, guild-only commands")
    sync.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    settings = settings_of(args)
    if not settings.discord_token:
        raise CommandFailed("set DISCORD_TOKEN to sync the slash commands", EXIT_BAD_INPUT)
    from bot.discord_app.runner import sync_commands_from_path

    names = sync_commands_from_path(resolve_db(args), settings, guild_id=args.guild)
    where = f"guild {args.guild}" if args.guild else "every guild (global)"
    summary = {"synced": names, "guild": args.guild}
    emit(args, summary, lambda: f"synced {len(names)} commands to {where}: {', '.join(names)}")
    return EXIT_OK
