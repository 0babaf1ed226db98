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
from rulesdb.meaning.semantic import Embedder, rule_passages, text_key
from rulesdb.meaning.vector_file import (
    MAX_VECTORS,
    VectorFile,
    VectorFileError,
    VectorWidthError,
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
    stored = _kept_vectors(path, embedder.model)
    keys = {text_key(embedder.model, p.text): p.text for p in passages}
    # The file describes this database: vectors of rules it no longer has are dropped.
    vectors = {key: v for key, v in (stored.vectors if stored else {}).items() if key in keys}
    reused = len(vectors)
    todo = [key for key in keys if key not in vectors]
    if limit is not None:
        todo = todo[:limit]
    done = saved = 0
    # Dropped vectors, or no file of use yet, are a change to write even with nothing to embed.
    changed = stored is None or len(vectors) != len(stored.vectors)
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


def _kept_vectors(path: Path, model: str) -> VectorFile | None:
    """The vectors of `model` in the file at `path`, or None when there is no file or its
    vectors are of no use (the model's own, of another width: written afresh); EmbedError when
    the file is not ours to replace."""
    if not path.exists():
        return None
    stored: VectorFile | None
    try:
        stored = VectorFile.read(path)
        found = stored.model
    except VectorWidthError as error:
        # The model's own vectors of another width are of no use to anyone: written afresh.
        stored, found = None, error.model
    except VectorFileError as error:
        raise EmbedError(f"{error}: move it away to write the vectors afresh") from error
    if found != model:
        raise EmbedError(
            f"{path} holds vectors of {found}, not {model}:"
            " move it away to write the vectors afresh"
        )
    return stored
