"""`judgebot console`: the bot's slash commands typed in a terminal, answered by the same
application layer and rendered as text. Enter steps through a walkthrough (b goes back, q
stops, as its prompt says); when stdin is not a terminal the whole walkthrough is printed at
once."""

from __future__ import annotations

import asyncio
import shlex
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TextIO, cast

from bot.application.answer_types import AboutAnswer, RuleAnswer, SimulationResult, VerdictAnswer
from bot.application.app import JudgeApp
from bot.application.app_protocol import BadInputError, NotFoundError
from bot.application.missing_rules import official_rules_loaded, rules_not_loaded
from bot.application.reading.verdict_grounds import walkthrough_edition
from bot.application.rule_or_term import is_glossary, rule_or_term
from bot.jobs.refresh import background_refresh, say_on_stderr
from bot.settings import ANSWER_CACHE_SIZE, DEFAULT_RULE_LINKS, Settings
from bot.terminal.help_text import HELP, console_command
from bot.terminal.render_glossary import render_glossary
from bot.terminal.render_text import (
    render_card,
    render_card_lists,
    render_rule,
    render_search,
)
from bot.terminal.render_walkthrough import closing_text, step_text
from bot.walkthroughs.labels import label
from bot.walkthroughs.model import load_walkthrough
from bot.walkthroughs.reader_names import named_for_reader
from bot.walkthroughs.scenario_service import ScenarioService
from bot.walkthroughs.scenarios import (
    LOSS_OPTIONS,
    MAX_COUNT,
    SUBGAME_OPTIONS,
    Lang,
    OptionKind,
    loss_scenario,
    subgame_scenario,
)

# The console's own messages, in its language (the application layer's errors are shown as
# they come).
MESSAGES: dict[str, dict[str, str]] = {
    "lang": {"ja": "/lang ja または /lang en と入力してください", "en": "/lang ja or /lang en"},
    "rule_number": {
        "ja": "/rule には番号が必要です (例: /rule 724.5)",
        "en": "/rule needs a number, e.g. /rule 724.5",
    },
    "unknown_command": {
        "ja": "/{command} というコマンドはありません。ヘルプ と入力するとコマンドの一覧が出ます",
        "en": "unknown command /{command}; type help for the list of commands",
    },
    "scenario_name": {
        "ja": "シナリオ名を読み取れません: {error}",
        "en": "cannot read the scenario name: {error}",
    },
    "options": {
        "ja": "オプションを読み取れません: {error}",
        "en": "cannot read the options: {error}",
    },
    "not_an_option": {
        "ja": "'{word}' は /{command} のオプションではありません (名前=値。名前: {names})",
        "en": "'{word}' is not an option of /{command} (name=value; names: {names})",
    },
    "count": {
        "ja": "{name}={value}: 0 から {most} までの整数を指定してください",
        "en": "{name}={value}: give a whole number from 0 to {most}",
    },
    "yes_no": {
        "ja": "{name}={value}: yes か no を指定してください",
        "en": "{name}={value}: give yes or no",
    },
    "choice": {
        "ja": "{name}={value}: 次のいずれかを指定してください: {choices}",
        "en": "{name}={value}: give one of {choices}",
    },
    "no_verdict": {
        "ja": "/step は判定の出た検索のあとで、その状況を一手ずつ確認します",
        "en": "/step steps through the situation of the last search that got a verdict",
    },
    "loss_condition": {
        "ja": "/loss には condition=life|poison|empty_library|effect|concede が必要です",
        "en": "/loss needs condition=life|poison|empty_library|effect|concede",
    },
}
YES = ("yes", "true", "on")
NO = ("no", "false", "off")


NOT_FOUND = {"ja": "見つかりません: ", "en": ""}  # the English message says "not found" itself


class ConsoleInputError(BadInputError):
    """Bad input the console itself found: `key` into MESSAGES, with the values to fill in."""

    def __init__(self, key: str, field: str, **values: object) -> None:
        super().__init__(MESSAGES[key]["en"].format(**values), field)
        self.key = key
        self.values = values

    def in_language(self, lang: str) -> str:
        return MESSAGES[self.key].get(lang, MESSAGES[self.key]["en"]).format(**self.values)


class Console:
    def __init__(
        self,
        app: JudgeApp,
        *,
        lang: str,
        out: TextIO,
        read_line: Callable[[], str | None],
        interactive: bool,
        scenarios: ScenarioService | None = None,
    ) -> None:
        self.app = app
        # The app's cache keeps the preset results too: one bounded cache for the process.
        self.scenarios = scenarios or ScenarioService(lambda: self.app.answers)
        self.lang = lang
        self.out = out
        self.read_line = read_line
        self.interactive = interactive
        # The last search's verdict, whose scenario /step walks through.
        self.verdict: VerdictAnswer | None = None

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def handle(self, line: str) -> bool:
        """Answer one line; False when the user wants to leave."""
        line = line.strip()
        if not line:
            return True
        command, rest = console_command(line)
        if command in {"quit", "exit", "q"}:
            return False
        try:
            await self._dispatch(command, rest)
        except NotFoundError as error:
            suggestions = f" ({', '.join(error.suggestions)})" if error.suggestions else ""
            self.say(f"! {NOT_FOUND.get(self.lang, '')}{error.in_language(self.lang)}{suggestions}")
            if error.rules_not_loaded:
                self.say(f"  {rules_not_loaded(self.lang)}")
        except ConsoleInputError as error:
            self.say(f"! {error.in_language(self.lang)}")
        except BadInputError as error:
            suggestions = f" ({', '.join(error.suggestions)})" if error.suggestions else ""
            self.say(f"! {error.message}{suggestions}")
        return True

    async def _dispatch(self, command: str, rest: str) -> None:
        if command == "help" or command == "":
            self.say(HELP[self.lang])
        elif command == "lang":
            if rest not in ("ja", "en"):
                raise ConsoleInputError("lang", "lang")
            self.lang = rest
            self.say(f"lang = {rest}")
        elif command == "rule":
            parts = rest.split()
            if not parts:
                raise ConsoleInputError("rule_number", "number")
            # Only a YYYYMMDD word is an edition: the 704 of `/rule CR 704` is the number.
            edition = parts[-1] if len(parts) > 1 and _is_edition(parts[-1]) else None
            number = " ".join(parts[:-1] if edition else parts)
            found = await rule_or_term(self.app, number, edition=edition, lang=self.lang)
            if is_glossary(found):
                self.say(render_glossary(found, self.lang))
            else:
                self.say(render_rule(cast(RuleAnswer, found), self.lang))
        elif command == "search":
            await self._search(rest)
        elif command == "step":
            await self._step()
        elif command == "card":
            self.say(render_card(await self.app.card(rest), self.lang))
        elif command == "cards":
            self.say(render_card_lists(await self.app.cards(rest), self.lang))
        elif command == "simulate":
            await self._simulate(rest)
        elif command in ("subgame", "loss"):
            await self._built(command, rest)
        elif command == "about":
            self.say(_render_about(await self.app.about()))
        else:
            raise ConsoleInputError("unknown_command", "command", command=command[:30])

    async def _search(self, question: str) -> None:
        found = await self.app.search(question, limit=5, lang=self.lang)
        verdict = found["verdict"]
        self.verdict = verdict
        self.say(render_search(found, self.lang, step="/step"))

    async def _step(self) -> None:
        """The situation the last search's verdict judged, step by step."""
        if self.verdict is None:
            raise ConsoleInputError("no_verdict", "command")
        # Its players named for the reader, its rules numbered as the verdict printed them.
        scenario = named_for_reader(self.verdict["scenario"], self.lang)
        result = self.scenarios.run(scenario, lang=self.lang)
        await self._walk(result, edition=walkthrough_edition(self.verdict))

    async def _built(self, command: str, rest: str) -> None:
        options = parse_options(rest, command)
        if command == "loss" and "condition" not in options:
            raise ConsoleInputError("loss_condition", "condition")
        lang: Lang = "ja" if self.lang == "ja" else "en"
        # parse_options passed only this builder's option names, each of its kind.
        if command == "subgame":
            scenario = subgame_scenario(lang, **options)  # type: ignore[arg-type]
        else:
            scenario = loss_scenario(lang, **options)  # type: ignore[arg-type]
        await self._walk(self.scenarios.run_built(scenario, lang=lang))

    async def _simulate(self, rest: str) -> None:
        if not rest:
            for preset in self.scenarios.presets():
                self.say(f"  {preset.name}  {preset.title.get(self.lang, '')}")
            return
        try:
            source = shlex.split(rest)[0]
        except ValueError as error:
            raise ConsoleInputError("scenario_name", "scenario", error=error) from error
        await self._walk(self.scenarios.run_source(source, lang=self.lang))

    async def _walk(self, result: SimulationResult, edition: str | None = None) -> None:
        """Step by step on a terminal (Enter: next, b: back, q: quit, as the prompt says);
        whole otherwise."""
        walk = await load_walkthrough(self.app, result, lang=self.lang, edition=edition)
        if walk.title:
            self.say(walk.title)
        index = 0
        while index < walk.total:
            self.say(step_text(walk.steps[index], walk))
            if not self.interactive or index + 1 == walk.total:
                index += 1
                continue
            print(label(self.lang, "console_keys"), end=" ", file=self.out, flush=True)
            answer = self.read_line()
            key = "q" if answer is None else answer.strip().lower()
            if key in {"q", "quit"}:
                return
            index = max(index - 1, 0) if key in {"b", "back"} else index + 1
        self.say(closing_text(walk))


def parse_options(text: str, command: str) -> dict[str, object]:
    """`your_library=5 fork=yes protection="Platinum Angel"` -> typed keyword arguments of the
    /subgame or /loss builder; ConsoleInputError names the first option that is not one of
    them or not of its kind."""
    kinds = SUBGAME_OPTIONS if command == "subgame" else LOSS_OPTIONS
    try:
        words = shlex.split(text)
    except ValueError as error:
        raise ConsoleInputError("options", "options", error=error) from error
    options: dict[str, object] = {}
    for word in words:
        name, sep, value = word.partition("=")
        if not sep or name not in kinds:
            names = ", ".join(kinds)
            raise ConsoleInputError(
                "not_an_option", name or "options", word=word[:40], command=command, names=names
            )
        options[name] = option_value(name, value, kinds[name])
    return options


def option_value(name: str, value: str, kind: OptionKind) -> object:
    shown = value[:40]
    if kind == "count":
        if not (value.isascii() and value.isdigit()) or int(value) > MAX_COUNT:
            raise ConsoleInputError("count", name, name=name, value=shown, most=MAX_COUNT)
        return int(value)
    if kind == "yes_no":
        if value.lower() not in YES + NO:
            raise ConsoleInputError("yes_no", name, name=name, value=shown)
        return value.lower() in YES
    if value not in kind:
        choices = ", ".join(kind)
        raise ConsoleInputError("choice", name, name=name, value=shown, choices=choices)
    return value


def _render_about(about: AboutAnswer) -> str:
    lines = [f"judgebot {about['version']}"]
    for edition in about["editions"]:
        lines.append(f"  rules {edition['edition']} ({edition['lang']}): {edition['source']}")
    for source in about["sources"]:
        lines.append(f"  MTG Wiki「{source['page']}」 {source['url']} — {source['attribution']}")
    lines.append(f"  {about['rules_attribution']}")
    return "\n".join(lines)


def _is_edition(word: str) -> bool:
    return len(word) == 8 and word.isascii() and word.isdigit()


def _stdin_line() -> str | None:
    line = sys.stdin.readline()
    return None if line == "" else line


class _Prompt:
    """The console's prompt, and what the background refresh says meanwhile: a message that
    comes while the console waits at `> ` is written over the prompt, on a line of its own, and
    the prompt shown again under it (it ran into the prompt's line before)."""

    def __init__(self, interactive: bool) -> None:
        self.interactive = interactive
        self.waiting = False

    def show(self) -> None:
        if self.interactive:
            print("> ", end="", flush=True)

    def say(self, text: str) -> None:
        if self.interactive and self.waiting:
            print(f"\rjudgebot: {text}", file=sys.stderr, flush=True)
            self.show()
        else:
            say_on_stderr(text)


async def run_console(
    db_path: Path,
    *,
    lang: str = "ja",
    answer_cache_size: int = ANSWER_CACHE_SIZE,
    refresh: Settings | None = None,
    verdicts: bool = False,
    rule_links: str = DEFAULT_RULE_LINKS,
) -> int:
    """The console until /quit or end of input; with `refresh` settings, the database is
    refreshed in the background meanwhile (`judgebot run`); `verdicts` and `rule_links` as
    JudgeApp's."""
    app = await JudgeApp.open(
        db_path, answer_cache_size=answer_cache_size, verdicts=verdicts, rule_links=rule_links
    )
    prompt = _Prompt(sys.stdin.isatty())
    try:
        if refresh is None:
            return await _converse(app, lang, prompt)
        async with background_refresh(app, db_path, refresh, say=prompt.say):
            return await _converse(app, lang, prompt)
    finally:
        await app.close()


async def _converse(app: JudgeApp, lang: str, prompt: _Prompt) -> int:
    interactive = prompt.interactive
    console = Console(
        app, lang=lang, out=sys.stdout, read_line=_stdin_line, interactive=interactive
    )
    if not official_rules_loaded(app.editions):
        # Once, before any question: on stderr, so that piped answers stay answers only.
        print(f"judgebot: {rules_not_loaded(lang)}", file=sys.stderr, flush=True)
    if interactive:
        console.say(HELP[lang])
    while True:
        prompt.show()
        # Read off the event loop, so a background refresh can swap the database in meanwhile.
        prompt.waiting = True
        try:
            line = await asyncio.to_thread(_stdin_line)
        finally:
            prompt.waiting = False
        if line is None or not await console.handle(line):
            return 0


__all__ = ["Console", "run_console"]
