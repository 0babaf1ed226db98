"""/simulate, /subgame, /loss: walkthroughs of the engine's steps with their rules and state."""

from __future__ import annotations

import asyncio
import json
import re
import time
from typing import Any

import pytest
import yaml

import engine
from bot.application.app_protocol import Application
from bot.discord_app.shared.embeds import quoted
from bot.walkthroughs.scenario_service import ScenarioService
from bot.walkthroughs.scenarios import loss_scenario, subgame_scenario
from tests.bot.capture import keep_for_looking
from tests.discord_standin import DiscordStandIn, DiscordUser, Reply

PRESET = "subgame-small-library"
SCENARIOS = ScenarioService()


def counter(reply: Reply) -> str:
    return str(reply.buttons[2]["label"])


def described(reply: Reply) -> str:
    """The step's description as Discord shows it: a linked rule number reads as the number."""
    return re.sub(r"\*\*\[([^\]]+)\]\([^)]+\)\*\*", r"**\1**", str(reply.embed["description"]))


async def test_walkthrough_pages_through_every_step_saying_what_changed(
    discord_user: DiscordUser,
) -> None:
    result = SCENARIOS.run_preset(PRESET, lang="en")
    steps = result["steps"]
    count = len(steps)
    assert count >= 3

    reply = await discord_user.run_command("simulate", preset=PRESET)

    assert reply.describe_buttons() == ["⏮", "◀", f"1/{count}", "▶", "⏭"]
    assert [b.get("disabled", False) for b in reply.buttons] == [True, True, True, False, False]
    changes = []
    for index, step in enumerate(steps):
        assert counter(reply) == f"{index + 1}/{count}"
        # Markdown characters are escaped so that the engine's text displays literally.
        assert described(reply).startswith(f"**{quoted(step['title'])}**")
        # (A step that applies rules says which edition numbers them.)
        numbered = " · rules numbered as in 20231117" if step["rules"] else ""
        assert reply.embed["footer"]["text"] == f"Step {index + 1}/{count}{numbered}"
        assert "fields" not in reply.embed  # the state is the picture's
        changes += [line for line in described(reply).splitlines() if "**Changed:**" in line]
        if index + 1 < count:
            reply = await discord_user.press(reply, "▶")
            assert reply.callback_type == 7

    assert "**Changed:** subgame 1 starts" in changes
    assert any("main game · Bob: library 5 → 0" in line for line in changes)
    assert [b.get("disabled", False) for b in reply.buttons] == [False, False, True, True, True]
    first = await discord_user.press(reply, "⏮")
    assert counter(first) == f"1/{count}"
    last = await discord_user.press(first, "⏭")
    assert counter(last) == f"{count}/{count}"


async def walk_to_rule(user: DiscordUser, reply: Reply, steps: list[dict], number: str) -> Reply:
    target = next(i for i, step in enumerate(steps) if number in step["rules"])
    for _ in range(target):
        reply = await user.press(reply, "▶")
    return reply


async def test_walkthrough_quotes_the_applied_rules_in_the_readers_language(
    discord_user: DiscordUser, application: Application
) -> None:
    result = SCENARIOS.run_preset(PRESET, lang="ja")
    rule = await application.rule("724.2", edition="20231117")

    reply = await discord_user.run_command("simulate", preset=PRESET, locale="ja")
    reply = await walk_to_rule(discord_user, reply, result["steps"], "724.2")

    # one line in the step, the whole text a choice away, privately
    line = next(x for x in described(reply).splitlines() if x.startswith("**724.2**"))
    assert str(rule["text"]["ja"])[:20] in line and len(line) <= 90
    assert reply.embed["footer"]["text"].startswith("ステップ ")
    option = next(o for o in reply.select["options"] if o["value"] == "724.2")
    assert option["label"].startswith("724.2 ")
    assert reply.select["placeholder"] == "ルールの全文を見る"
    text = await discord_user.choose(reply, "724.2", locale="ja")
    assert text.ephemeral and text.embed["title"] == "適用ルール: 724.2 (20231117)"
    assert text.embed["description"].startswith(str(rule["text"]["ja"])[:60])


async def test_walkthrough_in_another_edition_uses_its_numbers(
    official_rules: None, discord_user: DiscordUser
) -> None:
    result = SCENARIOS.run_preset(PRESET, lang="en")

    reply = await discord_user.run_command("simulate", preset=PRESET, edition="20260116")
    reply = await walk_to_rule(discord_user, reply, result["steps"], "724.2")

    assert "**728.2** " in described(reply)
    assert reply.embed["footer"]["text"].endswith(" · rules numbered as in 20260116")
    text = await discord_user.choose(reply, "728.2")
    assert text.embed["title"] == "Rules applied: 728.2 (20260116)"


async def test_subgame_command_builds_the_scenario_from_its_options(
    discord_user: DiscordUser,
) -> None:
    scenario = subgame_scenario("en", opponent_library=5, opponent_poison=9)
    steps = SCENARIOS.run_built(scenario, lang="en")["steps"]
    assert any(step["state"]["depth"] == 1 for step in steps)

    reply = await discord_user.run_command("subgame", opponent_library=5, opponent_poison=9)

    assert counter(reply) == f"1/{len(steps)}"
    assert reply.embed["title"] == "Shahrazad"
    seen = []
    for _ in range(len(steps) - 1):
        reply = await discord_user.press(reply, "▶")
        seen.append(described(reply))
    assert any("**Changed:** subgame 1 starts" in text for text in seen)
    # The opponent's library of 5 goes into the subgame: the main game's is empty meanwhile.
    assert any("main game · Opponent: library 5 → 0" in text for text in seen)


async def test_loss_command_walks_through_a_protection_leaving(
    discord_user: DiscordUser,
) -> None:
    scenario = loss_scenario(
        "ja", condition="life", protection="Platinum Angel", protection_leaves=True
    )
    result = SCENARIOS.run_built(scenario, lang="ja")

    reply = await discord_user.run_command(
        "loss", condition="life", protection="Platinum Angel", protection_leaves=True, locale="ja"
    )

    assert reply.embed["title"] == "ライフが0以下 + 白金の天使"
    reply = await discord_user.press(reply, "⏭")
    final_you = next(p for p in result["final"]["players"] if p["name"] == "あなた")
    assert final_you["lost"] is True
    assert "**結論:** ゲーム終了: 対戦相手の勝利" in described(reply)
    before = await discord_user.press(reply, "◀")
    assert "あなた: 敗北 (ライフが0以下)" in described(before)


async def test_simulate_runs_an_attached_json_or_yaml_scenario(
    discord_user: DiscordUser,
) -> None:
    scenario = {
        "title": "Ten poison",
        "players": [{"name": "Alice", "poison": 9}, {"name": "Bob"}],
        "events": [{"type": "poison", "player": "Alice", "amount": 1}],
    }
    count = len(SCENARIOS.run(scenario, lang="en")["steps"])
    as_json = discord_user.attachment("ten.json", json.dumps(scenario).encode())
    as_yaml = discord_user.attachment("ten.yaml", yaml.safe_dump(scenario).encode())

    for attachment in (as_json, as_yaml):
        reply = await discord_user.run_command("simulate", file=attachment)
        assert reply.embed["title"] == "Ten poison"
        assert counter(reply) == f"1/{count}"


async def test_bad_scenario_files_get_a_message_naming_the_problem(
    discord_user: DiscordUser,
) -> None:
    broken = discord_user.attachment("broken.json", b'{"players": [}')
    reply = await discord_user.run_command("simulate", file=broken)
    assert reply.ephemeral
    assert reply.content == "Invalid input (file): broken.json: invalid JSON at line 1, column 14"

    wrong = {
        "players": [{"name": "Alice"}, {"name": "Bob"}],
        "events": [{"type": "explode", "player": "Alice"}],
    }
    unknown_event = discord_user.attachment("wrong.json", json.dumps(wrong).encode())
    reply = await discord_user.run_command("simulate", file=unknown_event, locale="ja")
    assert reply.ephemeral
    assert reply.content.startswith("入力に問題があります")
    assert "events[0]" in reply.content and "explode" in reply.content


def on_the_event_loop() -> bool:
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        return False
    return True


async def test_an_upload_nested_thousands_deep_is_refused_at_once_off_the_event_loop(
    discord_user: DiscordUser, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 24 KB of this once held the bot's event loop for 24 s (PyYAML is quadratic in the depth).
    parsed_on_loop: list[bool] = []
    parse = engine.load_scenario_text

    def recording(text: str) -> dict[str, Any]:
        parsed_on_loop.append(on_the_event_loop())
        return parse(text)

    monkeypatch.setattr(engine, "load_scenario_text", recording)
    deep = discord_user.attachment("deep.yaml", b"players: " + b"[" * 30_000 + b"]" * 30_000)

    started = time.perf_counter()
    reply = await discord_user.run_command("simulate", file=deep)

    assert time.perf_counter() - started < 3
    assert reply.ephemeral and "nested too deeply (at most 20 levels)" in reply.content
    assert parsed_on_loop == [False]


async def test_oversized_scenario_files_are_refused_before_download(
    discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    huge = discord_user.attachment("huge.json", b"{}", size=10 * 1024 * 1024)

    reply = await discord_user.run_command("simulate", file=huge)

    assert reply.ephemeral
    assert reply.content.startswith("Invalid input (file): The file is too large (10485760 bytes")
    assert standin.attachment_downloads == 0


async def test_a_file_larger_than_it_claims_is_refused(
    discord_user: DiscordUser, standin: DiscordStandIn
) -> None:
    liar = discord_user.attachment("liar.json", b" " * (65 * 1024) + b"{}", size=100)

    reply = await discord_user.run_command("simulate", file=liar)

    assert reply.ephemeral and "too large" in reply.content
    assert standin.attachment_downloads == 1


async def test_simulate_needs_exactly_one_scenario(discord_user: DiscordUser) -> None:
    neither = await discord_user.run_command("simulate")
    both = await discord_user.run_command(
        "simulate", preset=PRESET, file=discord_user.attachment("a.json", b"{}")
    )

    for reply in (neither, both):
        assert reply.ephemeral and reply.content == "Give exactly one of preset or file."


async def test_unknown_preset_is_not_found(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("simulate", preset="no-such-preset")

    assert reply.ephemeral and reply.content.startswith("Not found: no preset named")


async def test_subgame_that_ends_the_main_game_early_still_walks_through(
    discord_user: DiscordUser,
) -> None:
    # Losing the first (forked) subgame at 1 life ends the main game before the second.
    reply = await discord_user.run_command(
        "subgame", your_library=3, opponent_library=30, your_life=1, fork=True
    )

    assert not reply.ephemeral
    last = await discord_user.press(reply, "⏭")
    assert "**Outcome:** Game over: Opponent wins" in described(last)


async def test_a_deeply_nested_file_gets_a_message_not_a_crash(
    discord_user: DiscordUser,
) -> None:
    deep = discord_user.attachment("deep.json", b"[" * 60000)

    reply = await discord_user.run_command("simulate", file=deep)

    assert reply.ephemeral
    assert reply.content == (
        "Invalid input (file): deep.json: the JSON is nested too deeply (at most 20 levels)"
    )


async def test_the_last_step_says_what_is_left_unresolved(discord_user: DiscordUser) -> None:
    scenario = SCENARIOS.preset("subgame-fork")
    scenario["events"] = scenario["events"][:3]
    pending = SCENARIOS.run(scenario, lang="en")["pending"]
    upload = discord_user.attachment("unfinished.json", json.dumps(scenario).encode())

    reply = await discord_user.run_command("simulate", file=upload)
    last = await discord_user.press(reply, "⏭")

    assert pending and "Unresolved: " + pending[0]["text"] in last.embed["description"]


@pytest.mark.parametrize("locale", ["ja", "en-US"])
async def test_a_step_as_discord_shows_it(
    discord_user: DiscordUser, standin: DiscordStandIn, locale: str
) -> None:
    reply = await discord_user.run_command("simulate", preset="subgame-wish", locale=locale)
    for _ in range(8):  # to step 9: Lich's Mastery brought in from the main game
        reply = await discord_user.press(reply, "▶", locale=locale)
    lang = locale[:2]
    command = "/シミュレート" if lang == "ja" else "/simulate"
    keep_for_looking(
        f"step-subgame-wish-{lang}", reply, standin, lang=lang, command=command, note="step 9"
    )

    embed = reply.embed
    size = sum(len(embed.get(key) or "") for key in ("title", "description"))
    assert size + len(embed["footer"]["text"]) <= 1000
    assert embed["image"]["url"] == "attachment://step.png"
    assert [option["value"] for option in reply.select["options"]][:2] == ["724.4", "724.4a"]
