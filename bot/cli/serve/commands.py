"""`judgebot commands`: what `judgebot sync` would register, printed offline."""

from __future__ import annotations

import argparse
from typing import Any

from bot.cli.database_policy import resolve_db
from bot.cli.options import Subcommands, add_common, settings_of
from bot.cli.output import EXIT_OK, emit


def register(commands: Subcommands) -> None:
    listing = commands.add_parser("commands", help="print what sync would register, offline")
    add_common(listing, lang=False)
    listing.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from bot.discord_app.runner import command_payload_from_path

    payload = command_payload_from_path(resolve_db(args), settings_of(args))
    emit(args, {"commands": payload}, lambda: _commands_text(payload))
    return EXIT_OK


def _commands_text(payload: list[dict[str, Any]]) -> str:
    kinds = {1: "/", 2: "user menu: ", 3: "message menu: "}
    return "\n".join(
        f"{kinds.get(command.get('type', 1), '?')}{command['name']}"
        f"  contexts {command.get('contexts')}  installs {command.get('integration_types')}"
        for command in payload
    )
