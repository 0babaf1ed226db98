"""Permanents a story puts on the battlefield without saying whose ("Platinum Angel is out",
"with Abyssal Persecutor out", 「場に《深淵の迫害者》がいて」, "Opponent destroys Platinum
Angel"): the story is played with each player controlling it, and the verdict stands where
every reading gives it, or where the card's own effect says whose it is: one that keeps its
controller in the game is the one player's who would lose without it; one that keeps its
controller's opponents in (Abyssal Persecutor) is the other side's. Where both players are in
danger, or the words say whose it is and the reading misses them, there is no verdict."""

from __future__ import annotations

import pytest

from bot.application.situations import Unreadable, read_situation, verdict_for
from tests.bot.situations.outcomes import asker_outcome

ANGEL = "Platinum Angel"
PERSECUTOR = "Abyssal Persecutor"
TRANSCENDENCE = "Transcendence"
MIRROR = "Lich's Mirror"
UNLIFE = "Phyrexian Unlife"
MANIAC = "Laboratory Maniac"

VERDICTS = [
    # A card that keeps its controller in, told with no owner: the losing player's.
    (
        "Platinum Angel is on the battlefield and I'm at 0 life. Do I lose?",
        [ANGEL],
        "keeps_playing",
    ),
    (
        "Transcendence is on the battlefield and I'm at -5. Do I lose?",
        [TRANSCENDENCE],
        "keeps_playing",
    ),
    ("ok so transcendence is out, im at -5 life. am i dead??", [TRANSCENDENCE], "keeps_playing"),
    ("there's a Platinum Angel on the battlefield, I'm at 0. lose?", [ANGEL], "keeps_playing"),
    ("Platinum Angel's out. I'm at 0. Lose?", [ANGEL], "keeps_playing"),
    ("I'm at 0 life with Platinum Angel out. Do I lose?", [ANGEL], "keeps_playing"),
    (
        "Lich's Mirror question: I'm at 2, opp swings for 5. Mirror triggers and I reshuffle"
        " everything, right? Or am I just dead",
        [MIRROR],
        "keeps_playing",
    ),
    (
        "Phyrexian Unlife is on the battlefield and I'm at 0 life. My opponent makes me lose 1"
        " more life. Do I lose?",
        [UNLIFE],
        "keeps_playing",
    ),
    # ... the opponent's when the opponent is the one who would lose.
    ("Platinum Angel is out. Opponent is at 1 and I bolt him. Do I win?", [ANGEL], "keeps_playing"),
    ("Opponent is at 0 with Platinum Angel out. I bolt him. Do I win?", [ANGEL], "keeps_playing"),
    (
        "Phyrexian Unlife is on the battlefield. Opponent is at 0 and I bolt him. Do I win?",
        [UNLIFE],
        "keeps_playing",
    ),
    # Abyssal Persecutor keeps its controller's opponents in: the other player's.
    ("Abyssal Persecutor is out and I'm at -3. Do I lose?", [PERSECUTOR], "keeps_playing"),
    (
        "I'm at -3 but Abyssal Persecutor is on the battlefield. Am I dead?",
        [PERSECUTOR],
        "keeps_playing",
    ),
    ("I'm at -3 with Abyssal Persecutor out. Do I lose?", [PERSECUTOR], "keeps_playing"),
    (
        "Opponent is at -4 and Abyssal Persecutor is on the battlefield. Do I win?",
        [PERSECUTOR],
        "keeps_playing",
    ),
    (
        "3-player game: Abyssal Persecutor is out and I'm at -3. Do I lose?",
        [PERSECUTOR],
        "keeps_playing",
    ),
    # Two of them, each to its side.
    (
        "Platinum Angel and Abyssal Persecutor are both out. I'm at -3. Do I lose?",
        [ANGEL, PERSECUTOR],
        "keeps_playing",
    ),
    # Laboratory Maniac turns its controller's loss into a win.
    ("Lab Man is out and I draw from an empty library. Do I win?", [MANIAC], "wins"),
    (
        "Laboratory Maniac is on the battlefield and my opponent draws from an empty library."
        " Do I win?",
        [MANIAC],
        "loses",
    ),
    # Whoever's it is, the verdict is the same.
    ("Platinum Angel is out. I'm at 5 and opp bolts me. Do I lose?", [ANGEL], "keeps_playing"),
    ("I'm at -2. Opponent destroys Platinum Angel. Do I lose?", [ANGEL], "loses"),
    ("Platinum Angel is destroyed and I'm at 0 life. Do I lose?", [ANGEL], "loses"),
    ("Opponent is at -3. I exile the Persecutor. Do I win?", [PERSECUTOR], "wins"),
    # Whose the words say, after all.
    (
        "Platinum Angel is out. I'm at 0. It's my opponent's Angel though. Do I lose?",
        [ANGEL],
        "loses",
    ),
    ("Platinum Angel is out on his side. I'm at 0. Do I lose?", [ANGEL], "loses"),
    ("Platinum Angel is out but it's my opponent's. I'm at 0. Do I lose?", [ANGEL], "loses"),
    ("Platinum Angel (opponent's) is out. I'm at 0. Do I lose?", [ANGEL], "loses"),
    ("Platinum Angel (mine) is out. Opponent's at 0 and I'm at 0. Do I lose?", [ANGEL], "wins"),
    ("Platinum Angel is on their side. I'm at 0. Lose?", [ANGEL], "loses"),
    ("I'm at 0, Platinum Angel on the battlefield (theirs). Lose?", [ANGEL], "loses"),
    ("相手が出した《白金の天使》が場にいて、ライフが0になりました。負け？", [ANGEL], "loses"),
    ("私が出した《卓絶》が場にあって、ライフは-5です。負け？", [TRANSCENDENCE], "keeps_playing"),
    ("Opp cast Platinum Angel. I'm at 0. Then I destroy the Angel. Do I lose?", [ANGEL], "loses"),
    # Japanese: 「場に…がいる」 names no one; 「自分の」「相手の」 do.
    ("場に《白金の天使》がいて、ライフが0になりました。負けますか？", [ANGEL], "keeps_playing"),
    ("場に《深淵の迫害者》がいて、ライフは-3です。負けますか？", [PERSECUTOR], "keeps_playing"),
    ("《卓絶》が戦場にあって、ライフは-5です。負けですか？", [TRANSCENDENCE], "keeps_playing"),
    ("場に《白金の天使》がいて、相手のライフは0です。勝ちですか？", [ANGEL], "keeps_playing"),
    ("自分の《卓絶》が場にあって、ライフが-5です。負けますか？", [TRANSCENDENCE], "keeps_playing"),
    ("相手の場に《白金の天使》がいます。ライフが0になりました。負け？", [ANGEL], "loses"),
    (
        "相手の《深淵の迫害者》が場にいて、私のライフは-3です。負けますか？",
        [PERSECUTOR],
        "keeps_playing",
    ),
    # "with" and a card, no place: the subject has it.
    ("I'm at 20 with Platinum Angel. I got decked out. Do I lose?", [ANGEL], "keeps_playing"),
]


@pytest.mark.parametrize(
    ("question", "cards", "expect"), VERDICTS, ids=[v[0][:50] for v in VERDICTS]
)
def test_an_ownerless_permanent_gets_the_verdict_its_effect_gives(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect, read_situation(question, cards)


def test_the_side_the_default_took_is_said_as_an_assumption() -> None:
    verdict = verdict_for("Abyssal Persecutor is out and I'm at -3. Do I lose?", [PERSECUTOR])
    assert verdict is not None
    assert any("Abyssal Persecutor is controlled by opponent" in a for a in verdict.assumptions)


NO_VERDICT = [
    # Both players would lose without it: whose it is decides, and nothing says.
    ("Platinum Angel is out. We are both at 0. Who wins?", [ANGEL]),
    ("Platinum Angel is out. I'm at 0 and my opponent is at 0. Do I lose?", [ANGEL]),
    ("お互いライフ0で、場に《白金の天使》がいます。どうなる？", [ANGEL]),
    # Nobody would lose without it, and its own danger depends on whose it is.
    ("Transcendence is out. I'm at 18 and gain 5 life. Do I lose?", [TRANSCENDENCE]),
    # Each player in danger in turn: the one it would save first is not the only one.
    (
        "Lich's Mirror is out. I'm at 1, opponent at 1. I bolt him and he bolts me. What happens?",
        [MIRROR],
    ),
    # The words say whose it is, and the reading does not read them.
    ("I'm at 0 and Platinum Angel is out but it's not mine. Do I lose?", [ANGEL]),
    ("Platinum Angel is out (not mine). I'm at 0. Do I lose?", [ANGEL]),
    # (each was 'keeps playing')
    ("Platinum Angel is out, I'm at 0. It's on the other side of the table. Do I lose?", [ANGEL]),
    ("Platinum Angel is out, I'm at 0. He just got it. Do I lose?", [ANGEL]),
    ("場に《白金の天使》がいて、ライフ0です。天使は相手が出したものです。負けますか？", [ANGEL]),
    # Words tied to the card (each was a verdict). (A player's deed with it, "Opponent slams
    # Platinum Angel", says whose it is: tests/bot/situations/test_whose_told.py.)
    ("Platinum Angel is out for him. I'm at 0. Lose?", [ANGEL]),
    ("Platinum Angel is out but not for me. I'm at 0. Lose?", [ANGEL]),
    ("Platinum Angel is out from my opponent. I'm at 0. Lose?", [ANGEL]),
    # Not on the battlefield at all.
    ("Platinum Angel is not on the battlefield. I'm at 0. Do I lose?", [ANGEL]),
    ("Platinum Angel is in my hand. I'm at 0. Do I lose?", [ANGEL]),
]


@pytest.mark.parametrize(("question", "cards"), NO_VERDICT, ids=[v[0][:50] for v in NO_VERDICT])
def test_an_ownerless_permanent_whose_owner_decides_gets_no_verdict(
    question: str, cards: list[str]
) -> None:
    assert asker_outcome(question, cards) is None


def test_an_ownerless_permanent_is_played_with_each_player() -> None:
    read = read_situation("Platinum Angel is out. I'm at 5 and opp bolts me. Do I lose?", [ANGEL])
    assert not isinstance(read, Unreadable)
    holders = {
        role
        for situation in (read, *read.alternatives)
        for role, facts in situation.facts.items()
        if ANGEL in facts.battlefield
    }
    assert holders == {"you", "opponent"}


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        # was "keeps playing": "my buddy has" read as the asker having it
        ("My buddy has Platinum Angel out and I'm at 0. Do I lose?", [ANGEL], "loses"),
        ("my buddy is at 3 and I bolt him. do i win?", [], "wins"),
        # 友達 and 彼 the same (each was 'keeps playing': the Angel the asker's by omission)
        ("友達が《白金の天使》を出していて、私のライフは0です。負けますか？", [ANGEL], "loses"),
        ("彼が《白金の天使》を出していて、私のライフは0です。負けますか？", [ANGEL], "loses"),
        (
            "友達とのカジュアル戦で、友達の《深淵の迫害者》のせいで私はライフ-3でも負けてません。負けますか？",
            [PERSECUTOR],
            "keeps_playing",
        ),
    ],
)
def test_my_buddy_is_the_other_player_of_a_two_player_game(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    "question",
    [
        "4 player game. my buddy is at 3 and I bolt him. do i win?",
        "My buddy is at 3 and my opponent at 5. I bolt my buddy. Do I win?",
        "Opponent is at 0 with Platinum Angel. My friend exiles the Angel. Who wins?",
        "4人戦で友達が《白金の天使》を出していて、私のライフは0です。負けますか？",
    ],
)
def test_my_buddy_beside_other_players_is_not_said_which(question: str) -> None:
    read = read_situation(question, [ANGEL] if "Angel" in question or "天使" in question else [])
    assert isinstance(read, Unreadable) and "my friend" in read.reason


def test_they_asked_of_in_two_headed_giant_is_no_player_of_the_story() -> None:
    question = (
        "2HG nail-biter: one of the opposing heads has Laboratory Maniac and draws from an empty"
        " library to win. But my teammate has Platinum Angel out. Do they win?"
    )
    verdict = verdict_for(question, [MANIAC, ANGEL])
    assert verdict is not None and verdict.asker == "keeps_playing"
    # "they" doing something in the story is still not said who.
    told = "2HG: they have Platinum Angel and our team is at 0. Do we lose?"
    assert verdict_for(told, [ANGEL]) is None


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        (
            "4-player commander. Opponent B has Platinum Angel, I'm at 10. He bolts me. Am I dead?",
            [ANGEL],
            "keeps_playing",
        ),
        (
            "4-player commander. I'm at 3 and opponent B bolts me. He's at 20. Am I dead?",
            [],
            "loses",
        ),
        (
            "4-player game. Opponent at -5 with Platinum Angel. I destroy his Angel. Do I win?",
            [ANGEL],
            "keeps_playing",
        ),
        ("2HG. My teammate is at 5 and they take 5. Do we lose?", [], "loses"),
    ],
)
def test_a_pronoun_in_a_game_of_more_than_two_is_the_one_player_named_before_it(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    "question",
    [
        "4-player commander. Opponent A is at 2 and opponent B is at 10. He bolts me, I'm at 3."
        " Dead?",
        "4-player game. Opponent A at -5 with Platinum Angel, opponent B at 3. I destroy his"
        " Angel. Do I win?",
    ],
)
def test_a_pronoun_after_two_players_is_not_said_which(question: str) -> None:
    read = read_situation(question, [ANGEL] if "Angel" in question else [])
    assert isinstance(read, Unreadable) and "they" in read.reason


COUNTDOWN = ["The Countdown Is at One"]


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        (
            "The Countdown Is at One subgame: I lost it. Back in the main game I'm at 6 and the"
            " opponent bolts me for 3. Am I dead?",
            COUNTDOWN,
            "loses",
        ),
        (
            "The Countdown Is at One subgame: I won it. Back in the main game I'm at 6 and the"
            " opponent bolts me for 3. Am I dead?",
            COUNTDOWN,
            "keeps_playing",
        ),
        (
            "Shahrazad subgame: I lost it. I was at 1 life in the main game. Dead?",
            ["Shahrazad"],
            "loses",
        ),
    ],
)
def test_a_subgame_told_by_its_card_and_lost_or_won_as_it(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


def test_a_life_lost_in_a_subgame_told_by_its_card_is_no_subgame_lost() -> None:
    question = "Shahrazad subgame, I lost 3 life in it. I was at 1 life in the main game. Dead?"
    assert verdict_for(question, ["Shahrazad"]) is None


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        ("Opponent is at 2. Gets hit for 2. Win?", "wins"),
        ("Opponent is at 2. Takes 2 from my guy. Win?", "wins"),
        ("My opponent is at 4 life. Draws from an empty library. Do I win?", "wins"),
        ("Opponent is at 2 life. Then gets hit for 2. Win?", "wins"),
        ("4-player game. Opponent B is at 2. Gets hit for 2. Do I win?", "keeps_playing"),
    ],
)
def test_a_third_person_verb_with_its_subject_dropped_is_the_player_just_told(
    question: str, expect: str
) -> None:
    assert asker_outcome(question) == expect


@pytest.mark.parametrize(
    "question",
    [
        # The sentence before is no player's total: a planeswalker, a creature may be meant.
        "Opponent has Gideon at 2 loyalty. Takes 2 from my guy. Win?",
        "Opponent is at 2. Gideon is at 3. Gets hit for 2. Win?",
        # The asker's total before it: a third person is not the asker.
        "I'm at 2. Takes 2 from the opponent's Shock. Dead?",
        "My opponent is at 5. Gets hit for 2, and I'm at 1. Takes 1. Dead?",
        # Past tense says no person: who took it is not said.
        "Opponent is at 2. Took 2 from my guy. Win?",
    ],
)
def test_a_dropped_subject_with_no_player_total_before_it_is_not_said(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        # Each was 'loses': the Persecutor read as the asker's, whom it keeps in.
        ("Abyssal Persecutor is keeping me alive at -3. Do I lose?", [PERSECUTOR], "keeps_playing"),
        ("I'm at -3 thanks to Abyssal Persecutor. Do I lose?", [PERSECUTOR], "keeps_playing"),
        (
            "I'm at -3 but alive because of Abyssal Persecutor. Do I lose?",
            [PERSECUTOR],
            "keeps_playing",
        ),
        (
            "《深淵の迫害者》の効果でライフ-3でも負けていません。負けますか？",
            [PERSECUTOR],
            "keeps_playing",
        ),
        (
            "《深淵の迫害者》のおかげでライフ-3でも生きています。負けますか？",
            [PERSECUTOR],
            "keeps_playing",
        ),
        # Japanese leaves the asker's things unmarked, but not a card that keeps only its
        # controller's opponents in; held (「を…して」), it is the unsaid subject's.
        ("ライフ-3で《深淵の迫害者》がいます。負けますか？", [PERSECUTOR], "keeps_playing"),
        ("《深淵の迫害者》がいて、相手のライフは-3。勝ちですか？", [PERSECUTOR], "keeps_playing"),
        ("ライフ-3で《深淵の迫害者》をコントロールしています。負けますか？", [PERSECUTOR], "loses"),
        (
            "ライフ-3で《深淵の迫害者》がいます。自分の迫害者なので負けませんよね？",
            [PERSECUTOR],
            "loses",
        ),
        # ... but held, it is the holder's.
        ("I have Abyssal Persecutor and I'm at -3. Do I lose?", [PERSECUTOR], "loses"),
        # A card that keeps its controller in is theirs, told the same way.
        ("I'm at 0 with Platinum Angel. Do I lose?", [ANGEL], "keeps_playing"),
        (
            "《白金の天使》のおかげでライフ-3でも生きています。負けますか？",
            [ANGEL],
            "keeps_playing",
        ),
        (
            "Platinum Angel is keeping my opponent alive at -3. I bolt him. Do I win?",
            [ANGEL],
            "keeps_playing",
        ),
        (
            "Opponent is at -3 thanks to Abyssal Persecutor. I bolt him. Do I win?",
            [PERSECUTOR],
            "keeps_playing",
        ),
    ],
)
def test_what_keeps_a_player_in_is_whose_its_effect_says(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    "question",
    [
        # Having it, and asking whether it saves them, or kept in by the other player's.
        "I'm at -3 with Abyssal Persecutor. Do I lose?",
        "Opponent is at -3 with Abyssal Persecutor. I bolt him. Do I win?",
    ],
)
def test_a_persecutor_with_a_player_is_not_said_whose(question: str) -> None:
    read = read_situation(question, [PERSECUTOR])
    assert isinstance(read, Unreadable) and "whose Abyssal Persecutor" in read.reason


def test_which_opponents_persecutor_keeps_the_asker_in_is_not_said_in_a_game_of_three() -> None:
    question = (
        "3-player game. Abyssal Persecutor is keeping me alive at -3. Opponent B concedes."
        " Do I lose?"
    )
    assert verdict_for(question, [PERSECUTOR]) is None


SOUL_ECHO = "Soul Echo"


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        # A card at work is there: whose, its effect says.
        ("I'm at 2 and take 5. Lich's Mirror triggers. Am I alive?", [MIRROR], "keeps_playing"),
        (
            "I'm at 2 and take 5. The Mirror's replacement kicks in. Am I alive?",
            [MIRROR],
            "keeps_playing",
        ),
        # What it is told to do for a player.
        ("I'm at 0. Platinum Angel protects me. Do I lose?", [ANGEL], "keeps_playing"),
        ("I'm at 0. Platinum Angel protects my opponent. Do I lose?", [ANGEL], "loses"),
        (
            "I'm at -3. Abyssal Persecutor is protecting me. Opponent bolts me. Do I lose?",
            [PERSECUTOR],
            "keeps_playing",
        ),
        (
            "Soul Echo protects me at -2 life. My library ran out and I have to draw. Does Soul"
            " Echo protect me from that too?",
            [SOUL_ECHO],
            "loses",
        ),
    ],
)
def test_a_card_told_by_what_it_does_is_there_and_whose_its_effect_says(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # Asked, not told: the asker may hold it and think it saves them.
        ("I'm at -3. Does Abyssal Persecutor protect me?", [PERSECUTOR]),
        ("I'm at 0. Does Platinum Angel save me?", [ANGEL]),
        ("I'm at 0. Platinum Angel doesn't protect me. Do I lose?", [ANGEL]),
        # Its text quoted is no story.
        (
            "Lich's Mirror says if I would lose the game, instead I shuffle. Does this work against"
            " poison?",
            [MIRROR],
        ),
        # A spell resolving was cast by someone the words do not say.
        (
            "I'm at 4, opponent attacks for 12. Angel's Grace resolves first. Am I fine?",
            ["Angel's Grace"],
        ),
    ],
)
def test_a_card_asked_about_or_quoted_is_not_placed(question: str, cards: list[str]) -> None:
    assert asker_outcome(question, cards) is None


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        # 「ライフNでも相手が負けません」: the total is the player's who does not lose at it (the
        # first was 'loses': the -3 the asker's and the Persecutor theirs).
        (
            "《深淵の迫害者》のせいでライフ-3でも相手が負けません。迫害者を除去したら勝ちですか？",
            [PERSECUTOR],
            "wins",
        ),
        (
            "ライフ0でも相手が負けていません。《白金の天使》が場にいます。天使を破壊したら勝ち？",
            [ANGEL],
            "wins",
        ),
        ("ライフ0でも負けていません。《白金の天使》が場にいます。負け？", [ANGEL], "keeps_playing"),
        # A total before a comma and a blow to the asker after it is the asker's.
        ("Sitting at 10, the other guy hits me for 7. Still alive?", [], "keeps_playing"),
    ],
)
def test_whose_a_total_is_by_who_the_sentence_is_about(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    "question",
    [
        # A total put before another player's event: the asker's, or that player's (each of
        # the first two was 'loses').
        "Sitting at 0, my opponent concedes. Do I win?",
        "At 0 life, opponent keeps playing. Do I win?",
        "At 2 life, my opponent takes 2. Do I win?",
    ],
)
def test_a_total_fronted_before_another_players_event_is_not_said_whose(question: str) -> None:
    assert asker_outcome(question) is None


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        (
            "Lost the Countdown Is at One subgame. Back in the main game I was on 6. Opponent"
            " bolts me for 3. Live or die?",
            COUNTDOWN,
            "loses",
        ),
        # Whoever lost it, the asker keeps playing.
        ("Opponent is at 3. Lost the Shahrazad subgame. Win?", ["Shahrazad"], "keeps_playing"),
        ("I'm at 3. Took 3 from a Shock. Dead?", [], "loses"),
    ],
)
def test_a_past_verb_with_i_dropped(question: str, cards: list[str], expect: str) -> None:
    assert asker_outcome(question, cards) == expect


def test_a_past_verb_dropped_after_another_players_total_is_played_both_ways() -> None:
    read = read_situation("Opponent is at 10. Took 3 from a Shock. Dead?", [])
    assert not isinstance(read, Unreadable) and read.alternatives
    assert verdict_for("Opponent is at 10. Took 3 from a Shock. Dead?", []) is None


GIDEON = "Gideon of the Trials"


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        # The emblem is the emblem, not the planeswalker held (each was 'loses'), and a Gideon
        # told beside it is its holder's.
        (
            "I have the Gideon of the Trials emblem and Gideon is on the battlefield. I'm at -4."
            " Do I lose?",
            "keeps_playing",
        ),
        (
            "I have the Gideon of the Trials emblem and Gideon himself is still on the"
            " battlefield. I'm at -4. Do I lose?",
            "keeps_playing",
        ),
        (
            "《試練に臨むギデオン》の紋章があって、ギデオン本体も戦場にいます。ライフ-2です。負けますか？",
            "keeps_playing",
        ),
        (
            "My opponent has the Gideon of the Trials emblem and Gideon is on the battlefield. He"
            " is at -4 and I bolt him. Do I win?",
            "keeps_playing",
        ),
        # Another player's Gideon does not count for the asker's emblem.
        (
            "I have the Gideon of the Trials emblem and my opponent has a Gideon on the"
            " battlefield. I'm at -4. Do I lose?",
            "loses",
        ),
        (
            "《試練に臨むギデオン》の紋章があって、ギデオン本体も戦場にいるんですが、相手の効果で"
            "ギデオンがフェイズアウトしました。その間にライフ1から3点食らってライフ-2。負けますか？",
            "loses",
        ),
    ],
)
def test_an_emblem_is_its_holders_and_counts_with_their_gideon(question: str, expect: str) -> None:
    assert asker_outcome(question, [GIDEON]) == expect


@pytest.mark.parametrize(
    "question",
    [
        "I have the Gideon of the Trials emblem. I'm at -4. Do I lose?",
        "《試練に臨むギデオン》の紋章があって、ライフ-2です。負けますか？",
    ],
)
def test_an_emblem_with_no_gideon_told_leaves_out_what_decides(question: str) -> None:
    read = read_situation(question, [GIDEON])
    assert isinstance(read, Unreadable) and "on the battlefield is not said" in read.reason


def test_an_emblem_no_reading_placed_gets_no_verdict() -> None:
    # "his emblem" read as nothing: Gideon held and no emblem ('loses').
    question = (
        "Gideon himself is still on the battlefield and I have his emblem. I'm at -4. Do I lose?"
    )
    read = read_situation(question, [GIDEON])
    assert isinstance(read, Unreadable) and "emblem" in read.reason


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        ("My opponent dropped. Do I win?", "wins"),
        ("Opponent left the game. Do I win?", "wins"),
        ("My opponent disconnected, do I win?", "wins"),
        # "dropped a …" is a card put down, no concession (was 'wins').
        ("Opponent dropped a bomb on the board. Do I win?", None),
    ],
)
def test_a_player_who_drops_or_leaves_concedes_only_with_nothing_after(
    question: str, expect: str | None
) -> None:
    assert asker_outcome(question) == expect


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        (
            "相手の《アビサル・パーセキューター》が場にいて、ライフ-3です。負けますか？",
            [PERSECUTOR],
            "keeps_playing",
        ),
        (
            "場にアビサル・パーセキューターがいて、ライフ-3です。負けますか？",
            [PERSECUTOR],
            "keeps_playing",
        ),
        (
            "自分の《リッチズ・ミラー》があって、ライフ2で5点受けました。負け？",
            [MIRROR],
            "keeps_playing",
        ),
        ("トランセンデンスが場にあって、ライフ-5です。負け？", [TRANSCENDENCE], "keeps_playing"),
    ],
)
def test_a_card_named_in_katakana_as_japanese_players_spell_it(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    "question",
    [
        # A holder the reader knows no player for (each was 'keeps playing': the asker's).
        "This guy has Platinum Angel out and I'm at 0. Do I lose?",
        "Jake has Platinum Angel out and I'm at 0. Do I lose?",
        "Kid across the table has Platinum Angel. I'm at 0. Lose?",
        "Dude at my LGS has Platinum Angel out, I'm at 0. Do I lose?",
        # The player read is the preposition's object, not the holder.
        "The guy across from me has Platinum Angel out and I'm at 0. Do I lose?",
    ],
)
def test_a_holder_named_by_no_player_word_is_not_said_who(question: str) -> None:
    read = read_situation(question, [ANGEL])
    # (a placed subject, "the guy across from me", is nobody's: guards/nobody.py)
    assert isinstance(read, Unreadable) and (
        "is not said" in read.reason or "no word names" in read.reason
    )


@pytest.mark.parametrize(
    "question",
    [
        "I have Platinum Angel and I'm at 0. Lose?",
        "So I have Platinum Angel and I'm at 0. Lose?",
        "I still have Platinum Angel out and I'm at 0. Lose?",
    ],
)
def test_the_askers_own_holding_is_still_read(question: str) -> None:
    assert asker_outcome(question, [ANGEL]) == "keeps_playing"


@pytest.mark.parametrize(
    "question",
    [
        # A third person the reader knows no player for is never the asker (each was 'loses').
        "Jake is at 0. Do I win?",
        "The kid draws from an empty library. Do I win?",
        "Dude concedes. Do I win?",
        "Everyone is at 5. Jake takes 5. Do I win?",
    ],
)
def test_a_subject_named_by_no_player_word_is_not_theasker_outcome(question: str) -> None:
    read = read_situation(question, [])
    assert isinstance(read, Unreadable) and "is not said" in read.reason


@pytest.mark.parametrize(
    ("question", "expect"),
    [
        ("My life is 4. Opp bolts me. Dead?", "keeps_playing"),
        ("So my opponent is at 3 and takes 3. Win?", "wins"),
    ],
)
def test_a_subject_that_is_a_player_or_a_total_is_read(question: str, expect: str) -> None:
    assert asker_outcome(question) == expect


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        # A permanent cast earlier in the story is the caster's, and there once (each was
        # 'keeps playing': a second copy held from the start stayed).
        (
            "I cast Platinum Angel. I'm at 0. Opponent destroys my Platinum Angel. Do I lose?",
            [ANGEL],
            "loses",
        ),
        (
            "I cast Abyssal Persecutor last turn. My opponent is at -2. Then I sacrifice Abyssal"
            " Persecutor. Do I win?",
            [PERSECUTOR],
            "wins",
        ),
        (
            "I cast Platinum Angel. I have Platinum Angel out and I'm at 0. Do I lose?",
            [ANGEL],
            "keeps_playing",
        ),
        (
            "Opp cast Platinum Angel. I'm at 0. Then I destroy the Angel. Do I lose?",
            [ANGEL],
            "loses",
        ),
        # 「出しました」: put out in the polite past, by the one who did it.
        (
            "前のターンに《深淵の迫害者》を出しました。相手のライフは-2。勝ちですか？",
            [PERSECUTOR],
            "keeps_playing",
        ),
        ("相手が《白金の天使》を出しました。ライフ0です。負け？", [ANGEL], "loses"),
        ("《白金の天使》を出しました。ライフ0です。負け？", [ANGEL], "keeps_playing"),
    ],
)
def test_a_permanent_cast_in_the_story_is_the_casters_once(
    question: str, cards: list[str], expect: str
) -> None:
    assert asker_outcome(question, cards) == expect


@pytest.mark.parametrize(
    ("question", "cards", "expect"),
    [
        # Was 'keeps playing': "their" left unread, the Angel taken for the asker's.
        ("Their Platinum Angel is out and I'm at 0. Lose?", [ANGEL], "loses"),
        ("Her Platinum Angel is out and I'm at 0. Lose?", [ANGEL], "loses"),
        ("I'm at -3 but their Abyssal Persecutor is out. Lose?", [PERSECUTOR], "keeps_playing"),
        ("Opponent is at 0 with their Platinum Angel out. Win?", [ANGEL], "keeps_playing"),
        ("Opponent is at 0. I destroy their Platinum Angel. Win?", [ANGEL], "wins"),
    ],
)
def test_their_card_is_the_other_players(question: str, cards: list[str], expect: str) -> None:
    assert asker_outcome(question, cards) == expect


def test_their_card_in_a_game_of_four_is_not_said_whose() -> None:
    question = "4-player game. Their Platinum Angel is out and I'm at 0. Lose?"
    assert asker_outcome(question, [ANGEL]) is None
