"""`judgebot embed`: write the vectors that let the search rank rules by meaning
(bot.jobs.embed), and say what was done: one line, or one JSON object."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bot.cli.argument_types import whole_number
from bot.cli.database_policy import resolve_db
from bot.cli.options import Subcommands
from bot.cli.output import EXIT_BAD_INPUT, EXIT_NOT_FOUND, EXIT_OK, CommandFailed


def register(commands: Subcommands) -> None:
    embed = commands.add_parser(
        "embed", help="write the rules' vectors beside the database (search by meaning)"
    )
    embed.add_argument("--db", type=Path, help="database path (default: $JUDGEBOT_DB or per-user)")
    embed.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    embed.add_argument(
        "--limit",
        type=whole_number(1),
        help="embed at most this many rules this run (about 55 ms each; the rest next run)",
    )
    embed.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from bot.jobs.embed import ModelMissingError, embed_rules_lacking_vectors
    from rulesdb.meaning.embed_rules import EmbedError

    def progress(done: int, total: int) -> None:
        if not args.json and done:
            print(f"judgebot: embedded {done}/{total} rules", file=sys.stderr, flush=True)

    try:
        report = embed_rules_lacking_vectors(resolve_db(args), limit=args.limit, progress=progress)
    except ModelMissingError as error:
        raise CommandFailed(str(error), EXIT_BAD_INPUT) from error
    except EmbedError as error:
        raise CommandFailed(str(error), EXIT_NOT_FOUND) from error
    if args.json:
        summary = {
            "vectors": str(report.path),
            "rules": report.rules,
            "embedded": report.embedded,
            "reused": report.reused,
            "left": report.left,
            "seconds": round(report.seconds, 1),
        }
        print(json.dumps(summary))
    else:
        rest = f"; {report.left} left: run it again" if report.left else ""
        print(
            f"{report.path}: {report.rules - report.left} of {report.rules} rules have vectors"
            f" ({report.embedded} embedded now, {report.reused} kept) in {report.seconds:.1f} s"
            + rest
        )
    return EXIT_OK
