"""The scraper's rooms and the arrows between them (see scraper/__init__.py): the transport at
the bottom imports no other room; the wiki and the official sources build on the transport
only; the wiki sync's pieces on both of those; the pipelines, the bot's entry points, on top."""

from __future__ import annotations

from graphlib import CycleError, TopologicalSorter

import pytest

from tests.architecture.house import (
    REPO,
    crowded_folders,
    imports,
    long_functions,
    long_modules,
    modules,
    room_edges,
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


def _rooms_on_disk() -> set[str]:
    root = REPO / PACKAGE
    folders = {p.name for p in root.iterdir() if (p / "__init__.py").is_file()}
    top_modules = {p.stem for p in root.glob("*.py") if p.name != "__init__.py"}
    return folders | top_modules


def test_every_room_is_stated() -> None:
    assert _rooms_on_disk() == set(ALLOWED)


def test_modules_functions_and_folders_keep_the_house_sizes() -> None:
    assert long_modules(PACKAGE) == {}
    assert long_functions(PACKAGE) == {}
    assert crowded_folders(PACKAGE) == {}


def test_rooms_import_exactly_the_allowed_rooms() -> None:
    edges = room_edges(PACKAGE, set(ALLOWED))
    found: dict[str, set[str]] = {room: set() for room in ALLOWED}
    for source, target in edges:
        found[source].add(target)
    forbidden = {
        f"{source} -> {target}": sorted(files)
        for (source, target), files in edges.items()
        if target not in ALLOWED[source]
    }
    assert forbidden == {}
    assert found == ALLOWED  # every allowed arrow is a real one, so the list stays tight


def test_the_rooms_have_no_cycle() -> None:
    try:
        list(TopologicalSorter(ALLOWED).static_order())
    except CycleError as cycle:  # pragma: no cover - fails the test with the cycle
        pytest.fail(f"rooms import each other in a circle: {cycle.args[1]}")


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
