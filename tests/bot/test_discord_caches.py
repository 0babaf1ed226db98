"""Bounded caches: the application layer's answers (rules) and the seeded simulations of presets,
each kept once."""

from __future__ import annotations

import pickle

import pytest

from bot.application.app import JudgeApp
from bot.application.app_protocol import Application
from bot.application.lru import LruCache
from bot.walkthroughs.model import present
from bot.walkthroughs.scenario_service import ScenarioService
from tests.bot.conftest import MakeBot, record_calls
from tests.discord_standin import DiscordStandIn, DiscordUser


def test_lru_cache_keeps_the_most_recently_used() -> None:
    cache: LruCache[str, int] = LruCache(2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recent
    cache.put("c", 3)

    assert "b" not in cache and "a" in cache and "c" in cache and len(cache) == 2
    with pytest.raises(KeyError):
        cache.get("b")
    with pytest.raises(ValueError):
        LruCache(0)


async def test_a_rule_and_its_neighbours_are_looked_up_once(
    make_bot: MakeBot, standin: DiscordStandIn, application: Application
) -> None:
    assert isinstance(application, JudgeApp)
    looked_up = record_calls(application.rules, "lookup")
    await make_bot()
    discord_user = DiscordUser(standin)
    first = await discord_user.run_command("rule", number="724.5")
    following = await discord_user.press(first, "➡️")
    back = await discord_user.press(following, "⬅️")

    # Back is 724.5 asked in the edition it is in: the answer of the first ask, no edition given.
    assert back.embed == first.embed
    assert "724.5" in looked_up and sorted(looked_up) == sorted(set(looked_up))


async def test_a_repeated_preset_is_simulated_once(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    scenarios = ScenarioService()
    await make_bot(scenarios=scenarios)
    discord_user = DiscordUser(standin)
    first = await discord_user.run_command("simulate", preset="subgame-small-library")
    second = await discord_user.run_command("simulate", preset="subgame-small-library")
    japanese = await discord_user.run_command(
        "simulate", preset="subgame-small-library", locale="ja"
    )

    assert first.embed == second.embed and japanese.embed != first.embed
    assert scenarios.runs == 2  # en once, ja once
    # Each walkthrough still has its own position.
    moved = await discord_user.press(second, "▶")
    assert moved.buttons[2]["label"].startswith("2/")
    assert first.buttons[2]["label"].startswith("1/")


async def test_the_bot_keeps_preset_results_in_the_apps_answer_cache(
    make_bot: MakeBot, standin: DiscordStandIn, application: Application
) -> None:
    assert isinstance(application, JudgeApp)
    bot = await make_bot()
    discord_user = DiscordUser(standin)
    for _ in range(2):
        await discord_user.run_command("simulate", preset="subgame-small-library")

    assert bot.scenarios.answers is application.answers and bot.scenarios.runs == 1


def test_a_walkthrough_keeps_only_what_is_shown() -> None:
    full = ScenarioService().run_preset("subgame-small-library", lang="en")

    walk = present(full, lang="en")

    assert len(walk.steps) == len(full["steps"])
    step, original = walk.steps[-1], full["steps"][-1]
    assert step.title == original["title"] and [r.cited for r in step.rules] == original["rules"]
    player = step.state.players[0]
    assert player.count("library") == original["state"]["players"][0]["zones"]["library"]["count"]
    # A Discord session keeps this for minutes: states shared from step to step are kept once.
    assert len(pickle.dumps(walk)) < len(pickle.dumps(full)) / 2
