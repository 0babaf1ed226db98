"""Opening the database: creating it from the schema, checking its version, read-only access."""

from __future__ import annotations

import contextlib
import enum
import hashlib
import sqlite3
import stat
from dataclasses import dataclass
from pathlib import Path

import aiosqlite

SCHEMA_VERSION = 4
SCHEMA_FILE = Path(__file__).resolve().parents[1] / "schema.sql"


class DatabaseError(RuntimeError):
    """The database is missing, unreadable or of another schema version."""


def default_db_path(configured: Path | None = None) -> Path:
    """The configured path (the bot's `$JUDGEBOT_DB`), else the per-user data directory."""
    if configured is not None:
        return configured.expanduser()
    import platformdirs  # (only where no path is configured)

    return Path(platformdirs.user_data_dir("judgebot", appauthor=False)) / "judgebot.sqlite3"


def schema_sql() -> str:
    # Read beside the package rather than through importlib.resources, whose import (with
    # tempfile and zipfile) cost every command more than the read: every open compares the
    # database's schema fingerprint with this file's.
    return SCHEMA_FILE.read_text(encoding="utf-8")


def schema_fingerprint() -> str:
    """A hash of the schema this code writes: a database of another shape is rebuilt, even one
    made by a development build that did not bump SCHEMA_VERSION."""
    return hashlib.sha256(schema_sql().encode("utf-8")).hexdigest()[:16]


def create_database(path: Path) -> sqlite3.Connection:
    """A new, empty database at `path` (which must not exist yet)."""
    connection = sqlite3.connect(path)
    configure_writer(connection)
    connection.executescript(schema_sql())
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    connection.execute(
        "INSERT INTO meta (key, value) VALUES ('schema_fingerprint', ?)", (schema_fingerprint(),)
    )
    connection.commit()
    return connection


def configure_writer(connection: sqlite3.Connection) -> None:
    connection.execute("PRAGMA foreign_keys = ON")
    connection.execute("PRAGMA journal_mode = DELETE")
    connection.execute("PRAGMA synchronous = NORMAL")


class DatabaseKind(enum.Enum):
    """What a database path holds, as far as judgebot is concerned."""

    ABSENT = "absent"
    EMPTY = "empty"  # a zero-byte file: nothing in it to lose
    CURRENT = "current"
    OLDER = "older"  # a judgebot database of an older schema, or of another schema fingerprint
    NEWER = "newer"  # made by a newer judgebot
    FOREIGN_SQLITE = "foreign-sqlite"
    NOT_SQLITE = "not-sqlite"
    DIRECTORY = "directory"
    DAMAGED = "damaged"
    UNREADABLE = "unreadable"


@dataclass(frozen=True)
class DatabaseState:
    """The classification of a database path; `detail` says what was found (for messages)."""

    path: Path
    kind: DatabaseKind
    detail: str = ""
    version: int | None = None
    # The schema fingerprint a judgebot database records (each migration in
    # rulesdb.storage.migrations trusts the one its previous version was released with).
    fingerprint: str | None = None

    @property
    def is_current(self) -> bool:
        return self.kind is DatabaseKind.CURRENT


class DatabaseStateError(DatabaseError):
    """The path does not hold a database this command may use; `state` says what it holds."""

    def __init__(self, state: DatabaseState) -> None:
        super().__init__(f"{state.path}: {state.kind.value} database {state.detail}".strip())
        self.state = state


_SQLITE_MAGIC = b"SQLite format 3\x00"


def _looks_like(head: bytes) -> str:
    try:
        head.decode("utf-8")
    except UnicodeDecodeError as error:
        if error.start < len(head) - 4:  # a character cut at the end of the sample is fine
            return "binary data"
    return "binary data" if b"\x00" in head else "text"


def _truncation(header: bytes, size: int) -> str | None:
    """The SQLite header records the page size and, when valid, the page count: a file shorter
    than that lost its end (SQLite itself notices only when it reads a missing page)."""
    if len(header) < 100:
        return f"truncated: {size} bytes, shorter than a SQLite header"
    page_size = int.from_bytes(header[16:18], "big")
    page_size = 65536 if page_size == 1 else page_size
    pages = int.from_bytes(header[28:32], "big")
    count_is_valid = header[24:28] == header[92:96] and pages > 0
    if count_is_valid and size < pages * page_size:
        return f"truncated: {size} of {pages * page_size} bytes"
    return None


def _classify_sqlite(path: Path) -> DatabaseState:
    try:
        connection = sqlite3.connect(read_only_uri(path), uri=True)
    except sqlite3.Error as error:
        return DatabaseState(path, DatabaseKind.UNREADABLE, str(error))
    try:
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
        fingerprint = None
        if "meta" in tables:
            fingerprint = connection.execute(
                "SELECT value FROM meta WHERE key = 'schema_fingerprint'"
            ).fetchone()
    except sqlite3.DatabaseError as error:
        return DatabaseState(path, DatabaseKind.DAMAGED, str(error))
    finally:
        connection.close()
    if fingerprint is None:
        return DatabaseState(path, DatabaseKind.FOREIGN_SQLITE, "another SQLite database", version)
    if version > SCHEMA_VERSION:
        return DatabaseState(path, DatabaseKind.NEWER, f"schema {version}", version)
    recorded = str(fingerprint[0])
    if version < SCHEMA_VERSION:
        return DatabaseState(path, DatabaseKind.OLDER, f"schema {version}", version, recorded)
    if recorded != schema_fingerprint():
        detail = f"schema {version}, fingerprint {recorded}"
        return DatabaseState(path, DatabaseKind.OLDER, detail, version, recorded)
    return DatabaseState(path, DatabaseKind.CURRENT, "", version, recorded)


def inspect_database(path: Path) -> DatabaseState:
    """What `path` holds, read without writing anything (not even a journal)."""
    try:
        status = path.stat()
    except FileNotFoundError:
        return DatabaseState(path, DatabaseKind.ABSENT)
    except OSError as error:
        return DatabaseState(path, DatabaseKind.UNREADABLE, error.strerror or str(error))
    if stat.S_ISDIR(status.st_mode):
        return DatabaseState(path, DatabaseKind.DIRECTORY, "a directory")
    if not stat.S_ISREG(status.st_mode):
        # Opening a FIFO or a device could block or read forever.
        return DatabaseState(path, DatabaseKind.NOT_SQLITE, "a special file (FIFO, device, socket)")
    if status.st_size == 0:
        return DatabaseState(path, DatabaseKind.EMPTY, "an empty file")
    try:
        with path.open("rb") as file:
            head = file.read(4096)
    except OSError as error:
        return DatabaseState(path, DatabaseKind.UNREADABLE, error.strerror or str(error))
    if not head.startswith(_SQLITE_MAGIC):
        return DatabaseState(path, DatabaseKind.NOT_SQLITE, _looks_like(head))
    truncated = _truncation(head[:100], status.st_size)
    if truncated is not None:
        return DatabaseState(path, DatabaseKind.DAMAGED, truncated)
    return _classify_sqlite(path)


def page_problems(path: Path, *, limit: int = 5) -> list[str]:
    """What `PRAGMA quick_check` finds wrong in the pages of a current database (fast: it skips
    the index-content cross-checks of integrity_check, so it can run before every swap)."""
    try:
        with contextlib.closing(sqlite3.connect(read_only_uri(path), uri=True)) as connection:
            rows = connection.execute(f"PRAGMA quick_check({int(limit)})").fetchall()
    except sqlite3.DatabaseError as error:
        return [str(error)]
    return [] if rows == [("ok",)] else [str(row[0]) for row in rows]


def schema_version_of(path: Path) -> int | None:
    """The schema version of the database file, or None when it is not a judgebot database."""
    state = inspect_database(path)
    return state.version if state.is_current else None


def is_current(path: Path) -> bool:
    return inspect_database(path).is_current


def read_only_uri(path: Path) -> str:
    return f"{path.resolve().as_uri()}?mode=ro"


# The bot reads its database through a memory map of at most this many bytes: SQLite then reads a
# page where it lies instead of copying it (reading the card name index's 11 MB cost a search
# 5 ms less CPU). A file is never changed under a reader (a write renames a new file in).
READ_MAP_BYTES = 1 << 30


async def open_read_only_async(path: Path) -> aiosqlite.Connection:
    """The bot's connection: read-only, so nothing the bot does can change the rules."""
    state = inspect_database(path)
    if not state.is_current:
        raise DatabaseStateError(state)
    connection = await aiosqlite.connect(read_only_uri(path), uri=True)
    try:
        await connection.execute(f"PRAGMA mmap_size = {READ_MAP_BYTES}")
    except BaseException:
        await connection.close()
        raise
    return connection
