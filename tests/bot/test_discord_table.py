"""Others at the table (issue 24, item 11): anyone in the channel may step through a posted
walkthrough on a private copy of their own, starting at the step on the message, while the
owner's message stays the owner's; anyone may read a cited rule's full text, privately."""

from __future__ import annotations

import copy
import json

from bot.walkthroughs.scenario_service import ScenarioService
from tests.bot.capture import keep_for_looking
from tests.discord_standin import DiscordStandIn, DiscordUser, Reply

PRESET = "subgame-small-library"
COUNT = len(ScenarioService().run_preset(PRESET, lang="en")["steps"])


def footer(reply: Reply) -> str:
    """The step counter of the footer (after it, the edition numbering the step's rules)."""
    return str(reply.embed["footer"]["text"]).split(" · ")[0]


async def test_someone_else_steps_through_a_private_copy_of_their_own(
    discord_user: DiscordUser, other_user: DiscordUser, standin: DiscordStandIn
) -> None:
    mine = await discord_user.run_command("simulate", preset=PRESET)
    mine = await discord_user.press(mine, "▶")
    before = copy.deepcopy(mine.message)

    theirs = await other_user.press(mine, "▶")

    assert theirs.ephemeral and footer(theirs) == f"Step 3/{COUNT}"
    assert theirs.message["attachments"][0]["filename"] == "step.png"
    assert theirs.embed["image"]["url"] == "attachment://step.png"
    owner_ids = {b["custom_id"].split(":")[3] for b in theirs.buttons}
    assert owner_ids == {str(other_user.id)}
    assert standin.messages[int(mine.message["id"])]["embeds"] == before["embeds"]
    # their copy moves on its own; the owner's message moves only for the owner
    onwards = await other_user.press(theirs, "▶")
    assert onwards.callback_type == 7 and footer(onwards) == f"Step 4/{COUNT}"
    assert standin.messages[int(mine.message["id"])]["embeds"] == before["embeds"]
    own = await discord_user.press(mine, "◀")
    assert own.callback_type == 7 and footer(own) == f"Step 1/{COUNT}"


async def test_the_private_copy_of_a_preset_is_in_the_readers_language(
    discord_user: DiscordUser, other_user: DiscordUser, standin: DiscordStandIn
) -> None:
    mine = await discord_user.run_command("simulate", preset=PRESET)

    theirs = await other_user.press(mine, "⏭", locale="ja")
    keep_for_looking(
        "table-copy-ja", theirs, standin, lang="ja", command="/simulate", note="bob pressed ⏭"
    )

    assert theirs.ephemeral and footer(theirs) == f"ステップ {COUNT}/{COUNT}"
    assert "**結論:**" in theirs.embed["description"]
    assert theirs.select["placeholder"] == "ルールの全文を見る"


async def test_an_uploaded_walkthrough_is_copied_in_its_own_language(
    discord_user: DiscordUser, other_user: DiscordUser
) -> None:
    scenario = ScenarioService().preset("loss-angels-grace")
    upload = discord_user.attachment("mine.json", json.dumps(scenario).encode())
    mine = await discord_user.run_command("simulate", file=upload)

    theirs = await other_user.press(mine, "▶", locale="ja")

    assert theirs.ephemeral and footer(theirs).startswith("Step 2/")


async def test_anyone_reads_a_rules_full_text_privately(
    discord_user: DiscordUser, other_user: DiscordUser, standin: DiscordStandIn
) -> None:
    mine = await discord_user.run_command("simulate", preset=PRESET)
    mine = await discord_user.press(mine, "▶")
    before = copy.deepcopy(mine.message)
    number = mine.select["options"][0]["value"]

    theirs = await other_user.choose(mine, number, locale="ja")
    own = await discord_user.choose(mine, number)
    keep_for_looking(
        "table-rule-text-ja", theirs, standin, lang="ja", command="/simulate", note="bob chose"
    )

    for reply in (theirs, own):
        assert reply.ephemeral and number in reply.embed["title"]
        assert len(reply.embed["description"]) > 20
    assert theirs.embed["title"].startswith("適用ルール: ")
    assert own.embed["title"].startswith("Rules applied: ")
    assert standin.messages[int(mine.message["id"])]["embeds"] == before["embeds"]
