"""Stories told as players tell them, read by their grammar (issue 23, reading): a creature's
kind told with its size, a list of sizes in a parenthesis, the block not made between the
attacker and the verb, the asker's own sized attack in Japanese, a word of sequence that ends
a blow's amount, a spell's effect in its relative clause, a list of amounts with its count, a
blow or a drain told by its noun, a cause after a loss, a passive blow, an adverb between a
card and its leaving. Each beside the trap that keeps it from a wrong verdict.

The own questions (reading5_questions.jsonl, 118, written with their expected verdicts and
split by sha256 of the text before any change): no tuning question gets a wrong verdict; the
held-out half's are counted, not read.
"""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.outcomes import asker_outcome

OWN = Path(__file__).with_name("reading5_questions.jsonl")
_BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
_MURDER = OracleCard("Murder", "Destroy target creature.", "殺害")


def _with_bolt(question: str) -> str | None:
    judged = verdict_or_reason(question, ["Lightning Bolt"], [_BOLT])
    return None if isinstance(judged, Unreadable) else judged.asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ9。相手のドラゴン(5/5飛行)に殴られました。負け？", "keeps_playing"),
        ("ライフ5。相手のドラゴン(5/5飛行)に殴られました。負け？", "loses"),
        ("ライフ５。相手の５／５ドラゴンにブロックせずに殴られました。負け？", "loses"),
        ("ライフ6。相手の5/5のドラゴンに殴られました。負け？", "keeps_playing"),
        ("ライフ3で相手のクリーチャー2体(2/2と1/1)にブロックせずに殴られました。負け？", "loses"),
        (
            "ライフ4で相手のクリーチャー2体(2/2と1/1)にブロックせずに殴られました。負け？",
            "keeps_playing",
        ),
        # a word that changes what the blow deals stays, and so the size stays unread
        ("ライフ5。相手のワーム(5/5トランプル)に殴られました。負け？", None),
        # the count and the list disagree: neither is the creatures
        ("ライフ3で相手のクリーチャー3体(2/2と1/1)にブロックせずに殴られました。負け？", None),
    ],
)
def test_a_creatures_kind_told_with_its_size(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("相手のライフは残り4。こちらの4/4で殴ってブロックされなかった。勝ち？", "wins"),
        ("相手のライフは残り5。こちらの4/4で殴ってブロックされなかった。勝ち？", "keeps_playing"),
        ("相手はライフ10。こちらの5/5二体で攻撃し、ブロックされませんでした。勝ち？", "wins"),
        (
            "相手はライフ11。こちらの5/5二体で攻撃し、ブロックされませんでした。勝ち？",
            "keeps_playing",
        ),
        # blocked: nothing got through (settling/blocked.py); one of two told in kanji: not read
        ("相手のライフは残り4。こちらの4/4で殴ってブロックされた。勝ち？", "keeps_playing"),
        ("相手はライフ10。こちらの5/5二体で攻撃し、一体はブロックされました。勝ち？", None),
        # at whom, in a game of four?
        ("4人戦です。相手のライフは4。こちらの4/4で殴ってブロックされなかった。勝ち？", None),
    ],
)
def test_the_askers_own_sized_attack_in_japanese(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "My opponent is at 8. I hit with my 5/5, it goes unblocked, and then I Lightning Bolt"
            " them. Win?",
            "wins",
        ),
        (
            "My opponent is at 9. I hit with my 5/5, it goes unblocked, and then I Lightning Bolt"
            " them. Win?",
            "keeps_playing",
        ),
        # the amount told in the blow's own clause is the blow's (and the Bolt is not told)
        (
            "My opponent is at 8. I attack with my 5/5, it's unblocked and they take 3. Win?",
            None,
        ),
    ],
)
def test_a_word_of_sequence_ends_a_blows_amount(question: str, asker: str | None) -> None:
    assert _with_bolt(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("今ライフ8。相手の5/5に殴られて、そのあと3点のドレイン。負け？", "loses"),
        ("今ライフ9。相手の5/5に殴られて、そのあと3点のドレイン。負け？", "keeps_playing"),
        ("ライフ9で、相手の5/5に殴られ、さらに火力で4点。負けですか？", "loses"),
        ("ライフ10で、相手の5/5に殴られ、さらに火力で4点。負けですか？", "keeps_playing"),
        (
            "ライフ10。相手の4/4と3/3にブロックせずに殴られ、さらに3点のバーンを受けました。負け？",
            "loses",
        ),
        (
            "ライフ11。相手の4/4と3/3にブロックせずに殴られ、さらに3点のバーンを受けました。負け？",
            "keeps_playing",
        ),
        # 「5/5に殴られて3点受けた」: the points told right after are the blow's
        ("ライフ4。相手の5/5に殴られて3点受けました。負け？", "keeps_playing"),
        # an amount alone, the verb after it another's (dealt to the opponent): refused
        ("ライフ3で2点失って、さらに1点、相手に与えた。負け？", None),
    ],
)
def test_a_later_event_told_by_its_noun_or_after_a_word_of_sequence(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "ライフが20あったけど、5点、6点、7点と三回ダメージを受けました。生きてる？",
            "keeps_playing",
        ),
        ("ライフ18で、5点、6点、7点と三回ダメージを受けました。生きてる？", "loses"),
        ("ライフ10から4点、3点、3点と受けました。負けですか？", "loses"),
        # a count that is not the list's: 7 three times, or the three amounts?
        ("ライフが20あったけど、5点、6点、7点と2回ダメージを受けました。生きてる？", None),
    ],
)
def test_a_list_of_amounts_with_its_count(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "I'm at 13. They swing with a 5/5 and I take 5, then post-combat they cast a spell that"
            " makes me lose 4 life. Do I die?",
            "keeps_playing",
        ),
        (
            "I'm at 9. They swing with a 5/5 and I take 5, then post-combat they cast a spell that"
            " makes me lose 4 life. Do I die?",
            "loses",
        ),
        ("ライブラリーの残りが2枚で、3枚引く呪文を自分に唱えました。負けますか？", "loses"),
        ("ライブラリーの残りが3枚で、3枚引く呪文を自分に唱えました。負けますか？", "keeps_playing"),
        # cast at the opponent: whose draw?
        ("ライブラリーの残りが2枚で、3枚引く呪文を相手に唱えました。負けますか？", None),
    ],
)
def test_a_spells_effect_in_its_relative_clause(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at 8, lost 3 to a drain, then got hit for 5. Am I alive?", "loses"),
        ("I'm at 8, lost 3 to a drain, then got hit for 4. Am I alive?", "keeps_playing"),
        ("I'm at 3. I lose 3 to my own spell. Am I alive?", "loses"),
        ("ライフ2で、ドレインで2点吸われました。負け？", "loses"),
        ("ライフ3で、ドレインで2点吸われました。負け？", "keeps_playing"),
        ("It's a 1v1. My opponent is at 4 life and I drain them for 2 twice. Do I win?", "wins"),
        (
            "It's a 1v1. My opponent is at 5 life and I drain them for 2 twice. Do I win?",
            "keeps_playing",
        ),
        # "to" a creature is no cause of a loss of life: the damage stays unread
        ("I'm at 3. My opponent deals 3 damage to my creature. Am I dead?", None),
    ],
)
def test_a_cause_and_a_count_after_a_loss(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at 6 and get hit by a 6/6. Am I dead?", "loses"),
        ("I'm at 7 and get hit by a 6/6. Am I dead?", "keeps_playing"),
        ("I'm currently at 4 life. I get hit by two 2/2s. Am I dead?", "loses"),
        ("I'm currently at 5 life. I get hit by two 2/2s. Am I dead?", "keeps_playing"),
        ("I'm at 6 and get hit by a 6/6 for 2. Am I dead?", "keeps_playing"),
        (
            "Opponent at 5 poison and 1 life. I hit them with a 1/1 infect creature. Do I win?",
            "keeps_playing",
        ),
        (
            "Opponent is at 20, I'm at 2. They attack with a 2/2 and I don't have any blockers."
            " Am I dead?",
            "loses",
        ),
        # a size changed in the story: not read
        ("I'm at 6 and get hit by a 4/4 that got +2/+2. Am I dead?", None),
    ],
)
def test_passive_and_unblocked_blows_of_a_sized_creature(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at -1 with Platinum Angel. My Angel just got destroyed. Do I lose?", "loses"),
        ("Opponent is at -10 and their Platinum Angel just got destroyed. Do I win?", "wins"),
        (
            "I'm at 0 with Platinum Angel out, and my opponent just killed the Angel. Do I lose?",
            "loses",
        ),
        # the Angel stays: nothing befell it
        ("Opponent is at -10 and controls Platinum Angel. Do I win?", "keeps_playing"),
    ],
)
def test_an_adverb_between_a_card_and_its_leaving(question: str, asker: str) -> None:
    assert asker_outcome(question, ["Platinum Angel"]) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "EDH game. My opponent's commander has dealt me 15 combat damage so far. This turn it"
            " connects for 6 more. I'm at 22 life. Am I out?",
            "loses",
        ),
        (
            "EDH game. My opponent's commander has dealt me 15 combat damage so far. This turn it"
            " connects for 5 more. I'm at 22 life. Am I out?",
            "keeps_playing",
        ),
        # a further amount after a commander's blow: outside combat, perhaps (903.10a)
        (
            "Commander: their general hit me for 10 two turns ago and for 11 this turn. I'm"
            " still at 19. Am I dead?",
            None,
        ),
        ("相手のライフは3。相手の本体に3点与えました。勝ち？", "wins"),
        ("相手のライフは4。相手の本体に3点与えました。勝ち？", "keeps_playing"),
        ("ライフ5で5点入りました。負け？", "loses"),
        ("ライフ残り5の状況で、6点パンチされました。負け？", "loses"),
        ("ライフ6点の状態で5点通りました。負け？", "keeps_playing"),
    ],
)
def test_commander_blows_the_players_body_and_points_that_got_in(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


def _own() -> list[dict[str, object]]:
    return [json.loads(line) for line in OWN.read_text(encoding="utf-8").splitlines() if line]


def _wrong(question: dict[str, object]) -> bool:
    cards = [str(c) for c in question["cards"]]  # type: ignore[attr-defined]
    texts = [t for t in (_BOLT, _MURDER) if t.name in cards]
    judged = verdict_or_reason(str(question["q"]), cards, texts)
    got = "none" if isinstance(judged, Unreadable) else judged.asker
    return got not in {"none", question["expect"]}


def test_the_own_questions_are_as_written() -> None:
    questions = _own()
    assert len(questions) == 118
    assert sum(q["expect"] == "none" for q in questions) == 23
    for q in questions:
        half = "tune" if hashlib.sha256(str(q["q"]).encode()).digest()[0] % 2 == 0 else "heldout"
        assert q["split"] == half


def test_no_tuning_question_of_my_own_gets_a_wrong_verdict() -> None:
    assert not [q["id"] for q in _own() if q["split"] == "tune" and _wrong(q)]


def test_the_held_out_own_questions_wrong_verdicts_are_counted() -> None:
    # One, as before any change: counted, never read.
    assert sum(_wrong(q) for q in _own() if q["split"] == "heldout") <= 1


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("ライフ6で、3点を2発受けました。負け？", "loses"),
        ("ライフ7で、3点を2発受けました。負け？", "keeps_playing"),
        ("ライフ7で、3+4で7点受けました。負け？", "loses"),
        ("ライフ8で、7点(3点+4点)受けました。負け？", "keeps_playing"),
        ("I'm at 7 and take 3+4 damage. Dead?", "loses"),
        ("I'm at 8 and take 3+4 damage. Dead?", "keeps_playing"),
        # parts that do not make the total told: neither is read
        ("ライフ7で、3+4で8点受けました。負け？", None),
        # a counter is no sum (and its numbers stay unread)
        ("I'm at 2. My 1/1 with a +1/+1 counter is destroyed. Dead?", None),
    ],
)
def test_blows_counted_and_sums_written_out(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "I'm at 12. Their 3/3 with double strike hits me unblocked. Then they drain me for 6."
            " Am I dead?",
            "loses",
        ),
        (
            "I'm at 13. Their 3/3 with double strike hits me unblocked, so that's 6 damage. Then"
            " they drain me for 6. Am I dead?",
            "keeps_playing",
        ),
        ("ライフ8。相手の二段攻撃持ちの4/4に殴られました。負け？", "loses"),
        ("ライフ9。相手の二段攻撃持ちの4/4に殴られました。負け？", "keeps_playing"),
        # an amount told of a double striker: each blow's, or both? Blocked: what got through?
        ("I'm at 5. Their 3/3 with double strike hits me for 3. Am I dead?", None),
        ("I'm at 6. A 3/3 with double strike hits me and I block it. Dead?", None),
    ],
)
def test_a_sized_double_striker_deals_its_power_twice(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker
