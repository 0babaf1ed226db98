"""Turning sources (files of any supported format, live pages) into an updated database.

Every call writes a complete new database and swaps it in (rulesdb.atomic), so a source that fails
to parse leaves the previous database as it was, and nothing is half-ingested.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import sqlite3
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rulesdb.atomic import replacing_database
from rulesdb.finalize import finalize_database
from rulesdb.records import FetchRecord, RulesDocument, WikiPage
from rulesdb.writer import RecordWriter
from scraper.bundled import bundled_sources, bundled_wiki_dir
from scraper.card_ingest import write_card_file
from scraper.cr_text import RulesParseError, parse_rules_text
from scraper.mtgjson import CardFileError, is_card_file
from scraper.page_address import file_url
from scraper.wiki_blocks import WikiParseError
from scraper.wiki_html import parse_html
from scraper.wiki_text import parse_text_dump

log = logging.getLogger(__name__)

RULES_SIGNATURES = ("Comprehensive Rules", "総合ルール")


class IngestError(RuntimeError):
    """A source could not be read or parsed; the database was left unchanged."""


@dataclass(frozen=True)
class Source:
    """One document to ingest: where it came from, its bytes, and the page URL if it is a page."""

    locator: str
    data: bytes
    url: str | None = None


@dataclass
class IngestReport:
    pages: list[str] = field(default_factory=list)
    editions: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    card_files: list[str] = field(default_factory=list)


def content_hash(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _decode(source: Source) -> str:
    try:
        return source.data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise IngestError(f"{source.locator}: not UTF-8 text ({error.reason})") from error


def looks_like_rules_file(text: str) -> bool:
    head = text[:3000]
    return any(signature in head for signature in RULES_SIGNATURES) and (
        "1. Game Concepts" in text or "もくじ" in head
    )


def looks_like_html(locator: str, text: str) -> bool:
    return locator.lower().endswith((".html", ".htm")) or text.lstrip()[:200].lower().startswith(
        ("<!doctype html", "<html")
    )


def parse_source(source: Source) -> WikiPage | RulesDocument:
    text = _decode(source)
    if not text.strip():
        raise IngestError(f"{source.locator}: the file is empty")
    try:
        if looks_like_html(source.locator, text):
            return parse_html(text, url=source.url)
        if looks_like_rules_file(text):
            return parse_rules_text(text, source=source.locator)
        return parse_text_dump(text, url=source.url)
    except (WikiParseError, RulesParseError) as error:
        raise IngestError(f"{source.locator}: {error}") from error


@dataclass(frozen=True)
class ParsedSource:
    source: Source
    record: WikiPage | RulesDocument

    @classmethod
    def of(cls, source: Source) -> ParsedSource:
        return cls(source, parse_source(source))


class RecordSink:
    """Writes parsed records into an open next version of the database, one at a time, and
    reports what went in."""

    def __init__(self, connection: sqlite3.Connection) -> None:
        self._writer = RecordWriter(connection)
        self.report = IngestReport()

    def add(self, parsed: ParsedSource) -> None:
        source, record = parsed.source, parsed.record
        report = self.report
        digest = content_hash(source.data)
        if isinstance(record, WikiPage):
            self._writer.write_wiki_page(record, locator=source.locator, content_hash=digest)
            report.pages.append(record.title)
            if record.rules_edition:
                quoted = f"{record.rules_edition} (ja, quoted by the wiki)"
                if quoted not in report.editions:
                    report.editions.append(quoted)
        else:
            self._writer.write_rules_document(record, content_hash=digest)
            report.editions.append(f"{record.edition} ({record.lang})")
        report.warnings.extend(f"{source.locator}: {w}" for w in record.warnings)

    def add_file(self, path: Path) -> None:
        """A file of any supported kind: card data is streamed, anything else is read whole."""
        if is_card_file(path):
            self.add_card_file(path)
        else:
            self.add(ParsedSource.of(read_file_source(path)))

    def add_card_file(self, path: Path, *, sha256: str | None = None) -> None:
        """An MTGJSON file, checked against `sha256` or its `.sha256` sidecar when there is one."""
        try:
            summary = write_card_file(self._writer.connection, path, sha256=sha256)
        except CardFileError as error:
            raise IngestError(str(error)) from error
        self.report.card_files.append(summary)

    def remember_fetches(self, fetched: Sequence[FetchRecord]) -> None:
        for fetch in fetched:
            self._writer.remember_fetch(fetch)


@contextlib.contextmanager
def writing_database(db_path: Path, *, keep_existing: bool) -> Iterator[RecordSink]:
    """A `RecordSink` on the next version of the database, which replaces the current one when
    the block succeeds; an exception leaves the current one untouched."""
    with replacing_database(db_path, keep_existing=keep_existing) as connection:
        sink = RecordSink(connection)
        yield sink
        finalize_database(connection)


def write_records(
    db_path: Path,
    records: Sequence[ParsedSource],
    *,
    keep_existing: bool,
    fetched: Sequence[FetchRecord] = (),
) -> IngestReport:
    """Store parsed records (and HTTP validators) in the next version of the database."""
    with writing_database(db_path, keep_existing=keep_existing) as sink:
        for parsed in records:
            sink.add(parsed)
        sink.remember_fetches(fetched)
    return sink.report


def read_file_source(path: Path) -> Source:
    """A file as a source; a page in it is cited as the file unless it names its own address."""
    try:
        return Source(locator=str(path), data=path.read_bytes(), url=file_url(path))
    except OSError as error:
        raise IngestError(f"{path}: {error.strerror or error}") from error


def ingest_files(db_path: Path, paths: Sequence[Path], *, keep_existing: bool) -> IngestReport:
    with writing_database(db_path, keep_existing=keep_existing) as sink:
        for path in paths:
            sink.add_file(path)
    return sink.report


def bundled_file_sources(data_dir: Path | None = None) -> list[Source]:
    sources = []
    for entry in bundled_sources(bundled_wiki_dir(data_dir)):
        path = Path(entry["path"])
        source = read_file_source(path)
        sources.append(Source(locator=f"bundled:{path.name}", data=source.data, url=entry["url"]))
    return sources


def build_bundled(
    db_path: Path, *, extra: Sequence[Path] = (), data_dir: Path | None = None
) -> IngestReport:
    """A fresh database from the bundled corpus (in `data_dir`, see `bundled_wiki_dir`), plus any
    extra files (official rules, pages)."""
    with writing_database(db_path, keep_existing=False) as sink:
        for source in bundled_file_sources(data_dir):
            sink.add(ParsedSource.of(source))
        for path in extra:
            sink.add_file(path)
    return sink.report
