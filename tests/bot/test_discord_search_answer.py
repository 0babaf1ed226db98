"""/search through the real bot and the Discord stand-in: the first thing shown is the composed
answer — the engine's verdict on top, the named card's deciding ability with its ruling, the rule
under it — and a verdict's button opens a walkthrough of the very situation judged."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.application.source_links import card_page_url
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser

ANGEL_AT_ZERO = "I control Platinum Angel and I'm at 0 life. Do I lose?"
ANGEL_AT_ZERO_JA = "白金の天使をコントロールしていて、ライフが0です。負けますか？"


@pytest.fixture
async def application(card_data_db: Path) -> AsyncIterator[Application]:
    app = await JudgeApp.open(card_data_db, verdicts=True)
    yield app
    await app.close()


@pytest.mark.parametrize(
    ("question", "locale", "verdict", "ruling"),
    [
        (
            ANGEL_AT_ZERO,
            "en-US",
            "Verdict: You do not lose; you keep playing.",
            "Ruling (2009-10-01)",
        ),
        (
            ANGEL_AT_ZERO_JA,
            "ja",
            "判定: あなたは敗北せず、ゲームを続けます。",
            "裁定 (2009-10-01・英語のまま)",
        ),
    ],
)
async def test_the_verdict_and_the_deciding_card_come_first(
    discord_user: DiscordUser, question: str, locale: str, verdict: str, ruling: str
) -> None:
    reply = await discord_user.run_command("search", question=question, locale=locale)
    keep_for_looking(f"search-verdict-{locale}", locale[:2], question, reply.message)
    embed = reply.embed
    assert embed["description"].startswith(f"**{verdict}")
    assert embed["title"] == "白金の天使/Platinum Angel"
    assert embed["url"] == card_page_url("Platinum Angel")  # linked to its Scryfall page
    names = [field["name"] for field in embed["fields"]]
    assert names[0] == ruling
    # Under the card, the best passage: a rule of losing, or the wiki's section restating it.
    assert any(name.startswith(("CR 704.5a", "CR 104.3b", "敗北条件")) for name in names[1:2])
    assert reply.button("▶")


async def test_the_verdict_button_steps_through_the_situation(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("search", question=ANGEL_AT_ZERO, locale="en-US")
    walk = await discord_user.press(reply, "▶")
    assert walk.message["id"] != reply.message["id"]  # a walkthrough of its own
    assert any(label.startswith("1/") for label in walk.describe_buttons())
    assert walk.embed["title"] == "The situation in the question"


async def test_a_question_with_no_situation_has_no_step_button(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("search", question="what is a subgame", locale="en-US")
    assert "Verdict" not in reply.embed.get("description", "")
    assert not [b for b in reply.buttons if b.get("emoji", {}).get("name") == "▶"]


@pytest.mark.parametrize(
    ("locale", "question", "japanese"),
    [
        ("fr", ANGEL_AT_ZERO_JA, True),  # a client in neither language: the question's
        ("fr", ANGEL_AT_ZERO, False),
        ("en-GB", ANGEL_AT_ZERO_JA, False),  # an English client reads English
        ("ja", ANGEL_AT_ZERO, True),  # a Japanese client reads Japanese
    ],
)
async def test_the_reply_speaks_the_clients_language_else_the_questions(
    discord_user: DiscordUser, locale: str, question: str, japanese: bool
) -> None:
    reply = await discord_user.run_command("search", question=question, locale=locale)
    description = reply.embed["description"]
    assert description.startswith("**判定") is japanese
    assert description.startswith("**Verdict") is not japanese


@pytest.mark.parametrize(
    ("question", "locale", "ability"),
    [
        ("Karn's ultimate during a subgame: which game restarts?", "en-US", "[−14]: Restart"),
        ("サブゲーム中に解放された者、カーンの奥義を使ったらどうなる？", "ja", "-14: 解放された者"),
    ],
)
async def test_a_planeswalkers_ultimate_is_answered_with_that_ability(
    discord_user: DiscordUser, question: str, locale: str, ability: str
) -> None:
    reply = await discord_user.run_command("search", question=question, locale=locale)
    keep_for_looking(f"search-ultimate-{locale}", locale[:2], question, reply.message)
    embed = reply.embed
    assert embed["title"] == "解放された者、カーン/Karn Liberated"
    assert ability in embed["description"]


async def test_a_verdict_played_in_the_stacks_order_shows_the_rule_that_ordered_it(
    discord_user: DiscordUser,
) -> None:
    question = (
        "ライフ2で、相手が《稲妻》をこっちに撃ってきたので、それに対応して《天使の嗜み》を"
        "唱えました。負けますか？"
    )
    reply = await discord_user.run_command("search", question=question, locale="ja")
    keep_for_looking("search-verdict-stack-ja", "ja", question, reply.message)
    description = reply.embed["description"]
    assert description.startswith("**判定: あなたは敗北せず、ゲームを続けます。")
    assert "117.7" in description  # a response resolves first: what decides the order
    assert reply.button("▶")


@pytest.mark.parametrize(
    ("question", "locale", "title", "quoted", "note"),
    [
        # the search ranked 810.8a first; the engine decided by the team's life
        (
            "In Two-Headed Giant our team is at 0 life. Do we lose?",
            "en-US",
            "CR 704.6a",
            "In a Two-Headed Giant game, if a team has 0 or less life",
            None,
        ),
        # 104.3a in Japanese as the wiki quotes it (no Japanese rules file in this database)
        (
            "多人数戦で相手が回線落ちしました。ゲームは続きますか？",
            "ja",
            "CR 104.3a",
            "プレイヤーはいつでも投了できる",
            None,
        ),
        # 121.4 only in English here: the reply says so, in Japanese
        (
            "ライブラリーが0枚の状態でカードを引きました。負けですか？",
            "ja",
            "CR 121.4",
            "A player who attempts to draw a card from a library with no cards",
            "(日本語の本文は読み込まれていません。英語の本文です)",
        ),
    ],
)
async def test_under_a_verdict_the_rule_it_was_decided_by_is_the_one_quoted(
    discord_user: DiscordUser,
    question: str,
    locale: str,
    title: str,
    quoted: str,
    note: str | None,
) -> None:
    reply = await discord_user.run_command("search", question=question, locale=locale)
    keep_for_looking(
        f"search-verdict-rule-{title[3:]}-{locale}", locale[:2], question, reply.message
    )
    embed = reply.embed
    assert embed["description"].startswith("**判定" if locale == "ja" else "**Verdict")
    assert embed["title"] == title
    quote = embed["description"].partition("\n\n")[2]
    assert quoted in quote
    assert (note in quote) if note else "読み込まれていません" not in quote
    assert reply.button("▶")
    walkthroughs = [
        f for f in embed["fields"] if f["name"] in ("手順を追って見る", "See it step by step")
    ]
    assert all(f["value"].count("/simulate") <= 1 for f in walkthroughs)


async def test_a_total_told_after_the_concession_is_in_the_verdict_shown(
    discord_user: DiscordUser,
) -> None:
    question = "相手が投了した後で、自分のライフが0になった。勝ち？"
    reply = await discord_user.run_command("search", question=question, locale="ja")
    keep_for_looking("search-verdict-after-end-ja", "ja", question, reply.message)
    description = reply.embed["description"]
    assert description.startswith(
        "**判定: あなたはゲームに勝利します（対戦相手の敗北 — 投了: 104.3a）"
    )
    assert "その後のあなたのライフが0になったことは結果を変えません" in description
    assert "ゲームが終わった時、あなたのライフは20" in description
    assert reply.embed["title"] == "CR 104.3a"
    walk = await discord_user.press(reply, "▶")
    assert walk.embed["title"] == "質問の状況"


@pytest.mark.parametrize(
    ("question", "locale", "quoted"),
    [
        ("白金の天使", "ja", "あなたはゲームに敗北できない。"),
        ("Platinum Angel", "en-US", "You can't lose the game"),
    ],
)
async def test_a_cards_name_alone_quotes_its_text_in_the_readers_language(
    discord_user: DiscordUser, question: str, locale: str, quoted: str
) -> None:
    reply = await discord_user.run_command("search", question=question, locale=locale)
    keep_for_looking(f"search-card-alone-{locale}", locale[:2], question, reply.message)
    assert reply.embed["title"] == "白金の天使/Platinum Angel"
    assert quoted in reply.embed["description"]
    other = "You can't lose" if locale == "ja" else "敗北できない"
    assert other not in reply.embed["description"]
