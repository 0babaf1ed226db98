"""`judgebot build`: the database from the bundled corpus (and any official rules text files and
wiki pages given), written from scratch; an older database at the path is rebuilt from its
recorded sources."""

from __future__ import annotations

import argparse
from pathlib import Path

from bot.cli.database.ingest_report import report_ingest
from bot.cli.database_policy import db_path, lock_policy
from bot.cli.options import Subcommands, add_common, add_no_wait, settings_of
from bot.cli.output import EXIT_BAD_INPUT, EXIT_OK, CommandFailed


def register(commands: Subcommands) -> None:
    build = commands.add_parser("build", help="build the database from the bundled corpus")
    add_common(build, lang=False)
    build.add_argument(
        "extra", nargs="*", type=Path, help="extra files: official rules text files, wiki pages"
    )
    add_no_wait(build)
    build.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from scraper.ingest import IngestError, build_bundled

    path = db_path(args)
    try:
        report = build_bundled(
            path,
            extra=args.extra,
            data_dir=settings_of(args).data_dir,
            lock=lock_policy(args, path),
        )
    except IngestError as error:
        raise CommandFailed(f"{error} (the database was left unchanged)", EXIT_BAD_INPUT) from error
    report_ingest(args, path, report, warnings=len(report.warnings))
    return EXIT_OK
