"""English stories that got a wrong verdict, found by rewording the tuning questions: the
asker's turn told without its draw, an event only tried or nearly done, a card in a hand read
as in play, two players "both" at a total. Each must get the right verdict or none (a wrong
verdict is worse than none), and the wordings they were reworded from keep their verdict."""

from __future__ import annotations

import pytest

from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', though the turn's draw is what the question turns on
        ("My library is empty and it's my turn now. Do I lose?", [], None),
        ("My library is empty and my turn is starting. Do I lose?", [], None),
        # the tuning wording, with the draw told; another turn, another number
        (
            "My library is empty and it's my draw step. I have 12 life and a full grip. "
            "Do I lose when I draw?",
            [],
            "loses",
        ),
        ("My library is empty and it's my opponent's turn. Do I lose?", [], "keeps_playing"),
        ("It's turn 5, I'm at 4 life and take 4 damage. Do I lose?", [], "loses"),
    ],
)
def test_the_askers_turn_told_without_its_draw_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', the removal played as if it had happened
        (
            "I was at -3 with Platinum Angel out. Then opponent tries to Murder the Angel but it "
            "fizzles. Do I die?",
            ANGEL,
            None,
        ),
        (
            "I was at -3 with Platinum Angel out. Opponent is about to Murder the Angel. Do I die?",
            ANGEL,
            None,
        ),
        (
            "I was at -3 with Platinum Angel out. Opponent almost Murdered the Angel. Do I die?",
            ANGEL,
            None,
        ),
        (
            "Running Immortal Coil. Graveyard had exactly 2 cards when my opponent threatened to "
            "deal me 3 damage. What happens?",
            ["Immortal Coil"],
            None,
        ),
        # main: 'loses', a total told as what the asker believed
        ("I thought I was at 4 life, and my opponent hit me for 4. Am I dead?", [], None),
        ("I think I'm at 5, and took 5. Dead?", [], None),
        ("I'm at 4 life and my opponent hit me for 4. Am I dead?", [], "loses"),
        # main: 'loses', another creature's 7 "more" read as the commander's
        (
            "EDH, I've taken 14 combat damage from my opponent's commander already. Another "
            "creature swings and deals 7 more. Am I dead?",
            [],
            None,
        ),
        (
            "EDH, I've taken 14 combat damage from my opponent's commander already. It swings "
            "again and deals 7 more. Am I dead?",
            [],
            "loses",
        ),
        # main: 'loses', a spell countered played as resolved
        (
            "My library has 1 card. I cast something that draws me 2, but it gets countered. "
            "Do I lose?",
            [],
            None,
        ),
        (
            "My library has 1 card. I cast something that draws me 2. I don't control anything "
            "special. Do I lose?",
            [],
            "loses",
        ),
        # main: 'loses', "all of us but me" read as every player
        (
            "3-player FFA, all of us but me at 1 life. Someone's Pestilence pings everybody for 1. "
            "Did I win?",
            [],
            "wins",
        ),
        (
            "3-player FFA, all three of us at 1 life. Someone's Pestilence pings everybody for 1. "
            "Draw for everyone?",
            [],
            "draw",
        ),
        # main: 'loses', a player's two commanders' blows added as one commander's
        (
            "EDH. My opponent's commander hit me for 10, then their other commander hit me for "
            "11. Am I dead?",
            [],
            None,
        ),
        (
            "EDH. My opponent's commander hit me for 10, then another opponent's commander hit "
            "me for 11. Am I dead?",
            [],
            "keeps_playing",
        ),
        # main: a supposition that undoes the story, played as told ('keeps_playing', 'loses')
        ("I'm at 0 with Platinum Angel. If it weren't there, would I lose?", ANGEL, None),
        ("I'm at 3. Unless my opponent hits me for 3, I'm fine, right?", [], None),
        ("I'm at 3. If my opponent hits me for 3, do I lose?", [], "loses"),
        ("I'm at 3. Even if my opponent hits me for 3, I don't lose, right?", [], "loses"),
        # main 9fbf8f5: 'loses', the one Platinum Angel read as the opponent's alone
        (
            "I'm at 3 with Platinum Angel out, but my opponent has Platinum Angel too. I take 6. "
            "Am I dead?",
            ANGEL,
            None,
        ),
        (
            "Platinum Angel is out. I'm at 0. It's my opponent's Angel though. Do I lose?",
            ANGEL,
            "loses",
        ),
        # main: 'loses' and 'keeps_playing', "both take 1" read as the asker's alone
        ("opp at 1, me at 1, both take 1 from my Pestilence. who wins lol", [], None),
        ("opp at 1, me at 5, both take 1 from my Pestilence. who wins lol", [], None),
        ("opp at 1, me at 5, both of us take 1. who wins?", [], "wins"),
        # main: 'loses' and 'keeps_playing', events played in the order told, not as happened
        ("I'm at 3 and take 3, but first I gain 3. Dead?", [], None),
        ("I'm at 3, gain 3 after taking 3. Dead?", [], None),
        ("I'm at 3 and gain 3, then take 5. Dead?", [], "keeps_playing"),
        (
            "I cast Angel's Grace. Until the end of the turn I can't lose. I'm at 2 and take 5. "
            "Do I lose?",
            ["Angel's Grace"],
            "keeps_playing",
        ),
        # main: 'wins', a blow only said or that would be, played as dealt
        ("2-player game. My opponent is at 2. They say they take 2. Did I win?", [], None),
        ("2-player game. My opponent is at 2. They'd take 2. Did I win?", [], None),
        ("2-player game. My opponent is at 2. They take 2. Did I win?", [], "wins"),
        (
            "Lab Man is on my battlefield and my library is down to 2 cards. I resolve a spell "
            "that says draw three. Do I win?",
            ["Laboratory Maniac"],
            "wins",
        ),
        # main: 'wins', another player's game told as the asker's
        ("In my buddy's game he was at 3 and took 3. Did he lose?", [], None),
        # main: 'keeps_playing', the Angel in a hand read as in play
        (
            "I was at -3 with Platinum Angel in my hand. Then opponent passes the turn. Do I die?",
            ANGEL,
            None,
        ),
        # main: 'loses', only the asker's total read of two
        (
            "Me and my buddy are both at 1 life and a spectator's Pestilence hits both players "
            "for 1 at the same time. Who wins?",
            [],
            None,
        ),
        # the tuning wordings, and the same words of what did happen
        (
            "I was at -3 with Platinum Angel out. Then opponent Murders the Angel. Do I die?",
            ANGEL,
            "loses",
        ),
        (
            "Running Immortal Coil. Graveyard had exactly 2 cards when my opponent dealt me 3 "
            "damage. What happens?",
            ["Immortal Coil"],
            "loses",
        ),
        (
            "Both of us at 1 life, my opponent activates Pestilence and it hits both players for 1 "
            "at the same time. Who wins?",
            [],
            "draw",
        ),
        (
            "We're both at 1 life and my Pestilence hits both players for 1 at the same time. "
            "Who wins?",
            [],
            "draw",
        ),
    ],
)
def test_what_was_only_tried_or_lies_elsewhere_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the clause of a word that is no player's was the asker's
        ("A spectator conceded. Do I win?", [], None),
        ("The judge conceded for me. Do I lose?", [], None),
        ("Two player game, my friend watching conceded. Did I win?", [], None),
        ("My library is empty. The judge drew a card. Do I lose?", [], None),
        ("My library is empty and a spectator draws a card. Do I lose?", [], None),
        ("I'm at 3 life. A spectator takes 3 damage. Do I lose?", [], None),
        ("I'm at 3 life and my creature takes 3 damage. Do I lose?", [], None),
        ("I'm at 3. My Grizzly Bears took 3 damage. Am I dead?", ["Grizzly Bears"], None),
        ("I'm at 3 life and my buddy loses 3 life. Do I lose?", [], None),
        ("At 3 life, and the guy next to me took 3. Am I dead?", [], None),
        ("I'm at 3 life, a bystander got hit for 3. Am I dead?", [], None),
        ("The judge has Platinum Angel. I'm at 0 life. Do I lose?", ANGEL, None),
        # (a friend at a kitchen table is the other player, text_normal.py: the Angel theirs)
        ("My friend controls Platinum Angel and I'm at 0 life. Do I lose?", ANGEL, "loses"),
        (
            "2HG. Our team's at 30. I took 18 from their dragon and a spectator took 12. "
            "Are we done?",
            [],
            None,
        ),
        # the tuning wordings, and players named as players
        (
            "2HG at the prerelease. Our team's at 30. I took 18 from their dragon and my partner "
            "took 12 from a Fireball the same turn. Are we done?",
            [],
            "loses",
        ),
        ("Two player game, the other guy conceded. Did I win?", [], "wins"),
        ("My opponent is at 3 life and takes 3 damage. Do I win?", [], "wins"),
        ("I'm at 3 life and then the dragon hits me for 3. Do I lose?", [], "loses"),
        # main: 'keeps_playing', an unmodelled creature's blow with no points told
        ("My opponent's Hill Giant hits me. I'm at 3. Am I dead?", [], None),
        (
            "Lab Man is on my battlefield and my library is down to 2 cards. I resolve a spell "
            "that makes me draw three. What happens, do I just win?",
            ["Laboratory Maniac"],
            "wins",
        ),
    ],
)
def test_a_subject_that_is_no_player_is_nobodys(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', every player conceding, the asker among them, where others are meant
        ("4-player game, everyone conceded. Did I win?", [], None),
        # main: 'keeps_playing', one opponent of three, where the last one is meant
        ("4-player game, the last opponent conceded. Did I win?", [], None),
        ("4-player game, the remaining opponent conceded. Did I win?", [], None),
        # main: 'loses', "me" in "the opponent across from me" read as who conceded
        ("4-player game, the opponent across from me conceded. Did I win?", [], "keeps_playing"),
        ("2-player game, the opponent across from me conceded. Did I win?", [], "wins"),
        # the same words where the players are said
        ("4-player game, everyone else conceded. Did I win?", [], "wins"),
        ("4-player game, all my opponents conceded. Did I win?", [], "wins"),
        ("4-player game, an opponent conceded. Did I win?", [], "keeps_playing"),
    ],
)
def test_which_players_conceded_is_read_or_refused(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the Angel in a hand read as in play
        (
            "My opponent is at 3 and has Platinum Angel in hand. I hit them for 6. Did I win?",
            ANGEL,
            None,
        ),
        # main: 'keeps_playing', an Angel the asker used to have read as theirs now
        ("I'm at 3 and I used to have Platinum Angel. I take 6. Am I dead?", ANGEL, None),
        # main: 'wins', whose the Angel is said apart from it and left unread
        ("He's at 3 and I hit him for 3. The Angel is his. Did I win?", [], None),
        ("It's my opponent's turn and I'm at 0. Do I lose?", [], "loses"),
        # main: 'keeps_playing', a card "held" with no word of play read as in play
        (
            "I'm at 5 and took 5 from a Fireball, but I was holding Platinum Angel. Dead?",
            ANGEL,
            None,
        ),
        (
            "My teammate in 2HG conceded. I'm holding Platinum Angel out. Our team lost?",
            ANGEL,
            "loses",
        ),
        # main: 'keeps_playing', "himself" unread and the blow the asker's
        ("I'm at 8, my opponent at 3. He hits himself for 6. Did I win?", [], "wins"),
        # the same words where the Angel is in play
        ("I'm at 3 and I have Platinum Angel. I take 6. Am I dead?", ANGEL, "keeps_playing"),
        (
            "My opponent is at 3 and has Platinum Angel. I hit them for 6. Did I win?",
            ANGEL,
            "keeps_playing",
        ),
    ],
)
def test_where_a_card_is_and_who_was_hit_are_read_or_refused(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: read without the card no search knew ('loses', 'keeps_playing')
        ("I'm at 0 life but my angel is still on the battlefield. Do I lose?", [], None),
        ("I'm at 0 life but the angel is still out. Do I lose?", [], None),
        ("I'm at 0 life and my opponent's sheoldred is out. Do I lose?", [], None),
        ("I'm at 2 life, opponent's got Sheoldred and I draw a card. Do I lose?", [], None),
        ("At 2 life, I draw a card with the opponent's sheol out. Do I lose?", [], None),
        # the same words of a modelled card, or of a creature as such
        (
            "I'm at 0 life and my Platinum Angel is still on the battlefield. Do I lose?",
            ANGEL,
            "keeps_playing",
        ),
        ("I'm at 0 life, the creature is still out. Do I lose?", [], "loses"),
    ],
)
def test_a_card_no_search_knows_in_play_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker
