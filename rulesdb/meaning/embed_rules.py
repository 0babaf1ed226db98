"""Writing the rules' vectors (`judgebot embed`): every rule of the database's newest edition,
in each language, that the vector file beside it lacks, embedded and saved as it goes.

Bounds: at most `limit` rules a run (all by default; the time per rule is in
docs/operating.md); the file is rewritten whole (renamed over
the old one) after every SAVE_EVERY rules, so an interrupted run keeps what it did and the next
run goes on from there. The database is only read. A file that is not a vector file, or holds
another model's vectors, is never replaced: the run stops and says so.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from rulesdb.editions import Editions
from rulesdb.meaning.semantic import (
    MAX_VECTORS,
    Embedder,
    VectorFile,
    VectorFileError,
    rule_passages,
    text_key,
)
from rulesdb.meaning.vector_location import vectors_path
from rulesdb.storage.store import open_read_only_async

BATCH = 32
SAVE_EVERY = 512


class EmbedError(Exception):
    """The vectors cannot be written (the file beside the database is not ours to replace)."""


@dataclass(frozen=True)
class EmbedReport:
    path: Path
    rules: int  # the database's rules that are embedded (newest edition, each language)
    embedded: int  # embedded by this run
    reused: int  # already in the file
    left: int  # still without a vector (past the limit)
    seconds: float


async def embed_rules(
    db_path: Path,
    embedder: Embedder,
    *,
    limit: int | None = None,
    progress: Callable[[int, int], None] = lambda done, total: None,
) -> EmbedReport:
    """`progress(done, total)` is called each time the file is written."""
    start = time.perf_counter()
    path = vectors_path(db_path)
    connection = await open_read_only_async(db_path)
    try:
        passages = await rule_passages(connection, await Editions.load(connection))
    finally:
        await connection.close()
    if len(passages) > MAX_VECTORS:
        raise EmbedError(f"{len(passages)} rules is more than a vector file holds ({MAX_VECTORS})")
    stored = VectorFile(embedder.model, {})
    if path.exists():
        try:
            stored = VectorFile.read(path)
        except VectorFileError as error:
            raise EmbedError(f"{error}: move it away to write the vectors afresh") from error
        if stored.model != embedder.model:
            raise EmbedError(
                f"{path} holds vectors of {stored.model}, not {embedder.model}:"
                " move it away to write the vectors afresh"
            )
    keys = {text_key(embedder.model, p.text): p.text for p in passages}
    # The file describes this database: vectors of rules it no longer has are dropped.
    vectors = {key: v for key, v in stored.vectors.items() if key in keys}
    reused = len(vectors)
    todo = [key for key in keys if key not in vectors]
    if limit is not None:
        todo = todo[:limit]
    done = saved = 0
    # Dropped vectors, or no file yet, are a change to write even with nothing to embed.
    changed = len(vectors) != len(stored.vectors) or not path.exists()
    for begin in range(0, len(todo), BATCH):
        batch = todo[begin : begin + BATCH]
        for key, vector in zip(batch, embedder.passages([keys[k] for k in batch]), strict=True):
            vectors[key] = vector
        done += len(batch)
        changed = True
        if done - saved >= SAVE_EVERY:
            VectorFile(embedder.model, vectors).write(path)
            saved, changed = done, False
            progress(done, len(todo))
    if changed:
        VectorFile(embedder.model, vectors).write(path)
        progress(done, len(todo))
    return EmbedReport(
        path=path,
        rules=len(keys),
        embedded=done,
        reused=reused,
        left=len(keys) - len(vectors),
        seconds=time.perf_counter() - start,
    )
