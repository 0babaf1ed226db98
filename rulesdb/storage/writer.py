"""Storing scraper records: one wiki page or one rules file at a time, replacing what the same
source stored before so that re-ingesting never duplicates anything."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from datetime import UTC, datetime

from rulesdb.records import (
    CardName,
    FetchRecord,
    RuleRecord,
    RulesDocument,
    SectionPath,
    WikiPage,
)
from rulesdb.text.normalize import fold
from rulesdb.text.rule_numbers import numeric_position


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def _path_json(path: SectionPath) -> str:
    return json.dumps(list(path), ensure_ascii=False)


class RecordWriter:
    """Writes records into an open database connection; the caller owns the transaction."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self.connection = connection

    def _replace_source(self, kind: str, locator: str, title: str, content_hash: str) -> int:
        self.connection.execute("DELETE FROM sources WHERE locator = ?", (locator,))
        cursor = self.connection.execute(
            "INSERT INTO sources (kind, locator, title, content_hash, ingested_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (kind, locator, title, content_hash, _now()),
        )
        return int(cursor.lastrowid or 0)

    # -- rules files -------------------------------------------------------------------------

    def write_rules_document(self, document: RulesDocument, *, content_hash: str) -> None:
        # An edition in a language has one source: a newer file of it replaces the older one.
        self.connection.execute(
            "DELETE FROM sources WHERE id IN (SELECT source_id FROM editions"
            " WHERE edition = ? AND lang = ? AND is_wiki_quote = 0)",
            (document.edition, document.lang),
        )
        self.connection.execute(
            "DELETE FROM editions WHERE edition = ? AND lang = ?",
            (document.edition, document.lang),
        )
        source_id = self._replace_source(
            "rules", document.source, f"Comprehensive Rules {document.edition}", content_hash
        )
        self.connection.execute(
            "INSERT INTO editions (edition, lang, source_id, effective_text, is_wiki_quote)"
            " VALUES (?, ?, ?, ?, 0)",
            (document.edition, document.lang, source_id, document.effective_text),
        )
        for rule in document.rules:
            self._insert_rule(rule)
        self.connection.executemany(
            "INSERT OR IGNORE INTO glossary (edition, lang, term, text, position)"
            " VALUES (?, ?, ?, ?, ?)",
            [
                (document.edition, document.lang, entry.term, entry.text, entry.position)
                for entry in document.glossary
            ],
        )

    def _insert_rule(self, rule: RuleRecord) -> int | None:
        cursor = self.connection.execute(
            "INSERT OR IGNORE INTO rules (edition, lang, number, parent, kind, text, position)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            (
                rule.edition,
                rule.lang,
                rule.number,
                rule.parent,
                rule.kind,
                rule.text,
                rule.position,
            ),
        )
        if cursor.rowcount == 0:
            return None
        rule_id = int(cursor.lastrowid or 0)
        self.connection.executemany(
            "INSERT INTO rule_examples (rule_id, position, text) VALUES (?, ?, ?)",
            [(rule_id, index, text) for index, text in enumerate(rule.examples)],
        )
        return rule_id

    # -- wiki pages --------------------------------------------------------------------------

    def write_wiki_page(self, page: WikiPage, *, locator: str, content_hash: str) -> None:
        self.connection.execute("DELETE FROM pages WHERE title = ?", (page.title,))
        source_id = self._replace_source("wiki", locator, page.title, content_hash)
        page_id = int(
            self.connection.execute(
                "INSERT INTO pages (source_id, title, url, lead, rules_edition, source_format)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    source_id,
                    page.title,
                    page.url,
                    page.lead,
                    page.rules_edition,
                    page.source_format,
                ),
            ).lastrowid
            or 0
        )
        section_ids = self._write_sections(page, page_id)
        self.connection.executemany(
            "INSERT INTO passages (section_id, kind, depth, text, position) VALUES (?, ?, ?, ?, ?)",
            [
                (section_ids[p.section_path], p.kind, p.depth, p.text, p.position)
                for p in page.passages
            ],
        )
        self._write_rule_quotes(page, page_id, section_ids)
        for position, card_list in enumerate(page.card_lists):
            list_id = int(
                self.connection.execute(
                    "INSERT INTO card_lists (page_id, section_id, title, position)"
                    " VALUES (?, ?, ?, ?)",
                    (page_id, section_ids[card_list.section_path], card_list.title, position),
                ).lastrowid
                or 0
            )
            for item in card_list.items:
                self.connection.execute(
                    "INSERT INTO card_list_items (list_id, card_id, position, note)"
                    " VALUES (?, ?, ?, ?)",
                    (list_id, self.card_id(item.card), item.position, item.note),
                )
        for mention in page.mentions:
            self.connection.execute(
                "INSERT INTO card_mentions (card_id, section_id, text) VALUES (?, ?, ?)",
                (self.card_id(mention.card), section_ids[mention.section_path], mention.text),
            )

    def _write_sections(self, page: WikiPage, page_id: int) -> dict[SectionPath, int]:
        # The lead (text before the first heading) lives in the page's root section, path ().
        paths: list[SectionPath] = [()] + [s.path for s in page.sections]
        referenced = (
            [p.section_path for p in page.passages]
            + [c.section_path for c in page.card_lists]
            + [m.section_path for m in page.mentions]
        )
        for path in referenced:
            if path not in paths:
                paths.append(path)
        section_ids: dict[SectionPath, int] = {}
        for position, path in enumerate(paths):
            cursor = self.connection.execute(
                "INSERT INTO sections (page_id, path, heading, level, position)"
                " VALUES (?, ?, ?, ?, ?)",
                (page_id, _path_json(path), path[-1] if path else "", len(path), position),
            )
            section_ids[path] = int(cursor.lastrowid or 0)
        return section_ids

    def _write_rule_quotes(
        self, page: WikiPage, page_id: int, section_ids: dict[SectionPath, int]
    ) -> None:
        if not page.rules:
            return
        edition = page.rules[0].edition
        lang = page.rules[0].lang
        self.connection.execute(
            "INSERT OR IGNORE INTO editions"
            " (edition, lang, source_id, effective_text, is_wiki_quote) VALUES (?, ?, NULL, ?, 1)",
            (edition, lang, f"MTG Wiki quotes of the Comprehensive Rules {edition}"),
        )
        quote_section = next(
            (s.path for s in page.sections if "総合ルール" in s.heading),
            page.sections[-1].path if page.sections else (),
        )
        for rule in page.rules:
            # Pages quote rules in their own order; the edition's order is the numbers' order.
            rule_id = self._insert_rule(replace(rule, position=numeric_position(rule.number)))
            if rule_id is None:
                row = self.connection.execute(
                    "SELECT id FROM rules WHERE edition = ? AND lang = ? AND number = ?",
                    (rule.edition, rule.lang, rule.number),
                ).fetchone()
                rule_id = int(row[0])
            self.connection.execute(
                "INSERT OR IGNORE INTO rule_quotes (rule_id, page_id, section_id) VALUES (?, ?, ?)",
                (rule_id, page_id, section_ids.get(quote_section)),
            )

    def card_id(self, card: CardName) -> int:
        row = self.connection.execute("SELECT id, ja, en FROM cards WHERE ref = ?", (card.ref,))
        found = row.fetchone()
        if found is not None:
            card_id = int(found[0])
            # A page may give only one of the names; the other page completes the pair.
            if (card.ja and not found[1]) or (card.en and not found[2]):
                self.connection.execute(
                    "UPDATE cards SET ja = coalesce(ja, ?), en = coalesce(en, ?) WHERE id = ?",
                    (card.ja, card.en, card_id),
                )
        else:
            card_id = int(
                self.connection.execute(
                    "INSERT INTO cards (ref, en, ja) VALUES (?, ?, ?)",
                    (card.ref, card.en, card.ja),
                ).lastrowid
                or 0
            )
        for alias in (card.en, card.ja):
            if alias:
                self.connection.execute(
                    "INSERT OR IGNORE INTO card_aliases (card_id, alias, folded) VALUES (?, ?, ?)",
                    (card_id, alias, fold(alias)),
                )
        return card_id

    # -- fetch metadata ------------------------------------------------------------------------

    def remember_fetch(self, fetch: FetchRecord) -> None:
        self.connection.execute(
            "INSERT INTO fetch_meta (url, etag, last_modified, status, content_hash, fetched_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT(url) DO UPDATE SET etag = excluded.etag,"
            " last_modified = excluded.last_modified, status = excluded.status,"
            " content_hash = excluded.content_hash, fetched_at = excluded.fetched_at",
            (
                fetch.url,
                fetch.etag,
                fetch.last_modified,
                fetch.status,
                fetch.content_hash,
                _now(),
            ),
        )

    def remove_orphans(self) -> None:
        """Quoted rules no page quotes any more, and cards nothing refers to."""
        self.connection.execute(
            "DELETE FROM rules WHERE (edition, lang) IN"
            " (SELECT edition, lang FROM editions WHERE is_wiki_quote = 1)"
            " AND id NOT IN (SELECT rule_id FROM rule_quotes)"
        )
        self.connection.execute(
            "DELETE FROM editions WHERE is_wiki_quote = 1 AND NOT EXISTS"
            " (SELECT 1 FROM rules r WHERE r.edition = editions.edition AND r.lang = editions.lang)"
        )
        self.connection.execute(
            "DELETE FROM cards WHERE id NOT IN (SELECT card_id FROM card_list_items)"
            " AND id NOT IN (SELECT card_id FROM card_mentions)"
            " AND id NOT IN (SELECT card_id FROM card_oracle)"
            " AND id NOT IN (SELECT card_id FROM card_pages)"
        )
