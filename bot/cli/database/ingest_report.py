"""What `judgebot build` and `judgebot ingest` say they did: the summary (`--json`) or its text,
and, when an older database was rebuilt from its recorded sources, what was re-read."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.cli.output import emit

if TYPE_CHECKING:
    from scraper.ingest import IngestReport


def report_ingest(
    args: argparse.Namespace, path: Path, report: IngestReport, *, warnings: object
) -> None:
    """`warnings`: what the summary says of them (build: how many; ingest: the list)."""
    _report_migration(report)
    summary: dict[str, object] = {
        "db": str(path),
        "pages": report.pages,
        "editions": report.editions,
        "warnings": warnings,
    }
    if report.card_files:
        summary["cards"] = report.card_files
    emit(args, summary, lambda: _report_text(path, report))


def _report_migration(report: IngestReport) -> None:
    from bot.cli.database_messages import describe_migration

    migration = report.migration
    if migration is not None:
        lines = describe_migration(
            migration.found, migration.reread, migration.gone, migration.not_fetched
        )
        for line in lines:
            print(f"judgebot: {line}", file=sys.stderr)


def _report_text(path: Path, report: IngestReport) -> str:
    # What this run stored; when it stored none of a kind, what the database keeps of it (a
    # bare "-" read as if the pages and rules were lost).
    pages = ", ".join(report.pages) or "none added (the pages already in the database are kept)"
    lines = [f"built {path}", f"  pages: {pages}"]
    lines.append(f"  rules editions: {', '.join(report.editions) or _kept_editions(path)}")
    if report.card_files:
        lines.append(f"  card data: {', '.join(report.card_files)}")
    if report.warnings:
        lines.append(f"  {len(report.warnings)} warnings (source defects), e.g.:")
        lines.extend(f"    {w}" for w in report.warnings[:5])
    return "\n".join(lines)


def _kept_editions(path: Path) -> str:
    from rulesdb.contents import database_contents

    held = [f"{e.edition} ({e.lang})" for e in database_contents(path).editions]
    if not held:
        return "none added (the database holds only the wiki's quotes of the rules)"
    return f"none added (kept: {', '.join(held)})"
