"""Every statement the search sends to SQLite, named by what it reads.

What is read once, when a database is opened (the term table, the pages that quote each rule,
the section headings, the keyword rules, the rules' structure, the restatements), and what each
question reads: the documents the trigram index ranks best for a part of the question, the
candidates' rows, the printings of rules, the named cards' data and what the trigram table
says about a question's terms. Nothing here decides what a row means: the search's stages do.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Collection, Mapping, Sequence, Sized
from typing import Any

import aiosqlite

# A document's columns, in the order `rulesdb.search.stages.candidates.Candidate.from_row`
# reads them.
DOCUMENT_COLUMNS = (
    "d.id, d.ref, d.kind, d.edition, d.lang, d.title, d.text, d.page, d.section_path, d.url,"
    " d.folded, d.prior, d.facet"
)
# A candidate's row: the document's columns, then its BM25 rank (then, in `candidate_rows`,
# which of its parts found it).
RANK_COLUMN = DOCUMENT_COLUMNS.count(",") + 1
PART_COLUMN = RANK_COLUMN + 1
# Which part of `candidate_rows` found a row.
RANKED_PART, CARD_WORDS_PART, NAMED_PART = 0, 1, 2
# The best documents (rowid, BM25 rank) for an FTS5 query, as many as the second parameter.
BEST_MATCHES = (
    "SELECT rowid, bm25(documents_fts) AS rank FROM documents_fts WHERE documents_fts"
    " MATCH ? ORDER BY rank LIMIT ?"
)

Row = sqlite3.Row
# The best documents of one FTS5 query: (document id, BM25 rank), best first.
Matches = list[tuple[int, float]]


def _marks(values: Sized) -> str:
    return ",".join("?" * len(values))


# Read once, when the database is opened.


async def term_pairs(db: aiosqlite.Connection) -> list[tuple[str, str]]:
    """The term table's (Japanese, English) pairs."""
    return [(r[0], r[1]) for r in await db.execute_fetchall("SELECT ja, en FROM terms")]


async def vocabulary_rows(
    db: aiosqlite.Connection,
) -> tuple[list[tuple[str, str]], frozenset[str]]:
    """What the vocabulary is read from: the term table's pairs, and the newest English rules'
    words as long as a casual word's misspelling may be (rulesdb.text.casual_words.respelt),
    stored when the rules were written (rulesdb.derived.rule_words)."""
    from rulesdb.derived.rule_words import read_rule_words
    from rulesdb.text.casual_words import SPELT_MIN_LETTERS

    return await term_pairs(db), await read_rule_words(db, SPELT_MIN_LETTERS)


async def rule_quotes(db: aiosqlite.Connection) -> list[Row]:
    """(edition, number, page title, page URL) of every rule a wiki page quotes, by page."""
    return list(
        await db.execute_fetchall(
            "SELECT r.edition, r.number, p.title, p.url FROM rule_quotes q"
            " JOIN rules r ON r.id = q.rule_id JOIN pages p ON p.id = q.page_id ORDER BY p.id"
        )
    )


async def section_headings(db: aiosqlite.Connection) -> list[Row]:
    """(ref, title, facet) of every wiki section, in the documents' order."""
    return list(
        await db.execute_fetchall(
            # (A section's ref is section:<page>#<heading>: the prefix reads the 16 or so
            # sections through the ref index instead of every document.)
            "SELECT ref, title, facet FROM documents WHERE ref GLOB 'section:*'"
            " AND kind = 'section' ORDER BY id"
        )
    )


async def document_count(db: aiosqlite.Connection) -> int:
    """How many documents the search holds."""
    return int(next(iter(await db.execute_fetchall("SELECT count(*) FROM documents")))[0])


async def keyword_rule_texts(db: aiosqlite.Connection) -> list[tuple[str, str, str, str]]:
    """(edition, language, number, text) of chapter 702's rules: the keyword abilities. A
    section's text is its keyword's name; a subrule's is '' (its number alone is read: its text
    was most of what a command that searches read of them)."""
    rows = await db.execute_fetchall(
        "SELECT edition, lang, number, CASE WHEN number GLOB '*[a-z]' THEN '' ELSE text END"
        " FROM rules WHERE number GLOB '702.[0-9]*'"
    )
    return [(str(e), str(la), str(n), str(t)) for e, la, n, t in rows]


# A section's number is its three digits (scraper.official.cr_text): chapter 7's are these.
CHAPTER_7_SECTIONS = tuple(f"7{section:02d}" for section in range(100))


async def chapter_7_sections(db: aiosqlite.Connection) -> list[Row]:
    """(edition, number, heading) of chapter 7's sections: the special situations, in the
    number index's order."""
    return list(
        await db.execute_fetchall(
            # The number index finds each section's rows: a range of every number beginning
            # with 7 read all chapter 7's rules (some thousands) to keep the 126 sections.
            "SELECT edition, number, text FROM rules WHERE kind = 'section'"
            f" AND number IN ({_marks(CHAPTER_7_SECTIONS)}) ORDER BY number, id",
            CHAPTER_7_SECTIONS,
        )
    )


async def parent_openings(db: aiosqlite.Connection, chars: int) -> list[Row]:
    """(edition, language, ref, the first `chars` of the folded text) of every rule that is
    another rule's parent."""
    return list(
        await db.execute_fetchall(
            "SELECT edition, lang, ref, substr(folded, 1, ?) FROM documents WHERE kind = 'rule'"
            " AND ref IN (SELECT DISTINCT 'rule:' || parent FROM rules WHERE parent IS NOT NULL)",
            (chars,),
        )
    )


async def restatements(db: aiosqlite.Connection) -> list[Row]:
    """(section ref, passage, edition, number) of every rule a wiki section restates."""
    return list(
        await db.execute_fetchall(
            "SELECT section_ref, passage, edition, number FROM restatements ORDER BY rowid"
        )
    )


# Read for each question.


async def best_matches_at_once(
    db: aiosqlite.Connection, expressions: Sequence[str], limit: int
) -> list[Matches]:
    """The best `limit` documents for each FTS5 expression, best first, in one row: so the
    connection's thread ranks every part without waiting for the GIL between rows. The ranks
    are printed with 17 digits, which read back as the same floats."""
    if not expressions:
        return []
    column = (
        f"(SELECT group_concat(rowid || ' ' || printf('%!.17g', rank), ',') FROM ({BEST_MATCHES}))"
    )
    params: list[Any] = []
    for expression in expressions:
        params += [expression, limit]
    rows = await db.execute_fetchall(f"SELECT {', '.join([column] * len(expressions))}", params)
    return [
        [(int(doc), float(rank)) for doc, rank in (p.split(" ") for p in found.split(","))]
        if found
        else []
        for found in next(iter(rows))
    ]


async def candidate_rows(
    db: aiosqlite.Connection,
    ids: Sequence[int],
    card_words: str | None,
    refs: Sequence[str],
    limit: int,
) -> list[Row]:
    """In one statement: the best `limit` documents for the named cards' words, an FTS5
    expression (CARD_WORDS_PART, their rank), the documents with these ids (RANKED_PART, rank
    0) and the documents with these refs (NAMED_PART, rank 0); each row's part in PART_COLUMN.
    The ranking comes first: SQLite does all of it before the first row, without the GIL, so
    the caller's thread works beside it undisturbed (each row after it takes the GIL)."""
    selects: list[str] = []
    params: list[Any] = []
    if card_words is not None:
        selects.append(
            f"SELECT * FROM (SELECT {DOCUMENT_COLUMNS}, f.rank, 1 AS part FROM"
            f" ({BEST_MATCHES}) f JOIN documents d ON d.id = f.rowid)"
        )
        params += [card_words, limit]
    if ids:
        selects.append(
            f"SELECT {DOCUMENT_COLUMNS}, 0.0 AS rank, 0 AS part FROM documents d"
            f" WHERE d.id IN ({_marks(ids)})"
        )
        params += ids
    if refs:
        selects.append(
            f"SELECT {DOCUMENT_COLUMNS}, 0.0 AS rank, 2 AS part FROM documents d"
            f" WHERE d.ref IN ({_marks(refs)})"
        )
        params += refs
    if not selects:
        return []
    return list(await db.execute_fetchall(" UNION ALL ".join(selects), params))


async def rule_printings(
    db: aiosqlite.Connection, refs_by_lang: Mapping[str | None, Collection[str]]
) -> list[Row]:
    """The rows (rank 0) of the rules with the refs given for each language (None: in every
    language), in one statement."""
    clauses: list[str] = []
    params: list[str] = []
    for lang, refs in refs_by_lang.items():
        if refs:
            clauses.append(f"(d.ref IN ({_marks(refs)}){' AND d.lang = ?' if lang else ''})")
            params += [*sorted(refs), *([lang] if lang else [])]
    if not clauses:
        return []
    return list(
        await db.execute_fetchall(
            f"SELECT {DOCUMENT_COLUMNS}, 0.0 FROM documents d WHERE d.kind = 'rule'"
            f" AND ({' OR '.join(clauses)})",
            params,
        )
    )


async def phrase_documents(db: aiosqlite.Connection, expression: str, limit: int) -> list[Row]:
    """The rows of the best `limit` documents for an FTS5 expression, their BM25 rank last."""
    return list(
        await db.execute_fetchall(
            f"SELECT {DOCUMENT_COLUMNS}, f.rank FROM (SELECT rowid,"
            " bm25(documents_fts) AS rank FROM documents_fts WHERE documents_fts"
            " MATCH ? ORDER BY rank LIMIT ?) f JOIN documents d ON d.id = f.rowid",
            (expression, limit),
        )
    )


async def trigram_frequencies(db: aiosqlite.Connection, grams: Sequence[str]) -> dict[str, int]:
    """The document frequency of those of the trigrams the index holds."""
    rows = await db.execute_fetchall(
        f"SELECT term, df FROM trigram_df WHERE term IN ({_marks(grams)})", grams
    )
    return {term: int(df) for term, df in rows}


async def trigrams_starting(
    db: aiosqlite.Connection, word: str, limit: int
) -> list[tuple[str, int]]:
    """The `limit` commonest trigrams that start with `word`, with their document frequency: a
    range scan of the trigram table's key."""
    rows = await db.execute_fetchall(
        "SELECT term, df FROM trigram_df WHERE term >= ? AND term < ? ORDER BY df DESC LIMIT ?",
        (word, word + "\U0010ffff", limit),
    )
    return [(str(term), int(df)) for term, df in rows]


async def rules_matching(db: aiosqlite.Connection, expression: str, enough: int) -> int:
    """How many rules and glossary entries an FTS5 expression matches, up to `enough`."""
    rows = await db.execute_fetchall(
        "SELECT count(*) FROM (SELECT d.id FROM documents_fts f JOIN documents d"
        " ON d.id = f.rowid WHERE documents_fts MATCH ?"
        " AND d.kind IN ('rule', 'glossary') LIMIT ?)",
        (expression, enough),
    )
    return int(next(iter(rows))[0])


async def card_faces(db: aiosqlite.Connection, refs: Sequence[str]) -> list[Row]:
    """(card id, ref, English name, Japanese name, face name, face text, face's Japanese name,
    face's Japanese text, face's type line, face's power) of every face of the cards with these
    refs, by card and face."""
    return list(
        await db.execute_fetchall(
            "SELECT c.id, c.ref, c.en, c.ja, f.name, f.text, f.ja_name, f.ja_text, f.type_line,"
            " f.power FROM cards c"
            f" JOIN card_faces f ON f.card_id = c.id WHERE c.ref IN ({_marks(refs)})"
            " ORDER BY c.id, f.position",
            list(refs),
        )
    )


async def wiki_card_lists(db: aiosqlite.Connection, refs: Sequence[str]) -> list[Row]:
    """(ref, the list's title, the wiki's note on the card) of each wiki card list holding one
    of the cards with these refs that has no card data (no face), by card and list."""
    return list(
        await db.execute_fetchall(
            "SELECT c.ref, l.title, coalesce(i.note, '') FROM cards c"
            " JOIN card_list_items i ON i.card_id = c.id JOIN card_lists l ON l.id = i.list_id"
            f" WHERE c.ref IN ({_marks(refs)})"
            " AND NOT EXISTS (SELECT 1 FROM card_faces f WHERE f.card_id = c.id)"
            " ORDER BY c.id, l.id",
            list(refs),
        )
    )


async def card_rulings(db: aiosqlite.Connection, card_ids: Sequence[int]) -> list[Row]:
    """(card id, date, text) of the rulings of the cards with these ids, by card, in order."""
    return list(
        await db.execute_fetchall(
            f"SELECT card_id, date, text FROM card_rulings WHERE card_id IN ({_marks(card_ids)})"
            " ORDER BY card_id, position",
            list(card_ids),
        )
    )


async def rule_texts_matching(db: aiosqlite.Connection, expression: str, limit: int) -> list[str]:
    """The texts of up to `limit` English rules and glossary entries an FTS5 expression
    matches."""
    rows = await db.execute_fetchall(
        "SELECT d.text FROM documents_fts f JOIN documents d ON d.id = f.rowid"
        " WHERE documents_fts MATCH ? AND d.kind IN ('rule', 'glossary') AND d.lang = 'en'"
        " LIMIT ?",
        (expression, limit),
    )
    return [str(text) for (text,) in rows]


async def rule_families(
    db: aiosqlite.Connection, parents: Collection[tuple[str, str, str]]
) -> list[Row]:
    """(edition, language, parent, number, text, its examples' texts joined) of every rule
    whose parent is one of the (edition, language, parent number) given, in one statement."""
    if not parents:
        return []
    clauses = " OR ".join("(r.edition = ? AND r.lang = ? AND r.parent = ?)" for _ in parents)
    return list(
        await db.execute_fetchall(
            "SELECT r.edition, r.lang, r.parent, r.number, r.text, (SELECT group_concat(e.text,"
            " ' ') FROM rule_examples e WHERE e.rule_id = r.id) FROM rules r"
            f" WHERE r.kind IN ('rule', 'subrule') AND ({clauses}) ORDER BY r.position",
            [value for parent in sorted(parents) for value in parent],
        )
    )
