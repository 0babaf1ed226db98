"""`judgebot search QUERY`: the answer to a question in Japanese or English; `--batch`: one
question a line on stdin, one JSON answer a line on stdout."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterable

from bot.application.app_protocol import Application
from bot.cli.argument_types import whole_number
from bot.cli.ask.opened_app import answered_by_app
from bot.cli.options import Subcommands, add_common, reply_lang
from bot.cli.output import EXIT_BAD_INPUT, EXIT_OK, UsageError, emit


def register(commands: Subcommands) -> None:
    search = commands.add_parser("search", help="answer a question in Japanese or English")
    add_common(search, lang_from_text=True)
    search.add_argument("query", nargs="?", default=None)
    search.add_argument("--limit", type=whole_number(1), default=10, help="most hits shown (1-50)")
    search.add_argument("--batch", action="store_true", help="one query a line on stdin")
    search.set_defaults(run_subcommand=answered_by_app(answer, semantic=True))


async def answer(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_search

    if args.batch:
        return await _answer_batch(args, app)
    if args.query is None:
        raise UsageError("search needs a QUERY (or --batch with queries on stdin)")
    lang = reply_lang(args, args.query)
    found = await app.search(args.query, limit=args.limit, lang=lang)
    emit(args, found, lambda: render_search(found, lang, simulate="judgebot simulate"))
    return EXIT_OK


async def _answer_batch(args: argparse.Namespace, app: Application) -> int:
    """One JSON line per stdin line; a line that is not UTF-8 gets an error line (and exit 2)
    while the lines after it are still answered."""
    code = EXIT_OK
    # The bytes, where there are any (a text stream replaced in tests has none).
    lines: Iterable[bytes | str] = getattr(sys.stdin, "buffer", sys.stdin)
    for number, raw in enumerate(lines, start=1):
        try:
            text = raw if isinstance(raw, str) else raw.decode("utf-8")
            query = text.rstrip("\r\n")
        except UnicodeDecodeError:
            message = f"line {number} of stdin is not UTF-8 text"
            print(f"judgebot: {message}", file=sys.stderr)
            print(json.dumps({"error": message, "line": number}), flush=True)
            code = EXIT_BAD_INPUT
            continue
        found = await app.search(query, limit=args.limit)
        print(json.dumps(found, ensure_ascii=False), flush=True)
    return code
