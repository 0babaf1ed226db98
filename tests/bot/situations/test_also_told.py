"""Two things a story tells that the reading played otherwise. The same told of another player
with "too", "so did" or も and nothing of its own: the reading played what was told of the first
player only, and gave the survivor's or the loser's verdict where both went to 0 at once (a
draw). A Japanese amount told as recurring (毎ターン, たびに): played once. Both refused; the
outcome asked of the asker "too", both players told together and an amount told with its count
keep their verdicts."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.outcomes import asker_outcome


@pytest.mark.parametrize(
    "question",
    [
        # main: 'loses'
        "I am at 0 and my opponent is too. Who wins?",
        "I went to 0 and so did my opponent. Do I lose?",
        # main: 'wins'
        "Opponent is at 0, me too. Draw?",
        "My opponent went to 0 but so did I. Who wins?",
        "相手のライフが0になったけど自分も0になった。勝ち？",
        "相手のライフが0になったけど自分も0になった。どうなる？",
    ],
)
def test_the_same_told_of_another_player_gets_no_verdict(question: str) -> None:
    assert asker_outcome(question) is None
    found = verdict_or_reason(question, [])
    assert isinstance(found, Unreadable)
    assert found.reason.startswith("not understood: the same told of another player")


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # both players told together: read as every player
        ("相手も自分もライフ0になった。勝ち？", "draw"),
        # the outcome asked of the asker "too" is the question, not a second story
        ("双頭巨人戦でチームメイトが投了しました。私も負けですか？", "loses"),
        ("I'm at 3 and my opponent bolts me for 3. Do I lose?", "loses"),
    ],
)
def test_the_outcome_asked_too_and_players_told_together_keep_their_verdict(
    question: str, asker: str
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # main: 'keeps_playing' at 19, the loss of every turn played once
        "ライフ20で、相手の《ファイレクシアの闘技場》で毎ターン1点失う。負ける？",
        "ライフ3で、殴られるたびに2点ダメージを受けている。負け？",
    ],
)
def test_a_japanese_amount_told_as_recurring_gets_no_verdict(question: str) -> None:
    found = verdict_or_reason(question, [])
    assert isinstance(found, Unreadable)
    assert found.reason.startswith("not understood: an amount told each, read once")


def test_a_japanese_amount_told_with_its_count_keeps_its_verdict() -> None:
    question = "ライフが二十点あります。相手の統率者で七点ずつ三回殴られました。負けですか？"
    assert asker_outcome(question) == "loses"
