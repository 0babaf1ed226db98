"""The MTGJSON source of `judgebot update`: the download side.

`Meta.json` (a few hundred bytes) says whether anything changed since the last update; when it
did, the card file's `.sha256` sidecar names the file's checksum, and only a file whose checksum
the database does not hold yet is downloaded (into the update's folder beside the database),
then verified against the sidecar. Parsing and storing the cards is the file-ingest path's job
(`scraper.live_ingest.ingest_mixed`), the same one `judgebot ingest AtomicCards.json.xz` uses.

Meta.json is fetched whole every time: it is a few hundred bytes, and a 304 would save nothing
while losing the version to report. The card file needs no conditional request either: it is
requested only when its published checksum is not the one held.
"""

from __future__ import annotations

import hashlib
import io
import json
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin

from rulesdb.records import FetchRecord
from scraper.official.mtgjson import MTGJSON_VERSION
from scraper.official.source_download import (
    CARDS_LIMITS,
    PAGE_LIMITS,
    Download,
    DownloadError,
    SourceDownloader,
)
from scraper.official.source_outcome import SourceOutcome

NAME = "mtgjson"
META_FILE = "Meta.json"
# Published compressed in these forms; the first one the server has is used.
CARD_FILES = ("AtomicCards.json.xz", "AtomicCards.json.gz", "AtomicCards.json.bz2")
_SHA256 = re.compile(r"[0-9a-fA-F]{64}")


@dataclass(frozen=True)
class CardFileReady:
    """A downloaded card file whose checksum matched its sidecar, ready to ingest."""

    path: Path
    version: str
    fetches: list[FetchRecord]  # Meta.json and the card file, remembered once it is ingested


def base_url(base: str) -> str:
    return base if base.endswith("/") else base + "/"


async def _small_file(downloader: SourceDownloader, url: str) -> tuple[Download, bytes]:
    sink = io.BytesIO()
    download = await downloader.fetch_into(url, sink, PAGE_LIMITS)
    return download, sink.getvalue()


def meta_version(data: bytes, url: str) -> str:
    """`data.version` (or `meta.version`) of an MTGJSON Meta.json, e.g. `5.2.2+20250516`;
    DownloadError for anything else, shown escaped (the version is printed in reports)."""
    try:
        meta = json.loads(data)
        for key in ("data", "meta"):
            section = meta.get(key) if isinstance(meta, dict) else None
            if isinstance(section, dict) and isinstance(section.get("version"), str):
                version = str(section["version"])
                if MTGJSON_VERSION.fullmatch(version):
                    return version
                raise DownloadError(
                    f"{url}: {key}.version {version[:80]!r} is not an MTGJSON version"
                )
    except (ValueError, UnicodeDecodeError):
        pass
    raise DownloadError(f"{url} is not an MTGJSON Meta.json (no data.version)")


def sidecar_checksum(data: bytes, url: str) -> str:
    """The checksum in a `.sha256` file: its first word, 64 hex digits."""
    words = data.decode("ascii", errors="replace").split()
    if not words or not _SHA256.fullmatch(words[0]):
        raise DownloadError(f"{url} holds no SHA-256 checksum")
    return words[0].lower()


async def _card_file_checksum(downloader: SourceDownloader, base: str) -> tuple[str, str]:
    """The URL of the first card file the server publishes, and its published checksum."""
    for name in CARD_FILES:
        url = urljoin(base, name)
        try:
            _, sidecar = await _small_file(downloader, url + ".sha256")
        except DownloadError as error:
            if error.status == 404:
                continue
            raise
        return url, sidecar_checksum(sidecar, url + ".sha256")
    raise DownloadError(f"{base} publishes none of {', '.join(CARD_FILES)} (with .sha256)")


async def check_mtgjson(
    downloader: SourceDownloader, base: str, stored: dict[str, FetchRecord], folder: Path
) -> SourceOutcome | CardFileReady:
    """`unchanged`/`failed` outcomes, or the verified file to ingest."""
    base = base_url(base)
    version: str | None = None
    try:
        meta_url = urljoin(base, META_FILE)
        meta, meta_data = await _small_file(downloader, meta_url)
        version = meta_version(meta_data, meta_url)
        meta_hash = hashlib.sha256(meta_data).hexdigest()  # as ingest hashes a source
        held_meta = stored.get(meta_url)
        held_files = [stored[u] for u in (urljoin(base, n) for n in CARD_FILES) if u in stored]
        if held_meta is not None and held_meta.content_hash == meta_hash and held_files:
            return SourceOutcome(NAME, "unchanged", version, f"{meta_url}: version unchanged")
        url, expected = await _card_file_checksum(downloader, base)
        held_file = stored.get(url)
        if held_file is not None and held_file.content_hash == expected:
            return SourceOutcome(NAME, "unchanged", version, f"{url}: checksum unchanged")
        path = folder / url.rsplit("/", 1)[-1]
        download = await downloader.fetch_to_file(url, path, CARDS_LIMITS)
        if download.sha256 != expected:
            raise DownloadError(
                f"{url}: checksum mismatch: the file's SHA-256 is {download.sha256}, its .sha256 "
                f"says {expected} (the download was discarded)"
            )
    except DownloadError as error:
        return SourceOutcome(NAME, "failed", version, str(error))
    fetches = [
        FetchRecord(meta_url, meta.validators.etag, meta.validators.last_modified, 200, meta_hash),
        FetchRecord(
            url, download.validators.etag, download.validators.last_modified, 200, expected
        ),
    ]
    return CardFileReady(path, version, fetches)
