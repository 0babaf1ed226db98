"""A planeswalker's emblem read as the emblem (structure/settling/emblems.py) and a planeswalker
attacked and killed read as it leaving (structure/settling/attacked.py). Without the first, a
story with Gideon of the Trials' emblem was played without it ("I'm at -4 with Gideon and its
emblem" was 'loses'); without the second, the attack at the planeswalker was an attack on a
player with no damage told. Traps beside each: an emblem told any other way, a planeswalker
not told killed, an attack at a player too, a permanent that is no planeswalker."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for

GIDEON = ["Gideon of the Trials"]

VERDICTS = [
    ("I'm at -4 with Gideon of the Trials and its emblem. Do I lose?", GIDEON, "keeps_playing"),
    (
        "I have the Gideon of the Trials emblem and Gideon himself is still on the battlefield."
        " I'm at -4. Do I lose now?",
        GIDEON,
        "keeps_playing",
    ),
    (
        "My opponent has the Gideon of the Trials emblem and controls Gideon. They're at -3."
        " Do I win?",
        GIDEON,
        "keeps_playing",
    ),
    (
        "《試練に臨むギデオン》の紋章があって、ギデオン本体も戦場にいます。ライフ1で3点食らって"
        "ライフ-2。負けますか？",
        GIDEON,
        "keeps_playing",
    ),
    (
        "ライフ-2で、《試練に臨むギデオン》とその紋章があります。負けますか？",
        GIDEON,
        "keeps_playing",
    ),
    # The emblem told without the card's name, in a story with Gideon of the Trials.
    (
        "I have Gideon of the Trials on the battlefield and I already made the emblem. I'm at 0"
        " life. Am I dead?",
        GIDEON,
        "keeps_playing",
    ),
    (
        "I control Gideon of the Trials and I have the emblem. I'm at -2. My opponent destroys"
        " Gideon. Do I lose?",
        GIDEON,
        "loses",
    ),
    (
        "《試練に臨むギデオン》で紋章を得ていて、ギデオン本体も戦場にいます。ライフ0です。負けますか？",
        GIDEON,
        "keeps_playing",
    ),
    (
        "Opponent is at -5 but has Gideon of the Trials out and the emblem. I attack for 3. Do I"
        " win?",
        GIDEON,
        "keeps_playing",
    ),
    # The opponent's emblem does nothing for the asker's Gideon.
    (
        "I'm at -3. My opponent has the emblem and I have Gideon of the Trials. Do I lose?",
        GIDEON,
        "loses",
    ),
    # Gideon phased out: the emblem is there, and no Gideon is controlled.
    (
        "《試練に臨むギデオン》の紋章があって、ギデオン本体も戦場にいるんですが、相手の効果で"
        "ギデオンがフェイズアウトしました。その間にライフ1から3点食らってライフ-2。負けますか？",
        GIDEON,
        "loses",
    ),
    # The planeswalker attacked and killed: the emblem no longer keeps the asker in.
    (
        "I have the Gideon of the Trials emblem and Gideon himself is still on the battlefield."
        " I'm at -4. Then opponent attacks Gideon and kills him. Do I lose now?",
        GIDEON,
        "loses",
    ),
    (
        "I'm at 3 with Gideon of the Trials on the battlefield. Opponent attacks Gideon and kills"
        " it. Am I still alive?",
        GIDEON,
        "keeps_playing",
    ),
    (
        "ライフ-2で、《試練に臨むギデオン》とその紋章があります。相手に《試練に臨むギデオン》を"
        "攻撃されて倒されました。負けですか？",
        GIDEON,
        "loses",
    ),
]


@pytest.mark.parametrize(("question", "cards", "expect"), VERDICTS)
def test_an_emblem_or_a_killed_planeswalker_is_played(
    question: str, cards: list[str], expect: str
) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == expect


NO_VERDICT = [
    # A permanent told on the battlefield with no owner is played with each player's (ownerless
    # readings), so whose "its emblem" is is not said either.
    (
        "I'm at -4 with Gideon of the Trials on the battlefield and its emblem. Opponent attacks"
        " Gideon and it dies. Do I lose?",
        GIDEON,
    ),
    ("I have an emblem that says I can't lose. I'm at 0. Do I lose?", []),
    ("I'm at -4. I have an emblem. Do I lose?", []),
    ("I have Gideon's emblem but no Gideon. I'm at -4. Do I lose?", GIDEON),
    (
        "My opponent has the Vraska, Golgari Queen emblem. Their creature hits me for 1. I'm at"
        " 20. Do I lose?",
        ["Vraska, Golgari Queen"],
    ),
    ("ライフ-2で、紋章があります。負けますか？", []),
    ("I have the emblem. I'm at -3. Do I lose?", []),
    # ("I used Gideon of the Trials' 0 ability and got the emblem": its controller's emblem,
    # test_settled_timing.py)
    (
        "I'm at -4 with Gideon of the Trials and its emblem. Opponent attacks Gideon. Do I lose?",
        GIDEON,
    ),
    (
        "I'm at -4 with Gideon of the Trials and its emblem. Opponent attacks Gideon and me,"
        " Gideon dies. Do I lose?",
        GIDEON,
    ),
    (
        "I'm at 3 with Platinum Angel. Opponent attacks Platinum Angel and kills it. Do I lose?",
        ["Platinum Angel"],
    ),
]


@pytest.mark.parametrize(("question", "cards"), NO_VERDICT)
def test_an_emblem_or_an_attack_told_otherwise_gets_no_verdict(
    question: str, cards: list[str]
) -> None:
    assert verdict_for(question, cards) is None
