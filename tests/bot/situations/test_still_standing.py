"""A verdict where an opponent meets a loss condition and has not lost ("I attack for 5 into
their 1 life, but they control Platinum Angel: do they lose?") says so of that opponent, as the
engine left them; an opponent who lost, or whom no loss condition holds for, is not named."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for
from bot.application.situations.outcome import still_standing
from engine.result_types import PlayerSnapshot


def player(name: str, life: int, poison: int = 0, *, lost: bool = False) -> PlayerSnapshot:
    return {
        "name": name,
        "life": life,
        "poison": poison,
        "counters": {},
        "lost": lost,
        "loss_reason": None,
        "loss_reasons": [],
        "won": False,
        "zones": {},
        "commander_damage": {},
        "emblems": [],
    }


@pytest.mark.parametrize(
    ("question", "card", "ja", "en"),
    [
        (
            "My opponent is at 1 life and controls Platinum Angel. I attack for 5. Do they lose?",
            "Platinum Angel",
            "対戦相手はライフ-4ですが、敗北していません",
            "Your opponent, at -4 life, has not lost",
        ),
        (
            "相手は白金の天使をコントロールしていて、ライフは2です。こちらが5点殴ったら相手は負けますか？",
            "Platinum Angel",
            "対戦相手はライフ-3ですが、敗北していません",
            "Your opponent, at -3 life, has not lost",
        ),
    ],
)
def test_an_opponent_kept_in_by_a_card_is_said_to_stay(
    question: str, card: str, ja: str, en: str
) -> None:
    verdict = verdict_for(question, [card])
    assert verdict is not None and verdict.asker == "keeps_playing"
    assert ja in verdict.summary_ja and en in verdict.summary_en


def test_only_standing_opponents_at_a_loss_condition_are_named() -> None:
    others = [
        player("opponent", -2),
        player("opponent2", 0, lost=True),  # lost: the verdict's reasons say so
        player("opponent3", 5, poison=11),
        player("teammate", -1),  # not an opponent
        player("opponent4", 3),  # no loss condition
    ]
    ja, en = still_standing(others)
    assert ja == (
        "。対戦相手はライフ-2ですが、敗北していません"
        "。対戦相手3は毒カウンター11個ですが、敗北していません"
    )
    assert en == (
        ". Your opponent, at -2 life, has not lost"
        ". Your opponent 3, at 11 poison counters, has not lost"
    )
    assert still_standing([player("opponent", 1)]) == ("", "")
