"""Build and parse speed: the bundled corpus, bundled + the four official rules files, and MediaWiki
HTML pages parsed per second (ours: lxml-backed BeautifulSoup, against html.parser as a baseline).

    python benchmarks/build_bench.py [--repeat N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import REPO, SHARED, build_corpus, cr_paths
from scraper.wiki import html_page as wiki_html


def time_build(with_rules_files: bool, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        with tempfile.TemporaryDirectory() as tmp:
            start = time.perf_counter()
            build_corpus(Path(tmp) / "bench.sqlite3", with_rules_files=with_rules_files)
            times.append(time.perf_counter() - start)
    return times


def html_pages(folder: Path) -> list[tuple[str, str]]:
    pages = sorted(folder.glob("*.html"))
    return [(p.name, p.read_text(encoding="utf-8", errors="replace")) for p in pages]


def pages_per_second(pages: list[tuple[str, str]], parser: str, seconds: float = 2.0) -> float:
    wiki_html.PARSER = parser
    done = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _, html in pages:
            wiki_html.parse_html(html)
            done += 1
    return done / (time.perf_counter() - start)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    bundled = time_build(False, args.repeat)
    print(
        f"build, bundled corpus:        median {statistics.median(bundled):.3f} s"
        f"  (min {min(bundled):.3f}, n={len(bundled)})"
    )
    if cr_paths():
        full = time_build(True, args.repeat)
        print(
            f"build, bundled + 4 CR files:  median {statistics.median(full):.3f} s"
            f"  (min {min(full):.3f}, n={len(full)})"
        )
    else:
        print("build, bundled + 4 CR files:  skipped (../shared/data/cr absent)")
    for label, folder in (
        ("MTG-Wiki-like fixtures", REPO / "tests" / "fixtures" / "wiki"),
        ("real MediaWiki pages", SHARED / "data" / "mediawiki"),
    ):
        pages = html_pages(folder)
        if not pages:
            print(f"HTML pages parsed per second, {label}: skipped ({folder} absent)")
            continue
        original = wiki_html.PARSER
        try:
            fast = pages_per_second(pages, "lxml")
            slow = pages_per_second(pages, "html.parser")
        finally:
            wiki_html.PARSER = original
        size = sum(len(h) for _, h in pages) / len(pages) / 1024
        print(
            f"HTML pages parsed per second, {label} ({len(pages)} pages, mean {size:.0f} KiB):"
            f" lxml {fast:.1f}/s, html.parser baseline {slow:.1f}/s ({fast / slow:.2f}x)"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
