"""Schema 3: the rules the wiki restates (rulesdb.derived.restatements), found from the wiki's
sections and the Japanese rules a schema-2 database already holds."""

from __future__ import annotations

from rulesdb.derived.restatements import rebuild_restatements
from rulesdb.storage.migrations.migration import Migration

RESTATEMENTS = Migration(
    version=3,
    previous_fingerprint="9b54176d742dab68",
    statements=(
        """CREATE TABLE restatements (
    section_ref TEXT NOT NULL,       -- documents.ref of the section
    passage     TEXT NOT NULL,       -- the passage that restates the rule, folded
    edition     TEXT NOT NULL,
    number      TEXT NOT NULL
)""",
        "CREATE INDEX restatements_section ON restatements(section_ref)",
    ),
    derive=rebuild_restatements,
)
