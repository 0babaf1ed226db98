"""Whose a permanent is, told the ways players tell it (issue 23, verdicts;
structure/owners/told.py, story._gain_control, open_facts/owners.py), and the words that look
like it and do not say it (structure/owners/held_apart.py, guards/changed.py). Stories of my
own, written as players write them: each asserts the verdict or its absence through the public
verdict API."""

from __future__ import annotations

import pytest

from bot.application.situations import verdict_for
from tests.bot.situations.outcomes import asker_outcome

ANGEL = "Platinum Angel"
LICH = "Lich"
PERSECUTOR = "Abyssal Persecutor"
TRANSCENDENCE = "Transcendence"


@pytest.mark.parametrize(
    ("question", "card", "asker"),
    [
        # a player's deed that put the card out: theirs, as "played" says
        ("they dropped Lich last turn and now they're at 0 life. do I win?", LICH, "keeps_playing"),
        ("opp dropped Lich and is at 0 life. do i win?", LICH, "keeps_playing"),
        ("my opponent slammed Lich turn 4, he is at 0 life. do I win?", LICH, "keeps_playing"),
        ("Opponent jammed Lich. I'm at 0 life. Am I dead?", LICH, "loses"),
        ("I dropped Lich and I'm at 0 life. lose?", LICH, "keeps_playing"),
        ("my friend slammed Platinum Angel. I'm at 0 life. did i lose?", ANGEL, "loses"),
        ("opp landed Platinum Angel and is at -3. do i win?", ANGEL, "keeps_playing"),
        (
            "Long story: we were playing at the LGS, my opponent (mono black) slammed Lich last "
            "turn. I attacked and he is at 0 life now. Does he lose?",
            LICH,
            "keeps_playing",
        ),
        ("opp jammed Transcendence and he's at 22. do i win?", TRANSCENDENCE, "wins"),
        ("opp slamed Transcendence and hes at 25. do i win?", TRANSCENDENCE, "wins"),
        ("opp slammed Abyssal Persecutor. I'm at -2 life. lose?", PERSECUTOR, "keeps_playing"),
        (
            "Opponent slams Platinum Angel. Platinum Angel is out. I'm at 0. Do I lose?",
            ANGEL,
            "loses",
        ),
        (
            "Opp dropped a Platinum Angel last turn, so Platinum Angel is on the battlefield. I'm"
            " at 0. Do I lose?",
            ANGEL,
            "loses",
        ),
        (
            "I slammed Platinum Angel. Platinum Angel is out. Opponent is at 0. Do I win?",
            ANGEL,
            "wins",
        ),
        ("Opponent slams Platinum Angel on the battlefield. I'm at 0. Do I lose?", ANGEL, "loses"),
        # what the card is: a possessive standing for it
        ("Lich is mine, I'm at 0 life. lose?", LICH, "keeps_playing"),
        ("lich is mine btw, im at 0 life. still alive?", LICH, "keeps_playing"),
        ("lich is mine lol, im at 0 life. do i lose", LICH, "keeps_playing"),
        ("Lich is mine. My opponent is at 0 life. Do I win?", LICH, "wins"),
        ("Lich is theirs. I am at 0 life. Do I lose?", LICH, "loses"),
        ("the Lich is my opponent's, he is at 0. do I win?", LICH, "keeps_playing"),
        ("Transcendence is my opponent's and he's at 21 life. Did I win?", TRANSCENDENCE, "wins"),
        ("Transcendence is mine and I'm at 25 life. Do I lose?", TRANSCENDENCE, "loses"),
        ("the Persecutor is my opponent's and I'm at -2. do i lose?", PERSECUTOR, "keeps_playing"),
        (
            "Abyssal Persecutor is mine and my opponent is at -3 life. Do I win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "Platinum Angel belongs to my opponent and he is at 0 life. Did I win?",
            ANGEL,
            "keeps_playing",
        ),
        ("Platinum Angel is theirs, they're at 0. win?", ANGEL, "keeps_playing"),
        # where it sits, and what its player is on
        ("Lich's on my side, I'm at 0 life. lose?", LICH, "keeps_playing"),
        ("Platinum Angel's on their side and I'm at 0 life. Do I lose?", ANGEL, "loses"),
        ("Transcendence on her board, she's at 25. Did I win?", TRANSCENDENCE, "wins"),
        ("the Persecutor on their side, I'm at -2. Do I lose?", PERSECUTOR, "keeps_playing"),
        ("Platinum Angel is in play on my side, I'm at 0. Do I lose?", ANGEL, "keeps_playing"),
        ("opponent at -3, my Persecutor is on the field. win?", PERSECUTOR, "keeps_playing"),
        ("they're on Lich and at 0 life. do I win?", LICH, "keeps_playing"),
        ("he's on Platinum Angel, at -2 life. win?", ANGEL, "keeps_playing"),
        ("they're on Transcendence at 30 life. do i win?", TRANSCENDENCE, "wins"),
        # (was 'loses': "theyre" unread, the clause the asker's)
        ("theyre on Transcendence at 30 life. do i win?", TRANSCENDENCE, "wins"),
        ("Opponent has Lich on his side and is at 0 life. Do I win?", LICH, "keeps_playing"),
        ("My opponent is at 0 life with my Lich in play. Do I win?", LICH, "wins"),
        # who controls it in a relative clause or a participle
        (
            "Abyssal Persecutor is controlled by my opponent and I'm at -2. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "Abyssal Persecutor, controlled by my opponent. I'm at -2. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "Transcendence, which my opponent controls, is out. He's at 25. Did I win?",
            TRANSCENDENCE,
            "wins",
        ),
        (
            "Transcendence (which I control) is out and I'm at 25. Do I lose?",
            TRANSCENDENCE,
            "loses",
        ),
        ("I'm at 25 with the Transcendence I cast last turn. Do I lose?", TRANSCENDENCE, "loses"),
        ("Transcendence that I played is out, I'm at 22. lose?", TRANSCENDENCE, "loses"),
        ("my own Transcendence is out and I'm at 22. lose?", TRANSCENDENCE, "loses"),
        (
            "my opponent's board has Abyssal Persecutor and I'm at -3. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        ("Opponent's got Transcendence and is at 20. Do I win?", TRANSCENDENCE, "wins"),
        ("Opponent's on Lich at 0 life. do I win?", LICH, "keeps_playing"),
        # "it" for the one card the story names
        (
            "Question about Transcendence: my opponent has it and is at 18 life. I make him gain"
            " 3 life. Does he lose?",
            TRANSCENDENCE,
            "wins",
        ),
        ("Transcendence is out. It's mine. I'm at 25 life. Do I lose?", TRANSCENDENCE, "loses"),
        (
            "Lich is on the battlefield, I control it. I'm at 0 life. Do I lose?",
            LICH,
            "keeps_playing",
        ),
        (
            "About Lich: I cast it last turn and now I'm at 0 life. Do I lose?",
            LICH,
            "keeps_playing",
        ),
        (
            "Abyssal Persecutor: my opponent controls it and I'm at -2 life. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        # (both were no verdict: the words unread)
        ("Platinum Angel is out and my opponent controls it. I'm at 0. Do I lose?", ANGEL, "loses"),
        ("Platinum Angel is out, I'm at 0. The opponent has it. Do I lose?", ANGEL, "loses"),
        # the perfect, a particle first, the card's kind, sitting, entering, "the X player"
        (
            "I've had Transcendence out since turn 4 and I'm at 25. Do I lose?",
            TRANSCENDENCE,
            "loses",
        ),
        ("I've got a Transcendence in play and I'm at 25. Do I lose?", TRANSCENDENCE, "loses"),
        ("I have out Transcendence and I'm at 25. Do I lose?", TRANSCENDENCE, "loses"),
        ("I'm sitting at 25 under a Transcendence. Do I lose?", TRANSCENDENCE, "loses"),
        ("Transcendence is my enchantment. I'm at 25. Do I lose?", TRANSCENDENCE, "loses"),
        ("I'm the Transcendence player and I'm at 25. Do I lose?", TRANSCENDENCE, "loses"),
        ("My opponent is the Transcendence player, he's at 25. Did I win?", TRANSCENDENCE, "wins"),
        (
            "I've had Abyssal Persecutor out, opponent is at -2. Do I win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "Abyssal Persecutor is sitting on my battlefield. Opponent at -2. Win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "Abyssal Persecutor entered under my control. Opponent is at -2. Do I win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        # the subject's card, told after the player
        ("My opponent with Platinum Angel is at -3. Do I win?", ANGEL, "keeps_playing"),
        ("The opponent with the Angel is at -3. Do I win?", ANGEL, "keeps_playing"),
        ("Opponent: Platinum Angel out. Me: -3 life. Do I lose?", ANGEL, "loses"),
        # a subjectless total after a sentence that is another's: the asker's where it names one
        ("Opponent controls Platinum Angel. At -3 life, do I lose?", ANGEL, "loses"),
        ("I'm on Lich. At 0 life. Do I lose?", LICH, "keeps_playing"),
        # a card named beside its kind, and "playing an X"
        (
            "Opponent has a creature, Abyssal Persecutor, and I'm at -1. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "My opponent is playing an Abyssal Persecutor and I am at -3. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        # the card's deed: the side it hits, or the player its own trigger is on
        (
            "Abyssal Persecutor attacks my opponent for 6, he's at 3. Do I win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        (
            "Abyssal Persecutor attacks him and he goes to -2. Did I win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        ("I'm at 22. Transcendence triggered on me. Do I lose?", TRANSCENDENCE, "loses"),
        ("I'm at 0 and Lich lets me live. Do I lose?", LICH, "keeps_playing"),
        # a trigger told right after the event that fires it: the player it fired on
        (
            "I'm at 18 and gain 3 life. Transcendence's trigger resolves. Do I lose?",
            TRANSCENDENCE,
            "loses",
        ),
        ("I'm at 18 and gain 3 life, Transcendence triggers. Do I lose?", TRANSCENDENCE, "loses"),
        (
            "I'm at 18. My opponent bolts me, Transcendence triggers. Do I lose?",
            TRANSCENDENCE,
            "loses",
        ),
        (
            "Opponent is at 18 and gains 3 life. Transcendence's trigger resolves. Did I win?",
            TRANSCENDENCE,
            "wins",
        ),
        # under its effect: the player it works on (a Persecutor's, the other side's)
        ("I have 15 life under Transcendence and gain 10 life. Do I lose?", TRANSCENDENCE, "loses"),
        (
            "Opponent is at 15 under Transcendence and gains 10 life. Do I win?",
            TRANSCENDENCE,
            "wins",
        ),
        ("Under Lich, I'm at 0 life. Do I lose?", LICH, "keeps_playing"),
        ("I'm at -4 under Abyssal Persecutor. Do I lose?", PERSECUTOR, "keeps_playing"),
        ("I'm at 0 life under my opponent's Platinum Angel. Do I lose?", ANGEL, "loses"),
        ("My board: Abyssal Persecutor. Opponent at -4. Do I win?", PERSECUTOR, "keeps_playing"),
        (
            "I'm controlling Abyssal Persecutor and my opponent is at -4. Do I win?",
            PERSECUTOR,
            "keeps_playing",
        ),
        # Japanese: who controls it in a relative clause, and what the card is
        (
            "相手がコントロールする《白金の天使》がいて、相手のライフは0。勝ち？",
            ANGEL,
            "keeps_playing",
        ),
        ("《白金の天使》は相手のです。相手のライフは0。勝ちですか？", ANGEL, "keeps_playing"),
        ("《白金の天使》は自分のもので、ライフ0です。負けますか？", ANGEL, "keeps_playing"),
        ("《リッチ》は相手のもの。相手のライフが0。勝ち？", LICH, "keeps_playing"),
        ("相手が置いた《リッチ》があって、相手のライフは0。勝ちですか？", LICH, "keeps_playing"),
        (
            "場に《白金の天使》がいて、ライフ0です。天使は相手のものです。負けますか？",
            ANGEL,
            "loses",
        ),
        ("場に《白金の天使》がいて、ライフ0です。向こうの天使です。負け？", ANGEL, "loses"),
        ("《深淵の迫害者》は相手の場。自分のライフ-3。負けますか？", PERSECUTOR, "keeps_playing"),
        ("《白金の天使》は自分の場にいます。ライフは0です。負けますか？", ANGEL, "keeps_playing"),
        ("《白金の天使》が自分の場にあって、ライフ0。負け？", ANGEL, "keeps_playing"),
        ("向こうの《白金の天使》が場にいて、相手のライフは0。勝ち？", ANGEL, "keeps_playing"),
        # (was 'keeps_playing': the Angel no one's, chosen as the asker's)
        ("あっちの場に《白金の天使》がいる。自分のライフ0。負け？", ANGEL, "loses"),
        # (was 'wins': 盤面 unread, the Angel the asker's)
        ("相手の盤面に《白金の天使》がいて、相手はライフ0。勝ちですか？", ANGEL, "keeps_playing"),
        ("俺の《白金の天使》が場にいてライフ0。負け？", ANGEL, "keeps_playing"),
        ("《白金の天使》を張ってる状態でライフ0。負けですか？", ANGEL, "keeps_playing"),
        ("相手が《白金の天使》を張ってて、相手のライフは0。勝ち？", ANGEL, "keeps_playing"),
        ("相手側に《白金の天使》。自分のライフ0。負け？", ANGEL, "loses"),
        ("白金の天使は相手のやつ。自分のライフ0。負け？", ANGEL, "loses"),
        # (was 'wins': the Angel the asker's)
        ("相手のところに《白金の天使》がいて、相手はライフ0。勝ち？", ANGEL, "keeps_playing"),
        ("相手の方に《白金の天使》がいて、自分のライフが0です。負けますか？", ANGEL, "loses"),
        ("《白金の天使》いるけど相手のだから、ライフ0の自分は負け？", ANGEL, "loses"),
        ("相手には《白金の天使》がいる。自分のライフは0。負け？", ANGEL, "loses"),
        ("自分には《白金の天使》がいる。ライフ0。負け？", ANGEL, "keeps_playing"),
        ("《白金の天使》出してる。ライフ0。負け？", ANGEL, "keeps_playing"),
        ("うちの迫害者がいて、相手ライフ-3。勝てる？", PERSECUTOR, "keeps_playing"),
        # cast at the asker, in the passive: the other player's (the agent where named)
        (
            "《シャハラザード》を撃たれて、サブゲームで負けた。ライフ10。負け？",
            "Shahrazad",
            "keeps_playing",
        ),
        # control taken: whose it was, then whose it is
        ("I'm at 0 life. My opponent gained control of my Lich. Do I lose?", LICH, "loses"),
        ("opponent gains control of my Platinum Angel, I'm at 0 life. do I lose?", ANGEL, "loses"),
    ],
)
def test_whose_a_permanent_is_told_gives_its_verdict(question: str, card: str, asker: str) -> None:
    assert asker_outcome(question, [card]) == asker


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # the possessive belongs to another noun
        ("My opponent's life with Transcendence is 25. Do I win?", TRANSCENDENCE),
        ("Lich is my opponent's only out. He is at 0 life. Do I win?", LICH),
        ("Lich is my opponent's best card, he's at 0 life. do i win?", LICH),
        # control changed in words the engine does not play (was 'keeps_playing')
        ("opponent Threatens my Lich, I'm at 0 life. Do I lose?", LICH),
        ("Opponent Act of Treasons my Platinum Angel, I'm at 0. do i lose?", ANGEL),
        ("opp cast Threaten on my Lich and I'm at 0 life. Do I lose?", LICH),
        ("He borrowed my Lich with Act of Treason. I'm at 0 life. Dead?", LICH),
        ("I swapped control of Lich with my opponent. I'm at 0 life. do i lose?", LICH),
        ("Platinum Angel is mine but opponent stole it. I'm at 0 life. Do I lose?", ANGEL),
        ("相手の《リッチ》を奪った。自分のライフが0。負け？", LICH),
        (
            "私が《白金の天使》をコントロールしていて、相手がそのコントロールを奪いました。私のライフは0です。負け？",
            ANGEL,
        ),
        # two players each have one
        (
            "I have Platinum Angel and my opponent has Platinum Angel. I'm at 0 life. Do I lose?",
            ANGEL,
        ),
        ("Both of us have Lich, I'm at 0 life. Do I lose?", LICH),
        ("自分と相手の両方が《リッチ》を出してて、相手のライフ0。勝ち？", LICH),
        # quoted speech: that "I" is the speaker (the first was 'keeps_playing')
        ('"I have Platinum Angel" my opponent said. I\'m at 0 life. Do I lose?', ANGEL),
        ('My opponent: "I have Lich out". I\'m at 0 life. Do I lose?', LICH),
        ('my opponent says "I have Lich" and I\'m at 0. do I lose?', LICH),
        ("相手「《白金の天使》出してます」 自分のライフは0。負け？", ANGEL),
        # suppositions: the card is not had (the first three were 'keeps_playing')
        ("if I had Platinum Angel out I'd be fine at 0 life right? I'm at 0, do I lose?", ANGEL),
        ("I'm at 0 life. If I had Lich out, would I survive?", LICH),
        ("もし《リッチ》があったらライフ0でも生き残れますか？", LICH),
        ("《白金の天使》がいたら、ライフ0でも負けないよね？", ANGEL),
        # a word the asker is under, not recognised as a card (was 'loses': Transcendence
        # unrecognised, left out)
        ("超越下でライフ-5。負け？", ANGEL),
        ("超越下でライフ-5になりました。負けますか？", ANGEL),
        ("もし相手が《白金の天使》を出していたら、相手のライフ0でも負けない？", ANGEL),
        (
            "相手が「《白金の天使》がいるから負けない」と言っています。相手のライフは0。勝ちですか？",
            ANGEL,
        ),
        # whose it is not said, and the seat decides it: no verdict
        ("Transcendence is on the battlefield and I'm at 25 life. Do I lose?", TRANSCENDENCE),
        ("Transcendence is out. My opponent is at 25. I'm at 10. Who loses?", TRANSCENDENCE),
        ("Transcendence is active and I'm at 25 life. lose?", TRANSCENDENCE),
        ("under Platinum Angel my opponent is at 0. Did I win?", ANGEL),
        # a subjectless total right after a sentence about another player: theirs, or the
        # asker's with "I" dropped (was 'loses', the asker's only)
        ("Opponent controls Platinum Angel. At -3 life. Do I win?", ANGEL),
        ("My opponent is on Lich. At 0 life. Do I win?", LICH),
        # cast by one player, told as another's: held by two
        ("My opponent cast Lich. Lich is mine. I'm at 0 life. Do I lose?", LICH),
        # "it" where control changed hands, or two cards are named
        ("Platinum Angel is out, I'm at 0. He just got it. Do I lose?", ANGEL),
        (
            "Opponent sitting at 0 with his Abyssal Persecutor; I control it now. Do I win?",
            PERSECUTOR,
        ),
        # the control told, then taken: the engine plays no "stole" or "gained control of it"
        (
            "Transcendence, which my opponent controlled until I stole it, is out. I'm at 25. Do"
            " I lose?",
            TRANSCENDENCE,
        ),
        ("Lich is my opponent's. I gained control of it. I'm at 0 life. Do I lose?", LICH),
    ],
)
def test_words_that_do_not_say_whose_a_permanent_is_get_no_verdict(
    question: str, card: str
) -> None:
    assert asker_outcome(question, [card]) is None


@pytest.mark.parametrize(
    ("question", "card", "asker"),
    [
        (
            "Platinum Angel is out. I'm at 5 life and take 3 damage. Do I lose?",
            ANGEL,
            "keeps_playing",
        ),
        ("Platinum Angel is active. I'm at 5 and take 3. Do I lose?", ANGEL, "keeps_playing"),
        ("Platinum Angel entered. I'm at 5 and take 3. Do I lose?", ANGEL, "keeps_playing"),
        (
            "Platinum Angel is on the battlefield. Opponent is at 4 and I bolt him. Do I win?",
            ANGEL,
            "keeps_playing",
        ),
    ],
)
def test_an_unsaid_controller_played_with_each_seat_says_so_where_all_agree(
    question: str, card: str, asker: str
) -> None:
    verdict = verdict_for(question, [card])
    assert verdict is not None and verdict.asker == asker
    assert any("whoever controls it" in said for said in verdict.assumptions), verdict.assumptions


def test_a_controller_the_cards_effect_chooses_says_which_not_whoever() -> None:
    verdict = verdict_for("Lich is on the battlefield. I'm at 0 life. Do I lose?", [LICH])
    assert verdict is not None and verdict.asker == "keeps_playing"
    assert any("Lich is controlled by you" in said for said in verdict.assumptions)
    assert not any("whoever controls it" in said for said in verdict.assumptions)


@pytest.mark.parametrize(
    ("question", "card", "asker"),
    [
        # a card whose own trigger makes its controller lose, told to make a player lose
        (
            "I was at 18 and gained 3 life, and Transcendence made me lose. Is that right?",
            TRANSCENDENCE,
            "loses",
        ),
        (
            "My opponent went to 22 life. Transcendence made him lose. Did I win?",
            TRANSCENDENCE,
            "wins",
        ),
        ("I'm at 15. I gain 10 life and Transcendence kills me. Correct?", TRANSCENDENCE, "loses"),
        # one told to keep a player in, seated by what it does (a Persecutor: the other side's)
        ("I'm at 0 life. Platinum Angel saves me. Do I lose?", ANGEL, "keeps_playing"),
        ("Opponent is at 0 life. Platinum Angel protects him. Did I win?", ANGEL, "keeps_playing"),
        (
            "I'm at -3 but the Persecutor stops me from losing. Do I lose?",
            PERSECUTOR,
            "keeps_playing",
        ),
        # told, then asked again: the told clause places it
        (
            "I have Transcendence and I'm at 25. Does Transcendence make me lose?",
            TRANSCENDENCE,
            "loses",
        ),
        (
            "My opponent has Abyssal Persecutor. I'm at -3. Does the Persecutor stop me from"
            " losing?",
            PERSECUTOR,
            "keeps_playing",
        ),
    ],
)
def test_a_cards_effect_told_on_a_player_says_whose_it_is(
    question: str, card: str, asker: str
) -> None:
    assert asker_outcome(question, [card]) == asker


@pytest.mark.parametrize(
    ("question", "card"),
    [
        # asked only: the asker may hold it and think it works so (a loss asked of a card that
        # makes only its controller lose is the asked player's: test_verdict_coverage_3.py)
        ("I'm at 0 life. Does Lich save me?", LICH),
        ("I'm at -3. Does the Persecutor stop me from losing?", PERSECUTOR),
        # a loss no trigger of the card makes
        ("I'm at 0 life. Platinum Angel kills me. Do I lose?", ANGEL),
        ("I'm at 0. Platinum Angel triggered on me. Do I lose?", ANGEL),
        # a trigger told with no event before it that fires it, or with what it did told again
        ("Transcendence triggers. I'm at 21. Do I lose?", TRANSCENDENCE),
        ("I'm at 5 and take 3. Platinum Angel's trigger resolves. Do I lose?", ANGEL),
        (
            "I'm at 10 and lose 5 life; Transcendence triggers and I gain 10. Do I lose?",
            TRANSCENDENCE,
        ),
        # "I lost to Lich" claims a loss, which the engine checks: not read as the holding
        ("I lost to Lich. Did I lose?", LICH),
        # a player's deed to the card in words no reading takes (the first was 'keeps_playing')
        ("I'm on Lich at 0 life. Opponent disenchants my Lich. Am I out?", LICH),
        ("opp swords my Platinum Angel, I'm at 0. lose?", ANGEL),
    ],
)
def test_a_cards_effect_asked_or_unread_places_no_card(question: str, card: str) -> None:
    assert asker_outcome(question, [card]) is None


def test_it_stands_for_no_card_where_the_story_names_two() -> None:
    question = "Lich and Platinum Angel are out. My opponent has it. I'm at 0. Do I lose?"
    assert asker_outcome(question, [LICH, ANGEL]) is None


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # the topic's own total told before: the subjectless one is the asker's, as before
        ("Opponent is at 10. At 3 life. Do I lose?", "keeps_playing"),
        ("Opponent has 5 life. At 3 life, I take 3. Do I lose?", "loses"),
        ("Sitting at 5 life. My opponent deals 6 damage to me. Am I out?", "loses"),
    ],
)
def test_a_subjectless_total_after_another_players_own_total_stays_the_askers(
    question: str, asker: str
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # "under" a rule or a situation is no card
        ("統率者戦ルール下で、ライフ0になった。負け？", "loses"),
        ("現在の状況下でライフ0です。負け？", "loses"),
    ],
)
def test_a_rule_or_a_situation_one_is_under_is_no_card(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker
