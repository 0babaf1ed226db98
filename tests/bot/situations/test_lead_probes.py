"""Wrong verdicts the lead's probes found on main (2026-12-06, night), each beside wordings that
keep their verdict: a modelled card placed only by the asking sentence ("…唱えてたから大丈夫？": the
Grace was played as if never cast), damage to a permanent the player owns read as damage to the
player ("dealt 3 damage to my creature"), a question that weighs two facts ("which is worse") or
asks what might yet happen ("somehow"), a Japanese event told after another in the perfect
(「唱えてた」), a commander that changed on the way, and a total told after a subgame starts in no
game's words."""

from __future__ import annotations

import pytest

from bot.application.situation_verdict import refusal
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.verdict import verdict_for
from tests.bot.situations.outcomes import asker_outcome

GRACE = ["Angel's Grace"]
ANGEL = ["Platinum Angel"]
BOLT = ["Lightning Bolt"]
BOLT_TEXT = OracleCard("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", "稲妻")


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', the Grace's cast left out as the question's own
        ("ライフ3で5点ダメージ受けたけど、天使の嗜みを唱えてたから大丈夫？", GRACE, None),
        ("ライフ3で5点ダメージ受けたけど、天使の嗜みを唱えていたから大丈夫？", GRACE, None),
        # the cast told as the story's: played, and kept in
        ("天使の嗜みを唱えてたけど、ライフ3で5点ダメージ受けた。大丈夫？", GRACE, "keeps_playing"),
        # no card in the asking sentence: the story's damage decides
        ("ライフ4で5点のダメージを受けた。負け？", [], "loses"),
        ("ライフ4で3点のダメージを受けた。負け？", [], "keeps_playing"),
    ],
)
def test_a_card_only_the_asking_sentence_places_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', the damage to a creature or planeswalker dealt to the asker
        ("I'm at 2. Opponent dealt 3 damage to my creature. Do I lose?", [], None),
        ("I'm at 2. Opponent dealt 3 damage to my planeswalker. Do I lose?", [], None),
        (
            "I'm at 2 life. My opponent's creature dealt 3 damage to my blocker. Do I lose?",
            [],
            None,
        ),
        ("I'm at 2. Opponent dealt 3 damage to my Platinum Angel. Do I lose?", ANGEL, None),
        ("Opponent's at 2 life. I dealt 3 damage to his creature. Do I win?", [], None),
        # the player themself, and "'s" for "is": read as before
        ("I'm at 2. Opponent dealt 3 damage to me. Do I lose?", [], "loses"),
        ("I'm at 2 life. My opponent's creature dealt 3 damage to me. Do I lose?", [], "loses"),
        ("Opponent's at 2. I dealt 3 damage to him. Do I win?", [], "wins"),
    ],
)
def test_damage_to_a_players_permanent_is_not_damage_to_the_player(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', though nothing asks whether the asker loses
        (
            "I'm at 3 life and 9 poison with Platinum Angel out. Opponent at 20. Which is worse "
            "for me right now?",
            ANGEL,
            None,
        ),
        ("I'm at 3 life and 9 poison. What's worse for me, the life or the poison?", [], None),
        ("ライフ3で毒カウンター9個。どれが一番やばい？", [], None),
        # the outcome asked of the same facts
        (
            "I have Platinum Angel, I'm at 0 life. My opponent has 20 life. Do I lose?",
            ANGEL,
            "keeps_playing",
        ),
    ],
)
def test_a_question_that_weighs_two_facts_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "refused"),
    [
        # main: 'keeps_playing' given, though what might yet happen is asked
        (
            "I'm at 1 life with Platinum Angel out. Opponent at 20. Can he still kill me somehow?",
            True,
        ),
        ("I'm at 0 life with Platinum Angel. Is there a way for him to win?", True),
        # the outcome asked, "somehow" or not
        ("I'm at 1 life with Platinum Angel out and take 3. Do I somehow survive?", False),
        ("I'm at 1 life with Platinum Angel out and take 3. Do I lose?", False),
    ],
)
def test_what_might_yet_happen_is_not_the_outcome_asked(question: str, refused: bool) -> None:
    assert (refusal(question) is not None) == refused


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', the cast played after the damage it was told after
        ("ライフ3で5点ダメージ受けた。でも天使の嗜みを唱えてた。負け？", GRACE, None),
        ("ライフ3で5点ダメージ受けた。でも天使の嗜みを唱えていました。負け？", GRACE, None),
        ("ライフ3で5点ダメージを受けたけど、ライフ10点得てからだった。負け？", [], None),
        # told in the order it happened
        (
            "天使の嗜みを唱えてた。そのあとライフ3で5点ダメージ受けた。負け？",
            GRACE,
            "keeps_playing",
        ),
        ("ライフ3で10点回復して、5点ダメージを受けた。負け？", [], "keeps_playing"),
        ("ライフ3で5点ダメージ受けた。負け？", [], "loses"),
    ],
)
def test_an_event_told_after_another_in_the_perfect_may_have_come_first(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the 21 counted from a commander that changed on the way
        (
            "統率者戦で相手の統率者から累計19点。さらに2点殴られた。でも統率者が途中で変わってた。負け？",
            None,
        ),
        ("統率者戦で相手の統率者から累計19点。統率者を入れ替えたあと2点殴られた。負け？", None),
        (
            "EDH: his commander hit me for 19 total, then he swapped his commander and it hit "
            "me for 2. Do I lose?",
            None,
        ),
        # the same commander throughout
        (
            "統率者戦で相手の統率者から累計19点受けてて、さらに同じ統率者から2点殴られた。負け？",
            "loses",
        ),
    ],
)
def test_a_commander_changed_on_the_way_gets_no_verdict(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the 1 played as the subgame's life
        ("相手がシャハラザードを唱えた。相手のライフは1。サブゲームで相手が投了した。勝ち？", None),
        ("Opponent cast Shahrazad. He is at 1 life. He conceded the subgame. Do I win?", None),
        # which game's total it is, said
        (
            "相手がシャハラザードを唱えた。メインゲームの相手のライフは1。サブゲームで相手が投了した。"
            "勝ち？",
            "wins",
        ),
        (
            "Opponent cast Shahrazad. I lost the subgame. I'm at 10 life in the main game. "
            "Do I lose the main game?",
            "keeps_playing",
        ),
        (
            "Opponent cast Shahrazad. I lost the subgame. I was at 1 life in the main game. "
            "Do I lose the main game?",
            "loses",
        ),
    ],
)
def test_a_total_told_after_a_subgame_starts_in_no_games_words_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question, ["Shahrazad"]) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', the damage played as told before the correction
        ("ライフ2で3点ダメージを受けたが、ダメージは俺のクリーチャーにだった。負け？", None),
        ("ライフ2で3点ダメージを受けた。いや、プレインズウォーカーが受けたんだった。負け？", None),
        ("ライフ2で3点ダメージを受けた…と思ったら俺のクリーチャーだった。負け？", None),
        # no correction: an interjection, or the damage told once
        ("いやー、ライフ2で3点ダメージを受けた。負け？", "loses"),
        ("ライフ2で相手のクリーチャーに3点ダメージを受けた。負け？", "loses"),
    ],
)
def test_a_japanese_correction_of_the_story_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # the issue's own story: was refused, "who 'my friend' is is not said"
        (
            "友達とカジュアルで遊んでいて、相手がシャハラザードを唱えてサブゲームが始まりました。"
            "サブゲームの途中で私のライフが0になって負けたんですが、メインゲームの方はどうなるんですか？",
            "keeps_playing",
        ),
        (
            "友人と家で対戦していて、相手がシャハラザードを唱えました。サブゲームで私のライフが0に"
            "なりました。メインゲームではライフ1です。負けますか？",
            "loses",
        ),
        (
            "I was playing a game with my buddy and my opponent cast Shahrazad. In the subgame my "
            "life went to 0. Do I keep playing the main game?",
            "keeps_playing",
        ),
        # the friend watches, advises or asks: who the friend is stays unsaid
        (
            "友達が言うには、相手がシャハラザードを唱えてサブゲームで私が負けたらメインゲームも"
            "負けるらしい。本当？",
            None,
        ),
        (
            "My friend watched while my opponent cast Shahrazad and I went to 0 life in the "
            "subgame. Do I keep playing the main game?",
            None,
        ),
    ],
)
def test_the_friend_the_asker_plays_with_is_the_opponent(question: str, asker: str | None) -> None:
    assert asker_outcome(question, ["Shahrazad"]) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker", "life"),
    [
        # "at 3 life" after the target is the life the Bolt found: 0 after it, kept in by the
        # Angel (was "your life is 3", the total played after the Bolt)
        (
            "my opponent cast Lightning Bolt on me at 3 life while I control Platinum Angel, "
            "do I lose?",
            ["Lightning Bolt", "Platinum Angel"],
            "keeps_playing",
            "Your life is 0,",
        ),
        ("my opponent cast Lightning Bolt on me at 3 life, do I lose?", BOLT, "loses", None),
        (
            "My opponent cast Lightning Bolt on me at 4 life. Do I lose?",
            BOLT,
            "keeps_playing",
            None,
        ),
        ("I cast Lightning Bolt on my opponent at 3 life. Do I win?", BOLT, "wins", None),
        # a total said to be the one left: whose it is stays open, and decides
        ("My opponent cast Lightning Bolt on me, at 3 life now. Do I lose?", BOLT, None, None),
        ("My opponent cast Lightning Bolt on me at 3 life now. Do I lose?", BOLT, None, None),
    ],
)
def test_a_total_told_after_an_events_target_is_the_one_it_found(
    question: str, cards: list[str], asker: str | None, life: str | None
) -> None:
    verdict = verdict_for(question, cards, [BOLT_TEXT])
    assert (verdict and verdict.asker) == asker
    assert life is None or (verdict is not None and life in verdict.summary_en)


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the obligation read as a draw that did not happen, or unread
        ("ライブラリーが0枚なのにドローしないといけない。負けますか？", [], "loses"),
        ("ライブラリーが0枚でカードを引かなきゃいけない。負け？", [], "loses"),
        ("ライブラリーが0枚です。カードを引かなければならない。負け？", [], "loses"),
        ("ライブラリーが1枚で、カードを2枚引かなきゃいけない。負け？", [], "loses"),
        ("ライブラリーが3枚で、カードを2枚引かないといけない。負け？", [], "keeps_playing"),
        (
            "白金の天使がいて、ライブラリーが0枚なのにドローしないといけない。負けますか？",
            ANGEL,
            "keeps_playing",
        ),
        # a draw that did not happen, or one only supposed ("if I don't draw"): no loss read
        ("ライブラリーが0枚です。カードは引かなかった。負け？", [], "keeps_playing"),
        ("ライブラリーが0枚です。ドローしません。負け？", [], "keeps_playing"),
        # main: 'loses', 「ドローしなければ」 read as a draw
        ("ライブラリーが0枚でドローしなければ負けない？", [], None),
    ],
)
def test_a_japanese_draw_the_player_must_make_is_a_draw(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'loses', 「両方」 unread and the total played as the asker's alone
        ("両方ライフ0になったらどうなる？引き分け？", "draw"),
        ("両方のライフが0になった。引き分け？", "draw"),
        ("双方のライフが0になりました。どうなる？", "draw"),
        ("両方のプレイヤーのライフが0になった。引き分け？", "draw"),
        # both of two things that are no players: the asker's total alone
        ("クリーチャー両方ライフに関係ない。私のライフ0。負け？", "loses"),
    ],
)
def test_both_players_told_as_ryouhou_are_every_player(question: str, asker: str) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: 'keeps_playing', the story played without the burn it supposes
        ("ライフが1なんだけど、相手がもし火力を持ってたら負けるよね？", None),
        ("ライフが1なんだけど、仮に相手がバーンデッキだったら負ける？", None),
        # a supposition the reading takes, or a politeness: the verdict stands
        ("もしよかったら教えてください。ライフ0になったら負けですか？", "loses"),
        ("もしライフが0になったら負けですか？", "loses"),
    ],
)
def test_a_japanese_supposition_no_reading_takes_gets_no_verdict(
    question: str, asker: str | None
) -> None:
    assert asker_outcome(question) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: refused, "the engine does not model a card the story gives an effect"
        ("ライフ3で相手に稲妻撃たれた。負け？", "loses"),
        ("ライフ3で稲妻撃たれた。負け？", "loses"),
        ("相手のライフ2。相手に稲妻撃った。勝ち？", "wins"),
        ("ライフ4で稲妻くらった。負け？", "keeps_playing"),
        # cast with no one it was cast at: still refused (Bolt needs a target)
        ("ライフ3のときに相手が稲妻撃ってきた。負け？", None),
    ],
)
def test_a_japanese_card_cast_with_no_particle_is_told_as_with_it(
    question: str, asker: str | None
) -> None:
    verdict = verdict_for(question, BOLT, [BOLT_TEXT])
    assert (verdict and verdict.asker) == asker


@pytest.mark.parametrize(
    ("question", "asker"),
    [
        # main: "who conceded is not said: every player, or every other?"
        ("4人戦で、私以外のプレイヤーが全員投了した。勝ち？", "wins"),
        ("4人戦で、私以外は全員投了した。勝ち？", "wins"),
        ("4人戦で、私以外の全員が投了した。勝ち？", "wins"),
        # a count of the others: the game's size must agree with it (2 of 3 is not a win)
        ("4人戦で、自分以外の2人が投了した。勝ち？", None),
        ("4人戦で、私以外の3人が全員投了した。勝ち？", None),
    ],
)
def test_every_player_but_the_asker_is_every_opponent(question: str, asker: str | None) -> None:
    assert asker_outcome(question) == asker


def test_a_devotion_told_with_no_card_named_that_counts_it_gets_no_verdict() -> None:
    # main (through the search, which names no card for "Oracle"): 'keeps_playing'
    question = "My library has 4 cards and my devotion to blue is 6. Oracle enters. Do I win?"
    assert asker_outcome(question) is None
    cast = question.replace("Oracle enters", "I cast Thassa's Oracle")
    assert asker_outcome(cast, ["Thassa's Oracle"]) == "wins"
