"""The rules' vectors on disk (`<db>.vectors.npz`): keys, vectors and the model's name as numpy
arrays in a zip file, written whole and renamed over the old file.

Bounds on reading (docs/operating.md, "Limits"): only a regular file is opened (a FIFO or a
device beside the database would hold the read forever); every array's type and shape are
checked from its header before anything is allocated: at most MAX_VECTORS vectors of
VECTOR_DIMENSIONS floats, keys of at most MAX_KEY_CHARS characters, a model name of at most
MAX_MODEL_CHARS. A file outside them is refused with a message and left as it is.
"""

from __future__ import annotations

import os
import stat
import tempfile
import zipfile
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import numpy as np
import numpy.typing as npt

Vector = npt.NDArray[np.float32]

# A vector file holds at most this many vectors (150 MB of float32 at 384 dimensions): a file
# claiming more is not ours and is not read.
MAX_VECTORS = 100_000
VECTOR_DIMENSIONS = 384
# A key is a SHA-1 in hex (40 characters); the model names itself in a line.
MAX_KEY_CHARS = 64
MAX_MODEL_CHARS = 200
# numpy's own bound on an array header.
MAX_HEADER_BYTES = 10_000

# What a damaged or foreign zip or array raises while it is read.
_UNREADABLE = (
    OSError,
    ValueError,
    KeyError,
    EOFError,
    RuntimeError,
    NotImplementedError,
    zipfile.BadZipFile,
    zlib.error,
)


class VectorFileError(Exception):
    """A vector file that cannot be read as one (it is left as it is)."""


class VectorWidthError(VectorFileError):
    """A vector file of `model` whose vectors are not VECTOR_DIMENSIONS wide."""

    def __init__(self, message: str, model: str) -> None:
        super().__init__(message)
        self.model = model


@dataclass(frozen=True)
class _Expected:
    """What one array of the file must be: its kind of numbers or text, at most `itemsize`
    bytes an item, and its number of axes."""

    kinds: str
    itemsize: int
    ndim: int


_MODEL = _Expected("U", 4 * MAX_MODEL_CHARS, 0)
_KEYS = _Expected("U", 4 * MAX_KEY_CHARS, 1)
_VECTORS = _Expected("f", 8, 2)


def _open_regular(path: Path) -> IO[bytes]:
    """`path` opened for reading when it is a regular file; without O_NONBLOCK opening a FIFO
    waits for a writer."""
    try:
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        raise VectorFileError(f"{path} cannot be read ({error.strerror})") from error
    if not stat.S_ISREG(os.fstat(descriptor).st_mode):
        os.close(descriptor)
        raise VectorFileError(f"{path} is not a regular file")
    return os.fdopen(descriptor, "rb")


def _shape(archive: zipfile.ZipFile, name: str, expected: _Expected) -> tuple[int, ...]:
    """The shape `name`'s header declares, once its type is what `expected` says (ValueError
    when it is not)."""
    with archive.open(f"{name}.npy") as member:
        version = np.lib.format.read_magic(member)
        if version == (1, 0):
            header = np.lib.format.read_array_header_1_0(member, max_header_size=MAX_HEADER_BYTES)
        elif version == (2, 0):
            header = np.lib.format.read_array_header_2_0(member, max_header_size=MAX_HEADER_BYTES)
        else:
            raise ValueError(f"{name} is in array format {version}")
    shape, _, dtype = header
    if (
        dtype.kind not in expected.kinds
        or dtype.itemsize > expected.itemsize
        or len(shape) != expected.ndim
    ):
        raise ValueError(f"{name} is {dtype.str} of shape {shape}")
    return tuple(shape)


def _array(archive: zipfile.ZipFile, name: str) -> npt.NDArray[np.generic]:
    with archive.open(f"{name}.npy") as member:
        array: npt.NDArray[np.generic] = np.lib.format.read_array(member, allow_pickle=False)
        return array


def _checked_read(archive: zipfile.ZipFile, path: Path) -> VectorFile:
    _shape(archive, "model", _MODEL)
    model = str(_array(archive, "model"))
    (count,) = _shape(archive, "keys", _KEYS)
    rows, width = _shape(archive, "vectors", _VECTORS)
    if count > MAX_VECTORS or rows != count:
        raise VectorFileError(
            f"{path} holds {rows} vectors for {count} keys (at most {MAX_VECTORS})"
        )
    if width != VECTOR_DIMENSIONS:
        raise VectorWidthError(
            f"{path} holds vectors of {width} dimensions, not {VECTOR_DIMENSIONS}", model
        )
    keys = _array(archive, "keys")
    matrix = _array(archive, "vectors").astype(np.float32)
    return VectorFile(model, {str(key): row for key, row in zip(keys, matrix, strict=True)})


@dataclass
class VectorFile:
    """Vectors by text key, all of one model."""

    model: str
    vectors: dict[str, Vector]

    @classmethod
    def read(cls, path: Path) -> VectorFile:
        try:
            with _open_regular(path) as stream, zipfile.ZipFile(stream) as archive:
                return _checked_read(archive, path)
        except _UNREADABLE as error:
            raise VectorFileError(f"{path} is not a vector file ({error})") from error

    def write(self, path: Path) -> None:
        """Written whole beside `path` and renamed over it: a reader sees the old file or the
        new one."""
        keys = sorted(self.vectors)
        matrix = (
            np.stack([self.vectors[k] for k in keys])
            if keys
            else np.zeros((0, VECTOR_DIMENSIONS), dtype=np.float32)
        )
        handle, temporary = tempfile.mkstemp(prefix=path.name, suffix=".tmp", dir=path.parent)
        try:
            with os.fdopen(handle, "wb") as stream:
                np.savez(stream, keys=np.array(keys, dtype=str), vectors=matrix, model=self.model)
            # Readable as the database beside it is (mkstemp makes the file private).
            os.chmod(temporary, 0o644)
            os.replace(temporary, path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise
