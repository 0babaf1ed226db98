"""One numbered schema migration: what takes a database of version N-1 to version N."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import dataclass

Derive = Callable[[sqlite3.Connection], None]


def derive_nothing(connection: sqlite3.Connection) -> None:
    """For a step whose new objects start empty."""


@dataclass(frozen=True)
class Migration:
    """Migration `version` takes a database of `version - 1` to `version`: its `statements`
    (written out for this step, as the schema of `version` has them) create the new objects,
    then `derive` fills them from what the database already holds.

    `previous_fingerprint` is the schema fingerprint every released database of `version - 1`
    records. A database of that version recording another one was made by a development build
    whose schema this step does not know: it is rebuilt from its recorded sources instead."""

    version: int
    previous_fingerprint: str
    statements: tuple[str, ...]
    derive: Derive = derive_nothing
