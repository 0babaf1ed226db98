"""The shared application layer: every command of every surface (Discord, console, CLI) is
answered here, once, as plain data in the shapes of cli-contract.md."""

from __future__ import annotations

import logging
import os
import sqlite3
from importlib import metadata
from pathlib import Path

import aiosqlite

from bot.answer_cache import AnswerCache
from bot.answer_types import (
    AboutAnswer,
    CardAnswer,
    CardListAnswer,
    ErrorDescription,
    RuleAnswer,
    Scenario,
    SearchAnswer,
    SimulationResult,
)
from bot.app_protocol import (
    AutocompleteKind,
    BadInputError,
    Choice,
    NotFoundError,
    PresetInfo,
)
from rulesdb.cards import CardCatalog, load_card_index, load_card_lists
from rulesdb.errors import NotInDatabaseError
from rulesdb.rule_numbers import parse_rule_number
from rulesdb.rules_lookup import RulesLookup, load_editions, load_rule_numbers
from rulesdb.search import Searcher
from rulesdb.store import DatabaseError, open_read_only_async

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25
# Answers kept by the app's AnswerCache. JUDGEBOT_ANSWER_CACHE=0 turns the cache off (to measure
# the work behind every answer).
ANSWER_CACHE_SIZE = 1024


def answer_cache_size() -> int:
    configured = os.environ.get("JUDGEBOT_ANSWER_CACHE", "").strip()
    return int(configured) if configured.isdigit() else ANSWER_CACHE_SIZE


CHOICE_NAME_LIMIT = 100
MAX_SEARCH_LIMIT = 50


def version() -> str:
    try:
        return metadata.version("judgebot")
    except metadata.PackageNotFoundError:
        return "0+unknown"


def _choice_name(text: str) -> str:
    text = " ".join(text.split())
    return text if len(text) <= CHOICE_NAME_LIMIT else text[: CHOICE_NAME_LIMIT - 1] + "…"


class JudgeApp:
    def __init__(
        self,
        db: aiosqlite.Connection,
        rules: RulesLookup,
        searcher: Searcher,
        catalog: CardCatalog,
    ) -> None:
        self.db = db
        self.rules = rules
        self.searcher = searcher
        self.catalog = catalog
        self.answers = AnswerCache(answer_cache_size())

    @classmethod
    async def open(cls, path: Path) -> JudgeApp:
        db = await open_read_only_async(path)
        try:
            return await cls._load(db)
        except BaseException as error:
            # The connection's worker thread would otherwise keep the process from exiting.
            await db.close()
            if isinstance(error, sqlite3.DatabaseError):
                raise DatabaseError(f"{path} cannot be read ({error}); rebuild it") from error
            raise

    @classmethod
    async def _load(cls, db: aiosqlite.Connection) -> JudgeApp:
        editions = await load_editions(db)
        cards = await load_card_index(db)
        searcher = await Searcher.load(db, cards)
        catalog = CardCatalog(db, cards, await load_card_lists(db), searcher.vocabulary)
        rules = RulesLookup(db, editions, await load_rule_numbers(db))
        return cls(db, rules, searcher, catalog)

    async def close(self) -> None:
        await self.db.close()

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        try:
            return await self.answers.rule(
                number, edition, lambda asked, edition: self.rules.lookup(asked, edition=edition)
            )
        except NotInDatabaseError as error:
            raise NotFoundError(error.message, error.suggestions) from error

    async def search(self, query: str, *, limit: int = 10) -> SearchAnswer:
        limit = max(1, min(limit, MAX_SEARCH_LIMIT))

        async def compute() -> SearchAnswer:
            return {"query": query, "hits": await self.searcher.search(query, limit=limit)}

        return await self.answers.question("search", query, compute, str(limit))

    async def card(self, name: str) -> CardAnswer:
        try:
            return await self.answers.card(name, lambda: self.catalog.card(name))
        except NotInDatabaseError as error:
            raise NotFoundError(error.message, error.suggestions) from error

    async def cards(self, query: str) -> CardListAnswer:
        return await self.answers.question("cards", query, lambda: self.catalog.cards(query))

    async def autocomplete(self, kind: AutocompleteKind, partial: str) -> list[Choice]:
        partial = partial[:200]
        if kind == "rule":
            return self._autocomplete_rules(partial)
        index = self.catalog.index if kind == "card" else self.catalog.list_titles
        matches = index.prefix(partial, limit=AUTOCOMPLETE_LIMIT) if partial.strip() else []
        if len(matches) < AUTOCOMPLETE_LIMIT:
            seen = {m.key for m in matches}
            more = (
                index.search(partial, limit=AUTOCOMPLETE_LIMIT, cutoff=0.5)
                if partial.strip()
                else index.prefix("", limit=AUTOCOMPLETE_LIMIT)
            )
            matches += [m for m in more if m.key not in seen]
        choices = []
        for match in matches[:AUTOCOMPLETE_LIMIT]:
            value = match.label if kind == "list" else match.key.removeprefix("card:")
            choices.append(Choice(_choice_name(match.label), value[:CHOICE_NAME_LIMIT]))
        return choices

    def _autocomplete_rules(self, partial: str) -> list[Choice]:
        wanted = parse_rule_number(partial) or partial.strip().rstrip(".")
        wanted = wanted.lower()
        found = [n for n in self.rules.numbers if n.startswith(wanted)] if wanted else []
        if not wanted:
            found = [n for n in self.rules.numbers if n.count(".") == 0 and len(n) == 3]
        return [Choice(number, number) for number in found[:AUTOCOMPLETE_LIMIT]]

    # The engine is imported on first use: lookups should not pay for it at start-up.
    def presets(self) -> list[PresetInfo]:
        from engine import presets as engine_presets

        return [
            PresetInfo(name=info.name, title=dict(info.title))
            for info in engine_presets.list_presets()
        ]

    def preset_scenario(self, name: str) -> Scenario:
        import engine
        from engine import presets as engine_presets

        try:
            return dict(engine_presets.get_preset(name))
        except (KeyError, engine.ScenarioError) as error:
            known = ", ".join(p.name for p in engine_presets.list_presets())
            raise NotFoundError(f"no preset named '{name[:60]}' (presets: {known})") from error

    def simulate(self, scenario: Scenario, *, lang: str = "ja") -> SimulationResult:
        import engine

        try:
            return dict(engine.simulate(scenario, lang=lang))
        except engine.ScenarioError as error:
            raise BadInputError(str(error), getattr(error, "field", None)) from error

    async def about(self) -> AboutAnswer:
        editions = await self.db.execute_fetchall(
            "SELECT e.edition, e.lang, e.is_wiki_quote, s.locator FROM editions e"
            " LEFT JOIN sources s ON s.id = e.source_id ORDER BY e.edition, e.lang"
        )
        pages = await self.db.execute_fetchall("SELECT title, url FROM pages ORDER BY id")
        built = await self.db.execute_fetchall("SELECT value FROM meta WHERE key = 'built_at'")
        return {
            "version": version(),
            "built_at": next(iter(built))[0] if built else None,
            "editions": [
                {
                    "edition": r[0],
                    "lang": r[1],
                    "source": "MTG Wiki quotes" if r[2] else (r[3] or ""),
                }
                for r in editions
            ],
            "sources": [
                {
                    "page": r[0],
                    "url": r[1],
                    "attribution": "MTG Wiki (CC BY-SA) contributors",
                }
                for r in pages
            ],
            "rules_attribution": "Magic: The Gathering Comprehensive Rules © Wizards of the Coast",
        }


def describe_error(error: Exception) -> ErrorDescription:
    if isinstance(error, NotFoundError):
        return {"error": error.message, "suggestions": error.suggestions}
    if isinstance(error, BadInputError):
        return {"error": error.message, "field": error.field}
    return {"error": str(error)}
