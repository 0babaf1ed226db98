"""Casual words and phrases ask for the rules' wording: a player who "dies at -3" asks about
"0 or less life" and "loses the game"; a creature that dies does not."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.database import RulesDatabase
from rulesdb.text import casual_words
from rulesdb.text.casual_words import (
    _casual_table,
    formal_words,
    rules_phrases,
    stated_phrases,
)
from rulesdb.text.normalize import fold
from rulesdb.text.regex_literals import holds, need_strings


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("do i die at 0 life or below 0", {"loses the game", "0 or less life"}),
        ("I'm at -3 life, am I dead?", {"loses the game", "0 or less life"}),
        ("can I survive this combo?", {"loses the game"}),
        ("my opponent went to negative life", {"0 or less life"}),
        ("I decked myself", {"draw a card from a library with no cards"}),
        ("no cards left in my library, can't draw", {"draw a card from a library with no cards"}),
        ("my buddy scooped", {"concede"}),
        ("he left the game in a 4 player pod", {"when a player leaves the game"}),
        ("when I leave a 4-player commander game", {"when a player leaves the game"}),
        (
            "my buddy had to leave in the middle of our 4-player commander game",
            {"when a player leaves the game"},
        ),
        (
            "ターン最初のドローでライブラリーがなくてもすぐには負けないの？",
            {"カードが1枚も存在しないライブラリーからカードを引こうとした"},
        ),
        (
            "ライブラリーがない状態で引いたら負け？",
            {"カードが1枚も存在しないライブラリーからカードを引こうとした"},
        ),
        ("4人戦で毒カウンター10個になって死にました", {"プレイヤーがゲームから離れたら"}),
        ("3人で遊んでて相手が投了した", {"プレイヤーがゲームから離れたら"}),
        ("damage to a player who already left the game", {"a player who has left the game"}),
        ("既にゲームから離れたプレイヤーは", {"既にゲームから離れたプレイヤー"}),
        ("Do I lose immediately?", {"state-based actions"}),
        ("do SBAs use the stack?", {"state-based actions", "use the stack"}),
        ("both of us die at the exact same time, draw?", {"lose simultaneously"}),
        (
            "If I resolve an 'I win the game' card, does the game end?",
            {"an effect may state that a player wins the game"},
        ),
        ("If everyone loses at the same time is it a draw?", {"the game is a draw"}),
        ("勝利と同時に敗北もしたらどうなる", {"勝利条件と敗北条件を同時に満たした"}),
        ("2人とも同時にライフ0、誰が勝ち？", {"同時に負けた場合、ゲームは引き分け"}),
        ("お互い同時に0になったらドローになる？", {"引き分け"}),
        ("ゲームの勝ち方って何がある？", {"ゲームの勝利となる条件"}),
        ("LOで負けるのはいつ？", {"カードが1枚も存在しないライブラリーからカードを引こうとした"}),
        ("ライフの半分を失うって端数はどうなる", {"切り上げか切り捨てか"}),
        ("its loyalty went to 0", {"If a planeswalker has loyalty 0"}),
        ("私以外の3人が全員投了しました", {"対戦相手全員がゲームから離れた場合"}),
        ("all of my opponents conceded, do I win?", {"opponents have all left the game"}),
        (
            "相手が「ゲームに敗北する」って書いてあるカードを使ってきた",
            {"効果によってプレイヤーの負けになることがある"},
        ),
        ("自分でライフを払って0になった", {"ライフが0以下"}),
        ("相手が突然席を立って帰っちゃいました", {"投了"}),
        (
            "a 0/0 creature that gets +1/+1 from an anthem",
            {"If a creature has toughness 0 or less"},
        ),
        ("my 3/3 already took 2 damage, then got pinged", {"has been dealt lethal damage"}),
        ("3/3のクリーチャーに致死ダメージが乗ったら", {"致死ダメージを受けている"}),
        ("the creature's toughness is reduced to 0", {"If a creature has toughness 0 or less"}),
        ("my life is reduced to 0", {"0 or less life"}),
        ("I fell to -2", {"0 or less life"}),
        (
            "two copies of the same legendary creature, which one do I keep?",
            {"legendary permanents with the same name"},
        ),
        ("同名の伝説のクリーチャーを2体コントロールしたら", {"レジェンド・ルール"}),
        (
            "the token I created went to the graveyard",
            {"If a token is in a zone other than the battlefield"},
        ),
        (
            "トークンが墓地に行ったら戻せる？",
            {"トークンが、戦場以外の領域にある場合、存在しなくなる"},
        ),
        (
            "does my Aura fall off when it gains protection?",
            {"If an Aura is attached to an illegal object or player"},
        ),
        (
            "オーラがついてるクリーチャーがプロテクションを得たら外れる？",
            {"不正なオブジェクトあるいは不正なプレイヤーについているオーラ"},
        ),
        ("at 15 and lose half my life, what happens with the odd number", {"round up or down"}),
        ("Lich's Mirror says instead I shuffle", {"replacement effect"}),
        ("ライフが-4になった", {"ライフが0以下"}),
        (
            "ライブラリーが0枚になったら",
            {"カードが1枚も存在しないライブラリーからカードを引こうとした"},
        ),
        ("引けなかった瞬間に負けるの?", {"状況起因処理"}),
        ("死ぬの?", {"敗北"}),
        (
            "友達が「勝利する」って書いてあるカードを使ってきた",
            {"効果によってプレイヤーの勝ちとなることがある"},
        ),
        ("ライフ以外で負けになる方法って何がある？", {"ゲームの敗北となる条件"}),
        (
            "カードが引けなくて負けたんだけど",
            {"カードが1枚も存在しないライブラリーからカードを引こうとした"},
        ),
        ("効果で勝つのと負けるのが同時に起きたら？", {"勝利条件と敗北条件を同時に満たした"}),
        (
            "お互い決め手がなくて千日手みたいになったら？",
            {"止める方法がない一連のイベントの繰り返し"},
        ),
        ("ゲームの勝敗が決まるタイミングっていつ？", {"そのゲームは即座に終わる"}),
        (
            "負けた人はその時点でゲームから抜けるの？",
            {"プレイヤーが負けになったら、そのプレイヤーはゲームから離れる"},
        ),
        ("3人戦で2人が投了したら残った1人の勝ち？", {"対戦相手全員がゲームから離れた場合"}),
        (
            "ゲームに負けたら即座にゲームから離れるんですか？",
            {"プレイヤーが負けになったら、そのプレイヤーはゲームから離れる"},
        ),
        ("1対1で相手が投了したら自分の勝ち？", {"対戦相手全員がゲームから離れた場合"}),
        ("ターン終了時にダメージは消える？", {"負っているすべてのダメージが取り除かれ"}),
        ("抜けた人が選ぶはずだった選択は誰がやる？", {"ゲームから離れたプレイヤー"}),
        (
            "統率者が追放されたら統率領域に戻せる？",
            {"オーナーはそれを統率領域に置いてもよい。これは状況起因処理である"},
        ),
        (
            "my commander died, can it go back to the command zone?",
            {"its owner may put it into the command zone"},
        ),
        ("統率者を2回目に唱えるときはコストが増える？", {"統率者税"}),
        ("how does commander tax work", {"commander tax"}),
        ("双頭巨人戦で相方とライフを交換できる？", {"ライフの総量をチームメイトと交換できない"}),
        (
            "can I swap life totals with my teammate?",
            {"can’t exchange life totals with their teammate"},
        ),
        ("残ったCさんが投了したので、私の勝ちでいい？", {"対戦相手全員がゲームから離れた場合"}),
        ("カジュアルでも合意で引き分けにできるの？", {"同意による引き分け"}),
        ("when does the game actually end?", {"a game ends immediately"}),
        ("how do you win a game of magic?", {"There are several ways to win the game"}),
        (
            "a copy of a spell that got countered goes to the graveyard?",
            {"If a copy of a spell is in a zone other than the stack"},
        ),
        (
            "呪文のコピーって打ち消されたらどこ行くの？",
            {"呪文のコピーがスタック以外の領域にある場合"},
        ),
        (
            "my token is in my hand now, is it still there?",
            {"If a token is in a zone other than the battlefield"},
        ),
        (
            "a player who left had a trigger, does it still go on the stack?",
            {"a player who has left the game"},
        ),
        ("combat damage to an opponent that already conceded?", {"a player who has left the game"}),
        (
            "選ぶ予定だった人がゲームから抜けたら、誰が代わりに選ぶの？",
            {"ゲームから離れたプレイヤーに選択を求める"},
        ),
        (
            "5人戦で隣の人が負けて抜けたけど、その人の次のターンはもう来ない？",
            {"ゲームから離れたプレイヤーがターンを始める"},
        ),
        (
            "3人戦でAさんが負けてしまいました。Aさんに向かっていた戦闘ダメージはどうなる？",
            {"戦闘ダメージがゲームから離れたプレイヤーに割り振られる場合"},
        ),
        ("多人数戦で全員のライフが同時に0になった時は？", {"同時に負けた場合、ゲームは引き分け"}),
        ("手札に加える効果はドロー扱い？", {"そのカードを引いてはいない"}),
        (
            "ドローを置き換える効果はライブラリーが空でも使える？",
            {"カードを引くことを置換する効果"},
        ),
        (
            "does Jace replace the draw with an empty library?",
            {"An effect that replaces a card draw"},
        ),
        (
            "if I put a card into my hand from the library, does that count as drawing?",
            {"has not drawn those cards"},
        ),
        (
            "墓地に行ったトークンはどうなる？",
            {"トークンが、戦場以外の領域にある場合、存在しなくなる"},
        ),
        ("同じ伝説のクリーチャーが2体いたら？", {"レジェンド・ルール"}),
        ("エンチャントしてたクリーチャーがいなくなったオーラは？", {"何にもついていないオーラ"}),
        (
            "装備してたクリーチャーが死んだら装備品は？",
            {"装備品や城砦はそのパーマネントやプレイヤーからはずれ"},
        ),
        ("my equipped creature died, what happens to the sword?", {"remains on the battlefield"}),
        (
            "負けたプレイヤーはどうなる？",
            {"プレイヤーが負けになったら、そのプレイヤーはゲームから離れる"},
        ),
        ("ゲームをやり直すカードって？", {"ゲームを再び開始する"}),
        ("カードの効果で引き分けにできる？", {"効果によってゲームが引き分け になることがある"}),
        (
            "カードの効果で負けになることってある？",
            {"効果によってプレイヤーの負けになることがある"},
        ),
        ("チーム戦で相手チームが全員抜けたら？", {"他のチーム全てがゲームから離れた場合"}),
        ("勝ちってどうやって決まる？", {"ゲームの勝利となる条件がいくつか存在する"}),
        ("投了した相手の「次のターンまで」の効果は？", {"ゲームから離れたプレイヤー"}),
        (
            "does the damage on my bear wear off at end of turn?",
            {"all damage marked on permanents"},
        ),
        (
            "対戦相手が2人とも同時にライフ0になったら、残った僕が勝ち？",
            {"対戦相手全員がゲームから離れた場合"},
        ),
        ("引き分けになったらどっちの負け扱い？", {"ゲームが引き分け になる場合がいくつか存在する"}),
        ("負けた後、その人の墓地のカードはどうなる？", {"プレイヤーがゲームから離れたら"}),
        ("統率者戦で隣の人が急に帰っちゃったら？", {"プレイヤーがゲームから離れたら"}),
        ("EDHで1人抜けたらその人の統率者は？", {"プレイヤーがゲームから離れたら"}),
        (
            "カードに書いてあることと総合ルールが違う時はどっちが優先？",
            {"カードの記述が優先される"},
        ),
        (
            "呪文の一部ができなくても、残りの部分は実行する？",
            {"カードの記述の一部が実行不可能であった場合、その部分は無視される"},
        ),
        (
            "両方のプレイヤーが同時に選択する時、どっちが先に選ぶ？",
            {"複数のプレイヤーが同時に何らかの選択を行なったり処理したりする場合"},
        ),
        ("ライフを0点支払うことはできる？", {"いつでも0点のライフを支払う"}),
        (
            "ライフがマイナスの状態からライフを得たらいくつになる？",
            {"計算や比較のために負の値を用いる必要がある場合、そのまま負の値を用いる"},
        ),
        ("引き分けになる条件を教えて", {"ゲームが引き分け になる場合がいくつか存在する"}),
        (
            "状況起因処理は選んで行わないことができる？",
            {"どのプレイヤーにもコントロールされていない"},
        ),
        (
            "多人数戦で自分以外の全員が同時に負けた場合、自分の勝ち？",
            {"対戦相手全員がゲームから離れた場合"},
        ),
        (
            "4-player game. He conceded before damage, what happens to the damage that would"
            " have gone to him?",
            {"If combat damage would be assigned to a player who has left the game"},
        ),
        (
            "4人戦で攻撃したら、ブロック後に相手が死んだ。その人に行くはずだった戦闘ダメージはどうなる？",
            {"戦闘ダメージがゲームから離れたプレイヤーに割り振られる場合"},
        ),
        (
            "In a 4 player pod one guy scooped on his own turn, does the turn just end?",
            {"that turn continues to its completion without an active player"},
        ),
        (
            "多人数戦で、自分のターン中に投了した場合ってそのターンはどうなる？",
            {"そのターンはアクティブ・プレイヤーがいない状態で継続される"},
        ),
        (
            "三人でやってて、負けた人のターンが回ってきたらどうするの？飛ばす？",
            {"ゲームから離れたプレイヤーがターンを始める"},
        ),
        (
            "多人数戦でプレイヤーが抜けたら、その人の「次のターンまで」の効果はいつ終わる？",
            {"そのターンが始まるはずだった瞬間まで残る"},
        ),
        (
            "in a 4 player game he conceded, does an effect lasting until his next turn end?",
            {"will last until that turn would have begun"},
        ),
        (
            'do its abilities that say "when this dies" still trigger',
            {"leaves-the-battlefield abilities"},
        ),
        ("死亡時の誘発って墓地に行ってからでも誘発する？", {"戦場を離れたときの能力"}),
        ("he says I lose with 0 cards in library", {"draw a card from a library with no cards"}),
        (
            "my opponent drew his last card on his turn",
            {"draw a card from a library with no cards"},
        ),
        (
            "ライブラリーの最後の1枚を引いた",
            {"カードが1枚も存在しないライブラリーからカードを引こうとした"},
        ),
        (
            "2HG: each player loses 3 life and we are at 4 total",
            {"happen to each player individually"},
        ),
        ("双頭巨人戦で相方がライフを3点失ったら", {"それぞれのプレイヤー個々に発生する"}),
        ("card text vs comprehensive rules, which wins", {"the card takes precedence"}),
        ("カードとルールが矛盾したらどっちが優先？", {"カードの記述が優先される"}),
        ("is damage the same as life loss?", {"causes that player to lose that much life"}),
        ("ダメージとライフロスって違うの？", {"そのプレイヤーのライフをその量だけ減らす"}),
        ("マジックってどうやったら負けるの？", {"ゲームの敗北となる条件"}),
        ("4人中2人が負けた", {"プレイヤーがゲームから離れたら"}),
        (
            "ライブラリーが1枚しかないのに2枚引く効果",
            {"ライブラリーに残っているよりも多いカードを引く"},
        ),
        (
            'it says "at the beginning of your upkeep, if you have 10 or less life, you win"'
            " but I gained life in response",
            {"checks the stated condition again as it resolves"},
        ),
        (
            "誘発条件の「〜なら」って解決時にもう一回チェックするんだっけ",
            {"解決時にも再び条件をチェック"},
        ),
        (
            "「アップキープ開始時に、あなたのライフが10点以下なら」っていう誘発、解決時にライフ増えてたら？",
            {"解決時にも再び条件をチェック"},
        ),
        ("at the beginning of the next end step, you lose the game", {"delayed triggered ability"}),
        ("次のアップキープの開始時に〜する遅延誘発", {"遅延誘発型能力"}),
        (
            "I'm at 0 life but I have an ability on the stack",
            {"whenever a player would get priority"},
        ),
        (
            "my opponent is at 0 life but he says he can still respond to my spell",
            {"whenever a player would get priority"},
        ),
        ("ライフが0になったけどスタックに呪文が残ってた", {"プレイヤーが優先権を得るたび"}),
        ("クリーチャーが死んで、僕も死んだ", {"敗北"}),
        (
            "4人戦で自分のターンのメインに《ネクロポーテンス》を起動しすぎてライフ0で死んだ",
            {"敗北"},
        ),
        ("オーラがついてたクリーチャーが死んだらオーラはどうなる？", {"何にもついていないオーラ"}),
        (
            "what happens to an aura when the creature it enchants dies",
            {"is not attached to an object or player"},
        ),
        ("投了したら", {"投了"}),
        # The golden rules told by players (101.1-101.4).
        (
            "if a card says one thing and the comp rules say another, which one wins?",
            {"the card takes precedence"},
        ),
        ("the card text always beats the rulebook, right?", {"the card takes precedence"}),
        ("cards vs rules which wins", {"the card takes precedence"}),
        (
            "it lets me play an extra land but his card says I can't play lands, which applies?",
            {"the “can’t” effect takes precedence"},
        ),
        ("does can't beat can here?", {"the “can’t” effect takes precedence"}),
        (
            "it gains flying and then loses all abilities, does can't beat can apply?",
            {"Adding abilities to objects and removing abilities from objects"},
        ),
        (
            "the card tells me to sacrifice a creature but I don't control any creatures",
            {"impossible to perform is ignored"},
        ),
        (
            "what happens to the part of a spell you can't do",
            {"impossible to perform is ignored"},
        ),
        ("whats apnap order", {"Nonactive Player (APNAP) order"}),
        (
            "we both sacrifice a creature at the same time, who chooses first?",
            {"makes any choices required, then the next player in turn order"},
        ),
        (
            "15 damage to face, he's at 14, does he lose before the annihilator trigger resolves?",
            {"all triggered abilities that are waiting to be put on the stack"},
        ),
        # The library told by its size, or the draw as more than it holds (104.3c).
        (
            "he made me draw 5 cards with my 3-card library, I didn't lose until SBAs right?",
            {"draw more cards than are left in their library"},
        ),
        (
            "he has to draw more cards than he has",
            {"draw more cards than are left in their library"},
        ),
        # The player whose turn it is: the active player; their leaving is 800.4j's.
        ("the player whose turn it is chooses first?", {"active player"}),
        (
            "the active player scooped in the middle of his turn",
            {"If a player leaves the game during their turn"},
        ),
        # A thing told after "can't" and told again done, asked which wins (101.2); damage or
        # life loss to every player asked as who wins (104.4a).
        (
            'one card says "players can\'t gain life", mine says "you gain 3 life", which wins',
            {"the “can’t” effect takes precedence"},
        ),
        (
            "I'm on 3, he's on 2, Flame Rift deals 4 damage to each player. He says he wins",
            {"lose simultaneously"},
        ),
        # A concession followed by who chooses, or by what the asker keeps: the game goes on.
        (
            "target opponent chooses, but that opponent conceded. who chooses",
            {"a player who has left the game to make a choice"},
        ),
        (
            "I stole his creature with Control Magic and then he conceded, do I keep it",
            {"when a player leaves the game"},
        ),
        (
            "both players have to discard at the same time, who discards first",
            {"makes any choices required, then the next player in turn order"},
        ),
        (
            "do I get to know what my opponent picked before I choose?",
            {"knows the choices made by the previous players"},
        ),
        # Life, damage and prevention (119.4b, 120.1a, 120.3, 615.4).
        ("can you pay 0 life if you can't pay life", {"Players can always pay 0 life"}),
        (
            "what happens when you deal damage to a planeswalker",
            {"causes that many loyalty counters to be removed from that planeswalker"},
        ),
        (
            "my opponent bolted my planeswalker",
            {"causes that many loyalty counters to be removed from that planeswalker"},
        ),
        (
            "what happens when a creature deals damage to a battle",
            {"causes that many defense counters to be removed from that battle"},
        ),
        (
            "wither damage, does it go away at end of turn?",
            {"Damage dealt to a creature by a source with wither"},
        ),
        (
            "can I deal damage to a noncreature artifact?",
            {"Damage can’t be dealt to an object that’s not a battle"},
        ),
        (
            "can I prevent it after the damage has already been dealt?",
            {"Prevention effects must exist before the appropriate damage event occurs"},
        ),
        (
            "my lifelink guy blocks while a trampler hits me at the same time, do i survive?",
            {"gain that much life, in addition to"},
        ),
        ("what does damage do", {"Damage may have one or more of the following results"}),
        (
            "i shocked a battle",
            {"causes that many defense counters to be removed from that battle"},
        ),
        (
            "if I redirect bolt to a 'noncreature' artifact what happens",
            {"Damage can’t be dealt to an object that’s not a battle"},
        ),
        (
            "can damage be dealt to an enchantment?",
            {"Damage can’t be dealt to an object that’s not a battle"},
        ),
        (
            "it says discard two then draw two, but i only had one card. do I still draw?",
            {"impossible to perform is ignored"},
        ),
        ("my lifelinker got chump blocked", {"Damage dealt by a source with lifelink causes"}),
        (
            "is there a rule that says damage doesn't destroy creatures",
            {"Damage dealt to a creature, planeswalker, or battle doesn’t destroy it"},
        ),
        (
            "prevent all damage this turn - do lifelink creatures still gain life?",
            {"If damage that would be dealt is prevented, it never happens"},
        ),
        ("an ability that costs 0 life", {"Players can always pay 0 life"}),
        (
            "friend attacked my battle with a 6/6, it had 5 defense counters",
            {"causes that many defense counters to be removed from that battle"},
        ),
        (
            "I attacked his planeswalker with 4 power, does the extra damage go to him?",
            {"assigns its combat damage to the player, planeswalker, or battle it’s attacking"},
        ),
        (
            "a spell makes each player lose 5 life and gain 5 life, he never hit 0",
            {"pay no attention to what happens during the resolution of a spell or ability"},
        ),
        (
            "each player discards their hand then draws 7. One guy has only 3 cards in library",
            {"draw more cards than are left in their library"},
        ),
        (
            "'can't be blocked' against 'can block any number of creatures', who wins",
            {"the “can’t” effect takes precedence"},
        ),
        # Players' spelling: "dmg", "legendaries".
        (
            "my walker took 5 dmg with 3 loyalty, is it dead",
            {"causes that many loyalty counters to be removed from that planeswalker"},
        ),
        (
            "if theres 2 legendaries with the same name whats the sba called",
            {"legendary permanents with the same name"},
        ),
        (
            "whats the difference between losing life and being dealt damage",
            {"causes that player to lose that much life"},
        ),
        (
            "do sbas happen during combat damage",
            {"the game checks for any of the listed conditions for state-based actions"},
        ),
        (
            "can the game end in a tie in magic",
            {"There are several ways for the game to be a draw"},
        ),
        (
            "lifelink and deathtouch on a 1/1, how much life do I gain?",
            {"Damage dealt by a source with lifelink causes"},
        ),
        (
            "Sorin's -3: opponent's life total becomes 10. did he gain life?",
            {"sets a player's life total to a specific number"},
        ),
        (
            "Flame Rift deals 4 damage to each player. We are both at 4",
            {"lose simultaneously"},
        ),
        ("the game is restarted by Karn, do permanents stay?", {"are involved in the new game"}),
        (
            "we both went to 0 from an earthquake in a 1v1, who wins?",
            {"If all the players remaining in a game lose simultaneously"},
        ),
        (
            "wat happens if both players hit 0 life from the same spel",
            {"If all the players remaining in a game lose simultaneously"},
        ),
        (
            "who is the source of damage when an aura deals it",
            {"The source of damage is the object that dealt it"},
        ),
        # How a game ends, asked whole (104.2-104.4), and when a player at 0 loses (104.3b).
        ("my opponent got a game loss at a GP", {"as a result of a penalty given by a judge"}),
        ("we both want to agree to a draw", {"may agree to an intentional draw"}),
        (
            "are sbas checked during a spell resolving",
            {"pay no attention to what happens during the resolution of a spell or ability"},
        ),
        ("what are the golden rules", {"the card takes precedence"}),
        (
            "what ways can a game end in a draw",
            {"There are several ways for the game to be a draw"},
        ),
        ("what are all the ways to win a game", {"There are several ways to win the game"}),
        ("what ways are there to lose", {"There are several ways to lose the game"}),
        (
            "does the game end as soon as someone hits 0 life?",
            {"loses the game the next time a player would receive priority"},
        ),
        (
            "at 0 life can i cast an instant before i actually lose",
            {"loses the game the next time a player would receive priority"},
        ),
        # State-based actions asked whole, their control, a trigger told from them (704).
        ("what are the state-based actions?", {"The state-based actions are as follows"}),
        ("list of all sbas pls", {"The state-based actions are as follows"}),
        ("what counts as a state-based action", {"The state-based actions are as follows"}),
        (
            "can I choose not to perform a state based action?",
            {"are not controlled by any player"},
        ),
        (
            "is an ability like 'when you have no cards in hand' a state based action",
            {"Abilities that watch for a specified game state"},
        ),
        # 0 life told by the life total, or the loss asked against what resolves (704.3).
        (
            "my life went to -2 in his end step but he had a spell on the stack",
            {"whenever a player would get priority"},
        ),
        (
            "can a player respond when their life total is zero",
            {"whenever a player would get priority"},
        ),
        (
            "do i lose right away or does my lifelink trigger resolve first",
            {"whenever a player would get priority"},
        ),
        (
            "after combat he was at -1 but says he gets to cast a spell at instant speed first",
            {"whenever a player would get priority"},
        ),
        (
            "he was at zero life but says he can still activate his abilities before he loses",
            {"whenever a player would get priority"},
        ),
        # Combat damage that was going to a player already out (800.4e).
        (
            "4 player ffa, I killed player 3 but player 4's creatures were going to deal damage"
            " to him too",
            {"If combat damage would be assigned to a player who has left the game"},
        ),
        # A flickered creature's sacrifice trigger, a token gone before then (603.7c).
        (
            "I used Ghostly Flicker on it. Does the sacrifice trigger still sac it?",
            {"at the time the delayed triggered ability resolves"},
        ),
        (
            "a delayed trigger sacrifices the token, but the token is gone before then",
            {"at the time the delayed triggered ability resolves"},
        ),
        # The rules and the card told in two sentences (101.1).
        (
            "the rules say the game ends at 0 life. the card text says I win",
            {"the card takes precedence"},
        ),
        # Told to discard more than one has (101.3).
        (
            '"Target player discards three cards" but they only have two',
            {"impossible to perform is ignored"},
        ),
        # Whose triggers go on the stack first (603.3b).
        (
            "both players have 'at the beginning of the end step' effects, whose triggers go on"
            " the stack first?",
            {"the abilities are placed on the stack in a two-part process"},
        ),
        # A leaver's "until your next turn" effect (800.4m), a choice or a payment asked of them.
        (
            'in commander if a player loses, does his "until your next turn" effect still apply',
            {"will last until that turn would have begun"},
        ),
        (
            "if a player leaves the game, do the abilities that need him to make a choice go to"
            " someone else",
            {"a player who has left the game to make a choice"},
        ),
        (
            '4-player: an effect says "each opponent pays 2" and one opponent already left',
            {"left the game to pay a cost"},
        ),
        # An intervening "if" asked as whether it triggers at all (603.4).
        (
            "'Whenever you gain life, if it's your turn' - on his turn, is it even triggering?",
            {"checks the stated condition again as it resolves"},
        ),
        # "A player may" against "can't" (101.2).
        (
            "an effect says a player may do something and another says they can't",
            {"the “can’t” effect takes precedence"},
        ),
        # Discord words: "the stack wasn't empty", "when does the game actually check", "takes 12",
        # "When ~ enters, if … does it trigger?".
        (
            "he could float at negative life as long as the stack wasnt empty",
            {"whenever a player would get priority"},
        ),
        (
            "when does the game actually check if someone is dead",
            {"the game checks for any of the listed conditions for state-based actions"},
        ),
        ("2hg q: partner takes 12 from a dragon", {"happen to each player individually"}),
        (
            "'When ~ enters, if you cast it from your hand' - if i flicker it, does it trigger?",
            {"checks the stated condition again as it resolves"},
        ),
        # State-based actions "one by one", or named in full with "which happens first" (704.3).
        (
            "a creature with toughness 0 and another with lethal damage, do they die one by one",
            {"performs all applicable state-based actions simultaneously as a single event"},
        ),
        (
            "if two state based actions happen at the same time, which happens first",
            {"performs all applicable state-based actions simultaneously as a single event"},
        ),
        # A creature's death and a player's loss told together with "which first" or "at the
        # same time" (704.3), and a trigger told against the actions.
        (
            "what happens first: my creature dying from 0 toughness or me losing at 0 life",
            {"performs all applicable state-based actions simultaneously as a single event"},
        ),
        (
            "my 2/2 took lethal damage and the opponent is at 0 life at the same time",
            {"performs all applicable state-based actions simultaneously as a single event"},
        ),
        (
            "he was at 3, took 5, then gained 4 from a trigger before SBA, is he dead",
            {"all triggered abilities that are waiting to be put on the stack"},
        ),
        # Told to sacrifice with none (101.3); life loss asked as damage (120.3a).
        (
            'a card says "Target player sacrifices a creature" and they have none',
            {"impossible to perform is ignored"},
        ),
        ("does losing life count as damage?", {"causes that player to lose that much life"}),
        # A seventh batch: "already dead" against priority (704.3), "in the middle of a spell
        # resolving" (704.4), the life total told with "is"/"being" (0 or less life), "in main
        # game" (728.4), "paid 0 life" (119.4b), "must" against "can't" (101.2).
        (
            "i said he was already dead, he said he had priority",
            {"whenever a player would get priority"},
        ),
        (
            "a player's life goes to 0 in the middle of a spell resolving",
            {"pay no attention to what happens during the resolution of a spell or ability"},
        ),
        ("my life total is 0", {"0 or less life"}),
        ("does your life total being 0 make you lose", {"0 or less life"}),
        ("are the cards exiled in main game available in subgame?", {"outside the subgame"}),
        ("i paid 0 life with Phyrexian mana", {"Players can always pay 0 life"}),
        (
            'an effect says "can\'t attack" and another says "must attack", which wins',
            {"the “can’t” effect takes precedence"},
        ),
        # Holes in the commonest words: "I'm on -3", "no library left", "ran out of library",
        # "ragequit", a disconnect, "lose at once", a loop no one can stop.
        ("im on -3, am i dead", {"0 or less life"}),
        ("i have no library left", {"draw a card from a library with no cards"}),
        ("he ran out of library", {"draw a card from a library with no cards"}),
        ("he ragequit", {"concede"}),
        ("my opponent disconnected in a 4 player game", {"when a player leaves the game"}),
        ("both of us would lose at once", {"lose simultaneously"}),
        (
            "infinite loop nobody can stop",
            {"repeating a sequence of events with no way to stop"},
        ),
        ("the game is stuck in a loop", {"repeating a sequence of events with no way to stop"}),
        # A 2HG team's shared life, a player "out of the game", the condition checked again.
        ("in 2hg do we share life", {"shared life total, which starts at 30 life"}),
        (
            "what happens to a player who is out of the game in commander",
            {"when a player leaves the game"},
        ),
        (
            "does the trigger check the if again on resolution",
            {"checks the stated condition again as it resolves"},
        ),
        (
            "do I need to meet the condition when it resolves",
            {"checks the stated condition again as it resolves"},
        ),
        # A multiplayer game told in persons or people; damage redirected from a player who left.
        (
            "4 person game, player A left, who gets the creature he gave me",
            {"when a player leaves the game"},
        ),
        (
            "4 people game, he conceded on his turn, does the turn end",
            {"that turn continues to its completion without an active player"},
        ),
        (
            "multiplayer: attacking a player who leaves mid combat, can I redirect damage?",
            {"If combat damage would be assigned to a player who has left the game"},
        ),
        # A leaver's turn told as "the rest of his turn" (800.4j).
        (
            "3 player game, the guy to my left concedes during his upkeep, what about the rest of"
            " his turn",
            {"that turn continues to its completion without an active player"},
        ),
        # Two-Headed Giant: life gained by an amount, the team's starting life.
        ("in 2HG if I gain 5 life", {"happen to each player individually"}),
        (
            "whats the starting life total in two headed giant",
            {"shared life total, which starts at 30 life"},
        ),
        # "The rules say … but my card says …" (101.1).
        (
            "the rules say you draw at your draw step but my card says skip it",
            {"the card takes precedence"},
        ),
        # Players losing together told by "dying", or asked who loses first (104.4a).
        ("the last two players dying at the same time", {"lose simultaneously"}),
        (
            "both players would lose to one Earthquake, does the active player lose first?",
            {"lose simultaneously"},
        ),
        # A player killed before combat damage in a multiplayer game (800.4e).
        (
            "4 player game, the guy I attacked got killed before damage",
            {"If combat damage would be assigned to a player who has left the game"},
        ),
        # Two-Headed Giant spelt "2 headed giant" / "2hg-", a partner's loss, shared poison.
        (
            "2 headed giant: we got hit by a drain for 3 each",
            {"happen to each player individually"},
        ),
        (
            "two headed giant, my partner decked himself, do we both lose",
            {"win and lose the game only as a team"},
        ),
        (
            "2hg- my teammate got hit by an infect creature",
            {"The poison counters are shared by the team"},
        ),
        # A subgame's end with words between, an intervening "if" checked at resolution.
        ("when a subgame from Shahrazad ends", {"at the end of a subgame"}),
        (
            '"When this dies, if it had a counter, return it" - is the if checked on resolution?',
            {"checks the stated condition again as it resolves"},
        ),
        # A delayed trigger's object that changed zones (603.7c).
        (
            "sacrifice it at the beginning of the next end step, but I flickered it",
            {"at the time the delayed triggered ability resolves"},
        ),
    ],
)
def test_casual_phrases_ask_for_the_rules_words(question: str, formal: set[str]) -> None:
    assert formal <= set(formal_words(fold(question)))


@pytest.mark.parametrize(
    ("question", "not_formal"),
    [
        ("my creature dies, does it trigger?", "loses the game"),
        ("my 3/3 took 2 damage, does it die right away?", "loses the game"),
        ("does my creature survive the block?", "loses the game"),
        ("I draw a card during my draw step", "the game is a draw"),
        ("a draw-two spell", "the game is a draw"),
        ("a creature with 0 power", "0 or less life"),
        ("I gain 3 life", "0 or less life"),
        ("I left my deck at home, game 2 starts soon", "when a player leaves the game"),
        ("in a 4 player game I left my Angel untapped", "when a player leaves the game"),
        (
            "ライブラリーの上に置くカードがない",
            "カードが1枚も存在しないライブラリーからカードを引こうとした",
        ),
        ("if I leave the game, do I lose?", "a player who has left the game"),
        ("2人対戦で相手が死んだ", "プレイヤーがゲームから離れたら"),
        ("I'm at 20 life and respond with a bolt", "whenever a player would get priority"),
        ("ライフが10でスタックに呪文がある", "プレイヤーが優先権を得るたび"),
        (
            "At the beginning of your upkeep, draw a card. Does it resolve?",
            "checks the stated condition again as it resolves",
        ),
        ("次のターンに攻撃する", "遅延誘発型能力"),
        ("勝利するまで攻撃した", "効果によってプレイヤーの勝ちとなることがある"),
        ("ループする誘発を止めたい", "止める方法がない一連のイベントの繰り返し"),
        ("2人が投了した", "対戦相手全員がゲームから離れた場合"),
        ("ライフを3点支払う", "いつでも0点のライフを支払う"),
        ("引き分けになったら次のゲーム", "ゲームが引き分け になる場合がいくつか存在する"),
        (
            "he conceded before damage, what happens to the damage that would have gone to him?",
            "If combat damage would be assigned to a player who has left the game",
        ),
        # A two-player game ends with the player who left; an effect's end is no turn's.
        (
            "I conceded on my turn, does the turn end?",
            "that turn continues to its completion without an active player",
        ),
        (
            "2人対戦で相手が投了したらターンはどうなる",
            "そのターンはアクティブ・プレイヤーがいない状態で継続される",
        ),
        (
            "多人数戦でプレイヤーが抜けたら、その人の「次のターンまで」の効果はいつ終わる？",
            "そのターンはアクティブ・プレイヤーがいない状態で継続される",
        ),
        ("this creature dies in combat", "leaves-the-battlefield abilities"),
        ("my last card in hand", "draw a card from a library with no cards"),
        ("I read the card and the rules", "the card takes precedence"),
        ("he discards or sacrifices, per the rules", "the card takes precedence"),
        ("2HG: how do we mulligan", "happen to each player individually"),
        ("負けたら次のゲームで勝つ", "ゲームの敗北となる条件"),
        (
            "if I attack, does it resolve before blockers?",
            "checks the stated condition again as it resolves",
        ),
        # A creature's death is no player's loss.
        ("オーラがついてたクリーチャーが死んだら", "敗北"),
        ("僕のクリーチャーは生き残る？", "ゲームに敗北"),
        ("2/2のトークンが死んだ", "敗北"),
        ("my aura gives it +2/+2 and it attacks", "is not attached to an object or player"),
        ("If I can't lose life, can I still pay life?", "can't lose the game"),
        ("my creature died and I cast a spell at the same time", "lose simultaneously"),
        ("お互いのクリーチャーが戦ったらどっちが生き残る？", "同時に負けた場合、ゲームは引き分け"),
        # ドロー as a card drawn, and an English word that only begins with "lo".
        ("ドローステップにドローしないとどうなる", "引き分け"),
        # A toughness or loyalty at 0 is no player's life ("drops to 0" was read at "to 0").
        ("if my creature's toughness drops to 0 does it die", "0 or less life"),
        ("its loyalty went to 0", "0 or less life"),
        ("the creature's toughness is reduced to 0", "0 or less life"),
        ("I took 5 damage and died", "has been dealt lethal damage"),
        # Every player losing is a draw, not the last one's win; going home after is no concession.
        ("全員が負けたら引き分け？", "対戦相手全員がゲームから離れた場合"),
        ("家に帰ってから考えた", "投了"),
        ("a +1/+0 bonus and 10 cards", "If a creature has toughness 0 or less"),
        # A legend that is one, a token that stays, an Aura that stays on.
        ("a legendary creature attacks", "legendary permanents with the same name"),
        (
            "I create a token and attack with it",
            "If a token is in a zone other than the battlefield",
        ),
        ("my Aura gives +2/+2", "If an Aura is attached to an illegal object or player"),
        # A card's own rounding is no question of how to round.
        ("each player loses half their life, rounded up", "round up or down"),
        ("ライフを半分失う。端数は切り上げる。", "切り上げか切り捨てか"),
        ("ドローできなかったら負け？", "引き分け"),
        (
            "lots of cards, look at 「lo」",
            "カードが1枚も存在しないライブラリーからカードを引こうとした",
        ),
        (
            "ロード・オブ・ザ・リングのカードでloyaltyは",
            "カードが1枚も存在しないライブラリーからカードを引こうとした",
        ),
        ("if I mill myself to 0 with my own card", "0 or less life"),
        ("if he concedes, do I win the game?", "an effect may state that a player wins the game"),
        ("my library is down to 0 cards", "0 or less life"),
        ("an effect sets its toughness to 0", "0 or less life"),
        # The golden rules' words where the story asks no golden rule.
        (
            "the card says draw a card, what do the rules say about drawing",
            "the card takes precedence",
        ),
        (
            "this lets me sacrifice a creature but I can't target it",
            "the “can’t” effect takes precedence",
        ),
        (
            "my creature loses all abilities until end of turn",
            "Adding abilities to objects and removing abilities from objects",
        ),
        (
            "it makes me sacrifice a creature and I control three",
            "impossible to perform is ignored",
        ),
        (
            "we both cast a spell at the same time",
            "makes any choices required, then the next player in turn order",
        ),
        ("the player whose turn it is attacks", "If a player leaves the game during their turn"),
        (
            "the active player left his creature untapped",
            "If a player leaves the game during their turn",
        ),
        ("I draw 7 cards from a 60-card deck", "draw more cards than are left in their library"),
        (
            "my creature dies before my opponent's trigger, then what",
            "all triggered abilities that are waiting to be put on the stack",
        ),
        # The thing told twice needs "which wins"; every player hit needs damage or life.
        (
            "players can't gain life, so can I gain life from lifelink",
            "the “can’t” effect takes precedence",
        ),
        ("each player draws a card, who wins", "lose simultaneously"),
        ("Pyroclasm deals 2 damage to each creature, who wins the fight", "lose simultaneously"),
        # Who starts the next game after a concession is no choice of the game left.
        (
            "my opponent conceded, who chooses who plays first next game",
            "a player who has left the game to make a choice",
        ),
        (
            "he conceded game one, who decides to play first",
            "a player who has left the game to make a choice",
        ),
        ("he conceded; do I keep playing my deck next round", "when a player leaves the game"),
        # A draw at the same time is 121.2c's, not the choices' order.
        (
            "we both draw at the same time, who draws first",
            "makes any choices required, then the next player in turn order",
        ),
        ("I know what he picked", "knows the choices made by the previous players"),
        # A total paid, a planeswalker or battle with no damage, a creature's damage.
        ("can I pay 10 life at 5?", "Players can always pay 0 life"),
        (
            "my planeswalker ultimate",
            "causes that many loyalty counters to be removed from that planeswalker",
        ),
        ("a battle siege card", "causes that many defense counters to be removed from that battle"),
        ("a wither creature attacks", "Damage dealt to a creature by a source with wither"),
        ("damage to a creature", "Damage can’t be dealt to an object that’s not a battle"),
        (
            "prevent the next 3 damage",
            "Prevention effects must exist before the appropriate damage event occurs",
        ),
        (
            "my life hits zero but I gain life from lifelink at the same time, am I dead?",
            "gain that much life, in addition to",
        ),
        ("I attack with my lifelink creature", "gain that much life, in addition to"),
        ("does this damage trigger it", "Damage may have one or more of the following results"),
        (
            "damage to an artifact creature",
            "Damage can’t be dealt to an object that’s not a battle",
        ),
        (
            "the battle is attacked",
            "causes that many defense counters to be removed from that battle",
        ),
        ("I only have one card, can I still cast it?", "impossible to perform is ignored"),
        ("my lifelink creature attacks", "Damage dealt by a source with lifelink causes"),
        (
            "the damage destroyed it",
            "Damage dealt to a creature, planeswalker, or battle doesn’t destroy it",
        ),
        (
            "prevent the damage to my creature",
            "If damage that would be dealt is prevented, it never happens",
        ),
        # Life paid or costing 0 is no life total at 0, nor a payment greater than 0.
        ("an ability that costs 0 life", "0 or less life"),
        ("can I pay 0 life?", "allows a player to pay an amount of life greater than 0"),
        (
            "my creature attacked a battle",
            "causes that many defense counters to be removed from that battle",
        ),
        (
            "my trampler attacked his planeswalker, does the excess damage go to him?",
            "assigns its combat damage to the player, planeswalker, or battle it’s attacking",
        ),
        (
            "excess damage to a creature",
            "assigns its combat damage to the player, planeswalker, or battle it’s attacking",
        ),
        (
            "a spell makes each player lose 5 life",
            "pay no attention to what happens during the resolution of a spell or ability",
        ),
        (
            "can I block it, who wins the combat if it can't die",
            "the “can’t” effect takes precedence",
        ),
        ("I lost the game, is it a match loss", "as a result of a penalty given by a judge"),
        ("can the game end in a tie in magic", "a game ends immediately"),
        ("the game ends and I win", "There are several ways for the game to be a draw"),
        ("two legendaries with different names", "legendary permanents with the same name"),
        ("the difference between lifelink and damage", "causes that player to lose that much life"),
        (
            "do sbas happen during a spell resolving",
            "the game checks for any of the listed conditions for state-based actions",
        ),
        (
            "my walker's +1",
            "causes that many loyalty counters to be removed from that planeswalker",
        ),
        ("I gain 3 life from lifelink", "Damage dealt by a source with lifelink causes"),
        ("his life total is 10", "sets a player's life total to a specific number"),
        ("we are both at 4 and I attack", "lose simultaneously"),
        # Both teams at 0 is the teams' draw (104.4d); one player at 0 is no draw.
        (
            "2HG: both teams hit 0 from the same Flame Rift",
            "If all the players remaining in a game lose simultaneously",
        ),
        (
            "my life hits zero during combat damage",
            "If all the players remaining in a game lose simultaneously",
        ),
        (
            "both my creatures went to 0 toughness",
            "If all the players remaining in a game lose simultaneously",
        ),
        ("karn restarts the game: do we draw 7 cards?", "are involved in the new game"),
        ("the source of my mana", "The source of damage is the object that dealt it"),
        # A game drawn or won in one way, a card drawn.
        ("we both want to draw a card", "may agree to an intentional draw"),
        ("they agreed to draw first", "may agree to an intentional draw"),
        (
            "sbas during combat",
            "pay no attention to what happens during the resolution of a spell or ability",
        ),
        ("my golden retriever", "the card takes precedence"),
        ("I win the game, do I draw a card?", "There are several ways for the game to be a draw"),
        ("Thassa's Oracle is my way to win", "There are several ways to win the game"),
        ("is the game a draw?", "There are several ways to lose the game"),
        ("I'm at 0 life", "loses the game the next time a player would receive priority"),
        (
            "its loyalty goes to 0 as soon as it enters, does it die right away",
            "loses the game the next time a player would receive priority",
        ),
        # A state-based action asked about by name is its own rule, not the list.
        (
            "what are the state-based actions for a creature with 0 toughness",
            "The state-based actions are as follows",
        ),
        ("do sbas use the stack?", "are not controlled by any player"),
        # Leaving the battlefield is no leaving of the game; losing by a Commander rule is no
        # player's leaving; 即座に about the leaving is no moment of a loss.
        (
            "負けた人のパーマネントは戦場を離れる？",
            "プレイヤーが負けになったら、そのプレイヤーはゲームから離れる",
        ),
        ("統率者戦の追加ルールによる敗北", "プレイヤーがゲームから離れたら"),
        # A loser's belongings are no loser's fate; a mulligan's redraw is no game started over;
        # a teammate is no other team.
        (
            "負けた人の土地はどうなる？",
            "プレイヤーが負けになったら、そのプレイヤーはゲームから離れる",
        ),
        ("マリガンで手札をやり直す", "ゲームを再び開始する"),
        ("双頭巨人戦でチームメイトが投了したら？", "他のチーム全てがゲームから離れた場合"),
        # A token made from the graveyard's cards is no token put there; an Equipment's own
        # leaving is no creature's.
        (
            "墓地にあるカードの数だけトークンを出す",
            "トークンが、戦場以外の領域にある場合、存在しなくなる",
        ),
        (
            "装備品が破壊されたらクリーチャーは？",
            "装備品や城砦はそのパーマネントやプレイヤーからはずれ",
        ),
        # Drawing from the hand's cards is no card put into a hand; a draw step skipped is no
        # draw replaced.
        ("手札に加えたカードを引いた次のターンに使う", "そのカードを引いてはいない"),
        ("I returned it to my hand and then drew a card", "has not drawn those cards"),
        # The asker's own concession is no opponent's; a draw step agreed on is no drawn game.
        ("私が投了したら相手の勝ち？", "対戦相手全員がゲームから離れた場合"),
        ("合意でドローを飛ばす", "同意による引き分け"),
        # A turn or a step that ends is no game's end, whatever the word between.
        ("when does the turn actually end?", "a game ends immediately"),
        # A spell copied from the graveyard is no copy put there.
        (
            "I copy a spell, then flash back the original from my graveyard",
            "If a copy of a spell is in a zone other than the stack",
        ),
        # A creature that left the battlefield is no player who left.
        ("I had two tokens, the one that left came back?", "a player who has left the game"),
        (
            "the creature that left the battlefield, does its trigger still resolve?",
            "a player who has left the game",
        ),
        # Winning a subgame or a coin flip is no way to win the game.
        (
            "how do you win the coin flip with Krark's Thumb?",
            "There are several ways to win the game",
        ),
        # Someone choosing instead of a player who left is no replacement effect.
        ("抜けた人の代わりに選ぶのは誰？", "置換効果"),
        # Everyone's creatures dying at once is no players' draw.
        ("全員のクリーチャーが同時に死んだ", "同時に負けた場合、ゲームは引き分け"),
        # A life total exchanged with an opponent is no teammate's.
        ("相手とライフを交換した", "ライフの総量をチームメイトと交換できない"),
        (
            "I swapped life totals with my opponent",
            "can’t exchange life totals with their teammate",
        ),
        # A commander's death is no player's loss; a player's in a Commander game is.
        ("統率者が死んだらどうなる？", "敗北"),
        ("統率者戦で死んだらどうなる？", "統率者税"),
        # A creature that went away from combat or a game loop escaped is no player who left.
        ("ブロックから抜けたクリーチャーは？", "ゲームから離れたプレイヤー"),
        # Damage to a player is no damage marked on a permanent.
        ("ダメージでライフが消えるように減った", "負っているすべてのダメージが取り除かれ"),
        ("the damage to my life total goes away?", "all damage marked on permanents"),
        ("2人ともライフ0になったら、残ったライフは？", "対戦相手全員がゲームから離れた場合"),
        ("投了したらカードを片付けていい？", "プレイヤーがゲームから離れたら"),
        ("ゲームに負けたら即座にゲームから離れるんですか？", "状況起因処理"),
        (
            "what counts as a spell, not a state-based action",
            "The state-based actions are as follows",
        ),
        (
            "an ability triggers when a creature dies",
            "Abilities that watch for a specified game state",
        ),
        ("my life went to 20 and I responded to his spell", "whenever a player would get priority"),
        ("my creature's toughness is 0 in response", "whenever a player would get priority"),
        ("both players draw a card, who draws first?", "lose simultaneously"),
        (
            "my creature is at -1/-1 and I cast a pump spell first",
            "whenever a player would get priority",
        ),
        ("at 0 life, while the spell is resolving", "whenever a player would get priority"),
        (
            "in a 4 player game he conceded; the rest of his deck is exiled",
            "that turn continues to its completion without an active player",
        ),
        ("2HG: we start with 7 cards each", "shared life total, which starts at 30 life"),
        (
            "4 player game, he died to combat damage from my dragon",
            "If combat damage would be assigned to a player who has left the game",
        ),
        (
            "I flickered my creature at the beginning of combat",
            "at the time the delayed triggered ability resolves",
        ),
        ("I discard 2 cards and have only 1 land left", "impossible to perform is ignored"),
        (
            "APNAP order: who chooses first?",
            "the abilities are placed on the stack in a two-part process",
        ),
        (
            "I'm at 0 life and have Lich's Mirror; it shuffles my stacks of cards",
            "whenever a player would get priority",
        ),
        (
            "when does the game start",
            "the game checks for any of the listed conditions for state-based actions",
        ),
        (
            "when my creature enters, does it trigger?",
            "checks the stated condition again as it resolves",
        ),
        ("I lost because I paid too much life to Necropotence", "left the game to pay a cost"),
        (
            "he lost the game; I have to make a choice for Fact or Fiction",
            "a player who has left the game to make a choice",
        ),
        (
            "4 player game: he conceded after paying 4 life for Toxic Deluge",
            "left the game to pay a cost",
        ),
        ("the rules say a creature with 0 toughness dies", "the card takes precedence"),
        (
            "my card says exile it, and what do the rules say about exile",
            "the card takes precedence",
        ),
        (
            "in a 4 player game I killed his creature before damage",
            "If combat damage would be assigned to a player who has left the game",
        ),
        ("2HG: my partner attacks with a 3/3", "win and lose the game only as a team"),
        ("in a 4 person game I left my Angel untapped", "when a player leaves the game"),
        ("my exiled creature is out of the game", "when a player leaves the game"),
        ("2HG: we share a hand?", "shared life total, which starts at 30 life"),
        ("he is on 0 poison counters", "0 or less life"),
        ("he's on 0 cards in hand", "0 or less life"),
        ("my loop of drawing cards", "repeating a sequence of events with no way to stop"),
        ("he ran out of mana and lands", "draw a card from a library with no cards"),
        ("he was already dead last turn", "whenever a player would get priority"),
        ("my life total is 0 cards from winning", "0 or less life"),
        ("my creature's toughness is 0", "0 or less life"),
        (
            "I must attack with it; which one can attack first?",
            "the “can’t” effect takes precedence",
        ),
        (
            "I sacrifice a creature to draw one by one",
            "performs all applicable state-based actions simultaneously as a single event",
        ),
        # The actions at once need a creature's death and a player's loss told with the order.
        (
            "my creature died and I went to 0 life",
            "performs all applicable state-based actions simultaneously as a single event",
        ),
        (
            "what happens first, my 2/2 dying or my Blood Artist trigger",
            "performs all applicable state-based actions simultaneously as a single event",
        ),
        (
            "both players at 0 life at the same time",
            "performs all applicable state-based actions simultaneously as a single event",
        ),
        (
            "the trigger resolves first, then the next one",
            "all triggered abilities that are waiting to be put on the stack",
        ),
        ("he sacrifices a land; I have no creatures", "impossible to perform is ignored"),
        ("does deathtouch damage count as lethal?", "causes that player to lose that much life"),
        (
            "my teammate got 4 poison counters in a 4 player FFA",
            "The poison counters are shared by the team",
        ),
        ("in the subgame, my turn ends with 3 cards in hand", "at the end of a subgame"),
        (
            "at the beginning of the next end step, return it; it has 3 counters",
            "at the time the delayed triggered ability resolves",
        ),
    ],
)
def test_what_is_not_casual_for_losing_asks_nothing(question: str, not_formal: str) -> None:
    assert not_formal not in formal_words(fold(question))


def test_a_cards_text_states_the_rules_phrases_it_is_about() -> None:
    mirror = fold(
        "If you would lose the game, instead shuffle your hand, your graveyard, and all"
        " permanents you own into your library, then draw seven cards and your life total"
        " becomes 20."
    )
    assert "replacement effect" in stated_phrases(mirror)
    phage = fold("Whenever Phage deals combat damage to a player, that player loses the game.")
    assert "loses the game" in stated_phrases(phage)
    assert stated_phrases(fold("Flying")) == []


async def test_a_casual_question_about_dying_finds_the_life_rule(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search("do i die at 0 life or below 0", limit=3)
    refs = [h["ref"] for h in hits]
    assert refs[0] in ("rule:704.5a", "rule:119.6", "rule:104.3b"), refs


async def test_a_player_who_lost_a_four_player_game_is_a_player_who_left_it(
    full: RulesDatabase,
) -> None:
    """「4人戦で負けた」 asks 104.5's words for a player leaving the game (not only 多人数戦):
    what becomes of their permanents is 800.4a, which no word of the question says."""
    hits = await (await full.searcher()).search(
        "4人戦で負けたプレイヤーのパーマネントはどうなる？", limit=3
    )
    assert "rule:800.4a" in [h["ref"] for h in hits], [h["ref"] for h in hits]


async def test_who_wins_when_both_lose_at_once_is_the_draw_rule(full: RulesDatabase) -> None:
    """Asking who wins when both players went to 0 together asks 104.4a's words: all the
    players remaining lose simultaneously, and the game is a draw."""
    hits = await (await full.searcher()).search(
        "お互いライフ1で全体に1点が飛んで2人とも0になった、誰が勝ち？", limit=3
    )
    assert "rule:104.4a" in [h["ref"] for h in hits], [h["ref"] for h in hits]


async def test_a_casual_question_about_decking_finds_the_library_rule(
    full: RulesDatabase,
) -> None:
    hits = await (await full.searcher()).search(
        "If I can't draw because there are no cards left in my library, do I lose?", limit=3
    )
    assert "rule:704.5b" in [h["ref"] for h in hits] or "rule:104.3c" in [h["ref"] for h in hits], [
        h["ref"] for h in hits
    ]


def test_every_rules_phrase_is_said_by_the_rules(full_db: Path) -> None:
    """A phrase the table asks for is worth asking only if some rule, glossary entry or wiki
    section says it (the phrase query is a substring match)."""
    with sqlite3.connect(full_db) as connection:
        texts = [
            row[0]
            for row in connection.execute(
                "SELECT folded FROM documents WHERE kind IN ('rule', 'glossary', 'section')"
            )
        ]
    unsaid = [
        formal
        for formal, folded in rules_phrases()
        if not any(
            spelling in text
            for text in texts
            for spelling in {folded, folded.replace("'", "\u2019")}
        )
    ]
    assert unsaid == []


_PIECES = st.sampled_from(
    sorted({s for c in _casual_table() for s in need_strings(c.need)} | {" ", "0", "-3", "x"})
)


@settings(max_examples=300, deadline=None)
@given(st.lists(_PIECES, max_size=12).map("".join))
def test_a_text_without_those_strings_matches_none_of_the_patterns(text: str) -> None:
    """Every casual pattern matches a text only if the text holds what it needs of its
    strings; so formal_words, which passes a pattern over without them, finds what trying every
    pattern finds."""
    for casual in _casual_table():
        if casual.pattern.search(text):
            said = {s for s in need_strings(casual.need) if s in text}
            assert holds(casual.need, said), (casual.written, text)
    tried = [c.formal for c in _casual_table() if c.pattern.search(text)]
    assert formal_words(text) == list(dict.fromkeys(tried))


@settings(max_examples=300, deadline=None)
@given(
    st.lists(_PIECES | st.sampled_from(["l", "li", "ら", "らい", "\u3000", "'"]), max_size=12).map(
        "".join
    )
)
def test_the_strings_a_text_holds_are_found_without_looking_for_each(text: str) -> None:
    """The strings are looked for by their first two characters: what is found is every string
    of the table the text holds (a piece of one, its first letters, finds nothing)."""
    said = casual_words._lookup().strings.said(text)
    assert said == {s for c in _casual_table() for s in c.held or () if s in text}


def test_the_rules_texts_find_the_same_words_as_trying_every_pattern(full_db: Path) -> None:
    with sqlite3.connect(full_db) as connection:
        texts = [row[0] for row in connection.execute("SELECT folded FROM documents")]
    for text in texts:
        tried = [c.formal for c in _casual_table() if c.pattern.search(text)]
        assert formal_words(text) == list(dict.fromkeys(tried)), text


def test_the_stored_strings_are_what_the_expressions_need() -> None:
    # Stale after a change to casual.tsv; write it again with `python -m
    # rulesdb.text.casual_words`.
    assert casual_words._stored_literals() == casual_words.worked_out_literals()


def test_the_table_is_read_without_parsing_or_compiling_an_expression(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def refuse(pattern: object) -> None:
        raise AssertionError("an expression parsed although its strings are stored")

    monkeypatch.setattr(casual_words, "needed_by_every_match", refuse)
    casual_words._casual_table.cache_clear()
    casual_words._pattern.cache_clear()
    try:
        table = casual_words._casual_table()
        assert casual_words._pattern.cache_info().currsize == 0
        assert formal_words("i scooped") == ["concede"]
        # Only the expressions whose strings the question holds were compiled.
        assert 0 < casual_words._pattern.cache_info().currsize < len(table) / 4
        # Of those naming "life", only the few whose other needs the question meets too.
        casual_words._pattern.cache_clear()
        naming_life = [c for c in table if "life" in need_strings(c.need)]
        assert formal_words("can i lose with platinum angel at 0 life") == ["0 or less life"]
        assert casual_words._pattern.cache_info().currsize <= 3 < len(naming_life)
    finally:
        casual_words._casual_table.cache_clear()


def test_a_missing_or_damaged_file_reads_the_strings_out_of_the_expressions(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    expected = casual_words._casual_table()
    for content in (None, "not json", '{"/scoop(?:ed)?/": 3}'):
        path = tmp_path / "casual_literals.json"
        if content is not None:
            path.write_text(content, encoding="utf-8")
        monkeypatch.setattr(casual_words, "LITERALS_FILE", path)
        casual_words._casual_table.cache_clear()
        try:
            assert casual_words._casual_table() == expected
        finally:
            casual_words._casual_table.cache_clear()


@pytest.mark.parametrize(
    ("question", "formal"),
    [
        ("he has no cards in his libary", "draw a card from a library with no cards"),
        ("he conceeded", "concede"),
        ("my oponent dissconnected in a 4 player game", "when a player leaves the game"),
    ],
)
def test_a_word_of_the_table_misspelt_asks_as_the_word_does(question: str, formal: str) -> None:
    known = frozenset({"opponent", "library", "taken"})
    assert formal not in formal_words(fold(question))
    assert formal in formal_words(casual_words.respelt(fold(question), known))


@pytest.mark.parametrize(
    "written",
    [
        "it was taken",  # a word the rules say: no "token"
        "my poisons are",  # the two part only at the end: a word of its own
        "he concedes",
        "a fox",  # too short to tell
    ],
)
def test_a_word_of_its_own_is_not_respelt(written: str) -> None:
    assert casual_words.respelt(written, frozenset({"taken"})) == written
