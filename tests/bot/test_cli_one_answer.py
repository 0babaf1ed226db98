"""A lookup of one question runs with the cyclic garbage collector paused (its indexes live until
the process ends: the collector only went through them again and again while they were made),
and the `judgebot` script ends its process without Python's teardown once the answer is
flushed; `--batch`, which answers for as long as its input lasts, collects and ends as usual;
the collector is as it was once the command is done."""

from __future__ import annotations

import gc
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.cli import main
from bot.cli.ask import opened_app

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    ("argv", "collecting"),
    [
        (["search", "poison"], False),
        (["rule", "724.1"], False),
        (["card", "Platinum Angel"], False),
        (["search", "--batch"], True),
    ],
    ids=["search", "rule", "card", "search --batch"],
)
def test_the_collector_is_paused_for_one_answer_only(
    monkeypatch: pytest.MonkeyPatch, bundled_db: Path, argv: list[str], collecting: bool
) -> None:
    seen: list[bool] = []
    opened = JudgeApp.open.__func__  # type: ignore[attr-defined]

    async def open_noting(cls: type[JudgeApp], /, *args: object, **kwargs: object) -> JudgeApp:
        seen.append(gc.isenabled())
        app: JudgeApp = await opened(cls, *args, **kwargs)
        return app

    monkeypatch.setattr(JudgeApp, "open", classmethod(open_noting))
    monkeypatch.setattr("sys.stdin", io.StringIO("poison\n"))
    assert gc.isenabled()
    assert main([*argv, "--db", str(bundled_db)]) == 0
    assert seen == [collecting]
    assert gc.isenabled()


@pytest.mark.parametrize(
    ("argv", "torn_down"),
    [(["search", "poison"], False), (["search", "--batch"], True), (["rule", "nope"], True)],
    ids=["one question", "--batch", "a lookup that fails"],
)
def test_the_script_ends_a_lookup_of_one_question_without_teardown(
    bundled_db: Path, argv: list[str], torn_down: bool
) -> None:
    """The answer is all there, with its exit code; only Python's teardown (which atexit
    handlers are part of) is skipped, and only after one answered question."""
    code = (
        "import atexit, sys\n"
        "atexit.register(lambda: print('TORN DOWN', file=sys.stderr))\n"
        "from bot.cli import command_line\n"
        "sys.argv = ['judgebot', *sys.argv[1:]]\n"
        "command_line()\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", code, *argv, "--json", "--db", str(bundled_db)],
        input="poison\n",
        capture_output=True,
        text=True,
        timeout=60,
        cwd=REPO,
        env={**os.environ, "PYTHONPATH": str(REPO)},
    )
    assert done.returncode == (2 if argv[0] == "rule" else 0), done.stderr
    assert done.stdout.rstrip().endswith("}")  # the whole JSON answer
    assert ("TORN DOWN" in done.stderr) is torn_down


@pytest.mark.parametrize("ending", [True, False], ids=["the script", "main in a process"])
def test_what_one_answer_read_is_frozen_only_where_the_process_ends_with_it(
    monkeypatch: pytest.MonkeyPatch, bundled_db: Path, ending: bool
) -> None:
    """In the `judgebot` script's process the objects one answer made are frozen for the
    collector (gc.freeze) before it resumes, rather than gone through in one last collection
    (about 10 ms of a search's process): the process ends without teardown right after. A
    process that goes on after `main` (a test, `--batch`) keeps collecting them."""
    monkeypatch.setattr(opened_app, "_ending", [True] if ending else [])
    frozen = gc.get_freeze_count()
    try:
        assert main(["search", "poison", "--db", str(bundled_db)]) == 0
        assert gc.isenabled()
        assert (gc.get_freeze_count() > frozen) is ending
    finally:
        gc.unfreeze()
