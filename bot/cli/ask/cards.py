"""`judgebot cards QUERY`: the card lists a question means."""

from __future__ import annotations

import argparse

from bot.application.app_protocol import Application
from bot.cli.ask.opened_app import answered_by_app
from bot.cli.options import Subcommands, add_common, reply_lang
from bot.cli.output import EXIT_OK, emit


def register(commands: Subcommands) -> None:
    cards = commands.add_parser("cards", help="the card list a question means")
    add_common(cards, lang_from_text=True)
    cards.add_argument("query")
    cards.set_defaults(run_subcommand=answered_by_app(answer))


async def answer(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_card_lists

    found = await app.cards(args.query)
    emit(args, found, lambda: render_card_lists(found, reply_lang(args, args.query)))
    return EXIT_OK
