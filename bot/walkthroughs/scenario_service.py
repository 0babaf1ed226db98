"""Scenarios and their walkthroughs, without a database: presets, scenario files and uploads,
the scenarios /subgame and /loss build (`bot.walkthroughs.scenarios`), and runs of the engine.

The CLI, the console and the Discord bot all simulate through one `ScenarioService`; none of
them opens the rules database to do so. Errors are the application layer's: `NotFoundError` with
close preset names, `BadInputError` naming the field.
"""

from __future__ import annotations

import functools
import json
import os
import stat
from collections.abc import Callable
from pathlib import Path

import engine
from bot.application.answer_cache import AnswerCache
from bot.application.answer_types import SimulationResult
from bot.application.app_protocol import BadInputError, NotFoundError
from bot.settings import ANSWER_CACHE_SIZE
from bot.walkthroughs.scenarios import Scenario
from engine.presets import PresetInfo, get_preset, list_presets
from engine.scenario.limits import MAX_NESTING
from engine.scenario.model import Scenario as ValidScenario
from engine.scenario.textload import json_int, nesting_depth
from engine.scenario.validation import validate_scenario
from engine.simulation import run as run_valid_scenario

MAX_SCENARIO_BYTES = 1_000_000  # a scenario file read from disk (CLI, console)


def parse_scenario_bytes(name: str, data: bytes, *, field: str = "file") -> Scenario:
    """A scenario from a file's bytes: JSON, or YAML (by a .yaml/.yml name, or text that does not
    start like JSON). BadInputError under `field` names the problem, never a traceback: not even
    for JSON nested thousands deep, which Python's parser answers with a RecursionError."""
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise BadInputError(f"{name} is not UTF-8 text", field=field) from exc
    stripped = text.strip()
    if name.lower().endswith((".yaml", ".yml")) or not stripped.startswith(("{", "[")):
        # The engine's loader: safe, size-capped, and it refuses YAML aliases (alias bombs).
        try:
            parsed: object = engine.load_scenario_text(text)
        except engine.ScenarioError as exc:
            raise BadInputError(f"{name}: invalid YAML ({exc})", field=field) from exc
    else:
        try:
            parsed = json.loads(stripped, parse_int=json_int)
        except json.JSONDecodeError as exc:
            raise BadInputError(
                f"{name}: invalid JSON at line {exc.lineno}, column {exc.colno}", field=field
            ) from exc
        except RecursionError:  # deeper than Python's parser goes
            raise _json_too_deep(name, field) from None
        if nesting_depth(parsed) > MAX_NESTING:
            raise _json_too_deep(name, field)
    if not isinstance(parsed, dict):
        raise BadInputError(f"{name}: a scenario must be an object", field=field)
    return parsed


def _json_too_deep(name: str, field: str) -> BadInputError:
    return BadInputError(
        f"{name}: the JSON is nested too deeply (at most {MAX_NESTING} levels)", field=field
    )


def read_scenario_file(path: Path, *, field: str = "scenario") -> bytes:
    """A scenario file's bytes, at most MAX_SCENARIO_BYTES of them. Devices, FIFOs and folders
    are refused before they are opened: /dev/zero never ends, a FIFO may never answer."""
    name = str(path)[:100]
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise BadInputError(f"{name} is not a regular file", field)
        # O_NONBLOCK: a FIFO swapped in after the check still cannot make the open wait.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise BadInputError(f"{name} is not a regular file", field)
            data = handle.read(MAX_SCENARIO_BYTES + 1)
    except OSError as error:
        raise BadInputError(f"{name}: cannot be read ({error.strerror or error})", field) from error
    if len(data) > MAX_SCENARIO_BYTES:
        raise BadInputError(f"{name} is larger than {MAX_SCENARIO_BYTES} bytes", field)
    return data


@functools.cache
def _valid_preset(name: str) -> ValidScenario:
    """A preset's scenario, copied and validated once per process (a seventh of a cold
    simulation): the presets are part of the program, and a run only reads its scenario."""
    return validate_scenario(get_preset(name))


def _no_preset(name: str, error: engine.UnknownPresetError) -> NotFoundError:
    hint = "" if error.suggestions else f" ({_preset_list()})"
    return NotFoundError(f"no preset named '{name[:60]}'{hint}", error.suggestions)


def _preset_list() -> str:
    return "presets: " + ", ".join(p.name for p in list_presets())


class ScenarioService:
    """Presets, scenario files and simulations. Preset results are remembered in `answers`: the
    application layer's cache where the process has one, so that a process keeps one bounded
    cache; a fresh one otherwise (the CLI's `simulate` has no database).

    `answers` may be a function giving the application's current cache: a refresh swaps in a new
    database with a new cache, and the old one, full of the old database's answers, must not be
    kept alive for the presets alone."""

    def __init__(
        self, answers: AnswerCache | Callable[[], AnswerCache | None] | None = None
    ) -> None:
        self._answers = answers
        self._own: AnswerCache | None = None
        self.runs = 0  # simulations actually run (the cache's effect, for tests and logs)

    @property
    def answers(self) -> AnswerCache:
        current = self._answers() if callable(self._answers) else self._answers
        if current is not None:
            return current
        if self._own is None:
            self._own = AnswerCache(ANSWER_CACHE_SIZE)
        return self._own

    def presets(self) -> list[PresetInfo]:
        return list_presets()

    def preset(self, name: str) -> Scenario:
        """The scenario of a named preset (the caller's own copy); NotFoundError otherwise."""
        try:
            return get_preset(name)
        except engine.UnknownPresetError as error:
            raise _no_preset(name, error) from error

    def read(self, source: str, *, field: str = "scenario") -> Scenario:
        """A preset by name, or a JSON/YAML file at a path (the CLI and the console)."""
        try:
            return get_preset(source)
        except engine.UnknownPresetError as unknown:
            path = Path(source)
            if not path.exists():
                close = unknown.suggestions
                hint = f"did you mean: {', '.join(close)}" if close else _preset_list()
                raise BadInputError(
                    f"'{source[:60]}' is neither a preset ({hint}) nor a file", field
                ) from None
        return parse_scenario_bytes(source, read_scenario_file(path, field=field), field=field)

    def run(
        self, scenario: Scenario, *, lang: str, stop_when_over: bool = False
    ) -> SimulationResult:
        """The engine's result (`judgebot simulate --json`); BadInputError naming the field."""
        self.runs += 1
        try:
            return engine.simulate(scenario, lang=lang, stop_when_over=stop_when_over)
        except engine.ScenarioError as error:
            raise BadInputError(error.message, error.field) from error

    def run_built(self, scenario: Scenario, *, lang: str) -> SimulationResult:
        """A scenario built from options (/subgame, /loss): it stops where the game ends."""
        return self.run(scenario, lang=lang, stop_when_over=True)

    def run_source(self, source: str, *, lang: str) -> SimulationResult:
        """A preset (remembered) or a scenario file, by what the user typed."""
        if source in {p.name for p in list_presets()}:
            return self.run_preset(source, lang=lang)
        return self.run(self.read(source), lang=lang)

    def run_preset(self, name: str, *, lang: str) -> SimulationResult:
        """A preset's result, simulated once per language (each caller gets its own copy)."""
        return self.answers.preset_simulation(name, lang, lambda: self._preset_result(name, lang))

    def _preset_result(self, name: str, lang: str) -> SimulationResult:
        try:
            scenario = _valid_preset(name)
        except engine.UnknownPresetError as error:
            raise _no_preset(name, error) from error
        self.runs += 1
        result = run_valid_scenario(scenario, lang=lang).result
        if lang == "ja":
            # A scenario's title is written in English; a preset also has a Japanese one, and
            # the result's title follows --lang like its steps (docs/cli-contract.md).
            titles = {p.name: p.title for p in list_presets()}
            result["title"] = titles.get(name, {}).get("ja") or result["title"]
        return result
