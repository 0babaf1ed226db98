"""`judgebot simulate SCENARIO`: a preset or a scenario file walked through step by step (no
database: the scenario service runs the engine directly); `--list`: the presets; `--png DIR`:
a picture of each step too."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.application.app_protocol import BadInputError
from bot.cli.options import Subcommands, add_common
from bot.cli.output import EXIT_OK, emit

if TYPE_CHECKING:
    from bot.walkthroughs.scenario_service import ScenarioService


def register(commands: Subcommands) -> None:
    simulate = commands.add_parser("simulate", help="walk through a scenario step by step")
    add_common(simulate)
    simulate.add_argument("scenario", nargs="?", help="a preset name or a JSON/YAML file")
    simulate.add_argument("--list", action="store_true", help="list the presets")
    simulate.add_argument(
        "--png", metavar="DIR", help="also write a picture of each step to DIR (step-001.png, …)"
    )
    simulate.add_argument(
        "--theme",
        choices=("dark", "light"),
        default="dark",
        help="the pictures' colours (default: dark, as Discord's default theme)",
    )
    simulate.set_defaults(run_subcommand=run)


def run(args: argparse.Namespace) -> int:
    from bot.terminal.render_walkthrough import render_walkthrough
    from bot.walkthroughs.model import present
    from bot.walkthroughs.scenario_service import ScenarioService

    service = ScenarioService()
    if args.list or args.scenario is None:
        _list_presets(args, service)
        return EXIT_OK
    result = service.run_source(args.scenario, lang=args.lang)
    if args.png:  # before the output, so that a failure is the only JSON object printed
        from bot.walkthroughs.step_picture import THEMES, write_step_pngs

        walk = present(result, lang=args.lang)
        try:
            written = write_step_pngs(walk, Path(args.png), THEMES[args.theme])
        except OSError as error:
            raise BadInputError(
                f"cannot write pictures to {args.png}: {error}", field="png"
            ) from error
        print(f"{len(written)} pictures in {args.png}", file=sys.stderr)
    emit(args, result, lambda: render_walkthrough(present(result, lang=args.lang)))
    return EXIT_OK


def _list_presets(args: argparse.Namespace, service: ScenarioService) -> None:
    infos = service.presets()
    if args.json:
        listing = [{"name": p.name, "title": dict(p.title)} for p in infos]
        print(json.dumps({"presets": listing}, ensure_ascii=False))
    else:
        for info in infos:
            print(f"{info.name}\t{info.title.get(args.lang, info.title.get('en', ''))}")
