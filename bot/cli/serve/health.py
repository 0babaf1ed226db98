"""`judgebot health`: exit 0 when the database is current and whole and the bot's gateway
heartbeat is fresh, else 1 with the problems (the container's health check)."""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from bot.cli.database_policy import db_path
from bot.cli.options import Subcommands, add_common, settings_of
from bot.cli.output import EXIT_NOT_FOUND, EXIT_OK, emit


def register(commands: Subcommands) -> None:
    health = commands.add_parser("health", help="exit 0 when the database and bot are healthy")
    add_common(health, lang=False)
    health.add_argument("--max-age", type=float, default=180.0, help="heartbeat age limit (s)")
    health.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from bot.cli.database_messages import describe_state
    from rulesdb.meaning.vector_location import vectors_path
    from rulesdb.storage.store import DatabaseKind, DatabaseState, inspect_database, page_problems

    path = db_path(args)
    state = inspect_database(path)
    if state.is_current:
        # A damaged page would otherwise surface only when a question reads it.
        damage = page_problems(path)
        if damage:
            state = DatabaseState(path, DatabaseKind.DAMAGED, "quick_check: " + "; ".join(damage))
    problems = [] if state.is_current else [describe_state(state)]
    heartbeat = _heartbeat_problem(settings_of(args).heartbeat_file, args.max_age)
    if heartbeat is not None:
        problems.append(heartbeat)
    vectors = vectors_path(path)
    # Informational: without the file the search is lexical, which is not a fault.
    status = {
        "healthy": not problems,
        "problems": problems,
        "db": str(path),
        "vectors": str(vectors) if vectors.exists() else None,
    }
    emit(args, status, lambda: "healthy" if not problems else "; ".join(problems))
    return EXIT_OK if not problems else EXIT_NOT_FOUND


def _heartbeat_problem(heartbeat: Path | None, max_age: float) -> str | None:
    """Why the bot's gateway heartbeat file shows it unhealthy, or None when it does not."""
    if heartbeat is None:
        return None
    try:
        age = time.time() - heartbeat.stat().st_mtime
    except FileNotFoundError:
        return f"the bot is not connected to Discord (no heartbeat file {heartbeat})"
    return f"gateway heartbeat is {age:.0f} s old" if age > max_age else None
