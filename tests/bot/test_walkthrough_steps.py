"""Short walkthrough steps (issue 24, item 3): a step's embed is its sentence, what changed and a
line per rule, within 1,000 characters, for every step of every preset in both languages."""

from __future__ import annotations

import pytest

from bot.application.app_protocol import Application
from bot.discord_app.cogs.simulate.cog import session_walkthrough
from bot.discord_app.cogs.simulate.walkthrough_embed import (
    STEP_BUDGET,
    rule_lines,
    step_embed,
)
from bot.discord_app.shared.i18n import Lang
from bot.walkthroughs.scenario_service import ScenarioService
from engine.presets import preset_names

SCENARIOS = ScenarioService()


@pytest.mark.parametrize("lang", ["ja", "en"])
async def test_every_step_of_every_preset_fits_in_1000_characters(
    application: Application, lang: Lang
) -> None:
    longest = 0
    for preset in preset_names():
        result = SCENARIOS.run_preset(preset, lang=lang)
        position = await session_walkthrough(application, result, lang=lang, edition=None)
        for index in range(position.count):
            position.index = index
            embed = step_embed(position)
            longest = max(longest, len(embed))
            assert len(embed) <= STEP_BUDGET, (preset, index, len(embed))
            assert not embed.fields
    print(lang, "longest step embed:", longest, "characters")


@pytest.mark.parametrize(("lang", "word"), [("ja", "結論"), ("en", "Outcome")])
async def test_the_first_and_the_last_step_say_the_outcome(
    application: Application, lang: Lang, word: str
) -> None:
    result = SCENARIOS.run_preset("subgame-both-small", lang=lang)
    position = await session_walkthrough(application, result, lang=lang, edition=None)
    said = []
    for index in range(position.count):
        position.index = index
        said.append(f"**{word}:**" in str(step_embed(position).description))
    assert said[0] and said[-1] and not any(said[1:-1])
    position.index = 0
    assert ("Alice" in str(step_embed(position).description).split(word)[-1]) is True


async def test_a_rule_the_previous_step_showed_is_named_not_repeated(
    application: Application,
) -> None:
    result = SCENARIOS.run_preset("subgame-wish", lang="en")
    walk = (await session_walkthrough(application, result, lang="en", edition=None)).walk
    for index in range(1, walk.total):
        before = {rule.number for rule in walk.steps[index - 1].rules}
        lines = rule_lines(walk, index, linked=False)
        for rule in walk.steps[index].rules:
            full = [line for line in lines if line.startswith(f"**{rule.number}**")]
            assert len(full) == (0 if rule.number in before else 1), (index, rule.number)
    # 724.2 is cited by steps 4, 5 and 6 in a row: its line is shown once
    shown = [
        index
        for index in range(walk.total)
        if any(line.startswith("**724.2**") for line in rule_lines(walk, index, linked=False))
    ]
    assert shown == [3]
    assert "As in the previous step: 724.2" in rule_lines(walk, 4)[-1]


@pytest.mark.parametrize(
    ("lang", "outcome"),
    [
        (
            "en",
            "**Outcome:** Alice won subgame 1; "
            "Alice: hand 1 → 0, graveyard 0 → 1; Bob: life 15 → 7",
        ),
        (
            "ja",
            "**結論:** Aliceがサブゲーム1に勝利する; "
            "Alice: 手札 1 → 0, 墓地 0 → 1; Bob: ライフ 15 → 7",
        ),
    ],
)
async def test_a_game_that_goes_on_ends_with_its_subgames_and_what_they_changed(
    application: Application, lang: Lang, outcome: str
) -> None:
    result = SCENARIOS.run_preset("subgame-small-library", lang=lang)
    position = await session_walkthrough(application, result, lang=lang, edition=None)
    assert not position.walk.final.game_over
    position.index = position.count - 1
    assert str(step_embed(position).description).endswith(outcome)


def test_a_rule_line_links_its_number_without_changing_what_it_shows() -> None:
    from bot.discord_app.cogs.simulate.walkthrough_embed import rule_line
    from bot.walkthroughs.cited_rules import CitedRule

    text = "As a subgame starts, an entirely new set of game zones is created for it. " * 3
    url = "https://yawgatog.com/resources/magic-rules/#R7282"
    linked = rule_line(CitedRule("724.2", "728.2", "20260116", text, url))
    plain = rule_line(CitedRule("724.2", "728.2", "20260116", text, None))
    assert linked.startswith(f"**[728.2]({url})**")
    assert linked.replace(f"({url})", "").replace("[", "", 1).replace("]", "", 1) == plain
    assert rule_line(CitedRule("724.2", "728.2", "20260116", text, url), linked=False) == plain


@pytest.mark.usefixtures("official_rules")
async def test_a_steps_rules_link_to_their_page_when_todays_rules_are_loaded(
    application: Application,
) -> None:
    result = SCENARIOS.run_preset("subgame-wish", lang="en")
    position = await session_walkthrough(application, result, lang="en", edition=None)
    linked = 0
    for index in range(position.count):
        position.index = index
        description = str(step_embed(position).description)
        linked += description.count("](https://yawgatog.com/resources/magic-rules/#R")
        # A link is never cut short: each link that opens closes.
        assert all(")" in rest for rest in description.split("](https://")[1:])
    assert linked >= 3
