"""A game's end told in Japanese players' words asks for the rules' own phrases: the winner
decided (104.1), the last one left (104.2a), a team that outlives one of its players (104.3g),
both sides at 0 asked as a draw (104.4a), a library milled whole (704.5b), a loser's creatures
(104.5), what a player who left would own (800.4d); the same words told of something else ask
nothing."""

from __future__ import annotations

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.text.casual_words import formal_words
from rulesdb.text.normalize import fold

ENDS = "いずれかのプレイヤーが勝った"
LAST_ONE = "対戦相手全員がゲームから離れた場合"
TEAM = "そのチームのプレイヤー全てがそのゲームで負けた"
DRAW = "同時に負けた場合、ゲームは引き分け"
MILLED = "カードが1枚も存在しないライブラリーからカードを引こうとした"
LOSER = "プレイヤーが負けになったら、そのプレイヤーはゲームから離れる"
CREATED = "ゲームから離れたプレイヤーがオーナーであるオブジェクトがいずれかの領域に生成される"
BY_EFFECT = "効果によってプレイヤーの負けになることがある"
NEXT_TURN = "そのターンが始まるはずだった瞬間まで残る"
CONCEDE = "投了"
PLAY_ON = "多人数戦では1人もしくは複数のプレイヤーがゲームから離れても続けることができる"
TOGETHER = "すべての状況起因処理を同時に、単一のイベントとして処理する"
WAYS_TO_LOSE = "ゲームの敗北となる条件"
LEAVES = "プレイヤーがゲームから離れたら"
RESTART = "ゲームを再び開始する"
LEAVER = "プレイヤーが負けになったら、そのプレイヤーはゲームから離れる"
REPLACED = "置換効果"
DRAWS = "ゲームが引き分け になる場合がいくつか存在する"
ENDS_NOW = "そのゲームは即座に終わる"
TEAMS_GONE = "他のチーム全てがゲームから離れた場合"
NO_TURN = "ゲームから離れたプレイヤーがターンを始める"
CHECKED = "ゲームは状況起因処理の発生する条件のどれかが満たされていないかを確認し"
COMMANDER = "統率者"
COMMANDER_DAMAGE = "21点以上の戦闘ダメージ"
COMMAND_ZONE = "オーナーはそれを統率領域に置いてもよい。これは状況起因処理である"
GAME_ENDS = "ゲームは即座に終わる"
TEAM_LEFT = "少なくとも1人のプレイヤーがゲームに残っているチーム"
WIN_BY_EFFECT = "効果によってプレイヤーの勝ちとなることがある"
CONTROL = "そのプレイヤーにコントロールを得させている効果は終わる"
LETHAL = "致死ダメージを受けている"
TWO_HEADED = "チーム単位でのみ勝ち"
AGREED_DRAW = "同意による引き分け"
LIFE_AT_ZERO = "ライフが0以下"
LEAVER_NOUN = "ゲームから離れたプレイヤー"
LAST_KNOWN = "最後の情報を用いる"
SUBGAME = "サブゲーム"
RECHECKED = "解決時にも再び条件をチェック"
MORE_THAN_LEFT = "ライブラリーに残っているよりも多いカードを引く"
# The moment a state-based action is checked (a line of its own reads 瞬間 so).
CHECKED_NOW = "状況起因処理"
LOST = "ゲームに敗北"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("勝者が決まったらゲームはすぐ終わる？", ENDS),
        ("勝ち負けってどのタイミングで決まるの？", ENDS),
        ("最後に1人残ったら勝ち？", LAST_ONE),
        ("自分以外の3人がみんな毒で死んだ", LAST_ONE),
        ("3対3のチーム戦で味方が1人死んだらチームごと負け？", TEAM),
        ("双頭巨人じゃないチーム戦で味方が1人死んだ", TEAM),
        ("相手も自分もライフ0、これって引き分け？", DRAW),
        ("山札を全部削られたけど負け？", MILLED),
        ("ライブラリーを削り切られた", MILLED),
        ("相手が死んだけど、相手のクリーチャーはまだ戦場にいる？", LOSER),
        ("抜けた人がオーナーのトークンが生成される効果は？", CREATED),
        ("カードの効果で負けることってある？", BY_EFFECT),
        ("「次のあなたのターンまで」の効果、その人が抜けたらいつまで？", NEXT_TURN),
        ("卓の一人が途中で帰ることになった", CONCEDE),
        ("相手が「もういいや」ってデッキを片付けた", CONCEDE),
        ("相手が負けでいいですって言った", CONCEDE),
        ("自分以外全員のライフが同時に0になった", LAST_ONE),
        ("相手が投了して自分しか残らなかった", LAST_ONE),
        ("2人死んだけど、残りの2人でゲーム続行？", PLAY_ON),
        ("クリーチャーが全部死んでライフも0、どっちが先に処理される？", TOGETHER),
        ("ゲームに負けるのはどんな時？", WAYS_TO_LOSE),
        ("ゲームの途中で投了した人のパーマネントは？", LEAVES),
        ("ゲームのやり直しって何？", RESTART),
        ("引き分けになったプレイヤーはゲームから離れる？", LEAVER),
        ("ライフを失う代わりにカードを捨てる", REPLACED),
        ("敗北条件カードってどんなのがある？", BY_EFFECT),
        ("引き分けって誰も勝たないってこと？", DRAWS),
        ("ゲームセットになるのはいつ？", ENDS_NOW),
        ("2人対戦で相手が負けたら即終了？", ENDS_NOW),
        ("チーム戦で相手チームが全滅したら勝ち？", TEAMS_GONE),
        ("負けたプレイヤーのターンはどうなる？", NO_TURN),
        ("SBAってなに？いつチェックするの？", CHECKED),
        ("相手がコンシードしたら即勝ち？", CONCEDE),
        ("もう無理、コンシする", CONCEDE),
        ("多人数戦でコンシードした人のパーマネントはどうなる？", LEAVES),
        ("ライブラリアウトで負けるのはいつ？", MILLED),
        ("ライブラリが0枚なのに引いたら負け？", MILLED),
        ("コマンダーダメージって何点で負け？", COMMANDER_DAMAGE),
        ("コマンダーダメージって何点で負け？", COMMANDER),
        ("コマンダーが墓地に行ったら戻せる？", COMMAND_ZONE),
        ("敵が全員死んだら勝ち？", LAST_ONE),
        ("試合が終わるのはいつ？", GAME_ENDS),
        ("引き分けになったプレイヤーはどうなる?", LEAVER),
        ("多人数戦で離れたプレイヤーの次のターンは?", NO_TURN),
        ("チーム戦で1人でも残ってれば勝てる?", TEAM_LEFT),
        ("チーム戦でチーム全員が負けたらチームの負け?", TEAM),
        ("特殊勝利ってルール上どういう扱い？", WIN_BY_EFFECT),
        ("特殊敗北のカード", BY_EFFECT),
        ("ライフ以外で負けることある？", WAYS_TO_LOSE),
        ("毒以外にも負ける条件ってある？", WAYS_TO_LOSE),
        ("ライフが0になったあと、対応してライフを得る呪文を唱えられる？", CHECKED),
        ("毒が10個になったけど、対応して毒を取り除ける？", CHECKED),
        ("相手が負けて抜けたら、その人からコントロールを奪ってたパーマネントも消える？", CONTROL),
        ("4人戦で俺がパクってたクリーチャーのオーナーが帰った", CONTROL),
        ("タフネス2のクリーチャーに1点与えたあと、-1/-1修整がついたら死ぬ？", LETHAL),
        ("自分のライブラリーを0枚にしたけど、まだ負けない？", MILLED),
        ("左隣の人が「次のあなたのターンまで」の効果をかけてから死んだ", NEXT_TURN),
        ("3人戦で相手が投了した。残った自分が勝者でいい？", LAST_ONE),
        ("最後まで立ってたのは俺だけなんだけど勝ち？", LAST_ONE),
        ("4人戦で1人がライフ0で落ちた", LOST),
        ("相手が毒で先に落ちた", LOST),
        ("多人数戦で、負けた人の順番が回ってきたら？", NO_TURN),
        ("双頭巨人戦で片方のプレイヤーが毒で負けた。もう片方は？", TWO_HEADED),
        ("2HGで相方がライブラリーアウトで死んだら俺も負け？", TWO_HEADED),
        ("引き分けって具体的にどういう時に起きるの？", DRAWS),
        ("引き分け（ドロー）になるのはどんな時？", DRAWS),
        ("ゲームはいつ終了する？", ENDS_NOW),
        ("ゲームが終わる瞬間っていつ？", ENDS_NOW),
        ("勝った人が決まったらスタックの呪文は？", ENDS),
        ("カードの効果で勝利することはある？", WIN_BY_EFFECT),
        ("効果で勝つのってルール的にOK？", WIN_BY_EFFECT),
        ("敗北条件をまとめて知りたい", WAYS_TO_LOSE),
        ("負ける条件を教えて", WAYS_TO_LOSE),
        ("山札が足りないのに引いたら？", MORE_THAN_LEFT),
        ("ゲームに負けたらどうなる？", LEAVER),
        ("「開始時に、手札がないなら1枚引く」って能力、誘発したあとに手札が増えたら？", RECHECKED),
        ("《第二の日の出の接近》を解決したら勝ちってことでいいの？", WIN_BY_EFFECT),
        ("《耐久試験》でライフ50以上。これって効果による勝利？", WIN_BY_EFFECT),
        ("《タッサの神託者》が出たときライブラリーが0枚、勝ち？", WIN_BY_EFFECT),
        ("《ファージ》が戦闘ダメージを与えたら負けるけど、これは状況起因処理？", BY_EFFECT),
        ("《不死のコイル》で負けるのはどういうルール？", BY_EFFECT),
        ("コマダメ21点で負けだっけ？", COMMANDER_DAMAGE),
        ("統率ダメって戦闘ダメージだけ？", COMMANDER),
        ("サブゲーでライフ0になったら？", SUBGAME),
        ("オンラインで切断したら負けになる？", CONCEDE),
        ("4人戦で1人が寝落ちして離席した", CONCEDE),
        ("ライフ0で負け確なのに、まだ動ける？", CHECKED),
        ("ライフ0で負けが決まっているのに、まだ呪文を唱えられますか？", CHECKED),
        ("途中で抜けた人がいたら、残りでそのまま続行でいい？", PLAY_ON),
        ("「次のあなたのターンまで」の効果を出した人が途中で落ちたら？", NEXT_TURN),
        ("チーム戦で味方がライフ0で落ちた。チームの負け？", TEAM),
        ("チーム戦で相手チーム2人とも落ちた", TEAMS_GONE),
        ("相手チームが両方同時に死んだ", TEAMS_GONE),
        ("相手が抜けたら、その相手の手札の枚数を参照してた呪文は？", LAST_KNOWN),
        ("どのような場合に引き分けになりますか？", DRAWS),
        ("ゲームを再び開始する効果について教えてください。", RESTART),
        ("0点以下のライフで状況起因処理のチェックを迎えたら？", LIFE_AT_ZERO),
        ("ゲームから除外されたプレイヤーのターンは？", LEAVER_NOUN),
        ("時間がなくなったから引き分けにしようってなった", AGREED_DRAW),
        ("自分の負けになるカードを自分で唱えてもいい？", BY_EFFECT),
        ("相手が投了した。と思ったら、もう1人残ってた。ゲームは続く？", PLAY_ON),
    ],
)
def test_a_games_end_in_players_words_asks_for_the_rules_phrase(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        ("サイコロで勝者を決める", ENDS),
        ("クリーチャーが最後の1体残った", LAST_ONE),
        ("相手のクリーチャーがみんな死んだ", LAST_ONE),
        ("双頭巨人で相方が1人死んだら、チームごと負け？", TEAM),
        ("2HGでチームの相方が1人投了した", TEAM),
        ("引き分けで相手も納得した", DRAW),
        ("山札を3枚削られた", MILLED),
        ("クリーチャーが死んだ後、相手のクリーチャーはまだ残ってる？", LOSER),
        ("自分がオーナーのトークンを生成して、相手が抜けた", CREATED),
        ("効果で負けるまで攻撃した", BY_EFFECT),
        ("墓地を片付けた", CONCEDE),
        ("負けてもいいから攻撃した", CONCEDE),
        ("自分のクリーチャーだけ残った", LAST_ONE),
        ("残りの2枚で続ける", PLAY_ON),
        ("ライフを得る誘発と引く誘発、どっちが先にスタックに乗る？", TOGETHER),
        ("ターンのやり直しはできる？", RESTART),
        ("引き分けになったら次のゲーム", LEAVER),
        ("抜けた人のパーマネント、誰かが代わりに操作する？", REPLACED),
        ("敗北条件って何がある？", BY_EFFECT),
        ("引き分けは次のゲームに持ち越し", DRAWS),
        ("負けたらそのターンはすぐ終わる？", ENDS_NOW),
        ("相手のクリーチャーが全滅した", TEAMS_GONE),
        ("負けた後、自分のターンはどうなる？", NO_TURN),
        ("sbarroのピザはいつ届く？", CHECKED),
        ("コンシェルジュに相談した", CONCEDE),
        ("戦闘で残った自分のクリーチャーで攻撃する", LAST_ONE),
        ("残ったライフは3点", LAST_ONE),
        ("自分のクリーチャーが墓地に落ちた", LOST),
        ("カードが1枚テーブルから落ちた", LOST),
        ("順番に処理する", NO_TURN),
        ("双頭巨人じゃない4人戦で相方が負けた", TWO_HEADED),
        ("双頭巨人で相方が投了したら一緒に負け？", TWO_HEADED),
        ("引き分けに同意するのはいつでもできる？", DRAWS),
        ("引き分けに合意するのはどんな時？", DRAWS),
        ("ターン終了時に何が起きる？", ENDS_NOW),
        ("ゲームが終わる瞬間っていつ？", CHECKED_NOW),
        ("戦闘に勝った方のクリーチャーが残る", ENDS),
        ("白金の天使の効果で勝利できない", WIN_BY_EFFECT),
        ("敗北条件カードってどんなのがある？", WAYS_TO_LOSE),
        ("マナが足りないのに唱えたら？", MORE_THAN_LEFT),
        ("サブゲームに負けたらどうなる？", LEAVER),
        ("双頭巨人で相方がゲームに負けたらどうなる？", LEAVER),
        ("死亡したとき、カードを引く。誘発したあとに手札が増えた", RECHECKED),
        ("《白金の天使》があるから勝てない？", WIN_BY_EFFECT),
        ("ファージで殴ったら勝ち？", WIN_BY_EFFECT),
        ("《リッチの熟達》で負けないのはなぜ？", BY_EFFECT),
        ("《稲妻》で負けるのはどうして？ライフが0だから？", BY_EFFECT),
        ("統率者ダメージは何点？", SUBGAME),
        ("サブゲームで負けたら？", CONCEDE),
        ("カードを切断する効果", CONCEDE),
        ("ライブラリーが10枚残ってるから、まだ動ける", CHECKED),
        ("クリーチャーが死んだ。残りのクリーチャーで攻撃を続ける", PLAY_ON),
        ("次のあなたのターンまでタップ状態のクリーチャーが墓地に落ちた", NEXT_TURN),
        ("チーム戦で味方のクリーチャーが墓地に落ちた", TEAM),
        ("相手チームのクリーチャーが死んだ", TEAMS_GONE),
        ("自分の手札の枚数を参照する呪文", LAST_KNOWN),
        ("どのような場合に先制攻撃が効く？", DRAWS),
        ("メインゲームを再開する", RESTART),
        ("10点以下のライフなら", LIFE_AT_ZERO),
        ("ゲームから除外されたカードは戻る？", LEAVER_NOUN),
        ("効果で引き分けにする", AGREED_DRAW),
        ("負けになる条件は？", BY_EFFECT),
        ("クリーチャーがもう1体残ってて攻撃を続ける", PLAY_ON),
        ("ライブラリの一番上を公開する", MILLED),
        ("コマンドゾーンに置く", COMMANDER),
        ("敵のクリーチャーが全員死んだ", LAST_ONE),
        ("試合の前にデッキを見せる", GAME_ENDS),
        ("多人数戦で離れたプレイヤーの次のターンまで続く効果", NO_TURN),
        ("チーム戦でクリーチャーが1体でも残れば", TEAM_LEFT),
        ("皇帝戦で皇帝が死んだらチーム全員負け？", TEAM),
        ("特殊な勝ち筋のデッキ", WIN_BY_EFFECT),
        ("ライフ以外のコストを払う", WAYS_TO_LOSE),
        ("ライフが10のときに対応して稲妻を撃った", CHECKED),
        ("コントロールを奪ったクリーチャーで攻撃して相手を倒した", CONTROL),
        ("クリーチャーに-1/-1修整がついたら死ぬ？", LETHAL),
        ("ライブラリーを3枚削った", MILLED),
        ("次の自分のターンまでに死んだクリーチャーは戻る？", NEXT_TURN),
    ],
)
def test_the_same_words_told_of_something_else_ask_nothing(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))


async def test_the_last_one_left_of_four_is_the_rule_that_they_win(full: RulesDatabase) -> None:
    """The three others dead of poison and the asker the last one left: 104.2a, which no
    word of the question says (before: 104.3f and 704.5c, 104.2a not among the first 50)."""
    hits = await (await full.searcher()).search(
        "4人で統率者戦してて、自分以外の3人がみんな毒で死んだ。最後に1人残ったら勝ちでいいんだよね？",
        limit=3,
    )
    assert "rule:104.2a" in [h["ref"] for h in hits], [h["ref"] for h in hits]


LEAVER_DAMAGE = "戦闘ダメージがゲームから離れたプレイヤーに割り振られる場合"
TURN_GOES_ON = "そのターンはアクティブ・プレイヤーがいない状態で継続される"
LEAVER_CHOICE = "ゲームから離れたプレイヤーに選択を求める"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        # 投了 and コンシード are nouns: a player's concession is told with する (投了した,
        # 投了して, コンシードする), where 負けた and 抜けた are verbs of their own.
        ("4人戦で攻撃した相手がダメージ前に投了した。戦闘ダメージはどこ行く？", LEAVER_DAMAGE),
        ("4人戦で相手がコンシードして、戦闘ダメージはどうなる？", LEAVER_DAMAGE),
        ("相手が投了したけど、その人のクリーチャーってまだ残るの？", LOSER),
        ("投了した人に選ばせる効果は誰が選ぶ？", LEAVER_CHOICE),
    ],
)
def test_a_concession_told_with_suru_reads_as_the_others(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        # Two players: a concession ends the game, no damage is left to go anywhere.
        ("2人対戦で相手が投了した。戦闘ダメージはどうなる？", LEAVER_DAMAGE),
        ("相手が投了する前に戦闘ダメージを与えた", LEAVER_DAMAGE),
        ("相手が投了しそうなので先に戦闘ダメージを割り振る", LEAVER_DAMAGE),
    ],
)
def test_a_concession_told_with_suru_asks_nothing_else(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))


DRAW_STATED = "効果によってゲームが引き分け になることがある"


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        # A card said to state a draw, as a card said to state a loss or a win (104.4c).
        ("ゲームが引き分けになるって書いてあるカードってある？", DRAW_STATED),
        ("「このゲームは引き分けとなる」ってカード、本当に引き分け？", DRAW_STATED),
        # 「ゲームから除外」, the old "removed from the game", said of a loser (104.5).
        ("負けたプレイヤーってゲームから除外されるってこと？", LEAVER),
    ],
)
def test_a_draw_stated_and_a_loser_removed_read_as_the_rules_say(
    question: str, formal: str
) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        ("お互い0なら引き分けになるって聞いたけど本当？", DRAW_STATED),
        ("引き分けになると書いてある効果は無い", LEAVER),
        ("負けた人のクリーチャーをゲームから除外する", LEAVER),
        ("負けそうなのでカードをゲームから除外した", LEAVER),
    ],
)
def test_a_draw_heard_and_a_card_removed_ask_nothing(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        # A life total at 0 and ten poison counters told at once: one event (704.3).
        ("ライフ0と毒10個がいっぺんに来たらどうなるの？", TOGETHER),
        ("相手は毒10個になって、さらにライフも0。両方同時？", TOGETHER),
        # Each side with a loss of its own and the outcome asked: a draw (104.4a).
        ("こっちは毒10個、相手はライフ0。どっちの勝ち？", DRAW),
        ("相手のライフが0で、俺のライフもちょうど0になってた。勝敗どうなる", DRAW),
        # 「ライフも0」: the life total told with も.
        ("毒で負けそうなうえにライフも0になった", LIFE_AT_ZERO),
    ],
)
def test_losses_told_together_ask_how_they_combine(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        ("毒10個で負けるのとライフ0で負けるのは別のルール？", TOGETHER),
        ("相手のライフ0、俺はライフ5。どっちの勝ち？", DRAW),
        ("俺の毒は10個、相手の毒は3個。どっちの勝ち？", DRAW),
        ("相手のライフも20あるのに", LIFE_AT_ZERO),
    ],
)
def test_losses_not_told_together_ask_nothing(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        # The others wiped out, told without の or 全員 (他3人が全滅): the last one left (104.2a).
        ("4人戦で自分だけライフ残ってて他3人が同じターンに全滅した", LAST_ONE),
        ("俺以外の2人が全滅したら勝ち？", LAST_ONE),
        # A player who leaves for an errand concedes (104.3a).
        ("3人でやってたら1人が急用で帰ることになった", CONCEDE),
        # A player at 0 life during their own turn in a multiplayer game: the turn goes on
        # without an active player (800.4j).
        (
            "4人戦で、ライフ0になった人が自分のターン中だった。そのターンの残りはどう処理する？",
            TURN_GOES_ON,
        ),
    ],
)
def test_the_others_wiped_out_an_errand_and_a_loser_s_turn(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        ("相手のクリーチャーが全滅した", LAST_ONE),
        ("用事で帰る前に1ゲームやろう", CONCEDE),
        ("2人対戦でライフ0になったターンはどうなる", TURN_GOES_ON),
    ],
)
def test_a_creature_wipe_a_later_errand_and_a_duel_ask_nothing(
    question: str, not_formal: str
) -> None:
    assert not_formal not in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("3人戦で自分以外の二人が、片方ライフ0、片方毒10個で同時に負けた。自分の勝ち？", LAST_ONE),
        ("4人戦で、Aさんが落ちた。残りは俺とCさん。ゲームは続く？", PLAY_ON),
    ],
)
def test_the_others_lost_and_a_game_going_on_across_sentences(question: str, formal: str) -> None:
    assert formal in formal_words(fold(question))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        ("自分以外の2人のクリーチャーが死んだ", LAST_ONE),
        ("2人対戦で相手が負けた。ゲームは続く？", PLAY_ON),
        ("4人戦で相手が負けた。攻撃は続く？", PLAY_ON),
    ],
)
def test_creatures_a_duel_and_an_attack_going_on_ask_nothing(
    question: str, not_formal: str
) -> None:
    assert not_formal not in formal_words(fold(question))
