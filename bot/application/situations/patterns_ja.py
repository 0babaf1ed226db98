"""The Japanese phrases a situation is told in, over the normalised text (text_normal.py).

A subject is `{P}` with its particle; `(?P<t>は)` marks a topic, which carries on to a following
clause that names nobody (「相手はライフ3で、白金の天使がいる」). Verb endings are spelled out so
that a negative (「破壊されなかった」) is never read as the positive.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_WHO = r"(?:{P}(?P<t>は)?(?:の|が|も)?)?"
_SUBJECT = r"(?:{P}(?P<t>は)?(?:が|も)?)?"
# When a total is told (「毒がすでに9個」「合計で12個」): now, the total all the same.
_NOW = r"(?:すでに|既に|もう|今|現在|合計で?|累計で?|全部で)?"
# Counters are on a player: 「相手に毒カウンターが9個」 is the holder's total.
_HOLDER = r"(?:{P}(?:に)?(?P<t>は)?(?:の|が|も)?)?"
_TE = r"(?:た|て|る|ます|ました|たら|れば|ると|ちゃった)"
_BECOME = (
    r"(?:に(?:なって|なった|なり|なる|なります|なりました|なったら"
    r"|減って|減った|減る|減りました|増えて|増えた|まで減っ(?:て|た))|まで減(?:って|った|る|り(?:ました)?))"
)
_LOSE = r"失(?:う|い|った|って|います|いました)"
# Where a total with no counter ends: the clause or the sentence goes on (「毒1もらった」 and
# 「手札2捨てた」 are no totals, and stay unread).
_BARE_END = r"(?=[、。,!?]|です|でした|だ|で|の状態|$)"
_LIBRARY = r"(?:ライブラリー|ライブラリ|デッキ|山札)"
# Made to (「引かなきゃいけない」「ドローしなければならない」): a draw; 「しなければ」 is none.
_MUST = r"(?:なきゃ|なければ|ないと|なくては|なくちゃ)(?:いけ|なら)(?:ない|なかった|ません|ん)"
_LEAVE = (
    r"(?P<o>破壊され|除去され|追放され|バウンスされ|手札に戻され|死亡し|死に|墓地に置かれ"
    r"|生け贄に捧げられ|いなくなっ|場を離れ|戦場を離れ|離れ|割られ|壊され)"
)
# An unmodelled card used as the verb (「天使を《殺害》された」): a removal spell, so the
# permanent leaves the battlefield.
_REMOVED_BY_CARD = r"⟦\*⟧(?:され|で(?:除去|破壊)され|を(?:撃|打|使)たれ)"
# A blow received (「統率者に5点殴られた」): without it 「統率者に5点」 is damage to the commander.
_STRUCK = r"(?:殴られ|受け|食らっ|くらっ|叩かれ|攻撃され)"
# The blow received later in the sentence, past other amounts of the same kind
# (「相手Aの統率者に11点、相手Bの統率者に12点、どっちも戦闘ダメージで殴られました」), with no
# blow dealt before it (「統率者に5点与えて」 is damage to the commander).
_TO_THE_BLOW = rf"(?:(?!与え|殴っ|撃っ|攻撃し)[^。]){{0,40}}?{_STRUCK}"
# What the commander has dealt so far (「今まで累計14点」): a total the story deals first.
_SO_FAR = r"(?:今まで(?:に|で)?|これまで(?:に|で)?|すでに|既に)?(?:累計|合計|計)?"
_TWO_COMMANDERS = r"(?:{Q}の)?(?:2体|2人|2つ|2枚|パートナー|共闘)の統率者(?:から|に|で)"

LIFE = table(
    [
        (
            # (「ライフが2の相手」 is the total of the player named after it: read below)
            rf"{_WHO}ライフ(?:総量)?(?:が|は|も)?{{N}}(?:点)?(?:以下)?(?:{_BECOME}|(?!\d|点?(?:減|増|の⟨)))",
            clause("life_is", carries=True),
        ),
        (r"(?<!の)ライフ(?:総量)?(?:が|は)?{N}(?:点)?の(?={P})", clause("life_is")),
        # 「ライフ3点失った」「ライフ10点を失う」「ライフが5点増えて」: the change, no total.
        (rf"{_SUBJECT}ライフ(?:を)?{{N}}点(?:を)?{_LOSE}", clause("life_change", sign=-1)),
        (rf"{_SUBJECT}{{N}}点(?:を)?{_LOSE}", clause("life_change", sign=-1)),
        (rf"{_SUBJECT}{{N}}点(?:の)?ライフを{_LOSE}", clause("life_change", sign=-1)),
        (rf"{_SUBJECT}ライフ(?:を)?{{N}}点(?:を)?(?:得|回復し){_TE}", clause("life_change")),
        (rf"{_SUBJECT}ライフ(?:が|は)?{{N}}点?増え{_TE}", clause("life_change")),
        (rf"{_SUBJECT}{{N}}点(?:の)?ライフを(?:得|回復し){_TE}", clause("life_change")),
    ]
)
POISON = table(
    [
        (
            # (「こちらが毒を2個与えた」 is no total: counters given)
            rf"{_HOLDER}毒(?:カウンター)?(?:が|は|を|も)?{_NOW}{{N}}(?:個|つ)(?:目)?{_BECOME}?"
            r"(?:乗って(?:いる|いて|います)|ある|あって|置かれて(?:いる|いて))?"
            r"(?!(?:を)?(?:与え|盛っ|盛り|置い|乗せ(?!られ)|入れ(?!られ)))",
            clause("poison_is", carries=True),
        ),
        # 「10個目の毒カウンターが乗った」: the counters come to ten.
        (
            rf"{_WHO}{{N}}(?:個|つ)目の毒(?:カウンター)?(?:が|を)?"
            r"(?:乗(?:っ|り|せられ)|置かれ|もらっ|もらい|受け|入れられ|与えられ)",
            clause("poison_is", carries=True),
        ),
        # 「毒9」「毒カウンターは10です」「毒×9」: a total with no counter, where the sentence or
        # the clause goes on (「毒1もらった」 is no total, and stays unread).
        (
            rf"{_HOLDER}毒(?:カウンター)?(?:が|は|も)?{_NOW}[×x]?{{N}}(?:{_BECOME}|{_BARE_END})",
            clause("poison_is", carries=True),
        ),
        # 「9毒」「あと1毒」: the count before the word, as players write it; received, or a total
        (
            rf"{_SUBJECT}(?:さらに|もう|追加で)?{{N}}毒(?:を|が)?"
            rf"(?:受け|もらっ|もらい|食らっ|くらっ|乗せられ|置かれ|追加され|乗っ|入れられ|増え){_TE}",
            clause("poison_gain", carries=True),
        ),
        (rf"{_HOLDER}{_NOW}{{N}}毒{_BARE_END}", clause("poison_is", carries=True)),
        (
            rf"{_SUBJECT}毒(?:カウンター)?(?:を|が)?(?:さらに|もう|追加で)?{{N}}(?:個|つ)"
            rf"(?:得|受け|もらっ|もらい|乗せられ|置かれ|追加され|乗っ|入れられ|増え){_TE}",
            clause("poison_gain", carries=True),
        ),
    ]
)
LIBRARY = table(
    [
        (rf"{_WHO}手札(?:は|が)?(?:まだ|もう|残り)?{{N}}枚", clause("hand_is", carries=True)),
        (rf"{_WHO}墓地(?:は|が|に)?(?:まだ|もう)?{{N}}枚", clause("graveyard_is", carries=True)),
        (r"(?:{P}の)?(?:(?:戦場|場)に)?土地(?:が)?{N}枚", clause("lands_is")),
        (
            r"0枚(?:の状態)?で(?:カードを)?(?:1枚)?(?:引(?:く|いた|いて|きました)|ドロー(?!し(?:な|ませ)|せず))",
            clause("decked"),
        ),
        (
            rf"{_WHO}{_LIBRARY}(?:が|は|の残りが|の残り)?(?:もう|まだ|残り)?{{N}}枚{_BECOME}?",
            clause("library_is", carries=True),
        ),
        # 「ライブラリ0でドロー」「山札0」: a zone's count with no counter (「デッキ60」 is the deck
        # as built: only an empty one is the library).
        (
            rf"{_WHO}(?:ライブラリー|ライブラリ|山札|デッキ(?=0))(?:が|は)?(?:もう|まだ|残り)?{{N}}"
            rf"(?:{_BECOME}|{_BARE_END})",
            clause("library_is", carries=True),
        ),
        (
            rf"{_WHO}手札(?:は|が)?(?:まだ|もう|残り)?{{N}}{_BARE_END}",
            clause("hand_is", carries=True),
        ),
        (
            # 「ライブラリーが尽きた」「山札が切れて」「使い切って」: run out (not 「尽きてない」
            # 「尽きる前に」); 「ライブラリーにカードがもう残っていない」: no card in it
            rf"{_WHO}{_LIBRARY}(?:が|は|を)?(?:空|ない|無い|なくなっ(?:て|た)"
            r"|(?:尽き|切れ|使い切っ)(?:て|た|ました)(?!な|ませ|ん|ない)"
            r"|(?:に|の)(?:もう)?カード(?:が|は)?(?:もう)?(?:ない|無い|残って(?:い)?な(?:い|く)"
            r"|残っていません|ありません))",
            clause("library_is", carries=True),
        ),
        (
            rf"{_SUBJECT}(?:デッキ切れ|山札切れ|ライブラリー?切れ|ライブラリーアウト|ライブラリアウト){_BECOME}?",
            clause("decked", carries=True),
        ),
        (
            rf"{_SUBJECT}(?:空の|0枚の)?{_LIBRARY}(?:0枚)?から(?:カードを)?(?:1枚)?"
            rf"(?:引(?:く|いた|いて|きました|こうとし(?:た|て))|ドロー(?:する|した|して))",
            clause("decked", carries=True),
        ),
        (
            rf"{_WHO}{_LIBRARY}(?:が|は)?0枚(?:の状態)?で(?:カードを)?(?:1枚)?"
            r"(?:引(?:く|いた|いて|きました|かされ(?:た|て|る))|ドロー(?:する|した|して))",
            clause("decked", carries=True),
        ),
        (rf"{_SUBJECT}(?:カードを)?(?:1枚)?引けな(?:い|かった)|引けませ", clause("draw")),
        # 「2ドローした」「2ドロー。」: cards drawn, counted before the word.
        (
            rf"{_SUBJECT}{{N}}ドロー(?:する|した|して|しました|(?=[、。,!?]|$))",
            clause("draw"),
        ),
        (
            rf"{_SUBJECT}(?:カードを)?(?:{{N}}枚)?(?:引(?:く|いた|いて|きました|きます|かされ(?:た|て|る)"
            r"|いちゃっ(?:た|て))|ドロー(?:する|した|して|しました|しちゃっ(?:た|て)"
            rf"|しちゃいました)|(?:引か|ドローし){_MUST})",
            clause("draw"),
        ),
    ]
)
PERMANENTS = table(
    [
        (
            rf"{_SUBJECT}(?:場に|戦場に)?{{C}}(?:を)?(?:コントロールして|出して|出していて|出したまま"
            r"|置いて|並べて)"
            r"(?:いる|いて|います|いた|いました|る)?",
            clause("controls", carries=True),
        ),
        (
            # (「手札に《…》があります」 is a card in a hand, read below)
            rf"{_WHO}(?:(?:場|戦場)に(?:は)?)?(?<!手札に)(?<!手札には){{C}}(?:本体)?(?:が|も)?(?:両方)?"
            r"(?:(?:場|戦場)に)?(?:いる|ある|いて"
            # (「《…》あり」: a list's "with", as players note a board)
            r"|あって|出ている|出ていて|出てて|います|あります|いました|ありました|いた|あった"
            r"|あり(?![ませ]))(?:状態)?",
            clause("controls", carries=True),
        ),
        # 「相手チームに《白金の天使》がいて」: the player it is with is whose it is (it was
        # read as nobody's, and so the asker's).
        (
            r"{P}に(?:は)?{C}(?:が|も)(?:いる|ある|いて|あって|います|あります|いた|あった)",
            clause("controls"),
        ),
        (
            rf"{_WHO}{{C}}(?:が|を)(?:場|戦場)に(?:いる|ある|いて|あって|出ている|出ていて|います"
            r"|あります|出して(?:いる|いて))",
            clause("controls", carries=True),
        ),
        (
            rf"{_WHO}手札に(?:は)?{{C}}(?:が|を)?(?:ある|あって|あり(?:ます|ました)|あった"
            r"|持って(?:いる|いて|います|る|た|ます))",
            clause("hand"),
        ),
        (r"{P}の(?:場の|戦場の)?{C}", clause("controls")),
        (r"(?<![のをがは]){C}(?:の効果)?で(?!は)", clause("controls")),
        (rf"{_WHO}{{C}}(?:が|は)?フェイズアウト(?:し|させられ){_TE}?", clause("phase_out")),
        (rf"(?:{{P}}の)?{{C}}(?:が|は)?{_LEAVE}{_TE}", clause("leaves")),
        (
            rf"(?:{{Q}}(?:が|に))?(?:{{P}}の)?{{C}}を{_REMOVED_BY_CARD}{_TE}?",
            clause("leaves"),
        ),
        # The permanent as the subject of a removal spell used as a verb
        # (「天使が《殺害》された」).
        (rf"(?:{{P}}の)?{{C}}(?:が|は|も)⟦\*⟧され{_TE}?", clause("leaves")),
        (
            r"(?:{Q}(?:が|に))?(?:⟦\*⟧で)?(?:{P}の)?{C}を(?P<o>割|壊)"
            r"(?:った|って|られ(?:た|て|ました))",
            clause("leaves"),
        ),
        (
            r"(?:{Q}(?:が|に))?(?:{P}の)?{C}を(?P<o>破壊|追放|除去|バウンス|生け贄に捧げ)"
            r"(?:した|して|する|しました|ました|た|て|され(?:た|て|ました)|られ(?:た|て))",
            clause("leaves"),
        ),
    ]
)
SUBGAMES = table(
    [
        (
            # (「このターン」 between: when, the one turn the story is in)
            rf"(?:{{P}}(?:が|は))?{{C}}を(?:このターン|今ターン)?(?:唱え|撃っ|打っ|使っ|キャストし|プレイし){_TE}",
            clause("cast"),
        ),
        (r"{C}(?:が)?解決(?:して|した|され(?:て|た)|する|し)", clause("subgame_starts")),
        (
            r"サブゲーム(?:が|を|に)?(?:始ま(?:って|った|りました|る|り)|開始(?:して|した|され(?:て|た)|し)"
            r"|始め(?:て|た)|入(?:って|った|りました|る))",
            clause("subgame_starts"),
        ),
        (
            r"サブゲーム(?:\(⟦\d+⟧\))?(?:の途中|中|の中|内|の方)?(?:で|に|では)",
            clause("in_subgame"),
        ),
        (
            rf"メイン(?:ゲーム)?(?:では|での|で|の)?{_WHO}ライフ(?:は|が)?{{N}}(?:点)?(?!\d|点?の⟨)",
            clause("main_life_is", carries=True),
        ),
        (r"メインゲーム(?:の方|のほう)?(?:は|に|では|で(?!の)|に戻って)", clause("main_game")),
        (
            rf"{_SUBJECT}サブゲーム(?:で|に|は)?(?:負け|敗北し|落とし){_TE}",
            clause("loses_subgame"),
        ),
        (
            rf"{_SUBJECT}サブゲーム(?:で|に|は)?(?:勝っ|勝ち|勝利し){_TE}",
            clause("wins_subgame"),
        ),
        (
            rf"{_SUBJECT}サブゲーム(?:で|を|は)?(?:投了|降参)(?:し{_TE}|{_TE})?",
            clause("concede_subgame"),
        ),
        (
            r"(?:{P}(?:が|は)(?:同時に|2人とも|両方)?)?(?:負け|敗北し)(?:た|て|ました|ちゃった)",
            clause("lost"),
        ),
    ]
)
COMMANDER = table(
    [
        (
            rf"{_SUBJECT}(?:{{Q}}の)?統率者(?:⟦\*⟧)?(?:から)?(?:の)?(?:戦闘)?ダメージ(?:を|が)?{_SO_FAR}{{N}}"
            rf"(?:点|{_BARE_END})"
            r"を?(?:受け(?:た|て|る|ました)|食らっ(?:た|て)|になっ(?:た|て)|ある|溜まっ(?:た|て))?",
            clause("commander_damage"),
        ),
        # 「21点の統率者ダメージを受けた」: the amount before the noun.
        (
            rf"{_SUBJECT}(?:{{Q}}の統率者から)?{{N}}点の(?:戦闘)?統率者(?:からの)?(?:戦闘)?ダメージ"
            r"(?:を)?(?:受け(?:た|て|る|ました)|食らっ(?:た|て)|くらっ(?:た|て))",
            clause("commander_damage"),
        ),
        (
            rf"{_SUBJECT}(?:{{Q}}の)?統率者(?:⟦\*⟧)?(?:から|に(?={_TO_THE_BLOW})){_SO_FAR}{{N}}点"
            r"(?:の)?(?:戦闘)?(?:ダメージ)?(?:を)?(?:受け(?:た|て|る|ました)|食らっ(?:た|て)|殴られ(?:た|て|ました))?",
            clause("commander_damage"),
        ),
        (rf"{_TWO_COMMANDERS}(?:それぞれ)?{{N}}点と{{M}}点", clause("commander_split")),
        (rf"{_TWO_COMMANDERS}(?:それぞれ)?{{N}}点ずつ", clause("commander_each")),
        (rf"{_TWO_COMMANDERS}(?:合計|計|合わせて){{N}}点", clause("commander_total")),
    ]
)
OTHER_EVENTS = table(
    [
        (
            rf"(?:{{Q}}(?:から|に))?{_SUBJECT}{{N}}点(?:の)?(?:戦闘)?ダメージ(?:を)?"
            rf"(?:受け|食らっ|くらっ|喰らっ){_TE}",
            clause("damage"),
        ),
        (
            rf"{{Q}}(?:が|は){{P}}に{{N}}点(?:の)?(?:戦闘)?ダメージ(?:を)?与え{_TE}",
            clause("damage"),
        ),
        # A card named as the means of the points (「《稲妻》で3点」), life not lost or gained;
        # not the asker's own card (「こちらの《ショック》で2点」: to whom is not said).
        (
            rf"(?:(?!⟨you⟩){{Q}}の)?(?<!⟨you⟩の)⟦\*⟧で{_SUBJECT}{{N}}点(?:の)?(?:ダメージ)?(?!の?ライフ|を?失|回復|得|を?与え)",
            clause("damage"),
        ),
        # 「相手に4点」 is damage to 相手 unless the verb after it is passive or one of receiving
        # (「相手に4点殴られた」「相手に7点のダメージを受けた」: 相手 did it).
        (
            r"(?:{Q}から)?{P}に{N}点(?:の)?(?:戦闘)?(?:ダメージ)?(?![^、。]*?(?:[らさまかたわばが]れ(?:た|て|ま|る)|受け|(?:食|く|喰|も)ら[っいうわ]))",
            clause("damage"),
        ),
        (
            rf"(?:{{Q}}から)?{_SUBJECT}{{N}}点(?:を)?(?:受け|食らっ|くらっ|喰らっ){_TE}",
            clause("damage"),
        ),
        (rf"{_SUBJECT}ライフ(?:を)?{{N}}点?(?:を)?削られ{_TE}", clause("damage")),
        (
            r"{Q}(?:が|は)(?:[^、。]{0,10}で)?(?:{P}の)?毒(?:カウンター)?を{N}(?:個|つ)にし",
            clause("poison_is"),
        ),
        (
            rf"{_SUBJECT}(?:途中で|もう|すぐに|そこで)?(?:投了|降参|サレンダー)(?:し{_TE}|{_TE})?",
            clause("concede"),
        ),
        (
            rf"{_SUBJECT}(?:ゲームから)?(?:抜け|離脱し|退出し|回線落ちし|落ち){_TE}",
            clause("concede"),
        ),
        (
            r"(?:{P}の)?(?:ターン(?:が)?(?:終了|終わ)(?:し|っ|り|る)?(?:た|て|時|ました|たら)?"
            r"|ターンエンド|ターン終了時|ターンの終わり(?:に)?|次の(?:ターン|自分のターン)(?:に|で)?)"
            # 「ターン終了時まで」: how long an effect lasts (《天使の嗜み》), not the turn ending.
            r"(?![時りるっし]*まで)",
            clause("end_turn"),
        ),
    ]
)
SETTING = table(
    [
        (
            r"(?:双頭巨人戦|双頭巨人|2hg|ツーヘッドジャイアント)(?:で|の|に)?(?:ゲーム|対戦)?"
            r"(?:で|中|をして(?:いて|いる)|をやって(?:いて|いる))?",
            clause("variant", option="two_headed_giant"),
        ),
        (
            r"(?:{N}人(?:での?|の)?)?(?:統率者戦|edh|コマンダー戦|コマンダー)(?:で|の|に)?(?:ゲーム|対戦)?"
            r"(?:で|中|をして(?:いて|いる)|をやって(?:いて|いる))?",
            clause("variant", option="commander"),
        ),
        (
            r"{N}人(?:戦|対戦|で(?:の)?(?:ゲーム|対戦)|の(?:ゲーム|対戦)|の?多人数戦)(?:で|中)?",
            clause("variant", option="multiplayer"),
        ),
        (r"多人数戦(?:で|中)?", clause("variant", option="multiplayer")),
    ]
)
QUERIES = table(
    [
        (
            r"(?:{P}(?:は|が))?(?:まだ)?(?:負け|敗北|勝ち|勝利|引き分け)(?:に|と)?(?:なり|し)?"
            r"(?:ます|です|でしょう|ません)?(?:か|かね|よね|の)?",
            clause("query"),
        ),
        (
            r"(?:{P}(?:は|が))?(?:勝て(?:ます|る)|負けない(?:んです|です|の)?|負けません)(?:か|よね)?",
            clause("query"),
        ),
        (
            r"どう(?:なり(?:ます|まし)|なる|なっ)(?:た)?(?:んですか|んでしょうか|のですか|でしょうか|か|の|んだろう)?",
            clause("query"),
        ),
        (
            r"ゲーム(?:は|が)?(?:続(?:く|き|行)|終わ(?:る|り))(?:ますか|ですか|か|ます|ません)?",
            clause("query"),
        ),
        (r"(?:生き残|生存)(?:れ|り|る)(?:ますか|ますか)?", clause("query")),
        (
            r"(?:{P}の)?ライフ(?:を|が)?半分(?:失(?:います|う)|になり(?:ます)?)(?:か|んですか)?",
            clause("query"),
        ),
        (
            r"(?:{P}の)?ライフは(?:何点|いくつ)(?:に)?(?:なり(?:ますか|ます)|ですか|か)?",
            clause("query"),
        ),
        # The players left, as the asker reckons them (「残り3人で続ける」): the engine seats them.
        (r"残り{N}人(?:で|に)?", clause("query")),
    ]
)

PATTERNS: list[Pattern] = [
    *LIFE,
    *POISON,
    *LIBRARY,
    *PERMANENTS,
    *SUBGAMES,
    *COMMANDER,
    *OTHER_EVENTS,
    *SETTING,
    *QUERIES,
]
# Glue between clauses and framing that says nothing the verdict depends on.
FILLER = (
    r"そして|その後|それから|次に|すると|そこで|ところで|ちなみに|えっと|あの|例えば|もし|仮に"
    r"|この状態で|その状態で|この時|その時|このとき|そのとき|今|現在|いま|状態で|の状態で|状態"
    r"|すみません|質問です|質問|教えてください|よろしくお願いします|お願いします"
    r"|友達と|友人と|カジュアルで|遊んでいて|対戦していて|プレイしていて|対戦中|ゲーム中|ゲームで"
    r"|んですが|んだけど|のですが|ですが|ですけど|けど|けれど|ので|から|です|でした|だった|だ"
    r"|ところ|とき|時|場合|ね|よ|か|て|で|が|は|に|ら|、|。"
)
