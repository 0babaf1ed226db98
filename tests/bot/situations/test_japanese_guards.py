"""Japanese stories that got a wrong verdict, found by rewording the tuning questions: who is
who (a word that is no player's, the opponent however named, both players), where a card lies
(a hand is not play), a total said of the player named after it, a card no search knows. Each
must get the right verdict or none (a wrong verdict is worse than none), and the wordings they
were reworded from, and the same words where they mean what they used to, keep their verdict.
"""

from __future__ import annotations

import pytest

from tests.bot.situations.outcomes import asker_outcome

ANGEL = ["Platinum Angel"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the asker's total, 'loses'
        ("ライフが2の相手に3点殴られた。負け？", [], None),
        ("ライフ1の相手に2点殴られた。負け？", [], None),
        # main: 'keeps_playing' (the main game's total is not the subgame's)
        (
            "シャハラザードのサブゲーム中に、メインゲームのライフが2の相手が投了した。勝ち？",
            ["Shahrazad"],
            None,
        ),
        ("ライフが2の相手が投了しました。2人戦。勝ち？", [], "wins"),
        ("ライフ2の相手に3点与えた。勝ち？", [], "wins"),
        # traps: a total with no player after it, a player's total before its player
        ("ライフ3の状態で3点のダメージを受けた。負け？", [], "loses"),
        ("相手のライフが2の時に、相手に3点与えた。勝ち？", [], "wins"),
    ],
)
def test_a_total_said_of_the_player_after_it_is_that_players(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the Angel in play, 'keeps_playing'
        ("《白金の天使》が手札にある。ライフ0。負け？", ANGEL, None),
        ("《白金の天使》が手札にある。ライフ0になった。負け？", ANGEL, None),
        ("《白金の天使》は手札にあって、ライフが-1になりました。負け？", ANGEL, None),
        ("ライフ0。《白金の天使》はデッキにある。負け？", ANGEL, None),
        # main: 'loses', though the spell may be cast before the damage
        ("手札に《天使の嗜み》がある。ライフ1で3点受けた。負け？", ["Angel's Grace"], None),
        (
            "手札に《天使の嗜み》を持っている。ライフ2で相手から5点受けた。負け？",
            ["Angel's Grace"],
            None,
        ),
        # traps: in play, and in a hand as told where the hand is said first
        ("《白金の天使》が場にいる。ライフ0。負け？", ANGEL, "keeps_playing"),
        ("《白金の天使》がいる。ライフ0。負け？", ANGEL, "keeps_playing"),
        ("手札に《白金の天使》がある。ライフ0。負け？", ANGEL, "loses"),
        ("《白金の天使》が追放されてる。ライフ0。負け？", ANGEL, "loses"),
        # main: 「あります」 was no hand's verb, and the card was read as in play
        ("手札に《白金の天使》があります。ライフ0。負け？", ANGEL, "loses"),
        ("手札に《白金の天使》を持ってます。ライフ0。負け？", ANGEL, "loses"),
        (
            "双頭巨人戦で、相方の手札に《白金の天使》があります。チームのライフが0になりました。負けますか？",
            ANGEL,
            "loses",
        ),
        ("手札には《白金の天使》がいます。ライフ0。負け？", ANGEL, None),
        ("《白金の天使》を手札から出していて、ライフ0。負け？", ANGEL, "keeps_playing"),
        ("《白金の天使》がいます。ライフ0。負け？", ANGEL, "keeps_playing"),
    ],
)
def test_a_card_in_a_hand_or_a_library_is_not_in_play(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: read without the card, 'keeps_playing' (Sheoldred makes a drawing opponent lose 2)
        (
            "相手の黙示録、シェオルドレッドがいる状態で、自分のライフ2でドローしました。負け？",
            [],
            None,
        ),
        ("相手のシェオルドレッドがいる状態で、ライフ1でカードを引いた。負け？", [], None),
        ("シェオルドレッドがいるのに、ライフ1で1枚引いた。負け？", [], None),
        ("相手がシェオルドレッドを出していて、ライフ2でカードを1枚引いた。負け？", [], None),
        ("相手の場にシェオルドレッド。ライフ2でドローした。負け？", [], None),
        ("相手のシェオルドレッド、黙示録がいるけど、ライフ2でドロー。負け？", [], None),
        ("相手の黙示録シェオルドレッドが居る状態で、ライフ2でカードを引いた。負け？", [], None),
        # the particle dropped (main: 'loses', 天使 read as nothing at all)
        ("天使いるからライフ0でも負けないよね？", [], None),
        ("相手のシェオルドレッドいるけど、ライフ2でドローした。負け？", [], None),
        # traps: a creature told by what it is, and a modelled card named in 《》
        ("相手のクリーチャーがいる状態で、ライフ1から2点受けた。負け？", [], "loses"),
        ("相手の飛行クリーチャーがいる状態で、ライフ1から2点受けた。負け？", [], "loses"),
        ("クリーチャーいるけど、ライフ1から2点受けた。負け？", [], "loses"),
        ("ライフ3で生きているけど、3点受けた。負け？", [], "loses"),
        ("《白金の天使》がいる状態で、ライフ1から2点受けた。負け？", ANGEL, "keeps_playing"),
    ],
)
def test_a_name_no_search_knows_in_play_is_a_card_the_engine_does_not_know(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the clause of a word that is no player's was the asker's
        ("2人戦で、観戦者が投了ボタンを押した。負け？", [], None),
        ("2人戦で、ジャッジが投了扱いにした。負け？", [], None),
        ("2人戦で、観戦してた友達が投了した。勝ち？", [], None),
        # (a friend at a kitchen table is the other player, text_normal.py)
        ("2人戦で、友達が投了した。勝ち？", [], "wins"),
        # (向こう, the other side of the table, is the other player too)
        ("向こうが投了した。2人戦。勝ち？", [], "wins"),
        ("ライブラリー0枚。観戦者がカードを1枚引いた。負け？", [], None),
        ("ライブラリー0枚で、観戦者が1枚ドローした。負け？", [], None),
        ("ライフ3。審判が3点のダメージを受けた。負け？", [], None),
        ("ライフ3。観戦者がライフを3点失った。負け？", [], None),
        ("ライフ3で、天使が3点のダメージを受けた。負け？", [], None),
        ("観戦者は《白金の天使》をコントロールしている。ライフ0。負け？", ANGEL, None),
        (
            "シャハラザードのサブゲームで観戦者が負けました。メインゲームでのライフは1です。負け？",
            ["Shahrazad"],
            None,
        ),
        (
            "相手のライフ3、こっちは3点与えました。審判は《白金の天使》をコントロールしてます。勝てる？",
            ANGEL,
            None,
        ),
        # main: only the second of two players named together was read
        ("3人戦で、相手Aも相手Bもライフ1。全体に1点のダメージ。勝ち？", [], None),
        ("3人戦で、自分も相手Aもライフ1。全体に1点のダメージが入った。どうなる？", [], None),
        # main: 「相手3人とも」 was the third seat, 「人とも投了」 the asker's: 'loses'
        ("4人統率者戦で、相手3人とも投了しました。勝ち？", [], None),
        ("4人統率者戦で、相手3が投了しました。勝ち？", [], "keeps_playing"),
        # main: 「相手全員」「相手が全員」 were every player, the asker's concession too: 'loses'
        ("4人戦で、相手全員が投了した。勝ち？", [], "wins"),
        ("4人戦で、相手が全員投了した。勝ち？", [], "wins"),
        # main: 'loses' (みんな unread: the asker's) and 'keeps_playing' (one opponent)
        ("統率者戦で、みんな投了した。勝ち？", [], None),
        ("2人戦で、全員投了した。負け？", [], None),
        ("4人戦で、最後の相手が投了した。勝ち？", [], None),
        ("4人戦で、残りの相手が投了した。勝ち？", [], None),
        # the same words where the players are said
        ("4人戦で、自分以外が投了した。勝ち？", [], "wins"),
        ("4人戦で、相手が投了した。勝ち？", [], "keeps_playing"),
        # main: counters given were the giver's total, 'keeps_playing'
        ("相手の毒カウンター8個で、こちらが毒を2個与えた。勝ち？", [], None),
        ("毒カウンターが9個で、毒を1個乗せられた。負け？", [], "loses"),
        # main: the opponent's concession was the asker's, 'loses'
        ("2人対戦で相手プレイヤーが投了しました。私のライフは2です。私の勝ち？", [], "wins"),
        ("対面が投了した。2人戦。勝ち？", [], "wins"),
        ("2人対戦で相手さんが投了しました。私の勝ち？", [], "wins"),
        ("2人対戦で対戦者が投了しました。勝ち？", [], "wins"),
        ("2人対戦で相手の人が投了しました。勝ち？", [], "wins"),
        # main: only the opponent's total, a win or a loss
        ("俺も相手もライフ1。全体に1点のダメージが同時に入りました。どうなる？", [], "draw"),
        ("うちも相手もライフ1。全体に1点のダメージが同時に入りました。どうなる？", [], "draw"),
        ("対戦相手もこっちもライフ1。全体に1点のダメージが同時に入った。どうなる？", [], "draw"),
        ("相手も俺もライフ1。全体に1点のダメージ。どうなる？", [], "draw"),
        # the tuning wordings, and the same words where a player is their subject
        ("2人対戦で相手が投了しました。私のライフは2です。私の勝ち？", [], "wins"),
        ("自分も相手もライフ1。全体に1点のダメージが同時に入りました。どうなる？", [], "draw"),
        ("2人戦で、対戦相手が投了した。勝ち？", [], "wins"),
        (
            "ライブラリーが0枚の状態で相手に1枚引かされました。ライフは18あります。負け？",
            [],
            "loses",
        ),
        ("毒は9個で、さらに1個もらいました。負け？", [], "loses"),
        ("ライフ3で、結局は3点のダメージを受けた。負け？", [], "loses"),
        ("私はライフ3で、相手のクリーチャーに3点殴られた。負け？", [], "loses"),
        (
            "シャハラザードでサブゲームに入った。サブゲームは投了した。メインのライフは20。どうなる？",
            ["Shahrazad"],
            "keeps_playing",
        ),
    ],
)
def test_who_is_who_is_told_by_the_words_that_name_players(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: each was played as if it had happened ('loses', 'wins')
        ("ライフ3で、3点のダメージを受けそう。負け？", [], None),
        ("ライフ3で、3点のダメージを受けるところだった。負け？", [], None),
        ("ライフ3で、3点のダメージを受けるかもしれない。負け？", [], None),
        ("ライフ3で、次のターンに3点のダメージを受ける予定。負け？", [], None),
        ("ライフ3で、3点のダメージを受けるはずだった。負け？", [], None),
        ("ライフ3。3点のダメージをもらいかけた。負け？", [], None),
        ("ライフ3で、3点のダメージを受けたと思ったけど、実は受けてなかった。負け？", [], None),
        ("ライフ3で、3点のダメージを受けたって相手は言ってる。負け？", [], None),
        (
            "ライブラリーが0枚の状態で、相手に1枚引かされそうです。ライフは18あります。負け？",
            [],
            None,
        ),
        ("2人対戦で相手が投了しようとしました。私のライフは2です。私の勝ち？", [], None),
        ("2人対戦で相手が投了するって言ってます。私の勝ち？", [], None),
        ("2人対戦で相手が投了したことにされました。私の勝ち？", [], None),
        (
            "《白金の天使》をコントロールしていて、ライフが-3です。相手が天使を破壊しようとしました。どうなりますか？",
            ANGEL,
            None,
        ),
        ("ライフ3で、3点のダメージを受ける前に相手が投了した。勝ち？", [], None),
        (
            "相手の《深淵の迫害者》のおかげで自分はライフ-4でも生き残ってたんですが、"
            "相手が迫害者を生け贄に捧げようとしています。即負けですか？",
            ["Abyssal Persecutor"],
            None,
        ),
        ("ライフ3で、ドローしたら3点失うカードを引いた。負け？", [], None),
        # main: 'wins', the Angel 「相手チームに」 read as nobody's, and so the asker's
        (
            "双頭巨人戦で、相手チームに《白金の天使》がいて、相手チームのライフは0。勝ち？",
            ANGEL,
            "keeps_playing",
        ),
        ("相手に《白金の天使》がいて、相手のライフは0。勝ち？", ANGEL, "keeps_playing"),
        (
            "双頭巨人戦で、相方に《白金の天使》がいて、チームのライフは0。負け？",
            ANGEL,
            "keeps_playing",
        ),
        # main: 'keeps_playing', a card controlled by another (passive) read as the asker's
        ("《白金の天使》をコントロールされてる。ライフは0。負け？", ANGEL, None),
        ("《白金の天使》をコントロールしてる。ライフは0。負け？", ANGEL, "keeps_playing"),
        # main: 'keeps_playing', the creatures counted or the power read as the points dealt
        ("ライフ3で、クリーチャー2体に殴られた。負け？", [], None),
        ("ライフ5で、パワー3のクリーチャーに殴られた。負け？", [], None),
        ("ライフ3で、2体のクリーチャーに3点ずつ殴られた。負け？", [], "loses"),
        ("3ターン目に、ライフ3で3点受けた。負け？", [], "loses"),
        # main: 'keeps_playing', the asker's blow listed as the asker's total
        ("相手はライフ6、俺が6点叩き込んだ。勝ち？", [], None),
        ("相手はライフ6、俺が相手に6点与えた。勝ち？", [], "wins"),
        ("自分はライフ3、相手はライフ5で、相手に5点与えた。勝ち？", [], "wins"),
        # main: 'loses', another player's game told as the asker's
        ("友達の試合の話なんですが、ライフ3で3点受けてました。負けですか？", [], None),
        # main: 'loses', a total told as the asker's guess
        ("ライフ5（たぶん）で、5点くらった。負け？", [], None),
        # the tuning wording whose 「引いたぶん」 is no guess, and a guess about the outcome asked
        (
            "《白金の天使》がいる状態で、ライブラリー0枚からカードを引きました（天使がいるので"
            "負けず）。その後、相手が普通に呪文を唱えて解決したあと、次のターンに《白金の天使》を"
            "除去されました。ライフは12あります。この時点で天使がいなくなったので、前に空ライブ"
            "ラリーから引いたぶんで負けになりますか？",
            ANGEL,
            "keeps_playing",
        ),
        (
            "自分の場に《深淵の迫害者》と《研究室の偏執狂》がいて、ライブラリーが0枚。この状態で"
            "ドローしたらどうなりますか？迫害者のせいで勝てない気がするけど、負けもしない？",
            ["Abyssal Persecutor", "Laboratory Maniac"],
            "keeps_playing",
        ),
        # main: 'loses', a player's two commanders' blows added as one commander's
        (
            "統率者戦で、相手の統率者に10点殴られて、相手の別の統率者に11点殴られた。負け？",
            [],
            None,
        ),
        ("統率者戦で、相手の統率者に10点殴られて、さらに11点殴られた。負け？", [], "loses"),
        # main: 'loses', 「引かされそうになった」 (「そうになった」 was taken as done)
        ("ライブラリー2枚で、3枚引かされそうになった。負け？", [], None),
        # main: 'keeps_playing', the draw to come asked about left out
        ("ライブラリー2枚で、2枚引いた。次のターンのドローで負け？", [], None),
        ("ライブラリー2枚で、2枚引いた。負け？", [], "keeps_playing"),
        # main: 'keeps_playing', the library the opponent was made to draw from read as the asker's
        ("ライブラリー2枚で相手に3枚引かせた。勝ち？", [], None),
        ("ライブラリー2枚で3枚引いた。負け？", [], "loses"),
        # main: 'loses', a clause read past its verb, 「そう」 inside it
        (
            "統率者戦で、相手の統率者から累計15点受けています。今回さらに6点殴られそうです。負け？",
            [],
            None,
        ),
        (
            "統率者戦で、相手の統率者から累計15点受けています。今回さらに6点殴られました。負け？",
            [],
            "loses",
        ),
        # main: 'loses', what happened first told after (「先に」「より先に」)
        ("ライフ3で3点受けた。先に3点回復してた。負け？", [], None),
        ("ライフ3で、3点受けるより先に3点回復した。負け？", [], None),
        ("ライフ3で、3点回復した後に3点受けた。負け？", [], "keeps_playing"),
        ("ライフ3で、3点受けた後に3点回復した。負け？", [], "loses"),
        # main: a total denied was read as told
        ("ライフは3ではなく、3点のダメージを受けた。負け？", [], None),
        ("ライフは3じゃない。3点のダメージを受けた。負け？", [], None),
        ("ライブラリーは0枚じゃないけど相手に1枚引かされました。負け？", [], None),
        # the tuning wordings, and the same words of what did happen
        (
            "《白金の天使》をコントロールしていて、ライフが-3です。相手が天使を破壊しました。どうなりますか？",
            ANGEL,
            "loses",
        ),
        (
            "ライブラリーが0枚の状態で相手に1枚引かされました。ライフは18あります。負け？",
            [],
            "loses",
        ),
        ("ライフ3で、3点のダメージを受けたところです。負け？", [], "loses"),
        # (told as nearly, then as done: refused, as the nearly is)
        ("ライフ3で、3点のダメージを受けそうになったけど、受けました。負け？", [], None),
        ("ライフ3で、3点のダメージを受けるとき、負け？", [], "loses"),
        ("ライフ1で、1点受けたので負け？", [], "loses"),
        ("ライフ3で、ライフを3点失う効果が解決した。負け？", [], "loses"),
        (
            "相手の《深淵の迫害者》のおかげで自分はライフ-4でも生き残ってたんですが、"
            "相手が自分で迫害者を生け贄に捧げました。これって自分は即負けですか？",
            ["Abyssal Persecutor"],
            "loses",
        ),
        (
            "《リッチの熟達》を出しているので負けないはずですが、ライブラリーが0枚の状態で"
            "ドローしてしまいました。熟達がある限りライブラリーアウトでも負けないですよね？",
            ["Lich's Mastery"],
            "keeps_playing",
        ),
    ],
)
def test_what_only_nearly_maybe_or_reportedly_happened_is_no_event(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the total was the asker's and the event the opponent's ('keeps_playing')
        ("ライブラリーが0枚の状態で相手が1枚引きました。勝ち？", [], None),
        ("ライフ2で、相手がライフを2点失った。勝ち？", [], None),
        ("ライフ3、相手が3点受けた。勝ち？", [], None),
        # main: the total was the opponent's and the draw the asker's ('keeps_playing')
        ("相手のライブラリーは0枚。1枚引いた。負け？", [], None),
        # the tuning wordings, and the same words where the owner is told
        (
            "ライブラリーが0枚の状態で相手に1枚引かされました。ライフは18あります。負け？",
            [],
            "loses",
        ),
        ("相手のライブラリーは0枚。自分は1枚引いた。負け？", [], "keeps_playing"),
        ("相手のライブラリーが0枚の状態で、相手に1枚引かせました。勝ち？", [], "wins"),
        ("ライフ3で相手に3点殴られた。負け？", [], "loses"),
        ("ライフ3、相手もライフ3。相手が3点受けた。勝ち？", [], "wins"),
        ("ライフは自分も相手も3点。相手から3点受けました。負け？", [], "loses"),
    ],
)
def test_a_total_whose_owner_is_unsaid_beside_another_players_event_is_nobodys(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', though the turn's draw is what the question turns on
        ("ライブラリー残り0枚で自分のターンが来ました。負け？", [], None),
        # (the asker's draw step come is its draw, 504.1: phrases.py)
        ("ライブラリー0枚で自分のドローステップになりました。負け？", [], "loses"),
        ("ライブラリー0枚のまま自分のターンを迎えました。負け？", [], None),
        # the tuning wording, with the draw told; the opponent's turn brings the asker no draw
        (
            "ライブラリー残り0枚で自分のターンが来ちゃいました。ドローステップで引けないんですが、"
            "ライフは15あります。負け？",
            [],
            "loses",
        ),
        ("ライブラリー0枚で、相手のターンになった。負け？", [], "keeps_playing"),
    ],
)
def test_the_askers_turn_told_without_its_draw_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the Angel gone by words no pattern read, and a library no more
        ("《白金の天使》がいたけど、もういない。ライフ0。負け？", ANGEL, None),
        ("《白金の天使》がいたのに、ライフ0。負け？", ANGEL, None),
        ("ライブラリーがもうない状態で1枚引いた。負け？", [], None),
        # main: 'keeps_playing', an unmodelled creature's blow with no points told
        ("《ファージ》に殴られた。ライフは20。負け？", [], None),
        # the same words where the card is there, or the blow's points or its loss are told
        ("《白金の天使》がいる。ライフ0。負け？", ANGEL, "keeps_playing"),
        ("相手の《灰色熊》に殴られてライフが0になりました。負けますか？", [], "loses"),
    ],
)
def test_a_card_gone_or_an_unknown_blow_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the Angel's owner said apart from it and left unread; read
        # now (structure/owners/told.py): the opponent's Angel
        ("《白金の天使》いるけど相手のだからライフ0で負け？", ANGEL, "loses"),
        # main: 'loses', the points dealt to the opponent read as the asker's
        ("俺のライフ3、相手に《稲妻》で3点。勝ち？", ["Lightning Bolt"], None),
        # the same words where the owner and the one hit are read
        ("《白金の天使》いるからライフ0でも負けないよね？", ANGEL, "keeps_playing"),
        ("俺のライフ3、相手の《稲妻》で3点。負け？", ["Lightning Bolt"], "loses"),
    ],
)
def test_whose_a_card_or_a_blow_is_said_where_no_pattern_reads_it(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert asker_outcome(question, cards) == asker
