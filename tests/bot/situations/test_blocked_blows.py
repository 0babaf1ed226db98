"""Attackers told by their sizes with a block that says which it stopped: the player attacked
takes the powers of those not blocked (509.1a, 510.1c, 510.2). A block that leaves open which
attacker it stopped, a block by the attacker, or a keyword that lets damage through a block
gets no verdict."""

from __future__ import annotations

import pytest

from tests.bot.situations.outcomes import asker_outcome


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # one of three alike: 4 gets through
        ("I'm at 5. Opponent swings with three 2/2s. I block one. Dead?", "keeps_playing"),
        ("I'm at 4. Opponent swings with three 2/2s. I block one. Dead?", "loses"),
        # the size named: the other's power gets through
        (
            "I'm at 6 and my opponent attacks with a 5/5 and a 3/3. I block the 5/5 with my 1/1."
            " Am I dead?",
            "keeps_playing",
        ),
        (
            "I'm at 3 and my opponent attacks with a 5/5 and a 3/3. I block the 5/5 with my 1/1."
            " Am I dead?",
            "loses",
        ),
        ("Opponent at 3. I attack with a 4/4 and a 3/3, they block the 4/4. Do I win?", "wins"),
        # every attacker, or the only one: nothing gets through
        ("I'm at 1. They attack me with a 2/2, I block. Am I dead?", "keeps_playing"),
        ("I'm at 2. Opponent attacks with two 3/3s and I block both. Dead?", "keeps_playing"),
        (
            "ライフ８です。相手が３／３と２／２で攻撃してきて３／３はブロックしました。死んだ？",
            "keeps_playing",
        ),
        ("ライフ2です。相手が3/3と2/2で攻撃してきて3/3はブロックしました。死んだ？", "loses"),
        ("相手ライフ5、私の6/6が攻撃、相手は1/1でチャンプブロック。勝ち？", "keeps_playing"),
        # attackers on the board, then attacking; one of the two alike blocked
        (
            "I'm at 8 life, opponent has a 4/4 and a 5/5, swings with both, I block the 5/5. dead?",
            "keeps_playing",
        ),
        (
            "ライフ6で、相手の場には3/3が2体います。相手が両方で攻撃してきて、1体をブロックした。"
            "負けですか？",
            "keeps_playing",
        ),
        ("Opp on 5. I swing with two 3/3s, he blocks one. win?", "keeps_playing"),
        ("I'm at 5. Opp attacks with a 3/3 and a 2/2, I block the 3/3. Dead?", "keeps_playing"),
        ("ライフ5で相手の3/3と2/2に攻撃された。3/3をブロックした。死んだ？", "keeps_playing"),
        # a keyword said to be absent settles nothing
        (
            "相手ライフ7、私の6/6が攻撃、相手は1/1でチャンプブロック。トランプルなし。勝ち？",
            "keeps_playing",
        ),
        (
            "Opponent at 3. I attack with a 4/4 and a 3/3 (no trample), they block the 4/4. Win?",
            "wins",
        ),
    ],
)
def test_what_a_block_let_through_decides(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    "question",
    [
        # which of two sizes was blocked is not said
        "I'm at 3. Opponent attacks with a 2/2 and a 3/3, I block one of them. Am I dead?",
        "I'm at 3 and my opponent attacks with a 5/5 and a 3/3. I block one. Am I dead?",
        # a keyword that lets damage through a block, or one that the block may not stop
        "I'm at 3 and my opponent attacks with a 5/5 trample and a 3/3. I block the 5/5. Dead?",
        "相手ライフ5、私の6/6が攻撃、相手は1/1でチャンプブロック。トランプルあり。勝ち？",
        # told landing and blocked ("hit me", 「殴られた」): which is it?
        "I'm at 4. Opp's 3/3 and 2/2 hit me, I chump the 3/3. Dead?",
        "ライフ5で相手の3/3と2/2に殴られた。3/3はブロックした。死んだ？",
        # a block and "nothing blocked" both told
        "I'm on 4. He attacks me with a 5/5, I block nothing but his 1/1 I block. Am I dead?",
        # a size blocked that did not attack, or a count of blocks the list cannot take
        "I'm at 3 and my opponent attacks with a 5/5 and a 3/3. I block the 4/4. Dead?",
        "I'm at 5. Opponent swings with three 2/2s. I block two. Dead?",
    ],
)
def test_a_block_that_leaves_the_blow_open_gets_no_verdict(question: str) -> None:
    assert asker_outcome(question) is None
