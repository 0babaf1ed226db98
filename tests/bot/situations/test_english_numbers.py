"""Numbers English stories say beside the facts: a blow's source told by its size ("take 3 from
a 3/3"), an amount told again in a parenthesis ("bolts me (3 damage)"), a noun said once for two
counts ("0 cards in library and 3 in hand", "my opponent's is 15"), more of a blow from a named
source, a match's score, the turn it happened, an ordinal card, a span of turns, the seats at
the table. Each reading is asserted with its verdict, beside a trap: the same words where taking
the number would give a wrong verdict, which must get none (or the right other one)."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for

ANGEL = ["Platinum Angel"]
COIL = ["Immortal Coil"]

READ = [
    # A blow's source told by its size after the amount: the amount told is what it dealt.
    ("I'm at 1 life and take 2 from a 2/2. dead?", [], "loses"),
    ("I'm at 10 and take 3 from a 3/3. dead?", [], "keeps_playing"),
    ("I'm at 3 and take 3 from my opponent's 3/3 dragon. Dead?", [], "loses"),
    ("I'm at 4 and got hit by a 4/4 for 4. Dead?", [], "loses"),
    ("I'm at 5 and got hit by a 4/4 for 4. Dead?", [], "keeps_playing"),
    ("Opponent at 20 and I deal 3 to him with a 3/3. Do I win?", [], "keeps_playing"),
    ("Opponent is at 6. I hit him with two 3/3 creatures for 6 total. Win?", [], "wins"),
    ("Opponent is at 7. I hit him with two 3/3 creatures for 6 total. Win?", [], "keeps_playing"),
    ("I have 9 poison and take 1 more from a 1/1 infect guy. Dead?", [], "loses"),
    (
        "I'm at 2 life and 9 poison with 5 cards left in my library. Opp hits me with an infect"
        " 1/1 for 1. Dead?",
        [],
        "loses",
    ),
    ("I'm at 4, opp hits me with his 4/4 for 4. Dead?", [], "loses"),
    # The amount told wins over the size.
    ("I'm at 3, opp hits me with his 4/4 for 2. Dead?", [], "keeps_playing"),
    # Creatures counted or sized before the blow their sentence tells.
    (
        "Opponent attacks me with 2 1/1 tokens, I'm at 2, I don't block and take 2. Dead?",
        [],
        "loses",
    ),
    ("I'm at 4. His 2 goblins hit me for 4 total. Dead?", [], "loses"),
    ("I'm at 5. His 2 goblins hit me for 4 total. Dead?", [], "keeps_playing"),
    ("I'm on 3 life. The opp's 1/1 with +2/+0 hits me for 3. dead?", [], "loses"),
    # More of the blow before, from a source told by name or size.
    (
        "I was at 20, took 7 from a dragon, then 13 more from a burn spell. Am I out?",
        [],
        "loses",
    ),
    ("I'm at 10 and take 3 from a 3/3, then 7 more from a 7/7. dead?", [], "loses"),
    ("I'm at 3, take 1 from a 1/1, then 2 more from a 2/2. Am I out?", [], "loses"),
    ("Opp has 9 poison. I give him 1 more. Win?", [], "wins"),
    # An amount told again in a parenthesis, said, summed, multiplied or by its sources.
    ("I'm at 7 life. Opponent bolts me (3 damage). Alive?", [], "keeps_playing"),
    ("I'm at 3 life. Opponent bolts me (3 damage). Alive?", [], "loses"),
    ("I'm at 6. Opp hits me for 6 (two 3/3s). Dead?", [], "loses"),
    ("I'm at 10. I took 10 (5+5). Dead?", [], "loses"),
    ("I'm at 10. Opp hits me for 6 (3x2). Dead?", [], "keeps_playing"),
    (
        "Running Immortal Coil, graveyard has 1 card, opponent bolts me for 3 (so 3 damage)."
        " What happens?",
        COIL,
        "loses",
    ),
    # A noun said once for two counts or totals.
    ("My life total is 3, my opponent's is 15. He bolts me. Do I lose?", [], "loses"),
    ("My life total is 3, my opponent's is 2. I bolt him. Do I win?", [], "wins"),
    ("His life is 10, mine is 3. He bolts me. Dead?", [], "loses"),
    ("My poison count is 9, my opponent's is 2. I give him 8 more. Win?", [], "wins"),
    # ... the noun of the total before, not any other: poison given is no life lost.
    ("My life is 9, my opponent's is 2. I give him 8 poison counters. Win?", [], "keeps_playing"),
    ("Opp has 0 cards in library and 3 in hand, he has to draw. Do I win?", [], "wins"),
    ("I have 3 cards in hand, 0 in library and 5 in graveyard. I draw. Lose?", [], "loses"),
    ("My graveyard has 3 cards, hand has 2, library has 0. I have to draw. Lose?", [], "loses"),
    ("My library count is 0 and I draw a card. Lose?", [], "loses"),
    ("Poison: 9. I get 1 more poison counter. Dead?", [], "loses"),
    ("Life total went 20 -> 0 after the attack. Dead?", [], "loses"),
    ("My life total went 20 -> 5 after the attack. Dead?", [], "keeps_playing"),
    ("I'm at 20. Opponent Fireballs me for 20 (X=20). Dead?", [], "loses"),
    ("Cards left in our libraries: mine 0, theirs 3. I draw a card. Lose?", [], "loses"),
    ("Life: me 3 / opp 20. Opp bolts me. Dead?", [], "loses"),
    ("Life: me 20 / opp 3. I bolt opp. Win?", [], "wins"),
    ("Me @ 3, opp @ 20. Opp bolts me. Dead?", [], "loses"),
    # A match's score and the games played.
    ("We're 1-0 in games, game 2 now. I'm at 6 and take 5. Alive?", [], "keeps_playing"),
    ("Up 2-1 in the match. I'm at 6 and take 5. Alive?", [], "keeps_playing"),
    ("3 games in today. I'm at 5 and take 4. Alive?", [], "keeps_playing"),
    # When it happened, told as this turn or over some turns; one card drawn by its ordinal.
    ("Last turn I was at 8. This turn I took 5 and then 3 more. Dead?", [], "loses"),
    (
        "I have Platinum Angel. My opponent dealt me 25 damage over 3 turns and I'm at -5."
        " Still in the game?",
        ANGEL,
        "keeps_playing",
    ),
    ("My library is empty. I draw my 2nd card this turn. Do I lose?", [], "loses"),
    (
        "Opp is on 5, I'm on 1. He draws his 7th card from an empty library. Then he bolts me."
        " Dead?",
        [],
        "wins",
    ),
    (
        "Opp is on 5, I'm on 1. He draws his card from an empty library. Then he bolts me.",
        [],
        "wins",
    ),
    # Amounts alone after the blow before: in a list, after "then"/"and", or with its unit.
    ("Sitting at 20 life. I take 7, 7 and 6. Dead?", [], "loses"),
    ("Sitting at 20 life. I take 7, 7 and 5. Dead?", [], "keeps_playing"),
    ("I'm at 5. I take 2 damage, then 3 damage. Dead?", [], "loses"),
    ("I'm at 10. Opp hits me for 4, then 6. Dead?", [], "loses"),
    ("I'm at 6. I lose 3 life, then 3 life. Dead?", [], "loses"),
    # Where a life came to.
    (
        "Transcendence on my board and I'm at 17. I gain 3 life and reach 20. Am I out?",
        ["Transcendence"],
        "loses",
    ),
    ("I'm at 3 and take 3, so I end up at 0. Dead?", [], "loses"),
    # Less lost with "more" and no unit after a life lost before.
    ("I'm at 10. I lose 4 life, take 4 damage, and then lose 2 more. Dead or alive?", [], "loses"),
    (
        "I'm at 10. I lose 4 life, take 3 damage, and then lose 2 more. Dead or alive?",
        [],
        "keeps_playing",
    ),
    # A creature's size in a parenthesis after its name, its blow told.
    (
        "I'm at 4 life. My opponent's Hill Giant (3/3) connects for 3, then they Shock me for 2."
        " Out?",
        [],
        "loses",
    ),
    # The amount said again after a comma, or the sum of the amounts told said as a total.
    ("I'm at 5 and opponent hits me for 4, that's 4 damage. Dead?", [], "keeps_playing"),
    ("I'm at 7. I take 3 and then 4, 7 total. Dead?", [], "loses"),
    ("I'm at 10. I take 3 and then 4, 7 in total. Dead?", [], "keeps_playing"),
    ("I'm at 6. I take 3, then 3 more, so that's 6. Dead?", [], "loses"),
    # The asker's sum where it comes to the life the story leaves.
    ("I'm at 5 and take 3, so that's 2, right? Alive?", [], "keeps_playing"),
    ("I'm at 6. I take 3, then 3 more, so that's 0 left. Dead?", [], "loses"),
    ("I'm at 6, gain 2 and take 3, which makes 5. Alive?", [], "keeps_playing"),
    # A spell as the means of what it deals, and "pts" as points.
    ("I'm at 2. Opponent casts a spell dealing 2 to me. Dead?", [], "loses"),
    ("I'm at 3. Opponent casts a spell dealing 2 to me. Dead?", [], "keeps_playing"),
    ("I'm at 2 and take 2 pts of damage. Dead?", [], "loses"),
    # A named card's size: the engine has the card, and no combat to size it for.
    (
        "I control Platinum Angel (a 4/4 for 7). I'm at -2. Opponent bolts me. Lose?",
        ANGEL,
        "keeps_playing",
    ),
    (
        "I control Platinum Angel (4/4 flier). I'm at -2. Opponent bolts me. Lose?",
        ANGEL,
        "keeps_playing",
    ),
    (
        "I have my 4/4 Platinum Angel out. I'm at -2. Opponent bolts me. Lose?",
        ANGEL,
        "keeps_playing",
    ),
    # Commander damage from one commander, as the rule counts it.
    ("EDH: I've taken 21 commander damage from one commander. Am I out?", [], "loses"),
    ("EDH: I've taken 20 commander damage from one commander. Am I out?", [], "keeps_playing"),
    # The question pointing back at an amount told.
    ("I'm at 3 and opp bolts me for 3. Do I die to the 3 damage?", [], "loses"),
    ("I'm at 3 and opp bolts me. Do I die to the 3?", [], "loses"),
    # The seats at the table.
    ("EDH game, 4 of us. I'm at 3 and opponent A bolts me. Dead?", [], "loses"),
    ("EDH game, 4 players total. I'm at 3 and opponent A bolts me. Dead?", [], "loses"),
    ("4-person table. I'm at 3 and opponent A bolts me. Dead?", [], "loses"),
    ("3-way FFA, I'm at 3. Opponent A bolts me. Dead?", [], "loses"),
    ("I'm at 3 in a three player free for all. Opponent A bolts me. Dead?", [], "loses"),
    ("There are 4 players. I'm at 3 and opponent A bolts me. Dead?", [], "loses"),
    ("EDH pod of 4, I'm at 3 and opponent A bolts me. Dead?", [], "loses"),
    ("I'm at 5 in a game of 4. Opponent A bolts me, then opponent B bolts me. Dead?", [], "loses"),
    # A card by its cost, a die, a tournament's cut, a time of day.
    ("I'm at 2 and his 2-drop hits me for 2. Dead?", [], "loses"),
    ("Opp at 3. I play a 3-mana spell that deals 3 to him. Win?", [], "wins"),
    ("I'm at 3 and roll a d20 for fun. Opponent bolts me. Dead?", [], "loses"),
    ("Top 8 match, I'm at 3. Opp bolts me. Dead?", [], "loses"),
    ("Playing Modern at 10 pm, I'm at 3. Opp bolts me. Dead?", [], "loses"),
    # A blow told as a noun with its amount.
    ("I'm at 4 and take a 4-point hit from opp's dragon. Dead?", [], "loses"),
    ("I'm at 5 and take a 4-point hit from opp's dragon. Dead?", [], "keeps_playing"),
]

TRAPS = [
    # A size before the verb is the one that took it: a creature, not the asker.
    "I'm at 2. My 3/3 takes 2 from his bolt. Dead?",
    # A count of attackers is no amount of damage.
    "I'm at 5 and opp attacks with all 5. Alive?",
    "My opponent has 5 creatures, I'm at 10 and he attacks with all 5, I take 8. Alive?",
    # A size told after the blow and apart from it may have dealt more.
    "I'm at 6. I take 3 from a 3/3 and his 5/5 is unblocked. Dead?",
    # More from an infect source is poison, which the blow before is not.
    "I'm at 10, took 7 from a dragon, then 3 more from an infect guy. dead?",
    # Creatures counted in a sentence whose blow is not told with them.
    "I'm at 5 and he has 2 goblins. Opp bolts me. Dead?",
    # Creatures counted by their type, with an amount that may be each one's.
    "I'm at 4. His 2 goblins hit me for 2. Dead?",
    # A parenthesis that comes to another amount, or says more than a sum.
    "I'm at 7 life. Opponent bolts me (6 damage). Alive?",
    "I'm at 6. Opp hits me for 6 (two 2/2s). Dead?",
    "I'm at 10. I took 10 (5+4). Dead?",
    "I'm at 10. Opp hits me for 6 (3 each). Dead?",
    # A count left without a zone, and a total whose noun is not said before it.
    "I have 3 cards in hand and 2 in play. I'm at 3. Opp bolts me. Dead?",
    "I'm at 7. My opponent's is 2. He bolts me. Dead?",
    # A pair of numbers with no word of a match beside it may be two totals.
    "We're at 6-3. Opp bolts me. Dead?",
    # "him" after another player's total than the opponent's.
    "Opp has 9 poison, my teammate has 5. I give him 1 more. Win?",
    # Turns that repeat a blow or come after this one.
    "I'm at 8. Each turn I take 5. Dead?",
    "I'm at 8. I take 5 this turn and 5 next turn. Dead?",
    "I'm at 20 with Platinum Angel and take 5 for 3 turns. Still in?",
    # An ordinal of a card among others, or of a poison counter, counts.
    "I have 1 card in library and I draw my 2nd card of 3. lose?",
    "I'm at 5 with 9 poison and get my 10th poison counter. dead?",
    # Two of the players, not how many play.
    "There are 3 of us. 2 of us are at 1 life. Opponent A pings me for 1. Dead?",
    # A number alone after a comma may be the total the blow left; one with another unit,
    # or after a total, is no more of the same.
    "I'm at 10. I take 4, 6. Dead?",
    "I'm at 6. I take 3 damage, 3 damage to my creature. Dead?",
    "I'm at 9 poison. I take 1 poison then 1 damage. Dead?",
    "I have 8 poison, then 2. Dead?",
    "I'm at 20. Opponent Fireballs me for 20 (X=10). Dead?",
    # A card's parenthesis that tells a blow is no description.
    "I control Platinum Angel (a 4/4 that hit him for 4). I'm at -2. Opponent bolts me. Lose?",
    # An amount only the question tells, or adds: the story does not play it.
    "I'm at 5 and opp bolts me. Do I die to the 5 damage?",
    "I'm at 6 and opp bolts me for 3. Do I die to another 3?",
    "I'm at 6 and opp bolts me for 3. Do I die to 3 more?",
    # A size in a parenthesis is no blow: what it dealt is not told.
    "I'm at 3. Opp's Hill Giant (3/3) hits me. Dead?",
    "I'm at 3. Opp's Hill Giant (3/3) attacks me, I don't block. Dead?",
    # An amount said again, or a total, that comes to another amount than the story's.
    "I'm at 5 and opponent hits me for 4, that's 1 left. Dead?",
    "I'm at 7. I take 3 and then 3, 7 total. Dead?",
    # The asker's sum that comes to anything else tells what the story does not (a doubling?).
    "I'm at 6. Opp bolts me for 3, so that's 6 and I'm dead?",
    "I'm at 5 and take 3 from a Hill Giant, so that's 1 left, right? Alive?",
    # A spell dealing damage to a creature, not the asker.
    "I'm at 2. Opponent casts a spell dealing 2 to my creature. Dead?",
    # A life given as "life N" only as a clause of its own.
    "I gain life 3 times. I'm at 1. Dead?",
    # "my last one" is the one card left: a count the reader does not place, no pronoun.
    "My library is down to my last one. I draw 2. Do I lose?",
    # The top cards of a library, and players counted by a total they share.
    "I'm at 6. Opp exiles the top 8 cards of my library and bolts me. Dead?",
    "There are 2 players at 1 life. Opp bolts me. Dead?",
    # A blow's noun that a creature takes, not the asker.
    "I'm at 4. My 3/3 takes a 4-point hit from his dragon. Dead?",
]


@pytest.mark.parametrize(("question", "cards", "asker"), READ)
def test_the_number_beside_the_fact_is_read(question: str, cards: list[str], asker: str) -> None:
    verdict = verdict_for(question, cards)
    assert verdict is not None, question
    assert verdict.asker == asker


@pytest.mark.parametrize("question", TRAPS)
def test_the_same_words_where_the_number_counts_get_no_verdict(question: str) -> None:
    assert verdict_for(question, ANGEL if "Angel" in question else []) is None
