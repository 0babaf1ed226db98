"""`judgebot card NAME`: a card by its English or Japanese name."""

from __future__ import annotations

import argparse

from bot.application.app_protocol import Application
from bot.cli.ask.opened_app import answered_by_app
from bot.cli.options import Subcommands, add_common, reply_lang
from bot.cli.output import EXIT_OK, emit


def register(commands: Subcommands) -> None:
    card = commands.add_parser("card", help="a card by English or Japanese name")
    add_common(card, lang_from_text=True)
    card.add_argument("name")
    card.set_defaults(run_subcommand=answered_by_app(answer))


async def answer(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_card

    found = await app.card(args.name)
    emit(args, found, lambda: render_card(found, reply_lang(args, args.name)))
    return EXIT_OK
