"""Verdict precision (issue 23: a wrong verdict is worse than none). Two causes of wrong "loses":
an amount the story binds to a card against the card's own fixed text ("4 from a Lightning
Bolt", 「稲妻で5点くらった」: card_effects/told_amounts.py) was read as told; poison counters told
after a gain with no word that they are what it left ("Glistener Elf hits me for 1. I have 9
poison") were read as after it (verdict._poison_told_after_gains).

The own stories (precision9_questions.jsonl, 86: both languages, totals told before and after,
amounts against a card, negations, suppositions, another player, a past game, two games, a
player who already lost; 19 that must get no verdict), labelled and split by sha256 of the text
before any reading. Main gave two wrong verdicts in each half; the tuning half has none now,
the held-out half's are counted, not read.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.card_effects.oracle import OracleCard as C
from bot.application.situations.card_effects.tellings import known_cards
from bot.application.situations.card_effects.told_amounts import told_against
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.own_stories import half, judged_by, stories, wrong_verdicts

OWN = Path(__file__).with_name("precision9_questions.jsonl")
BOLT = C("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
SIGN = C("Sign in Blood", "Target player draws two cards and loses 2 life.", "血の署名")
MURDER = C("Murder", "Destroy target creature.", "殺害")
ELF = C(
    "Glistener Elf",
    "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to"
    " players in the form of poison counters.)",
    "ぎらつかせのエルフ",
    1,
)
TEXTS = [BOLT, SIGN, MURDER, ELF]


def test_the_own_stories_are_as_written() -> None:
    told = stories(OWN)
    assert len(told) == 86
    assert sum(s["expect"] == "none" for s in told) == 19
    assert {s["lang"] for s in told} == {"en", "ja"}
    assert all(s["split"] == half(str(s["q"])) for s in told)


def test_no_tuning_story_gets_a_wrong_verdict() -> None:
    assert wrong_verdicts(stories(OWN), "tune", TEXTS) == []


def test_the_held_out_stories_wrong_verdicts_are_counted() -> None:
    # counted, not read: main gave 2
    assert len(wrong_verdicts(stories(OWN), "heldout", TEXTS)) <= 1


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # an amount against the card's text: no verdict
        ("Took 5 from their dragon and then 4 from a Lightning Bolt. I was at 9. Am I dead?", None),
        ("I'm at 9. Took 5 from their dragon and then 4 from a Lightning Bolt. Am I dead?", None),
        ("ライフ5、稲妻で5点くらった。負け？", None),
        ("相手の《稲妻》で4点食らってライフが0になりました。負けですか？", None),
        # the card's own amount, told: read as told
        ("I'm at 9. Took 5 from their dragon and then 3 from a Lightning Bolt. Am I dead?", "kp"),
        ("ライフ3、稲妻で3点くらった。負け？", "loses"),
    ],
)
def test_an_amount_told_against_a_cards_text_is_not_read(question: str, asker: str | None) -> None:
    expected = "keeps_playing" if asker == "kp" else asker
    assert judged_by(question, ["Lightning Bolt"], [BOLT]) == expected


@pytest.mark.parametrize(
    ("text", "lang", "against"),
    [
        ("⟨you⟩ took 4 from a ⟦+0⟧.", "en", [0]),
        ("⟨you⟩ took 3 from ⟨opponent⟩'s ⟦+0⟧.", "en", []),
        # a total, not an amount
        ("⟨you⟩ went down to 1 from a ⟦+0⟧.", "en", []),
        ("⟨you⟩ took 6 from two ⟦+0⟧s.", "en", []),
        ("⟨you⟩ was at 5 with a ⟦+0⟧ in hand, on turn 4 with a ⟦+0⟧.", "en", []),
        ("⟦+0⟧で5点くらった。", "ja", [0]),
        ("5点の⟦+0⟧を受けた。", "ja", [0]),
        ("⟦+0⟧2発で6点くらった。", "ja", []),
        # either part of a two-part effect: Sign in Blood's draw and loss are both 2
        ("⟨you⟩ lost 2 life from ⟦+1⟧.", "en", []),
        ("⟨you⟩ lost 3 life from ⟦+1⟧.", "en", [1]),
    ],
)
def test_the_numbers_bound_to_a_card(text: str, lang: str, against: list[int]) -> None:
    assert told_against(text, lang, known_cards([BOLT, SIGN])) == against  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # before the blow or after it: the words do not say
        ("Glistener Elf hits me for 1. I have 9 poison. Do I lose?", None),
        ("Glistener Elf hits me for 1. I was at 9 poison. Do I lose?", None),
        # told as what it left, or told before the blow
        ("Glistener Elf hit me for 1 and now I'm at 9 poison. Is that game over?", "keeps_playing"),
        ("I have 9 poison. Glistener Elf hits me for 1. Do I lose?", "loses"),
        ("Their Glistener Elf hit me for 1, leaving me at 9 poison. Dead?", "keeps_playing"),
    ],
)
def test_poison_told_after_a_gain_is_placed_only_by_its_words(
    question: str, asker: str | None
) -> None:
    assert judged_by(question, ["Glistener Elf"], [ELF]) == asker


@pytest.mark.parametrize(
    "question",
    [
        # a block in players' words (チャンプ, 相打ち), no ブロック written
        "ライフ1で相手の1/1に殴られたけどチャンプした。負け？",
        "ライフ2で相手の3/3に殴られたけど、トークンでチャンプした。負け？",
        "ライフ2で相手の2/2に殴られて、こっちの2/2と相打ちになった。負け？",
        # what the words after "but" did to the event is not read
        "ライフ3で相手の4/4に殴られたけど、霧で防いだ。負け？",
        "ライフ2で相手に3点火力を撃たれたけど、カウンターした。負け？",
        "ライフ3で相手の4/4に殴られたけど、ダメージは通らなかった。負け？",
        "ライフ3で3点食らったが、身代わりにクリーチャーが受けた。負け？",
        "ライフ3で相手の4/4に殴られた。しかし、回避した。負け？",
    ],
)
def test_an_event_undone_in_words_not_read_gets_no_verdict(question: str) -> None:
    assert judged_by(question, [], []) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # what follows "but" is read, or asked
        ("ライフ5で2点食らったけど、ライフは3です。負け？", "keeps_playing"),
        ("ライフ5で2点食らったけど、まだ生きてる？", "keeps_playing"),
        ("ライフ3で3点食らったが、まだ生きてる？", "loses"),
        # が as a subject, not "but"
        ("自分も相手もライフ1。全体に1点のダメージが同時に入りました。どうなる？", "draw"),
        # a chump block the structure settles
        (
            "ライフ5。相手が4/4と2/2で攻撃してきて、4/4はチャンプブロックしました。負け？",
            "keeps_playing",
        ),
    ],
)
def test_what_follows_but_read_or_asked_keeps_the_verdict(question: str, asker: str) -> None:
    assert judged_by(question, [], []) == asker


@pytest.mark.parametrize(
    "question",
    [
        # the 10 was played after the blow in every role ('loses'); "first" puts it before
        "I'm at 3, opp at 5. They attacked me for 5 but I gained 10 first. Dead?",
        "I'm at 20 life, opp at 20. Opp gives me 2 poison counters. Earlier his guys gave me 4"
        " and 4 more. Dead?",
    ],
)
def test_an_unread_number_placed_at_another_time_is_not_played_in_every_role(
    question: str,
) -> None:
    judged = verdict_or_reason(question, [])
    assert isinstance(judged, Unreadable)
    assert judged.reason.startswith("a number no fact took")


def test_an_ordinal_first_leaves_the_number_played_in_every_role() -> None:
    question = (
        "Opponent is at 6 and I'm at 18. I deal 7 damage to him. Win? my first win in 4 tries"
    )
    assert judged_by(question, [], []) == "wins"


@pytest.mark.parametrize(
    "question",
    [
        # a figure taken back: which one stands is what the words decide
        "ライフ3。相手の攻撃で3点…じゃなくて2点受けた。負け？",
        "ライフ3。相手の攻撃で3点、いや2点受けた。負け？",
        "ライフ3。相手の攻撃で3点ではなく2点受けた。負け？",
        "ライフ5で、3点、いや4点受けた。負け？",
        "I'm at 3. They hit me for 3, I mean 2. Dead?",
        "I'm at 3. They hit me for 3, sorry, 2. Dead?",
    ],
)
def test_a_figure_taken_back_gets_no_verdict(question: str) -> None:
    judged = verdict_or_reason(question, [])
    assert isinstance(judged, Unreadable)
    assert "taken back" in judged.reason


def test_i_mean_as_a_filler_keeps_the_verdict() -> None:
    assert judged_by("I mean, I'm at 3 and they hit me for 2. Dead?", [], []) == "keeps_playing"
