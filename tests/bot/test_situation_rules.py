"""The rules the engine applies to the situation a question tells, as the search's candidates
(bot.application.situation_rules): held to the engine's own citation tables, read loosely from
the story, and shown among the first three where the question's words do not reach them."""

from __future__ import annotations

import pytest

from bot.application.app import JudgeApp
from bot.application.situation_rules import (
    CONCEDE,
    EVENT_RULES,
    INFECT,
    LEAVE,
    LOST,
    MULTIPLAYER,
    TWO_AT_ONCE,
    TWO_HEADED_GIANT,
    TWO_PLAYER,
    WIN_AND_LOSE,
    situation_rules,
)
from engine import rule_citations as R
from engine.outcomes import LossReason
from engine.rules.losing.reasons import LOSS_RULES
from tests.rulesdb.test_lent_rules import STORY, numbers

GAMES = (TWO_PLAYER, MULTIPLAYER, TWO_HEADED_GIANT)


def test_every_rule_lent_is_one_the_engine_cites() -> None:
    for event, by_game in EVENT_RULES.items():
        assert set(by_game) == set(GAMES), event
        for rules in by_game.values():
            assert set(rules) <= set(R.ALL_RULES), (event, rules)


@pytest.mark.parametrize(
    ("event", "reason", "team_reason"),
    [
        ("life", LossReason.LIFE, LossReason.TEAM_LIFE),
        ("poison", LossReason.POISON, LossReason.TEAM_POISON),
        ("empty library", LossReason.EMPTY_LIBRARY, LossReason.EMPTY_LIBRARY),
        ("commander damage", LossReason.COMMANDER_DAMAGE, LossReason.COMMANDER_DAMAGE),
    ],
)
def test_a_loss_lends_the_rules_the_engine_cites_for_its_reason(
    event: str, reason: LossReason, team_reason: LossReason
) -> None:
    rules = EVENT_RULES[event]
    assert rules[TWO_PLAYER][:2] == LOSS_RULES[reason]
    assert rules[MULTIPLAYER][:2] == LOSS_RULES[reason]
    assert set(LOSS_RULES[team_reason]) <= set(rules[TWO_HEADED_GIANT])


def test_leaving_and_game_end_lend_their_handlers_rules() -> None:
    assert EVENT_RULES[CONCEDE][TWO_PLAYER] == LOSS_RULES[LossReason.CONCEDE]
    assert EVENT_RULES[CONCEDE][TWO_HEADED_GIANT][:2] == (R.TEAM_CONCEDES, R.TEAM_WINS_AND_LOSES)
    for event in (CONCEDE, LEAVE, LOST):
        assert EVENT_RULES[event][MULTIPLAYER][0] == R.LEAVES_GAME
    assert EVENT_RULES[TWO_AT_ONCE][TWO_PLAYER][0] == R.DRAW_ALL_LOSE
    assert EVENT_RULES[TWO_AT_ONCE][TWO_HEADED_GIANT][0] == R.DRAW_ALL_TEAMS_LOSE
    assert EVENT_RULES[INFECT][TWO_PLAYER] == (R.DAMAGE_INFECT,)
    assert EVENT_RULES[WIN_AND_LOSE][TWO_PLAYER] == (R.WIN_AND_LOSE,)


@pytest.mark.parametrize(
    ("question", "first"),
    [
        ("My opponent conceded in our four player game. Do his triggers still resolve?", "800.4a"),
        ("I conceded, does my opponent win?", "104.3a"),
        ("In 2HG my teammate conceded. Are we both out?", "810.8b"),
        ("相手が投了しました。どうなりますか？", "104.3a"),
        ("ライフが０になったら負けますか", "704.5a"),
        ("We both went to 0 life at the same time. Who wins?", "104.4a"),
        ("I took 21 damage from his commander, am I out?", "704.6c"),
        ("My library is empty and I have to draw. Do I lose?", "704.5b"),
        # Teams are players; a player told as hitting 0 has hit 0 life.
        ("2HG: both teams hit 0 from the same Flame Rift. draw?", "104.4d"),
        # What becomes of a loser's things in a multiplayer game is what leaves with them.
        (
            "4人で遊んでいて一人のライフを0にしたんですが、その人のトークンはどうなりますか？",
            "800.4a",
        ),
        ("In a 4 player game one player hit 0 life, what happens to their permanents?", "800.4a"),
        ("In a 4 player game one player hit 0 life, do they lose?", "704.5a"),
        ("I went to 0 life in our 1v1. What happens to my tokens?", "704.5a"),
        # Asking what becomes of a leaver's things, the story tells a game that goes on.
        ("My opponent left the game, what happens to his creatures?", "800.4a"),
        ("抜けた人がコントロールしてたクリーチャーは？", "800.4a"),
        # 「パーマネントは」 folded is 「ぱーまねんとは」: no definition asked (「…とは」).
        (
            "4人中2人が同時にライフ0になった。負けた2人のパーマネントは全部除外でいいのかな",
            "800.4a",
        ),
        ("My opponent left the game, do I win?", "104.3a"),
        (
            "In our 4-player game, the guy who controlled my stolen creature lost. Do I get my"
            " creature back?",
            "800.4a",
        ),
    ],
)
def test_a_story_lends_its_events_rules_the_deciding_first(question: str, first: str) -> None:
    assert situation_rules(question)[0] == first


@pytest.mark.parametrize(
    "question",
    [
        "What is a subgame?",
        "What does poison mean?",
        "毒カウンターとは何ですか",
        "多人数戦で負けたプレイヤーとは？",
        # A variant the engine does not play: its own rules decide.
        "In Emperor, if the emperor dies does the whole team lose?",
        "影響範囲限定で相手が負けたらどうなる？",
        "Does a 0 life total end the game?",  # no player told: a rule asked, not a story
        "Can I respond to a triggered ability?",  # a player, but no event the engine plays
    ],
)
def test_a_question_telling_no_situation_lends_nothing(question: str) -> None:
    assert situation_rules(question) == ()


@pytest.mark.parametrize(
    "question",
    ["my opponent hit 0 cards in his hand", "his planeswalker went to 0 loyalty, do I win?"],
)
def test_a_zero_of_something_else_is_no_life_total(question: str) -> None:
    assert "704.5a" not in situation_rules(question)


@pytest.mark.parametrize(
    "question",
    ["統率者戦で統率者が死んだら統率領域に戻せる？", "4人戦で僕のクリーチャーが死んだら誘発する？"],
)
def test_a_creatures_death_is_no_players_loss(question: str) -> None:
    assert "800.4a" not in situation_rules(question)


def test_a_players_death_in_a_commander_game_is_a_loss() -> None:
    assert "800.4a" in situation_rules("統率者戦の4人戦で私が死んだら、私のパーマネントは？")


def shown_rules(answer: list[dict[str, object]]) -> set[str]:
    return set().union(*numbers([item for item in answer[:3] if item["kind"] == "rule"]))


JAPANESE_STORY = "4人戦で相手の一人が回線落ちしました。その人のカードはどうなりますか？"


@pytest.mark.parametrize(("story", "lang"), [(STORY, "en"), (JAPANESE_STORY, "ja")])
async def test_a_story_shows_the_rule_its_words_did_not_reach(
    full_app: JudgeApp, story: str, lang: str
) -> None:
    searcher = await full_app.searcher()
    by_words = await searcher.answer(story, limit=10)
    assert "800.4a" not in set().union(*numbers([dict(hit) for hit in by_words.hits[:3]]))
    answer = [dict(item) for item in (await full_app.search(story))["answer"]]
    assert "800.4a" in shown_rules(answer)
    # In the question's language, like the rest of the reply.
    leaving = next(item for item in answer[:3] if "800.4a" in numbers([item])[0])
    assert leaving["lang"] == lang


@pytest.mark.parametrize(
    "question",
    ["What is a subgame?", "What does infect mean?", "Can I respond to a triggered ability?"],
)
async def test_a_question_with_no_situation_is_answered_by_its_words_alone(
    full_app: JudgeApp, question: str
) -> None:
    by_words = await (await full_app.searcher()).answer(question, limit=10)
    answered = await full_app.search(question)
    assert [hit["ref"] for hit in answered["hits"]] == [hit["ref"] for hit in by_words.hits]
