"""Worship told in a story (card_effects/needed_creature.py): "If you control a creature, damage
that would reduce your life total to less than 1 reduces it to 1 instead." The creature it needs
is read when the story tells it beside Worship; told with none, Worship does nothing; not told,
a story of damage gets no verdict. Life loss that is not damage and poison pass through (the
card's rulings). Traps: the creature dying or a second creature told, control changing.

The own questions (worship_questions.jsonl, 30, written with their expected verdicts and split
by sha256 of the text before the reader read Worship): no tuning question gets a wrong verdict;
the held-out half's are counted, not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.situations import Unreadable, read_situation
from bot.application.situations.card_effects.oracle import OracleCard as C
from bot.application.situations.verdict import verdict_or_reason
from engine import simulate
from tests.bot.situations.own_stories import half, stories, wrong_verdicts
from tests.bot.situations.test_card_effects import BOLT, FIREBALL, SPIKE

OWN = Path(__file__).with_name("worship_questions.jsonl")
WORSHIP = C(
    "Worship",
    "If you control a creature, damage that would reduce your life total to less than 1 reduces"
    " it to 1 instead.",
    "崇拝",
)
ELVES = C("Llanowar Elves", "{T}: Add {G}.", "ラノワールのエルフ", 1)
SIGN = C("Sign in Blood", "Target player draws two cards and loses 2 life.", "血の署名")
TEXTS = (WORSHIP, ELVES, SIGN, BOLT, FIREBALL, SPIKE)


def judged(question: str, *names: str) -> str | None:
    cards = ["Worship", *names]
    verdict = verdict_or_reason(question, cards, [t for t in TEXTS if t.name in cards])
    if isinstance(verdict, Unreadable):
        return None
    simulate(verdict.scenario)  # valid engine input
    return verdict.asker


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 3 with Worship and a creature out. Opponent deals 9 damage to me. Dead?",
        "I control Worship and a creature at 2 life. They hit me for 6. Do I lose?",
        "ライフ2で崇拝とクリーチャーが自分の場にいる。相手から6点ダメージ。負け？",
    ],
)
def test_worship_with_its_creature_leaves_one_life(question: str) -> None:
    assert judged(question) == "keeps_playing"


@pytest.mark.parametrize(
    "question",
    [
        "I have Worship and a Llanowar Elves. I'm at 2 and they Lightning Bolt me. Dead?",
        "《崇拝》と《ラノワールのエルフ》を出していてライフ2。相手に《稲妻》を撃たれた。負け？",
    ],
)
def test_a_named_creature_with_no_bearing_is_the_creature(question: str) -> None:
    assert judged(question, "Llanowar Elves", "Lightning Bolt") == "keeps_playing"


def test_the_creature_is_put_beside_worship_for_the_engine() -> None:
    situation = read_situation(
        "I have Worship and a creature. I'm at 3 and take 5 damage. Do I lose?",
        ["Worship"],
        [WORSHIP],
    )
    assert not isinstance(situation, Unreadable)
    assert situation.facts["you"].battlefield == ("Worship",)
    assert situation.facts["you"].creatures == 1


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # no creature told: Worship's condition fails
        ("I'm at 3 with Worship and no creatures. I take 5 damage. Do I lose?", "loses"),
        (
            "自分の場に崇拝があってクリーチャーはいない。ライフ3で5点ダメージを受けたら負け？",
            "loses",
        ),
        # life loss that is not damage, and poison, bypass it
        ("I'm at 3 with Worship and a creature. I lose 5 life. Do I lose?", "loses"),
        ("崇拝とクリーチャーがいてライフ3。ライフを4点失ったら負け？", "loses"),
        ("I have Worship and a creature, 9 poison. I get another poison counter. Dead?", "loses"),
        # an opponent's Worship
        ("Opponent has Worship and a creature at 2 life. I deal 7 damage to them. Win?", None),
        ("Opponent has Worship and no creatures at 2 life. I deal 7 damage to them. Win?", "wins"),
    ],
)
def test_what_worship_does_not_stop(question: str, asker: str | None) -> None:
    assert judged(question) == (asker or "keeps_playing")


@pytest.mark.parametrize(
    "question",
    [
        # the creature not told
        "I'm at 3 with Worship out. Opponent deals 5 damage to me. Do I lose?",
        "ライフ3で崇拝を出してる。相手から5点のダメージを受けたら負け？",
        # the creature leaving, or more creatures than the one told
        "I have Worship and a creature at 3 life. The creature dies, then I take 5 damage. Dead?",
        "崇拝とクリーチャーがいてライフ3。クリーチャーが破壊されてから5点受けたら負け？",
        "Worship and a creature, I'm at 3. Their creature hits me for 5. Dead?",
    ],
)
def test_worship_without_its_creature_told_gets_no_verdict(question: str) -> None:
    assert judged(question) is None


def test_worship_with_no_damage_needs_no_creature() -> None:
    assert judged("I have Worship and I'm at 2. I lose 3 life. Do I lose?") == "loses"


def test_the_own_questions_are_as_written() -> None:
    told = stories(OWN)
    assert len(told) == 30
    assert all(q["split"] == half(str(q["q"])) for q in told)


@pytest.mark.parametrize("split", ["tune", "heldout"])
def test_no_own_question_gets_a_wrong_verdict(split: str) -> None:
    assert not wrong_verdicts(stories(OWN), split, TEXTS)
