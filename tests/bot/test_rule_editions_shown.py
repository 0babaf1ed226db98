"""Today's rule by default, the older numbers as notes, in both languages, on every surface
(issue 24, item 6): the console and the CLI (Discord's /rule: tests/bot/test_discord_rule.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.cli import main
from tests.bot.test_console import console_says
from tests.discord_standin import DiscordUser

NOTES = {
    "en": "In the 2023-10-13 rules, 724.5 was a rule of 724 “Subgames” (now 728.5).",
    "ja": "2023-10-13版の総合ルールでは、724.5は724「サブゲーム」のルールでした(現在は728.5)。",
}
MONARCH = {"en": "monarch", "ja": "統治者"}


@pytest.mark.parametrize("lang", ["ja", "en"])
async def test_the_console_answers_todays_rule_with_what_the_number_was(
    official_rules: None, served_db: Path, lang: str
) -> None:
    today, wiki = await console_says(served_db, lang, "/rule 724.5", "/rule 724.5 20231117")
    assert NOTES[lang] in today and MONARCH[lang] in today
    assert (NOTES[lang] not in wiki and "サブゲームの終了時" in wiki) or "subgame" in wiki


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_cli_answers_todays_rule_with_what_the_number_was(
    official_rules: None, served_db: Path, capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    main(["rule", "724.5", "--db", str(served_db), "--lang", lang])
    today = capsys.readouterr().out
    main(["rule", "724.5", "--edition", "20231013", "--db", str(served_db), "--lang", lang])
    older = capsys.readouterr().out
    assert NOTES[lang] in today.splitlines()[1:3] and MONARCH[lang] in today  # under the heading
    assert NOTES[lang] not in older


@pytest.mark.parametrize(("locale", "label"), [("ja", "以前の番号"), ("en-US", "Formerly")])
async def test_search_shows_a_rule_in_todays_numbering_with_its_older_numbers(
    official_rules: None,
    discord_user: DiscordUser,
    locale: str,
    label: str,
) -> None:
    question = "subgame ends library shuffle"
    reply = await discord_user.run_command("search", question=question, locale=locale)
    fields = {f["name"]: f["value"] for f in reply.embed.get("fields") or []}
    assert reply.embed["title"].startswith("CR 728.")
    assert "(2023-10-13)" in fields[label] and "724." in fields[label]


def test_the_cli_search_shows_the_older_numbers(
    official_rules: None, served_db: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    main(["search", "subgame ends library shuffle", "--db", str(served_db), "--lang", "en"])
    out = capsys.readouterr().out
    assert "[rule] 728.5 (20260116 en)" in out
    assert "   formerly: 724.5 (2023-10-13), 725.5 (2024-02-02)" in out
