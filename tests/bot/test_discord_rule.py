"""/rule through the real discord.py client and the stand-in: a user's session.

Expectations are taken from the application layer's own answers, so these tests hold for any
application the `application` fixture provides.
"""

from __future__ import annotations

from typing import Any

from bot.application.app_protocol import Application, NotFoundError
from bot.discord_app.shared.embeds import quoted
from tests.discord_standin import DiscordUser


def fields_of(embed: dict[str, Any]) -> dict[str, str]:
    return {field["name"]: field["value"] for field in embed.get("fields") or []}


def expected_buttons(answer: dict[str, Any]) -> list[str]:
    return [
        f"{emoji}{answer.get(key) or '-'}"
        for emoji, key in (("⬆️", "parent"), ("⬅️", "previous"), ("➡️", "next"))
    ]


def starts(text: str | None) -> str:
    """The opening of a rule text as the bot shows it (escaped, first sentence or so)."""
    return quoted(text or "")[:40]


async def test_rule_shows_the_readers_language_subrules_other_editions_and_source(
    official_rules: None, discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.rule("728.5")
    children = [await application.rule(c, edition=answer["edition"]) for c in answer["children"]]
    assert children, "728.5 has subrules"

    reply = await discord_user.run_command("rule", number="728.5")

    assert reply.callback_type == 4 and not reply.ephemeral
    embed = reply.embed
    assert embed["title"] == f"CR {answer['number']}"
    assert starts(answer["text"]["en"]) in embed["description"]
    assert starts(answer["text"]["ja"]) not in embed["description"]  # one language a reply
    fields = fields_of(embed)
    assert fields["In other editions"] == "\n".join(
        f"{item['edition']}: {item['number']}" for item in answer["other_editions"]
    )
    assert "Comprehensive Rules 2026-01-16" in fields["Source"]
    shown = [name.removeprefix("Subrules: ") for name in fields if name.startswith("Subrules")]
    assert shown == answer["children"]
    first = fields[f"Subrules: {children[0]['number']}"]
    assert first.startswith(starts(children[0]["text"]["en"]))
    assert embed["footer"]["text"] == f"Edition {answer['edition']}"
    assert reply.describe_buttons() == expected_buttons(answer)


async def test_rule_in_japanese_shows_the_japanese_text_and_labels(
    official_rules: None, discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.rule("728.5")
    last_child = await application.rule(answer["children"][-1], edition=answer["edition"])

    reply = await discord_user.run_command("rule", number="728.5", locale="ja")

    assert starts(answer["text"]["ja"]) in reply.embed["description"]
    assert starts(answer["text"]["en"]) not in reply.embed["description"]
    fields = fields_of(reply.embed)
    assert "他の版での番号" in fields and "出典" in fields
    assert fields[f"サブルール: {last_child['number']}"].startswith(
        starts(last_child["text"]["ja"])
    )
    assert reply.embed["footer"]["text"] == f"版 {answer['edition']}"


async def test_rule_answers_the_current_rule_and_says_what_the_number_was(
    official_rules: None, discord_user: DiscordUser
) -> None:
    english = await discord_user.run_command("rule", number="724.5")
    japanese = await discord_user.run_command("rule", number="724.5", locale="ja")
    older = await discord_user.run_command("rule", number="724.5", edition="20231013")

    assert english.embed["footer"]["text"] == "Edition 20260116"
    assert "monarch" in english.embed["description"]
    assert (
        "In the 2023-10-13 rules, 724.5 was a rule of 724 “Subgames” (now 728.5)."
        in english.embed["description"]
    )
    assert (
        "2023-10-13版の総合ルールでは、724.5は724「サブゲーム」のルールでした(現在は728.5)。"
        in japanese.embed["description"]
    )
    assert "At the end of a subgame" in older.embed["description"]
    assert "Subgames" not in older.embed["description"]


async def test_rule_in_another_edition_uses_that_numbering(
    official_rules: None, discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.rule("728.5", edition="20260116")

    reply = await discord_user.run_command("rule", number="728.5", edition="20260116")

    assert reply.embed["title"] == "CR 728.5"
    others = fields_of(reply.embed)["In other editions"]
    assert "724.5" in others and "20260116" not in others
    assert reply.describe_buttons() == expected_buttons(answer)


async def test_rule_accepts_what_people_type(
    discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.rule("724.5a")
    reply = await discord_user.run_command("rule", number="ＣＲ ７２４．５ａ.")

    assert reply.embed["title"] == f"CR {answer['number']}"


async def test_rule_buttons_walk_to_next_previous_and_parent(
    official_rules: None, discord_user: DiscordUser, application: Application
) -> None:
    answer = await application.rule("724.5")
    first = await discord_user.run_command("rule", number="724.5")

    following = await discord_user.press(first, "➡️")
    assert following.callback_type == 7  # the same message, updated
    assert following.message["id"] == first.message["id"]
    after = await application.rule(answer["next"], edition=answer["edition"])
    assert following.embed["title"] == f"CR {after['number']}"
    assert following.describe_buttons() == expected_buttons(after)

    back = await discord_user.press(following, "⬅️")
    assert back.embed["title"] == f"CR {after['previous']}"

    up = await discord_user.press(back, "⬆️")
    parent = await application.rule(answer["parent"], edition=answer["edition"])
    assert up.embed["title"] == f"CR {parent['number']}"
    assert up.embed["description"].startswith(starts(parent["text"]["en"]))
    assert up.describe_buttons() == expected_buttons(parent)


async def test_rule_autocomplete_offers_matching_numbers(
    discord_user: DiscordUser, application: Application
) -> None:
    expected = await application.autocomplete("rule", "724.5")

    choices = await discord_user.autocomplete("rule", "number", "724.5")

    assert [c["value"] for c in choices] == [c.value for c in expected]
    assert {"724.5", "724.5a"} <= {c["value"] for c in choices}


async def test_rule_autocomplete_searches_rule_text_in_the_readers_language(
    discord_user: DiscordUser, official_rules: None
) -> None:
    english = await discord_user.autocomplete("rule", "number", "state-based")
    japanese = await discord_user.autocomplete("rule", "number", "状況起因", locale="ja")
    by_number = await discord_user.autocomplete("rule", "number", "704.5a")

    assert english[0] == {"name": "704 — State-Based Actions", "value": "704"}
    assert len(english) == 25 and len({c["value"] for c in english}) == 25
    assert japanese[0]["value"] == "704" and "状況起因処理" in japanese[0]["name"]
    assert by_number[0] == {
        "name": "704.5a — If a player has 0 or less life, that player loses the game.",
        "value": "704.5a",
    }
    assert all(len(c["name"]) <= 100 for c in english + japanese + by_number)


async def test_unknown_rule_gets_a_short_private_answer_with_suggestions(
    discord_user: DiscordUser, application: Application
) -> None:
    try:
        await application.rule("724.9")
    except NotFoundError as error:
        expected = error
    else:
        raise AssertionError("724.9 should not exist")

    reply = await discord_user.run_command("rule", number="724.9")

    assert reply.ephemeral and not reply.embeds
    assert reply.content.startswith(f"Not found: {quoted(expected.message)}")
    # The suggestions are buttons to press (tests/bot/test_discord_suggestions.py).
    assert [b["label"] for b in reply.buttons] == expected.suggestions[:5]
    if expected.suggestions:
        assert "Did you mean:" in reply.content


async def test_a_japanese_reader_of_the_wikis_edition_gets_the_japanese_rules_file(
    official_rules: None, discord_user: DiscordUser
) -> None:
    reply = await discord_user.run_command("rule", number="601.2", edition="20231117", locale="ja")

    assert reply.embed["description"].startswith("呪文を唱えるとは")
    assert "(2026-01-16版の総合ルール 601.2 より)" in reply.embed["description"]
    subrules = [v for k, v in fields_of(reply.embed).items() if k.startswith("サブルール")]
    assert subrules and not any("より)" in value for value in subrules)  # said once, above
