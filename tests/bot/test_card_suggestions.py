"""A card miss offers only names close to the one typed: none rather than names that share a
letter or two with it ("Labratory Maniac" was offered Lich and Fork)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.bot.test_cli import run


def suggestions(capsys: pytest.CaptureFixture[str], db: Path, name: str) -> list[str]:
    code, out, _ = run(capsys, "card", name, "--db", str(db), "--json")
    assert code == 1
    found: list[str] = json.loads(out)["suggestions"]
    return found


def test_a_name_close_to_none_is_offered_none(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    # Laboratory Maniac is not among the bundled corpus's cards.
    assert suggestions(capsys, bundled_db, "Labratory Maniac") == []


def test_a_partial_name_is_offered_the_names_it_is_part_of(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    offered = suggestions(capsys, bundled_db, "Angel")
    assert offered and all("angel" in name.lower() for name in offered)
