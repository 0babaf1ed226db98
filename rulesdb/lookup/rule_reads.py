"""What a rule lookup reads from the database: every printing of some numbers, and the
examples, quoting pages, children and neighbours of the rules found, in few round trips."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import aiosqlite

from rulesdb.answers import PageSource
from rulesdb.lookup.rule_rows import PlacedRule, RelatedRows, RuleRow, RuleRows

NUMBERS_PER_QUERY = 500  # far below SQLite's limit of bound parameters
RULES_PER_QUERY = 80  # at most 5 SELECTs each, under SQLite's 500 in a compound SELECT


async def read_printings(db: aiosqlite.Connection, numbers: Sequence[str]) -> dict[str, RuleRows]:
    """Every printing of each number, in every edition and language, by number."""
    found: dict[str, RuleRows] = {number: {} for number in numbers}
    wanted = list(found)
    for start in range(0, len(wanted), NUMBERS_PER_QUERY):
        chunk = wanted[start : start + NUMBERS_PER_QUERY]
        for row in await db.execute_fetchall(
            "SELECT id, edition, lang, parent, text, position, number FROM rules"
            f" WHERE number IN ({','.join('?' * len(chunk))})",
            chunk,
        ):
            found[row[6]][(row[1], row[2])] = RuleRow._make(row[:6])
    return found


async def read_related(
    db: aiosqlite.Connection,
    found: list[PlacedRule],
    wiki_numbers: Sequence[tuple[str, str] | None] | None = None,
) -> list[RelatedRows]:
    """Examples, quoting pages, children and neighbours of each, and the pages quoting it under
    its number in the wiki's edition (`wiki_numbers`: (edition, number) of each, or None): one
    round trip for up to RULES_PER_QUERY rules (SQLite allows 500 terms in a compound SELECT)."""
    related = [RelatedRows() for _ in found]
    quoted = list(wiki_numbers) if wiki_numbers is not None else [None] * len(found)
    for start in range(0, len(found), RULES_PER_QUERY):
        end = start + RULES_PER_QUERY
        await _read_related_chunk(db, found[start:end], related[start:end], quoted[start:end])
    return related


def _related_query(
    found: list[PlacedRule], wiki_numbers: Sequence[tuple[str, str] | None]
) -> tuple[str, list[Any]]:
    """One compound SELECT of (tag, key, first, second) rows: examples and quoting pages keyed
    by rule id, children and neighbours keyed by the rule's place in `found`."""
    ids = sorted({row.id for f in found for _, row in f.printings.values()}) or [-1]
    marks = ",".join("?" * len(ids))
    parts = [
        "SELECT * FROM (SELECT 'example', rule_id, text, NULL FROM rule_examples"
        f" WHERE rule_id IN ({marks}) ORDER BY rule_id, position)",
        "SELECT * FROM (SELECT 'page', q.rule_id, p.title, p.url FROM rule_quotes q"
        f" JOIN pages p ON p.id = q.page_id WHERE q.rule_id IN ({marks})"
        " ORDER BY q.rule_id, q.page_id)",
    ]
    params: list[Any] = [*ids, *ids]
    for key, f in enumerate(found):
        for lang, (printed_in, _) in f.printings.items():
            parts.append(
                "SELECT 'child', ?, lang, number FROM rules"
                " WHERE edition = ? AND lang = ? AND parent = ?"
            )
            params += [key, printed_in, lang, f.number]
        if f.own is not None:
            lang, row = f.own
            parts.append(
                "SELECT * FROM (SELECT 'previous', ?, NULL, number FROM rules WHERE edition = ?"
                " AND lang = ? AND position < ? ORDER BY position DESC LIMIT 1)"
            )
            parts.append(
                "SELECT * FROM (SELECT 'next', ?, NULL, number FROM rules WHERE edition = ?"
                " AND lang = ? AND position > ? ORDER BY position LIMIT 1)"
            )
            params += [key, row.edition, lang, row.position]
            params += [key, row.edition, lang, row.position]
        quoted_as = wiki_numbers[key]
        if quoted_as is not None:
            parts.append(
                "SELECT 'quoted_as', ?, p.title, p.url FROM rule_quotes q"
                " JOIN rules r ON r.id = q.rule_id JOIN pages p ON p.id = q.page_id"
                " WHERE r.edition = ? AND r.number = ?"
            )
            params += [key, *quoted_as]
    return " UNION ALL ".join(parts), params


async def _read_related_chunk(
    db: aiosqlite.Connection,
    found: list[PlacedRule],
    into: list[RelatedRows],
    wiki_numbers: Sequence[tuple[str, str] | None],
) -> None:
    query, params = _related_query(found, wiki_numbers)
    examples: dict[int, list[str]] = {}
    pages: dict[int, list[PageSource]] = {}
    for tag, key, first, second in await db.execute_fetchall(query, params):
        if tag == "example":
            examples.setdefault(key, []).append(first)
        elif tag == "page":
            pages.setdefault(key, []).append({"page": first, "url": second})
        elif tag == "child":
            into[key].children.add(second)
        elif tag == "previous":
            into[key].previous = second
        elif tag == "next":
            into[key].next = second
        elif tag == "quoted_as":
            into[key].quoted_as.append({"page": first, "url": second})
    for related in into:
        related.examples, related.pages = examples, pages
