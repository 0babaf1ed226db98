"""A verdict that the asker keeps playing, where nothing that happened could lose, cites the
state-based losses the story's totals were checked against, not the game's setup (103.4 came
first, and the answer showed it as the rule the verdict was decided by)."""

from __future__ import annotations

import pytest

from bot.application.situations.model import PlayerFacts
from bot.application.situations.outcome import checked_rules
from bot.application.situations.verdict import verdict_for


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("ライフ1、毒9。相手が何もせずターンを終えました。まだ生きてる？", ("704.5a", "704.5c")),
        ("I'm on 6 life. I lose 2 life, then pay 3 life. Still alive?", ("704.5a",)),
        ("ライフ10から、4点を2回受けました。負け？", ("704.5a",)),
    ],
)
def test_keeping_playing_cites_the_losses_the_totals_were_checked_against(
    question: str, first: tuple[str, ...]
) -> None:
    verdict = verdict_for(question, [])
    assert verdict is not None and verdict.asker == "keeps_playing"
    assert verdict.rules_cited[: len(first)] == first
    assert "103.4" not in verdict.rules_cited[: len(first)]


def test_a_loss_is_cited_by_the_step_that_decided_it_not_by_the_totals() -> None:
    verdict = verdict_for("I'm at 3 life and take 5 damage. Am I dead?", [])
    assert verdict is not None and verdict.asker == "loses"
    assert verdict.rules_cited[0] == "704.5a"


def test_the_totals_checked_are_those_told_and_a_teams_in_two_headed_giant() -> None:
    assert checked_rules(None) == ()
    assert checked_rules(PlayerFacts()) == ()
    assert checked_rules(PlayerFacts(life=1, poison=9)) == ("704.5a", "704.5c")
    assert checked_rules(PlayerFacts(library=0)) == ("704.5b",)
    assert checked_rules(PlayerFacts(life=3, poison=14), "two_headed_giant") == (
        "704.6a",
        "704.6b",
    )
