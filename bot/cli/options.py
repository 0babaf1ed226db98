"""The parser every subcommand is added to (bad usage exits 2), the options many subcommands
share, and the settings `main` read from the environment."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, NoReturn, TypeAlias

from bot.cli.output import EXIT_BAD_INPUT
from bot.settings import Settings
from rulesdb.text.normalize import has_japanese

# What `add_subparsers` returns: each subcommand module's `register` adds its parser to it.
Subcommands: TypeAlias = "argparse._SubParsersAction[Any]"


class _HelpFormatter(argparse.HelpFormatter):
    """argparse's, as wide as the terminal without importing `shutil` for it: argparse makes a
    formatter for every option it adds, and `shutil` (with the compression modules it imports)
    was a millisecond or two of every command's start. The width is found as
    `shutil.get_terminal_size` finds it: $COLUMNS, else the terminal's, else 80."""

    def __init__(
        self,
        prog: str,
        indent_increment: int = 2,
        max_help_position: int = 24,
        width: int | None = None,
    ) -> None:
        if width is None:
            width = _terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)


def _terminal_columns() -> int:
    try:
        columns = int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns or 80


class JudgeArgumentParser(argparse.ArgumentParser):
    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _HelpFormatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"judgebot: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def add_common(
    parser: argparse.ArgumentParser, *, lang: bool = True, lang_from_text: bool = False
) -> None:
    """`--db`, `--json` and `--lang`; with `lang_from_text` the language defaults to the one
    the user's text is written in (`reply_lang`), otherwise to Japanese."""
    parser.add_argument("--db", type=Path, help="database path (default: $JUDGEBOT_DB or per-user)")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    if lang:
        default = None if lang_from_text else "ja"
        hint = "language of prose (default: the question's)" if lang_from_text else None
        parser.add_argument(
            "--lang", choices=("ja", "en"), default=default, help=hint or "language of prose"
        )


def reply_lang(args: argparse.Namespace, text: str) -> str:
    """The reply's language: `--lang` when given, else the language `text` is written in (any
    Japanese in it makes it Japanese), so that one reply speaks one language."""
    if args.lang is not None:
        return str(args.lang)
    return "ja" if has_japanese(text) else "en"


def add_no_wait(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--no-wait",
        action="store_true",
        help="fail at once (exit 1) instead of waiting while another judgebot writes the database",
    )


def settings_of(args: argparse.Namespace) -> Settings:
    settings: Settings = args.settings  # read from the environment by main()
    return settings
