"""An infect creature's unblocked attack told with no amount (card_effects/told_words.py):
"opp attacks me with Glistener Elf and I don't block",
「相手のぎらつかせのエルフにブロックせずに殴られた」.
Its text ("Infect (This creature deals damage ... to players in the form of poison counters.)")
makes the blow its power in poison counters, where it was refused as a card whose text is not
what is told. Traps: blocked, pumped, the amount its power does not give.

The own questions (infect_questions.jsonl, 14, written with their expected verdicts, the asker's
outcome, and split by sha256 of the text; written after the reading's first patterns, before any
tuning on them): no tuning question gets a wrong verdict; the held-out half's are counted.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.own_stories import half, judged_by, stories, wrong_verdicts
from tests.bot.situations.test_card_effects import ELF as ELF_WITHOUT_POWER

OWN = Path(__file__).with_name("infect_questions.jsonl")
ELF = replace(ELF_WITHOUT_POWER, power=1)  # its MTGJSON record's power


def judged(question: str, *names: str) -> str | None:
    return judged_by(question, ["Glistener Elf", *names], [ELF])


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("On 9 poison. Opponent attacks me with Glistener Elf and I don't block. Dead?", "loses"),
        ("On 8 poison. They attack me with Glistener Elf, and I didn't block. Dead?", None),
        ("9 poison. Opponent swings in with Glistener Elf and I can't block. Do I lose?", "loses"),
        ("毒が9個。相手のぎらつかせのエルフにブロックせずに殴られた。負け？", "loses"),
        ("毒が8個。相手のぎらつかせのエルフにブロックせずに殴られた。負け？", None),
        # poison, not damage: a life of 1 is untouched
        ("I'm at 1 life. Opponent attacks me with Glistener Elf and I don't block. Dead?", None),
    ],
)
def test_an_unblocked_infect_attack_is_poison_of_its_power(
    question: str, asker: str | None
) -> None:
    assert judged(question) == (asker or "keeps_playing")


@pytest.mark.parametrize(
    ("question", "names"),
    [
        # blocked: no blow reached the player
        ("9 poison. Opponent attacks me with Glistener Elf and I block it. Dead?", ()),
        # pumped: its power is not the card data's
        (
            "9 poison. Opponent attacks me with Glistener Elf and I don't block. They cast Giant"
            " Growth on it. Dead?",
            ("Giant Growth",),
        ),
        ("8 poison. Opponent attacks me with a 3/3 Glistener Elf and I don't block. Dead?", ()),
    ],
)
def test_an_infect_attack_the_story_may_have_changed_gets_no_verdict(
    question: str, names: tuple[str, ...]
) -> None:
    assert judged(question, *names) is None


def test_without_its_power_the_attack_is_not_read() -> None:
    question = "On 9 poison. Opponent attacks me with Glistener Elf and I don't block. Dead?"
    verdict = verdict_or_reason(question, ["Glistener Elf"], [ELF_WITHOUT_POWER])
    assert isinstance(verdict, Unreadable)


def test_the_own_questions_are_as_written() -> None:
    told = stories(OWN)
    assert len(told) == 14
    assert all(q["split"] == half(str(q["q"])) for q in told)


@pytest.mark.parametrize("split", ["tune", "heldout"])
def test_no_own_question_gets_a_wrong_verdict(split: str) -> None:
    assert not wrong_verdicts(stories(OWN), split, [ELF])
