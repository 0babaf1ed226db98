"""Two naive searches to measure ours against, over the same database.

(a) rapidfuzz over every document, no index: what a first attempt at fuzzy search looks like.
(b) FTS5 alone: the trigram index ordered by BM25, no translation, no fuzzy ranking, no priors.
    Its query is the one the search first had: every trigram of the question OR-ed, so that BM25
    ranks a document by how many of them it shares, weighted by rarity.
"""

from __future__ import annotations

import sqlite3
from typing import Any

from rapidfuzz import fuzz, process

from rulesdb.text.fts_query import MAX_TRIGRAMS, match_expression, question_trigrams
from rulesdb.text.normalize import fold, fold_keeping_kana


def fts_match_expression(
    terms: list[str], *, keep_hiragana: bool, limit: int = MAX_TRIGRAMS
) -> str | None:
    """An OR of the question's quoted trigrams (rulesdb's own query pieces, none of the search's
    later selection of trigrams or phrases), or None when nothing is long enough."""
    return match_expression(question_trigrams(terms, keep_hiragana=keep_hiragana), limit)


def _lineage(connection: sqlite3.Connection) -> dict[tuple[str, str], list[dict[str, str]]]:
    members: dict[int, list[tuple[str, str]]] = {}
    of: dict[tuple[str, str], int] = {}
    for lineage_id, edition, number in connection.execute(
        "SELECT lineage_id, edition, number FROM rule_lineage"
    ):
        members.setdefault(lineage_id, []).append((edition, number))
        of[(edition, number)] = lineage_id
    return {
        key: [{"edition": e, "number": n} for e, n in members[lid] if e != key[0]]
        for key, lid in of.items()
    }


def _hit(
    row: tuple[Any, ...], lineage: dict[tuple[str, str], list[dict[str, str]]]
) -> dict[str, Any]:
    ref, kind, edition, title = row[0], row[1], row[2], row[3]
    hit: dict[str, Any] = {"ref": ref, "kind": kind, "edition": edition, "title": title}
    if kind == "rule" and edition:
        hit["other_editions"] = lineage.get((edition, ref.removeprefix("rule:")), [])
    return hit


class NaiveFuzzySearch:
    """Every document scored with rapidfuzz's WRatio against the question."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.rows = connection.execute(
            # The rules' examples answer only through their rules, which the baselines lack.
            "SELECT ref, kind, edition, title, folded FROM documents WHERE kind != 'example'"
            " ORDER BY id"
        ).fetchall()
        self.texts = [row[4] for row in self.rows]
        self.lineage = _lineage(connection)

    def search(self, query: str, limit: int = 10) -> list[dict[str, Any]]:
        folded = fold(query)
        if not folded:
            return []
        found = process.extract(folded, self.texts, scorer=fuzz.WRatio, limit=limit)
        return [_hit(self.rows[index], self.lineage) for _, _, index in found]


class FtsOnlySearch:
    """The trigram index and BM25, nothing else."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection
        self.lineage = _lineage(connection)

    def search(self, query: str, limit: int = 10) -> list[dict[str, Any]]:
        expression = fts_match_expression([fold_keeping_kana(query)], keep_hiragana=True)
        if expression is None:
            return []
        rows = self.connection.execute(
            "SELECT d.ref, d.kind, d.edition, d.title FROM documents_fts"
            " JOIN documents d ON d.id = documents_fts.rowid WHERE documents_fts MATCH ?"
            " AND d.kind != 'example' ORDER BY bm25(documents_fts) LIMIT ?",
            (expression, limit),
        ).fetchall()
        return [_hit(row, self.lineage) for row in rows]


__all__ = ["FtsOnlySearch", "NaiveFuzzySearch", "fts_match_expression"]
