"""Readings that hold for any wording built from the same grammar: the unmodelled-card marker is
no question mark, a life the story never gives is not assumed, a possessor is not a subject, a
te-form joins the supposition after it, and the asker's arithmetic is left to the engine."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for
from bot.application.situations.text_normal import UNMODELLED

ANGEL = ["Platinum Angel"]


def test_the_unmodelled_marker_is_not_a_question_mark() -> None:
    assert "?" not in UNMODELLED


def test_a_told_event_after_an_unmodelled_card_is_played() -> None:
    verdict = verdict_for(
        "Two-Headed Giant. Our team is at 25. I took 15 from a Gnarlid Pack and my teammate "
        "took 10 from a Hill Giant. Are we out?",
        [],
    )
    assert verdict is not None and verdict.asker == "loses"


@pytest.mark.parametrize(
    "question",
    [
        "相手の《ゴブリンの先達》で4点受けたんですが、負けですか？",
        "Opponent hits me for 6 with a Hill Giant. Am I dead?",
    ],
)
def test_damage_to_a_life_never_given_gets_no_verdict(question: str) -> None:
    assert verdict_for(question, []) is None


def test_a_possessor_is_not_the_subject() -> None:
    verdict = verdict_for("相手のターンに5点のダメージを受けてライフが-1になりました。負け？", [])
    assert verdict is not None and verdict.asker == "loses"


def test_a_te_form_joins_the_supposition_after_it() -> None:
    verdict = verdict_for("ライフは3です。けど、1枚引いて3点失ったらどうなる？", [])
    assert verdict is not None and verdict.asker == "loses"
    assert any(event["type"] == "draw" for event in verdict.scenario["events"])


def test_the_askers_arithmetic_is_not_an_unread_number() -> None:
    verdict = verdict_for(
        "《白金の天使》が戦場にいて、ライフ2点。相手の《シャハラザード》のサブゲームに負けました。"
        "半分切り上げで1点失って1点です。負け？",
        [*ANGEL, "Shahrazad"],
    )
    assert verdict is not None and verdict.asker == "keeps_playing"


def test_basic_lands_are_lands_not_unknown_cards() -> None:
    verdict = verdict_for("I control Platinum Angel and 2 Forests. I'm at -5. Do I lose?", ANGEL)
    assert verdict is not None and verdict.asker == "keeps_playing"


def test_a_short_name_of_a_recognised_card_is_read() -> None:
    verdict = verdict_for(
        "Running Immortal Coil with 0 cards in my graveyard. I'm at 2 life and take 3 damage.",
        ["Immortal Coil"],
    )
    assert verdict is not None and verdict.asker == "loses"


def test_a_removal_spell_used_as_a_verb_removes_the_permanent() -> None:
    verdict = verdict_for(
        "ライフ0で《白金の天使》がいる状態でしたが、天使を《殺害》されました。負けますか？", ANGEL
    )
    assert verdict is not None and verdict.asker == "loses"
