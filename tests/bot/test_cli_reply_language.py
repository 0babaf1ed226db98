"""One language per reply: without `--lang`, `search`, `card` and `cards` answer in the
language the question (or name) is written in; `--lang` still decides when given. A reader that
goes away mid-answer (`| head`) ends the command quietly."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.bot.test_cli import run

JAPANESE_LABELS = ("他の検索結果", "質問中のカード", "上位のルール", "判定", "裁定")
ENGLISH_LABELS = ("other results", "cards in the question", "part of rule", "Verdict", "Ruling")


def labels_in(text: str, labels: tuple[str, ...]) -> bool:
    return any(label in text for label in labels)


@pytest.mark.parametrize(
    ("question", "japanese"),
    [("do I lose with 10 poison counters", False), ("毒カウンターが10個で負けますか", True)],
)
def test_search_answers_in_the_questions_language(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, question: str, japanese: bool
) -> None:
    code, out, _ = run(capsys, "search", question, "--db", str(bundled_db))
    assert code == 0
    assert labels_in(out, JAPANESE_LABELS) is japanese
    assert labels_in(out, ENGLISH_LABELS) is not japanese


def test_lang_still_decides_when_given(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    question = "do I lose with 10 poison counters"
    code, out, _ = run(capsys, "search", question, "--db", str(bundled_db), "--lang", "ja")
    assert code == 0
    assert labels_in(out, JAPANESE_LABELS) and not labels_in(out, ENGLISH_LABELS)


@pytest.mark.parametrize(
    ("name", "label"), [("Platinum Angel", "On lists"), ("白金の天使", "掲載リスト")]
)
def test_card_answers_in_the_names_language(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, name: str, label: str
) -> None:
    code, out, _ = run(capsys, "card", name, "--db", str(bundled_db))
    assert code == 0
    assert label in out


def test_a_closed_pipe_ends_the_answer_without_a_traceback(bundled_db: Path) -> None:
    command = [
        sys.executable,
        "-m",
        "bot.cli",
        "search",
        "poison counters",
        "--db",
        str(bundled_db),
    ]
    process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before the first line
    err = process.stderr.read().decode("utf-8", "replace")
    assert process.wait(timeout=120) in (0, 141)
    assert "Traceback" not in err
