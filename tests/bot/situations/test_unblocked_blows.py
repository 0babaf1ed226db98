"""An unblocked attack by a modelled creature told with no amount (structure/settling/blows.py):
the creature deals its power, which the card data gives. Traps: a block not said to be
nothing, a block made, another card or a number in the attack's sentence, a pump or a trick
told beside it, a target that is a permanent, and no power in the card data."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for
from bot.application.situations.card_effects.oracle import OracleCard

_TEXT = "(the card's text)"
PHAGE = OracleCard("Phage the Untouchable", _TEXT, "触れられざる者フェイジ", power=4)
ANGEL = OracleCard("Platinum Angel", _TEXT, "白金の天使", power=4)
PERSECUTOR = OracleCard("Abyssal Persecutor", _TEXT, "深淵の迫害者", power=6)
MANIAC = OracleCard("Laboratory Maniac", _TEXT, "研究室の偏執狂", power=2)
ETRATA = OracleCard("Etrata, the Silencer", _TEXT, power=3)
GIDEON = OracleCard("Gideon of the Trials", _TEXT)

VERDICTS = [
    (
        "Opponent attacks me with Phage the Untouchable and I don't block. Do I lose?",
        [PHAGE],
        "loses",
    ),
    ("Opp swings Phage at me, no blocks. I'm at 20. Am I dead?", [PHAGE], "loses"),
    (
        "相手の《触れられざる者フェイジ》に殴られました。ブロックしていません。負けですか？",
        [PHAGE],
        "loses",
    ),
    (
        "I attack my opponent with Phage the Untouchable and they don't block. Do I win?",
        [PHAGE],
        "wins",
    ),
    (
        "I'm at 20 with Platinum Angel. Opponent attacks me with Phage the Untouchable and I"
        " don't block. Do I lose?",
        [ANGEL, PHAGE],
        "keeps_playing",
    ),
    (
        "I'm at 6. Opponent's Abyssal Persecutor attacks me, no blockers. Am I dead?",
        [PERSECUTOR],
        "keeps_playing",
    ),
    (
        "自分が《触れられざる者フェイジ》で攻撃して、相手はブロックしませんでした。勝ちですか？",
        [PHAGE],
        "wins",
    ),
    (
        "I'm at 2. Opponent attacks with Laboratory Maniac and I can't block. Dead?",
        [MANIAC],
        "loses",
    ),
    (
        "ライフ5。相手の《研究室の偏執狂》に殴られました。ブロックはしなかったです。生きてる？",
        [MANIAC],
        "keeps_playing",
    ),
]


VERDICTS += [
    # Nothing blocked, said in the passive.
    ("I'm at 6. Opp attacks for 8 and nothing is blocked. Dead?", [], "loses"),
    ("I'm at 9. Opp attacks for 8 and it wasn't blocked. Dead?", [], "keeps_playing"),
]


@pytest.mark.parametrize(("question", "texts", "expect"), VERDICTS)
def test_an_unblocked_attack_deals_the_creatures_power(
    question: str, texts: list[OracleCard], expect: str
) -> None:
    verdict = verdict_for(question, [t.name for t in texts], texts)
    assert verdict is not None and verdict.asker == expect


NO_VERDICT = [
    ("Opponent attacks me with Phage the Untouchable. Do I lose?", [PHAGE]),
    ("相手の《触れられざる者フェイジ》に殴られました。負けですか？", [PHAGE]),
    ("Opponent attacks me with Phage the Untouchable, I block with a 2/2. Do I lose?", [PHAGE]),
    ("相手の《触れられざる者フェイジ》に殴られましたが、ブロックしました。負けですか？", [PHAGE]),
    (
        "Opponent attacks me with Phage the Untouchable and a Grizzly Bears, I don't block. Dead?",
        [PHAGE],
    ),
    (
        "I'm at 6. Opponent attacks me with Phage the Untouchable, pumped +3/+3, and I don't"
        " block. Dead?",
        [PHAGE],
    ),
    (
        "Opponent attacks me with Phage the Untouchable and Platinum Angel, no blocks. Dead?",
        [PHAGE, ANGEL],
    ),
    (
        "Opponent attacks my Gideon of the Trials with Phage the Untouchable, I don't block. Do"
        " I lose?",
        [GIDEON, PHAGE],
    ),
    (
        "Opponent attacks me with Phage the Untouchable and I don't block, but I fog the damage.",
        [PHAGE],
    ),
    ("Opponent attacks me with Etrata, the Silencer, no blocks. Do I lose?", [ETRATA]),
    (
        "I'm at 3. Opponent attacks me with Laboratory Maniac with double strike and I don't"
        " block. Dead?",
        [MANIAC],
    ),
    (
        "I'm at 5. Opponent attacks with Laboratory Maniac and I can't block, then he pumps it.",
        [MANIAC],
    ),
    (
        "I'm at 5. Opponent attacks me with Laboratory Maniac, I don't block and he casts a"
        " trick. Dead?",
        [MANIAC],
    ),
    (
        "ライフ5。相手の《研究室の偏執狂》に殴られました。ブロックはしなかったけど、強化されました。"
        "生きてる？",
        [MANIAC],
    ),
    # A block told in the passive: something was blocked, whatever the attack's total.
    ("Opp attacks with a 5/5 and a 3/3 for 8; the 5/5 was blocked. I'm at 6. Dead?", []),
    ("I'm at 6. Opp attacks for 8 and one attacker is blocked. Dead?", []),
    # No power in the card data: no blow.
    (
        "I'm at 2. Opponent attacks with Laboratory Maniac and I can't block. Dead?",
        [OracleCard("Laboratory Maniac", _TEXT)],
    ),
]


@pytest.mark.parametrize(("question", "texts"), NO_VERDICT)
def test_an_attack_with_more_to_it_gets_no_verdict(question: str, texts: list[OracleCard]) -> None:
    assert verdict_for(question, [t.name for t in texts], texts) is None
