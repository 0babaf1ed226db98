"""`sync-wiki` at scale against the stand-in MediaWiki on 127.0.0.1 (tests/wiki_standin).

Measures, for a generated wiki of `--pages` articles: pages/s at zero delay, the total time at
the default one-request-a-second delay (computed from the requests made), peak RSS, database
size, the time to finish after a kill -9 at 50%, an incremental sync of 50 changed pages, and
search p95 over the resulting corpus.

    python benchmarks/wiki_sync_bench.py --pages 5000
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import resource
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from benchmarks.common import percentile  # noqa: E402
from bot.application.app import JudgeApp  # noqa: E402
from scraper.ingest import build_bundled  # noqa: E402
from tests.wiki_standin.server import StandinWiki  # noqa: E402

PARSE = "parse:text|sections|revid|displaytitle|categories|links"
QUERIES = (
    "白金の天使",
    "サブゲーム",
    "状況起因処理 ダメージ",
    "Card Name 1234",
    "毒カウンター",
    "優先権",
)


def _sync(db: Path, wiki: StandinWiki, *extra: str) -> subprocess.Popen[str]:
    command = [sys.executable, "-m", "bot.cli", "sync-wiki", wiki.base_url, "--db", str(db)]
    env = {**os.environ, "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [*command, "--json", *extra], env=env, stdout=subprocess.PIPE, text=True
    )


def _finish(process: subprocess.Popen[str]) -> dict[str, Any]:
    out, _ = process.communicate()
    report: dict[str, Any] = json.loads(out)
    report["peak_rss_mib"] = round(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024, 1)
    return report


async def _search_p95(db: Path) -> float:
    app = await JudgeApp.open(db, answer_cache_size=0)
    try:
        times = []
        for _ in range(20):
            for query in QUERIES:
                start = time.perf_counter()
                await app.search(query)
                times.append((time.perf_counter() - start) * 1000)
    finally:
        await app.close()
    return round(percentile(times, 0.95), 2)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--pages", type=int, default=5000)
    pages = parser.parse_args().pages
    with tempfile.TemporaryDirectory() as folder, StandinWiki(pages) as wiki:
        db = Path(folder) / "judgebot.sqlite3"
        build_bundled(db)
        first = _finish(_sync(db, wiki, "--delay", "0"))
        requests = sum(wiki.requests.values())
        figures: dict[str, object] = {
            "pages": pages,
            "first_run": first,
            "pages_per_s_zero_delay": round(int(first["fetched"]) / float(first["elapsed"]), 1),
            "requests": requests,
            "hours_at_default_delay": round(requests * 1.0 / 3600, 2),
            "db_mib": round(db.stat().st_size / 2**20, 1),
        }
        # kill -9 at 50% of a fresh sync, then resume
        resumed_db = Path(folder) / "resumed.sqlite3"
        build_bundled(resumed_db)
        before = wiki.requests[PARSE]
        process = _sync(resumed_db, wiki, "--delay", "0")
        while wiki.requests[PARSE] - before < pages // 2:
            time.sleep(0.05)
        process.send_signal(signal.SIGKILL)
        process.wait()
        start = time.monotonic()
        resume = _finish(_sync(resumed_db, wiki, "--delay", "0"))
        figures["resume_after_kill_at_50pct_s"] = round(time.monotonic() - start, 1)
        figures["resume_fetched"] = resume["fetched"]
        for title in wiki.titles()[:50]:
            wiki.edit(title)
        start = time.monotonic()
        incremental = _finish(_sync(db, wiki, "--delay", "0"))
        figures["incremental_50_s"] = round(time.monotonic() - start, 1)
        figures["incremental_fetched"] = incremental["fetched"]
        figures["search_p95_ms"] = asyncio.run(_search_p95(db))
    print(json.dumps(figures, ensure_ascii=False, indent=1))


if __name__ == "__main__":
    main()
