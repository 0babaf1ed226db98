"""A fresh install says what it lacks: with only the wiki's quotes of the rules loaded, a rule
miss says that the official rules are not loaded and how to load them (in the reply's language),
without the unrelated rules the wiki quotes as suggestions; the console says it once at start."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from tests.bot.test_cli import run
from tests.discord_standin import DiscordUser

NOT_LOADED = {"ja": "公式の総合ルールはまだ読み込まれていません", "en": "not loaded yet"}


@pytest.fixture
async def application(bundled_db: Path) -> AsyncIterator[Application]:
    """The bot over a fresh install's database: the bundled corpus only."""
    app = await JudgeApp.open(bundled_db)
    try:
        yield app
    finally:
        await app.close()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cli_rule_miss_says_the_rules_are_not_loaded(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, lang: str
) -> None:
    code, out, err = run(capsys, "rule", "704.5a", "--db", str(bundled_db), "--lang", lang)
    assert code == 1 and out == ""
    assert NOT_LOADED[lang] in err and "judgebot update" in err
    assert "724." not in err  # the wiki's subgame rules are no suggestion for 704.5a


def test_cli_json_marks_the_miss(capsys: pytest.CaptureFixture[str], bundled_db: Path) -> None:
    code, out, _ = run(capsys, "rule", "704.5a", "--db", str(bundled_db), "--json")
    assert code == 1
    assert json.loads(out) == {
        "error": "rule 704.5a not found",
        "suggestions": [],
        "rules_not_loaded": True,
    }


def test_cli_keeps_suggestions_under_the_same_rule(
    capsys: pytest.CaptureFixture[str], bundled_db: Path
) -> None:
    code, _, err = run(capsys, "rule", "724.5z", "--db", str(bundled_db), "--lang", "en")
    assert code == 1 and NOT_LOADED["en"] in err
    assert "did you mean: 724.5" in err


def test_with_the_official_rules_a_miss_is_only_a_miss(
    capsys: pytest.CaptureFixture[str], full_db: Path
) -> None:
    code, out, err = run(capsys, "rule", "999.9", "--db", str(full_db), "--json")
    assert code == 1 and "rules_not_loaded" not in json.loads(out)
    assert NOT_LOADED["ja"] not in err and "judgebot update" not in err


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_console_says_it_once_at_start_and_on_a_miss(bundled_db: Path, lang: str) -> None:
    judgebot = Path(sys.executable).with_name("judgebot")
    done = subprocess.run(
        [str(judgebot), "console", "--db", str(bundled_db), "--lang", lang],
        input="/rule 704.5a\n/rule 724.5a\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert done.stderr.count(NOT_LOADED[lang]) == 1  # at start
    miss, hint, found = done.stdout.split("\n", 3)[:3]
    assert miss == {"ja": "! 見つかりません: ルール 704.5a", "en": "! rule 704.5a not found"}[lang]
    assert NOT_LOADED[lang] in hint and done.stdout.count(NOT_LOADED[lang]) == 1
    assert "724.5a" in found


def test_console_with_the_official_rules_says_nothing_of_it(full_db: Path) -> None:
    judgebot = Path(sys.executable).with_name("judgebot")
    done = subprocess.run(
        [str(judgebot), "console", "--db", str(full_db), "--lang", "en"],
        input="/rule 999.9\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert NOT_LOADED["en"] not in done.stdout + done.stderr
    assert "999.9 not found" in done.stdout


@pytest.mark.parametrize(("locale", "lang"), [("ja", "ja"), ("en-US", "en")])
async def test_discord_rule_miss_says_the_rules_are_not_loaded(
    discord_user: DiscordUser, locale: str, lang: str
) -> None:
    reply = await discord_user.run_command("rule", number="704.5a", locale=locale)
    assert reply.ephemeral and reply.content is not None
    assert NOT_LOADED[lang] in reply.content and "judgebot update" in reply.content
    assert "724." not in reply.content
