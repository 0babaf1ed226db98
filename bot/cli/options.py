"""The parser every subcommand is added to (bad usage exits 2), the options many subcommands
share, and the settings `main` read from the environment."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any, NoReturn, TypeAlias

from bot.cli.output import EXIT_BAD_INPUT
from bot.settings import Settings

# What `add_subparsers` returns: each subcommand module's `register` adds its parser to it.
Subcommands: TypeAlias = "argparse._SubParsersAction[Any]"


class JudgeArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"judgebot: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def add_common(parser: argparse.ArgumentParser, *, lang: bool = True) -> None:
    parser.add_argument("--db", type=Path, help="database path (default: $JUDGEBOT_DB or per-user)")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    if lang:
        parser.add_argument("--lang", choices=("ja", "en"), default="ja", help="language of prose")


def add_no_wait(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--no-wait",
        action="store_true",
        help="fail at once (exit 1) instead of waiting while another judgebot writes the database",
    )


def settings_of(args: argparse.Namespace) -> Settings:
    settings: Settings = args.settings  # read from the environment by main()
    return settings
