"""`judgebot ingest SOURCE…`: files (rules text, page dumps, HTML) or live wiki pages added to the
database, following links within the bounds of `ingest_options`."""

from __future__ import annotations

import argparse

from bot.cli.database.ingest_options import add_crawl_options
from bot.cli.database.ingest_report import report_ingest
from bot.cli.database_policy import lock_policy, writable_db
from bot.cli.options import Subcommands, add_common, add_no_wait, settings_of
from bot.cli.output import EXIT_BAD_INPUT, EXIT_OK, CommandFailed, UsageError


def register(commands: Subcommands) -> None:
    ingest = commands.add_parser("ingest", help="add files or live wiki pages to the database")
    add_common(ingest, lang=False)
    ingest.add_argument("sources", nargs="+", help="files (rules text, page dump, HTML) or URLs")
    add_no_wait(ingest)
    add_crawl_options(ingest)
    ingest.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from scraper.ingest import IngestError
    from scraper.live_ingest import ingest_mixed, locator_problem

    # A URL that cannot be parsed (`https://[::1`) is bad input before anything is opened.
    for locator in args.sources:
        if problem := locator_problem(locator):
            raise UsageError(problem)
    path = writable_db(args)
    settings = settings_of(args)
    try:
        report = ingest_mixed(
            path,
            args.sources,
            follow_depth=args.follow,
            delay_seconds=args.delay,
            max_bytes=args.max_bytes,
            max_pages=args.max_pages,
            show_progress=not args.json,
            contact=settings.contact,
            lock=lock_policy(args, path),
            data_dir=settings.data_dir,
        )
    except IngestError as error:
        raise CommandFailed(f"{error} (the database was left unchanged)", EXIT_BAD_INPUT) from error
    report_ingest(args, path, report, warnings=report.warnings)
    return EXIT_OK
