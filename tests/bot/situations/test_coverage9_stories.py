"""Stories of branch verdict-coverage-9 (coverage9_questions.jsonl, 141). The first 62: a
spell told the casual ways players tell it — no verb, its particle dropped, a count before the
verb, received (「もらった」), taken by a subject said before "and", cast with "goes",
「本体に撃ってきた」 — and a concession told with when it happened; then 24: Phage's combat
damage told in the card's own words, a sized blow after 「そのあと」; then 34 in the evaluation
sets' manner, each of a kind the engine models; then 8 of a concession told coming at the
speaker (「投了してきた」); then 8 of a block of "one of them" and double strike told after the
size (written after that change, before they were run); then 5 of 「一人…、もう一人…」 in a
game of three or more (likewise); 33 in all that must get no verdict.
Each batch was written with its judge's verdicts and split by sha256 of the text before it was
run. No story gets a wrong
verdict (main gave two: V079, a held-out blow after 「そのあと」 read as listed; V128, a tuning
concession 「投了してきた」 read as the asker's).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.application.situations.card_effects.oracle import OracleCard as C
from engine.cards import REGISTRY
from tests.bot.situations.own_stories import half, judged_by, stories, wrong_verdicts

OWN = Path(__file__).with_name("coverage9_questions.jsonl")
BOLT = C("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
PHAGE = "Phage the Untouchable"
PHAGE_TEXT = C(
    PHAGE,
    "When Phage the Untouchable enters the battlefield, if you didn't cast it from your hand,"
    " you lose the game.\nWhenever Phage deals combat damage to a creature, destroy that"
    " creature. It can't be regenerated.\nWhenever Phage deals combat damage to a player, that"
    " player loses the game.",
    "触れられざる者フェイジ",
    4,
)
TEXTS = [BOLT, PHAGE_TEXT]


def judged(question: str) -> str | None:
    told = "Lightning Bolt" in question or "稲妻" in question
    return judged_by(question, ["Lightning Bolt"] if told else [], [BOLT] if told else [])


def test_the_stories_are_as_written() -> None:
    told = stories(OWN)
    assert len(told) == 141
    assert sum(s["expect"] == "none" for s in told) == 33
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


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # "deals combat damage to a player", in Phage's own words: a blow that landed
        ("My opponent's Phage the Untouchable dealt combat damage to me. I'm at 18. Out?", "loses"),
        ("Phage the Untouchable dealt combat damage to my opponent this turn. Do I win?", "wins"),
        (
            "相手の《触れられざる者フェイジ》に戦闘ダメージを与えられました。ライフは20。負け？",
            "loses",
        ),
        ("相手の《触れられざる者フェイジ》が私に戦闘ダメージを与えました。負け？", "loses"),
        ("相手の《触れられざる者フェイジ》に5点の戦闘ダメージを受けました。負け？", "loses"),
    ],
)
def test_combat_damage_told_in_the_cards_words(question: str, asker: str) -> None:
    assert PHAGE in REGISTRY
    assert judged_by(question, [PHAGE], [PHAGE_TEXT]) == asker


@pytest.mark.parametrize(
    "question",
    [
        # whom it was dealt to is not said; damage not in combat; a block not known
        "相手の《触れられざる者フェイジ》が戦闘ダメージを与えました。負け？",
        "My opponent's Phage the Untouchable dealt damage to me in a fight. I'm at 18. Out?",
        "My opponent's Phage the Untouchable attacked me. I'm at 20. Did I lose?",
    ],
)
def test_combat_damage_not_told_gets_no_verdict(question: str) -> None:
    assert judged_by(question, [PHAGE], [PHAGE_TEXT]) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # after 「そのあと」 a size is a later blow, no list's last (「3/3と2/2」)
        ("ライフ6。3点受けて、そのあと2/2で殴られた。ブロックなし。生きてる？", "keeps_playing"),
        ("ライフ5。稲妻を撃たれて、そのあと2/2で殴られたけどブロックしなかった。負け？", "loses"),
        # cast at a face no player is said of, towards the asker
        ("ライフ3。相手が《稲妻》を本体に撃ってきた。負け？", "loses"),
        ("ライフ4。相手が本体に稲妻を撃ってきました。負け？", "keeps_playing"),
    ],
)
def test_a_later_blow_and_a_spell_at_the_askers_face(question: str, asker: str) -> None:
    assert judged(question) == asker


def test_a_spell_at_a_face_cast_by_the_asker_is_not_at_the_asker() -> None:
    assert judged("相手のライフ3。自分が《稲妻》を本体に撃った。勝ち？") is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # the asker's draw step come, told in Japanese: the turn's draw (504.1)
        ("ライブラリーが0枚の状態で、自分のドローステップが来ました。ライフは20。負け？", "loses"),
        ("ライブラリー3枚で自分のドローステップに入った。負け？", "keeps_playing"),
        # ... and a draw told after it is the step's own, told again
        ("ライブラリーが0枚。自分のドローステップが来て、1枚引いた。負け？", "loses"),
        # a creature that dies in combat is told leaving, no attack on a player
        (
            "I'm at -4 thanks to my opponent's Abyssal Persecutor. Then his Persecutor dies in"
            " combat. Do I lose?",
            "loses",
        ),
        # "it", after a commander's blows and a word of when, is the commander
        (
            "EDH. My opponent's commander has hit me for 12 so far. This turn it hits me for 8."
            " Am I dead?",
            "keeps_playing",
        ),
        (
            "EDH game. My opponent's commander has dealt me 12 combat damage so far. This turn it"
            " hits me for 9 more. Am I dead?",
            "loses",
        ),
    ],
)
def test_a_step_a_death_in_combat_and_a_commanders_it(question: str, asker: str) -> None:
    names = ["Abyssal Persecutor"] if "Persecutor" in question else []
    assert judged_by(question, names, []) == asker


@pytest.mark.parametrize(
    "question",
    [
        # supposed, not told to have come
        "ライブラリーが0枚。自分のドローステップが来たら負け？",
        # "it" after another creature told: not the commander
        "EDH. Their commander has dealt me 15 so far. Next turn their Grizzly Bears attacks,"
        " and it hits me for 6. Dead?",
    ],
)
def test_a_supposed_step_and_another_creatures_it_get_no_verdict(question: str) -> None:
    assert judged_by(question, [], []) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # an act told coming at the speaker (〜てくる) is another's, not the asker's
        ("タイマンで相手がライフ2のときに、自分のターンで投了してきた。勝ち？", "wins"),
        ("相手のライフが3のときに投了してきました。勝ち？", "wins"),
        # ... even after a sentence whose subject the asker became (「…から⟨you⟩が…受けて」)
        (
            "タイマンで相手が稲妻をこっちに撃ってきて、そのあと投了してきた。ライフは5。勝ち？",
            "wins",
        ),
    ],
)
def test_an_act_come_at_the_speaker_is_anothers(question: str, asker: str) -> None:
    assert judged(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # without てくる, either player may have conceded
        "相手がライフ5で、私がライフ2のときに投了しました。勝ち？",
        # 「受けてきた」: taken so far, no act of another's
        "相手の攻撃で今まで3点受けてきた。ライフは2。負け？",
    ],
)
def test_who_conceded_or_took_it_not_told_gets_no_verdict(question: str) -> None:
    assert judged(question) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # "one of them", its number left a word, among attackers of one size
        (
            "Opponent at 3 life. I attack with a 2/2 and a 2/2, he blocks one of them. Win?",
            "keeps_playing",
        ),
        ("I'm at 2. They attack with two 3/3s and I block one of them. Dead?", "loses"),
        # double strike told after the size (「4/4がダブルストライク持ちで攻撃してきて」)
        ("ライフ6で、相手の4/4がダブルストライク持ちで攻撃してきてノーブロック。負け？", "loses"),
        ("ライフ9で、相手の4/4が二段攻撃持ちで攻撃してきてノーブロック。負け？", "keeps_playing"),
    ],
)
def test_a_block_of_one_of_them_and_double_strike_after_the_size(question: str, asker: str) -> None:
    assert judged_by(question, [], []) == asker


@pytest.mark.parametrize(
    "question",
    [
        # one of two sizes blocked: which is not said
        "I'm at 5. They attack with a 4/4 and a 2/2 and I block one of them. Dead?",
        # a double striker's amount told: one strike's or both?
        "ライフ9で、相手の4/4がダブルストライク持ちで攻撃してきて、4点受けた。負け？",
    ],
)
def test_which_blocked_or_how_much_struck_not_told_gets_no_verdict(question: str) -> None:
    assert judged_by(question, [], []) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # 「一人…、もう一人…」: the other of the opponents, as 「もう一人の相手」 is
        ("3人戦で相手の一人は毒10個で敗北済み、もう一人のライフは0になりました。勝ち？", "wins"),
        (
            "3人で遊んでいて、相手の一人が投了しました。もう一人のライフは7です。勝ち？",
            "keeps_playing",
        ),
    ],
)
def test_the_other_one_of_the_opponents(question: str, asker: str) -> None:
    assert judged_by(question, [], []) == asker


def test_the_other_one_in_a_game_of_two_gets_no_verdict() -> None:
    assert judged_by("ライフ3で、もう一人のライフは5。勝ち？", [], []) is None
