"""`judgebot`: the command line. A thin shell over the application layer (lookups), the scraper
(build, ingest) and the Discord runner; `--json` prints exactly one JSON object on stdout."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, NoReturn

from bot.application.app_protocol import Application, BadInputError, NotFoundError
from bot.argument_types import whole_number
from bot.embed_command import add_embed_parser
from bot.ingest_options import add_crawl_options
from bot.settings import Settings, SettingsError
from bot.sync_wiki_command import add_sync_wiki_parser, sync_wiki_command
from bot.update_command import add_update_options
from rulesdb.store import DatabaseError, DatabaseStateError
from rulesdb.write_errors import DatabaseBusyError, DatabaseWriteError

if TYPE_CHECKING:
    from rulesdb.writer_lock import LockPolicy

log = logging.getLogger(__name__)

EXIT_OK = 0
EXIT_NOT_FOUND = 1
EXIT_BAD_INPUT = 2


class UsageError(Exception):
    pass


class JudgeArgumentParser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.print_usage(sys.stderr)
        print(f"judgebot: error: {message}", file=sys.stderr)
        raise SystemExit(EXIT_BAD_INPUT)


def _add_common(parser: argparse.ArgumentParser, *, lang: bool = True) -> None:
    parser.add_argument("--db", type=Path, help="database path (default: $JUDGEBOT_DB or per-user)")
    parser.add_argument("--json", action="store_true", help="print one JSON object on stdout")
    if lang:
        parser.add_argument("--lang", choices=("ja", "en"), default="ja", help="language of prose")


def _add_no_wait(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--no-wait",
        action="store_true",
        help="fail at once (exit 1) instead of waiting while another judgebot writes the database",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = JudgeArgumentParser(
        prog="judgebot", description="Bilingual MTG rules judge: lookups, search, walkthroughs."
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress to stderr")
    commands = parser.add_subparsers(
        dest="command", required=True, parser_class=JudgeArgumentParser
    )

    build = commands.add_parser("build", help="build the database from the bundled corpus")
    _add_common(build, lang=False)
    build.add_argument(
        "extra", nargs="*", type=Path, help="extra files: official rules text files, wiki pages"
    )
    _add_no_wait(build)

    ingest = commands.add_parser("ingest", help="add files or live wiki pages to the database")
    _add_common(ingest, lang=False)
    ingest.add_argument("sources", nargs="+", help="files (rules text, page dump, HTML) or URLs")
    _add_no_wait(ingest)
    add_crawl_options(ingest)

    update = commands.add_parser("update", help="fetch new rules editions and cards")
    _add_common(update, lang=False)
    add_update_options(update)

    rule = commands.add_parser("rule", help="a rule by number (724.5a, CR 104.3, ７２４．５ａ)")
    _add_common(rule)
    rule.add_argument("number")
    rule.add_argument("--edition", help="rules edition as YYYYMMDD")

    search = commands.add_parser("search", help="answer a question in Japanese or English")
    _add_common(search)
    search.add_argument("query", nargs="?", default=None)
    search.add_argument("--limit", type=whole_number(1), default=10, help="most hits shown (1-50)")
    search.add_argument("--batch", action="store_true", help="one query a line on stdin")

    card = commands.add_parser("card", help="a card by English or Japanese name")
    _add_common(card)
    card.add_argument("name")

    cards = commands.add_parser("cards", help="the card list a question means")
    _add_common(cards)
    cards.add_argument("query")

    simulate = commands.add_parser("simulate", help="walk through a scenario step by step")
    _add_common(simulate)
    simulate.add_argument("scenario", nargs="?", help="a preset name or a JSON/YAML file")
    simulate.add_argument("--list", action="store_true", help="list the presets")
    simulate.add_argument(
        "--png", metavar="DIR", help="also write a picture of each step to DIR (step-001.png, …)"
    )

    console = commands.add_parser("console", help="type the bot's commands in a terminal")
    _add_common(console)

    run = commands.add_parser("run", help="the Discord bot if DISCORD_TOKEN is set, else console")
    _add_common(run)

    health = commands.add_parser("health", help="exit 0 when the database and bot are healthy")
    _add_common(health, lang=False)
    health.add_argument("--max-age", type=float, default=180.0, help="heartbeat age limit (s)")

    add_sync_wiki_parser(commands)
    add_embed_parser(commands)

    sync = commands.add_parser("sync", help="register the slash commands with Discord")
    _add_common(sync, lang=False)
    sync.add_argument("--guild", type=int, help="a guild id for instant, guild-only commands")

    listing = commands.add_parser("commands", help="print what sync would register, offline")
    _add_common(listing, lang=False)
    return parser


def _emit(args: argparse.Namespace, answer: Mapping[str, object], text: Callable[[], str]) -> None:
    """`--json` prints the answer as it is, key for key; otherwise its rendering."""
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
    else:
        print(text())


def _fail(args: argparse.Namespace, code: int, error: NotFoundError | BadInputError) -> int:
    from bot.application.app import describe_error

    print(f"judgebot: {error.message}", file=sys.stderr)
    if isinstance(error, NotFoundError) and error.suggestions:
        print("  did you mean: " + ", ".join(error.suggestions), file=sys.stderr)
    if args.json:
        print(json.dumps(describe_error(error), ensure_ascii=False))
    return code


def _settings(args: argparse.Namespace) -> Settings:
    settings: Settings = args.settings  # read from the environment by main()
    return settings


def _db_path(args: argparse.Namespace) -> Path:
    from rulesdb.store import default_db_path

    path: Path = args.db or default_db_path(_settings(args).db)
    return path


def _lock_policy(args: argparse.Namespace, path: Path) -> LockPolicy:
    from bot.database_messages import describe_waiting
    from rulesdb.writer_lock import LockPolicy

    def say_waiting(holder: int | None) -> None:
        print(f"judgebot: {describe_waiting(path, holder)}", file=sys.stderr, flush=True)

    return LockPolicy(wait=not getattr(args, "no_wait", False), on_wait=say_waiting)


def _build_bundled_first(args: argparse.Namespace, path: Path) -> None:
    from scraper.ingest import build_bundled

    print(f"judgebot: building the database at {path} from the bundled corpus", file=sys.stderr)
    build_bundled(path, data_dir=_settings(args).data_dir, lock=_lock_policy(args, path))


def _writable_db(args: argparse.Namespace) -> Path:
    """The database a writing command adds to (`ingest`, `sync-wiki`): the bundled one is built
    first where there is none yet; anything else at the path is judged when it is written."""
    from rulesdb.store import DatabaseKind, inspect_database

    path = _db_path(args)
    if inspect_database(path).kind in (DatabaseKind.ABSENT, DatabaseKind.EMPTY):
        _build_bundled_first(args, path)
    return path


# Commands that write the database they are given, and so may upgrade it first.
UPGRADING_COMMANDS = ("run", "update")


def resolve_db(args: argparse.Namespace) -> Path:
    """The database a reading command uses: it must be a current one. Reading commands never
    write, except `run` (the service), which builds the bundled database at a path where there
    is nothing at all. `run` and `update` (which write anyway) upgrade in place an older
    database this build knows how to upgrade (after an image upgrade; rebuilding it would lose
    a synced wiki)."""
    from rulesdb.atomic import upgrade_in_place
    from rulesdb.store import DatabaseKind, inspect_database
    from rulesdb.upgrades import upgradable

    path = _db_path(args)
    state = inspect_database(path)
    if state.kind is DatabaseKind.ABSENT and args.command == "run":
        _build_bundled_first(args, path)
        state = inspect_database(path)
    if args.command in UPGRADING_COMMANDS and upgradable(state):
        print(
            f"judgebot: upgrading the database at {path} ({state.detail}) in place", file=sys.stderr
        )
        upgrade_in_place(path, lock=_lock_policy(args, path))
        state = inspect_database(path)
    if not state.is_current:
        raise DatabaseStateError(state)
    return path


def _report_migration(report: Any) -> None:
    from bot.database_messages import describe_migration

    migration = report.migration
    if migration is not None:
        lines = describe_migration(
            migration.found, migration.reread, migration.gone, migration.not_fetched
        )
        for line in lines:
            print(f"judgebot: {line}", file=sys.stderr)


async def _with_app(args: argparse.Namespace, work: Callable[[Application], Awaitable[int]]) -> int:
    from bot.application.app import JudgeApp

    cache_size = _settings(args).answer_cache_size
    # Only a search reads the rules' vectors: the other lookups need not load the model.
    app = await JudgeApp.open(
        resolve_db(args), answer_cache_size=cache_size, semantic=args.command == "search"
    )
    try:
        return await work(app)
    finally:
        await app.close()


async def _rule(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_rule

    try:
        answer = await app.rule(args.number, edition=args.edition)
    except NotFoundError as error:
        return _fail(args, EXIT_NOT_FOUND, error)
    except BadInputError as error:
        return _fail(args, EXIT_BAD_INPUT, error)
    _emit(args, answer, lambda: render_rule(answer, args.lang))
    return EXIT_OK


async def _search(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_search

    if args.batch:
        return await _search_batch(args, app)
    if args.query is None:
        raise UsageError("search needs a QUERY (or --batch with queries on stdin)")
    answer = await app.search(args.query, limit=args.limit)
    _emit(args, answer, lambda: render_search(answer, args.lang))
    return EXIT_OK


async def _search_batch(args: argparse.Namespace, app: Application) -> int:
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
        answer = await app.search(query, limit=args.limit)
        print(json.dumps(answer, ensure_ascii=False), flush=True)
    return code


async def _card(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_card

    try:
        answer = await app.card(args.name)
    except NotFoundError as error:
        return _fail(args, EXIT_NOT_FOUND, error)
    except BadInputError as error:
        return _fail(args, EXIT_BAD_INPUT, error)
    _emit(args, answer, lambda: render_card(answer, args.lang))
    return EXIT_OK


async def _cards(args: argparse.Namespace, app: Application) -> int:
    from bot.terminal.render_text import render_card_lists

    answer = await app.cards(args.query)
    _emit(args, answer, lambda: render_card_lists(answer, args.lang))
    return EXIT_OK


def _simulate(args: argparse.Namespace) -> int:
    # Simulation needs no database: the scenario service runs the engine directly.
    from bot.terminal.render_walkthrough import render_walkthrough
    from bot.walkthroughs.model import present
    from bot.walkthroughs.scenario_service import ScenarioService

    service = ScenarioService()
    if args.list or args.scenario is None:
        infos = service.presets()
        if args.json:
            listing = [{"name": p.name, "title": dict(p.title)} for p in infos]
            print(json.dumps({"presets": listing}, ensure_ascii=False))
        else:
            for info in infos:
                print(f"{info.name}\t{info.title.get(args.lang, info.title.get('en', ''))}")
        return EXIT_OK
    try:
        result = service.run_source(args.scenario, lang=args.lang)
    except BadInputError as error:
        return _fail(args, EXIT_BAD_INPUT, error)
    if args.png:  # before the output, so that a failure is the only JSON object printed
        from bot.walkthroughs.step_picture import write_step_pngs

        try:
            written = write_step_pngs(present(result, lang=args.lang), Path(args.png))
        except OSError as error:
            problem = BadInputError(f"cannot write pictures to {args.png}: {error}", field="png")
            return _fail(args, EXIT_BAD_INPUT, problem)
        print(f"{len(written)} pictures in {args.png}", file=sys.stderr)
    _emit(args, result, lambda: render_walkthrough(present(result, lang=args.lang)))
    return EXIT_OK


def _build(args: argparse.Namespace) -> int:
    from scraper.ingest import IngestError, build_bundled

    path = _db_path(args)
    try:
        report = build_bundled(
            path,
            extra=args.extra,
            data_dir=_settings(args).data_dir,
            lock=_lock_policy(args, path),
        )
    except IngestError as error:
        print(f"judgebot: {error} (the database was left unchanged)", file=sys.stderr)
        return EXIT_BAD_INPUT
    _report_migration(report)
    summary = {
        "db": str(path),
        "pages": report.pages,
        "editions": report.editions,
        "warnings": len(report.warnings),
    }
    if report.card_files:
        summary["cards"] = report.card_files
    _emit(args, summary, lambda: _report_text(path, report))
    return EXIT_OK


def _report_text(path: Path, report: Any) -> str:
    lines = [f"built {path}", f"  pages: {', '.join(report.pages) or '-'}"]
    lines.append(f"  rules editions: {', '.join(report.editions) or '-'}")
    if report.card_files:
        lines.append(f"  card data: {', '.join(report.card_files)}")
    if report.warnings:
        lines.append(f"  {len(report.warnings)} warnings (source defects), e.g.:")
        lines.extend(f"    {w}" for w in report.warnings[:5])
    return "\n".join(lines)


def _ingest(args: argparse.Namespace) -> int:
    from scraper.ingest import IngestError
    from scraper.live_ingest import ingest_mixed, locator_problem

    # A URL that cannot be parsed (`https://[::1`) is bad input before anything is opened.
    for locator in args.sources:
        if problem := locator_problem(locator):
            raise UsageError(problem)
    path = _writable_db(args)
    try:
        report = ingest_mixed(
            path,
            args.sources,
            follow_depth=args.follow,
            delay_seconds=args.delay,
            max_bytes=args.max_bytes,
            max_pages=args.max_pages,
            show_progress=not args.json,
            contact=_settings(args).contact,
            lock=_lock_policy(args, path),
            data_dir=_settings(args).data_dir,
        )
    except IngestError as error:
        print(f"judgebot: {error} (the database was left unchanged)", file=sys.stderr)
        return EXIT_BAD_INPUT
    _report_migration(report)
    summary = {
        "db": str(path),
        "pages": report.pages,
        "editions": report.editions,
        "warnings": report.warnings,
    }
    if report.card_files:
        summary["cards"] = report.card_files
    _emit(args, summary, lambda: _report_text(path, report))
    return EXIT_OK


def _update(args: argparse.Namespace) -> int:
    from bot.update_command import UpdateUsageError, check_update_options, run_update

    try:
        check_update_options(args)
    except UpdateUsageError as error:
        raise UsageError(str(error)) from error
    return run_update(resolve_db(args), args, _settings(args))


def _embed(args: argparse.Namespace) -> int:
    from bot.embed_command import run_embed

    return run_embed(resolve_db(args), args)


def _run(args: argparse.Namespace) -> int:
    from bot.jobs.refresh import status_line

    settings = _settings(args)
    if os.environ.get("DISCORD_TOKEN") is not None and not settings.discord_token:
        # Set but blank is a mistake (a lost secret), not a request for the console.
        raise UsageError("DISCORD_TOKEN is set but blank: give the bot token, or unset it")
    path = resolve_db(args)
    if settings.discord_token:
        from bot.discord_app.runner import run_bot_from_path

        run_bot_from_path(path, settings)
        return EXIT_OK
    print(f"judgebot: {status_line(path, settings)}", file=sys.stderr)
    return _run_console(path, args, refresh=settings)


def _sync(args: argparse.Namespace) -> int:
    settings = _settings(args)
    if not settings.discord_token:
        print("judgebot: set DISCORD_TOKEN to sync the slash commands", file=sys.stderr)
        return EXIT_BAD_INPUT
    from bot.discord_app.runner import sync_commands_from_path

    names = sync_commands_from_path(resolve_db(args), settings, guild_id=args.guild)
    where = f"guild {args.guild}" if args.guild else "every guild (global)"
    summary = {"synced": names, "guild": args.guild}
    _emit(args, summary, lambda: f"synced {len(names)} commands to {where}: {', '.join(names)}")
    return EXIT_OK


def _commands(args: argparse.Namespace) -> int:
    from bot.discord_app.runner import command_payload_from_path

    payload = command_payload_from_path(resolve_db(args), _settings(args))
    _emit(args, {"commands": payload}, lambda: _commands_text(payload))
    return EXIT_OK


def _commands_text(payload: list[dict[str, Any]]) -> str:
    kinds = {1: "/", 2: "user menu: ", 3: "message menu: "}
    return "\n".join(
        f"{kinds.get(command.get('type', 1), '?')}{command['name']}"
        f"  contexts {command.get('contexts')}  installs {command.get('integration_types')}"
        for command in payload
    )


def _heartbeat_problem(heartbeat: Path | None, max_age: float) -> str | None:
    """Why the bot's gateway heartbeat file shows it unhealthy, or None when it does not."""
    import time

    if heartbeat is None:
        return None
    try:
        age = time.time() - heartbeat.stat().st_mtime
    except FileNotFoundError:
        return f"the bot is not connected to Discord (no heartbeat file {heartbeat})"
    return f"gateway heartbeat is {age:.0f} s old" if age > max_age else None


def _health(args: argparse.Namespace) -> int:
    from bot.database_messages import describe_state
    from rulesdb.store import DatabaseKind, DatabaseState, inspect_database, page_problems

    path = _db_path(args)
    state = inspect_database(path)
    if state.is_current:
        # A damaged page would otherwise surface only when a question reads it.
        damage = page_problems(path)
        if damage:
            state = DatabaseState(path, DatabaseKind.DAMAGED, "quick_check: " + "; ".join(damage))
    problems = [] if state.is_current else [describe_state(state)]
    heartbeat = _heartbeat_problem(_settings(args).heartbeat_file, args.max_age)
    if heartbeat is not None:
        problems.append(heartbeat)
    from rulesdb.semantic import vectors_path

    vectors = vectors_path(path)
    # Informational: without the file the search is lexical, which is not a fault.
    status = {
        "healthy": not problems,
        "problems": problems,
        "db": str(path),
        "vectors": str(vectors) if vectors.exists() else None,
    }
    _emit(args, status, lambda: "healthy" if not problems else "; ".join(problems))
    return EXIT_OK if not problems else EXIT_NOT_FOUND


def _console(args: argparse.Namespace) -> int:
    return _run_console(resolve_db(args), args)


def _run_console(path: Path, args: argparse.Namespace, *, refresh: Settings | None = None) -> int:
    from bot.terminal.console import run_console

    cache_size = _settings(args).answer_cache_size
    return asyncio.run(
        run_console(path, lang=args.lang, answer_cache_size=cache_size, refresh=refresh)
    )


LOOKUPS: dict[str, Callable[[argparse.Namespace, Application], Awaitable[int]]] = {
    "rule": _rule,
    "search": _search,
    "card": _card,
    "cards": _cards,
}
COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "build": _build,
    "ingest": _ingest,
    "update": _update,
    "simulate": _simulate,
    "run": _run,
    "sync": _sync,
    "commands": _commands,
    "sync-wiki": lambda args: sync_wiki_command(args, _writable_db(args), _settings(args).contact),
    "console": _console,
    "health": _health,
    "embed": _embed,
}


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
    args = build_parser().parse_args(argv)
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
    try:
        if args.command in LOOKUPS:
            lookup = LOOKUPS[args.command]
            return asyncio.run(_with_app(args, lambda app: lookup(args, app)))
        return COMMANDS[args.command](args)
    except UsageError as error:
        print(f"judgebot: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except (DatabaseError, DatabaseBusyError, DatabaseWriteError) as error:
        from bot.database_messages import describe_database_error

        print(f"judgebot: {describe_database_error(error)}", file=sys.stderr)
        # Busy (--no-wait) and a full disk are failures of this run, not of its input.
        failed = isinstance(error, DatabaseBusyError | DatabaseWriteError)
        return EXIT_NOT_FOUND if failed else EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
