"""Readings that generalise past the tuning wording, each with its traps (the same words where
the reading would be wrong): chat questions of still being in ("we good?", 「まだいける？」),
「増えた」 counters and life, a library that ran out (「尽きた」「切れた」), a card cast at a
player several times (「《稲妻》を2発撃たれた」) or again (「さらに」), 「パートナー」 in
Two-Headed Giant, contractions typed without their apostrophe ("i dont block"), and several
creatures told by their sizes ("two 3/3s", 「3/3と2/2に殴られた」). Each asserts the outcome
`search` answers with, or that there is none."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.application.situation_verdict import refusal
from bot.application.situations import verdict_for
from bot.application.situations.card_effects.oracle import OracleCard

BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")


def answered(question: str, cards: Sequence[OracleCard | str] = ()) -> str | None:
    """The outcome `search` answers with: none where the question asks something else."""
    if refusal(question):
        return None
    texts = [card for card in cards if isinstance(card, OracleCard)]
    names = [card if isinstance(card, str) else card.name for card in cards]
    verdict = verdict_for(question, names, texts)
    return None if verdict is None else verdict.asker


STILL_IN = [
    ("2HG, our team is at 30. opp hits me for 3. we good?", "keeps_playing"),
    ("I'm at 4 and take 3. am i still good?", "keeps_playing"),
    ("I'm at 4 and take 5. are we good?", "loses"),
    ("Im at 2, opp pings me for 1. am I still standing?", "keeps_playing"),
    ("ライフ20で6点殴られた。まだいける？", "keeps_playing"),
    ("ライフ3で4点殴られた。まだ戦える？", "loses"),
    ("ライフ10で3点失った。まだやれる？", "keeps_playing"),
]
STILL_IN_TRAPS = [
    # a card's or a play's worth, or whether one may act, is no outcome
    "I'm at 4 and take 3. Is Platinum Angel good here?",
    "I'm at 4 and take 3. am I good to attack?",
    "I'm at 4 and take 3. are we good with the combo?",
    "ライフ20で6点殴られた。このデッキいける？",
]

MORE = [
    ("毒8個の状態で感染持ちに殴られて毒が2個増えた。死んだ？", "loses"),
    ("毒5個で、毒が2個増えた。負け？", "keeps_playing"),
    ("ライフ2で、ライフが3点増えた。そのあと5点殴られた。生きてる？", "loses"),
    ("ライフ2で、ライフが4点増えた。そのあと5点殴られた。生きてる？", "keeps_playing"),
]
MORE_TRAPS = [
    # 「10個に増えた」 is to ten, not by ten; a hand that grew is no counter or life
    "毒8個で、毒が10個に増えた。死んだ？",
    "毒8個で、手札が2枚増えた。死んだ？",
]

RAN_OUT = [
    ("ライブラリーが尽きた状態でドローした。負け？", "loses"),
    ("山札が切れて、カードを1枚引いた。負け？", "loses"),
    ("デッキが尽きてて、ドローステップでカードを引いた。負けですか？", "loses"),
]
# (each of these was played with a full library: 'keeps_playing')
NO_CARD_LEFT = [
    ("相手ライフ1で、相手のライブラリーにカードがない。相手がドローした。勝ち？", "wins"),
    ("相手ライフ1で、相手はライブラリーのカードが残ってない。相手がドローした。勝ち？", "wins"),
    ("ライブラリーにもうカードが残っていない。ドローステップで引いた。負け？", "loses"),
    ("山札ゼロでドロー。負け？", "loses"),
    ("ライブラリーを使い切って、カードを引いた。負け？", "loses"),
]
NO_CARD_LEFT_TRAPS = [
    # not used up; an empty deck told in words no reading takes, beside a draw
    "ライブラリーは使い切ってないけど、カードを2枚引いた。負け？",
    "相手のデッキがもうない状態で、相手がカードを引いた。勝ち？",
]
RAN_OUT_TRAPS = [
    # not run out, or not yet: no empty library read (and the words beside a draw are refused)
    "ライブラリーが尽きてないのでドローした。負け？",
    "ライブラリーが尽きる前にドローした。負け？",
]

CAST_AGAIN = [
    ("ライフ5で稲妻を2発顔に撃たれた。終わり？", "loses"),
    ("ライフ7で稲妻を2回撃たれた。死んだ？", "keeps_playing"),
    ("ライフ9で稲妻を3連発撃たれた。死んだ？", "loses"),
    ("相手ライフ5。相手に稲妻を2発撃った。勝ち？", "wins"),
    ("ライフ5で稲妻を顔に撃たれた。さらに稲妻を撃たれた。終わり？", "loses"),
    ("ライフ5で稲妻を撃たれた。その後、稲妻を撃たれた。死んだ？", "loses"),
    # the card ending the sentence, no verb
    ("ライフ3。相手から稲妻。死んだ？", "loses"),
    ("ライフ5。相手から稲妻2発。死んだ？", "loses"),
    ("ライフ7。相手から稲妻2発。死んだ？", "keeps_playing"),
    ("相手ライフ3。自分が相手に稲妻。勝ち？", "wins"),
]
CAST_AGAIN_TRAPS = [
    # cards held, a cast still to come, a number that is not the card's: no blows to count
    "ライフ5で、相手は稲妻を2枚持ってる。死ぬ？",
    "ライフ5で稲妻を2発撃たれそう。死ぬ？",
    "ライフ5で稲妻を2発、4点で撃たれた。死んだ？",
    # asked, or to come; 自分 in another's clause (whose?)
    "ライフ3。相手から稲妻？死ぬ？",
    "ライフ3。相手から稲妻を撃たれそう。死ぬ？",
    "双頭巨人戦、チームのライフ30。相手が自分に稲妻。大丈夫？",
]

PARTNER = [
    ("双頭巨人戦で、チームのライフが8。相手チームにパートナーが8点殴られた。負け？", "loses"),
    ("双頭巨人戦でパートナーが投了した。自分は続けられる？", "loses"),
]
PARTNER_TRAPS = [
    # a partner commander in a Commander game is no teammate
    "統率者戦でパートナーに10点殴られた。ライフ40。負け？",
    "双頭巨人戦で相手のパートナー統率者に10点殴られた。チームのライフ30。負け？",
]

SIZED = [
    ("im at 6, opp swings with two 3/3s and i dont block. dead?", "loses"),
    ("I'm at 7, opp swings with two 3/3s and I don't block. dead?", "keeps_playing"),
    ("I'm at 5. Opp attacks with a 3/3 and a 2/2, no blocks. Dead?", "loses"),
    ("I'm at 6. Opp's 3/3 and 2/2 hit me. Dead?", "keeps_playing"),
    ("I'm at 6. Opp swings with a 3/3 and a 2/2 unblocked for 4. Dead?", "keeps_playing"),
    ("ライフ6で相手の3/3二体に殴られてノーブロック。死にました？", "loses"),
    ("ライフ5で相手の3/3と2/2に殴られた。ブロックしてない。死んだ？", "loses"),
    ("ライフ6で相手の3/3と2/2に殴られた。ブロックしてない。死んだ？", "keeps_playing"),
    ("ライフ10で、3/3が3体殴ってきた。負け？", "keeps_playing"),
    ("ライフ9で、相手の3/3が3体殴ってきた。負け？", "loses"),
    ("ライフ5で、3/3と2/2が殴ってきた。負け？", "loses"),
    ("I'm at 9, three 3/3s hit me. dead?", "loses"),
    # the asker's own attack at no one named is at the other player (two players only)
    (
        "Board state: I'm on 6, opp on 3. I attack with a 3/3 and a 2/2, he blocks nothing. Win?",
        "wins",
    ),
    ("Opp on 6. I attack with a 3/3 and a 2/2, he blocks nothing. Did I win?", "keeps_playing"),
    ("Opp on 5. I swing with two 3/3s unblocked. win?", "wins"),
    ("Opp at 9. I have a 4/4 and a 5/5 and swing with both, no blocks. Do I win?", "wins"),
    ("I'm on 4. He attacks me with a 5/5, I block nothing. Am I dead?", "loses"),
    ("I'm on 6. He attacks me with a 5/5, I block nothing. Am I dead?", "keeps_playing"),
    # the points told after the blow are the blow's
    ("ライフ5で相手の3/3と2/2に殴られて3点受けた。死んだ？", "keeps_playing"),
]
SIZED_TRAPS = [
    # at another: a player, a planeswalker (the 5/5's was read at the asker)
    "4 player game. I'm at 6. Opp swings with two 3/3s at my other opponent, no blocks. Dead?",
    "4 player game. I'm at 6. Opp swings with a 5/5 at my other opponent, no blocks. Dead?",
    "I'm at 6. Opp swings with two 3/3s at my planeswalker, no blocks. Am I dead?",
    "I'm at 6. Opp swings with a 3/3 and a 2/2 at my planeswalker, unblocked. dead?",
    # another player or a planeswalker attacked by the asker; blocks told
    "4 player game. Opp on 5. I swing with two 3/3s unblocked. win?",
    "Opp on 5. I swing with two 3/3s at his planeswalker unblocked. win?",
    "I'm on 4. He attacks me with a 5/5, I block nothing but his 1/1 I block. Am I dead?",
    # a block told, the asker's own attackers (at whom?), a size changed
    "I'm at 4. Opp's 3/3 and 2/2 hit me, I chump the 3/3. Dead?",
    "I'm at 5. I attack with a 3/3 and a 2/2, no blocks. Dead?",
    "I'm at 6. Opp swings with a 3/3 and a 2/2, pumps the 2/2 with +2/+2, no blocks. Dead?",
    "ライフ5で相手の3/3と2/2に殴られた。3/3はブロックした。死んだ？",
    "ライフ9で、相手の3/3が3体殴ってきたけど1体ブロックした。負け？",
    "ライフ9で、3/3が3体殴ってきそう。負け？",
    # how many digits is no count (its 2 was read as 2 poison: 'keeps_playing')
    "毒が2桁になった。負け？",
]
NOT_BLOCKED = [
    ("I'm at 4. I couldn't block his 5/5. dead?", "loses"),
    ("I'm at 6. I couldn't block his 5/5. dead?", "keeps_playing"),
    ("I'm at 6. I can't block his 3/3 and 4/4. dead?", "loses"),
    ("ライフ4で、相手の5/5をブロックできなかった。負け？", "loses"),
    ("ライフ6で、相手の5/5をブロックできなかった。負け？", "keeps_playing"),
    ("ライフ6で、相手の3/3と4/4をブロックできなかった。負け？", "loses"),
    # the amount told beside the size is the blow, not another one (was 10: 'loses')
    ("I'm at 7. I don't block his 5/5 and take 5. dead?", "keeps_playing"),
    ("I'm at 7. Opp attacks with a 5/5, I don't block, and I take 5. dead?", "keeps_playing"),
    ("I'm at 7. Opp attacks with a 5/5 unblocked and I take 5. dead?", "keeps_playing"),
    (
        "I'm at 7. Opp attacks with a 3/3 and a 2/2, I don't block, and I take 5. dead?",
        "keeps_playing",
    ),
]
ON_THE_BOARD = [
    (
        "自分のライフは6で、相手の場には3/3が2体います。相手が両方で攻撃してきて、こちらはブロッカーが"
        "いません。これって負けですか？",
        "loses",
    ),
    (
        "ライフ7で、相手の場には3/3が2体います。相手が両方で攻撃してきて、こちらはブロッカーがいません。"
        "負けですか？",
        "keeps_playing",
    ),
    (
        "I'm at 8 life, opponent has a 4/4 and a 5/5, swings with both, no blockers. dead?",
        "loses",
    ),
    (
        "I'm at 10 life, opponent has a 4/4 and a 5/5, swings with both, no blockers. dead?",
        "keeps_playing",
    ),
    ("I'm at 5. Opp has a 5/5 out and attacks with it. I don't block. dead?", "loses"),
]
ON_THE_BOARD_TRAPS = [
    # another target, a creature of the asker's beside them (a block: settling/blocked.py)
    "I'm at 8 life, opponent has a 4/4 and a 5/5, swings with both at my planeswalker, no blocks.",
    "I'm at 8, opp has a 4/4 and a 5/5 and I have a 2/2. he swings with both, no blocks. dead?",
    "I'm at 8. I have a 4/4 and a 5/5 and swing with both, no blocks. Do I win?",
]
NOT_BLOCKED_TRAPS = [
    # another blocked, a size changed
    "I'm at 6. I didn't block his 3/3, I chumped the 4/4. dead?",
    "I'm at 4. I couldn't block his 5/5 because he pumped it +2/+2. dead?",
    "I'm at 4. I didn't block the 5/5, I blocked the 2/2 with my 3/3. dead?",
    "ライフ6で、相手の3/3をブロックせず、4/4はチャンプブロックした。負け？",
    "ライフ4で相手の5/5をブロックできなかったけど、相手のパンプで+2/+2。負け？",
]
NOUN_BLOWS = [
    # a blow told by its noun, the sentence ending there (体言止め)
    ("ライフ3なのに相手から5点のダメージ。アウト？", "loses"),
    ("ライフ6で相手から5点のダメージ。生きてる？", "keeps_playing"),
    ("ライフ3で相手から3点の火力。負け？", "loses"),
    ("ライフ10で相手の攻撃で10点。死んだ？", "loses"),
    ("ライフ10で相手の攻撃で9点。死んだ？", "keeps_playing"),
    ("ライフ10、相手から10点。死んだ？", "loses"),
]
NOUN_BLOWS_TRAPS = [
    # prevented, a total reached, a maybe, asked
    "ライフ3。相手から5点のダメージを防いだ。生きてる？",
    "ライフ10で相手の攻撃で10点を防いだ。死んだ？",
    "ライフ10で相手の攻撃で10点になった。死んだ？",
    "ライフ10で、相手の攻撃で10点かも。死んだ？",
    "ライフ3で相手から5点のダメージ？死ぬ？",
]
ATTACK_THEN_BLOW = [
    ("I'm at 5. Opp's dragon swings in and connects for 6. dead?", "loses"),
    ("I'm at 7. Opp's dragon attacks and hits me for 6. dead?", "keeps_playing"),
    ("Opp is at 6. I swing in for 6 unblocked. gg?", "wins"),
    (
        "Commander game. I've taken 18 commander damage from my opponent's commander. It swings"
        " again and connects for 4. I'm at 22 life. Am I dead?",
        "loses",
    ),
    # 「今回」 after the commander's total so far: more of the same commander's
    ("統率者戦、ライフ25。相手の統率者に今までで20点殴られてて、今回1点殴られた。負け？", "loses"),
    ("統率者戦、ライフ25。相手の統率者から累計20点受けてる。再び2点殴られた。負け？", "loses"),
]
WITH_A_CREATURE = [
    ("I'm at 4. Opp hits me with his dragon for 5. dead?", "loses"),
    ("I'm at 6. Opp hits me with a creature for 4. dead?", "keeps_playing"),
    ("I'm at 4. Opp attacks me with a dragon for 5. dead?", "loses"),
    ("Opp at 2. I hit opp with a bear for 2. win?", "wins"),
]
WITH_THE_COMMANDER = [
    ("I'm at 30. My opponent swings at me with his commander for 21. Dead?", "loses"),
    ("I'm at 30. My opponent swings at me with his commander for 20. Dead?", "keeps_playing"),
    (
        "Commander with 3 other people. I'm at 40 and I've taken 15 commander damage from my"
        " opponent's commander. My opponent swings at me with his commander for 6. Dead?",
        "loses",
    ),
    ("EDH with 3 other people. My opponent's commander hits me for 21. dead?", "loses"),
    ("I'm at 4. Opp hits me with his commander for 5. dead?", "loses"),
    # commander damage told as such stays read
    ("統率者戦で相手の統率者から21点受けた。ライフ40。負け？", "loses"),
    ("EDH, I've taken 21 combat damage from my opponent's commander. I'm at 19. dead?", "loses"),
    ("Playing with 2 other friends, I'm at 3 and my opponent bolts me. Dead?", "loses"),
]
WITH_A_CREATURE_TRAPS = [
    # a lifelink creature's blow is more than its amount (a commander's is read as its own:
    # below; an infect creature's is poison counters, test_settled_timing.py)
    "I'm at 25. Opp hits me with his commander's ability for 5, 20 commander damage so far. dead?",
    "I'm at 4. Opp hits me with a lifelink creature for 4. dead?",
    "I'm at 4. Opp hits me with a pumped creature for 4. dead?",
]
NOT_COMMANDER_DAMAGE = [
    # the story says the damage was none (was 21 commander damage: 'loses' at 40)
    "統率者戦で相手の統率者から合計21点、でも統率者ダメージじゃなくて能力ダメージ。ライフ40。負け？",
    "Commander: opp's commander hit me for 21 total. Not commander damage though, it was its"
    " ability. I'm at 40. dead?",
]
ATTACK_THEN_BLOW_TRAPS = [
    # whose dragon? to whom?
    ("I'm at 5. The dragon swings and connects for 6. dead?", None),
    ("I'm at 5. His dragon attacks and deals 6. dead?", None),
    # another source this time: no commander damage
    (
        "統率者戦、ライフ25。相手の統率者から累計20点受けてる。今回はドラゴンに2点殴られた。負け？",
        "keeps_playing",
    ),
]
ANGEL = "Platinum Angel"
NAMED_BACK = [
    ("I'm at 0 with Platinum Angel. Opponent destroys it. Do I lose?", [ANGEL], "loses"),
    # (was read as nothing: 'keeps_playing')
    ("I'm at 0 with Platinum Angel. Opponent removes it. Do I lose?", [ANGEL], "loses"),
    ("I'm at 0 with Platinum Angel. Opponent bounces it. Do I lose?", [ANGEL], "loses"),
    ("I'm at -3 with Platinum Angel out. Opp kills it with removal. Do I lose?", [ANGEL], "loses"),
    ("I'm at 5 with Platinum Angel. Opponent exiles it. Do I lose?", [ANGEL], "keeps_playing"),
]
NAMED_BACK_TRAPS = [
    # two cards it could be; the creature the Angel fought; a spell countered
    ("I'm at 0 with Platinum Angel and Soul Echo. Opponent destroys it. Do I lose?", [ANGEL]),
    (
        "I'm at 0 with Platinum Angel and Soul Echo. Opponent destroys it. Do I lose?",
        [ANGEL, "Soul Echo"],
    ),
    ("I'm at 0 with Platinum Angel and opp's 5/5 attacks, I block and kill it. Lose?", [ANGEL]),
    ("I'm at 0 with Platinum Angel. Opponent casts a spell, I counter it. Do I lose?", [ANGEL]),
    ("I'm at 0 with Platinum Angel. Opp makes a token and I destroy it. Do I lose?", [ANGEL]),
]
GRACE = "Angel's Grace"
IN_EFFECT = [
    (
        "I'm at 4 with Angel's Grace active. Opp hits me for 10. Do I lose?",
        [GRACE],
        "keeps_playing",
    ),
    (
        "I'm at 4 with Angel's Grace active this turn. I pay 4 life, then the turn ends. Lose?",
        [GRACE],
        "loses",
    ),
]
IN_EFFECT_TRAPS = [
    # held, not yet in effect: cast or not?
    (
        "I'm at 4 with Angel's Grace in hand, not active yet. Opp hits me for 10. Do I lose?",
        [GRACE],
    ),
    ("I'm at 4 and Angel's Grace is not active. Opp hits me for 10. Do I lose?", [GRACE]),
    ("ライフ4で《天使の嗜み》が手札にある。相手に10点殴られた。負け？", [GRACE]),
]
NICKNAMES = [
    # katakana nicknames, looked for as the full names are (the search recognises none)
    ("ラボマン出てて、ライブラリー0枚でドロー。勝ち？", "wins"),
    ("ラボ・マンが出ていて、ライブラリーが0枚でドローした。勝ち？", "wins"),
    ("エンジェルズグレイスを唱えて、ライフ3で10点殴られた。負け？", "keeps_playing"),
]
NICKNAMES_TRAPS = [
    # the card held or in the graveyard: not in play
    "ラボマンが手札にあって、ライブラリー0枚でドロー。勝ち？",
    "ラボマンが墓地にある。ライブラリー0枚でドロー。勝ち？",
]
NO_LIBRARY = [
    # (all three were played with a full library: 'keeps_playing')
    ("opp at 1 and he doesnt have a library. he draws. win?", "wins"),
    ("opp at 1 and he doesn't have any cards in his library. he draws. win?", "wins"),
    ("opp at 1 and he has no library. he draws. win?", "wins"),
    ("I have no deck left and I draw. dead?", "loses"),
    # no cards in a hand is no library
    ("opp at 1 and he has no cards in hand. he draws. win?", "keeps_playing"),
    ("I don't have any cards in hand and I draw. dead?", "keeps_playing"),
]
NO_LIBRARY_TRAPS = [
    # a library told empty in words no reading takes stays open
    "I ran out of library and drew. dead?",
    "I don't have a deck problem, my library has 10 cards. I draw. dead?",
]
CONTRACTIONS_TRAPS = [
    # a negated draw stays negated: no loss read from the draw
    ("I dont draw from my library, it has 2 cards. Do I lose?", None),
    ("opp at 3 and i didnt bolt him. win?", "keeps_playing"),
    ("im at 3, i didnt draw from my empty library. dead?", None),
    ("im at 1 and opp doesnt hit me for 1. dead?", None),
]


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        *STILL_IN,
        *MORE,
        *RAN_OUT,
        *PARTNER,
        *SIZED,
        *NOT_BLOCKED,
        *NOUN_BLOWS,
        *ATTACK_THEN_BLOW,
        *ATTACK_THEN_BLOW_TRAPS,
        *WITH_A_CREATURE,
        *WITH_THE_COMMANDER,
        *ON_THE_BOARD,
        *NICKNAMES,
        *NO_LIBRARY,
        *NO_CARD_LEFT,
    ],
)
def test_the_reading_gives_the_judges_verdict(question: str, asker: str) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(("question", "asker"), CAST_AGAIN)
def test_a_card_cast_several_times_is_played_each_time(question: str, asker: str) -> None:
    assert answered(question, [BOLT]) == asker


@pytest.mark.parametrize(
    "question",
    [
        *STILL_IN_TRAPS,
        *MORE_TRAPS,
        *PARTNER_TRAPS,
        *SIZED_TRAPS,
        *NOT_BLOCKED_TRAPS,
        *NOUN_BLOWS_TRAPS,
        *WITH_A_CREATURE_TRAPS,
        *ON_THE_BOARD_TRAPS,
        *NICKNAMES_TRAPS,
        *NO_LIBRARY_TRAPS,
        *NO_CARD_LEFT_TRAPS,
        *RAN_OUT_TRAPS,
        *NOT_COMMANDER_DAMAGE,
    ],
)
def test_the_same_words_where_the_reading_would_be_wrong_get_no_verdict(question: str) -> None:
    assert answered(question) is None


@pytest.mark.parametrize("question", CAST_AGAIN_TRAPS)
def test_a_card_not_cast_so_many_times_gets_no_verdict(question: str) -> None:
    assert answered(question, [BOLT]) is None


@pytest.mark.parametrize(("question", "asker"), CONTRACTIONS_TRAPS)
def test_a_contraction_without_its_apostrophe_keeps_its_negation(
    question: str, asker: str | None
) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(("question", "cards", "asker"), NAMED_BACK)
def test_it_removed_by_a_player_is_the_one_card_named(
    question: str, cards: list[str], asker: str
) -> None:
    assert answered(question, cards) == asker


@pytest.mark.parametrize(("question", "cards"), NAMED_BACK_TRAPS)
def test_it_that_may_be_another_thing_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert answered(question, cards) is None


@pytest.mark.parametrize(("question", "cards", "asker"), IN_EFFECT)
def test_a_spell_told_in_effect_was_cast(question: str, cards: list[str], asker: str) -> None:
    assert answered(question, cards) == asker


@pytest.mark.parametrize(("question", "cards"), IN_EFFECT_TRAPS)
def test_a_spell_held_or_not_in_effect_gets_no_verdict(question: str, cards: list[str]) -> None:
    assert answered(question, cards) is None
