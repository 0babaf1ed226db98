"""The search documents: one row per rule, wiki section, page lead, card and glossary term,
folded for matching, with the FTS5 trigram index over them; and one per example of a rule (its
`Example:` paragraphs, situations written out), which answers with its rule
(rulesdb.search.stages.exemplified)."""

from __future__ import annotations

import json
import sqlite3

from rulesdb.derived.card_text_index import card_texts, rebuild_card_text_index
from rulesdb.derived.centrality import citation_priors, rule_key
from rulesdb.derived.restatements import rebuild_restatements
from rulesdb.editions import Editions
from rulesdb.text.normalize import fold

RULE_KINDS_INDEXED = ("section", "rule", "subrule")
EXAMPLE_KIND = "example"


def _insert(
    connection: sqlite3.Connection,
    *,
    ref: str,
    kind: str,
    lang: str,
    title: str,
    text: str,
    edition: str | None = None,
    page: str | None = None,
    section_path: list[str] | None = None,
    url: str | None = None,
    prior: float = 0.0,
    extra_folded: str = "",
    facet: str | None = None,
) -> None:
    # Headings first: ranking reads only the start of long documents.
    folded = fold(f"{title} {extra_folded} {text}")
    connection.execute(
        "INSERT INTO documents (ref, kind, edition, lang, title, text, page, section_path, url,"
        " folded, prior, facet) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (
            ref,
            kind,
            edition,
            lang,
            title,
            text,
            page,
            json.dumps(section_path, ensure_ascii=False) if section_path is not None else None,
            url,
            folded,
            prior,
            facet,
        ),
    )


def _index_rules(connection: sqlite3.Connection) -> None:
    quoted = {
        row[0]: (row[1], row[2], row[3])
        for row in connection.execute(
            "SELECT q.rule_id, p.title, p.url, s.path FROM rule_quotes q"
            " JOIN pages p ON p.id = q.page_id LEFT JOIN sections s ON s.id = q.section_id"
            " ORDER BY p.id"
        )
    }
    editions = Editions.read(connection)
    preferred = editions.wiki_numbering
    cited = citation_priors(connection, editions)
    rows = connection.execute(
        "SELECT id, edition, lang, number, kind, text FROM rules WHERE kind IN (?, ?, ?)",
        RULE_KINDS_INDEXED,
    ).fetchall()
    # The same text of the same rule in several editions is indexed once: in the wiki's
    # numbering when the wiki quotes the rule, else in the newest edition. The hit still lists
    # the rule's numbers in every edition.
    kept: dict[tuple[object, ...], tuple[int, str, str, str, str, str]] = {}
    for row in rows:
        _, edition, lang, number, _, text = row
        row = (row[0], edition, lang, number, row[4], text)
        family = editions.lineage_of(edition, number)
        key: tuple[object, ...] = (family, lang, text) if family is not None else (row[0],)
        rank = (edition in preferred, edition)
        current = kept.get(key)
        if current is None or rank > (current[1] in preferred, current[1]):
            kept[key] = row
    for rule_id, edition, lang, number, kind, text in sorted(kept.values(), key=lambda r: r[0]):
        page, url, path = quoted.get(rule_id, (None, None, None))
        _insert(
            connection,
            ref=f"rule:{number}",
            kind="rule",
            lang=lang,
            title=number,
            text=text,
            edition=edition,
            page=page,
            section_path=json.loads(path) if path else None,
            url=url,
            prior=(0.05 if kind == "section" else 0.0)
            + cited.get(rule_key(editions, edition, number), 0.0),
        )
    _index_examples(connection, {row[0]: row for row in kept.values()})


def example_ref(number: str, position: int) -> str:
    """The ref of a rule's example document: the rule's number is its title."""
    return f"example:{number}:{position}"


def _index_examples(
    connection: sqlite3.Connection, rules: dict[int, tuple[int, str, str, str, str, str]]
) -> None:
    """The examples of the rules indexed (in the edition their rule is indexed in), each a
    document of its own: a situation matched in an example lends its score to the rule, below
    what the rule's own words would give (RankingWeights.example_factor)."""
    rows = connection.execute(
        "SELECT rule_id, position, text FROM rule_examples ORDER BY rule_id, position"
    ).fetchall()
    for rule_id, position, text in rows:
        rule = rules.get(rule_id)
        if rule is None:
            continue
        _, edition, lang, number, _, _ = rule
        _insert(
            connection,
            ref=example_ref(number, position),
            kind=EXAMPLE_KIND,
            lang=lang,
            title=number,
            text=text,
            edition=edition,
        )


def _index_sections(connection: sqlite3.Connection) -> None:
    lists = {row[0] for row in connection.execute("SELECT section_id FROM card_lists")}
    rows = connection.execute(
        "SELECT s.id, s.path, s.heading, p.title, p.url, p.lead FROM sections s"
        " JOIN pages p ON p.id = s.page_id ORDER BY p.id, s.position"
    ).fetchall()
    for section_id, path_json, heading, page, url, lead in rows:
        texts = [
            row[0]
            for row in connection.execute(
                "SELECT text FROM passages WHERE section_id = ? ORDER BY position", (section_id,)
            )
        ]
        path = json.loads(path_json)
        if not path:
            _insert(
                connection,
                ref=f"page:{page}",
                kind="page",
                lang="ja",
                title=page,
                text="\n".join([lead, *texts]).strip(),
                page=page,
                section_path=[],
                url=url,
            )
            continue
        if not texts:
            continue
        _insert(
            connection,
            ref=f"section:{page}#{heading}",
            kind="section",
            lang="ja",
            title=heading,
            text="\n".join(texts),
            page=page,
            section_path=path,
            url=url,
            # The headings above a section say what it is about ("ルール > サブゲーム終了時の手順").
            extra_folded=" ".join([page, *path]),
            facet="card_list" if section_id in lists else None,
        )


def _index_cards(connection: sqlite3.Connection) -> None:
    # A card's document carries what the wiki says next to it: its list notes (the set, as in
    # "Enter the Dungeon（アンヒンジド）") and the titles of the lists it is on.
    context: dict[int, list[str]] = {}
    for card_id, note, title in connection.execute(
        "SELECT i.card_id, i.note, l.title FROM card_list_items i"
        " JOIN card_lists l ON l.id = i.list_id ORDER BY l.id, i.position"
    ):
        context.setdefault(card_id, []).extend(part for part in (note, title) if part)
    # Card text has an index of its own (card lists from Oracle text): in the documents it would
    # outweigh the rules and the wiki for every question that shares a word with some card.
    rebuild_card_text_index(connection, card_texts(connection))
    rows = connection.execute("SELECT id, ref, en, ja FROM cards ORDER BY id").fetchall()
    for card_id, ref, en, ja in rows:
        title = f"{ja}/{en}" if ja and en else (en or ja)
        notes = " ".join(dict.fromkeys(context.get(card_id, [])))
        _insert(
            connection, ref=ref, kind="card", lang="ja" if ja else "en", title=title, text=notes
        )


def _index_glossary(connection: sqlite3.Connection) -> None:
    rows = connection.execute("SELECT edition, lang, term, text FROM glossary").fetchall()
    for edition, lang, term, text in rows:
        _insert(
            connection,
            ref=f"glossary:{term}",
            kind="glossary",
            lang=lang,
            title=term,
            text=text,
            edition=edition,
        )


def rebuild_search_index(connection: sqlite3.Connection) -> None:
    connection.execute("DELETE FROM documents")
    _index_rules(connection)
    _index_sections(connection)
    _index_cards(connection)
    _index_glossary(connection)
    rebuild_restatements(connection)
    connection.execute("INSERT INTO documents_fts(documents_fts) VALUES ('rebuild')")
    _unindex_unnamed_cards(connection)
    refresh_trigram_frequencies(connection)


def _unindex_unnamed_cards(connection: sqlite3.Connection) -> None:
    """Cards the wiki does not name (the card data's ~30,000) are found by the card name index
    alone: in the trigram index their names would make every question's postings longer."""
    connection.execute(
        "INSERT INTO documents_fts (documents_fts, rowid, folded)"
        " SELECT 'delete', d.id, d.folded FROM documents d JOIN cards c ON c.ref = d.ref"
        " WHERE d.kind = 'card' AND c.id NOT IN"
        " (SELECT card_id FROM card_list_items UNION SELECT card_id FROM card_mentions)"
    )


def refresh_trigram_frequencies(connection: sqlite3.Connection) -> None:
    """How many documents hold each trigram: the search asks only the rarer ones."""
    connection.execute("DELETE FROM trigram_df")
    connection.execute(
        "CREATE VIRTUAL TABLE temp.documents_vocab USING fts5vocab(main, documents_fts, 'row')"
    )
    connection.execute(
        "INSERT INTO trigram_df (term, df) SELECT term, doc FROM temp.documents_vocab"
    )
    connection.execute("DROP TABLE temp.documents_vocab")
