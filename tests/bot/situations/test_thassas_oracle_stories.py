"""Thassa's Oracle cast in a story (card_effects/devotion.py): its enters trigger wins when X,
the devotion to blue, is at least the library's cards. A library told empty wins whatever X is;
any other library needs the devotion told (both with and without the Oracle's own {U}{U}, the
verdict only where they agree); an opponent's Platinum Angel stops the win. Traps: the library
or the devotion not told, told roughly or twice, the Oracle removed in response.

The own questions (oracle_questions.jsonl, 26, written with their expected verdicts, the
asker's outcome, and split by sha256 of the text before the reader read the Oracle): no tuning
question gets a wrong verdict; the held-out half's are counted, not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.situations import Unreadable, read_situation
from bot.application.situations.card_effects.oracle import OracleCard as C
from tests.bot.situations.own_stories import half, judged_by, stories, wrong_verdicts

OWN = Path(__file__).with_name("oracle_questions.jsonl")
ORACLE = C(
    "Thassa's Oracle",
    "When Thassa's Oracle enters the battlefield, look at the top X cards of your library, where"
    " X is your devotion to blue. Put up to one of them on top of your library and the rest on"
    " the bottom of your library in a random order. If X is greater than or equal to the number"
    " of cards in your library, you win the game. (Each {U} in the mana costs of permanents you"
    " control counts toward your devotion to blue.)",
    "タッサの神託者",
    1,
)
NAMES = ["Thassa's Oracle"]


def judged(question: str) -> str | None:
    names = [*NAMES, *(["Platinum Angel"] if "Platinum Angel" in question else [])]
    return judged_by(question, names, [ORACLE])


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("My library is empty. I cast Thassa's Oracle. Did I just win?", "wins"),
        ("ライブラリーが0枚。《タッサの神託者》を唱えて解決した。勝ち？", "wins"),
        (
            "My library has 9 cards and my devotion to blue is 11. I cast Thassa's Oracle. Win?",
            "wins",
        ),
        ("ライブラリー9枚、青への信心11。タッサの神託者を唱えたら勝てる？", "wins"),
        ("My library has 9 cards and my devotion to blue is 4. I cast Thassa's Oracle. Win?", None),
        ("ライブラリー9枚、青への信心4。タッサの神託者を唱えたら勝てる？", None),
        # the opponent's Oracle: the asker loses
        ("Opponent has 0 cards in library and casts Thassa's Oracle. Do they win?", "loses"),
        # an opponent's Platinum Angel: "your opponents can't win the game"
        (
            "My library is empty. My opponent has Platinum Angel. I cast Thassa's Oracle. Win?",
            None,
        ),
    ],
)
def test_the_oracle_wins_as_its_text_says(question: str, asker: str | None) -> None:
    assert judged(question) == (asker or "keeps_playing")


def test_the_devotion_is_played_with_and_without_the_oracles_own() -> None:
    situation = read_situation(
        "My library has 9 cards and my devotion to blue is 11. I cast Thassa's Oracle. Win?",
        NAMES,
        [ORACLE],
    )
    assert not isinstance(situation, Unreadable)
    readings = (situation, *situation.alternatives)
    assert sorted(r.facts["you"].devotion or 0 for r in readings) == [9, 11]


@pytest.mark.parametrize(
    "question",
    [
        # the devotion not told, or told roughly, or the readings disagree
        "My library has 9 cards. I cast Thassa's Oracle. Do I win?",
        "ライブラリー9枚でタッサの神託者を唱えた。勝てる？",
        "My library has 3 cards and my devotion to blue is 2. I cast Thassa's Oracle. Win?",
        "My library has 3 cards and my devotion is around 5. I cast Thassa's Oracle. Win?",
        # the library not told
        "My devotion to blue is 7. I cast Thassa's Oracle. Do I win?",
        "青への信心7でタッサの神託者を唱えた。勝ち？",
        # the Oracle removed in response to its trigger
        "Library 4 cards, devotion to blue 4. I cast Thassa's Oracle and in response to the"
        " trigger they kill it. Win?",
    ],
)
def test_an_oracle_story_that_does_not_decide_gets_no_verdict(question: str) -> None:
    assert judged(question) is None


def test_the_own_questions_are_as_written() -> None:
    told = stories(OWN)
    assert len(told) == 26
    assert all(q["split"] == half(str(q["q"])) for q in told)


@pytest.mark.parametrize("split", ["tune", "heldout"])
def test_no_own_question_gets_a_wrong_verdict(split: str) -> None:
    assert not wrong_verdicts(stories(OWN), split, [ORACLE])
