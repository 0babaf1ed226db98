"""benchmarks/cards/oracle_reach.py counts the cards whose Oracle text the situation reader reads
to one plain effect, by shape, from JSON Lines, MTGJSON files or a built database."""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path

import pytest

from benchmarks.cards import oracle_reach
from tests.shared_data import shared_data

CARDS = [
    {"name": "Angel's Mercy", "text": "You gain 7 life.", "type": "Instant", "power": None},
    {"name": "Glistener Elf", "text": "Infect", "type": "Creature — Elf", "power": "1"},
    {"name": "Forest", "text": "({T}: Add {G}.)", "type": "Basic Land — Forest", "power": None},
    {"name": "Murder", "text": "Destroy target creature.", "type": "Instant", "power": None},
    {"name": "Giant Growth", "text": "Target creature gets +3/+3 until end of turn.", "type": ""},
]


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    argv = sys.argv
    sys.argv = ["oracle_reach.py", *args]
    try:
        code = oracle_reach.main()
    finally:
        sys.argv = argv
    return code, capsys.readouterr().out


def test_json_lines_are_counted_by_shape(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cards.jsonl"
    path.write_text("\n".join(json.dumps(card) for card in CARDS), encoding="utf-8")
    code, out = _run(capsys, "--jsonl", str(path), "--misses", "5")
    assert code == 0
    assert out.startswith("5 cards (5 distinct texts): 3 read (60.0%)")
    assert "life_gain, caster, N" in out and "creature (infect)" in out
    assert "destroy (creature)" in out
    assert "target creature gets +N/+N until end of turn." in out  # unread, its numbers folded


def test_a_database_is_read_without_writing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "cards.sqlite3"
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE cards (id INTEGER PRIMARY KEY, ref TEXT)")
        db.execute(
            "CREATE TABLE card_faces (card_id INTEGER, position INTEGER, text TEXT,"
            " type_line TEXT, power TEXT)"
        )
        db.execute("INSERT INTO cards VALUES (1, 'card:Shock')")
        db.execute(
            "INSERT INTO card_faces VALUES (1, 0, 'Shock deals 2 damage to any target.',"
            " 'Instant', NULL)"
        )
    before = path.read_bytes()
    code, out = _run(capsys, "--db", str(path), "--misses", "0")
    assert (code, path.read_bytes()) == (0, before)
    assert out.startswith("1 cards (1 distinct texts): 1 read")


def test_the_shared_mtgjson_sets_are_counted(capsys: pytest.CaptureFixture[str]) -> None:
    files = [shared_data("cards", "mtgjson", f"mtgjson-{name}.json") for name in ("ARN", "DGM")]
    code, out = _run(capsys, *(arg for f in files for arg in ("--mtgjson", str(f))))
    assert code == 0
    assert "damage + life_gain (caster), chosen, N" in out  # Warleader's Helix


def test_a_missing_input_is_a_clear_message_and_exit_code(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _run(capsys, "--jsonl", str(tmp_path / "none.jsonl")) == (
        2,
        f"no such input: {tmp_path / 'none.jsonl'}\n",
    )
    assert _run(capsys) == (2, "no input given\n")
