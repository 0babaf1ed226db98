"""Which database a subcommand uses, and what it may do to it first.

- A reading command uses a current database and never writes, except `run` (the service), which
  builds the bundled database at a path where there is nothing at all.
- `run` and `update` (which write anyway) upgrade in place an older database this build knows
  how to upgrade (after an image upgrade; rebuilding it would lose a synced wiki).
- A writing command that adds to the database (`ingest`, `sync-wiki`) builds the bundled one
  first where there is none yet; anything else at the path is judged when it is written.
- `build` writes the database from scratch; `health` only looks.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from bot.cli.options import settings_of
from rulesdb.storage.store import DatabaseStateError

if TYPE_CHECKING:
    from rulesdb.storage.store import DatabaseState
    from rulesdb.storage.writer_lock import LockPolicy

# Commands that write the database they are given, and so may upgrade it first.
UPGRADING_COMMANDS = ("run", "update")


def db_path(args: argparse.Namespace) -> Path:
    """`--db`, else $JUDGEBOT_DB, else the per-user default."""
    from rulesdb.storage.store import default_db_path

    path: Path = args.db or default_db_path(settings_of(args).db)
    return path


def lock_policy(args: argparse.Namespace, path: Path) -> LockPolicy:
    """Wait for another judgebot writing `path` (saying so), unless `--no-wait`."""
    from bot.cli.database_messages import describe_waiting
    from rulesdb.storage.writer_lock import LockPolicy

    def say_waiting(holder: int | None) -> None:
        print(f"judgebot: {describe_waiting(path, holder)}", file=sys.stderr, flush=True)

    return LockPolicy(wait=not getattr(args, "no_wait", False), on_wait=say_waiting)


def _build_bundled_first(args: argparse.Namespace, path: Path) -> None:
    from scraper.ingest import build_bundled

    print(f"judgebot: building the database at {path} from the bundled corpus", file=sys.stderr)
    build_bundled(path, data_dir=settings_of(args).data_dir, lock=lock_policy(args, path))


def writable_db(args: argparse.Namespace) -> Path:
    """The database a writing command adds to (`ingest`, `sync-wiki`)."""
    from rulesdb.storage.store import DatabaseKind, inspect_database

    path = db_path(args)
    if inspect_database(path).kind in (DatabaseKind.ABSENT, DatabaseKind.EMPTY):
        _build_bundled_first(args, path)
    return path


def resolve_db(args: argparse.Namespace) -> Path:
    """The database a reading command uses (and `run` and `update`): a current one, built or
    upgraded first only as the policy above allows."""
    from rulesdb.storage.store import DatabaseKind, inspect_database

    path = db_path(args)
    state = inspect_database(path)
    if state.kind is DatabaseKind.ABSENT and args.command == "run":
        _build_bundled_first(args, path)
        state = inspect_database(path)
    if args.command in UPGRADING_COMMANDS:
        state = _upgraded(args, state)
    if not state.is_current:
        raise DatabaseStateError(state)
    return path


def _upgraded(args: argparse.Namespace, state: DatabaseState) -> DatabaseState:
    """The state of the database once upgraded in place, if it is an older one that can be.
    The writing side (migrations, atomic replacement) is imported only here: a reading command
    never needs it."""
    from rulesdb.storage.atomic import upgrade_in_place
    from rulesdb.storage.store import inspect_database
    from rulesdb.storage.upgrades import upgradable

    if not upgradable(state):
        return state
    print(
        f"judgebot: upgrading the database at {state.path} ({state.detail}) in place",
        file=sys.stderr,
    )
    upgrade_in_place(state.path, lock=lock_policy(args, state.path))
    return inspect_database(state.path)
