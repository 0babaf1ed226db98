"""Which numbers are the same rule across editions (724 in 2023 is 725 in 2024 and 728 in 2026).

English editions are aligned pairwise, oldest to newest, with `edition_alignment.align_rules`; a
Japanese edition shares the numbering of its English partner (the same edition, or for the wiki's
quotes the newest English edition on or before it), so it joins the partner's lineages.
"""

from __future__ import annotations

import sqlite3

from rulesdb.edition_alignment import align_rules
from rulesdb.editions import Editions
from rulesdb.records import RuleKind, RuleRecord


def _rules_of(connection: sqlite3.Connection, edition: str, lang: str) -> list[RuleRecord]:
    rows = connection.execute(
        "SELECT number, parent, kind, text, position FROM rules"
        " WHERE edition = ? AND lang = ? ORDER BY position",
        (edition, lang),
    ).fetchall()
    records = []
    for number, parent, kind, text, position in rows:
        rule_kind: RuleKind = kind
        records.append(RuleRecord(number, edition, lang, text, parent, rule_kind, position))
    return records


def rebuild_lineage(connection: sqlite3.Connection) -> None:
    connection.execute("DELETE FROM rule_lineage")
    editions = Editions.read(connection)
    english = editions.names("en")
    rows: list[tuple[int, str, str, float, str]] = []
    next_id = 0
    lineage_of: dict[tuple[str, str], int] = {}

    # Newest English edition first: each rule starts a lineage; older editions join through
    # the alignment with the next newer edition.
    newer_rules: list[RuleRecord] | None = None
    newer_edition: str | None = None
    for edition in reversed(english):
        rules = _rules_of(connection, edition, "en")
        alignment = align_rules(rules, newer_rules) if newer_rules is not None else {}
        for rule in rules:
            aligned = alignment.get(rule.number)
            if aligned is not None and newer_edition is not None:
                lineage = lineage_of.get((newer_edition, aligned.number))
                if lineage is not None:
                    lineage_of[(edition, rule.number)] = lineage
                    rows.append((lineage, edition, rule.number, aligned.confidence, aligned.method))
                    continue
            next_id += 1
            lineage_of[(edition, rule.number)] = next_id
            rows.append((next_id, edition, rule.number, 1.0, "origin"))
        newer_rules, newer_edition = rules, edition

    # Editions with no English file of their own (the wiki's Japanese quotes) borrow the
    # numbering of their English partner; a Japanese file of an English edition needs nothing.
    for info in editions.all:
        if info.lang == "en" or info.edition in english:
            continue
        partner = editions.numbering_partner(info.edition, info.lang)
        for rule in _rules_of(connection, info.edition, info.lang):
            if (info.edition, rule.number) in lineage_of:
                continue
            lineage = lineage_of.get((partner, rule.number)) if partner else None
            method = "same-numbering" if lineage is not None else "origin"
            if lineage is None:
                next_id += 1
                lineage = next_id
            lineage_of[(info.edition, rule.number)] = lineage
            rows.append((lineage, info.edition, rule.number, 1.0, method))
    connection.executemany(
        "INSERT INTO rule_lineage (lineage_id, edition, number, confidence, method)"
        " VALUES (?, ?, ?, ?, ?)",
        rows,
    )
