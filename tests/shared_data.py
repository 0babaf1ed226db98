"""Where the reference data lives, for every test: `../shared` next to the repository. It is
never committed, so a fresh clone has none; a test that needs a file of it skips, naming what is
missing."""

from __future__ import annotations

from pathlib import Path

import pytest

SHARED = Path(__file__).resolve().parents[2] / "shared"
SHARED_DATA = SHARED / "data"
CR_FILES = (
    "MagicCompRules_20231013.txt",
    "MagicCompRules_20240206.txt",
    "MagicCompRules_20260116.txt",
    "MagicCompRules_ja_20260116.txt",
)


def shared_path(*parts: str) -> Path:
    """`../shared/<parts>` (a file or a folder); skips the test when it is absent."""
    path = SHARED.joinpath(*parts)
    if not path.exists():
        pytest.skip(f"{path} is absent (../shared is reference data, not part of a clone)")
    return path


def shared_data(*parts: str) -> Path:
    """`../shared/data/<parts>`; skips the test when it is absent."""
    return shared_path("data", *parts)


def available_official_rules() -> list[Path]:
    """The four official rules files, or none unless all four are there (no skip)."""
    paths = [SHARED_DATA / "cr" / name for name in CR_FILES]
    return paths if all(path.exists() for path in paths) else []


def official_rules_files() -> list[Path]:
    """The four official rules files; skips the test unless all four are there."""
    return [shared_data("cr", name) for name in CR_FILES]
