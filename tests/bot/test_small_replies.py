"""Small things a new user met: the CLI names its own simulate command, the ingest report says
what it kept, a card hit quotes the card's text, and the console's `/rule CR 704` is rule 704."""

from __future__ import annotations

import shutil
import subprocess
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from tests.bot.test_cli import run
from tests.discord_standin import DiscordUser
from tests.mtgjson_samples import shared_data


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cli_search_suggests_the_shells_simulate_command(
    capsys: pytest.CaptureFixture[str], bundled_db: Path, lang: str
) -> None:
    question = "サブゲームで負けたら" if lang == "ja" else "losing a subgame"
    code, out, _ = run(capsys, "search", question, "--db", str(bundled_db), "--lang", lang)
    assert code == 0
    assert "judgebot simulate subgame-" in out and ": /simulate" not in out


def test_ingest_report_says_what_is_kept(
    capsys: pytest.CaptureFixture[str], card_data_db: Path, tmp_path: Path
) -> None:
    db = tmp_path / "db.sqlite3"
    shutil.copy(card_data_db, db)
    sample = shared_data("cards", "mtgjson", "mtgjson-sample.json")
    code, out, _ = run(capsys, "ingest", str(sample), "--db", str(db))
    assert code == 0
    assert "pages: none added (the pages already in the database are kept)" in out
    assert "rules editions: none added (kept: 20231013 (en))" in out
    assert ": -" not in out


def test_a_card_hit_carries_the_cards_text(
    capsys: pytest.CaptureFixture[str], card_data_db: Path
) -> None:
    import json

    code, out, _ = run(capsys, "search", "ヘル", "--db", str(card_data_db), "--json")
    assert code == 0
    card = next(hit for hit in json.loads(out)["hits"] if hit["kind"] == "card")
    assert card["title"] == "ヘルカイトの暴君/Hellkite Tyrant"
    assert card["text"].startswith("Flying, trample")


@pytest.fixture
async def application(card_data_db: Path) -> AsyncIterator[Application]:
    app = await JudgeApp.open(card_data_db)
    try:
        yield app
    finally:
        await app.close()


@pytest.mark.parametrize("locale", ["ja", "en-US"])
async def test_discord_search_never_quotes_an_empty_card(
    discord_user: DiscordUser, locale: str
) -> None:
    reply = await discord_user.run_command("search", question="ヘル", locale=locale)
    embed = reply.embed
    assert embed["title"] == "ヘルカイトの暴君/Hellkite Tyrant"
    # In the reader's language where the card data has it.
    opening = "> 飛行" if locale == "ja" else "> Flying, trample"
    assert embed["description"].startswith(opening)


@pytest.mark.parametrize(
    ("lang", "heading"), [("ja", "総合ルール 724"), ("en", "Comprehensive Rules 724")]
)
def test_console_rule_cr_number_is_the_rule(bundled_db: Path, lang: str, heading: str) -> None:
    judgebot = Path(sys.executable).with_name("judgebot")
    done = subprocess.run(
        [str(judgebot), "console", "--db", str(bundled_db), "--lang", lang],
        input="/rule CR 724\n/rule 724.5 20231117\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    first, _, second = done.stdout.partition("\n")
    assert first.startswith(heading + " ")
    assert "CR" not in first and "724.5" in second
