"""Turning sources (files of any supported format, live pages) into an updated database.

Every call writes a complete new database and swaps it in (rulesdb.storage.atomic), so a source
that fails to parse leaves the previous database as it was, and nothing is half-ingested.
"""

from __future__ import annotations

import contextlib
import hashlib
import logging
import os
import sqlite3
import stat
from collections.abc import Collection, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

from rulesdb.records import FetchRecord, RulesDocument, WikiPage
from rulesdb.storage.atomic import replacing_database, writable_state
from rulesdb.storage.finalize import finalize_database
from rulesdb.storage.recorded_sources import recorded_locators
from rulesdb.storage.store import DatabaseKind, DatabaseState, inspect_database
from rulesdb.storage.upgrades import upgradable
from rulesdb.storage.writer import RecordWriter
from rulesdb.storage.writer_lock import LockPolicy
from scraper.official.card_ingest import write_card_file
from scraper.official.cr_text import RulesParseError, parse_rules_text
from scraper.official.mtgjson import CardFileError, is_card_file
from scraper.wiki.blocks import WikiParseError
from scraper.wiki.bundled import bundled_sources, bundled_wiki_dir
from scraper.wiki.html_page import parse_html
from scraper.wiki.page_address import file_url
from scraper.wiki.text_dump import parse_text_dump

log = logging.getLogger(__name__)

RULES_SIGNATURES = ("Comprehensive Rules", "総合ルール")

# The largest file of each kind read from disk (`ingest --max-bytes` sets one cap for all kinds).
# Real sources: a Comprehensive Rules text is about 1 MB (the Japanese one 1.3 MB), a saved
# MediaWiki page up to about 300 KB of HTML, a page copied as text a few tens of KB. A file far
# larger is not one of them, and its passages would slow every search down.
RULES_TEXT_MAX_BYTES = 5_000_000
HTML_MAX_BYTES = 2_000_000
PAGE_DUMP_MAX_BYTES = 1_000_000


class IngestError(RuntimeError):
    """A source could not be read or parsed; the database was left unchanged."""


@dataclass(frozen=True)
class Source:
    """One document to ingest: where it came from, its bytes, and the page URL if it is a page."""

    locator: str
    data: bytes
    url: str | None = None


@dataclass
class Migration:
    """An older judgebot database being rebuilt from the sources it records: those re-read
    (files, the bundled corpus, and live pages when the command fetches), those gone (files no
    longer there), and live pages a command that does not fetch left out."""

    found: DatabaseState
    sources: list[Source] = field(default_factory=list)
    card_files: list[Path] = field(default_factory=list)
    urls: list[str] = field(default_factory=list)
    reread: list[str] = field(default_factory=list)
    gone: list[str] = field(default_factory=list)
    not_fetched: list[str] = field(default_factory=list)


@dataclass
class IngestReport:
    pages: list[str] = field(default_factory=list)
    editions: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    migration: Migration | None = None
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

    def add_file(self, path: Path, *, max_bytes: int | None = None) -> None:
        """A file of any supported kind: card data is streamed (no size cap: its memory stays
        bounded), anything else is read whole within its kind's cap or `max_bytes`."""
        if is_card_file(path):
            self.add_card_file(path)
        else:
            self.add(ParsedSource.of(read_file_source(path, max_bytes=max_bytes)))

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
def writing_database(
    db_path: Path, *, keep_existing: bool, lock: LockPolicy | None = None
) -> Iterator[RecordSink]:
    """A `RecordSink` on the next version of the database, which replaces the current one when
    the block succeeds; an exception leaves the current one untouched. The writer lock is held
    from before the copy is made until the new version is in place (`lock` says whether to
    wait)."""
    with replacing_database(db_path, keep_existing=keep_existing, lock=lock) as connection:
        sink = RecordSink(connection)
        yield sink
        finalize_database(connection)


def write_records(
    db_path: Path,
    records: Sequence[ParsedSource],
    *,
    keep_existing: bool,
    fetched: Sequence[FetchRecord] = (),
    lock: LockPolicy | None = None,
) -> IngestReport:
    """Store parsed records (and HTTP validators) in the next version of the database."""
    with writing_database(db_path, keep_existing=keep_existing, lock=lock) as sink:
        for parsed in records:
            sink.add(parsed)
        sink.remember_fetches(fetched)
    return sink.report


def read_file_source(path: Path, *, max_bytes: int | None = None) -> Source:
    """A file as a source, within its kind's cap (or `max_bytes` for every kind); a page in it is
    cited as the file unless it names its own address.
    Devices, FIFOs and directories are refused before they are opened, so nothing waits on a
    pipe or reads an endless device."""
    data = _read_regular_file(path, RULES_TEXT_MAX_BYTES if max_bytes is None else max_bytes)
    if max_bytes is None:
        _check_kind_cap(path, data)
    return Source(locator=str(path), data=data, url=file_url(path))


def _read_regular_file(path: Path, limit: int) -> bytes:
    try:
        if not stat.S_ISREG(os.stat(path).st_mode):
            raise IngestError(
                f"{path}: not a regular file (devices, FIFOs and folders are not read)"
            )
        # O_NONBLOCK: a FIFO swapped in after the check still cannot make the open wait.
        descriptor = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(descriptor, "rb") as handle:
            if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
                raise IngestError(f"{path}: not a regular file")
            data = handle.read(limit + 1)
    except OSError as error:
        raise IngestError(f"{path}: {error.strerror or error}") from error
    if len(data) > limit:
        raise IngestError(f"{path}: larger than {limit} bytes (--max-bytes sets the limit)")
    return data


def _check_kind_cap(path: Path, data: bytes) -> None:
    head = data[:3000].decode("utf-8", errors="replace")
    if looks_like_html(str(path), head):
        kind, limit = "an HTML page", HTML_MAX_BYTES
    elif any(signature in head for signature in RULES_SIGNATURES):
        kind, limit = "a rules text", RULES_TEXT_MAX_BYTES
    else:
        kind, limit = "a page dump", PAGE_DUMP_MAX_BYTES
    if len(data) > limit:
        raise IngestError(
            f"{path}: {len(data)} bytes, more than {limit} for {kind}"
            " (ingest --max-bytes raises the limit)"
        )


def ingest_files(
    db_path: Path, paths: Sequence[Path], *, keep_existing: bool, lock: LockPolicy | None = None
) -> IngestReport:
    with writing_database(db_path, keep_existing=keep_existing, lock=lock) as sink:
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


def plan_migration(
    db_path: Path, *, data_dir: Path | None = None, fetches: bool = False, keeps: bool = False
) -> Migration | None:
    """What rebuilding the database at `db_path` re-reads, when it is an older judgebot
    database; None otherwise, and None for a command that `keeps` the database when this build
    upgrades it in place (rulesdb.storage.upgrades). Live pages are re-fetched only by a command
    that `fetches`."""
    found = inspect_database(db_path)
    if found.kind is not DatabaseKind.OLDER or (keeps and upgradable(found)):
        return None
    migration = Migration(found)
    bundled = {source.locator: source for source in bundled_file_sources(data_dir)}
    for locator in recorded_locators(db_path):
        if locator.startswith(("http://", "https://")):
            (migration.urls if fetches else migration.not_fetched).append(locator)
            if fetches:
                migration.reread.append(locator)
        elif locator in bundled:
            migration.sources.append(bundled[locator])
            migration.reread.append(locator)
        elif Path(locator).is_file():
            if is_card_file(Path(locator)):
                migration.card_files.append(Path(locator))  # streamed when it is written
            else:
                migration.sources.append(read_file_source(Path(locator)))
            migration.reread.append(locator)
        else:
            migration.gone.append(locator)
    return migration


def build_bundled(
    db_path: Path,
    *,
    extra: Sequence[Path] = (),
    data_dir: Path | None = None,
    lock: LockPolicy | None = None,
) -> IngestReport:
    """A fresh database from the bundled corpus (in `data_dir`, see `bundled_wiki_dir`), plus any
    extra files (official rules, pages, card data). An older judgebot database there is rebuilt
    with the sources it records (`plan_migration`), so what was ingested into it is kept."""
    writable_state(db_path, keep_existing=False)  # refuse before reading every source
    migration = plan_migration(db_path, data_dir=data_dir)
    bundled = bundled_file_sources(data_dir)
    with writing_database(db_path, keep_existing=False, lock=lock) as sink:
        for source in bundled:
            sink.add(ParsedSource.of(source))
        given = {source.locator for source in bundled} | {str(path) for path in extra}
        carry_recorded(sink, migration, given)
        for path in extra:
            sink.add_file(path)
    sink.report.migration = migration
    return sink.report


def carry_recorded(sink: RecordSink, migration: Migration | None, given: Collection[str]) -> None:
    """What an older database recorded (files re-read, card files streamed again) into its
    rebuild, except the sources this run gives anew (`given` locators)."""
    if migration is None:
        return
    for recorded in migration.sources:
        if recorded.locator not in given:
            sink.add(ParsedSource.of(recorded))
    for card_file in migration.card_files:
        if str(card_file) not in given:
            sink.add_card_file(card_file)
