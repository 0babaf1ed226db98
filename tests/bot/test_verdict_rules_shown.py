"""The rules a verdict applied, as the reader is shown them: the engine cites the wiki's edition
(subgames are 724 there), the reader looks rules up in today's (where 724.5 is the monarch's
rule and a subgame's loser is 728.5); and a verdict's totals say when the question gave no life
to start from."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.answer_types import ShownRule
from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.application.reading.verdict_grounds import shown_numbers
from bot.terminal.render_text import render_search
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser

SUBGAME_LOST_JA = "シャハラザードを唱えて、サブゲームで負けました。メインゲームではどうなりますか？"
SUBGAME_LOST_EN = "I cast Shahrazad and lost the subgame. What happens to me in the main game?"
TODAY = "20260116"


@pytest.fixture
async def application(served_db: Path, official_rules: None) -> AsyncIterator[Application]:
    app = await JudgeApp.open(served_db, verdicts=True)
    # (Read once here: the stand-in's reply is awaited for 5 s, a cold four-editions search
    # on a busy machine can take longer.)
    await app.search(SUBGAME_LOST_JA)
    yield app
    await app.close()


def rule(number: str, edition: str) -> ShownRule:
    return {"number": number, "edition": edition}


def test_rules_of_one_edition_are_listed_with_it_once() -> None:
    shown = [rule("104.3e", TODAY), rule("728.5", TODAY), rule("728.1b", TODAY)]
    assert shown_numbers(shown) == ("104.3e, 728.5, 728.1b", TODAY)
    assert shown_numbers(shown, limit=2) == ("104.3e, 728.5", TODAY)


def test_a_rule_today_lacks_says_the_edition_it_is_numbered_in() -> None:
    shown = [rule("104.3e", TODAY), rule("724.9z", "20231117")]
    assert shown_numbers(shown) == ("104.3e, 724.9z (20231117)", TODAY)
    assert shown_numbers([]) == ("", None)


@pytest.mark.parametrize("question", [SUBGAME_LOST_JA, SUBGAME_LOST_EN])
async def test_a_verdicts_rules_are_renumbered_into_todays_edition(
    application: JudgeApp, question: str
) -> None:
    found = await application.search(question)
    verdict = found["verdict"]
    assert verdict is not None and verdict["asker"] == "keeps_playing"
    # The engine's own numbering stays what the scenario and `judgebot simulate` speak; the
    # main game's rule decides the asker's fate in it, not the subgame's loss (104.3e).
    assert verdict["rules_edition"] == "20231117" and verdict["rules_cited"][0] == "724.5"
    assert verdict["rules_shown"][0] == rule("728.5", TODAY)
    shown = verdict["rules_shown"]
    assert len(shown) == len(verdict["rules_cited"])
    assert {r["edition"] for r in shown} == {TODAY}
    numbers = [r["number"] for r in shown]
    assert "728.5" in numbers and "724.5" not in numbers
    # Rules numbered alike in both editions keep their numbers.
    assert numbers[verdict["rules_cited"].index("104.3e")] == "104.3e"
    lang = "ja" if question == SUBGAME_LOST_JA else "en"
    lines = render_search(found, lang).splitlines()
    label = "根拠" if lang == "ja" else "rules"
    assert lines[1].startswith(f"   {label} ({TODAY}): ") and "728.5" in lines[1]
    # The line names the deciding rules and counts the rest (two dozen for a subgame).
    more = len(shown) - 4
    assert more > 0 and lines[1].count(",") == 3
    assert lines[1].endswith(f" ほか{more}件" if lang == "ja" else f" and {more} more")


@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            SUBGAME_LOST_JA,
            "あなたのライフは10、毒カウンターは0個です（質問にライフがないため、20から始めています）。",
        ),
        (
            SUBGAME_LOST_EN,
            "Your life is 10, with 0 poison counters"
            " (the question gives no life total: it started at 20).",
        ),
        (
            "I'm at 7 life and I cast Shahrazad and lose the subgame. Am I still in?",
            "Your life is 3, with 0 poison counters.",
        ),
    ],
)
async def test_a_verdicts_totals_say_when_the_life_was_not_told(
    application: JudgeApp, question: str, said: str
) -> None:
    found = await application.search(question)
    assert found["verdict"] is not None
    assert found["verdict"]["summary"].endswith(said)


async def test_discord_shows_the_verdicts_rules_in_todays_numbering(
    discord_user: DiscordUser,
) -> None:
    reply = await discord_user.run_command("search", question=SUBGAME_LOST_JA, locale="ja")
    keep_for_looking("search-verdict-subgame-ja", "ja", SUBGAME_LOST_JA, reply.message)
    description = reply.embed["description"]
    assert description.startswith("**判定: あなたは敗北せず、ゲームを続けます。")
    rules = next(line for line in description.splitlines() if line.startswith("根拠"))
    assert rules.startswith(f"根拠 ({TODAY}版): ") and "728.5" in rules and "724.5" not in rules
