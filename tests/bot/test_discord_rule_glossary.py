"""/rule with a glossary term, through the real discord.py client and the stand-in; the console's
`/rule deathtouch`. Expectations come from the application layer's own answers."""

from __future__ import annotations

from pathlib import Path

from bot.application.app_protocol import Application
from bot.discord_app.shared.embeds import quoted
from tests.bot.test_console import run_console
from tests.bot.test_discord_rule import fields_of
from tests.discord_standin import DiscordUser


async def test_a_glossary_term_answers_the_entry_and_the_rules_it_points_to(
    official_rules: None, discord_user: DiscordUser, application: Application
) -> None:
    entry = await application.glossary("deathtouch", lang="en")

    reply = await discord_user.run_command("rule", number="deathtouch")

    assert not reply.ephemeral
    assert reply.embed["title"] == "Deathtouch / 接死"
    assert reply.embed["description"] == quoted(entry["text"])
    assert fields_of(reply.embed)["CR 702.2"] == (
        "Deathtouch\n[CR 702.2](https://yawgatog.com/resources/magic-rules/#R7022)"
    )
    assert (
        reply.embed["footer"]["text"]
        == f"Comprehensive Rules glossary · Edition {entry['edition']}"
    )


async def test_a_japanese_reader_gets_the_japanese_entry(
    official_rules: None, discord_user: DiscordUser, application: Application
) -> None:
    entry = await application.glossary("接死", lang="ja")

    reply = await discord_user.run_command("rule", number="接死", locale="ja")

    assert reply.embed["title"] == "接死 / Deathtouch"
    assert reply.embed["description"] == quoted(entry["text"])
    assert "接死" in fields_of(reply.embed)["CR 702.2"]
    assert reply.embed["footer"]["text"].startswith("総合ルール 用語集 · 版")


async def test_a_word_not_in_the_glossary_is_refused_with_close_terms(
    official_rules: None, discord_user: DiscordUser
) -> None:
    reply = await discord_user.run_command("rule", number="deathtoch")

    assert reply.ephemeral and not reply.embeds
    assert "not a rule number" in reply.content
    assert "Did you mean: Deathtouch" in reply.content


async def test_autocomplete_offers_glossary_terms_after_the_best_rule(
    official_rules: None, discord_user: DiscordUser
) -> None:
    english = await discord_user.autocomplete("rule", "number", "deathtouch")
    japanese = await discord_user.autocomplete("rule", "number", "接死", locale="ja")
    by_number = await discord_user.autocomplete("rule", "number", "702")

    assert english[0]["value"] == "702.2"
    assert english[1]["value"] == "Deathtouch"
    assert english[1]["name"].startswith("Deathtouch — A keyword ability")
    assert "接死" in [c["value"] for c in japanese]
    assert all(c["value"][0].isdigit() for c in by_number)


def test_the_console_answers_a_glossary_term(full_db: Path) -> None:
    out = run_console(full_db, "/rule deathtouch\n/rule deathtoch\n", "--lang", "en")
    assert "Comprehensive Rules glossary: Deathtouch" in out
    assert "not a rule number" in out and "(Deathtouch)" in out
