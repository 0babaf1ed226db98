"""Where a database's vectors are kept: beside it, as `<name>.vectors.npz`. Apart from
`rulesdb.meaning.semantic` so that asking whether there are any costs no import of NumPy."""

from __future__ import annotations

from pathlib import Path

VECTOR_FILE_SUFFIX = ".vectors.npz"


def vectors_path(db_path: Path) -> Path:
    """Where the vectors of the database at `db_path` are kept."""
    return db_path.with_name(db_path.name + VECTOR_FILE_SUFFIX)
