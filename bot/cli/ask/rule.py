"""`judgebot rule NUMBER`: a rule by number, in the edition given or the one it most likely
means; a word instead of a number ("deathtouch", "接死") is looked up in the glossary."""

from __future__ import annotations

import argparse
from typing import cast

from bot.application.answer_types import RuleAnswer
from bot.application.app_protocol import Application
from bot.cli.ask.opened_app import answered_by_app
from bot.cli.options import Subcommands, add_common, reply_lang
from bot.cli.output import EXIT_OK, emit


def register(commands: Subcommands) -> None:
    rule = commands.add_parser(
        "rule", help="a rule by number (724.5a, CR 104.3, ７２４．５ａ) or a glossary term"
    )
    add_common(rule, lang_from_text=True)
    rule.add_argument("number")
    rule.add_argument("--edition", help="rules edition as YYYYMMDD")
    rule.set_defaults(run_subcommand=answered_by_app(answer))


async def answer(args: argparse.Namespace, app: Application) -> int:
    from bot.application.rule_or_term import is_glossary, rule_or_term
    from bot.terminal.render_glossary import render_glossary
    from bot.terminal.render_text import render_rule

    # A glossary entry is in the language the term is written in (unless --lang says); a rule
    # keeps Japanese prose by default, as it always had.
    term_lang = reply_lang(args, args.number)
    found = await rule_or_term(app, args.number, edition=args.edition, lang=term_lang)
    if is_glossary(found):
        emit(args, found, lambda: render_glossary(found, term_lang))
    else:
        emit(args, found, lambda: render_rule(cast(RuleAnswer, found), args.lang or "ja"))
    return EXIT_OK
