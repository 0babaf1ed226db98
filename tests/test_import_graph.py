"""The package import graph is the one the README draws: `engine` and `rulesdb` import none of
the other packages, `scraper` only `rulesdb`, and `bot` reaches `scraper` only through its two
ingest entry points. Every import counts, including those inside functions."""

from __future__ import annotations

import ast
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "engine", "rulesdb", "scraper")
# What each package may import of the others (the README's "Data flows one way" line).
ALLOWED = {
    "engine": set(),
    "rulesdb": set(),
    "scraper": {"rulesdb"},
    "bot": {"engine", "rulesdb", "scraper"},
}
BOT_SCRAPER_ENTRY_POINTS = {
    "scraper.ingest",
    "scraper.live_ingest",
    "scraper.transport.crawl_limits",
    "scraper.update",
    "scraper.wiki_sync",
}


def _imported_modules(package: str) -> dict[str, set[str]]:
    """Absolute module names imported anywhere in the package, each with the files importing it."""
    found: dict[str, set[str]] = {}
    for path in (REPO / package).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            else:
                continue
            for name in names:
                found.setdefault(name, set()).add(str(path.relative_to(REPO)))
    return found


def _package_edges(package: str) -> dict[str, set[str]]:
    edges: dict[str, set[str]] = {}
    for module, files in _imported_modules(package).items():
        top = module.split(".")[0]
        if top in PACKAGES and top != package:
            edges.setdefault(top, set()).update(files)
    return edges


def test_packages_import_only_what_the_readme_allows() -> None:
    for package in PACKAGES:
        edges = _package_edges(package)
        forbidden = {top: files for top, files in edges.items() if top not in ALLOWED[package]}
        assert not forbidden, f"{package} must not import {forbidden}"


def test_scraper_uses_rulesdb_and_bot_uses_all_three() -> None:
    # the allowed arrows are real ones, so the README line is not looser than the code
    assert set(_package_edges("scraper")) == ALLOWED["scraper"]
    assert set(_package_edges("bot")) == ALLOWED["bot"]


def test_bot_reaches_the_scraper_only_through_its_ingest_entry_points() -> None:
    used = {m for m in _imported_modules("bot") if m == "scraper" or m.startswith("scraper.")}
    assert used <= BOT_SCRAPER_ENTRY_POINTS, sorted(used - BOT_SCRAPER_ENTRY_POINTS)


def test_the_readme_line_names_the_arrows_and_entry_points() -> None:
    paragraph = next(
        " ".join(block.split())
        for block in (REPO / "README.md").read_text(encoding="utf-8").split("\n\n")
        if block.startswith("Data flows one way")
    )
    assert "`scraper → rulesdb ← bot → engine`" in paragraph
    assert "`bot → scraper`" in paragraph
    assert all(f"`{module}`" in paragraph for module in BOT_SCRAPER_ENTRY_POINTS)
