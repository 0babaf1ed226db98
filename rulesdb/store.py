"""Opening the database: creating it from the schema, checking its version, read-only access."""

from __future__ import annotations

import hashlib
import sqlite3
from importlib import resources
from pathlib import Path

import aiosqlite
import platformdirs

SCHEMA_VERSION = 2


class DatabaseError(RuntimeError):
    """The database is missing, unreadable or of another schema version."""


def default_db_path(configured: Path | None = None) -> Path:
    """The configured path (the bot's `$JUDGEBOT_DB`), else the per-user data directory."""
    if configured is not None:
        return configured.expanduser()
    return Path(platformdirs.user_data_dir("judgebot", appauthor=False)) / "judgebot.sqlite3"


def schema_sql() -> str:
    return resources.files("rulesdb").joinpath("schema.sql").read_text(encoding="utf-8")


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


def schema_version_of(path: Path) -> int | None:
    """The schema version of the database file, or None when it is not a judgebot database."""
    if not path.exists():
        return None
    try:
        connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    except sqlite3.Error:
        return None
    try:
        version = int(connection.execute("PRAGMA user_version").fetchone()[0])
        fingerprint = connection.execute(
            "SELECT value FROM meta WHERE key = 'schema_fingerprint'"
        ).fetchone()
    except sqlite3.DatabaseError:
        return None
    finally:
        connection.close()
    if fingerprint is None or fingerprint[0] != schema_fingerprint():
        return None
    return version


def is_current(path: Path) -> bool:
    return schema_version_of(path) == SCHEMA_VERSION


def read_only_uri(path: Path) -> str:
    return f"{path.resolve().as_uri()}?mode=ro"


async def open_read_only_async(path: Path) -> aiosqlite.Connection:
    """The bot's connection: read-only, so nothing the bot does can change the rules."""
    if not is_current(path):
        raise DatabaseError(
            f"{path} is not a judgebot database of schema version {SCHEMA_VERSION}; "
            "run `judgebot build` to rebuild it"
        )
    return await aiosqlite.connect(read_only_uri(path), uri=True)
