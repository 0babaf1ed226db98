"""Where the reference data lives and how benchmark databases are built."""

from __future__ import annotations

from pathlib import Path

from scraper.ingest import build_bundled

REPO = Path(__file__).resolve().parents[1]
SHARED = REPO.parent / "shared"
CR_DIR = SHARED / "data" / "cr"
EVAL_DIR = SHARED / "eval"
REALISTIC_QUESTIONS = REPO / "benchmarks" / "eval" / "questions-realistic.jsonl"
CR_FILES = (
    "MagicCompRules_20231013.txt",
    "MagicCompRules_20240206.txt",
    "MagicCompRules_20260116.txt",
    "MagicCompRules_ja_20260116.txt",
)


def cr_paths() -> list[Path]:
    """The four official rules files, or [] when ../shared/data is not there."""
    paths = [CR_DIR / name for name in CR_FILES]
    return paths if all(p.exists() for p in paths) else []


def build_corpus(db_path: Path, *, with_rules_files: bool) -> Path:
    build_bundled(db_path, extra=cr_paths() if with_rules_files else [])
    return db_path
