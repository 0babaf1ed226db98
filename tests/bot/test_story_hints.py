"""The rules' phrases a story tells, read by the situation reader and asked of the search: a
free-for-all game told as one asks for the rules about a player who has left the game."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from bot.application.composed_answer import engine_numbers
from bot.application.story_hints import LEFT_THE_GAME, story_phrases

GONE_BEFORE_DAMAGE = (
    "4-player game: I attacked Bob with two creatures but he died to a trigger before damage."
    " What happens to my combat damage?"
)


@pytest.mark.parametrize(
    "story",
    [
        GONE_BEFORE_DAMAGE,
        "We were playing a multiplayer game and my friend got knocked out. Do his tokens stay?",
        "in a 5 person free-for-all, can I still attack the player who conceded?",
    ],
)
def test_a_free_for_all_story_asks_for_a_player_who_has_left(story: str) -> None:
    assert story_phrases(story) == (LEFT_THE_GAME,)


@pytest.mark.parametrize(
    "question",
    [
        "I attacked my opponent but he conceded before damage. What happens to combat damage?",
        # The search reads a multiplayer game here; the reader reads no free-for-all.
        "the player to my left cast a spell on me and then died: does its effect end?",
        "2HG: my teammate conceded, do we both lose?",
        "4人戦で、相手が死んだ後の戦闘ダメージはどうなる？",
    ],
)
def test_other_questions_ask_for_nothing_more(question: str) -> None:
    assert story_phrases(question) == ()


async def test_the_rule_for_damage_to_a_player_who_has_left_is_shown_first(
    card_data_db: Path,
) -> None:
    app = await JudgeApp.open(card_data_db)
    try:
        found = await app.search(GONE_BEFORE_DAMAGE)
    finally:
        await app.close()
    rules = [item for item in found["answer"] if item["kind"] == "rule"]
    assert engine_numbers(rules[0]) == {"800.4e"}  # type: ignore[arg-type]
