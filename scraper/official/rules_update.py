"""The Comprehensive Rules sources of `judgebot update`: the English rules from the official
rules page (or a direct TXT URL) and the Japanese rules from a configured TXT URL.

Each source is checked on its own: find the file, download it (conditionally, with the
validators kept from the last update), detect its edition, and hand back what to write only
when that edition is not held yet. The caller writes every new edition in one atomic write.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from pathlib import Path

from rulesdb.contents import DatabaseContents
from rulesdb.records import FetchRecord, RulesDocument
from scraper.official.cr_text import RulesParseError, parse_rules_text
from scraper.official.rules_link import RulesLinkError, rules_text_link
from scraper.official.source_download import (
    PAGE_LIMITS,
    RULES_LIMITS,
    DownloadError,
    SourceDownloader,
)
from scraper.official.source_outcome import SourceOutcome
from scraper.transport.fetch_cache import Validators

_LANG_NAMES = {"en": "English", "ja": "Japanese"}


@dataclass(frozen=True)
class RulesSource:
    name: str
    lang: str
    page: str | None  # the page linking the TXT, used when `url` is not given
    url: str | None  # the TXT itself


@dataclass(frozen=True)
class RulesUpdate:
    """What checking a rules source needs: the downloader, what the database holds and the
    validators it kept, and the folder downloads go to."""

    downloader: SourceDownloader
    held: DatabaseContents
    stored: dict[str, FetchRecord]
    folder: Path


@dataclass(frozen=True)
class NewEdition:
    """A rules file holding an edition the database does not hold yet: its bytes, to store
    under its URL, and the document parsed from them."""

    url: str
    data: bytes
    record: RulesDocument


@dataclass(frozen=True)
class RulesCheck:
    outcome: SourceOutcome
    new: NewEdition | None  # an edition to ingest
    fetch: FetchRecord | None  # validators to remember


async def check_rules_source(update: RulesUpdate, source: RulesSource) -> RulesCheck:
    try:
        return await _check(update, source)
    except (DownloadError, RulesLinkError, RulesParseError) as error:
        return RulesCheck(SourceOutcome(source.name, "failed", None, str(error)), None, None)


async def _txt_url(downloader: SourceDownloader, source: RulesSource) -> str:
    if source.url is not None:
        return source.url
    if source.page is None:
        raise RulesLinkError(f"{source.name}: neither a rules page nor a rules URL is set")
    page = io.BytesIO()
    fetched = await downloader.fetch_into(source.page, page, PAGE_LIMITS)
    link = rules_text_link(page.getvalue().decode("utf-8", errors="replace"), fetched.url)
    downloader.check_link(source.page, fetched.url, link)
    return link


async def _check(update: RulesUpdate, source: RulesSource) -> RulesCheck:
    url = await _txt_url(update.downloader, source)
    known = update.stored.get(url)
    validators = Validators(known.etag, known.last_modified) if known is not None else None
    path = update.folder / f"{source.name}.txt"
    download = await update.downloader.fetch_to_file(url, path, RULES_LIMITS, validators)
    if not download.modified:
        edition = update.held.edition_from(url)
        return RulesCheck(
            SourceOutcome(
                source.name, "unchanged", edition, f"{url}: not modified since the last update"
            ),
            None,
            None,
        )
    data = path.read_bytes()
    record = parse_rules_text(data, source=url)
    fetch = FetchRecord(
        url, download.validators.etag, download.validators.last_modified, 200, download.sha256
    )
    if record.lang != source.lang:
        why = (
            f"{url} holds the {_LANG_NAMES.get(record.lang, record.lang)} rules, expected "
            f"{_LANG_NAMES.get(source.lang, source.lang)}"
        )
        return RulesCheck(SourceOutcome(source.name, "failed", record.edition, why), None, None)
    if update.held.holds(record.edition, record.lang):
        detail = f"edition {record.edition} ({record.lang}) is already held ({url})"
        return RulesCheck(
            SourceOutcome(source.name, "unchanged", record.edition, detail), None, fetch
        )
    outcome = SourceOutcome(source.name, "updated", record.edition, _ingest_detail(url, record))
    return RulesCheck(outcome, NewEdition(url, data, record), fetch)


def _ingest_detail(url: str, record: RulesDocument) -> str:
    detail = f"edition {record.edition} ({record.lang}) from {url}, {len(record.rules)} rules"
    if record.warnings:
        # The decoding note comes first when there is one: it says the file was not UTF-8.
        first = next((w for w in record.warnings if "not valid UTF-8" in w), record.warnings[0])
        detail += f"; {len(record.warnings)} warnings, e.g. {first}"
    return detail
