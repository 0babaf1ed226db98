"""English casual words for how a game ends, asked short or told in a story: "when is a game of
magic over" is 104.1's game that ends, "can a card just say I win" 104.2b's effect, "my last
opponent is gone" 104.2a's opponents who all left, "the other team is out" 104.2c's, both life
totals told before a spell that hits both 104.4a's draw; the same words told of something else
ask nothing of the kind."""

from __future__ import annotations

import pytest

from rulesdb.text.casual_words import formal_words
from rulesdb.text.normalize import fold

GAME_ENDS = "a game ends immediately"
EFFECT_WINS = "an effect may state that a player wins the game"
EFFECT_LOSES = "an effect may state that a player loses the game"
ALL_LEFT = "opponents have all left the game"
TEAMS_LEFT = "if all other teams have left the game"
NO_PLAYER = "are not controlled by any player"
ALL_LOSE = "If all the players remaining in a game lose simultaneously"
TOGETHER = "performs all applicable state-based actions simultaneously as a single event"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("so when is a game of magic actually over?", GAME_ENDS),
        ("does the game stop right when he wins?", GAME_ENDS),
        ("is there a card that lets you win without combat?", EFFECT_WINS),
        ("can an ability just make me win", EFFECT_WINS),
        ("can a spell make my opponent lose outright?", EFFECT_LOSES),
        ("my last opponent just scooped, so am I the winner?", ALL_LEFT),
        ("only player left standing, do I win?", ALL_LEFT),
        ("2v2: the other team is out but my teammate died earlier", TEAMS_LEFT),
        ("who decides the state-based actions, me or him?", NO_PLAYER),
        (
            "I'm at 2 and my opponent is at 2, I cast a spell dealing 2 to everyone. who wins?",
            ALL_LOSE,
        ),
        ("opponent at 1, me at 1, he pings each player. result?", ALL_LOSE),
        ("me on 3, him on 3, Flame Rift resolves. do I lose because it's my spell?", ALL_LOSE),
        ("my life was 2 and my opponent's was 2 when it resolved. what's the outcome?", ALL_LOSE),
        ("is there a spell that makes your opponent lose the game?", EFFECT_LOSES),
        ("can I choose whether a state-based action happens?", NO_PLAYER),
        (
            "a trigger made me lose 2 life at 2, my 0 toughness creature died: which happens first",
            TOGETHER,
        ),
    ],
)
def test_casual_phrases_ask_for_the_rules_words(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        # The game stops for something other than its end.
        ("the game stops to check state-based actions", GAME_ENDS),
        # Winning and losing at once is 104.3f's, not an effect's win or loss alone.
        ("one effect says I lose and another makes me win, which wins", EFFECT_WINS),
        ("one effect says I lose and another makes me win, which wins", EFFECT_LOSES),
        # Losing life is no loss of the game.
        ("a spell makes me lose 3 life", EFFECT_LOSES),
        ("the card makes you lose half your life", EFFECT_LOSES),
        ("the other team is out of cards in hand", TEAMS_LEFT),
        ("who controls the creature after it phases out?", NO_PLAYER),
        # A combat story with both life totals asks who wins by the damage, not a draw.
        ("I'm at 20 and my opponent is at 5, I attack with a 6/6, who wins?", ALL_LOSE),
        ("I'm at 20 and my opponent is at 5, how do I win faster?", ALL_LOSE),
    ],
)
def test_what_is_told_of_something_else_asks_nothing(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))


@pytest.mark.parametrize(
    "question",
    [
        "3-player FFA, the other two killed each other with Pestilence. do I win?",
        "the other 3 players conceded, do i win",
        "the other two lost the game at once",
    ],
)
def test_the_other_players_gone_ask_for_the_last_one_left(question: str) -> None:
    assert ALL_LEFT in formal_words(fold(question))


@pytest.mark.parametrize(
    "question",
    ["the other two creatures died", "the other players lost interest and we stopped"],
)
def test_other_creatures_or_lost_interest_ask_nothing(question: str) -> None:
    assert ALL_LEFT not in formal_words(fold(question))
