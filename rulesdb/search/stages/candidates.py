"""What the stages pass on: a candidate document with what the question's reads found about it,
and a candidate with its score; and the key shared by one rule's printings."""

from __future__ import annotations

import json
from typing import Any, NamedTuple

from rulesdb.editions import Editions


class Candidate(NamedTuple):
    """A document that may answer, and the evidence its reads found: the best BM25 of the
    parts that found it, how well a card's name matched, whether it is a rule number or a
    keyword ability's rule the question names."""

    doc_id: int
    ref: str
    kind: str
    edition: str | None
    lang: str
    title: str
    text: str
    page: str | None
    section_path: list[str] | None
    url: str | None
    folded: str
    prior: float
    facet: str | None = None
    bm25: float = 0.0
    name_score: float = 0.0
    exact_number: bool = False
    # A rule of a keyword ability the question names (rulesdb.search.keyword_rules).
    keyword_rule: bool = False
    # A rule of a keyword ability neither the question nor a card it names names.
    keyword_unasked: bool = False

    @classmethod
    def from_row(
        cls,
        row: Any,
        bm25: float = 0.0,
        name_score: float = 0.0,
        exact_number: bool = False,
        keyword_rule: bool = False,
        keyword_unasked: bool = False,
    ) -> Candidate:
        """A candidate from a row of `statements.DOCUMENT_COLUMNS`."""
        return cls(
            row[0],
            row[1],
            row[2],
            row[3],
            row[4],
            row[5],
            row[6],
            row[7],
            json.loads(row[8]) if row[8] else None,
            row[9],
            row[10],
            row[11],
            row[12],
            bm25,
            name_score,
            exact_number,
            keyword_rule,
            keyword_unasked,
        )


class Scored(NamedTuple):
    candidate: Candidate
    score: float


def printing_key(editions: Editions, edition: str, number: str) -> int | str:
    """One key for a rule's printings in every edition and language (`Editions.printing_key`)."""
    return editions.printing_key(edition, number)


def rule_key(editions: Editions, candidate: Candidate) -> int | str:
    """`printing_key` of a candidate rule."""
    return editions.printing_key_of_ref(candidate.edition or "", candidate.ref)
