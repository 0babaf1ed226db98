"""The bundled wiki corpus (data/wiki/) and its sources.json."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from scraper.wiki.bundled import BUNDLED_WIKI_DIR, BundledDataError, bundled_pages, bundled_sources
from tests.shared_data import shared_path

FIXTURES = Path(__file__).resolve().parents[2] / "fixtures" / "wiki"


def test_bundled_sources_list_both_pages() -> None:
    sources = bundled_sources()
    assert [s["title"] for s in sources] == ["サブゲーム", "敗北条件"]
    assert [s["url"] for s in sources] == [
        "https://mtgwiki.com/wiki/サブゲーム",
        "https://mtgwiki.com/wiki/敗北条件",
    ]
    for source in sources:
        assert Path(source["path"]).is_file() and Path(source["path"]).is_absolute()
        assert source["format"] == "text" and source["rules_edition"] == "20231117.0"
        assert "CC BY-SA" in source["license"] and "MTG Wiki" in source["attribution"]


def test_bundled_files_are_the_seed_pages() -> None:
    seed_dir = shared_path("seeds")
    seeds = {p.read_text(encoding="utf-8").splitlines()[0]: p for p in seed_dir.glob("*.txt")}
    for source in bundled_sources():
        assert Path(source["path"]).read_bytes() == seeds[source["title"]].read_bytes()


def test_bundled_pages_parse_cleanly() -> None:
    pages = bundled_pages()
    assert [(p.title, p.url, p.rules_edition) for p in pages] == [
        ("サブゲーム", "https://mtgwiki.com/wiki/サブゲーム", "20231117"),
        ("敗北条件", "https://mtgwiki.com/wiki/敗北条件", "20231117"),
    ]
    assert [p.warnings for p in pages] == [[], []]
    assert [len(p.card_lists) for p in pages] == [1, 2]


def write_sources(folder: Path, entries: object) -> None:
    (folder / "sources.json").write_text(json.dumps(entries, ensure_ascii=False), encoding="utf-8")


def good_entry(**changes: str) -> dict[str, str]:
    entry = json.loads((BUNDLED_WIKI_DIR / "sources.json").read_text(encoding="utf-8"))[0]
    return {**entry, **changes}


def test_html_sources_and_mismatches_become_warnings(tmp_path: Path) -> None:
    shutil.copy(FIXTURES / "subgame_current.html", tmp_path / "page.html")
    write_sources(
        tmp_path,
        [good_entry(file="page.html", format="html", title="別名", rules_edition="20240206")],
    )
    (page,) = bundled_pages(tmp_path)
    assert page.source_format == "html" and page.title == "サブゲーム"
    assert page.warnings == [
        "page.html: title 'サブゲーム' differs from sources.json '別名'",
        "page.html: quotes rules edition 20231117, sources.json says 20240206",
    ]


@pytest.mark.parametrize(
    ("entries", "message"),
    [
        ({"file": "x"}, "must hold a JSON list"),
        (["x"], "entry 0: expected an object"),
        ([{"file": "サブゲーム.txt"}], "field 'title' is missing"),
        ([good_entry(format="pdf")], "format 'pdf' is not one of"),
        ([good_entry(file="missing.txt")], "file 'missing.txt' not found"),
    ],
)
def test_malformed_sources_are_clear_errors(tmp_path: Path, entries: object, message: str) -> None:
    shutil.copy(BUNDLED_WIKI_DIR / "サブゲーム.txt", tmp_path / "サブゲーム.txt")
    write_sources(tmp_path, entries)
    with pytest.raises(BundledDataError, match=message):
        bundled_sources(tmp_path)


def test_missing_or_broken_listing(tmp_path: Path) -> None:
    with pytest.raises(BundledDataError, match="cannot read"):
        bundled_sources(tmp_path)
    (tmp_path / "sources.json").write_text("[", encoding="utf-8")
    with pytest.raises(BundledDataError, match="not valid JSON"):
        bundled_sources(tmp_path)


def test_an_installed_copy_is_told_where_the_data_is(tmp_path: Path) -> None:
    from scraper.wiki.bundled import bundled_wiki_dir

    shutil.copytree(BUNDLED_WIKI_DIR, tmp_path / "wiki")
    assert bundled_wiki_dir() == BUNDLED_WIKI_DIR
    sources = bundled_sources(bundled_wiki_dir(tmp_path))
    assert {Path(s["path"]).parent for s in sources} == {tmp_path / "wiki"}
    with pytest.raises(BundledDataError):
        bundled_sources(bundled_wiki_dir(tmp_path / "nowhere"))
