"""How often the rules point at a rule: "See rule 704", "(rule 201.3 参照)", glossary entries
naming the rules that define them. A rule many others lean on is more often the answer than
a rule nobody cites (the first rule of a long list of exceptions). Computed once at build time,
per lineage, so every edition of a rule shares its count.
"""

from __future__ import annotations

import math
import re
import sqlite3

from rulesdb.editions import Editions

# "rule 704", "rules 704.5a and 704.5b", "rule 8〔多人数戦ルール〕", "rules 101.2, 101.3"
_REFERENCE_RE = re.compile(
    r"\brules?\s+(\d{1,3}(?:\.\d+[a-z]?)?(?:(?:,\s*|\s*and\s*|、)\d{3}(?:\.\d+[a-z]?)?)*)"
)
_NUMBER_RE = re.compile(r"\d{1,3}(?:\.\d+[a-z]?)?")
# The prior a rule gets at the most-cited rule; others on a log scale below it.
CENTRALITY_PRIOR = 0.3

Key = tuple[object, ...]


def cited_numbers(text: str) -> list[str]:
    """The rule numbers a text refers to."""
    return [n for match in _REFERENCE_RE.finditer(text) for n in _NUMBER_RE.findall(match.group(1))]


def citation_priors(connection: sqlite3.Connection, editions: Editions) -> dict[Key, float]:
    """A prior in [0, CENTRALITY_PRIOR] for each rule that is cited, keyed by `rule_key`."""
    counts: dict[Key, int] = {}
    sources = connection.execute(
        "SELECT edition, number, text FROM rules UNION ALL SELECT edition, NULL, text FROM glossary"
    )
    for edition, own, text in sources:
        for number in set(cited_numbers(text)):
            if number != own:
                key = rule_key(editions, edition, number)
                counts[key] = counts.get(key, 0) + 1
    if not counts:
        return {}
    scale = math.log1p(max(counts.values()))
    return {key: CENTRALITY_PRIOR * math.log1p(n) / scale for key, n in counts.items()}


def rule_key(editions: Editions, edition: str, number: str) -> Key:
    lineage = editions.lineage_of(edition, number)
    return ("lineage", lineage) if lineage is not None else (edition, number)
