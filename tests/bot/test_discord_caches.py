"""Bounded caches: the rule answers and the seeded simulations of presets, each kept once."""

from __future__ import annotations

import pickle

import pytest

from bot.app_protocol import NotFoundError
from bot.discord_app.answers import RuleAnswers
from bot.lru import LruCache
from bot.scenario_service import ScenarioService
from bot.walkthrough_model import present
from tests.discord_standin import DiscordStandIn, DiscordUser

from .conftest import MakeBot
from .fake_app import FakeApplication


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


async def test_rule_answers_are_fetched_once_and_misses_are_not_kept() -> None:
    app = FakeApplication()
    rules = RuleAnswers(app, size=8)

    first = await rules.rule("724.5")
    again = await rules.rule("724.5")
    for _ in range(2):
        with pytest.raises(NotFoundError):
            await rules.rule("999.9")

    assert first is again
    asked = [args for name, args in app.calls if name == "rule"]
    assert asked == [("724.5", None), ("999.9", None), ("999.9", None)]


async def test_a_rule_and_its_neighbours_are_looked_up_once(
    make_bot: MakeBot, standin: DiscordStandIn
) -> None:
    application = FakeApplication()  # it records every call
    await make_bot(app=application)
    discord_user = DiscordUser(standin)
    first = await discord_user.run_command("rule", number="724.5")
    following = await discord_user.press(first, "➡️")
    back = await discord_user.press(following, "⬅️")

    assert back.embed == first.embed
    asked = [args[0] for name, args in application.calls if name == "rule"]
    assert sorted(asked) == sorted(set(asked))  # nothing asked twice


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
