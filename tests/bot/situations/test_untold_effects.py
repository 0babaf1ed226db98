"""What a story names and does not tell: poison with no count ("Do I lose to my opponent's
poison creature?" at 5 life was 'keeps_playing') and a modelled card's activated ability whose
effect no reading took (Vorpal Sword's, activated before an attack, was 'keeps_playing'). Each
gets no verdict; beside each, the same story with what decides it told keeps its verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for

VORPAL = ["Vorpal Sword"]

NO_VERDICT = [
    ("I'm at 5. Do I lose to my opponent's poison creature?", []),
    ("I'm at 5. Do I die to poison?", []),
    ("ライフ5。相手のクリーチャーの毒で負け？", []),
    ("ライフ5で、相手のクリーチャーの毒で負けますか？", []),
    (
        "相手の場に《ヴォーパル・ソード》があって、8マナで能力を起動されたあとに攻撃が通りました。"
        "ライフは10です。負けですか？",
        VORPAL,
    ),
    (
        "I activate Vorpal Sword's ability and my creature hits my opponent for 2. He is at 10."
        " Do I win?",
        VORPAL,
    ),
]

VERDICTS = [
    (
        "I have 9 poison counters and I'm at 5. Opponent's infect guy hits me for 1. Do I lose?",
        [],
        "loses",
    ),
    ("I'm at 5 with 2 poison counters. Do I lose?", [], "keeps_playing"),
    ("ライフ5、毒カウンター10個です。負けますか？", [], "loses"),
    ("My opponent is at 2. My creature hits him for 2. Do I win?", [], "wins"),
]


@pytest.mark.parametrize(("question", "cards"), NO_VERDICT)
def test_what_is_named_and_not_told_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert verdict_for(question, cards) is None


@pytest.mark.parametrize(("question", "cards", "asker"), VERDICTS)
def test_the_same_with_what_decides_told_keeps_its_verdict(
    question: str, cards: list[str], asker: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == asker
