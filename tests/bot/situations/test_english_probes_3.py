"""English stories written the way players ask on forums, Discord and judge Q&A, that got a
wrong verdict on main (0cf6f72): a response told as "responds"/"responding" played in the
order told, a match asked about answered by the game, a question asked for someone else or of
players named by seat answered as the asker's, an amount "each" read once, "one of the
opposing players" read as the asker, a total told with the event that left it played before
that event. Each gets no verdict now (or the right one), and beside each the same words where
the verdict is right keep it (a wrong verdict is worse than none)."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.application.situation_verdict import refusal
from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]
SHAHRAZAD = ["Shahrazad"]


def answered(question: str, cards: Sequence[str] = ()) -> str | None:
    """The outcome `search` answers with: none where the question asks something else."""
    return None if refusal(question) else asker_outcome(question, cards)


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # 0cf6f72: 'wins' and 'loses', the response played after what it answered (refused,
        # or played first as the stack orders it: structure/stack/)
        ("Opp at 3. I bolt him, he responds by gaining 5 life. Do I win?", None),
        ("I'm at 3. Opp bolts me. Responding, I gain 3 life. Am I alive?", "keeps_playing"),
        (
            "I'm at 4, opponent casts a spell that deals 4 to me; I'm responding with a spell "
            "that gains 4 life. Dead?",
            "keeps_playing",
        ),
        ("Opponent is at 2, I hit him with a Shock, he responded by gaining 2 life. Win?", None),
        ("I'm at 3. Opp bolts me. I respond by gaining 3 life. Dead?", None),
        # the same words with no response: played in the order told
        ("I'm at 3. Opp bolts me. Am I dead?", "loses"),
        ("I'm at 1. My opponent bolts me, and I don't have any responses. Am I dead?", "loses"),
        ("Opp at 1. I bolt him and he has no responses. Win?", "wins"),
        ("Opp at 3. I bolt him, he gains 5 life and then I bolt him twice more. Win?", "wins"),
        ("I'm at 3 and gain 3, then take 5. Dead?", "keeps_playing"),
    ],
)
def test_a_response_told_by_any_form_of_the_verb_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: the game's verdict given for the match asked ('loses', 'wins')
        ("I conceded game 1 in a Bo3. Did I lose the match?", None),
        ("I'm up 1-0. In game 2 I'm at 3 and take 3. Did I lose the match?", None),
        ("Did I lose the match? I was at 2 and took 2 in game 1.", None),
        ("Game 2 of a Bo3: I'm at 3 and take 3. Did I lose the match?", None),
        (
            "Tournament round: I won game 1, game 2 opp is at 2 and concedes. Did I win the "
            "match or do we play game 3?",
            None,
        ),
        ("Opponent scooped in game one. So I won the match, right?", None),
        ("It's game 1. Opp at 3, I bolt him. That's the match?", None),
        ("Game 1, opp at 2 and I hit him for 2. Did I win the round?", None),
        # the game asked, a match named only in the story, a mirror match
        ("Match point, game 3: opp is at 3 and I bolt him. Did I win the game?", "wins"),
        ("In game 1 I was at 3 and took 3. Did I lose that game?", "loses"),
        ("I'm up 1-0. In game 2 I'm at 3 and take 3. Did I lose game 2?", "loses"),
        ("Mirror match: opp at 3, I bolt him. Do I win?", "wins"),
        ("Opp at 3, I bolt him. Is this a mirror match win for me?", "wins"),
        ("I conceded the match. Did I lose game 3?", "loses"),
    ],
)
def test_the_match_asked_gets_no_verdict_of_the_game(question: str, asker: str | None) -> None:
    assert answered(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'wins' and 'loses', the friend's or a seat's story played as the asker's
        (
            "Judge question: player A at 3 life takes 3 from player B's Lightning Bolt. Does "
            "player A lose?",
            ["Lightning Bolt"],
            None,
        ),
        ("Asking for a friend. She's at 4 and took 4 from a dragon. Is she out?", [], None),
        ("Asking for a buddy: he's at 2 and takes 2. Dead?", [], None),
        ("Question for my brother, he's at 1 and got pinged for 1. Is he dead?", [], None),
        ("A friend asked me: he's at 3 and takes 3. Does he lose?", [], None),
        ("Player A is at 2 and player B hits her for 2. Did player A lose?", [], None),
        (
            "Asked on behalf of a student: she's at 0 with Platinum Angel. Does she lose?",
            ANGEL,
            None,
        ),
        # the asker among the players: "asking for myself", a seat beside "I", the friend who
        # is the other player
        ("Asking for myself lol: opp at 3, I bolt him. Did I win?", [], "wins"),
        ("He's at 3 and I bolt him. Did I win?", [], "wins"),
        ("My friend is at 3 and I bolt him. Did I win?", [], "wins"),
        ("Me vs my roommate: he's at 2, I hit him for 2. Did I win?", [], "wins"),
        ("My girlfriend was at 3 and I bolted her. She says she's still in. Is she?", [], "wins"),
    ],
)
def test_a_question_for_someone_else_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', 2 damage read where two players dealt 2 each
        ("2HG: our team is at 4. Both opponents' creatures hit us for 2 each. Dead?", None),
        ("2HG: our team is at 4. Both opposing players hit us for 2 each. Dead?", None),
        ("I'm at 4. His goblins hit me for 2 apiece, there were two. Dead?", None),
        ("2HG, we're at 6. Their creatures deal 3 damage each to us. Are we dead?", None),
        ("I'm at 5. Opp's guys swung in and hit me for 1 each. Alive?", None),
        # a count of blows read, and a blow to every player
        ("I'm at 4. The two attackers hit me for 2 each. Dead?", "loses"),
        ("1v1: I'm at 4. Two of his creatures hit me for 2 each. Am I dead?", "loses"),
        ("1v1: I'm at 5. Two of his creatures hit me for 2 each. Am I dead?", "keeps_playing"),
        ("We're both at 2. My Pestilence hits each of us for 2. Who wins?", "draw"),
        ("opp at 1, me at 5, both of us take 1. who wins?", "wins"),
    ],
)
def test_an_amount_told_each_is_not_read_once(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', "one of the opposing players concedes" read as the asker conceding
        ("2HG: one of the opposing players concedes. Are we still in?", None),
        ("2HG: one of the opponents concedes. Do we win?", None),
        ("FFA: one of the other players scoops. Do I lose?", None),
        ("3-player: one of the players concedes. Am I out?", None),
        ("4-player: either of my opponents concedes. Do I lose?", None),
        # the asker's own side, and a concession told of a player named
        ("2HG: one of us concedes. Did we lose?", "loses"),
        ("I concede. Do I lose?", "loses"),
        ("Two player game, the other guy conceded. Did I win?", "wins"),
        ("4-player game, an opponent conceded. Did I win?", "keeps_playing"),
    ],
)
def test_one_of_several_players_is_nobody_named(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the total's own cause played after it (3 - 3)
        ("I'm at 3 now since he bolted me. Am I dead?", None),
        ("I'm at 3 now, because he bolted me. Am I dead?", None),
        ("I'm at 2 because he shocked me for 2. Dead?", None),
        ("Opp is at 3 cuz I bolted him. Did I win?", None),
        ("I'm at 2 after I paid 2 life for a shockland. Dead?", None),
        # placed before or after its cause, the total gives the same verdict (main: the same
        # verdict from 6 - 4 and 5 - 3, the right one by chance)
        ("I'm at 6 after taking 4 from his dragon. Does that mean I'm out?", "keeps_playing"),
        ("I'm at 5 since he hit me for 3 last turn. Am I still alive?", "keeps_playing"),
        ("Opp's at 3 thanks to my Shock dealing 2 to him. Do I win?", "keeps_playing"),
        # the total told before the events, in its own sentence or by "then"
        ("I'm at 3 and then he bolts me. Am I dead?", "loses"),
        ("I'm at 3 since turn 2. He bolts me. Am I dead?", "loses"),
        ("I'm at 3 after all that. Opp bolts me. Dead?", "loses"),
        ("I'm at 3 because I fetched a lot. Opp bolts me. Dead?", "loses"),
        ("I'm at 5 and he hits me for 3, then for 2. Am I alive?", "loses"),
        ("I was at 20, took 7 from a dragon, then 13 more from a burn spell. Am I out?", "loses"),
    ],
)
def test_a_total_told_with_the_event_that_left_it_is_placed_both_ways(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', an event told as long past played after the present total
        ("I'm at 3. Opp bolted me 2 turns ago. Alive?", None),
        ("I'm at 3. He bolted me two turns ago. Am I alive?", None),
        ("I'm at 3. He bolted me a few turns back. Am I alive?", None),
        ("I'm at 3. I took 3 from a dragon on turn 4, it's turn 6 now. Alive?", None),
        ("I'm at 3. He bolted me at some point earlier. Alive?", None),
        ("I'm at 4 (took 4 from his dragon). Dead?", None),
        ("I'm at 4 now, took 4 from his dragon. Dead?", None),
        ("I'm at 4 now; he hit me for 4 with a dragon. Dead?", None),
        ("Life: 4 (he hit me for 4 last combat). Am I dead?", None),
        # placed either way, the same verdict (main: 5 - 3, right by chance)
        ("I'm at 5. Opp bolted me 3 turns ago. Alive?", "keeps_playing"),
        # events told after the total as what comes next
        ("I'm at 4 and he hits me for 4. Dead?", "loses"),
        ("I'm at 4. Now he hits me for 4. Dead?", "loses"),
        ("I'm at 4 and take 3 damage, then 1 more from a ping. Dead?", "loses"),
        ("I'm at 1. Opp passes the turn. Am I dead?", "keeps_playing"),
    ],
)
def test_an_event_told_as_long_past_is_placed_both_ways(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the change and the blow that made it both played (8 - 4 - 4)
        ("I went from 8 to 4 when he hit me for 4. Dead?", None),
        ("I dropped from 8 to 4 after his attack for 4. Dead?", None),
        ("My life went from 6 to 2 because he hit me for 4. Am I dead?", None),
        # the change alone, or another blow after it
        ("My life went from 10 to 0. Do I lose?", "loses"),
        ("I went from 8 to 4, then took 4 more. Dead?", "loses"),
        ("I went from 8 to 4, then took 3 more. Dead?", "keeps_playing"),
    ],
)
def test_a_change_told_with_the_blow_that_made_it_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'draw', one Platinum Angel for two players who each have one
        (
            "We both have Platinum Angel out and we're both at 0. Does either of us lose?",
            ANGEL,
            None,
        ),
        ("Both of us control Platinum Angel and we're both at -1. Who wins?", ANGEL, None),
        # main: 'keeps_playing', a draw each turn read as one draw
        ("My library has 3 cards. I draw one each turn. Do I lose in 4 turns?", [], None),
        ("My library has 3 cards. I draw 2 per turn. Do I lose?", [], None),
        ("I'm at 5 and lose 2 life every turn. Do I die?", [], None),
        # main: 'loses', the threshold a condition names read as a total the asker has
        (
            "Phyrexian Unlife is out on my side, I'm at -3 and take 2 more damage. I'm fine as "
            "long as I don't get to 10 poison, right?",
            ["Phyrexian Unlife"],
            None,
        ),
        ("I'm at 5 poison and take 2 poison. I'm fine until I get to 10 poison, right?", [], None),
        ("I'm at 5 and take 2. I only lose if I get to 0, right?", [], None),
        # the same words told as they happened, a card of one player, a draw told once
        ("I'm at 0 and I have Platinum Angel out. Do I lose?", ANGEL, "keeps_playing"),
        ("My library has 3 cards. I draw 4. Do I lose?", [], "loses"),
        ("I'm at 3. If my opponent hits me for 3, do I lose?", [], "loses"),
        ("If I'm at 3 and take 3, do I lose?", [], "loses"),
        ("I'm at 5 poison and take 5 more poison. Dead?", [], "loses"),
    ],
)
def test_a_card_each_holds_a_repeated_event_or_a_threshold_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses' and 'keeps_playing', a rule asked of any player answered as the asker's
        ("Generally speaking, does a player with 10 poison counters lose?", [], None),
        ("Does a player with 10 poison counters lose?", [], None),
        ("Does a player with 0 life and Platinum Angel lose?", ANGEL, None),
        ("Rules question: does someone with 10 poison lose?", [], None),
        ("Does the player with 10 poison counters lose?", [], None),
        ("Players at 0 life lose, right?", [], None),
        # the asker's own, and a player named beside "a player"
        ("I have 10 poison counters now. Do I lose?", [], "loses"),
        ("I'm at 0 life and control Platinum Angel. Do I lose?", ANGEL, "keeps_playing"),
        ("I'm at 9 poison. Am I dead?", [], "keeps_playing"),
        (
            "3-player FFA, all of us but me at 1 life. Someone's Pestilence pings everybody for 1. "
            "Did I win?",
            [],
            "wins",
        ),
    ],
)
def test_a_rule_asked_of_any_player_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'wins', life paid that the payer does not have (119.4)
        ("Opponent at 1 pays 2 life for his shockland. Did I win?", [], None),
        ("Opp is at 3 and pays 4 life for Toxic Deluge. Do I win?", [], None),
        ("I'm at 2 and pay 3 life for a Dismember. Dead?", [], None),
        # main: 'keeps_playing', half a life unread and the story played without it; now the
        # half is played (107.1a: 1 rounded up is 1, the whole of it)
        ("I'm at 1, I lose half my life rounded up. Dead?", [], "loses"),
        ("Opp is at 1 and loses half his life, rounded up. Did I win?", [], "wins"),
        # an odd life halved with no rounding told: not played
        ("I'm at 1, I lose half my life. Dead?", [], None),
        # life paid that the payer has, and a subgame's half
        ("Opponent at 2 pays 2 life for his shockland. Did I win?", [], "wins"),
        ("I'm at 2 and pay 2 life. Do I lose?", [], "loses"),
        (
            "Shahrazad question. I'm at 9 in the main game and I lose the subgame. Still alive?",
            SHAHRAZAD,
            "keeps_playing",
        ),
    ],
)
def test_life_paid_beyond_a_total_or_halved_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the library in a list of empty zones unread, played full
        (
            "I have Lich's Mirror. I'm at 0 life. My library, hand, graveyard are all empty and "
            "Mirror is my only permanent. Do I survive?",
            None,
        ),
        ("I have Lich's Mirror. I'm at 0 life. My library and hand are empty. Do I survive?", None),
        # the library told apart, and zones told empty beside it
        (
            "I have Lich's Mirror. I'm at 0 life. My hand and graveyard are empty. My library "
            "has 30 cards. Do I survive?",
            "keeps_playing",
        ),
        (
            "I have Lich's Mirror and I'm at 0. My library has 30 cards. What happens?",
            "keeps_playing",
        ),
    ],
)
def test_a_library_told_empty_among_zones_gets_no_verdict(question: str, asker: str | None) -> None:
    assert asker_outcome(question, ["Lich's Mirror"]) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', "the guy across from me conceded" read as the asker conceding
        ("Playing commander, the guy across from me conceded. Did I win?", None),
        ("4-player game, the guy to my left conceded. Am I out?", None),
        ("The dude opposite me scooped. Did I win?", None),
        # main: 'wins', a free-for-all or a variant of unknown seats played as two players
        ("FFA: opponent at 3, I bolt him. Did I win?", "keeps_playing"),
        ("Free-for-all, opponent at 2 and I hit him for 2. Do I win?", "keeps_playing"),
        ("Brawl: opponent at 3, I bolt him. Win?", None),
        ("Planechase game: opponent at 3, I bolt him. Win?", None),
        # players named as players, and seats counted
        ("2-player game, the opponent across from me conceded. Did I win?", "wins"),
        ("FFA with 3 players: opponent at 3, I bolt him. Did I win?", "keeps_playing"),
        ("Multiplayer: opponent at 3, I bolt him. Did I win?", "keeps_playing"),
        ("1v1 Commander: opponent concedes. Do I win?", "wins"),
    ],
)
def test_a_seat_by_place_or_a_variant_of_unknown_seats_is_not_two_players(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', what might have been answered by what was
        ("I'm at 3, opp bolts me. Would I have survived with 4 life?", None),
        ("I'm at 1 and got hit for 2. What could I have done to survive?", None),
        ("I'm at 3 and took 3. Could I have lived if I had gained 1 first?", None),
        ("I took 3 at 3 life. Should I have blocked? I'd have lived, right?", None),
        ("Opp was at 3 and I bolted him. Would've I won without the bolt?", None),
        # the story asked as it happened, and "would I have to"
        ("I was at 3 life and took 3. Am I dead?", "loses"),
        ("I'm at 3. Would I lose if my opponent bolts me?", "loses"),
        ("I'm at 10. Would I lose if my opponent bolts me?", "keeps_playing"),
        ("Hypothetically, if I were at 3 and took 3, would I lose?", "loses"),
    ],
)
def test_what_might_have_been_gets_no_verdict(question: str, asker: str | None) -> None:
    assert answered(question) == asker
