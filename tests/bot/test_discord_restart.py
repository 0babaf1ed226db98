"""Walkthrough buttons survive a restart of the bot: a press on a message from before it is
rebuilt from the custom_id (preset, language, edition, step), for its owner; someone else gets
a private copy of their own; a walkthrough that cannot be rebuilt says so, privately."""

from __future__ import annotations

import copy

from bot.walkthroughs.scenario_service import ScenarioService
from tests.bot.conftest import MakeBot
from tests.discord_standin import DiscordStandIn, DiscordUser, Reply

PRESET = "subgame-small-library"
EDITION = "20231117"


def counter(reply: Reply) -> str:
    return str(reply.buttons[2]["label"])


async def test_a_live_walkthrough_button_works_after_the_bot_restarts(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    count = len(ScenarioService().run_preset(PRESET, lang="ja")["steps"])
    before = await make_bot()
    alice, bob = DiscordUser(standin, "alice", locale="ja"), DiscordUser(standin, "bob")
    walkthrough = await alice.run_command("simulate", preset=PRESET, edition=EDITION)
    walkthrough = await alice.press(walkthrough, "▶")
    built = await alice.run_command("subgame", your_library=3)
    step_three_text = (await alice.press(walkthrough, "▶")).embed
    walkthrough = await alice.press(walkthrough, "◀")
    assert counter(walkthrough) == f"2/{count}"

    await before.close()
    await make_bot(sync=False)

    # (A reply shows its message as it is now, so each is checked before the next press.)
    # someone else at the table gets a private copy, in their language, from the message's step
    theirs = await bob.press(walkthrough, "▶")
    assert theirs.ephemeral and theirs.embed["footer"]["text"].split(" · ")[0] == f"Step 3/{count}"
    footer = standin.messages[int(walkthrough.message["id"])]["embeds"][0]["footer"]["text"]
    assert footer.split(" · ")[0] == f"ステップ 2/{count}"
    moved = await alice.press(walkthrough, "▶")
    assert moved.callback_type == 7 and counter(moved) == f"3/{count}"
    assert moved.embed == step_three_text  # same language, edition and step as before
    onwards = await alice.press(moved, "▶")
    assert counter(onwards) == f"4/{count}"  # the rebuilt walkthrough's own buttons
    ended = await alice.press(built, "▶")
    assert ended.ephemeral
    assert ended.content == (
        "このウォークスルーはボットの再起動で終了しました。コマンドをもう一度実行してください。"
    )


async def test_a_rule_chosen_after_a_restart_is_answered_to_whoever_chose_it(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    before = await make_bot()
    alice, bob = DiscordUser(standin, "alice", locale="ja"), DiscordUser(standin, "bob")
    walkthrough = await alice.run_command("simulate", preset=PRESET, edition=EDITION)
    walkthrough = await alice.press(walkthrough, "▶")
    number = walkthrough.select["options"][0]["value"]

    await before.close()
    await make_bot(sync=False)

    theirs = await bob.choose(walkthrough, number)
    own = await alice.choose(walkthrough, number, locale="ja")
    assert theirs.ephemeral and theirs.embed["title"] == f"Rules applied: {number} ({EDITION})"
    assert own.ephemeral and own.embed["title"] == f"適用ルール: {number} ({EDITION})"


async def test_the_custom_ids_carry_owner_step_and_recipe(
    discord_user: DiscordUser,
) -> None:
    reply = await discord_user.run_command("simulate", preset=PRESET)
    moved = await discord_user.press(reply, "⏭")

    ids = [button["custom_id"] for button in moved.buttons]
    assert all(len(value) <= 100 for value in ids)
    session, owner = ids[0].split(":")[1], str(discord_user.id)
    step = counter(moved).split("/")[0]
    assert ids[3] == f"jbw:{session}:next:{owner}:{int(step) - 1}:en::{PRESET}"


async def test_rule_and_list_buttons_work_after_the_bot_restarts(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    before = await make_bot()
    alice, bob = DiscordUser(standin, "alice"), DiscordUser(standin, "bob")
    rule = await alice.run_command("rule", number="104.3a")  # in the bundled corpus too
    next_rule = rule.button("➡️")["label"]
    cards = await alice.run_command("cards", list="敗北条件カード一覧")
    pages = cards.buttons[-2]["label"].split("/")[1]  # the counter: 1/N
    card = await alice.run_command("card", name="Platinum Angel")

    await before.close()
    await make_bot(sync=False)

    refused = await bob.press(rule, "➡️")
    assert refused.ephemeral and refused.content.startswith("Only the person who ran")
    moved = await alice.press(rule, "➡️")
    assert moved.callback_type == 7 and moved.embed["title"] == f"CR {next_rule}"
    back = await alice.press(moved, "⬅️")  # the rebuilt view's own buttons
    assert back.embed["title"] == "CR 104.3a"
    turned = await alice.press(cards, "▶")
    assert turned.callback_type == 7 and turned.button(f"2/{pages}")
    assert not card.buttons  # one page: nothing to press, nothing to restore


async def test_a_restored_button_naming_a_malformed_rule_answers_privately(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    before = await make_bot()
    alice = DiscordUser(standin, "alice")
    rule = await alice.run_command("rule", number="104.3a")
    await before.close()
    await make_bot(sync=False)
    # A message whose button's custom_id fits the template but names no rule.
    message = copy.deepcopy(rule.message)
    button = Reply.button_in(message, "➡️")
    real = button["custom_id"]
    button["custom_id"] = real[: real.index(":rule:")] + ":rule:seven@hundred"

    reply = await alice.press(message, "➡️")

    assert reply.ephemeral and reply.content.startswith("Invalid input")
    assert "seven" in reply.content
