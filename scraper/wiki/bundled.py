"""The wiki pages shipped with the bot (data/wiki/), listed in data/wiki/sources.json."""

from __future__ import annotations

import json
import logging
from pathlib import Path

from rulesdb.records import WikiPage
from scraper.wiki.html_page import parse_html
from scraper.wiki.text_dump import parse_text_dump

log = logging.getLogger(__name__)

BUNDLED_WIKI_DIR = Path(__file__).resolve().parents[2] / "data" / "wiki"
SOURCES_FILE = "sources.json"
REQUIRED_FIELDS = ("file", "title", "url", "format", "rules_edition", "license", "attribution")
FORMATS = ("text", "html")


class BundledDataError(RuntimeError):
    """data/wiki/sources.json or a file it lists is missing or malformed."""


def _validated(entry: object, index: int, directory: Path) -> dict[str, str]:
    where = f"{SOURCES_FILE} entry {index}"
    if not isinstance(entry, dict):
        raise BundledDataError(f"{where}: expected an object, got {type(entry).__name__}")
    for name in REQUIRED_FIELDS:
        if not isinstance(entry.get(name), str) or not entry[name].strip():
            raise BundledDataError(f"{where}: field {name!r} is missing or not a non-empty string")
    if entry["format"] not in FORMATS:
        raise BundledDataError(f"{where}: format {entry['format']!r} is not one of {FORMATS}")
    path = directory / entry["file"]
    if not path.is_file():
        raise BundledDataError(f"{where}: file {entry['file']!r} not found in {directory}")
    return {**{name: str(value) for name, value in entry.items()}, "path": str(path)}


def bundled_wiki_dir(data_dir: Path | None = None) -> Path:
    """`data_dir/wiki`, else the source tree's data/wiki. An installed copy (a wheel, the Docker
    image) has no source tree around it: the bot is told where the bundled data lives."""
    return data_dir.expanduser() / "wiki" if data_dir is not None else BUNDLED_WIKI_DIR


def bundled_sources(directory: Path | None = None) -> list[dict[str, str]]:
    """The entries of sources.json, each with an added absolute `path` to its file."""
    folder = directory or bundled_wiki_dir()
    listing = folder / SOURCES_FILE
    try:
        entries = json.loads(listing.read_text(encoding="utf-8"))
    except OSError as error:
        raise BundledDataError(f"cannot read {listing}: {error.strerror or error}") from error
    except json.JSONDecodeError as error:
        raise BundledDataError(f"{listing} is not valid JSON: {error}") from error
    if not isinstance(entries, list):
        raise BundledDataError(f"{listing} must hold a JSON list of sources")
    return [_validated(entry, index, folder) for index, entry in enumerate(entries)]


def _edition_date(edition: str) -> str:
    return edition.split(".", 1)[0]  # `20231117.0` -> `20231117`


def bundled_pages(directory: Path | None = None) -> list[WikiPage]:
    """Every bundled page, parsed; disagreements with sources.json become page warnings."""
    pages = []
    for source in bundled_sources(directory):
        text = Path(source["path"]).read_text(encoding="utf-8")
        if source["format"] == "html":
            page = parse_html(text, url=source["url"])
        else:
            page = parse_text_dump(text, url=source["url"])
        if page.title != source["title"]:
            page.warnings.append(
                f"{source['file']}: title {page.title!r} differs from "
                f"sources.json {source['title']!r}"
            )
        if page.rules_edition and page.rules_edition != _edition_date(source["rules_edition"]):
            page.warnings.append(
                f"{source['file']}: quotes rules edition {page.rules_edition}, "
                f"sources.json says {source['rules_edition']}"
            )
        log.debug("bundled page %s: %d sections", page.title, len(page.sections))
        pages.append(page)
    return pages
