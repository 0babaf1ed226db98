"""Amounts the reader saw but could not attach, words the engine could not settle, and whose a
card is where the question says it (issue 23, coverage): half a life lost (107.1a), X told
with its value, "neither is blocked", a count after a comma, 「各プレイヤー」, a listed total
with its unit's particle, 「ピンされた」, a sized attacker 「ブロックされずに攻撃してきた」, a
total told as what a blow left, a perfect participle ("having taken 6"), a loss asked of a card
that makes only its controller lose. Each beside the trap that keeps it from a wrong verdict.

The own questions (coverage3_questions.jsonl, 87, written with their expected verdicts and
split by sha256(id) before any change): the tuning half's wrong verdicts are the two seatings
main's readings choose for a card the story gives no one (listed below); the held-out half's
are counted, not read.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.outcomes import asker_outcome

OWN = Path(__file__).with_name("coverage3_questions.jsonl")
TRANSCENDENCE = ["Transcendence"]


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at 20 and lose half my life, then take 10 damage. Am I dead?", "loses"),
        ("I'm at 15 and lose half my life, rounded up. Then I take 7. Am I dead?", "loses"),
        ("I'm at 15, lose half my life rounded up, then take 6. Am I dead?", "keeps_playing"),
        ("I'm at 15, lose half my life rounded down, then take 7. Am I dead?", "keeps_playing"),
        (
            "My opponent is at 9. I make them lose half their life, rounded up. Then I hit them"
            " for 4. Do I win?",
            "wins",
        ),
        ("ライフ20で、ライフを半分失い、そのあと10点のダメージを受けました。負けですか？", "loses"),
        (
            "ライフ15で、ライフの半分（端数切り上げ）を失いました。その後6点受けました。負け？",
            "keeps_playing",
        ),
        (
            "ライフ15で、ライフの半分（端数切り捨て）を失いました。その後8点受けました。負け？",
            "loses",
        ),
        # 107.1b: half of a negative life is none
        ("I'm at -4 and lose half my life. Am I dead?", "loses"),
        # an odd life with no rounding told, or the half only asked: no verdict
        ("I'm at 15 and lose half my life. Then I take 7. Am I dead?", None),
        ("I'm at 10. Do I lose half my life?", None),
        ("I'm at 10 and I lose half my life and take 5, am I dead?", None),
        ("I'm at 10 and lose half my life. Then an opponent hits me for some damage. Dead?", None),
    ],
)
def test_half_a_life_lost(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


def test_a_subgame_cards_half_is_the_cards_own() -> None:
    # Shahrazad halves the life itself: a half told beside it is the asker's reckoning of it.
    told = "I'm at 6. Shahrazad: I lost the subgame and lost half my life, rounded up. Dead?"
    judged = verdict_or_reason(told, ["Shahrazad"])
    assert isinstance(judged, Unreadable)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "I'm at 20. My opponent casts a spell with X=20 that deals X damage to me. Dead?",
            "loses",
        ),
        (
            "I'm at 20. My opponent casts a spell with X=19 that deals X damage to me. Dead?",
            "keeps_playing",
        ),
        ("I'm at 5. They drain me for X where X is 5. Dead?", "loses"),
        ("ライフ6。相手がX=6でX点のダメージを与えてきました。死ぬ？", "loses"),
        # X with no value, an X that is no amount, two values, another X beside it
        ("I'm at 4 and my opponent casts a spell with X damage to me. Am I dead?", None),
        ("I'm at 5. They have an X/X with X=5 and it hits me. Dead?", None),
        ("I'm at 20. They cast a spell with X=20, X=10 that deals X damage to me. Dead?", None),
        ("I'm at 5. X is the number of cards in their hand, and they deal X damage to me.", None),
        # 「X=5の火力」 says no points (test_japanese_numbers.py)
        ("ライフ5で、X=5の火力を撃たれました。負け？", None),
    ],
)
def test_x_told_with_its_value(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "Two-Headed Giant: our team is at 10. The opponents' 4/4 and 6/6 attack my teammate"
            " and neither is blocked. Do we lose?",
            "loses",
        ),
        ("My opponent is at 5 and I attack with a 2/2 and a 3/3. Neither is blocked. Win?", "wins"),
        (
            "My opponent is at 6 and I attack with a 2/2 and a 3/3. Neither of them gets blocked."
            " Do I win?",
            "keeps_playing",
        ),
        ("I'm at 5. They attack with a 2/2 and a 3/3, none of them are blocked. Dead?", "loses"),
        # one blocked: the other got through (settling/blocked.py); a pump: not settled
        (
            "I'm at 5. They attack with a 2/2 and a 3/3, I block the 3/3 and the other is not"
            " blocked. Am I dead?",
            "keeps_playing",
        ),
        (
            "I'm at 5. They attack with a 2/2 and a 3/3 and neither is blocked, but one has a"
            " pump. Am I dead?",
            None,
        ),
        ("ライフ5で、相手の5/5がブロックされずに攻撃してきました。負けですか？", "loses"),
        ("ライフ6で、相手の5/5がブロックされずに攻撃してきました。負けですか？", "keeps_playing"),
        (
            "ライフ5で、相手の5/5がブロックされずに攻撃してきましたが、+2/+2で強化されていました。"
            "負けですか？",
            None,
        ),
        ("ライフ5で、相手の5/5が攻撃してきました。負けですか？", None),
    ],
)
def test_attackers_told_unblocked(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "I'm at 4 life. My opponent taps their creature to deal 1 damage to me, four times."
            " Am I dead?",
            "loses",
        ),
        (
            "I'm at 5 life. My opponent taps their creature to deal 1 damage to me, four times."
            " Am I dead?",
            "keeps_playing",
        ),
        ("I'm at 8 life, opponent at 20. He deals 3 damage to me, 2 times. Dead?", "keeps_playing"),
        # the count does not end the clause: not read as one
        ("I'm at 4. They ping me for 1, 4 times in a row. Dead?", None),
        ("I'm at 4. They ping me for 1, four times they tried. Dead?", None),
    ],
)
def test_a_count_after_a_comma(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', 「各プレイヤー」 read as the unsaid asker alone
        (
            "私のライフは5、相手のライフは3。各プレイヤーは3点のライフを失いました。勝ちですか？",
            "wins",
        ),
        (
            "私のライフは3、相手のライフは5。すべてのプレイヤーは3点のライフを失いました。負けですか？",
            "loses",
        ),
        ("相手のライフは2。各対戦相手は2点のライフを失いました。勝ちですか？", "wins"),
        # a listed total with its unit's particle: 「私のライフは3、相手は5」
        ("私のライフは3、相手は5。各プレイヤーは3点のライフを失いました。負けですか？", "loses"),
        ("私のライフは5、相手は3。各プレイヤーは3点のライフを失いました。勝ちですか？", "wins"),
        # whose blow 「相手に3点受けました」 is, the list does not say
        ("自分のライフは2、相手は7。相手に3点受けました。負け？", None),
    ],
)
def test_every_player_and_listed_totals_in_japanese(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "ライフ7です。相手の3/3が2体攻撃してきてどちらもブロックしませんでした。そのあと1点ピン"
            "されました。負けですか？",
            "loses",
        ),
        (
            "ライフ8です。相手の3/3が2体攻撃してきてどちらもブロックしませんでした。そのあと1点ピン"
            "されました。負けですか？",
            "keeps_playing",
        ),
        # pinged for no amount, or by the asker at no one said
        ("ライフ1で、相手にピンされました。負けですか？", None),
        ("相手のライフは1。私が1点ピンしました。勝ち？", None),
    ],
)
def test_pinged_in_japanese(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: no verdict, the blow also played at a low life it did not leave
        ("I took 5 from a dragon and I'm at 3 now. Am I dead?", "keeps_playing"),
        ("I took 5 from a dragon, so I'm at 3. Am I dead?", "keeps_playing"),
        ("I got hit for 4, leaving me at 2. Am I dead?", "keeps_playing"),
        ("相手に5点殴られて、ライフは3になりました。負けですか？", "keeps_playing"),
        ("I took 5 from a dragon and I'm at 3 now. Then I take 3 more. Am I dead?", "loses"),
        # ... and a blow after a total told as reached strikes that total
        (
            "My opponent hit me for 6 and now I'm at 2. Then they ping me for 1. Am I dead?",
            "keeps_playing",
        ),
        # told with no word of what the blow left: the total may be the one before it
        ("Opponent has a 3/3 out and hits me for 3. I'm at 3. Dead?", None),
        ("ドラゴンに6点殴られました。ライフは2です。負けですか？", None),
        ("統率者戦でパートナーに10点殴られた。ライフ40。負け？", None),
        # main: 'loses', the blow "having taken 6" played after the total it led to
        ("I'm on 2, having taken 6 this turn. Am I dead?", None),
        ("I'm on 2, having taken 6 this turn. Then they ping me for 2. Am I dead?", "loses"),
        # a total told in the past after the blow: before or after it, the words do not say
        ("I took 5 damage. I was at 3. Am I dead?", None),
        ("I took 5 and went to 0. Am I dead?", "loses"),
    ],
)
def test_a_total_told_as_what_a_blow_left(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        ("I'm at 25 life. Does Transcendence make me lose?", TRANSCENDENCE, "loses"),
        ("I'm at 15 life. Does Transcendence make me lose?", TRANSCENDENCE, "keeps_playing"),
        ("I'm at 25 life. Do I lose to Transcendence?", TRANSCENDENCE, "loses"),
        ("My opponent is at 25 life. Does Transcendence make him lose?", TRANSCENDENCE, "wins"),
        ("I'm at 0 life. Does Lich make me lose?", ["Lich"], "keeps_playing"),
        ("Opponent went to 25 life. Transcendence killed him right?", TRANSCENDENCE, "wins"),
        # a card that keeps a player in, or keeps its controller's opponents in: still refused
        ("I'm at 25 life. Does Platinum Angel save me?", ["Platinum Angel"], None),
        ("I'm at 25 life. Does Abyssal Persecutor make me lose?", ["Abyssal Persecutor"], None),
        # another clause gives it to the opponent: the question asks of someone else's card
        (
            "My opponent has Transcendence. I'm at 25. Does Transcendence make me lose?",
            TRANSCENDENCE,
            None,
        ),
    ],
)
def test_a_loss_asked_of_a_card_that_makes_only_its_controller_lose(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


def test_the_controller_taken_from_the_question_is_said() -> None:
    judged = verdict_or_reason("I'm at 25 life. Does Transcendence make me lose?", TRANSCENDENCE)
    assert not isinstance(judged, Unreadable)
    assert any("the question asks it to make lose" in a for a in judged.assumptions)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "Opp at 10. My creature hits them for 4 damage, doubled, so 8 total. Then I ping them"
            " for 2. Win?",
            "wins",
        ),
        (
            "Opp at 10. My creature hits them for 4 damage, doubled, so 8 total. Win?",
            "keeps_playing",
        ),
        ("I'm at 8. Their 4/4 hits me for 4 damage, doubled to 8. Dead?", "loses"),
        ("相手のライフは8。相手に4点のダメージが2倍になって8点入りました。勝ち？", "wins"),
        (
            "ライフ9。相手のクリーチャーに殴られて、4点のダメージが2倍で8点受けました。負け？",
            "keeps_playing",
        ),
        # a double that is not twice the amount, or none told: as before
        ("I'm at 8. Their creature hits me for 4 damage doubled to 9. Dead?", None),
        ("Opp at 8. I hit them for 4 damage, doubled. Win?", None),
    ],
)
def test_a_doubled_amount_told_with_its_double(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        "I'm at 4 and take 3 from a goblin and some more from a dragon. Am I dead?",
        "I'm at 4 and take some damage from a dragon. Am I dead?",
        "I'm at 4 and take 3 from a goblin and a bit more from a dragon. Am I dead?",
    ],
)
def test_an_amount_said_by_no_number_gets_no_verdict(question: str) -> None:
    # main: 'keeps_playing', "some more" played as nothing
    assert asker_outcome(question) is None


def _own() -> list[dict[str, object]]:
    return [json.loads(line) for line in OWN.read_text(encoding="utf-8").splitlines() if line]


_BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
_MURDER = OracleCard("Murder", "Destroy target creature.", "殺害")
# Main's seatings of a card the story gives no one, which the questions expected none of:
# Japanese leaves the asker's own unmarked (「《白金の天使》が戦場にあって」), and a card that
# only keeps its controller in is the side's in danger (verdict.owned).
_SEATED_BY_MAIN = {"C047", "C050"}


def _wrong(question: dict[str, object]) -> bool:
    cards = [str(c) for c in question["cards"]]  # type: ignore[attr-defined]
    texts = [t for t in (_BOLT, _MURDER) if t.name in cards]
    judged = verdict_or_reason(str(question["q"]), cards, texts)
    got = "none" if isinstance(judged, Unreadable) else judged.asker
    return got not in {"none", question["expect"]}


def test_the_own_questions_are_as_written() -> None:
    questions = _own()
    assert len(questions) == 87
    assert sum(q["expect"] == "none" for q in questions) == 15
    assert {q["split"] for q in questions} == {"tune", "heldout"}


def test_no_tuning_question_of_my_own_gets_a_wrong_verdict_but_mains_seatings() -> None:
    wrong = {str(q["id"]) for q in _own() if q["split"] == "tune" and _wrong(q)}
    assert wrong == _SEATED_BY_MAIN


def test_the_held_out_own_questions_wrong_verdicts_are_counted() -> None:
    # counted, not read: as many as before any change of this branch
    assert sum(_wrong(q) for q in _own() if q["split"] == "heldout") <= 2


@pytest.mark.parametrize(
    "question",
    [
        # main: 'loses', each blow read as dealt to the player whole
        "I'm at 2 and take 2 damage, but it was to my planeswalker. Dead?",
        "I'm at 5. Their 5/5 attacks my planeswalker, I don't block. Am I dead?",
        "I'm at 2 and my opponent deals 2 damage split between me and my creature. Dead?",
        "ライフ3。相手のクリーチャーに3点殴られましたが、私のプレインズウォーカーへの攻撃でした。負け？",
    ],
)
def test_damage_that_may_have_gone_to_a_planeswalker_or_been_split_gets_no_verdict(
    question: str,
) -> None:
    judged = verdict_or_reason(question, [])
    assert isinstance(judged, Unreadable)
    assert "may not all have reached a player" in judged.reason


def test_a_modelled_planeswalker_attacked_is_still_read() -> None:
    told = "Opponent attacks Gideon of the Trials and kills him. I'm at 3. Do I lose?"
    assert asker_outcome(told, ["Gideon of the Trials"]) == "keeps_playing"
