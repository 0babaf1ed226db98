"""A lookup of one question runs with the cyclic garbage collector paused (its indexes live until
the process ends: the collector only went through them again and again while they were made);
`--batch`, which answers for as long as its input lasts, collects as usual; and the collector is
as it was once the command is done."""

from __future__ import annotations

import gc
import io
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.cli import main


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
