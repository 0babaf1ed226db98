"""Wrong verdicts found by probing shapes earlier probes had not tried (issue 23, precision), each
kind refused in general and beside wordings that keep their right verdict: a supposition told
after the story's events (played after them, where the asker means before), a total told after
the game ended by a concession, a supposition the asking sentence makes of an event no reading
takes, "the other" of three or more players, a card told only as what another card is like, a
Japanese permanent told present by a word no card takes, and a Japanese player's quoted words."""

from __future__ import annotations

import pytest

from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]
MANIAC = ["Laboratory Maniac"]
GRACE = ["Angel's Grace"]


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the supposed gain played after the damage
        ("ライフ1で3点殴られる。ライフが3点増えたら生き残れる？", None),
        ("ライフ1で3点殴られる。ライフが３点増えたら生き残れる？", None),
        ("ライフ4で4点受けた。ライフを1点回復してたら生き残れた？", None),
        ("ライフ3で3点殴られた。ライフが1点多かったら生き残れた？", None),
        ("ライフ3で3点受けた。3点回復したら生き残れる？", None),
        ("I was at 4 and took 4. Suppose I had gained 1 life earlier, do I survive?", None),
        ("I'm at 1 life, taking 3. If my life went up by 3, do I survive?", None),
        ("I'm at 3 and take 3. If I gain 3 life, do I survive?", None),
        # main: 'wins'
        ("Opp at 3, I hit him for 3. If he gains 1 life, is he still in?", None),
        # the supposition told as after the story: played after it
        ("I'm at 3 and take 3. If I then gain 3 life, do I survive?", "loses"),
        ("ライフ3で3点受けた。その後3点回復したら生き残れる？", "loses"),
        ("ライフ3で3点受けた。後から3点回復しても負け？", "loses"),
        ("Opp at 3, I hit him for 3. If he then gains 1 life, is he still in?", "wins"),
        # a supposition that gives the same verdict wherever it is placed
        ("I'm at 5 and took 3. If he pings me for 2, am I dead?", "loses"),
        ("I'm at 5 and took 3. If he pings me for 1, am I dead?", "keeps_playing"),
        ("ライフ5で3点受けた。2点受けたら負け？", "loses"),
        ("ライフ5で3点受けた。1点受けたら負け？", "keeps_playing"),
        ("ライフ6で3点殴られる。ライフが3点減ったら負け？", "loses"),
        ("Opp at 3, I hit him for 2. If I ping him for 1, do I win?", "wins"),
        # the whole story supposed: no event of its own before the supposition
        ("ライフ3で5点受けるとしたら負け？", "loses"),
        ("毒カウンターが9個。もう1個乗ったとしたら負けますか？", "loses"),
        ("Hypothetically, if I'm at 3 life and take 2 damage, do I lose?", "keeps_playing"),
        ("I'm at 3. Suppose opponent bolts me. Am I dead?", "loses"),
    ],
)
def test_a_supposition_after_the_story_is_placed_before_its_events_too(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'wins' / 'loses', the total told after the concession played after the end
        ("opponent conceded, but i'm at 0 life with no angel. do i win?", [], None),
        ("opponent scooped. i'm at 0 life though. do i win?", [], None),
        ("相手が投了。でも私のライフは0。勝ちですか？", [], None),
        ("I conceded. My opponent is at 0 life though. Who wins?", [], None),
        # a total told as reached after the end: the game was over by then
        ("相手が投了した後で、自分のライフが0になった。勝ち？", [], "wins"),
        ("My opponent conceded. After that I went to 0 life. Do I still win?", [], "wins"),
        # a total told first but reached after the concession ("first", 「先に」): the story's
        # totals end the game before anything it tells, which the scenario never reaches
        ("I'm at 0 life but my opponent conceded first. Am I dead?", [], None),
        ("自分のライフが0になったけど、先に相手が投了していた。負け？", [], None),
        # told in the order it happened
        ("I went to 0 life, then my opponent conceded. Who won?", [], "loses"),
        ("自分のライフが0になった。その後相手が投了した。勝ち？", [], "loses"),
        # a total that loses nothing, or the Angel's: the same wherever placed
        ("Opponent conceded. I'm at 3 life. Do I win?", [], "wins"),
        ("Opponent conceded while I was at 0 life with Platinum Angel. Did I win?", ANGEL, "wins"),
    ],
)
def test_a_total_told_after_a_concession_may_be_the_one_before_it(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the story played without the supposed event
        ("I have 8 poison. I get 1 more. If I get another one, do I lose?", None),
        ("I'm at 4. I take 2. If he does it again, am I dead?", None),
        # the supposition read, or one that asks nothing of the game
        ("I'm at 3. If I take 3 damage, do I lose?", "loses"),
        ("I'm at 3 and took 3 damage. If I'm reading this right, I lose?", "loses"),
        ("I'm at 3 and took 3 damage. Do I lose, if that makes sense?", "loses"),
    ],
)
def test_a_supposition_no_reading_takes_gets_no_verdict(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the total and the Bolt given to the one who conceded
        ("3 player game, one opponent conceded, the other is at 1 and I bolt him. Do I win?", None),
        (
            "3 player game, one opponent conceded, the other guy is at 1 and I bolt him. Do I win?",
            None,
        ),
        (
            "3 players. One opponent has 10 poison counters. The other guy conceded. Did I win?",
            None,
        ),
        # "the other" of two players, and the second opponent named
        ("I'm at 10, the other guy's at 3. I bolt him. Win?", "wins"),
        ("I'm at 3. The other player bolts me. Dead?", "loses"),
        ("3人戦。相手Aが投了、相手Bはライフ1。Bに3点。勝ち？", "wins"),
        ("3人戦。相手Aが投了、相手Bはライフ5。Bに3点。勝ち？", "keeps_playing"),
    ],
)
def test_the_other_of_three_or_more_players_is_not_said(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing' or 'wins', the card likened to played as the card
        ("I'm at 0 life but I have a Platinum Angel-like effect. Lose?", ANGEL, None),
        ("I'm at 0 life but I have something like Platinum Angel out. Lose?", ANGEL, None),
        ("I'm at 0 life and control a card similar to Platinum Angel. Lose?", ANGEL, None),
        ("I'm at 0 life with a Platinum Angel style artifact. Lose?", ANGEL, None),
        ("Opponent at 0 life, he controls a Platinum Angel-type card. Did I win?", ANGEL, None),
        (
            "My library is empty and I have a Laboratory Maniac-like creature. I draw. Do I win?",
            MANIAC,
            None,
        ),
        ("ライフ0で白金の天使みたいなカードがある。負け？", ANGEL, None),
        ("ライフ0で白金の天使っぽいやつがいる。負け？", ANGEL, None),
        ("ライフ0で白金の天使的な効果がある。負け？", ANGEL, None),
        (
            "ライブラリー0で研究室の偏執狂みたいなクリーチャーがいる。ドローした。勝ち？",
            MANIAC,
            None,
        ),
        # the card itself, or a copy of it
        ("I'm at 0 life and I control Platinum Angel. Lose?", ANGEL, "keeps_playing"),
        ("I'm at 0 life with a Platinum Angel clone. Lose?", ANGEL, "keeps_playing"),
        ("ライフ0で白金の天使を出してる。負け？", ANGEL, "keeps_playing"),
        ("ライブラリー0で研究室の偏執狂がいる。ドローした。勝ち？", MANIAC, "wins"),
    ],
)
def test_a_card_told_as_like_another_is_not_that_card(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses' or 'wins', the permanent told present left out
        ("ライフ0でミラーがある。負け？", None),
        ("ライフ0だけど、負けない系のアーティファクトがある。負け？", None),
        ("仮にライフ0でプラチナの天使がいたら負けない？", None),
        ("ライフ0だけど、場にプラチナ天使。負け？", None),
        ("ライフ0でも、エンチャントがあれば負けない？", None),
        ("相手はライフ0で、ミラーがある。勝ち？", None),
        # what a player has that does nothing of its own
        ("ライフ0。手札が3枚ある。負け？", "loses"),
        ("ライフ0。土地が5枚ある。負け？", "loses"),
        ("ライフ0だけど、余裕がある。負け？", "loses"),
        ("ライフ0。相手の場にはクリーチャーがいる。負け？", "loses"),
        ("ライフ2で2点受けた。自分の場に壁がある。負け？", "loses"),
    ],
)
def test_a_japanese_permanent_no_card_takes_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing' or 'loses', what the permanent held does left out
        ("I'm at 1 and he has a pinger. Am I dead?", [], None),
        (
            "I'm at 3 and my opponent has an enchantment out. He deals 3 damage to me. Dead?",
            [],
            None,
        ),
        ("I'm at 2. He has a lifelinker and hits me for 2. Do I lose?", [], None),
        ("I'm at 0 life but I've got a weird artifact. Do I lose?", [], None),
        # a card named, a count, a size or a plain body is read or does nothing of its own
        ("I have a Platinum Angel and I'm at 0 life. Do I lose?", ANGEL, "keeps_playing"),
        (
            "I'm at 5 and he has a creature. He deals 2 damage to me. Do I lose?",
            [],
            "keeps_playing",
        ),
        ("He has an empty library and must draw. Does he lose?", [], "wins"),
        ("I'm at 2 and I have a card in hand. He deals 2 damage to me. Do I lose?", [], "loses"),
    ],
)
def test_an_english_permanent_no_card_takes_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the opponent's words read as the asker's total
        ("相手「ライフ2です」 自分「ボルト」 相手「負けました」 勝ち？", None),
        ("相手「ライフ0だけど白金の天使がいる」 勝ち？", None),
        # the asker's own words, and a quote of no player
        ("自分「ライフ1」相手「ショックで2点」。負け？", None),
        ("ライフ３で３点くらった。負け？", "loses"),
    ],
)
def test_a_japanese_players_quoted_words_are_theirs(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the asker's outcome where another player's is asked
        (
            "3 player game. Opponent 1 is at 2, opponent 2 is at 20. I deal 3 damage to"
            " opponent 1. Does he lose?",
            [],
            None,
        ),
        (
            "4 player game. Opponent 2 is at 1. I deal 1 damage to opponent 2. Is opponent 2 dead?",
            [],
            None,
        ),
        ("3 player game. Opponent 1 has 10 poison. Does opponent 2 win?", [], None),
        ("3人戦。相手Aのライフ2、相手Bのライフ20。相手Aに3点与えた。相手Aは負け？", [], None),
        ("4人戦。相手Bがライフ1。Bに1点与えた。Bは負け？", [], None),
        # the asker's own outcome asked, or one that answers every other player's
        (
            "4 player game. Opponent 2 is at 1. I deal 1 damage to opponent 2. Do I win?",
            [],
            "keeps_playing",
        ),
        ("4人戦。相手Bがライフ1。Bに1点与えた。勝ち？", [], "keeps_playing"),
        (
            "3 player game, both opponents at 1. I deal 1 to each opponent. Do they lose?",
            [],
            "wins",
        ),
        # two players: the opponent's outcome is the asker's turned round
        ("2 player game. Opponent at 2. I deal 3 damage to him. Does he lose?", [], "wins"),
        (
            "Two-Headed Giant, our team has 4 life left. My teammate takes 4 from a dragon."
            " Do we both lose?",
            [],
            "loses",
        ),
    ],
)
def test_another_players_outcome_asked_of_three_or_more_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the Angel or the total given to the asker, the player after the clause left
        (
            "4人戦。白金の天使をコントロールしている相手が投了した。自分はライフ0。負け？",
            ANGEL,
            "loses",
        ),
        ("白金の天使をコントロールしている相手はライフ0。勝ち？", ANGEL, "keeps_playing"),
        ("白金の天使を出してる相手のライフが0。勝ち？", ANGEL, "keeps_playing"),
        ("ライフ0で白金の天使を出してる相手。勝てる？", ANGEL, "keeps_playing"),
        # the modified player named, or a clause read with its particle (「統率者戦で」)
        ("ライフ3の相手に3点与えた。勝ち？", [], "wins"),
        ("ライフ5の相手に3点与えた。勝ち？", [], "keeps_playing"),
        ("ライブラリー0枚の相手がドローした。勝ち？", [], "wins"),
        ("統率者戦で相手の統率者から21点受けた。ライフ40。負け？", [], "loses"),
    ],
)
def test_a_japanese_clause_modifying_a_player_is_that_players(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', a question asked for someone else read as the asker's story
        ("友達に聞かれたんだけど、ライフ3で3点受けたら負け？", None),
        ("友人から質問されました。ライフ2で2点受けたら負けですか？", None),
        ("後輩に聞かれた。ライフ1で1点受けた。負け？", None),
        ("弟が聞いてきたんだけど、ライフ1で1点受けたら負け？", None),
        ("友達の代わりに質問です。ライフ2で3点受けました。負けですか？", None),
        # the friend the asker plays, or one who only said something
        ("友達と対戦中。ライフ2で3点受けた。負け？", "loses"),
        ("友達に「ライフ0でも負けない」って言われた。ライフ0。負け？", "loses"),
    ],
)
def test_a_japanese_question_asked_for_someone_else_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the story played to its last event, not to the next turn
        ("My library is empty. At the start of my next turn do I lose?", [], None),
        ("ライブラリー0枚。次のターンに負ける？", [], None),
        # main: 「そのうち」 read as 「その⟨私⟩」
        ("ライブラリー0枚で相手のターン。そのうち負ける？", [], None),
        # the end of this turn, which the engine plays, or a later turn told in the story
        ("I'm at 0 with Platinum Angel. Do I lose at end of turn?", ANGEL, "keeps_playing"),
        ("ライフ0で白金の天使がいる。ターン終了時に負ける？", ANGEL, "keeps_playing"),
        ("I'm at 3. Next turn he attacks me for 5. Do I lose?", [], "loses"),
    ],
)
def test_a_time_after_the_story_asked_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the total told again after "actually" not taken as a correction
        ("I'm at 3 and took 3... actually I'm at 5. Dead?", None),
        ("Opp at 3, I hit him for 3. Actually he's at 4. Win?", None),
        # "actually" that takes nothing back
        ("Actually I have a question. I'm at 3 and took 3. Dead?", "loses"),
        ("So I'm at 3, and I took 3, am I actually dead?", "loses"),
    ],
)
def test_a_total_told_again_after_actually_is_a_correction(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the second case read as nothing
        ("I'm at 3 and took 3. Do I lose? How about at 4 life?", None),
        ("I'm at 3 and took 3. Do I lose? And what if it was 2 damage?", None),
        # a second question of the same story
        ("I'm at 3 and took 3. Do I lose? And does my opponent win?", "loses"),
    ],
)
def test_another_case_asked_after_the_question_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses' or 'wins', the words that keep a player in left out
        ("I'm at 0 but I can't lose the game this turn. Do I lose?", [], None),
        ("I'm at 0 but something stops me losing. Do I lose?", [], None),
        ("I'm at 20, he's at 0 but he has an angel that stops him losing. Do I win?", [], None),
        ("ライフ0だけど、このターンは負けない。負け？", [], None),
        ("ライフ0だけど何かの効果で負けないらしい。負け？", [], None),
        ("相手のライフ0。でも負けないって言ってる。勝ち？", [], None),
        # the card that does it named, a claim of the outcome, or life that can't be lost
        ("I'm at 0 with Platinum Angel, so I can't lose. Do I lose?", ANGEL, "keeps_playing"),
        ("白金の天使がいるから負けない。ライフ0。負け？", ANGEL, "keeps_playing"),
        ("I'm at 3 and took 2. I don't lose, right?", [], "keeps_playing"),
        ("ライフ5で3点受けた。だから負けない。合ってる？", [], "keeps_playing"),
    ],
)
def test_words_that_keep_a_player_in_with_no_card_get_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing' or 'loses', the game's outcome given to another question
        ("I'm at 10 and took 3. Do I lose my turn?", [], None),
        ("I'm at 10 and took 3. Do I lose the race?", [], None),
        ("I'm at 10, he's at 5. Who wins the race?", [], None),
        ("I'm at 10, he's at 5. We trade creatures. Who won the trade?", [], None),
        ("I'm at 10, he bolts me. Do I lose life or does my creature take it?", [], None),
        ("ライフ0で白金の天使がいる。天使を破壊された。天使は死ぬ？", ANGEL, None),
        ("ライフ10で3点受けた。ターン終わり？", [], None),
        ("ライフ10で3点受けた。戦闘終わり？", [], None),
        # the game's outcome, a supposed loss of life, a time told
        ("I'm at 3 and took 3. Do I lose the game?", [], "loses"),
        ("I'm at 3 and took 3. Do I lose this turn?", [], "loses"),
        ("I'm at 3. If I lose 3 life, do I die?", [], "loses"),
        ("Opp at 3. I deal 3 damage to him. Does he die?", [], "wins"),
        ("ライフ0で白金の天使がいる。天使を破壊された。負け？", ANGEL, "loses"),
        ("ライフ0で白金の天使がいる。ターンが終わったら負け？", ANGEL, "keeps_playing"),
    ],
)
def test_an_outcome_asked_of_something_else_than_the_game_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker
