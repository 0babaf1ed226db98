"""`judgebot update`: its options, and its report (one line per source, or one JSON object)."""

from __future__ import annotations

import argparse
import json
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from bot.settings import Settings

if TYPE_CHECKING:
    from scraper.update import SourceOutcome, UpdateSources

URL_OPTIONS = ("rules_page", "rules_url", "ja_rules_url", "mtgjson")


class UpdateUsageError(ValueError):
    """An option of `judgebot update` is not a usable URL."""


EXIT_OK = 0
EXIT_SOURCE_FAILED = 1


def add_update_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--rules-page", metavar="URL", help="page linking the rules TXT ($JUDGEBOT_RULES_PAGE)"
    )
    parser.add_argument(
        "--rules-url", metavar="URL", help="the English rules TXT itself ($JUDGEBOT_RULES_URL)"
    )
    parser.add_argument(
        "--ja-rules-url", metavar="URL", help="the Japanese rules TXT ($JUDGEBOT_JA_RULES_URL)"
    )
    parser.add_argument(
        "--mtgjson", metavar="URL", help="folder with Meta.json and AtomicCards ($JUDGEBOT_MTGJSON)"
    )


def sources_of(args: argparse.Namespace | None, settings: Settings) -> UpdateSources:
    """The command line's URLs where given, else the settings' (environment or defaults)."""
    from scraper.update import UpdateSources

    def pick(option: str, configured: str | None) -> str | None:
        given: str | None = getattr(args, option, None) if args is not None else None
        return given or configured

    return UpdateSources(
        rules_page=pick("rules_page", settings.rules_page),
        rules_url=pick("rules_url", settings.rules_url),
        ja_rules_url=pick("ja_rules_url", settings.ja_rules_url),
        mtgjson=pick("mtgjson", settings.mtgjson),
    )


def outcome_line(outcome: SourceOutcome) -> str:
    return f"{outcome.name}: {outcome.status} {outcome.version or '-'}: {outcome.detail}"


def report_update(outcomes: Sequence[SourceOutcome], *, as_json: bool) -> int:
    if as_json:
        sources = [
            {"name": o.name, "status": o.status, "version": o.version, "detail": o.detail}
            for o in outcomes
        ]
        print(json.dumps({"sources": sources}, ensure_ascii=False))
    else:
        for outcome in outcomes:
            print(outcome_line(outcome))
    failed = any(outcome.status == "failed" for outcome in outcomes)
    return EXIT_SOURCE_FAILED if failed else EXIT_OK


def check_update_options(args: argparse.Namespace) -> None:
    from scraper.update import url_problem  # the HTTP stack loads only for commands that use it

    for option in URL_OPTIONS:
        value = getattr(args, option)
        problem = url_problem(value) if value is not None else None
        if problem is not None:
            raise UpdateUsageError(f"--{option.replace('_', '-')}: {problem}")


def run_update(db_path: Path, args: argparse.Namespace, settings: Settings) -> int:
    """Exit 0 when no source failed, 1 when one did."""
    from scraper.update import update_database

    outcomes = update_database(db_path, sources_of(args, settings), contact=settings.contact)
    return report_update(outcomes, as_json=args.json)
