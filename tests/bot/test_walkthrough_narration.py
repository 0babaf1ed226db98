"""What a walkthrough shows is in one language: the stack's cards by the wiki's Japanese names in
a Japanese walkthrough; a team's win said of its players together ("Carol and Dan win")."""

from __future__ import annotations

import pytest

import engine
from bot.walkthroughs.labels import outcome
from bot.walkthroughs.model import present
from engine.presets import get_preset


@pytest.mark.parametrize(("lang", "name"), [("ja", "天使の嗜み"), ("en", "Angel's Grace")])
def test_the_stack_names_its_cards_in_the_walkthroughs_language(lang: str, name: str) -> None:
    walk = present(engine.simulate(get_preset("loss-angels-grace"), lang=lang), lang=lang)
    stacks = [step.state.stack for step in walk.steps if step.state.stack]
    assert stacks and all(stack == (name,) for stack in stacks)


@pytest.mark.parametrize(
    ("lang", "said"),
    [("en", "Game over: Carol and Dan win"), ("ja", "ゲーム終了: CarolとDanの勝利")],
)
def test_a_teams_win_is_said_of_its_players(lang: str, said: str) -> None:
    result = engine.simulate(get_preset("loss-two-headed-giant-concede"), lang=lang)
    walk = present(result, lang=lang)
    assert walk.final.winners == ("Carol", "Dan")
    assert outcome(walk.final, lang) == said
    assert "&" not in (outcome(walk.final, lang) or "")
