"""Hostile vector files (`<db>.vectors.npz`, rulesdb.meaning.vector_file): read only when a
regular file, every array's type and shape checked from its header before it is allocated, and
vectors of the wrong width refused with a message: the search goes on lexically with one
warning, `judgebot embed` writes its own vectors over them."""

from __future__ import annotations

import asyncio
import io
import logging
import os
import threading
import zipfile
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest

from rulesdb.database import RulesDatabase
from rulesdb.meaning.embed_rules import EmbedError, embed_rules
from rulesdb.meaning.vector_file import VECTOR_DIMENSIONS, VectorFile, VectorFileError
from rulesdb.meaning.vector_location import vectors_path
from tests.rulesdb.test_semantic import HashingEmbedder, _copy

MODEL = HashingEmbedder.model


def _npy(array: np.ndarray) -> bytes:
    stream = io.BytesIO()
    np.save(stream, array, allow_pickle=False)
    return stream.getvalue()


def _npy_header_only(descr: str, shape: tuple[int, ...]) -> bytes:
    """An array's header that declares `shape` with (almost) none of its data."""
    stream = io.BytesIO()
    np.lib.format.write_array_header_1_0(
        stream, {"descr": descr, "fortran_order": False, "shape": shape}
    )
    return stream.getvalue() + b"\0" * 64


def _npz(path: Path, **members: bytes) -> None:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in members.items():
            archive.writestr(f"{name}.npy", data)


def _vector_file(path: Path, vectors: np.ndarray, keys: list[str], model: str = MODEL) -> None:
    _npz(
        path,
        keys=_npy(np.array(keys, dtype=str)),
        vectors=_npy(vectors),
        model=_npy(np.array(model)),
    )


def _in_time(read: Callable[[], object], fifo: Path) -> BaseException | object:
    """`read()`'s result or exception; a read still waiting on the FIFO after 5 s is let go
    (a writer opens and closes it) and fails the test."""
    outcome: list[BaseException | object] = []

    def run() -> None:
        try:
            outcome.append(read())
        except BaseException as error:  # handed to the test
            outcome.append(error)

    thread = threading.Thread(target=run)
    thread.start()
    thread.join(5)
    if thread.is_alive():
        os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
        thread.join(5)
        pytest.fail("the read waited on a FIFO")
    return outcome[0]


# --- reading ------------------------------------------------------------------------------


def test_a_fifo_is_refused_without_waiting_for_a_writer(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3.vectors.npz"
    os.mkfifo(path)
    outcome = _in_time(lambda: VectorFile.read(path), path)
    assert isinstance(outcome, VectorFileError) and "not a regular file" in str(outcome)


def test_a_header_declaring_terabytes_is_refused_before_anything_is_allocated(
    tmp_path: Path,
) -> None:
    path = tmp_path / "db.sqlite3.vectors.npz"
    _npz(
        path,
        keys=_npy(np.array(["k"], dtype=str)),
        vectors=_npy_header_only("<f4", (2**40, VECTOR_DIMENSIONS)),
        model=_npy(np.array(MODEL)),
    )
    with pytest.raises(VectorFileError, match=f"{2**40} vectors for 1 keys"):
        VectorFile.read(path)
    _npz(
        path,
        keys=_npy_header_only("<U40", (2**40,)),
        vectors=_npy(np.zeros((1, VECTOR_DIMENSIONS), np.float32)),
        model=_npy(np.array(MODEL)),
    )
    with pytest.raises(VectorFileError, match=f"1 vectors for {2**40} keys"):
        VectorFile.read(path)
    _npz(path, model=_npy_header_only("<U100000000", ()))
    with pytest.raises(VectorFileError, match="model is <U100000000 of shape"):
        VectorFile.read(path)


def test_vectors_of_strings_are_refused(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3.vectors.npz"
    _vector_file(path, np.full((1, VECTOR_DIMENSIONS), "x"), ["k"])
    with pytest.raises(VectorFileError, match="vectors is <U1 of shape"):
        VectorFile.read(path)


def test_vectors_of_another_width_are_refused_by_name(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3.vectors.npz"
    _vector_file(path, np.ones((1, 10), np.float32), ["k"])
    with pytest.raises(VectorFileError, match=f"10 dimensions, not {VECTOR_DIMENSIONS}"):
        VectorFile.read(path)


# --- the search ---------------------------------------------------------------------------


async def _search_lexically(db: Path, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        database = await RulesDatabase.open(db, embedder=HashingEmbedder())
        try:
            searcher = await database.searcher()
            assert searcher.semantic is None
            for _ in range(3):
                assert await searcher.search("what is a subgame and how does it end")
        finally:
            await database.close()
    complaints = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(complaints) == 1 and complaints[0].exc_info is None, caplog.text


async def test_the_search_goes_on_lexically_beside_a_fifo(
    bundled_db: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    db = _copy(bundled_db, tmp_path)
    os.mkfifo(vectors_path(db))
    outcome = _in_time(lambda: asyncio.run(_search_lexically(db, caplog)), vectors_path(db))
    assert outcome is None
    assert "not a regular file" in caplog.text


async def _spoil_vectors(db: Path, spoil: Callable[[np.ndarray], np.ndarray]) -> None:
    """Vectors of a few of the database's rules, written back spoilt."""
    await embed_rules(db, HashingEmbedder(), limit=3)
    stored = VectorFile.read(vectors_path(db))
    _vector_file(
        vectors_path(db), spoil(np.stack(list(stored.vectors.values()))), list(stored.vectors)
    )


@pytest.mark.parametrize(
    "spoil",
    [lambda m: m[:, :10], lambda m: np.full(m.shape, "x")],
    ids=["ten dimensions", "strings"],
)
async def test_the_search_goes_on_lexically_with_one_warning_beside_bad_vectors(
    bundled_db: Path,
    tmp_path: Path,
    caplog: pytest.LogCaptureFixture,
    spoil: Callable[[np.ndarray], np.ndarray],
) -> None:
    db = _copy(bundled_db, tmp_path)
    await _spoil_vectors(db, spoil)
    before = vectors_path(db).read_bytes()
    await _search_lexically(db, caplog)
    assert vectors_path(db).read_bytes() == before  # a read never writes


# --- writing ------------------------------------------------------------------------------


async def test_embed_refuses_a_fifo_without_waiting(bundled_db: Path, tmp_path: Path) -> None:
    db = _copy(bundled_db, tmp_path)
    os.mkfifo(vectors_path(db))
    outcome = _in_time(lambda: asyncio.run(embed_rules(db, HashingEmbedder())), vectors_path(db))
    assert isinstance(outcome, EmbedError) and "move it away" in str(outcome)


async def test_embed_leaves_vectors_of_strings_alone_and_says_so(
    bundled_db: Path, tmp_path: Path
) -> None:
    db = _copy(bundled_db, tmp_path)
    _vector_file(vectors_path(db), np.full((1, VECTOR_DIMENSIONS), "x"), ["k"])
    before = vectors_path(db).read_bytes()
    with pytest.raises(EmbedError, match="move it away"):
        await embed_rules(db, HashingEmbedder())
    assert vectors_path(db).read_bytes() == before


async def test_embed_replaces_its_own_model_s_vectors_of_the_wrong_width(
    bundled_db: Path, tmp_path: Path
) -> None:
    db = _copy(bundled_db, tmp_path)
    await _spoil_vectors(db, lambda m: m[:, :10])
    report = await embed_rules(db, HashingEmbedder())
    assert report.reused == 0 and report.embedded == report.rules and report.left == 0
    again = VectorFile.read(vectors_path(db))
    assert {v.shape for v in again.vectors.values()} == {(VECTOR_DIMENSIONS,)}


async def test_embed_leaves_another_model_s_vectors_of_the_wrong_width_alone(
    bundled_db: Path, tmp_path: Path
) -> None:
    db = _copy(bundled_db, tmp_path)
    _vector_file(vectors_path(db), np.ones((1, 10), np.float32), ["k"], model="another-model")
    before = vectors_path(db).read_bytes()
    with pytest.raises(EmbedError, match="another-model"):
        await embed_rules(db, HashingEmbedder())
    assert vectors_path(db).read_bytes() == before
