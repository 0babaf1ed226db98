"""Stories of branch verdict-coverage-9 (coverage9_questions.jsonl, 62: a spell told the casual
ways players tell it — no verb, its particle dropped, a count before the verb, received
(「もらった」), taken by a subject said before "and", cast with "goes" — and a concession told
with when it happened; 17 that must get no verdict), written with their judge's verdicts and
split by sha256 of the text before any change. No tuning story gets a wrong verdict; the
held-out half's are counted, not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.situations.card_effects.oracle import OracleCard as C
from tests.bot.situations.own_stories import half, judged_by, stories, wrong_verdicts

OWN = Path(__file__).with_name("coverage9_questions.jsonl")
BOLT = C("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
TEXTS = [BOLT]


def judged(question: str) -> str | None:
    return judged_by(question, ["Lightning Bolt"], TEXTS)


def test_the_stories_are_as_written() -> None:
    told = stories(OWN)
    assert len(told) == 62
    assert sum(s["expect"] == "none" for s in told) == 17
    assert {s["lang"] for s in told} == {"en", "ja"}
    assert all(s["split"] == half(str(s["q"])) for s in told)


def test_no_story_gets_a_wrong_verdict() -> None:
    told = stories(OWN)
    assert wrong_verdicts(told, "tune", TEXTS) == []
    # counted, not read
    assert len(wrong_verdicts(told, "heldout", TEXTS)) == 0


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # no verb: the card and whom it reached
        ("I'm at 2. Lightning Bolt to my face. Am I dead?", "loses"),
        ("Opponent at 3. My turn: Lightning Bolt to his face. Do I win?", "wins"),
        # a count and a plural, taken or hit by
        ("I'm at 9 and took 3 Lightning Bolts to the face. Dead?", "loses"),
        ("I got hit by 2 Lightning Bolts. I was at 7. Alive?", "keeps_playing"),
        # "goes" as a verb of casting
        ("I'm at 3 and my opponent goes Lightning Bolt to my face. Dead?", "loses"),
        # Japanese: the particle dropped before a count, received, flying at the asker
        ("ライフ6。稲妻2発くらった。負け？", "loses"),
        ("ライフ10。相手から稲妻2発もらいました。生きてる？", "keeps_playing"),
        ("ライフ2。相手の稲妻が本体に飛んできた。負け？", "loses"),
        # 「さらに」: another event, even told with the card's own number
        ("ライフ7。稲妻を撃たれて、さらに3点のダメージを受けた。負け？", "keeps_playing"),
        ("ライフ6。稲妻を撃たれて、さらに3点のダメージを受けた。負け？", "loses"),
    ],
)
def test_a_spell_told_casually_is_its_effect(question: str, asker: str) -> None:
    assert judged(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # whose face is not said
        "I'm at 3. Lightning Bolt to the face. Dead?",
        # a count not said
        "I'm at 6 and took some Lightning Bolts to the face. Dead?",
        # a blow after the damage, its own amount not told
        "ライフ8。3点のダメージを受けて、さらにクリーチャーに殴られた。生きてる？",
        "I'm at 8. I took 3 damage, then they attacked me. Alive?",
    ],
)
def test_what_is_not_told_gets_no_verdict(question: str) -> None:
    assert judged(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("My opponent is at 3 and concedes on my turn. Do I win?", "wins"),
        ("Opponent is at 5 and scoops on his own turn. Win?", "wins"),
        ("My opponent was at 4 and conceded during my combat step. Do I win?", "wins"),
    ],
)
def test_a_concession_told_with_when(question: str, asker: str) -> None:
    assert judged_by(question, [], []) == asker
