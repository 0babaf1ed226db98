"""The scraper's rooms and the arrows between them (see scraper/__init__.py): the transport at
the bottom imports no other room; the wiki and the official sources build on the transport
only; the wiki sync's pieces on both of those; the pipelines, the bot's entry points, on top."""

from __future__ import annotations

from tests.architecture.house import (
    REPO,
    arrows_in_use,
    crowded_folders,
    cycle_in,
    forbidden_arrows,
    imports,
    long_functions,
    long_modules,
    modules,
    rooms_on_disk,
)

PACKAGE = "scraper"
# room -> the rooms it may import, and does: no other arrow exists.
ALLOWED: dict[str, set[str]] = {
    "transport": set(),
    "wiki": {"transport"},
    "official": {"transport"},
    "sync": {"transport", "wiki"},
    "ingest": {"wiki", "official"},
    "live_ingest": {"transport", "wiki", "ingest"},
    "update_folder": set(),
    "update": {"transport", "official", "ingest", "live_ingest", "update_folder"},
    "wiki_sync": {"transport", "wiki", "sync"},
}


def test_every_room_is_stated() -> None:
    assert rooms_on_disk(PACKAGE) == set(ALLOWED)


def test_modules_functions_and_folders_keep_the_house_sizes() -> None:
    assert long_modules(PACKAGE) == {}
    assert long_functions(PACKAGE) == {}
    assert crowded_folders(PACKAGE) == {}


def test_rooms_import_exactly_the_allowed_rooms() -> None:
    assert forbidden_arrows(PACKAGE, ALLOWED) == {}
    # every allowed arrow is a real one, so the list stays tight
    assert arrows_in_use(PACKAGE, ALLOWED) == ALLOWED


def test_the_rooms_have_no_cycle() -> None:
    assert cycle_in(ALLOWED) is None


def test_the_transport_knows_no_page_format() -> None:
    # The crawl's link extractor is passed in (`scraper.transport.crawl_results.LinkExtractor`),
    # so nothing under transport/ imports the wiki, or any scraper module outside transport/.
    for path in modules(f"{PACKAGE}/transport"):
        outside = {
            name
            for name in imports(path)
            if name.startswith("scraper.") and not name.startswith("scraper.transport")
        }
        assert outside == set(), f"{path.relative_to(REPO)} imports {sorted(outside)}"
