"""English stories as players write them at the table and in forums: contractions, "opp",
"villain", "the other guy", blows told by where they left a player ("knocks me to 0"), a bolt
with no amount, and the questions they end with. Each asserts the verdict, or that there is
none where the words leave the story open."""

from __future__ import annotations

import pytest

from bot.application.situation_verdict import refusal
from bot.application.situations import verdict_for
from bot.application.situations.card_effects.oracle import OracleCard

ANGEL = ["Platinum Angel"]

VERDICTS = [
    ("I'm on 5 and my opp bolts me. Am I dead?", [], "keeps_playing"),
    ("i'm at 3 and opp bolts me, am i dead", [], "loses"),
    ("My opponent is at 3 and I bolt them. Do I win?", [], "wins"),
    ("I'm at 4, opponent bolts me twice. Am I dead?", [], "loses"),
    ("My life is 8. Opponent's attack knocks me to 0. Do I lose?", [], "loses"),
    ("I was at 8. Opponent swings and takes me to 0. Do I lose?", [], "loses"),
    ("I was at 8. Opponent swings, taking me to 2. Do I lose?", [], "keeps_playing"),
    (
        "Opponent's attack takes me to -2 but I have Platinum Angel in play. Do I lose?",
        ANGEL,
        "keeps_playing",
    ),
    ("I'm at 3 life and have Platinum Angel on board. Opp bolts me. Dead?", ANGEL, "keeps_playing"),
    ("Opp's on 2 and I ping him for 2. Do I win?", [], "wins"),
    ("I'm at 7 and opp's creature connects for 7. Am I dead?", [], "loses"),
    ("I'm at 12, opponent smacks me for 5. Do I lose?", [], "keeps_playing"),
    ("Life: 6. Opp Lava Axes me for 5. Am I alive?", [], "keeps_playing"),
    ("I'm sitting at 4 life. Villain swings for 6 and I don't block. Do I lose?", [], "loses"),
    ("Sitting at 10, the other guy hits me for 7. Still alive?", [], "keeps_playing"),
    ("I was at 6, then I got burned for 6. Do I lose?", [], "loses"),
    ("I'm at 5. The opponent puts me at 0 with a burn spell. Do I lose?", [], "loses"),
    ("Opp has 2 life left and I swing for 3 unblocked. Do I win?", [], "wins"),
    (
        "I milled myself out, library is empty, and now I have to draw a card. Do I lose?",
        [],
        "loses",
    ),
    ("I got milled out. I'm at 20. Do I lose?", [], "keeps_playing"),
    ("I'm at 7. Opp hits me for 4 and then for 3. Am I dead?", [], "loses"),
    ("I'm at 7. Opp hits me for 4 and then for 2. Am I dead?", [], "keeps_playing"),
    ("Life total of 4, and opp drains me for 4. Am I dead?", [], "loses"),
    ("I'm at 1, opp hits me with 2 damage. Is it lethal?", [], "loses"),
    ("I'm at 5, opp's combat damage puts me at -1. Do I lose?", [], "loses"),
    ("I'm at 3. If opp bolts me, do I die?", [], "loses"),
    ("I'm at 1. I gain 3 life, then opp hits me for 3. Alive?", [], "keeps_playing"),
    ("I'm at 4. The attack knocks me to 1, then I take 1 more. Am I dead?", [], "loses"),
    ("Sitting at 10, opponent at 2. I hit for 2. Who wins?", [], "wins"),
    ("Opponent sitting at 3. I bolt him. Win?", [], "wins"),
    ("Sitting at 5 poison. I take 5 more poison. Dead?", [], "loses"),
    ("I'm at 5 and take 3 from a Hill Giant, so that's 2 left, right? Alive?", [], "keeps_playing"),
    (
        "So I'm playing a 1v1 game. I'm at 4 life. My opponent attacks with 2 creatures, I take 5"
        " total. Am I dead?",
        [],
        "loses",
    ),
    ("I'm at 6. Opp swings with a 5/5 and I take 5. Dead?", [], "keeps_playing"),
    ("I'm at 3. Opp hits me for 3 with his 2nd attacker. Dead?", [], "loses"),
    ("I'm at 3 and opp hits my face for 3. Dead?", [], "loses"),
    ("My library is at 0. It's my draw step. Do I lose?", [], "loses"),
    (
        "EDH, I've taken 14 combat damage from my opponent's commander already. It swings again"
        " and deals 7 more. Am I dead even though I'm at 19 life?",
        [],
        "loses",
    ),
    (
        "Opponent is at 0 and controls Platinum Angel. He had Platinum Angel destroyed by my"
        " removal. Do I win?",
        ANGEL,
        "wins",
    ),
    ("I'm at 10. I take 4, then 4 more. Am I alive?", [], "keeps_playing"),
    ("We're playing 2HG. Our team is at 5. Opponents hit us for 5. Do we lose?", [], "loses"),
    ("My opponent scoops. Do I win?", [], "wins"),
    ("I'm at 0 life but it's my opponent's turn. Do I lose right away?", [], "loses"),
    # "decked out" is a loss by drawing, never only an empty library as "milled out" is.
    ("I'm at 20. I got decked out. Do I lose?", [], "loses"),
    ("I'm at 20 with Platinum Angel. I got decked out. Do I lose?", ANGEL, "keeps_playing"),
]


@pytest.mark.parametrize(("question", "cards", "expect"), VERDICTS)
def test_an_informal_story_gets_its_verdict(question: str, cards: list[str], expect: str) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None and verdict.asker == expect


@pytest.mark.parametrize(
    "question",
    [
        # Each player is at 2 and each takes 2: not the asker's blow alone.
        "Both of us are at 2. We each take 2 damage. What happens?",
        # "bolts me for 4 with …" is some other burn: its amount is told, the bolt is not 3.
        "I'm at 3. Opp bolts me with something. Am I dead?",
        # The attack's damage is not told, only where it left someone unnamed.
        "I'm at 8. Opponent attacks and the damage takes us to 0. Do I lose?",
        # A blow told by the creature, not its amount; a chump block; a "for" that is no blow.
        "I'm at 7. Opponent hits me with a 4/4 and then with a 3/3. Am I dead?",
        "I'm at 1. Opp swings with a 2/2 and I chump with a 1/1. Do I live?",
        "I'm at 2 life and my opponent taps Prodigal Sorcerer to ping me. Am I dead?",
        "4 player commander game. The player on my left concedes. Do I win?",
        "I'm at 5 and the opponent attacks with a 3/3 and a 2/2. I block the 3/3. Do I die?",
        # Damage or life lost with no amount: each was played as nothing happening.
        "I'm at 5. Opp deals damage to me. Am I dead?",
        "I'm at 5. I lose some life. Am I dead?",
        "I'm at 5. I take lethal. Am I dead?",
        "I'm at 5. Opp knocks me out. Am I dead?",
        "I'm at 5. Do I die if I take damage?",
        # What might happen, or will later, is not what happened.
        "Opponent's at 5. My swing would put him at 0 if unblocked. Do I win?",
        "I'm at 4. The attack takes me to 0 next turn. Dead?",
        "I'm at 5, and we each lose 5 life. Who wins?",
        "I'm at 3. Opp bolts my creature. Dead?",
        "I'm at 2. Opp tries to bolt me but it gets countered. Dead?",
        "I'm at 3. Opp would bolt me but I prevent it. Dead?",
        # Two players joined as one subject, one of them read (was a wrong "loses").
        "My opponent and I are both at 1. I deal 1 damage to each player. What happens?",
        # A possessive on the one who removes a card is not the card's ("my friend exiles the
        # Angel" had the Angel the asker's: 'keeps playing').
        "Opponent is at 0 with Platinum Angel. My friend exiles the Angel. Who wins?",
        "I'm at 0 with Platinum Angel. Opp's creature destroys the Angel. Dead?",
        # A blow by its gerund, and whose a card is by a pronoun (were 'wins', 'keeps playing').
        "I'm at 3. Opp concedes after bolting me. Dead?",
        "I have 10 poison and Platinum Angel in play but it's my opponent's. Do I lose?",
        # An intent, a near miss, a modal or a fog before a blow: each was a blow that landed.
        "I'm at 3. Opp is going to hit me for 3. Am I dead?",
        "I'm at 3. Opp tried to hit me for 3. Am I dead?",
        "I'm at 3. Opp almost hit me for 3. Am I dead?",
        "I'm at 3. Opp can hit me for 3 next turn. Am I dead?",
        "I'm at 3. Opp threatens to hit me for 3. Am I dead?",
        "I'm at 3. Opp swings for 3 and I chump. Dead?",
        "I'm at 3. Opp swings for 3 but I fog. Dead?",
        # A blow at a permanent of the asker's, and an amount said roughly (were 'loses').
        "I'm at 3 and opp hits my creature for 3. Dead?",
        "I'm at 3 and opp hits my planeswalker for 3. Dead?",
        "I'm at 3ish. Opp hits me for 3. Dead?",
        "I'm at 3. The wrath left me at 3 creatures. Dead?",
        # A creature's size with no blow told after it in its sentence, or blows "each".
        "I'm at 6. Opp swings with a 5/5. I take damage. Dead?",
        "I'm at 4 life. My opponent attacks with 2 creatures for 3 each and I take 3. Dead?",
    ],
)
def test_an_informal_story_left_open_gets_no_verdict(question: str) -> None:
    assert verdict_for(question, ANGEL) is None


def test_a_question_whether_it_kills_asks_for_the_outcome() -> None:
    assert refusal("I'm sitting on 4. Opponent burns me for 3. Does it kill me?") is None
    assert refusal("I'm at 4. Can I kill the Angel with a Shock?") is not None


BOLT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.")


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        ("I'm at 3. Opponent targets me with Lightning Bolt. Dead?", "loses"),
        ("I'm at 4. Opp smacks me with Lightning Bolt. Dead?", "keeps_playing"),
    ],
)
def test_a_spell_aimed_at_a_player_is_its_effect(question: str, expect: str) -> None:
    verdict = verdict_for(question, ["Lightning Bolt"], [BOLT])
    assert verdict is not None and verdict.asker == expect
