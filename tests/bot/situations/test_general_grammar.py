"""Stories read by the grammar of their clauses rather than one story's words (issue 23,
`verdict-reader-7`): a spell cast a counted number of times ("two Lightning Bolts",
「《稲妻》を2回受けました」, received from a total told before it), an attack's amount told where
its block is ("attacks me with a 4/4. I don't block and take 4": one blow, not two), and a card
the search recognised by a word of the game alone ("commander" of Benalish Commander). Each
beside the trap that keeps it from a wrong verdict.
"""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.verdict import verdict_or_reason
from tests.bot.situations.outcomes import asker_outcome

_BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")
_BENALISH = OracleCard(
    "Benalish Commander",
    "Benalish Commander's power and toughness are each equal to the number of Soldiers you"
    " control.\nSuspend X—{X}{W}{W}.\nWhenever a time counter is removed from Benalish"
    " Commander while it's exiled, create a 1/1 white Soldier creature token.",
    "ベナリアの軍司令",
)


def _with(question: str, card: OracleCard) -> str | None:
    judged = verdict_or_reason(question, [card.name], [card])
    return None if isinstance(judged, Unreadable) else judged.asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        ("I'm at 5. My opponent casts two Lightning Bolts at me. Dead?", "loses"),
        ("I'm at 7. My opponent casts 2 Lightning Bolts at me. Dead?", "keeps_playing"),
        ("Opponent has 6 life. I cast two Lightning Bolts at their face. Do they die?", "wins"),
        ("Opponent has 7 life. I cast two Lightning Bolts at their face. Win?", "keeps_playing"),
        # each or in all: the amount beside a count is not said
        ("I'm at 7. My opponent casts 2 Lightning Bolts at me for 6. Dead?", None),
        ("ライフ6で、相手の《稲妻》を2回受けました。死にましたか？", "loses"),
        ("ライフ7で、相手の《稲妻》を2回受けました。死にましたか？", "keeps_playing"),
        ("ライフ7から《稲妻》を2発くらいました。生きてます？", "keeps_playing"),
        ("ライフ6から《稲妻》を2発くらいました。生きてます？", "loses"),
        ("ライフ5。相手に《稲妻》を2発撃たれました。負けですか？", "loses"),
        # 「くらい」 as "about", and a receiving denied: no cast told
        ("ライフ4。《稲妻》くらいで死ぬ？", None),
        ("ライフ4。《稲妻》を受けなかった。負け？", None),
    ],
)
def test_a_spell_cast_a_counted_number_of_times(question: str, asker: str | None) -> None:
    assert _with(question, _BOLT) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main read the size and the amount as two blows: 'loses' at 6
        (
            "I'm at 6. My opponent attacks me with a 4/4. I don't block and take 4. Dead?",
            "keeps_playing",
        ),
        ("I'm at 3. My opponent attacks me with a 4/4. I don't block and take 4. Dead?", "loses"),
        # the block let through in the blow's own sentence: the next sentence's damage is more
        (
            "I'm at 6. My opponent attacks me with a 4/4 and I don't block. I take 3 from a burn"
            " spell. Dead?",
            "loses",
        ),
        (
            "I'm at 8. My opponent attacks me with a 4/4 and I don't block. I take 3 from a burn"
            " spell. Dead?",
            "keeps_playing",
        ),
        ("I'm at 6. Opp's 4/4 hits me. I take 3 from a burn spell. Dead?", "loses"),
        # a word of sequence: what follows is a later event's
        (
            "I'm at 6. My opponent attacks me with a 4/4. I don't block. Then I take 3 from a"
            " burn spell. Dead?",
            "loses",
        ),
    ],
)
def test_an_attacks_amount_told_where_its_block_is(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        (
            "Commander. I've taken 20 commander damage from my opponent's commander so far. I'm"
            " at 22 life. Am I still alive?",
            "keeps_playing",
        ),
        (
            "Commander game. I've taken 21 commander damage from my opponent's commander. Am I"
            " dead?",
            "loses",
        ),
        # named in full: the card's text is not what is told
        ("Commander game. Benalish Commander hits me for 5. I'm at 3. Dead?", None),
    ],
)
def test_a_card_recognised_by_a_game_word_alone(question: str, asker: str | None) -> None:
    assert _with(question, _BENALISH) == asker
