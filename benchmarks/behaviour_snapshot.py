"""What the product answers, written down, so that a restructuring can prove it changed nothing.

    python benchmarks/behaviour_snapshot.py snapshot OUT   (answers of the code checked out here)
    python benchmarks/behaviour_snapshot.py compare A B    (exit 1 when any answer differs)

`snapshot` drives the `judgebot` command line (`bot.cli:main`, the one entry point every
version has) in child processes, so the same script runs on the code before and after a
change. It builds three databases (the bundled corpus; + the four official rules files from
../shared/data/cr; + the MTGJSON card sample), asks each every evaluation question
(../shared/eval and benchmarks/eval) with `search --batch --json`, and runs every preset in
both languages with `simulate --json` and as text. A database or file that is absent is left
out with a note, and the note is part of the snapshot, so two snapshots made with different
reference data never compare equal by accident.

The databases are built at the same paths (under --work) for every snapshot, so the answers
that name a source file compare byte for byte.
"""

from __future__ import annotations

import argparse
import difflib
import json
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
SHARED = (REPO.parent / "shared").resolve()
CR_DIR = SHARED / "data" / "cr"
CR_FILES = (
    "MagicCompRules_20231013.txt",
    "MagicCompRules_20240206.txt",
    "MagicCompRules_20260116.txt",
    "MagicCompRules_ja_20260116.txt",
)
CARD_SAMPLE = SHARED / "data" / "cards" / "mtgjson" / "mtgjson-sample.json"
QUESTION_FILES = (
    SHARED / "eval" / "questions-dev.jsonl",
    REPO / "benchmarks" / "eval" / "questions-realistic.jsonl",
    REPO / "benchmarks" / "eval" / "questions-realistic-2.jsonl",
    REPO / "benchmarks" / "eval" / "questions-ja-cards-tune.jsonl",
)
LANGUAGES = ("ja", "en")
# A generous bound for one child process: building the database with the rules files is the slowest.
CHILD_TIMEOUT_S = 600


def judgebot(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """`judgebot ARGS` from this checkout, its output captured (never raises on exit codes)."""
    command = [sys.executable, "-c", "import sys; from bot.cli import main; sys.exit(main())"]
    return subprocess.run(
        [*command, *args],
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        cwd=REPO,
        timeout=CHILD_TIMEOUT_S,
        check=False,
    )


def record(result: subprocess.CompletedProcess[str]) -> str:
    """A child's answer as one comparable text: exit code, stdout, stderr."""
    return f"exit {result.returncode}\n--- stdout\n{result.stdout}--- stderr\n{result.stderr}"


def databases(work: Path) -> dict[str, list[Path] | None]:
    """Each database's extra sources, or None where the reference data is absent."""
    rules = [CR_DIR / name for name in CR_FILES]
    have_rules = all(path.exists() for path in rules)
    return {
        "bundled": [],
        "rules": rules if have_rules else None,
        "cards": [*rules, CARD_SAMPLE] if have_rules and CARD_SAMPLE.exists() else None,
    }


def questions() -> tuple[list[str], list[str]]:
    """Every evaluation question (one line each), and notes on the files that are absent."""
    found: list[str] = []
    notes: list[str] = []
    for path in QUESTION_FILES:
        if not path.exists():
            notes.append(f"absent: {path.name}")
            continue
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.strip():
                found.append(" ".join(json.loads(line)["q"].split()))
    return found, notes


def snapshot(out: Path, work: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    work.mkdir(parents=True, exist_ok=True)
    asked, notes = questions()
    stdin = "".join(f"{q}\n" for q in asked)
    for name, extra in databases(work).items():
        if extra is None:
            notes.append(f"absent: the {name} database's reference data")
            continue
        db = work / f"{name}.sqlite3"
        db.unlink(missing_ok=True)
        built = judgebot(["build", "--db", str(db), *map(str, extra)])
        if built.returncode != 0:
            print(record(built), file=sys.stderr)
            return 2
        answers = judgebot(["search", "--db", str(db), "--json", "--batch"], stdin=stdin)
        (out / f"search-{name}.txt").write_text(record(answers), encoding="utf-8")
        print(f"{name}: {len(asked)} questions", file=sys.stderr)
    listed = judgebot(["simulate", "--list", "--json"])
    (out / "simulate-list.txt").write_text(record(listed), encoding="utf-8")
    presets = [p["name"] for p in json.loads(listed.stdout)["presets"]]
    runs = [
        (preset, lang, form)
        for preset in presets
        for lang in LANGUAGES
        for form in ("json", "text")
    ]

    def run(item: tuple[str, str, str]) -> None:
        preset, lang, form = item
        args = ["simulate", preset, "--lang", lang, *(["--json"] if form == "json" else [])]
        (out / f"simulate-{preset}-{lang}.{form}.txt").write_text(
            record(judgebot(args)), encoding="utf-8"
        )

    with ThreadPoolExecutor(max_workers=2) as pool:
        list(pool.map(run, runs))
    print(f"simulate: {len(presets)} presets x {len(LANGUAGES)} languages x 2", file=sys.stderr)
    (out / "notes.txt").write_text("".join(f"{n}\n" for n in notes), encoding="utf-8")
    return 0


def compare(before: Path, after: Path) -> int:
    names = sorted({p.name for p in before.iterdir()} | {p.name for p in after.iterdir()})
    differing = 0
    for name in names:
        a, b = before / name, after / name
        if not a.exists() or not b.exists():
            print(f"only in {'after' if not a.exists() else 'before'}: {name}")
            differing += 1
            continue
        old, new = a.read_text(encoding="utf-8"), b.read_text(encoding="utf-8")
        if old == new:
            continue
        differing += 1
        old_lines, new_lines = old.splitlines(), new.splitlines()
        changed = sum(1 for x, y in zip(old_lines, new_lines, strict=False) if x != y)
        changed += abs(len(old_lines) - len(new_lines))
        print(f"differs: {name} ({changed} of {len(old_lines)} lines)")
        for line in list(difflib.unified_diff(old_lines, new_lines, lineterm="", n=0))[:6]:
            print(f"    {line[:200]}")
    answers = sum(
        len(p.read_text(encoding="utf-8").splitlines()) - 4 if p.name.startswith("search-") else 1
        for p in before.iterdir()
        if p.name != "notes.txt"
    )
    print(f"{len(names)} files, {answers} answers compared; {differing} files differ")
    return 1 if differing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    take = commands.add_parser("snapshot", help="write this checkout's answers to OUT")
    take.add_argument("out", type=Path)
    take.add_argument("--work", type=Path, default=Path("/tmp/judgebot-behaviour-work"))
    diff = commands.add_parser("compare", help="compare two snapshots")
    diff.add_argument("before", type=Path)
    diff.add_argument("after", type=Path)
    args = parser.parse_args()
    if args.command == "snapshot":
        return snapshot(args.out, args.work)
    return compare(args.before, args.after)


if __name__ == "__main__":
    sys.exit(main())
