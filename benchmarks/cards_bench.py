"""Card data at full size: ingest time and peak memory, database size, card lookup and search
latency, against a naive baseline (`json.load` of the whole file) in the same run.

    python benchmarks/cards_bench.py [--cards 30000] [--keep DIR] [--semantic FILE]

A full-size AtomicCards-like file is generated from the real records of
../shared/data/cards/mtgjson (277 cards with rulings and Japanese text, renamed copy by copy with
made-up words until there are --cards cards), then ingested with `judgebot ingest` in a child
process into a database holding the bundled corpus and the four official rules files (when
../shared/data has them). Peak RSS is the child's own (`ru_maxrss`).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import random
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import (
    REALISTIC_QUESTIONS,
    REALISTIC_QUESTIONS_2,
    REPO,
    add_vectors,
    build_corpus,
    cr_paths,
    percentile,
)
from benchmarks.evaluation import load_questions
from benchmarks.search_bench import questions
from bot.application.app import JudgeApp
from bot.application.app_protocol import NotFoundError
from rulesdb.text.normalize import fold_kana
from tests.mtgjson_samples import atomic_cards, load_sample

SYLLABLES = "ka ri to mo an el or is um ve ra sh th dr ne lo qu ix".split()
KANA = "アイウエオカキクケコサシスセソタチツテトナニヌネノ"
CHILD_INGEST = """
import resource, sys, time
from bot.cli import main
start = time.perf_counter()
code = main(["ingest", sys.argv[2], "--db", sys.argv[1], "--json"])
peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
print(f"{code} {time.perf_counter() - start:.2f} {peak}")
"""
CHILD_JSON_LOAD = """
import json, resource, sys, time
start = time.perf_counter()
with open(sys.argv[1], "rb") as stream:
    data = json.load(stream)
print(f"0 {time.perf_counter() - start:.2f} {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss}")
"""
ORACLE_QUESTIONS = [
    "can't lose the game",
    "敗北しない",
    "poison counter",
    "subgame",
    "毒カウンター",
]


def made_up(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()


def renamed(faces: list[dict[str, Any]], name: str, ja_suffix: str) -> list[dict[str, Any]]:
    copies = []
    for face in faces:
        face = dict(face, name=name)
        face["foreignData"] = [
            dict(entry, name=f"{entry['name']}{ja_suffix}") if entry.get("name") else entry
            for entry in face.get("foreignData") or ()
        ]
        copies.append(face)
    return copies


def write_full_size_file(path: Path, count: int, seed: int = 11) -> list[tuple[str, str | None]]:
    """An AtomicCards-layout file of `count` cards, written card by card; returns their names."""
    rng = random.Random(seed)
    atomic = atomic_cards(load_sample())
    base = list(atomic["data"].items())
    names: list[tuple[str, str | None]] = []
    used: set[tuple[str, str]] = set()

    def unique(prefix: str, make: Callable[[], str]) -> str:
        """A word to add to `prefix`, never added to it before: card names are unique in
        AtomicCards (they are its keys), and so are Japanese names."""
        while (prefix, word := make()) in used:
            pass
        used.add((prefix, word))
        return word

    def kana() -> str:
        return "".join(rng.choices(KANA, k=3))

    with path.open("w", encoding="utf-8") as stream:
        stream.write('{"meta": ' + json.dumps(atomic["meta"]) + ', "data": {')
        for index in range(count):
            name, faces = base[index % len(base)]
            copy = index // len(base)
            if copy:
                new_name = f"{name} {unique(name, lambda: made_up(rng))}"
                faces = renamed(faces, new_name, unique(name, kana))
            full_name = faces[0]["name"]
            ja = next(
                (e["name"] for e in faces[0]["foreignData"] if e.get("language") == "Japanese"),
                None,
            )
            names.append((full_name, ja))
            separator = ", " if index else ""
            stream.write(f"{separator}{json.dumps(full_name)}: {json.dumps(faces)}")
        stream.write("}}")
    return names


def run_child(code: str, *args: str) -> tuple[float, float]:
    """(seconds, peak RSS in MB) of a child process running `code`."""
    result = subprocess.run(
        [sys.executable, "-c", code, *args], capture_output=True, text=True, cwd=REPO, check=True
    )
    status, seconds, rss_kb = result.stdout.strip().splitlines()[-1].split()
    if status != "0":
        raise RuntimeError(result.stderr)
    return float(seconds), int(rss_kb) / 1024


def typo(name: str, rng: random.Random) -> str:
    if len(name) < 6:
        return name
    at = rng.randrange(1, len(name) - 2)
    return name[:at] + name[at + 1] + name[at] + name[at + 2 :]


def realistic_questions() -> list[str]:
    """The realistic evaluation sets' questions: stories up to 400 characters, card names,
    casual words; slower to answer than the dev set's (more words, more candidates)."""
    return [
        q.q for path in (REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2) for q in load_questions(path)
    ]


def benchmark_questions(card_names: list[str]) -> list[str]:
    """The dev set's questions, quotes of card text and card names."""
    return questions() + ORACLE_QUESTIONS + card_names


async def time_search(app: JudgeApp, asked: list[str]) -> list[float]:
    """Milliseconds a question, each asked three times after a first, warming round."""
    for question in asked:  # warm SQLite's page cache, as a running bot has it
        await (await app.searcher()).search(question)
    times = []
    for _ in range(3):
        for question in asked:
            start = time.perf_counter()
            await (await app.searcher()).search(question)
            times.append((time.perf_counter() - start) * 1000)
    return times


async def search_without_cards(
    db: Path, names: list[tuple[str, str | None]]
) -> tuple[float, float]:
    """Search p95 before the cards are ingested: the benchmark's questions, realistic ones."""
    app = await JudgeApp.open(db, answer_cache_size=0)
    try:
        asked = percentile(
            await time_search(app, benchmark_questions([en for en, _ in names[:30]])), 0.95
        )
        return asked, percentile(await time_search(app, realistic_questions()), 0.95)
    finally:
        await app.close()


async def semantic_search_times(
    db: Path, names: list[tuple[str, str | None]]
) -> tuple[float, float, float, float]:
    """p50 and p95 of the benchmark's questions, then of the realistic ones, with the vectors."""
    app = await JudgeApp.open(db, answer_cache_size=0)
    try:
        assert (await app.searcher()).semantic is not None, "the vectors did not load"
        asked = await time_search(app, benchmark_questions([en for en, _ in names[:30]]))
        realistic = await time_search(app, realistic_questions())
        return (
            percentile(asked, 0.5),
            percentile(asked, 0.95),
            percentile(realistic, 0.5),
            percentile(realistic, 0.95),
        )
    finally:
        await app.close()


async def lookups(db: Path, names: list[tuple[str, str | None]]) -> dict[str, Any]:
    rng = random.Random(5)
    picked = rng.sample(names, 300)
    asked = [(en, en) for en, _ in picked]
    asked += [(typo(en, rng), en) for en, _ in picked]
    asked += [(fold_kana(ja), en) for en, ja in picked if ja]  # katakana typed as hiragana
    app = await JudgeApp.open(db, answer_cache_size=0)
    try:
        found, times = 0, []
        for question, expected in asked:
            start = time.perf_counter()
            with contextlib.suppress(NotFoundError):
                found += (await app.card(question))["en"] == expected
            times.append((time.perf_counter() - start) * 1000)
        search_times = await time_search(app, benchmark_questions([en for en, _ in picked[:30]]))
        realistic_times = await time_search(app, realistic_questions())
        list_times = []
        for _ in range(20):
            for question in ORACLE_QUESTIONS:
                start = time.perf_counter()
                await app.cards(question)
                list_times.append((time.perf_counter() - start) * 1000)
        return {
            "cards": len((await app.catalog()).index),
            "lookups": len(asked),
            "found": found,
            "lookup_p50": percentile(times, 0.5),
            "lookup_p95": percentile(times, 0.95),
            "search_p50": percentile(search_times, 0.5),
            "search_p95": percentile(search_times, 0.95),
            "realistic_p50": percentile(realistic_times, 0.5),
            "realistic_p95": percentile(realistic_times, 0.95),
            "oracle_list_p95": percentile(list_times, 0.95),
        }
    finally:
        await app.close()


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--keep", type=Path, help="keep the generated file and database here")
    parser.add_argument(
        "--semantic",
        type=Path,
        metavar="FILE",
        help="time the search again with the rules' vectors, kept in FILE between runs",
    )
    return parser.parse_args()


def print_lookup_figures(
    figures: dict[str, Any], base_p95: float, base_realistic_p95: float
) -> None:
    """The lookups and searches over the database with the cards, against it without them."""
    print(
        f"card lookup over {figures['cards']} cards: {figures['found']}/{figures['lookups']}"
        f" found (exact, typo'd, hiragana), p50 {figures['lookup_p50']:.2f} ms,"
        f" p95 {figures['lookup_p95']:.2f} ms (target 5 ms)"
    )
    print(
        f"search with CR files + cards + rulings: p50 {figures['search_p50']:.2f} ms,"
        f" p95 {figures['search_p95']:.2f} ms (target 10 ms; {base_p95:.2f} ms before"
        " the cards were ingested, in this run);"
        f" Oracle-text card lists p95 {figures['oracle_list_p95']:.2f} ms"
    )
    print(
        f"search, the realistic sets' {len(realistic_questions())} questions (stories):"
        f" p50 {figures['realistic_p50']:.2f} ms, p95 {figures['realistic_p95']:.2f} ms"
        f" ({base_realistic_p95:.2f} ms before the cards were ingested)"
    )


def main() -> int:
    args = parse_arguments()
    folder = Path(tempfile.mkdtemp(prefix="cards-bench-"))
    try:
        source = folder / "AtomicCards.json"
        start = time.perf_counter()
        names = write_full_size_file(source, args.cards)
        print(
            f"generated {len(names)} cards, {source.stat().st_size / 1e6:.0f} MB of JSON"
            f" in {time.perf_counter() - start:.1f} s"
        )
        db = build_corpus(folder / "judgebot.sqlite3", with_rules_files=True)
        print(
            f"base database: bundled corpus{' + 4 CR files' if cr_paths() else ''},"
            f" {db.stat().st_size / 1e6:.1f} MB"
        )
        base_p95, base_realistic_p95 = asyncio.run(search_without_cards(db, names))
        seconds, rss = run_child(CHILD_INGEST, str(db), str(source))
        print(
            f"judgebot ingest: {seconds:.1f} s, peak RSS {rss:.0f} MB"
            f" (targets: 60 s, 300 MB); database {db.stat().st_size / 1e6:.0f} MB"
        )
        base_seconds, base_rss = run_child(CHILD_JSON_LOAD, str(source))
        print(
            f"naive json.load of the whole file (parse only): {base_seconds:.1f} s,"
            f" peak RSS {base_rss:.0f} MB"
        )
        print_lookup_figures(asyncio.run(lookups(db, names)), base_p95, base_realistic_p95)
        if args.semantic and add_vectors(db, args.semantic):
            with_vectors = asyncio.run(semantic_search_times(db, names))
            print(
                "search with the rules' vectors (search by meaning):"
                f" benchmark questions p50 {with_vectors[0]:.2f} ms, p95 {with_vectors[1]:.2f} ms;"
                f" realistic questions p50 {with_vectors[2]:.2f} ms, p95 {with_vectors[3]:.2f} ms"
            )
        if args.keep:
            args.keep.mkdir(parents=True, exist_ok=True)
            shutil.copy2(db, args.keep / db.name)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
