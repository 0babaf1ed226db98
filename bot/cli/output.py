"""What the command line prints: an answer as one JSON object (`--json`) or as text, a failure
as a line on stderr (and, with `--json`, as the error object); and its exit codes."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Mapping

from bot.application.app_protocol import BadInputError, NotFoundError

EXIT_OK = 0
EXIT_NOT_FOUND = 1  # also: a run that failed (a source, a busy database, a full disk)
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    """Bad usage that argparse cannot see: exit 2 with the message."""


class CommandFailed(Exception):
    """A subcommand could not do its work: `main` says `message` and exits with `code`."""

    def __init__(self, message: str, code: int) -> None:
        super().__init__(message)
        self.message = message
        self.code = code


def emit(args: argparse.Namespace, answer: Mapping[str, object], text: Callable[[], str]) -> None:
    """`--json` prints the answer as it is, key for key; otherwise its rendering."""
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
    else:
        print(text())


def fail(args: argparse.Namespace, code: int, error: NotFoundError | BadInputError) -> int:
    from bot.application.app import describe_error
    from bot.application.missing_rules import rules_not_loaded

    lang = getattr(args, "lang", None) or "en"
    message = error.message
    if isinstance(error, NotFoundError) and lang == "ja" and error.message_ja:
        message = f"見つかりません: {error.message_ja}"
    print(f"judgebot: {message}", file=sys.stderr)
    if isinstance(error, NotFoundError) and error.rules_not_loaded:
        print("  " + rules_not_loaded(lang), file=sys.stderr)
    if error.suggestions:
        did_you_mean = "もしかして" if lang == "ja" else "did you mean"
        print(f"  {did_you_mean}: " + ", ".join(error.suggestions), file=sys.stderr)
    if getattr(args, "json", False):
        print(json.dumps(describe_error(error), ensure_ascii=False))
    return code
