"""Suggestions as buttons: /card and /rule that find nothing offer the close names and numbers as
buttons, a press answers that card or rule (also with no session behind it, as after a restart),
and a button of ours that cannot be read gets a clear private message."""

from __future__ import annotations

import copy

import pytest

from bot.discord_app.shared import limits
from bot.discord_app.shared.suggestions import suggestion_id
from tests.bot.looking import keep_for_looking
from tests.discord_standin import DiscordUser
from tests.discord_standin.user import Reply


@pytest.mark.parametrize(("locale", "heading"), [("en-US", "Did you mean:"), ("ja", "もしかして:")])
async def test_a_missed_card_offers_its_close_names_as_buttons(
    discord_user: DiscordUser, locale: str, heading: str
) -> None:
    miss = await discord_user.run_command("card", name="Platinum Angle of Doom", locale=locale)
    command = "/カード" if locale == "ja" else "/card"
    note = "Platinum Angle of Doom"
    keep_for_looking(f"card-miss-{locale}", locale[:2], note, miss.message, command=command)

    assert miss.ephemeral and heading in miss.content
    labels = [button["label"] for button in miss.buttons]
    assert "白金の天使 / Platinum Angel" in labels
    assert all(len(button["custom_id"]) <= limits.CUSTOM_ID for button in miss.buttons)

    answer = await discord_user.press(miss, "白金の天使 / Platinum Angel", locale=locale)

    assert not answer.ephemeral
    assert answer.embed["title"] == "白金の天使 / Platinum Angel"


@pytest.mark.parametrize("locale", ["en-US", "ja"])
async def test_a_missed_rule_offers_close_numbers_and_a_press_answers_the_rule(
    discord_user: DiscordUser, locale: str
) -> None:
    miss = await discord_user.run_command("rule", number="704.9", locale=locale)

    assert miss.ephemeral
    labels = [button["label"] for button in miss.buttons]
    assert labels and all(label.startswith("704.") for label in labels)

    answer = await discord_user.press(miss, labels[0], locale=locale)

    assert answer.embed["title"] == f"CR {labels[0]}"


async def test_a_suggestion_needs_no_session_and_a_bad_one_is_told(
    discord_user: DiscordUser,
) -> None:
    miss = await discord_user.run_command("card", name="Platinum Angle of Doom", locale="ja")

    async def press(custom_id: str, locale: str) -> Reply:
        """A press on the miss's first button as if it carried `custom_id` (a message posted
        before a restart, or a custom_id not of this version)."""
        message = copy.deepcopy(miss.message)
        message["components"][0]["components"][0]["custom_id"] = custom_id
        payload = discord_user.component_payload(message, custom_id, 2, None, locale)
        return await discord_user.send(payload)

    # The custom_id alone says what to answer: no session is behind it.
    custom_id = suggestion_id("card", "ja", "Platinum Angel")
    assert custom_id is not None
    answer = await press(custom_id, "ja")
    assert answer.embed["title"] == "白金の天使 / Platinum Angel"

    for bad in ("jbs:card:xx:Platinum Angel", "jbs:", "jbs:rule:en: "):
        refused = await press(bad, "en-US")
        assert refused.ephemeral
        assert refused.content == "This button cannot be read; please run the command again."
