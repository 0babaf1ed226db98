"""Questions told as stories: the salient facts are read and the incidental words let be, what
the question only asks or reckons is not told as a new event, and the vetoes refuse a story
with anything that would make a verdict a guess."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for, verdict_or_reason

ANGEL = ["Platinum Angel"]

# (question, recognised cards, the asker's verdict)
ANSWERED: list[tuple[str, list[str], str]] = [
    (
        ("Casual night with friends, feeling lucky: I'm at 2 life and my opponent hits me for 3."),
        [],
        "loses",
    ),
    (
        "初心者です笑。白金の天使をコントロールしていて、ライフが0になりました。負けますか？",
        ANGEL,
        "keeps_playing",
    ),
    (
        "相手の《灰色熊》に殴られてライフが0になりました。負けますか？",
        [],
        "loses",
    ),
    (
        "I'm at 3 life. If I take 3 damage, do I lose?",
        [],
        "loses",
    ),
    (
        "I'm at 5 life and take 2 damage, so I'm at 3, right?",
        [],
        "keeps_playing",
    ),
    (
        "シャハラザードのサブゲームで負けました。メインゲームでのライフは4です。半分切り上げで2点失うのでライフ2で続行ですよね？",
        [],
        "keeps_playing",
    ),
    (
        (
            "3-player game, all 3 of us at 1 life. Then something"
            " pings everybody for 1. Is it a draw?"
        ),
        [],
        "draw",
    ),
    (
        (
            "My opponent has Laboratory Maniac and Abyssal Persecutor, and my"
            " opponent's library is empty. My opponent draws a card."
        ),
        ["Laboratory Maniac", "Abyssal Persecutor"],
        "keeps_playing",
    ),
    (
        "白金の天使をコントロールしていますが、白金の天使がフェイズアウトしてからライフが0になりました。",
        ANGEL,
        "loses",
    ),
    (
        "I'm at 5 life. I cast Angel's Grace, then I take 30 damage. The turn ends.",
        ["Angel's Grace"],
        "keeps_playing",
    ),
    (
        "白金の天使をコントロールしていて投了しました。友達に「天使がいるから負けない」と言われました。",
        ANGEL,
        "loses",
    ),
    # "it", the one card named, as the subject of its leaving (settling/pronouns.py)
    ("I'm at 0 life with Platinum Angel. Then it gets sacrificed. Do I lose?", ANGEL, "loses"),
]

# (question, recognised cards, a word of the reason)
REFUSED: list[tuple[str, list[str], str]] = [
    (
        "相手の場に《黙示録の獣》がいて、自分はライフ1。カードを引いたら負けますか？",
        [],
        "does not model",
    ),
    (
        "My opponent controls Sheoldred and I'm at 2 life. I draw a card.",
        [],
        "does not model",
    ),
    (
        "I'm at 0 life with Platinum Angel and Lich's Mirror. Which one applies?",
        ["Platinum Angel", "Lich's Mirror"],
        "which",
    ),
    (
        "I'm at 5 life with 7 creatures on the battlefield. Do I lose?",
        [],
        "number",
    ),
    (
        "I didn't draw from my empty library. Do I lose?",
        [],
        "negated",
    ),
    (
        "相手と同時にライフが0になった",
        [],
        "same time",
    ),
    (
        "Platinum Angel is somewhere and I'm at 0 life. Do I lose?",
        ANGEL,
        "who controls",
    ),
]


@pytest.mark.parametrize(
    ("question", "cards", "asker"), ANSWERED, ids=[c[0][:40] for c in ANSWERED]
)
def test_a_story_is_answered_from_its_salient_facts(
    question: str, cards: list[str], asker: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None, read_situation(question, cards)
    assert verdict.asker == asker


@pytest.mark.parametrize(("question", "cards", "reason"), REFUSED, ids=[c[0][:40] for c in REFUSED])
def test_a_story_with_a_risk_gets_no_verdict(question: str, cards: list[str], reason: str) -> None:
    # (the reader's reason, or the verdict's: an unread number is played in every role)
    judged = verdict_or_reason(question, cards)
    assert isinstance(judged, Unreadable)
    assert reason in judged.reason
    assert verdict_for(question, cards) is None
