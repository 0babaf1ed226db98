"""`judgebot`: the command line. A thin shell over the application layer (lookups), the
walkthroughs, the scraper (build, ingest, update) and the Discord runner; `--json` prints exactly
one JSON object on stdout.

One module per subcommand, each adding its parser (`register`) with its run function, in three
rooms: `ask/` (rule, search, card, cards, simulate), `database/` (build, ingest, update,
sync-wiki, embed) and `serve/` (run, console, health, sync, commands). Beside them: the options
they share (`options`, `argument_types`), what they print and their exit codes (`output`), which
database each may use, build or upgrade (`database_policy`) and what is said about a database
that cannot be used (`database_messages`). `main` is the one place errors become messages and
exit codes.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
from collections.abc import Sequence
from typing import NoReturn

from bot.application.app_protocol import BadInputError, NotFoundError
from bot.cli.ask.opened_app import answered_one_question, end_after_one_answer
from bot.cli.options import JudgeArgumentParser
from bot.cli.output import (
    EXIT_BAD_INPUT,
    EXIT_NOT_FOUND,
    CommandFailed,
    UsageError,
    fail,
)
from bot.settings import Settings, SettingsError
from rulesdb.storage.store import DatabaseError
from rulesdb.storage.write_errors import DatabaseBusyError, DatabaseWriteError
from rulesdb.text.normalize import shown

# In the order `judgebot --help` lists them: each module's path, imported when its parser is
# made (a lookup imports its own, not the fourteen others and what they import).
SUBCOMMANDS = (
    "bot.cli.database.build",
    "bot.cli.database.ingest",
    "bot.cli.database.update",
    "bot.cli.ask.rule",
    "bot.cli.ask.search",
    "bot.cli.ask.card",
    "bot.cli.ask.cards",
    "bot.cli.ask.simulate",
    "bot.cli.serve.console",
    "bot.cli.serve.run",
    "bot.cli.serve.health",
    "bot.cli.database.sync_wiki",
    "bot.cli.database.embed",
    "bot.cli.serve.sync",
    "bot.cli.serve.commands",
)


def build_parser(only: str | None = None) -> argparse.ArgumentParser:
    """Every subcommand's parser, or with `only` (a subcommand's name) that one's alone: what a
    run of it reads (making all fifteen cost a lookup's start 7 ms)."""
    parser = JudgeArgumentParser(
        prog="judgebot", description="Bilingual MTG rules judge: lookups, search, walkthroughs."
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    subcommands = parser.add_subparsers(
        dest="command", required=True, parser_class=JudgeArgumentParser
    )
    for subcommand in SUBCOMMANDS:
        if only is None or subcommand_name(subcommand) == only:
            importlib.import_module(subcommand).register(subcommands)
    return parser


def subcommand_name(subcommand: str) -> str:
    """The name the subcommand's module (its path) registers (sync_wiki: sync-wiki)."""
    return subcommand.rpartition(".")[2].replace("_", "-")


def named_subcommand(argv: Sequence[str]) -> str | None:
    """The subcommand `argv` runs, when it names one before anything else but `-v`; else None
    (help, or a mistake whose message lists every subcommand)."""
    names = {subcommand_name(subcommand) for subcommand in SUBCOMMANDS}
    for argument in argv:
        if argument not in ("-v", "--verbose"):
            return argument if argument in names else None
    return None


def undecodable_argument(args: argparse.Namespace) -> str | None:
    """Python keeps argv bytes that are not UTF-8 as lone surrogates ("surrogateescape"), which
    nothing downstream can encode: name the first such argument."""
    for name, value in vars(args).items():
        values = value if isinstance(value, list) else [value]
        for item in values:
            try:
                str(item).encode("utf-8")
            except UnicodeEncodeError:
                return f"the {name} argument is not valid UTF-8 text"
    return None


def main(argv: Sequence[str] | None = None) -> int:
    # Windows consoles and pipes may not default to UTF-8; Japanese output must survive, and
    # console input that is not UTF-8 is read with replacement characters, not a traceback.
    for stream in (sys.stdin, sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors="replace")
    arguments = sys.argv[1:] if argv is None else list(argv)
    args = build_parser(named_subcommand(arguments)).parse_args(arguments)
    problem = undecodable_argument(args)
    if problem is not None:
        print(f"judgebot: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    logging.basicConfig(
        level=logging.INFO if args.verbose else logging.WARNING,
        format="%(levelname)s %(name)s: %(message)s",
        stream=sys.stderr,
    )
    try:
        args.settings = Settings.from_environ(os.environ)
    except SettingsError as error:
        print(f"judgebot: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    return _run_reporting_failures(args)


# What a shell reports for a process killed by SIGPIPE (128 + 13).
EXIT_BROKEN_PIPE = 141


def command_line() -> NoReturn:
    """The `judgebot` script: `main` on the process's arguments, then the process ends. After a
    lookup of one question it ends without Python's teardown, once its output is flushed:
    the teardown frees the indexes the answer read object by object, which cost a search as
    much as its answer's own ranking; nothing else is left to close (the database and its
    thread are closed with the lookup). Every other command ends as usual."""
    end_after_one_answer()
    code = main()
    if not answered_one_question():
        sys.exit(code)
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        code = EXIT_BROKEN_PIPE
    os._exit(code)


def _run_reporting_failures(args: argparse.Namespace) -> int:
    """The subcommand's exit code; a failure it raises said in one line (and, for a lookup
    with `--json`, as the error object) with the exit code it means."""
    try:
        code: int = args.run_subcommand(args)
        return code
    except BrokenPipeError:
        # The reader went away (`judgebot search … | head`): nothing more to say to anyone.
        # Python would still try to flush stdout at exit and print a traceback.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    except NotFoundError as error:
        return fail(args, EXIT_NOT_FOUND, error)
    except BadInputError as error:
        return fail(args, EXIT_BAD_INPUT, error)
    except UsageError as error:
        print(f"judgebot: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except CommandFailed as error:
        print(f"judgebot: {shown(error.message)}", file=sys.stderr)
        return error.code
    except (DatabaseError, DatabaseBusyError, DatabaseWriteError) as error:
        from bot.cli.database_messages import describe_database_error

        print(f"judgebot: {describe_database_error(error)}", file=sys.stderr)
        # Busy (--no-wait) and a full disk are failures of this run, not of its input.
        failed = isinstance(error, DatabaseBusyError | DatabaseWriteError)
        return EXIT_NOT_FOUND if failed else EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130
