"""The shared application layer: every command of every surface (Discord, console, CLI) is
answered here, once, as plain data in the shapes of cli-contract.md."""

from __future__ import annotations

import copy
import logging
import os
import sqlite3
from collections.abc import Awaitable, Callable
from importlib import metadata
from pathlib import Path
from typing import Any

import aiosqlite

from bot.app_protocol import (
    Answer,
    AutocompleteKind,
    BadInputError,
    Choice,
    NotFoundError,
)
from bot.lru import LruCache
from rulesdb.cards import CardCatalog, load_card_index, load_card_lists
from rulesdb.errors import NotInDatabaseError
from rulesdb.rule_numbers import parse_rule_number
from rulesdb.rules_lookup import RulesLookup, load_editions, load_rule_numbers
from rulesdb.search import Searcher
from rulesdb.store import DatabaseError, open_read_only_async

log = logging.getLogger(__name__)

AUTOCOMPLETE_LIMIT = 25
# The database is read-only while the app runs, so an answer stays right; players ask the same
# questions again and again (and the bot pages through the same lists).
# JUDGEBOT_ANSWER_CACHE=0 turns the cache off (to measure the work behind every answer).
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
        size = answer_cache_size()
        self._answers: LruCache[tuple[str, ...], Answer] | None = LruCache(size) if size else None

    async def _remembered(
        self, key: tuple[str, ...], compute: Callable[[], Awaitable[Answer]]
    ) -> Answer:
        # Callers get their own copy: a renderer that edits an answer must not edit the cache.
        if self._answers is None:
            return await compute()
        if key in self._answers:
            return copy.deepcopy(self._answers.get(key))
        answer = await compute()
        self._answers.put(key, answer)
        return copy.deepcopy(answer)

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

    async def rule(self, number: str, *, edition: str | None = None) -> Answer:
        try:
            return await self._remembered(
                ("rule", number, edition or ""),
                lambda: self.rules.lookup(number, edition=edition),
            )
        except NotInDatabaseError as error:
            raise NotFoundError(error.message, error.suggestions) from error

    async def search(self, query: str, *, limit: int = 10) -> Answer:
        limit = max(1, min(limit, MAX_SEARCH_LIMIT))

        async def compute() -> Answer:
            return {"query": query, "hits": await self.searcher.search(query, limit=limit)}

        return await self._remembered(("search", query, str(limit)), compute)

    async def card(self, name: str) -> Answer:
        try:
            return await self._remembered(("card", name), lambda: self.catalog.card(name))
        except NotInDatabaseError as error:
            raise NotFoundError(error.message, error.suggestions) from error

    async def cards(self, query: str) -> Answer:
        return await self._remembered(("cards", query), lambda: self.catalog.cards(query))

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

    async def about(self) -> Answer:
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


def describe_error(error: Exception) -> dict[str, Any]:
    if isinstance(error, NotFoundError):
        return {"error": error.message, "suggestions": error.suggestions}
    if isinstance(error, BadInputError):
        return {"error": error.message, "field": error.field}
    return {"error": str(error)}
