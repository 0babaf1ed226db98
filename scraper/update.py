"""`judgebot update`: bring the database up to date from the official sources.

Sources: the English Comprehensive Rules (the TXT linked from the rules page, or a direct URL),
the Japanese rules (a configured TXT URL) and MTGJSON's card file. Each source succeeds or fails
on its own: a failed one leaves the database holding what it held for that source. Downloads go
to a folder beside the database that is removed when the update ends; the database itself is
only ever replaced by a complete new version (scraper.ingest.writing_database), so a failed or
killed update leaves the previous database answering.
"""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import aiohttp

from rulesdb.contents import database_contents
from rulesdb.records import FetchRecord
from rulesdb.storage.fetch_records import stored_fetch_records
from scraper.ingest import IngestError, ParsedSource, Source, writing_database
from scraper.live_ingest import ingest_mixed
from scraper.official.mtgjson_update import NAME as MTGJSON_NAME
from scraper.official.mtgjson_update import CardFileReady, check_mtgjson
from scraper.official.rules_update import RulesCheck, RulesSource, RulesUpdate, check_rules_source
from scraper.official.source_download import SourceDownloader, session_for_downloads
from scraper.official.source_outcome import SourceOutcome
from scraper.transport.urls import url_problem
from scraper.transport.user_agent import user_agent
from scraper.update_folder import UpdateBusy, download_folder

__all__ = ["SourceOutcome", "UpdateSources", "update_database", "url_problem"]


@dataclass(frozen=True)
class UpdateSources:
    rules_page: str | None  # the page linking the English rules TXT
    rules_url: str | None  # the English rules TXT itself (then the page is not read)
    ja_rules_url: str | None  # the Japanese rules TXT; not updated when unset
    mtgjson: str | None  # the folder holding Meta.json and AtomicCards.json.*

    def names(self) -> list[str]:
        return [source.name for source in self.rules_sources()] + (
            [MTGJSON_NAME] if self.mtgjson else []
        )

    def rules_sources(self) -> list[RulesSource]:
        sources = []
        if self.rules_url or self.rules_page:
            sources.append(RulesSource("rules-en", "en", self.rules_page, self.rules_url))
        if self.ja_rules_url:
            sources.append(RulesSource("rules-ja", "ja", None, self.ja_rules_url))
        return sources


def update_database(
    db_path: Path, sources: UpdateSources, *, contact: str = ""
) -> list[SourceOutcome]:
    """Check every source and write what is new; one outcome per source, in source order."""
    try:
        return asyncio.run(_update(db_path, sources, user_agent(contact)))
    except UpdateBusy as busy:
        return [SourceOutcome(name, "failed", None, str(busy)) for name in sources.names()]
    except (aiohttp.ClientError, TimeoutError):  # OSErrors too, but of the network
        raise
    except OSError as error:  # the download folder beside the database (a full disk)
        why = f"nothing could be written beside {db_path} ({error.strerror or error})"
        return [SourceOutcome(name, "failed", None, why) for name in sources.names()]


async def _update(db_path: Path, sources: UpdateSources, agent: str) -> list[SourceOutcome]:
    held = database_contents(db_path)
    stored = {record.url: record for record in stored_fetch_records(db_path)}
    with download_folder(db_path) as folder:
        async with session_for_downloads() as session:
            downloader = SourceDownloader(session, user_agent=agent)
            rules = RulesUpdate(downloader, held, stored, folder)
            checks = [await check_rules_source(rules, source) for source in sources.rules_sources()]
            cards = (
                await check_mtgjson(downloader, sources.mtgjson, stored, folder)
                if sources.mtgjson
                else None
            )
        outcomes = _write_rules(db_path, checks)
        if cards is not None:
            outcomes.append(_ingest_cards(db_path, cards))
    return outcomes


def _write_rules(db_path: Path, checks: Sequence[RulesCheck]) -> list[SourceOutcome]:
    """Every new edition and every validator learnt, in one write; when the write fails, the
    sources that would have changed the database fail."""
    new = [check.new for check in checks if check.new is not None]
    fetches = [check.fetch for check in checks if check.fetch is not None]
    outcomes = [check.outcome for check in checks]
    if not new and not fetches:
        return outcomes
    try:
        with writing_database(db_path, keep_existing=True) as sink:
            for edition in new:
                sink.add(
                    ParsedSource(Source(locator=edition.url, data=edition.data), edition.record)
                )
            sink.remember_fetches(fetches)
    except (IngestError, sqlite3.Error, OSError) as error:
        why = f"the database could not be written ({error}); it holds what it held"
        return [o.as_failed(why) if o.status == "updated" else o for o in outcomes]
    return outcomes


def _ingest_cards(db_path: Path, cards: SourceOutcome | CardFileReady) -> SourceOutcome:
    if isinstance(cards, SourceOutcome):
        return cards
    try:
        report = ingest_mixed(db_path, [str(cards.path)])
    except (IngestError, sqlite3.Error, OSError) as error:
        return SourceOutcome(
            MTGJSON_NAME,
            "failed",
            cards.version,
            f"{cards.path.name} was downloaded and verified but could not be ingested: {error}",
        )
    detail = f"{cards.path.name} {cards.version} ingested"
    try:
        _remember(db_path, cards.fetches)
    except (sqlite3.Error, OSError) as error:
        detail += f"; not remembered ({error}), so the next update downloads it again"
    if report.warnings:
        detail += f"; {len(report.warnings)} warnings, e.g. {report.warnings[0]}"
    return SourceOutcome(MTGJSON_NAME, "updated", cards.version, detail)


def _remember(db_path: Path, fetches: Sequence[FetchRecord]) -> None:
    # After the cards are in: a crash between the two writes costs one more download, never a
    # card file marked as held that is not.
    with writing_database(db_path, keep_existing=True) as sink:
        sink.remember_fetches(fetches)
