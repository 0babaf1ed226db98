"""`judgebot update`: fetch new rules editions and cards (bot.jobs.update); its options, and its
report (one line per source, or one JSON object). Exit 0 when no source failed, 1 when one did."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from typing import TYPE_CHECKING

from bot.cli.database_policy import resolve_db
from bot.cli.options import Subcommands, add_common, settings_of
from bot.cli.output import EXIT_NOT_FOUND, EXIT_OK, UsageError

if TYPE_CHECKING:
    from scraper.update import SourceOutcome

URL_OPTIONS = ("rules_page", "rules_url", "ja_rules_url", "mtgjson")


def register(commands: Subcommands) -> None:
    parser = commands.add_parser("update", help="fetch new rules editions and cards")
    add_common(parser, lang=False)
    parser.add_argument(
        "--rules-page", metavar="URL", help="page linking the rules TXT ($JUDGEBOT_RULES_PAGE)"
    )
    parser.add_argument(
        "--rules-url", metavar="URL", help="the English rules TXT itself ($JUDGEBOT_RULES_URL)"
    )
    parser.add_argument(
        "--ja-rules-url", metavar="URL", help="the Japanese rules TXT ($JUDGEBOT_JA_RULES_URL)"
    )
    parser.add_argument(
        "--mtgjson", metavar="URL", help="folder with Meta.json and AtomicCards ($JUDGEBOT_MTGJSON)"
    )
    parser.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from bot.jobs.update import sources_of, update

    _check_urls(args)
    settings = settings_of(args)
    given = {option: getattr(args, option) for option in URL_OPTIONS}
    outcomes = update(resolve_db(args), sources_of(settings, given), settings)
    return _report(outcomes, as_json=args.json)


def _check_urls(args: argparse.Namespace) -> None:
    from scraper.update import url_problem  # the HTTP stack loads only for commands that use it

    for option in URL_OPTIONS:
        value = getattr(args, option)
        problem = url_problem(value) if value is not None else None
        if problem is not None:
            raise UsageError(f"--{option.replace('_', '-')}: {problem}")


def _report(outcomes: Sequence[SourceOutcome], *, as_json: bool) -> int:
    if as_json:
        sources = [
            {"name": o.name, "status": o.status, "version": o.version, "detail": o.detail}
            for o in outcomes
        ]
        print(json.dumps({"sources": sources}, ensure_ascii=False))
    else:
        for o in outcomes:
            print(f"{o.name}: {o.status} {o.version or '-'}: {o.detail}")
    failed = any(outcome.status == "failed" for outcome in outcomes)
    return EXIT_NOT_FOUND if failed else EXIT_OK
