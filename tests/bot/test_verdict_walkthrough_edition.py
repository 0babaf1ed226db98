"""A verdict prints the rules it applied in the current edition's numbers (a subgame's loser is
728.5 today, 724.5 in the wiki the engine cites); the walkthrough it offers cites the same
numbers and names its players as the reader reads them (あなた, Player: the verdict's `you` in
the engine's third person read "You casts"), on Discord (the ▶ button, through the stand-in)
and in the console (/step)."""

from __future__ import annotations

import io
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.application.reading.verdict_grounds import walkthrough_edition
from bot.terminal.console import Console
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser, Reply

SUBGAME_LOST = "I cast Shahrazad and lost the subgame. What happens to me in the main game?"
SUBGAME_LOST_JA = "シャハラザードを唱えて、サブゲームで負けました。メインゲームはどうなりますか？"
NEW_EDITION = "20260116"


@pytest.fixture
async def application(official_rules: None, served_db: Path) -> AsyncIterator[Application]:
    app = await JudgeApp.open(served_db, verdicts=True)
    yield app
    await app.close()


def footer(reply: Reply) -> str:
    return str(reply.embed["footer"]["text"])


@pytest.mark.parametrize(
    ("question", "locale", "cast", "numbered"),
    [
        (SUBGAME_LOST, "en-US", "Player casts Shahrazad", "rules numbered as in"),
        (SUBGAME_LOST_JA, "ja", "あなたが《Shahrazad》を唱える", "ルール番号は"),
    ],
)
async def test_the_verdicts_walkthrough_cites_the_numbers_the_verdict_printed(
    discord_user: DiscordUser,
    application: Application,
    question: str,
    locale: str,
    cast: str,
    numbered: str,
) -> None:
    found = await application.search(question)
    verdict = found["verdict"]
    assert verdict is not None and verdict["asker"] == "keeps_playing"
    assert walkthrough_edition(verdict) == NEW_EDITION
    assert "728.5" in [rule["number"] for rule in verdict["rules_shown"]]

    reply = await discord_user.run_command("search", question=question, locale=locale)
    walk = await discord_user.press(reply, "▶", locale=locale)
    footers, described = [footer(walk)], [walk.embed.get("description", "")]
    while not walk.button("▶").get("disabled"):
        walk = await discord_user.press(walk, "▶", locale=locale)
        footers.append(footer(walk))
        described.append(walk.embed.get("description", ""))
    keep_for_looking(f"verdict-walkthrough-{locale}", locale[:2], question, walk.message)
    told = [f for f in footers if numbered in f]
    assert told and all(NEW_EDITION in f for f in told)
    cited = {m for text in described for m in re.findall(r"\*\*\[?(\d{3}\.\d+[a-z]?)[\]*]", text)}
    # The subgame's rules under today's numbers; none of the wiki's 724.x (the monarch's today).
    assert "728.5" in cited and not {n for n in cited if n.startswith("724.")}
    # Its players as the reader reads them: "Player casts Shahrazad", never "You casts".
    text = "\n".join(described)
    assert cast in text and not re.search(r"\b[Yy]ou\b", text)


async def test_a_verdict_in_the_engines_own_numbering_walks_in_it_too(
    application: Application,
) -> None:
    found = await application.search(SUBGAME_LOST)
    verdict = found["verdict"]
    assert verdict is not None
    engine_only = {
        **verdict,
        "rules_shown": [
            {"number": rule, "edition": verdict["rules_edition"]} for rule in verdict["rules_cited"]
        ],
    }
    assert walkthrough_edition(engine_only) is None


async def test_the_consoles_step_cites_the_verdicts_numbers(application: Application) -> None:
    assert isinstance(application, JudgeApp)
    out = io.StringIO()
    console = Console(application, lang="ja", out=out, read_line=lambda: None, interactive=False)
    await console.handle(SUBGAME_LOST_JA)
    answer = out.getvalue()
    assert f"根拠 ({NEW_EDITION}): 728.5" in answer
    await console.handle("/step")
    walked = out.getvalue()[len(answer) :]
    assert "728.5" in walked and not re.search(r"\b724\.\d", walked)
    assert "あなたが《Shahrazad》を唱える" in walked and "you" not in walked
    # The closing list of every rule cited is in the same numbering as the steps.
    assert re.search(rf"引用したルール \(番号は{NEW_EDITION}版\): .*728\.5", walked)
