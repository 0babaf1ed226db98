"""The shared application layer: every command of every surface (Discord, console, CLI) is
answered here, once, as plain data in the shapes of docs/cli-contract.md.

`JudgeApp` holds one `DatabaseSnapshot` (the database and its answer cache) and replaces it as a
whole on a swap. Each call takes the snapshot once, as it starts, and is answered by it alone."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from bot.application.answer_cache import AnswerCache
from bot.application.answer_types import (
    AboutAnswer,
    CardAnswer,
    CardListAnswer,
    ErrorDescription,
    GlossaryAnswer,
    RuleAnswer,
    RuleBrief,
    SearchAnswer,
)
from bot.application.app_protocol import AutocompleteKind, BadInputError, Choice, NotFoundError
from bot.application.calls_in_flight import CallsInFlight
from bot.application.database_snapshot import DatabaseSnapshot
from bot.settings import ANSWER_CACHE_SIZE, DEFAULT_RULE_LINKS
from rulesdb.database import RulesDatabase
from rulesdb.editions import Editions
from rulesdb.lookup.rules_lookup import RulesLookup

if TYPE_CHECKING:
    from rulesdb.lookup.cards import CardCatalog
    from rulesdb.search.searcher import Searcher


class JudgeApp:
    def __init__(
        self,
        database: RulesDatabase,
        *,
        answer_cache_size: int = ANSWER_CACHE_SIZE,
        verdicts: bool = False,
        rule_links: str = DEFAULT_RULE_LINKS,
    ) -> None:
        """`verdicts`: answer situation questions with the engine's verdict (JUDGEBOT_VERDICTS;
        off by default while its measured precision is below what a judge needs); `rule_links`:
        the rules page rules are linked to (JUDGEBOT_RULE_LINKS, `bot.application.source_links`)."""
        self._answer_cache_size = answer_cache_size
        self._verdicts = verdicts
        self._rule_links = rule_links
        self.in_flight = CallsInFlight()
        self._now = self._snapshot_of(database)

    def _snapshot_of(self, database: RulesDatabase) -> DatabaseSnapshot:
        # Players ask the same questions again and again (and the bot pages through the same
        # lists). A size of 0 (JUDGEBOT_ANSWER_CACHE=0) turns the cache off, to measure the work
        # behind every answer.
        return DatabaseSnapshot(
            database, AnswerCache(self._answer_cache_size), self._verdicts, self._rule_links
        )

    @classmethod
    async def open(
        cls,
        path: Path,
        *,
        answer_cache_size: int = ANSWER_CACHE_SIZE,
        semantic: bool = True,
        verdicts: bool = False,
        rule_links: str = DEFAULT_RULE_LINKS,
    ) -> JudgeApp:
        """`semantic`: load the rules' vectors if they are there (rulesdb.meaning.semantic)."""
        database = await RulesDatabase.open(path, semantic=semantic)
        return cls(
            database,
            answer_cache_size=answer_cache_size,
            verdicts=verdicts,
            rule_links=rule_links,
        )

    async def swap_database(self, database: RulesDatabase) -> None:
        """Answer from `database` from now on, with an empty answer cache. Calls already running
        finish on the snapshot they started on, whose database is closed once they have."""
        old = self._now.database
        self._now = self._snapshot_of(database)
        await self.in_flight.finished(old)
        await old.close()

    async def reopen(self, path: Path) -> None:
        """Swap in the database now at `path` (after an update replaced the file)."""
        database = await RulesDatabase.open(path)
        try:
            await database.warm()  # the first calls on it wait for no read
        except BaseException:
            await database.close()
            raise
        await self.swap_database(database)

    async def close(self) -> None:
        await self._now.database.close()

    @contextlib.contextmanager
    def _one_snapshot(self) -> Iterator[DatabaseSnapshot]:
        """The snapshot a call is answered by, counted as running on its database (see
        `swap_database`). Taken with no await before it, so a swap is wholly before or after."""
        now = self._now
        with self.in_flight.on(now.database):
            yield now

    # What the snapshot in use holds, for the bot's metrics, the tests and the benchmarks; a
    # call never reads these, it reads its one snapshot.
    @property
    def database(self) -> RulesDatabase:
        return self._now.database

    @property
    def answers(self) -> AnswerCache:
        return self._now.answers

    @property
    def editions(self) -> Editions:
        return self._now.editions

    @property
    def rules(self) -> RulesLookup:
        return self._now.rules

    async def searcher(self) -> Searcher:
        return await self._now.searcher()

    async def catalog(self) -> CardCatalog:
        return await self._now.catalog()

    @property
    def card_count(self) -> int | None:
        """How many cards the database names (for the bot's metrics), once the card names have
        been read (the bot reads them at start: `warm`); None before."""
        index = self._now.database.loaded_card_index
        return None if index is None else len(index)

    async def warm(self) -> None:
        """Read every part of the database now, so that no player waits for a first read; with
        verdicts on, the situation reader imported and its patterns' strings read too."""
        await self._now.database.warm()
        if self._verdicts:
            from bot.application.situation_verdict import ready_reader

            ready_reader()

    async def rule(self, number: str, *, edition: str | None = None) -> RuleAnswer:
        with self._one_snapshot() as now:
            return await now.rule(number, edition=edition)

    async def rules_found(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleAnswer]:
        with self._one_snapshot() as now:
            return await now.rules_found(numbers, edition=edition)

    async def rule_briefs(
        self, numbers: Sequence[str], *, edition: str | None = None
    ) -> dict[str, RuleBrief]:
        with self._one_snapshot() as now:
            return await now.rule_briefs(numbers, edition=edition)

    async def glossary(self, term: str, *, lang: str = "en") -> GlossaryAnswer:
        with self._one_snapshot() as now:
            return await now.glossary(term, lang=lang)

    async def search(self, query: str, *, limit: int = 10, lang: str | None = None) -> SearchAnswer:
        with self._one_snapshot() as now:
            return await now.search(query, limit=limit, lang=lang)

    async def card(self, name: str) -> CardAnswer:
        with self._one_snapshot() as now:
            return await now.card(name)

    async def cards(self, query: str) -> CardListAnswer:
        with self._one_snapshot() as now:
            return await now.cards(query)

    async def cards_in(self, text: str, *, plain: bool = True) -> list[CardAnswer]:
        with self._one_snapshot() as now:
            return await now.cards_in(text, plain=plain)

    async def autocomplete(
        self, kind: AutocompleteKind, partial: str, *, lang: str = "en"
    ) -> list[Choice]:
        with self._one_snapshot() as now:
            return await now.autocomplete(kind, partial, lang=lang)

    async def about(self) -> AboutAnswer:
        with self._one_snapshot() as now:
            return await now.about()


def describe_error(error: Exception) -> ErrorDescription:
    if isinstance(error, NotFoundError):
        if error.rules_not_loaded:
            return {
                "error": error.message,
                "suggestions": error.suggestions,
                "rules_not_loaded": True,
            }
        return {"error": error.message, "suggestions": error.suggestions}
    if isinstance(error, BadInputError) and error.suggestions:
        return {"error": error.message, "field": error.field, "suggestions": error.suggestions}
    if isinstance(error, BadInputError):
        return {"error": error.message, "field": error.field}
    return {"error": str(error)}
