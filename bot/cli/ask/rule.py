"""`judgebot rule NUMBER`: a rule by number, in the edition given or the one it most likely
means."""

from __future__ import annotations

import argparse

from bot.application.app_protocol import Application
from bot.cli.ask.opened_app import answered_by_app
from bot.cli.options import Subcommands, add_common
from bot.cli.output import EXIT_OK, emit


def register(commands: Subcommands) -> None:
    rule = commands.add_parser("rule", help="a rule by number (724.5a, CR 104.3, ７２４．５ａ)")
    add_common(rule)
    rule.add_argument("number")
    rule.add_argument("--edition", help="rules edition as YYYYMMDD")
    rule.set_defaults(run_subcommand=answered_by_app(answer))


async def answer(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_rule

    found = await app.rule(args.number, edition=args.edition)
    emit(args, found, lambda: render_rule(found, args.lang))
    return EXIT_OK
