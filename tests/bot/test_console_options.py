"""The console's /subgame and /loss options are checked by kind, with messages in the console's
language (issue 9, item 9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.app_protocol import BadInputError
from bot.terminal.console import parse_options
from bot.walkthroughs.scenarios import loss_scenario, subgame_scenario
from tests.bot.test_console import run_console


def messages(out: str) -> list[str]:
    return [line for line in out.splitlines() if line.startswith("! ")]


def test_a_negative_count_gets_a_clear_message(bundled_db: Path) -> None:
    out = run_console(bundled_db, "/subgame your_library=-5\n", "--lang", "en")
    [message] = messages(out)
    assert "your_library=-5" in message and "0 to 1000" in message
    assert "not supported" not in out


def test_a_yes_no_option_refuses_anything_else(bundled_db: Path) -> None:
    out = run_console(bundled_db, "/subgame fork=maybe\n", "--lang", "en")
    [message] = messages(out)
    assert "fork=maybe" in message and "yes or no" in message
    assert "Shahrazad" not in out  # nothing was simulated


def test_an_option_of_the_other_command_is_named(bundled_db: Path) -> None:
    out = run_console(bundled_db, "/loss condition=life fork=yes\n", "--lang", "en")
    [message] = messages(out)
    assert "fork" in message and "unexpected keyword" not in message


def test_errors_follow_the_console_language(bundled_db: Path) -> None:
    out = run_console(
        bundled_db,
        "/lang ja\n/subgame your_library=-5\n/subgame fork=maybe\n/frobnicate\n/rule\n"
        "/loss condition=nope\n/lang xx\n",
        "--lang",
        "en",
    )
    found = messages(out)
    assert len(found) == 6
    assert all(any("\u3040" <= ch <= "\u30ff" for ch in line) for line in found), found


@pytest.mark.parametrize(
    "text", ["your_library=-5", "fork=maybe", "concede=both", "your_life=x", "life=1e3"]
)
def test_parse_options_names_the_bad_option(text: str) -> None:
    with pytest.raises(BadInputError) as bad:
        parse_options(text, "subgame" if "life=" not in text else "loss")
    assert bad.value.field == text.partition("=")[0]


def test_the_builders_refuse_negative_counts() -> None:
    with pytest.raises(BadInputError):
        subgame_scenario("en", your_library=-5)
    with pytest.raises(BadInputError):
        loss_scenario("en", condition="life", life=-1)
