"""Fresh Japanese stories, written as players write them (知恵袋, Discord, judge Q&A), that got a
wrong verdict on main, by kind: a match asked about, a person the story names who is no seat
(「Aさん」「弟」「うちの子」, the asker judging or watching), players listed with と, a library
refilled before the draw, and a question asking why or what becomes of a thing. Each must get
no verdict (a wrong verdict is worse than none); the traps, the same words where the verdict
was right, keep it. The outcome is asked as `search` asks it: refused first where the question
asks something else of the story (situation_verdict.refusal), then read and played.
"""

from __future__ import annotations

import pytest

from bot.application.answer_types import RecognisedCard
from bot.application.situation_verdict import situation_verdict

ANGEL = ["Platinum Angel"]
LAB = ["Laboratory Maniac"]
SHAHRAZAD = ["Shahrazad"]
ENDURING = ["Enduring Angel"]
MIRROR = ["Lich's Mirror"]


def outcome(question: str, cards: list[str]) -> str | None:
    recognised: list[RecognisedCard] = [{"ref": f"card:{n}", "name": n} for n in cards]
    verdict = situation_verdict(question, recognised)
    return None if verdict is None else verdict["asker"]


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses' or 'wins', the game's outcome given for the match asked about
        (
            "BO3のマッチで、1ゲーム目にライフ0になって負けました。これってマッチも負けですか？",
            [],
            None,
        ),
        ("マッチの1本目、ライフ3で3点受けて負けた。マッチ負け？", [], None),
        ("2本先取のマッチで、1ゲーム目は相手が投了しました。マッチ勝ち？", [], None),
        ("BO3で1本目落とした。ライフ0になったんだけど、これでマッチ負け？", [], None),
        ("1ゲーム目に相手が投了したけど、マッチ全体の勝ちになりますか？", [], None),
        ("Game 1 of a BO3, I went to 0 life. Do I lose the match?", [], None),
        ("My opponent conceded game 1. Did I win the match?", [], None),
        # traps: the match only the setting, the game asked about
        ("BO3の1本目、ライフ3で3点受けた。負け？", [], "loses"),
        ("1ゲーム目、相手が投了した。2人戦。勝ち？", [], "wins"),
        ("Game 1 of a bo3: I'm at 3 and take 3 damage. Do I lose?", [], "loses"),
        ("ライフ3で、相手のクリーチャーとマッチアップして3点受けた。負け？", [], "loses"),
    ],
)
def test_a_match_asked_about_is_not_the_game_told(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the named person's total and events were the asker's ('loses', 'keeps_playing')
        ("Aさんと Bさんの対戦で、Aさんがライフ0になりました。Aさんの負けですよね？", [], None),
        ("Aさんのライフが0になりました。Aさんの負けですよね？", [], None),
        ("Bさんがライブラリー0枚からドローしました。Bさんの負け？", [], None),
        ("プレイヤーAがライフ2で2点受けた。負け？", [], None),
        ("プレイヤーAのライフが2で、2点受けた。負け？", [], None),
        ("弟のライフが3で、3点受けた。弟は負け？", [], None),
        ("うちの子がライブラリー0枚でドローしてた。負け？", [], None),
        ("うちの子のライブラリーが0枚で、ドローしました。負け？", [], None),
        ("息子がライフ1で1点受けました。息子は負け？", [], None),
        ("兄がライフ3で3点受けた。負け？", [], None),
        ("先輩のライフが3で、3点食らってた。負け？", [], None),
        ("その人がライフ3で3点受けた。負け？", [], None),
        ("隣の人がライブラリー0枚でドローした。負け？", [], None),
        ("ケンくんがライフ0になった。ケンくんは負け？", [], None),
        ("タロウがライフ2で2点受けた。負け？", [], None),
        ("店長がライフ1で1点受けた。負け？", [], None),
        ("常連さんがライフ0で白金の天使を出してた。負けない？", ANGEL, None),
        ("別の卓の人がライフ0になった。負け？", [], None),
        # main: the asker judging or watching told the players' story as their own
        (
            "ジャッジ中の質問です。プレイヤーがライフ0で《白金の天使》をコントロールしてます。"
            "負けませんよね？",
            ANGEL,
            None,
        ),
        ("対戦を横で見てたんですけど、ライフ2で3点受けてました。負け？", [], None),
        (
            "店舗大会でジャッジしてたら、プレイヤーAがライフ0で白金の天使を出してました。"
            "Aは負けませんよね？",
            ANGEL,
            None,
        ),
        # traps: the asker calls a judge, a seat counted, the friend who is the other player
        ("ライフ3で3点受けた。ジャッジを呼んだら負けって言われた。本当？", [], "loses"),
        ("2人戦で相手が投了しました。ジャッジさんに確認したい。勝ち？", [], "wins"),
        ("店舗大会でライフ0になった。ジャッジを呼んだ方がいい？負け？", [], "loses"),
        (
            "4人統率者戦で相手の1人が回線落ちしました。自分はライフ12です。ゲームは続きますか？",
            [],
            "keeps_playing",
        ),
        ("友達と2人で対戦中、友達のライフが3で、私が3点与えた。勝ち？", [], "wins"),
        ("ライフ3で、相手と殴り合って3点受けた。負け？", [], "loses"),
        ("相手が投了した後で、自分のライフが0になった。勝ち？", [], "wins"),
        ("双頭巨人戦でチームのライフが3、相手チームから自分に2点、相方に2点。負け？", [], "loses"),
        ("統率者戦でライフ40スタート、合計39点受けた。生きてる？", [], "keeps_playing"),
    ],
)
def test_a_person_who_is_no_seat_or_an_asker_who_does_not_play_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: only the last player listed took the total ('keeps_playing', 'wins', 'draw')
        ("3人戦で、自分と相手Aがライフ1、相手Bはライフ20。全体に1点。自分はどうなる？", [], None),
        ("3人戦で、自分と相手Aがライフ1。全体に1点のダメージ。負け？", [], None),
        ("自分と相手がライフ1で、全体に1点。どうなる？", [], None),
        ("4人戦で、相手Aと相手Bと相手Cのライフが全員0になった。勝ち？", [], None),
        ("3人戦で相手Aと相手Bが投了した。勝ち？", [], None),
        ("3人戦で、相手Aや相手Bがライフ1。全体に1点。勝ち？", [], None),
        ("3人戦で、相手A、相手Bがライフ1。全体に1点。勝ち？", [], None),
        ("相手と自分がライフ1。全体に1点。どうなる？", [], None),
        ("3人戦で、相手AとBがライフ1。全体に1点。勝ち？", [], None),
        # traps: と no list of players, and the players named together with も
        ("相手と対戦中、ライフ2で2点受けた。負け？", [], "loses"),
        ("自分も相手もライフ1。全体に1点のダメージが同時に入りました。どうなる？", [], "draw"),
        ("3人戦で、相手2人ともライフ1。全体に2点のダメージ。自分はライフ10。勝ち？", [], "wins"),
        ("私と相手の対戦で、相手が投了した。勝ち？", [], "wins"),
        (
            "相方と私のチーム（双頭巨人戦）で、チームのライフ10、5点受けた。負け？",
            [],
            "keeps_playing",
        ),
    ],
)
def test_players_listed_with_to_are_not_the_last_one_alone(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', played as a draw from the library still empty
        (
            "ライブラリー0枚の時に、墓地をライブラリーに戻す効果でシャッフルしてから1枚引いた。負け？",
            [],
            None,
        ),
        (
            "ライブラリー0枚のときに、墓地のカードをライブラリーに戻してから1枚引きました。負け？",
            [],
            None,
        ),
        (
            "ライブラリー0枚。手札を全部ライブラリーに戻してシャッフルしてから2枚引いた。負け？",
            [],
            None,
        ),
        ("山札が0枚だったけど、手札を1枚山札の上に置いてからドローした。負け？", [], None),
        (
            "My library was empty, so I shuffled my graveyard into my library and then drew a "
            "card. Do I lose?",
            [],
            None,
        ),
        (
            "Library at 0. I put 3 cards from my hand on top of my library, then drew 2. "
            "Do I lose?",
            [],
            None,
        ),
        # traps: no card put into the library, or no draw the library decides
        ("ライブラリー0枚で、墓地を見ながら1枚引いた。負け？", [], "loses"),
        ("ライブラリー0枚で、ドローした。手札は3枚。負け？", [], "loses"),
        (
            "My library is empty and I draw a card. My graveyard has 10 cards. Do I lose?",
            [],
            "loses",
        ),
        (
            "シャハラザードのサブゲームで負けた。サブゲームのカードはライブラリーに戻した。"
            "メインのライフは10。どうなる？",
            SHAHRAZAD,
            "keeps_playing",
        ),
    ],
)
def test_a_library_refilled_before_the_draw_is_not_the_empty_one(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: the engine's outcome given for a why, or for what becomes of a thing
        ("ライブラリー0枚でドローしたのに負けなかった。何で？", [], None),
        ("ライフ3で3点受けて負けたんだけど、なんで負けたの？", [], None),
        ("昨日の対戦で、ライフ0になったのに負けにならなかった。なんで？", [], None),
        (
            "統率者戦で回線落ちした人の統率者ダメージってどうなるの？自分はその統率者から15点もらってた",
            [],
            None,
        ),
        ("4人統率者戦で投了した人のパーマネントってどうなる？自分のライフは30です", [], None),
        ("相手が投了したら、相手の統率者ダメージの記録はどうなる？俺はライフ10", [], None),
        ("統率者戦で回線落ちした人の土地はどうなるの？ライフ20の時でした", [], None),
        # what becomes of the turn of a player who left
        ("多人数戦で、自分のターン中に投了した場合ってそのターンはどうなる？", [], None),
        # main: 'keeps_playing', a figure asked to be confirmed, or the total a game starts at
        ("統率者戦はライフ40で始めるのが正しいですよね？", [], None),
        ("双頭巨人戦のライフって30で合ってますか？", [], None),
        ("ライフ5で3点受けたら、残りライフ2ってことでいいですよね？", [], None),
        ("ライフ4で3点のダメージを受けたら、ライフは1になる扱いでいい？", [], None),
        # main: 'keeps_playing', a tournament penalty asked about
        ("相手がカードを見せてしまってペナルティ。ゲームの敗北ですか？ライフは10", [], None),
        ("相手が遅刻した。ライフ20。ゲームの敗北ですか？", [], None),
        # traps: a concession, however told
        ("投了したら負けですよね？ライフ20あっても。", [], "loses"),
        ("相手が投了したら、こっちの勝ちですよね？2人戦です", [], "wins"),
        # traps: 「即」「その場で」 ask whether it is now; 「このタイミングで」 is now
        ("ライフ0になりました。即負けですか？", [], "loses"),
        ("ライフ0になった。その場で負け？", [], "loses"),
        (
            "《白金の天使》がいる状態でライブラリー0枚なのにドローしちゃいました。そのあと相手の"
            "ターンに天使を《殺害》されたんですが、このタイミングで負けになりますか？",
            ANGEL,
            "keeps_playing",
        ),
        ("ライフ-1で、このままターン終了したら負け？", [], "loses"),
        # traps: 「なんです」 is no why; the player, the team or the life asked of; a figure
        # confirmed beside the survival asked; a total with 「あっても」
        ("ライブラリーが0枚なんですが、1枚引きました。負け？", [], "loses"),
        ("ライフ1点なんですけど、1点受けました。負け？", [], "loses"),
        (
            "サブゲームで負けたらメインのライフはどうなる？メインのライフは20。シャハラザードです",
            SHAHRAZAD,
            "keeps_playing",
        ),
        ("双頭巨人戦で相方が投了しました。チームはどうなる？", [], "loses"),
        (
            "《ファイレクシアの非生》を置いてライフ1点。そこに5点ダメージを受けてライフ-4になり"
            "ました。さらに3点ダメージ受けたら毒3個になるって合ってます？まだ生きてますよね？",
            ["Phyrexian Unlife"],
            "keeps_playing",
        ),
        ("統率者戦でライフ40スタートで、合計39点受けたけど生きてる？", [], "keeps_playing"),
        ("毒カウンターが10個になりました。ライフ２０あっても負け？", [], "loses"),
        (
            "シャハラザードのサブゲームで負けました。メインゲームでのライフは3です。半分切り上げで"
            "2点失うのでライフ1で続行ってことでいいですか？",
            SHAHRAZAD,
            "keeps_playing",
        ),
    ],
)
def test_a_why_or_the_fate_of_a_thing_asked_is_not_who_loses(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: played as the card told plainly, its control passed to another player
        ("白金の天使のコントロールが相手に移った。自分のライフは0。負け？", ANGEL, None),
        ("白金の天使のコントロールが相手に移った。ライフ0。負け？", ANGEL, None),
        ("相手の白金の天使のコントロールをこちらが得た。相手のライフは0。勝ち？", ANGEL, None),
        ("相手の白金の天使を一時的にコントロールしてる。相手のライフ0。勝ち？", ANGEL, None),
        # ... its abilities lost
        ("天使の能力を消されました。白金の天使は場にいます。ライフ0。どうなる？", ANGEL, None),
        ("研究室の偏執狂がいるけど、能力は消されてる。ライブラリー0でドロー。勝ち？", LAB, None),
        ("《白金の天使》が《石化》されてて、能力が使えない。ライフ0。負け？", ANGEL, None),
        # ... gone and back again
        ("白金の天使が追放されたけど、ターン終了時に戻ってきた。ライフ0。負け？", ANGEL, None),
        ("白金の天使が忘却の輪で追放されたあと戻ってきた。ライフ0。負け？", ANGEL, None),
        # traps: the card as told, its abilities kept, gone for good, the owner its controller
        ("白金の天使がいる。ライフ0。能力を持ったままなので負けない？", ANGEL, "keeps_playing"),
        ("白金の天使が追放された。ライフ0。負け？", ANGEL, "loses"),
        ("白金の天使を除去された。戻ってこなかった。ライフ-1。負け？", ANGEL, "loses"),
        ("相手の白金の天使がいる。自分のライフは0。負け？", ANGEL, "loses"),
        (
            "相手は《白金の天使》をコントロールしてます。相手のライフは0。勝てる？",
            ANGEL,
            "keeps_playing",
        ),
        (
            "《白金の天使》がいる状態で、ライブラリー0枚からカードを引きました。その後、次のターンに"
            "《白金の天使》を除去されました。ライフは12あります。負けになりますか？",
            ANGEL,
            "keeps_playing",
        ),
    ],
)
def test_a_card_changed_hands_abilities_or_place_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', a total at 0 or less told beside the card that replaces it
        ("不朽の天使がいて、ライフ0になった。変身して続行？", ENDURING, None),
        ("不朽の天使がいる。ライフ-3になった。負け？", ENDURING, None),
        ("I control Enduring Angel and my life went to 0. Do I lose?", ENDURING, None),
        # traps: the damage that would take it there, told, is played; other cards keep theirs
        (
            "《不朽の天使》をコントロールしてる状態でライフ2から5点のダメージを受けた。負け？",
            ENDURING,
            "keeps_playing",
        ),
        (
            "I control Enduring Angel, I'm at 2 and take 5 damage. Do I lose?",
            ENDURING,
            "keeps_playing",
        ),
        (
            "ファイレクシアの非生があって、ライフ0になった。負け？",
            ["Phyrexian Unlife"],
            "keeps_playing",
        ),
        (
            "統率者戦で極上の大天使がいる状態でライフ0になった。生き残る？",
            ["Exquisite Archangel"],
            "keeps_playing",
        ),
    ],
)
def test_a_total_the_card_told_beside_it_replaces_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: played with the card the question supposes away ('keeps_playing', 'wins')
        ("白金の天使がいる状態でライフ0。もし天使がいなかったら負けてた？", ANGEL, None),
        ("ライフ0で白金の天使がいる。天使がいなければ負けですよね？", ANGEL, None),
        (
            "ライブラリー0枚でドローしたけど研究室の偏執狂がいた。もし偏執狂がいなかったら負け？",
            LAB,
            None,
        ),
        ("《死者の鏡》をコントロールしてライフ0。《死者の鏡》がなかったら負けてた？", MIRROR, None),
        ("死者の鏡があってライフ0。鏡がなかったら負け？", MIRROR, None),
        # traps: what may happen next supposed, played as asked; a library with no cards
        ("白金の天使がいてライフ0です。天使を除去されたら負けますか？", ANGEL, "loses"),
        ("白金の天使がいるから、ライフ0でも負けないよね？", ANGEL, "keeps_playing"),
        ("ライブラリーにカードがなかったら負け？ライブラリー0枚で1枚引いた。", [], "loses"),
        ("I'm at 0 life and control Platinum Angel. Do I lose?", ANGEL, "keeps_playing"),
    ],
)
def test_a_card_supposed_away_is_not_the_story_told(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', the totals played with the finishing blow's verb unread
        ("相手のライフ2を削りきった。勝ち？", [], None),
        ("相手のライフ3、トドメを刺した。勝ち？", [], None),
        ("相手のライフ5を焼き切った。勝ち？", [], None),
        ("相手ライフ2、仕留めた。勝ち？", [], None),
        ("ライフ2で、とどめを刺された。負け？", [], None),
        ("ライフ1で、倒された。負け？", [], None),
        ("ライフ2、バーンで詰められた。負け？", [], None),
        ("相手のライフ3を溶かした。勝ち？", [], None),
        ("ライフ5、一気に溶かされた。負け？", [], None),
        ("ライフ4、持っていかれた。負け？", [], None),
        ("ライフ6が吹っ飛んだ。負け？", [], None),
        ("相手ライフ3、リーサル入った。勝ち？", [], None),
        ("ライフ2、ワンパンされた。負け？", [], None),
        ("相手ライフ3、ファッティで踏み潰した。勝ち？", [], None),
        ("Opponent at 2, I finished them off. Do I win?", [], None),
        ("Opp at 3, I got them. Win?", [], None),
        # traps: totals that are all there is, nothing done, or a total told as it was
        ("毒カウンター9個、ライフ1。負け？", [], "keeps_playing"),
        ("ライフ1、毒9。相手が何もせずターンを終えました。まだ生きてる？", [], "keeps_playing"),
        ("ライフ3だった。負け？", [], "keeps_playing"),
        ("ライフ5でした。まだ負けてないよね？", [], "keeps_playing"),
        ("ライフ1なんだけど、まだ生きてるよね？", [], "keeps_playing"),
        ("ライフ0になった。負け？", [], "loses"),
        ("ライフ3、ライフを3点失った。負け？", [], "loses"),
    ],
)
def test_a_finishing_blow_told_by_a_verb_no_reading_takes_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'keeps_playing', a further blow told beside one read, in words no reading takes
        ("ライフ5で3点受けて、その後バーンで燃やされた。負け？", [], None),
        ("ライフ5で3点受けて、さらにもう一発もらった。負け？", [], None),
        ("ライフ5で3点受けて、追撃された。負け？", [], None),
        ("ライフ4で、3点受けたあと、ドレインされた。負け？", [], None),
        ("ライフ4で3点受けて、さらにライフロスを食らった。負け？", [], None),
        ("ライフ4で3点受けて、相手のエルドラージに滅殺された。負け？", [], None),
        ("ライフ4で3点受けて、その後ライフを吸われた。負け？", [], None),
        # main: 'keeps_playing', 「2発目」 (the second blow) read as 2 points
        ("ライフ6で3点受けて、2発目が飛んできた。負け？", [], None),
        # traps: the further blow told with its amount, or its count
        ("ライフ6で、3点を2回受けた。負け？", [], "loses"),
        ("ライフ5で3点もらった。負け？", [], "keeps_playing"),
        ("ライフ4で、3点受けたあと、さらに1点受けた。負け？", [], "loses"),
        ("ライフ10で、3点受けて、さらに2点受けた。負け？", [], "keeps_playing"),
        ("ライフ4で3点受けて、さらにライフを1点失った。負け？", [], "loses"),
        ("ライフ4で、3点受けたあと、1点回復した。負け？", [], "keeps_playing"),
    ],
)
def test_a_further_blow_told_in_words_no_reading_takes_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', the clause after a player glossed in brackets read as the asker's
        ("対戦相手（初心者）が投了しました。私の勝ち？", [], None),
        ("2人戦でAさん（対戦相手）が投了しました。勝ち？", [], None),
        # main: 'loses', a player named by a letter read as the asker
        ("4人統率者戦でAさんが投了しました。自分は勝ち？", [], None),
        ("4人統率者戦で、Aさんがライフ0になった。自分はどうなる？", [], None),
        # main: 'loses', 自分 after the opponent's topic (theirs, or the asker's?) read as the asker
        (
            "相手は自分のライフが1の状態で、自分に3点のダメージを与える呪文を唱えた。勝ち？",
            [],
            None,
        ),
        # main: 'loses', two commanders of unsaid players added as one
        (
            "4人統率者戦で、Aさんの統率者に10点、Bさんの統率者に11点殴られた。ライフ19。負け？",
            [],
            None,
        ),
        # main: 'loses', damage taken so far taken again from the total told before it
        (
            "統率者戦4人卓で、俺のライフ21、統率者ダメージは相手Aの統率者から20点もらってる。"
            "今相手Bの統率者に1点殴られた。まだ生きてるよね？",
            [],
            None,
        ),
        (
            "統率者戦で、俺のライフ21、統率者ダメージは相手の統率者から20点もらってる。"
            "今別の相手の統率者に1点殴られた。まだ生きてるよね？",
            [],
            None,
        ),
        ("ライフ21、相手の統率者から20点食らってます。負け？", [], None),
        # main: 'keeps_playing', the Angel gone by a board wipe's word
        ("ライフ0で天使を流された。白金の天使です。負け？", ANGEL, None),
        # traps: a gloss of a total, the opponent glossed where no clause needs the subject,
        # the tally told before the total, and a commander's total told as 累計
        ("私（ライフ3）が3点受けました。負け？", [], "loses"),
        ("ライフ3で、相手（弟）に3点殴られた。負け？", [], "loses"),
        (
            "統率者戦で、相手の統率者から戦闘ダメージを累計15点受けています。今回さらに6点"
            "殴られました。ライフは20残ってます。負け？",
            [],
            "loses",
        ),
        (
            "《ファイレクシアの非生》を出していて、ライフ2から5点のダメージを受けました。生きてる？",
            ["Phyrexian Unlife"],
            "keeps_playing",
        ),
        (
            "統率者戦で、ライフ30、相手の統率者から累計20点。今1点殴られたけど、別のクリーチャーから。負け？",
            [],
            "keeps_playing",
        ),
        ("ライフ-2で、白金の天使を割られた。負け？", ANGEL, "loses"),
        (
            "相手の《深淵の迫害者》のおかげで自分はライフ-4でも生き残ってたんですが、相手が自分で"
            "迫害者を生け贄に捧げました。これって自分は即負けですか？",
            ["Abyssal Persecutor"],
            "loses",
        ),
        ("ライフ3で、自分で自分に3点与えた。負け？", [], "loses"),
    ],
)
def test_whose_clause_or_blow_is_not_read_from_a_gloss_a_letter_or_a_tally(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', a total told as the asker's recollection (「たしか」「気がする」)
        ("ライフたしか5だった気がする。5点くらった。負け？", [], None),
        ("ライフ5だった気がします。5点食らいました。負け？", [], None),
        ("たしかライブラリーは0枚。1枚引いた。負け？", [], None),
        # traps: 「確かに」「確かです」 say it is certain; a guess about the outcome asked
        ("ライフ5で5点くらったのは確かです。負け？", [], "loses"),
        ("ライフ5、確かに5点くらった。負け？", [], "loses"),
        (
            "自分の場に《深淵の迫害者》と《研究室の偏執狂》がいて、ライブラリーが0枚。この状態で"
            "ドローしたらどうなりますか？迫害者のせいで勝てない気がするけど、負けもしない？",
            ["Abyssal Persecutor", "Laboratory Maniac"],
            "keeps_playing",
        ),
    ],
)
def test_a_total_told_as_recalled_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: a verdict, the spells played in the order told, not the stack's (「チェーン」
        # 「レスポンス」 are 「対応して」 as players write it)
        ("相手の3点火力にチェーンしてライフを4回復。ライフ2。負け？", [], None),
        ("相手のライフ3。相手のライフ回復にレスポンスで3点与えた。勝ち？", [], None),
        # main once: 'keeps_playing', double strike written in katakana, the blow read once;
        # now the sized double striker's blow is read twice over (sized_one.py)
        ("ライフ3でダブルストライクの2/2に殴られた。負け？", [], "loses"),
        ("ライフ5でダブルストライクの2/2に殴られた。負け？", [], "keeps_playing"),
        # traps: the order told as it happened
        ("ライフ2から5点回復して、その後4点受けました。負け？", [], "keeps_playing"),
        ("ライフ4で、3点受けたあと、さらに1点受けた。負け？", [], "loses"),
    ],
)
def test_a_response_told_as_a_chain_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', a card no search knows, told in play with the particle dropped
        ("プラチナ天使出てるのでライフ0でも大丈夫ですか？", [], None),
        ("天使出してるけど、ライフ0で負け？", [], None),
        ("天使様が出てるからライフ0でもセーフ？", [], None),
        ("偏執狂出しててライブラリー0でドロー。勝ち？", [], None),
        ("プラチナ天使出していて、ライフ0。負け？", [], None),
        # traps: creatures and lands as such, and the card the search knows
        ("クリーチャー出してるけど、ライフ0。負け？", [], "loses"),
        ("クリーチャー出していて、ライフ0。負け？", [], "loses"),
        ("土地を出していたけど、ライフ0。負け？", [], "loses"),
        ("《白金の天使》出てるのでライフ0でも大丈夫ですか？", ANGEL, "keeps_playing"),
        ("白金の天使を出していて、ライフ0。負け？", ANGEL, "keeps_playing"),
    ],
)
def test_a_card_no_search_knows_told_in_play_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # main: 'loses', a concession in the passive read as the asker's
        ("2人戦で投了された。勝ち？", [], None),
        ("2人戦で相手に投了された。勝ち？", [], None),
        ("ライブラリー0枚で、ドローされた。負け？", [], None),
        # main: a concession only seemed, suggested or thought of, played as done
        ("2人戦で相手が投了っぽい動きをした。勝ち？", [], None),
        ("2人戦で、相手に投了を勧めた。勝ち？", [], None),
        ("2人戦で、投了するか迷ってる。ライフ1。負け？", [], None),
        # traps: a concession however told, by either player
        ("2人戦で相手がサレンダーした。勝ち？", [], "wins"),
        ("2人戦で、相手が投了を宣言した。勝ち？", [], "wins"),
        ("2人戦で、こっちが投了した。負け？", [], "loses"),
        (
            "ライブラリーが0枚の状態で相手に1枚引かされました。ライフは18あります。負け？",
            [],
            "loses",
        ),
        ("白金の天使が破壊された。ライフ0。負け？", ANGEL, "loses"),
    ],
)
def test_a_concession_by_another_seemed_or_suggested_gets_no_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker


@pytest.mark.parametrize(
    ("question", "cards", "asker"),
    [
        # Stories of kinds main already judges right, kept as they are.
        ("もしライフ3で3点のダメージ受けたら負けですよね？", [], "loses"),
        ("もし白金の天使が場にいる状態でライフ0になったら負けない？", ANGEL, "keeps_playing"),
        ("双頭巨人戦でチームの毒カウンターが15個になった。負け？", [], "loses"),
        ("双頭巨人戦で相方が毒カウンター12個もらいました。チームは負け？", [], "keeps_playing"),
        ("統率者戦で同じ統率者から21点殴られました。ライフは19残ってる。負け？", [], "loses"),
        ("2人戦で相手が回線落ちして戻ってこなかった。勝ち？", [], "wins"),
        ("3人戦で相手Aが投了。自分と相手Bで続行？自分のライフは8", [], "keeps_playing"),
        (
            "白金の天使いるのにライフ-5で、相手が「負けでしょ」って言ってくる。負けないよね？",
            ANGEL,
            "keeps_playing",
        ),
        ("ライフ三点で三点のダメージを受けました。負け？", [], "loses"),
        ("ライフが0になって、その後に白金の天使を唱えて出した。負けない？", ANGEL, "loses"),
        ("ライブラリー0枚で引いてしまった。そのあと研究室の偏執狂を唱えた。勝てる？", LAB, "loses"),
        (
            "シャハラザードのサブゲームで勝ちました。メインのライフは1です。負け？",
            SHAHRAZAD,
            "keeps_playing",
        ),
        ("相手の白金の天使がいる状態で、自分のライフが0になりました。負け？", ANGEL, "loses"),
        (
            "双頭巨人戦で相方が勝手に投了しちゃいました。チームのライフは20残ってます。俺も負けですか？",
            [],
            "loses",
        ),
        (
            "ライフ20スタートで、ここまで合計15点受けました。まだ大丈夫ですよね？",
            [],
            "keeps_playing",
        ),
    ],
)
def test_stories_main_judges_right_keep_their_verdict(
    question: str, cards: list[str], asker: str | None
) -> None:
    assert outcome(question, cards) == asker
