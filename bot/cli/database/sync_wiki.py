"""`judgebot sync-wiki`: its options and its report; the work is scraper.wiki_sync's (so it has no
module in bot.jobs)."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from bot.cli.argument_types import seconds, whole_number
from bot.cli.database_policy import writable_db
from bot.cli.options import Subcommands, settings_of
from bot.cli.output import EXIT_BAD_INPUT, EXIT_NOT_FOUND, EXIT_OK, CommandFailed
from rulesdb.text.normalize import shown
from scraper.transport.crawl_limits import DEFAULT_DELAY_SECONDS, DEFAULT_WIKI_URL

if TYPE_CHECKING:
    from scraper.wiki_sync import SyncReport


def _timestamp(text: str) -> str:
    """An argparse type: an ISO 8601 time (`2026-01-31`, `2026-01-31T12:00:00Z`), as the API's
    UTC form."""
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError:
        raise argparse.ArgumentTypeError(
            f"{text!r} is not an ISO 8601 time such as 2026-01-31T12:00:00Z"
        ) from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def register(commands: Subcommands) -> None:
    parser = commands.add_parser(
        "sync-wiki",
        help="fetch a whole MediaWiki wiki, then only what changed (resumable)",
        description="The first run fetches every article (or the --category members); later "
        "runs fetch only pages changed, created or moved since the last completed run and drop "
        "deleted ones. A run that is interrupted resumes where it stopped.",
    )
    parser.add_argument("--db", type=Path, help="database path (default: $JUDGEBOT_DB or per-user)")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    parser.add_argument(
        "base_url",
        nargs="?",
        default=DEFAULT_WIKI_URL,
        help=f"the wiki (default: {DEFAULT_WIKI_URL})",
    )
    parser.add_argument(
        "--category",
        action="append",
        default=[],
        metavar="C",
        help="only the articles in this category (repeatable)",
    )
    parser.add_argument(
        "--all", action="store_true", help="enumerate every page again, not only recent changes"
    )
    parser.add_argument(
        "--since", type=_timestamp, metavar="TIMESTAMP", help="fetch what changed since then"
    )
    parser.add_argument(
        "--limit", type=whole_number(1), metavar="N", help="fetch at most N pages in this run"
    )
    parser.add_argument(
        "--delay",
        type=seconds,
        default=DEFAULT_DELAY_SECONDS,
        metavar="S",
        help=f"seconds between requests (default: {DEFAULT_DELAY_SECONDS:g})",
    )
    parser.set_defaults(run_subcommand=run)


def _report_text(report: SyncReport) -> str:
    state = "complete" if report.complete else f"{report.remaining} pages left for the next run"
    lines = [
        f"sync-wiki ({report.mode}, {report.kind}): {report.fetched} fetched, "
        f"{report.unchanged} unchanged, {report.deleted} deleted, {report.failed} failed "
        f"in {report.elapsed:.1f} s; {state}",
        # Notes and failures quote the wiki's own words (titles, error texts).
        *(f"  note: {shown(note)}" for note in report.notes),
        *(f"  failed: {shown(failure)}" for failure in report.failures),
    ]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    # The sync (HTTP client, HTML parser) loads only when it runs: every other command of the
    # command line starts sooner without it.
    from scraper.wiki_sync import SyncError, SyncOptions, SyncStorageError, sync_wiki

    db_path = writable_db(args)
    options = SyncOptions(
        base_url=args.base_url if args.base_url.endswith("/") else args.base_url + "/",
        categories=tuple(args.category),
        full=args.all,
        since=args.since,
        limit=args.limit,
        delay_seconds=args.delay,
        contact=settings_of(args).contact,
        show_progress=not args.json,
    )
    try:
        report = sync_wiki(db_path, options)
    except SyncStorageError as error:
        raise CommandFailed(str(error), EXIT_NOT_FOUND) from error
    except SyncError as error:
        raise CommandFailed(f"{error} (the database was left unchanged)", EXIT_BAD_INPUT) from error
    if args.json:
        summary = {
            "db": str(db_path),
            "mode": report.mode,
            "kind": report.kind,
            "fetched": report.fetched,
            "unchanged": report.unchanged,
            "deleted": report.deleted,
            "failed": report.failed,
            "remaining": report.remaining,
            "complete": report.complete,
            "elapsed": report.elapsed,
            "failures": report.failures,
            "notes": report.notes,
        }
        print(json.dumps(summary, ensure_ascii=False))
    else:
        print(_report_text(report))
    return EXIT_OK
