"""What the command line says about a database it cannot use or could not write: what is there
and what to do. The classification itself is rulesdb's
(`rulesdb.storage.store.inspect_database`)."""

from __future__ import annotations

from collections.abc import Sequence

from rulesdb.storage.store import (
    SCHEMA_VERSION,
    DatabaseError,
    DatabaseKind,
    DatabaseState,
    DatabaseStateError,
)
from rulesdb.storage.write_errors import DatabaseAccessError, DatabaseBusyError, DatabaseWriteError

CHOOSE_ANOTHER = "choose another --db path"


def _made_by(state: DatabaseState) -> str:
    """Who made a database that is not current: an older judgebot, or one of the same schema
    version whose schema differs (a development build)."""
    older = state.version is None or state.version < SCHEMA_VERSION
    return f"was made by {'an older' if older else 'another build of'} judgebot ({state.detail})"


def describe_state(state: DatabaseState) -> str:
    """Why a command cannot use the database at `state.path`, and what to do about it."""
    path, detail = state.path, state.detail
    match state.kind:
        case DatabaseKind.ABSENT:
            return f"no database at {path}; run `judgebot build`"
        case DatabaseKind.EMPTY:
            return f"{path} is an empty file, not a database yet; run `judgebot build --db {path}`"
        case DatabaseKind.NOT_SQLITE | DatabaseKind.FOREIGN_SQLITE:
            return f"{path} is not a judgebot database (it looks like {detail}); {CHOOSE_ANOTHER}"
        case DatabaseKind.DIRECTORY:
            return f"{path} is a directory, not a database file; {CHOOSE_ANOTHER}"
        case DatabaseKind.NEWER:
            return f"{path} was made by a newer judgebot ({detail}); upgrade judgebot"
        case DatabaseKind.OLDER:
            return (
                f"{path} {_made_by(state)}; run `judgebot build --db "
                f"{path}` to rebuild it from its recorded sources"
            )
        case DatabaseKind.DAMAGED:
            return f"{path} is damaged ({detail}); rebuild it with `judgebot build --db {path}`"
        case DatabaseKind.UNREADABLE:
            return f"{path} cannot be read ({detail}); check its permissions or {CHOOSE_ANOTHER}"
        case DatabaseKind.CURRENT:
            return f"{path} is a current judgebot database"


def describe_access(error: DatabaseAccessError) -> str:
    return f"cannot write {error.path}: {error.problem}; make it writable or {CHOOSE_ANOTHER}"


def describe_busy(error: DatabaseBusyError) -> str:
    holder = f" (pid {error.holder})" if error.holder is not None else ""
    return (
        f"{error.path} is being written by another judgebot{holder}; try again when it has "
        "finished, or leave out --no-wait to wait for it"
    )


def describe_waiting(path: object, holder: int | None) -> str:
    pid = f" (pid {holder})" if holder is not None else ""
    return f"waiting for another judgebot{pid} to finish writing {path}…"


def describe_write_failure(error: DatabaseWriteError) -> str:
    return f"could not write {error.path}: {error.problem}; the previous database is unchanged"


def describe_database_error(
    error: DatabaseError | DatabaseBusyError | DatabaseWriteError,
) -> str:
    """The message for a database the command could not use or write."""
    if isinstance(error, DatabaseStateError):
        return describe_state(error.state)
    if isinstance(error, DatabaseAccessError):
        return describe_access(error)
    if isinstance(error, DatabaseBusyError):
        return describe_busy(error)
    if isinstance(error, DatabaseWriteError):
        return describe_write_failure(error)
    return str(error)


def _listing(locators: Sequence[str]) -> str:
    return ", ".join(locators) if locators else "none"


def describe_migration(
    found: DatabaseState, reread: Sequence[str], gone: Sequence[str], not_fetched: Sequence[str]
) -> list[str]:
    """The lines that say an older database was rebuilt from its recorded sources."""
    lines = [
        f"{found.path} {_made_by(found)}; rebuilt it from its recorded sources",
        f"  re-read: {_listing(reread)}",
        f"  gone (no longer there, not kept): {_listing(gone)}",
    ]
    if not_fetched:
        lines.append(
            f"  live pages not fetched by build: {_listing(not_fetched)}; "
            "add them again with `judgebot ingest URL…`"
        )
    return lines
