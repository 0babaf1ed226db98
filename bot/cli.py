"""`judgebot`: the command line. A thin shell over the application layer (lookups), the scraper
(build, ingest) and the Discord runner; `--json` prints exactly one JSON object on stdout."""

from __future__ import annotations

import argparse
import asyncio
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, NoReturn

from bot.app_protocol import Application, BadInputError, NotFoundError
from bot.ingest_options import add_crawl_options
from bot.settings import Settings, SettingsError
from bot.sync_wiki_command import add_sync_wiki_parser, sync_wiki_command
from rulesdb.store import DatabaseError

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

    ingest = commands.add_parser("ingest", help="add files or live wiki pages to the database")
    _add_common(ingest, lang=False)
    ingest.add_argument("sources", nargs="+", help="files (rules text, page dump, HTML) or URLs")
    add_crawl_options(ingest)

    rule = commands.add_parser("rule", help="a rule by number (724.5a, CR 104.3, ７２４．５ａ)")
    _add_common(rule)
    rule.add_argument("number")
    rule.add_argument("--edition", help="rules edition as YYYYMMDD")

    search = commands.add_parser("search", help="answer a question in Japanese or English")
    _add_common(search)
    search.add_argument("query", nargs="?", default=None)
    search.add_argument("--limit", type=int, default=10)
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

    console = commands.add_parser("console", help="type the bot's commands in a terminal")
    _add_common(console)

    run = commands.add_parser("run", help="the Discord bot if DISCORD_TOKEN is set, else console")
    _add_common(run)

    health = commands.add_parser("health", help="exit 0 when the database and bot are healthy")
    _add_common(health, lang=False)
    health.add_argument("--max-age", type=float, default=180.0, help="heartbeat age limit (s)")

    add_sync_wiki_parser(commands)

    sync = commands.add_parser("sync", help="register the slash commands with Discord")
    _add_common(sync, lang=False)
    sync.add_argument("--guild", type=int, help="a guild id for instant, guild-only commands")
    return parser


def _emit(args: argparse.Namespace, answer: Mapping[str, object], text: Callable[[], str]) -> None:
    """`--json` prints the answer as it is, key for key; otherwise its rendering."""
    if args.json:
        print(json.dumps(answer, ensure_ascii=False))
    else:
        print(text())


def _fail(args: argparse.Namespace, code: int, error: NotFoundError | BadInputError) -> int:
    from bot.app import describe_error

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


def resolve_db(args: argparse.Namespace) -> Path:
    from rulesdb.store import is_current

    path = _db_path(args)
    if not is_current(path):
        from scraper.ingest import build_bundled

        print(f"judgebot: building the database at {path} from the bundled corpus", file=sys.stderr)
        build_bundled(path, data_dir=_settings(args).data_dir)
    return path


async def _with_app(args: argparse.Namespace, work: Callable[[Application], Awaitable[int]]) -> int:
    from bot.app import JudgeApp

    cache_size = _settings(args).answer_cache_size
    app = await JudgeApp.open(resolve_db(args), answer_cache_size=cache_size)
    try:
        return await work(app)
    finally:
        await app.close()


async def _rule(args: argparse.Namespace, app: Application) -> int:
    from bot.render_text import render_rule

    try:
        answer = await app.rule(args.number, edition=args.edition)
    except NotFoundError as error:
        return _fail(args, EXIT_NOT_FOUND, error)
    _emit(args, answer, lambda: render_rule(answer, args.lang))
    return EXIT_OK


async def _search(args: argparse.Namespace, app: Application) -> int:
    from bot.render_text import render_search

    if args.batch:
        for line in sys.stdin:
            query = line.rstrip("\n")
            answer = await app.search(query, limit=args.limit)
            print(json.dumps(answer, ensure_ascii=False), flush=True)
        return EXIT_OK
    if args.query is None:
        raise UsageError("search needs a QUERY (or --batch with queries on stdin)")
    answer = await app.search(args.query, limit=args.limit)
    _emit(args, answer, lambda: render_search(answer, args.lang))
    return EXIT_OK


async def _card(args: argparse.Namespace, app: Application) -> int:
    from bot.render_text import render_card

    try:
        answer = await app.card(args.name)
    except NotFoundError as error:
        return _fail(args, EXIT_NOT_FOUND, error)
    _emit(args, answer, lambda: render_card(answer, args.lang))
    return EXIT_OK


async def _cards(args: argparse.Namespace, app: Application) -> int:
    from bot.render_text import render_card_lists

    answer = await app.cards(args.query)
    _emit(args, answer, lambda: render_card_lists(answer, args.lang))
    return EXIT_OK


def _simulate(args: argparse.Namespace) -> int:
    # Simulation needs no database: the scenario service runs the engine directly.
    from bot.render_walkthrough import render_walkthrough
    from bot.scenario_service import ScenarioService
    from bot.walkthrough_model import present

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
    _emit(args, result, lambda: render_walkthrough(present(result, lang=args.lang)))
    return EXIT_OK


def _build(args: argparse.Namespace) -> int:
    from scraper.ingest import IngestError, build_bundled

    path = _db_path(args)
    try:
        report = build_bundled(path, extra=args.extra, data_dir=_settings(args).data_dir)
    except IngestError as error:
        print(f"judgebot: {error} (the database was left unchanged)", file=sys.stderr)
        return EXIT_BAD_INPUT
    summary = {
        "db": str(path),
        "pages": report.pages,
        "editions": report.editions,
        "warnings": len(report.warnings),
    }
    _emit(args, summary, lambda: _report_text(path, report))
    return EXIT_OK


def _report_text(path: Path, report: Any) -> str:
    lines = [f"built {path}", f"  pages: {', '.join(report.pages) or '-'}"]
    lines.append(f"  rules editions: {', '.join(report.editions) or '-'}")
    if report.warnings:
        lines.append(f"  {len(report.warnings)} warnings (source defects), e.g.:")
        lines.extend(f"    {w}" for w in report.warnings[:5])
    return "\n".join(lines)


def _ingest(args: argparse.Namespace) -> int:
    from scraper.ingest import IngestError
    from scraper.live_ingest import ingest_mixed

    path = resolve_db(args)
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
        )
    except IngestError as error:
        print(f"judgebot: {error} (the database was left unchanged)", file=sys.stderr)
        return EXIT_BAD_INPUT
    summary = {
        "db": str(path),
        "pages": report.pages,
        "editions": report.editions,
        "warnings": report.warnings,
    }
    _emit(args, summary, lambda: _report_text(path, report))
    return EXIT_OK


def _run(args: argparse.Namespace) -> int:
    settings = _settings(args)
    path = resolve_db(args)
    if settings.discord_token:
        from bot.discord_app.runner import run_bot_from_path

        run_bot_from_path(path, settings)
        return EXIT_OK
    return _run_console(path, args)


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


def _health(args: argparse.Namespace) -> int:
    import time

    from rulesdb.store import is_current

    path = _db_path(args)
    problems = [] if is_current(path) else [f"database {path} missing or of another schema"]
    heartbeat = _settings(args).heartbeat_file
    if heartbeat is not None and heartbeat.exists():
        age = time.time() - heartbeat.stat().st_mtime
        if age > args.max_age:
            problems.append(f"gateway heartbeat is {age:.0f} s old")
    status = {"healthy": not problems, "problems": problems, "db": str(path)}
    _emit(args, status, lambda: "healthy" if not problems else "; ".join(problems))
    return EXIT_OK if not problems else EXIT_NOT_FOUND


def _console(args: argparse.Namespace) -> int:
    return _run_console(resolve_db(args), args)


def _run_console(path: Path, args: argparse.Namespace) -> int:
    from bot.console import run_console

    cache_size = _settings(args).answer_cache_size
    return asyncio.run(run_console(path, lang=args.lang, answer_cache_size=cache_size))


LOOKUPS: dict[str, Callable[[argparse.Namespace, Application], Awaitable[int]]] = {
    "rule": _rule,
    "search": _search,
    "card": _card,
    "cards": _cards,
}
COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "build": _build,
    "ingest": _ingest,
    "simulate": _simulate,
    "run": _run,
    "sync": _sync,
    "sync-wiki": lambda args: sync_wiki_command(args, resolve_db(args), _settings(args).contact),
    "console": _console,
    "health": _health,
}


def main(argv: Sequence[str] | None = None) -> int:
    # Windows consoles and pipes may not default to UTF-8; Japanese output must survive.
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(encoding="utf-8", errors="replace")
    args = build_parser().parse_args(argv)
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
    except DatabaseError as error:
        print(f"judgebot: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    raise SystemExit(main())
